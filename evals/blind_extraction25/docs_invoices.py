"""Invoice builders for blind_extraction25 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import ROUND_DOWN
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct
from pdfkit import CH, EU, SP, US, Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


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


def strip(s, cells, h=26, lsize=6.6, vsize=8.6, shade=None):
    """A boxed captions-over-values strip drawn at the Sheet's current line."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize, shade=shade)
    s.y = y + h + 15
    return grid_text(cells)


def cells(xs, vals):
    return [(x, v, a) for (x, a), v in zip(xs, vals, strict=True)]


def floor(x):
    """Whole yen, fractions dropped (the usual consumption-tax rounding)."""
    return D(str(x)).quantize(D(1), rounding=ROUND_DOWN)


def ZA(x):
    """South African grouping: 12 480,65"""
    return fmt(x, " ", ",", 2)


def HUF(x):
    """Whole forint, space-grouped: 1 234 567"""
    return fmt(x, " ", ",", 0)


# ===== 1 German intra-EU delivery: no VAT amount printed, Skonto, Lieferschein and Auftrag dates
@doc("b25_inv_de_ig_lieferung_skonto", "invoice", "Oberlausitzer Zahnradwerk Rechnung RE-26-04417")
def inv_de():
    L = dict(goods=13271.1, sub=13734.6, tot=13734.6, sk=274.69, skz=13459.91)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=545, top=48, size=8.4)
    p.text(545, s.y, "Präzisionsverzahnung seit 1994", 7.6, align="r", color=GREY)
    q_vendor = s.t("Oberlausitzer Zahnradwerk GmbH", 13, True)
    s.t("Gewerbering Süd 9 · 02625 Bautzen · Telefon 03591 47 82 60 · vertrieb@olz-zahnrad.example", 7.2)
    s.p.hline(s.y - 6, 56, 545, 0.8)
    s.skip(14)
    s.t("Oberlausitzer Zahnradwerk GmbH · Gewerbering Süd 9 · 02625 Bautzen", 6.2, color=GREY)
    y0 = s.y
    q_bill = s.t("Murtaler Fördertechnik GmbH", 9.4, True)
    s.t("Einkauf / Kreditorenbuchhaltung")
    s.t("Industriestraße 31")
    s.t("8750 Judenburg")
    s.t("ÖSTERREICH")
    s.t("UID-Nr. des Kunden: ATU 71538204", 7.6, color=GREY)
    yb = s.y
    s.y = y0 - 12
    info = [
        ("Rechnungsnummer", "RE-26-04417"),
        ("Rechnungsdatum", "23.06.2026"),
        ("Kundennummer", "K-20931"),
        ("Ihre Bestellung", "B-4471/26 vom 29.05.2026"),
        ("Auftragsbestätigung", "AB-26-1187 vom 02.06.2026"),
        ("Lieferschein", "LS-26-05530 vom 19.06.2026"),
        ("Liefer-/Leistungsdatum", "19.06.2026"),
        ("Unsere USt-IdNr.", "DE 284 611 937"),
    ]
    qi = {}
    for k, v in info:
        p.text(350, s.y, k, 7.6, color=GREY)
        p.text(545, s.y, v, 7.6, align="r")
        qi[k] = f"{k} {v}"
        s.y += 11.4
    s.y = max(s.y, yb) + 8
    s.t("Lieferanschrift: Spedition Kofler & Söhne, Umschlaglager Graz-Süd, Puchstraße 112, 8055 Graz", 7.6)
    s.skip(10)
    s.t("Rechnung", 14, True)
    s.skip(2)
    xs = [(56, "l"), (78, "l"), (130, "l"), (372, "r"), (380, "l"), (448, "r"), (478, "r"), (545, "r")]
    head_row(
        s, cells(xs, ["Pos.", "Artikel", "Bezeichnung", "Menge", "Einh.", "Preis EUR", "Rab.", "Betrag EUR"])
    )
    rows = [
        ("ZR-4410", "Stirnrad m=3, z=42, 42CrMo4 vergütet", "24", "Stk", "186.40", "0"),
        ("ZR-4415", "Ritzel m=3, z=17, einsatzgehärtet", "24", "Stk", "94.75", "0"),
        ("KR-2208", "Kegelradsatz i=2:1, geläppt", "8", "Satz", "412.90", "5"),
        ("SW-0731", "Schneckenwelle, geschliffen, links", "6", "Stk", "238.15", "5"),
        ("ZS-1190", "Zahnstange m=2, 1000 mm, gefräst", "15", "Stk", "121.60", "0"),
        ("PR-0005", "Prüfprotokoll Verzahnungsmessung", "3", "Stk", "68.00", "0"),
    ]
    goods = D(0)
    for i, (art, name, qty, unit, price, rab) in enumerate(rows, 1):
        e = ext(D(qty) * D(price) * (100 - D(rab)) / 100)
        goods += e
        vals = [str(i), art, name, qty, unit, EU(D(price)), (rab + " %") if rab != "0" else "", EU(e)]
        s.row(cells(xs, vals), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    pack = D("145.00")
    fr = D("318.50")
    sub = goods + pack + fr
    s.x = 320
    s.kv("Warenwert netto", EU(goods))
    s.kv("Verpackung (Holzkiste, Einweg)", EU(pack))
    s.kv("Fracht frei Umschlaglager Graz", EU(fr))
    s.rule()
    q_sub = s.kv("Nettobetrag", EU(sub))
    q_tot = s.kv("Rechnungsbetrag EUR", EU(sub), bold=True, size=10)
    s.x = 56
    s.skip(10)
    s.para(
        "Steuerfreie innergemeinschaftliche Lieferung nach § 4 Nr. 1 Buchst. b i. V. m. § 6a UStG. Die Ware "
        "wurde von uns nach Österreich befördert; die Gelangensbestätigung liegt vor.",
        8,
    )
    sk = pct(sub, 2)
    skz = sub - sk
    q_terms = s.para(
        f"Zahlungsbedingungen: innerhalb von 14 Tagen abzüglich 2 % Skonto (bis 07.07.2026: Skonto "
        f"{EU(sk)} EUR, Zahlbetrag {EU(skz)} EUR), sonst rein netto, fällig am 23.07.2026.",
        8,
    )
    s.para(
        "Bitte geben Sie bei Zahlung stets die Rechnungsnummer an. Die Ware bleibt bis zur vollständigen "
        "Bezahlung unser Eigentum.",
        8,
    )
    s.skip(30)
    s.p.hline(s.y - 10, 56, 545, 0.4)
    s.row(
        [
            (56, "Geschäftsführung: Konrad Zschornack"),
            (250, "Amtsgericht Dresden HRB 38 152"),
            (410, "Ostsächsische Volksbank eG"),
        ],
        6.6,
    )
    s.row(
        [
            (56, "Sitz der Gesellschaft: Bautzen"),
            (250, "St.-Nr. 207/118/04461"),
            (410, "IBAN DE41 8559 0000 0238 4471 02"),
        ],
        6.6,
    )
    same(L["goods"], goods, "goods")
    same(L["sub"], sub, "sub")
    same(L["tot"], sub, "tot")
    same(L["sk"], sk, "sk")
    same(L["skz"], skz, "skz")
    terms = " ".join(q_terms)
    fields = {
        "invoice_number": F("RE-26-04417", 1, qi["Rechnungsnummer"]),
        "invoice_date": F("2026-06-23", 1, qi["Rechnungsdatum"]),
        "due_date": F("2026-07-23", 1, "fällig am 23.07.2026"),
        "vendor_name": F("Oberlausitzer Zahnradwerk GmbH", 1, q_vendor),
        "bill_to": F("Murtaler Fördertechnik GmbH", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": NULL(),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung (EUR, dot-grouped figures with comma decimals, dd.mm.yyyy) for a tax-free "
        "intra-Community delivery to an Austrian customer. invoice_date comes from the Rechnungsdatum, not "
        "the order, confirmation, delivery-note or delivery dates; due_date is the net due date in the "
        "payment terms (the Skonto date is a conditional discount date). bill_to is the Austrian customer, "
        "not the forwarding agent's warehouse in the Lieferanschrift. subtotal is the Nettobetrag (goods + "
        "packing + freight, sum); total the Rechnungsbetrag (the same figure). tax is null: no tax amount "
        "is printed, only the exemption wording. amount_due is null: no balance is printed apart from the "
        "total; the Skonto Zahlbetrag applies only to early payment."
    )
    sums = [
        SUM(
            "Warenwert + Verpackung + Fracht = Nettobetrag",
            [
                (1, T("Warenwert netto", L["goods"], 1, f"Warenwert netto {EU(goods)}")),
                (1, T("Verpackung", float(pack), 1, f"Verpackung (Holzkiste, Einweg) {EU(pack)}")),
                (1, T("Fracht", float(fr), 1, f"Fracht frei Umschlaglager Graz {EU(fr)}")),
            ],
            "subtotal",
        ),
        SUM(
            "Rechnungsbetrag - Skonto = Zahlbetrag bei Skonto",
            [(1, "total"), (-1, T("Skonto", L["sk"], 1, terms))],
            T("Zahlbetrag bei Skonto", L["skz"], 1, terms),
        ),
    ]
    return p, fields, notes, sums


# ===== 2 French facture: remise, frais de port, TVA 5,5 % and 20 %, acompte deducted to Net à payer
@doc("b25_inv_fr_facture_remise_acompte", "invoice", "Librairie des Trois Cols facture F2026-00871")
def inv_fr():
    L = dict(
        brut=1787.3,
        rem=53.62,
        sub=1757.68,
        tax=176.1,
        tot=1933.78,
        due=1633.78,
        b55=1209.88,
        b20=547.8,
        t55=66.54,
        t20=109.56,
        aco=300,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=50, size=8.4)
    q_vendor = s.t("Librairie des Trois Cols SARL", 15, True)
    s.t("Livres · papeterie · fournitures pour bibliothèques", 8, color=GREY)
    s.t("7 passage des Tanneurs · 38000 Grenoble · 04 76 51 28 93", 7.6, color=GREY)
    p.text(549, 62, "FACTURE", 20, True, align="r")
    s.skip(12)
    y0 = s.y
    info = [
        ("Facture n°", "F2026-00871"),
        ("Date de facture", "13 mars 2026"),
        ("Date de livraison", "10 mars 2026"),
        ("Votre commande", "LV-26-03 du 16 février 2026"),
        ("Date d'échéance", "14 avril 2026"),
    ]
    qi = {}
    for k, v in info:
        p.text(52, s.y, k, 8, color=GREY)
        p.text(146, s.y, v, 8.4, True)
        qi[k] = f"{k} {v}"
        s.y += 12.6
    p.rect(46, y0 - 12, 302, s.y - 7, 0.5)
    y1 = s.y
    s.y = y0
    p.text(330, s.y, "Facturé à", 7.4, True, color=GREY)
    s.y += 12
    p.text(330, s.y, "Association Lire en Vercors", 9.4, True)
    q_bill = "Facturé à Association Lire en Vercors"
    s.y += 12
    for ln in ("Maison des associations", "12 place de la Fontaine", "38250 Villard-de-Lans"):
        p.text(330, s.y, ln, 8.2)
        s.y += 11
    s.y = y1 + 10
    s.t(
        "Adresse de livraison : Point lecture des Geysses, chemin des Écoliers, 38250 Corrençon-en-Vercors "
        "(à l'attention de Mme Ferrandier)",
        7.6,
    )
    s.skip(8)
    xs = [(46, "l"), (96, "l"), (382, "r"), (440, "r"), (470, "r"), (549, "r")]
    head_row(s, cells(xs, ["Réf.", "Désignation", "Qté", "P.U. HT €", "TVA", "Montant HT €"]))
    rows = [
        ("JE-1207", "Albums jeunesse, lot rentrée de 12 titres", "3", "148.20", "5,5"),
        ("RA-3310", "Romans ados, sélection du comité de lecture", "25", "16.90", "5,5"),
        ("BD-0815", "Bande dessinée, série complète en 8 volumes", "2", "95.60", "5,5"),
        ("DN-4402", "Documentaires nature, collection Explorer", "14", "13.50", "5,5"),
        ("FO-0091", "Étiquettes de cotation, rouleau de 1000", "6", "18.40", "20"),
        ("FO-0137", "Film de couverture adhésif, rouleau 50 m", "4", "42.90", "20"),
        ("MO-2004", "Présentoir mural 4 cases, hêtre", "2", "129.00", "20"),
    ]
    b55 = D(0)
    b20 = D(0)
    for ref, name, qty, price, rate in rows:
        e = ext(qty, price)
        if rate == "5,5":
            b55 += e
        else:
            b20 += e
        s.row(cells(xs, [ref, name, qty, SP(D(price)), rate + " %", SP(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    brut = b55 + b20
    r55 = pct(b55, 3)
    r20 = pct(b20, 3)
    rem = r55 + r20
    port = D("24.00")
    n55 = b55 - r55
    n20 = b20 - r20 + port
    sub = n55 + n20
    t55 = pct(n55, D("5.5"))
    t20 = pct(n20, 20)
    tax = t55 + t20
    total = sub + tax
    aco = D("300.00")
    due = total - aco
    ytab = s.y
    s.x = 330
    q_brut = s.kv("Total brut HT", SP(brut) + " €")
    q_rem = s.kv("Remise libraire 3 %", "-" + SP(rem) + " €")
    q_port = s.kv("Frais de port (TVA 20 %)", SP(port) + " €")
    s.rule()
    q_sub = s.kv("Total HT", SP(sub) + " €", bold=True)
    q_tax = s.kv("Total TVA", SP(tax) + " €")
    q_tot = s.kv("Total TTC", SP(total) + " €", bold=True)
    q_aco = s.kv("Acompte versé le 23 février 2026", "-" + SP(aco) + " €")
    s.rule()
    q_due = s.kv("Net à payer (EUR)", SP(due) + " €", bold=True, size=10.5)
    yend = s.y
    s.y = ytab
    s.x = 46
    xv = [(46, "l"), (150, "r"), (230, "r"), (300, "r")]
    head_row(s, cells(xv, ["Taux TVA", "Base HT", "Montant TVA", "Total TTC"]), size=7)
    q55 = s.row(cells(xv, ["5,5 %", SP(n55), SP(t55), SP(n55 + t55)]), size=7.6)
    q20 = s.row(cells(xv, ["20 %", SP(n20), SP(t20), SP(n20 + t20)]), size=7.6)
    s.t("Base après remise libraire ; port soumis à 20 %.", 6.8, color=GREY)
    s.y = yend + 14
    s.x = 46
    s.para(
        "Règlement par virement au plus tard à la date d'échéance (IBAN FR76 3000 4027 1100 0108 5531 642). "
        "Pas d'escompte pour paiement anticipé. En cas de retard de paiement, pénalités au taux annuel de "
        "10 % et indemnité forfaitaire pour frais de recouvrement de 40 €.",
        7.6,
    )
    s.skip(40)
    s.t(
        "SARL au capital de 12 000 € · RCS Grenoble 512 847 039 · TVA intracommunautaire FR 27 512847039 · "
        "APE 4761Z",
        6.6,
        color=GREY,
    )
    for k, v in (("brut", brut), ("rem", rem), ("sub", sub), ("tax", tax), ("tot", total), ("due", due)):
        same(L[k], v, k)
    for k, v in (("b55", n55), ("b20", n20), ("t55", t55), ("t20", t20), ("aco", aco)):
        same(L[k], v, k)
    fields = {
        "invoice_number": F("F2026-00871", 1, qi["Facture n°"]),
        "invoice_date": F("2026-03-13", 1, qi["Date de facture"]),
        "due_date": F("2026-04-14", 1, qi["Date d'échéance"]),
        "vendor_name": F("Librairie des Trois Cols SARL", 1, q_vendor),
        "bill_to": F("Association Lire en Vercors", 1, q_bill),
        "currency": F("EUR", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "French facture (EUR, space-grouped figures with comma decimals, dates in words). invoice_date "
        "comes from the Date de facture, not the delivery or order dates; due_date the Date d'échéance. "
        "bill_to is the association billed (Facturé à), not the delivery point. subtotal is Total HT: Total "
        "brut HT less the 3 % remise plus carriage (sum); tax is Total TVA (5,5 % + 20 %, sum); total is "
        "Total TTC. The deposit paid in February is deducted after the total: Total TTC - acompte = Net à "
        "payer (amount_due; sum). The 10 % late-payment rate and the 40 € recovery indemnity are "
        "distractors."
    )
    sums = [
        SUM(
            "Total brut HT - remise + port = Total HT",
            [
                (1, T("Total brut HT", L["brut"], 1, q_brut)),
                (-1, T("Remise libraire 3 %", L["rem"], 1, q_rem)),
                (1, T("Frais de port", 24.0, 1, q_port)),
            ],
            "subtotal",
        ),
        SUM(
            "TVA 5,5 % + TVA 20 % = Total TVA",
            [(1, T("TVA 5,5 %", L["t55"], 1, q55)), (1, T("TVA 20 %", L["t20"], 1, q20))],
            "tax",
        ),
        SUM(
            "bases 5,5 % + 20 % = Total HT",
            [(1, T("base 5,5 %", L["b55"], 1, q55)), (1, T("base 20 %", L["b20"], 1, q20))],
            "subtotal",
        ),
        SUM(
            "Total TTC - acompte = Net à payer",
            [(1, "total"), (-1, T("Acompte", L["aco"], 1, q_aco))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Italian professional fattura: cassa 4 %, IVA 22 %, ritenuta d'acconto to Netto a pagare
@doc("b25_inv_it_fattura_ritenuta_cassa", "invoice", "Studio Tecnico Gavardi Pessina fattura 58/2026")
def inv_it():
    L = dict(on=7430, cassa=297.2, sub=7727.2, tax=1699.98, tot=9427.18, rit=1486, due=7941.18)
    p = Pdf(face="serif", ttf=True, **A4)
    s = Sheet(p, x=58, xr=537, top=58, size=8.6)
    q_vendor = s.t("STUDIO TECNICO GAVARDI & PESSINA", 13, True, align="c")
    s.t("Ingegneria civile · Sicurezza cantieri · Pratiche edilizie", 8.4, align="c")
    s.t("Via Sicardo 6, 26100 Cremona · P.IVA 01938470193 · C.F. 01938470193", 7.6, align="c", color=GREY)
    s.t("PEC studio.gavardipessina@pec.example · tel. 0372 418 207", 7.6, align="c", color=GREY)
    s.skip(16)
    y0 = s.y
    s.row([(58, "Spett.le"), (330, "FATTURA ELETTRONICA – copia di cortesia")], size=8, bold=True)
    q_bill = s.row(
        [(58, "Immobiliare Torrione Nuovo S.r.l."), (330, "Tipo documento"), (440, "TD01 fattura")], bold=True
    )
    s.row([(58, "Corso Garibaldi 88"), (330, "Numero"), (440, "58/2026")])
    s.row([(58, "26100 Cremona (CR)"), (330, "Data"), (440, "19/06/2026")])
    s.row([(58, "P.IVA 02117560196"), (330, "Codice destinatario"), (440, "M5UXCR1")])
    s.row([(58, "Sostituto d'imposta"), (330, "Incarico del"), (440, "03/11/2025")])
    p.rect(324, y0 - 12, 537, s.y - 8, 0.4)
    q_num = "Numero 58/2026"
    q_date = "Data 19/06/2026"
    s.skip(6)
    s.t("Oggetto: ristrutturazione edificio residenziale di Via Platina 21, Cremona – SAL n. 2", 8.8, True)
    s.skip(4)
    xs = [(58, "l"), (537, "r")]
    head_row(s, cells(xs, ["Descrizione della prestazione", "Importo €"]))
    rows = [
        ("Onorario direzione lavori, periodo aprile–maggio 2026", "4800.00"),
        ("Onorario coordinamento della sicurezza in fase di esecuzione", "1650.00"),
        ("Onorario pratica CILA in variante e aggiornamento catastale", "980.00"),
    ]
    on = D(0)
    for name, amt in rows:
        on += D(amt)
        s.row(cells(xs, [name, EU(D(amt))]), lead=14)
    s.rule()
    s.skip(8)
    cassa = pct(on, 4)
    sub = on + cassa
    iva = pct(sub, 22)
    total = sub + iva
    rit = pct(on, 20)
    due = total - rit
    s.x = 300
    q_on = s.kv("Totale onorari", EU(on))
    q_cassa = s.kv("Contributo integrativo Inarcassa 4 %", EU(cassa))
    q_sub = s.kv("Imponibile IVA", EU(sub), bold=True)
    q_tax = s.kv("IVA 22 %", EU(iva))
    s.rule()
    q_tot = s.kv("Totale documento €", EU(total), bold=True)
    q_rit = s.kv("Ritenuta d'acconto 20 % su onorari", "-" + EU(rit))
    s.rule()
    q_due = s.kv("NETTO A PAGARE €", EU(due), bold=True, size=10.5)
    s.x = 58
    s.skip(14)
    s.para(
        "Il SAL n. 1 è stato fatturato con fattura n. 31/2026 del 08/04/2026 e risulta saldato. La ritenuta "
        "d'acconto sarà versata dal committente in qualità di sostituto d'imposta.",
        8,
    )
    s.para(
        "Modalità di pagamento: bonifico bancario a 30 giorni data fattura fine mese, IBAN IT62 K 05034 "
        "11401 000000018427, Banca Padana Lombarda, indicando il numero della fattura.",
        8,
    )
    s.skip(60)
    s.t("Ing. Ornella Gavardi – Ordine degli Ingegneri della Provincia di Cremona n. A-1284", 7.6, color=GREY)
    s.t("Ing. Luca Pessina – Ordine degli Ingegneri della Provincia di Cremona n. A-1419", 7.6, color=GREY)
    for k, v in (("on", on), ("cassa", cassa), ("sub", sub), ("tax", iva), ("tot", total), ("rit", rit)):
        same(L[k], v, k)
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("58/2026", 1, q_num),
        "invoice_date": F("2026-06-19", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("STUDIO TECNICO GAVARDI & PESSINA", 1, q_vendor),
        "bill_to": F("Immobiliare Torrione Nuovo S.r.l.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Italian professional fattura (courtesy copy of an e-invoice; EUR, dot-grouped with comma decimals, "
        "dd/mm/yyyy). invoice_date comes from the Data, not the engagement date or the earlier SAL invoice "
        "date. subtotal is the Imponibile IVA: fees plus the 4 % Inarcassa contribution (sum); tax is IVA "
        "22 %; total is Totale documento. The 20 % ritenuta d'acconto is withholding by the client, not a "
        "tax charged: Totale documento - ritenuta = NETTO A PAGARE (amount_due; sum). due_date is null: "
        "only terms (30 days end of month) are printed, no date."
    )
    sums = [
        SUM(
            "onorari + cassa 4 % = Imponibile IVA",
            [(1, T("Totale onorari", L["on"], 1, q_on)), (1, T("Inarcassa 4 %", L["cassa"], 1, q_cassa))],
            "subtotal",
        ),
        SUM(
            "Totale documento - ritenuta = Netto a pagare",
            [(1, "total"), (-1, T("Ritenuta d'acconto", L["rit"], 1, q_rit))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Norwegian catering faktura: MVA 15 % and 25 %, due date only on the giro slip, KID
@doc("b25_inv_no_faktura_mva_giro", "invoice", "Fjordkjøkkenet Catering faktura 26-30418")
def inv_no():
    L = dict(sub=51840, m15=5463, m25=3855, tax=9318, tot=61158, b15=36420, b25=15420)
    p = Pdf(**A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.6)
    q_vendor = s.row([(48, "Fjordkjøkkenet Catering AS"), (547, "FAKTURA", "r")], size=15, bold=True, lead=19)
    s.t(
        "Keiser Wilhelms gate 41 · 6003 Ålesund · Org.nr. 921 448 307 MVA · post@fjordkjokkenet.example",
        7.4,
        color=GREY,
    )
    s.skip(14)
    y0 = s.y
    q_bill = s.t("Brattvåg Skipsdesign AS", 9.6, True)
    s.t("Att.: Ingrid Hovden")
    s.t("Postboks 214")
    s.t("6281 Søvik")
    yb = s.y
    s.y = y0
    info = [
        ("Fakturanr.", "26-30418"),
        ("Fakturadato", "14.09.2026"),
        ("Kundenr.", "11873"),
        ("Ordrenr.", "60-2215"),
        ("Leveringsdato", "12.09.2026"),
        ("Betalingsbetingelser", "14 dager netto"),
    ]
    qi = {}
    for k, v in info:
        p.text(340, s.y, k, 8, color=GREY)
        p.text(547, s.y, v, 8.4, True, align="r")
        qi[k] = f"{k} {v}"
        s.y += 12
    s.y = max(s.y, yb) + 6
    s.t("Leveringsadresse: Selskapslokalet Kaihuset, Molovegen 8, 6004 Ålesund", 7.8)
    s.t("Gjelder: Sommerfest for ansatte, lørdag 12. september 2026, 85 gjester", 7.8)
    s.skip(8)
    xs = [(48, "l"), (318, "r"), (326, "l"), (420, "r"), (456, "r"), (547, "r")]
    head_row(s, cells(xs, ["Beskrivelse", "Antall", "Enhet", "Pris", "Mva", "Beløp eks. mva"]))
    rows = [
        ("Koldtbord «Sunnmøre», tre retter, levert", "85", "kuvert", "329.00", 15),
        ("Dessertbuffet med kaffe og te", "85", "kuvert", "79.00", 15),
        ("Barnemeny", "12", "stk", "145.00", 15),
        ("Servitører, fire personer à seks timer", "24", "timer", "545.00", 25),
        ("Leie av glass, porselen og bestikk", "1", "stk", "1450.00", 25),
        ("Transport og rigging", "1", "stk", "890.00", 25),
    ]
    base = {15: D(0), 25: D(0)}
    for name, qty, unit, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        s.row(cells(xs, [name, qty, unit, SP(D(price)), f"{rate} %", SP(e)]), size=8, lead=13.4)
    s.rule()
    s.skip(8)
    sub = base[15] + base[25]
    m15 = pct(base[15], 15)
    m25 = pct(base[25], 25)
    tax = m15 + m25
    total = sub + tax
    s.x = 300
    q_sub = s.kv("Sum eks. mva", SP(sub))
    q15 = s.kv(f"Mva 15 % av {SP(base[15])}", SP(m15))
    q25 = s.kv(f"Mva 25 % av {SP(base[25])}", SP(m25))
    q_tax = s.kv("Sum mva", SP(tax))
    s.rule()
    q_tot = s.kv("Sum inkl. mva", SP(total), bold=True)
    q_due = s.kv("Å betale NOK", SP(total), bold=True, size=10.5)
    s.x = 48
    s.skip(10)
    s.para(
        "Ved for sen betaling beregnes forsinkelsesrente etter forsinkelsesrenteloven, for tiden 12,75 % "
        "p.a. Ved purring påløper purregebyr. Spørsmål om fakturaen rettes til "
        "regnskap@fjordkjokkenet.example.",
        7.6,
    )
    s.y = 640
    p.shade(40, s.y - 16, 555, 800, 0.93)
    s.t("GIRO  Betalingsinformasjon", 9, True)
    s.skip(2)
    s.row([(48, "Betalt av"), (300, "Betalt til")], size=7)
    s.row([(48, "Brattvåg Skipsdesign AS"), (300, "Fjordkjøkkenet Catering AS")], size=8.4)
    s.row([(48, "Postboks 214, 6281 Søvik"), (300, "Keiser Wilhelms gate 41, 6003 Ålesund")], size=8.4)
    s.skip(6)
    kr, ore = SP(total).split(",")
    strip(
        s,
        [
            (48, 200, "Kundeidentifikasjon (KID)", "0030418118737"),
            (200, 290, "Kroner", kr),
            (290, 330, "Øre", ore),
            (330, 440, "Til konto", "3910.47.18825"),
            (440, 547, "Betalingsfrist", "28.09.2026"),
        ],
        h=28,
    )
    same(L["sub"], sub, "sub")
    same(L["m15"], m15, "m15")
    same(L["m25"], m25, "m25")
    same(L["b15"], base[15], "b15")
    same(L["b25"], base[25], "b25")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("26-30418", 1, qi["Fakturanr."]),
        "invoice_date": F("2026-09-14", 1, qi["Fakturadato"]),
        "due_date": F("2026-09-28", 1, "Betalingsfrist 28.09.2026"),
        "vendor_name": F("Fjordkjøkkenet Catering AS", 1, q_vendor),
        "bill_to": F("Brattvåg Skipsdesign AS", 1, q_bill),
        "currency": F("NOK", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Norwegian faktura (NOK, space-grouped with comma decimals, dd.mm.yyyy). invoice_date comes from the "
        "Fakturadato, not the Leveringsdato (event day). due_date is printed only in the giro slip "
        "(Betalingsfrist); the header gives terms only. bill_to is the company billed, not the contact or "
        "the delivery venue. subtotal Sum eks. mva; tax Sum mva (15 % + 25 %, sum); total Sum inkl. mva; "
        "amount_due the separately printed 'Å betale NOK' line (the same figure). The giro slip splits the "
        "amount into Kroner and Øre boxes; the KID is not the invoice number; 12,75 % is an interest rate."
    )
    sums = [
        SUM(
            "Mva 15 % + Mva 25 % = Sum mva",
            [(1, T("Mva 15 %", L["m15"], 1, q15)), (1, T("Mva 25 %", L["m25"], 1, q25))],
            "tax",
        ),
        SUM(
            "grunnlag 15 % + grunnlag 25 % = Sum eks. mva",
            [(1, T("grunnlag 15 %", L["b15"], 1, q15)), (1, T("grunnlag 25 %", L["b25"], 1, q25))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Swiss Rechnung: MWST 8.1 % and 2.6 %, hardware discount, earlier Gutschrift deducted, QR part
@doc("b25_inv_ch_rechnung_gutschrift_qr", "invoice", "Aaretal Informatik Rechnung 2026-1377")
def inv_ch():
    L = dict(
        hw=11049,
        rab=552.45,
        sub=12180.05,
        v81=977.19,
        v26=3.02,
        tax=980.21,
        tot=13160.26,
        gs=412.4,
        due=12747.86,
        eur=13579.02,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=52, size=8.4)
    q_vendor = s.t("Aaretal Informatik AG", 14, True)
    s.t("Bälliz 52 · 3600 Thun · 033 221 47 90 · UID CHE-318.442.906 MWST", 7.4, color=GREY)
    s.skip(16)
    y0 = s.y
    q_bill = s.t("Wohnbaugenossenschaft Alpenblick", 9.4, True)
    s.t("z. Hd. Herr Reto Brügger")
    s.t("Seestrasse 17")
    s.t("3700 Spiez")
    yb = s.y
    s.y = y0
    info = [
        ("Rechnung Nr.", "2026-1377"),
        ("Rechnungsdatum", "7. Juli 2026"),
        ("Lieferdatum", "1. Juli 2026"),
        ("Kunden-Nr.", "40582"),
        ("Ihre Referenz", "Offerte OF-26-212 vom 4. Juni 2026"),
    ]
    qi = {}
    for k, v in info:
        p.text(318, s.y, k, 7.8, color=GREY)
        p.text(400, s.y, v, 8.2)
        qi[k] = f"{k} {v}"
        s.y += 12
    s.y = max(s.y, yb) + 10
    s.t("Rechnung", 13, True)
    s.t("Ersatz der Arbeitsplatzgeräte in der Geschäftsstelle gemäss Offerte", 8.2)
    s.skip(4)
    xs = [(52, "l"), (336, "r"), (344, "l"), (420, "r"), (462, "r"), (543, "r")]
    head_row(s, cells(xs, ["Bezeichnung", "Menge", "Einh.", "Preis CHF", "MWST", "Betrag CHF"]))
    rows = [
        ('Notebook 14", 16 GB RAM, 512 GB SSD', "6", "Stk", "1289.00", "8.1", True),
        ("Docking-Station USB-C mit Netzteil", "6", "Stk", "214.50", "8.1", True),
        ('Monitor 27" QHD, höhenverstellbar', "6", "Stk", "338.00", "8.1", True),
        ("Installation, Einrichtung und Datenübernahme", "9.5", "Std", "165.00", "8.1", False),
        ("Fachbuch «Netzwerksicherheit für KMU»", "2", "Stk", "58.00", "2.6", False),
    ]
    hw = D(0)
    b81 = D(0)
    b26 = D(0)
    for name, qty, unit, price, rate, is_hw in rows:
        e = ext(qty, price)
        if is_hw:
            hw += e
        if rate == "8.1":
            b81 += e
        else:
            b26 += e
        s.row(cells(xs, [name, qty, unit, CH(D(price)), rate + " %", CH(e)]), size=7.8, lead=13)
    rab = pct(hw, 5)
    b81 -= rab
    s.row(cells(xs, ["Rabatt 5 % auf Hardware", "", "", "", "8.1 %", "-" + CH(rab)]), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    sub = b81 + b26
    v81 = pct(b81, D("8.1"))
    v26 = pct(b26, D("2.6"))
    tax = v81 + v26
    total = sub + tax
    gs = D("412.40")
    due = total - gs
    eur = (due * D("1.0652")).quantize(D("0.01"))
    s.x = 262
    q_sub = s.kv("Total exkl. MWST", CH(sub))
    q81 = s.kv(f"MWST 8.1 % auf CHF {CH(b81)}", CH(v81))
    q26 = s.kv(f"MWST 2.6 % auf CHF {CH(b26)}", CH(v26))
    q_tax = s.kv("MWST total", CH(tax))
    s.rule()
    q_tot = s.kv("Total inkl. MWST CHF", CH(total), bold=True)
    q_gs = s.kv("abzüglich Gutschrift GS-26-0038 vom 12. Mai 2026", "-" + CH(gs))
    s.rule()
    q_due = s.kv("Zahlbetrag CHF", CH(due), bold=True, size=10.5)
    s.x = 52
    s.skip(6)
    s.t(f"Zur Information: Gegenwert EUR {CH(eur)} (Kurs 1 CHF = 1.0652 EUR)", 7.4, color=GREY)
    s.t("Zahlbar innert 30 Tagen netto. Besten Dank für Ihren Auftrag.", 8)
    s.y = 612
    p.line(40, s.y - 16, 555, s.y - 16, 0.6)
    p.line(200, s.y - 16, 200, 806, 0.6)
    p.text(52, s.y, "Empfangsschein", 9, True)
    p.text(212, s.y, "Zahlteil", 9, True)
    yy = s.y + 18
    for k, v in (
        ("Konto / Zahlbar an", "CH44 3000 0002 1189 4476 5"),
        ("", "Aaretal Informatik AG, 3600 Thun"),
        ("Referenz", "21 00000 00003 13947 20137 71880"),
        ("Zahlbar durch", "Wohnbaugenossenschaft Alpenblick, 3700 Spiez"),
    ):
        if k:
            p.text(340, yy, k, 6.6, True)
            yy += 9
        p.text(340, yy, v, 7.8)
        yy += 13
    p.rect(212, s.y + 10, 322, s.y + 120, 0.6)
    p.text(267, s.y + 68, "[ QR-Code ]", 7.4, align="c", color=GREY)
    p.text(212, s.y + 142, "Währung", 6.6, True)
    p.text(270, s.y + 142, "Betrag", 6.6, True)
    p.text(212, s.y + 154, "CHF", 8.4)
    p.text(270, s.y + 154, CH(due), 8.4)
    p.text(52, s.y + 18, "Konto / Zahlbar an", 6.6, True)
    p.text(52, s.y + 28, "CH44 3000 0002 1189 4476 5", 7.2)
    p.text(52, s.y + 142, "Währung", 6.6, True)
    p.text(110, s.y + 142, "Betrag", 6.6, True)
    p.text(52, s.y + 154, "CHF", 8.4)
    p.text(110, s.y + 154, CH(due), 8.4)
    same(L["hw"], hw, "hw")
    same(L["rab"], rab, "rab")
    same(L["sub"], sub, "sub")
    same(L["v81"], v81, "v81")
    same(L["v26"], v26, "v26")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["gs"], gs, "gs")
    same(L["due"], due, "due")
    same(L["eur"], eur, "eur")
    fields = {
        "invoice_number": F("2026-1377", 1, qi["Rechnung Nr."]),
        "invoice_date": F("2026-07-07", 1, qi["Rechnungsdatum"]),
        "due_date": NULL(),
        "vendor_name": F("Aaretal Informatik AG", 1, q_vendor),
        "bill_to": F("Wohnbaugenossenschaft Alpenblick", 1, q_bill),
        "currency": F("CHF", 1, q_due),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Swiss Rechnung (CHF, apostrophe-grouped, dates in German words) with a QR payment part. "
        "invoice_date comes from the Rechnungsdatum, not the delivery, quotation or credit-note dates. "
        "bill_to is the cooperative, not the contact person. The 5 % hardware discount is inside Total "
        "exkl. MWST (subtotal). tax is MWST total (8.1 % + 2.6 %, sum); total is Total inkl. MWST. An "
        "earlier credit note is deducted after the total: Total inkl. MWST - Gutschrift = Zahlbetrag CHF "
        "(amount_due; sum; repeated in the QR part). The EUR equivalent is a currency distractor. due_date "
        "is null: only 'innert 30 Tagen netto' is printed."
    )
    sums = [
        SUM(
            "MWST 8.1 % + MWST 2.6 % = MWST total",
            [(1, T("MWST 8.1 %", L["v81"], 1, q81)), (1, T("MWST 2.6 %", L["v26"], 1, q26))],
            "tax",
        ),
        SUM(
            "Total inkl. MWST - Gutschrift = Zahlbetrag",
            [(1, "total"), (-1, T("Gutschrift GS-26-0038", L["gs"], 1, q_gs))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def JPY(x):
    return fmt(x, ",", ".", 0)


# ===== 6 Japanese 請求書: closing date vs issue date, 10 % and 8 % rates, return line, carried balance
@doc("b25_inv_jp_seikyusho_kurikoshi", "invoice", "瀬戸内工機商事 請求書 SK-2610-0457")
def inv_jp():
    L = dict(
        b10=195540,
        b8=32100,
        t10=19554,
        t8=2568,
        sub=227640,
        tax=22122,
        tot=249762,
        prev=612480,
        paid=500000,
        carry=112480,
        due=362242,
    )
    p = Pdf(face="jp", **A4)
    s = Sheet(p, x=44, xr=551, top=58, size=8.6)
    s.t("請　求　書", 18, True, align="c")
    s.skip(6)
    y0 = s.y
    q_bill = s.t("有明フードテック株式会社 御中", 12)
    p.hline(s.y - 10, 44, 290, 0.8)
    q_bill += " " + s.t("〒861-4115 熊本県熊本市南区川尻六丁目 8-21", 8)
    s.t("経理部 ご担当者様", 8)
    yb = s.y
    s.y = y0
    info = [
        ("請求書番号", "SK-2610-0457"),
        ("発行日", "2026/11/02"),
        ("締日", "2026/10/31（令和8年10月31日締）"),
        ("得意先コード", "30118"),
    ]
    qi = {}
    for k, v in info:
        p.text(340, s.y, k, 8, color=GREY)
        p.text(410, s.y, v, 8.4)
        qi[k] = f"{k} {v}"
        s.y += 12.5
    s.skip(6)
    vendor_addr = "〒721-0955 広島県福山市新涯町二丁目 14-7"
    q_vendor = "株式会社 瀬戸内工機商事 " + vendor_addr
    p.text(340, s.y, "株式会社 瀬戸内工機商事", 10.5)
    s.y += 13
    for ln in (vendor_addr, "TEL 084-954-3170", "登録番号 T4260001023871"):
        p.text(340, s.y, ln, 7.8)
        s.y += 11
    s.y = max(s.y, yb) + 10
    s.t("下記のとおりご請求申し上げます。", 8.6)
    s.skip(4)
    rows = [
        ("10/03", "D-58112", "ステンレス六角ボルト M10×40（100本入）", "12", "箱", "3850", "10"),
        ("10/03", "D-58112", "平座金 M10（500個入）", "6", "箱", "1420", "10"),
        ("10/09", "D-58277", "耐油ゴム手袋 Lサイズ", "40", "双", "680", "10"),
        ("10/15", "D-58390", "業務用緑茶 ティーバッグ 100袋入 ※", "15", "袋", "1180", "8"),
        ("10/15", "D-58390", "ミネラルウォーター 2L×6本 ※", "20", "ケース", "720", "8"),
        ("10/22", "D-58504", "食品機械用潤滑グリース 400g", "24", "本", "1960", "10"),
        ("10/28", "D-58611", "コンベアベルト交換作業（出張費含む）", "1", "式", "68000", "10"),
        ("10/28", "D-58611", "返品 平座金 M10（10/03納品分）", "-1", "箱", "1420", "10"),
    ]
    base = {"10": D(0), "8": D(0)}
    amts = []
    for r in rows:
        a = D(r[3]) * D(r[5])
        base[r[6]] += a
        amts.append(a)
    sub = base["10"] + base["8"]
    t10 = floor(base["10"] * D("0.10"))
    t8 = floor(base["8"] * D("0.08"))
    tax = t10 + t8
    total = sub + tax
    prev = D(612480)
    paid = D(500000)
    carry = prev - paid
    due = carry + total
    sx = [(44, 126), (126, 208), (208, 290), (290, 372), (372, 454), (454, 551)]
    heads = ["前回御請求額", "御入金額", "繰越金額", "今回御買上額（税抜）", "消費税額", "今回御請求額"]
    vals = [prev, paid, carry, sub, tax, due]
    summary = strip(
        s,
        [(a, b, h, "¥" + JPY(v)) for (a, b), h, v in zip(sx, heads, vals, strict=True)],
        h=30,
        lsize=6.8,
        vsize=9.4,
    )
    s.skip(4)
    xs = [(44, "l"), (78, "l"), (124, "l"), (372, "r"), (380, "l"), (450, "r"), (512, "r"), (551, "r")]
    head_row(s, cells(xs, ["日付", "伝票番号", "品名・規格", "数量", "単位", "単価", "金額", "税率"]))
    for r, a in zip(rows, amts, strict=True):
        s.row(cells(xs, [r[0], r[1], r[2], r[3], r[4], JPY(D(r[5])), JPY(a), r[6] + "%"]), size=7.8, lead=14)
    s.rule()
    s.t("※印は軽減税率（8%）対象商品です。", 7.4, color=GREY)
    s.skip(6)
    s.x = 320
    q10 = s.kv("10%対象 " + "¥" + JPY(base["10"]) + " 消費税", "¥" + JPY(t10))
    q8 = s.kv("8%対象 " + "¥" + JPY(base["8"]) + " 消費税", "¥" + JPY(t8))
    s.rule()
    q_sub = s.kv("小計（税抜）", "¥" + JPY(sub))
    q_tax = s.kv("消費税合計", "¥" + JPY(tax))
    q_tot = s.kv("今回御買上合計（税込）", "¥" + JPY(total), bold=True)
    s.x = 44
    s.skip(10)
    s.t("お支払期限 2026/11/30", 9)
    s.t("お振込先：広島中央信用金庫 福山東支店 普通 3418820 カ）セトウチコウキシヨウジ", 8)
    s.t("※振込手数料は貴社にてご負担くださいますようお願い申し上げます。", 7.4, color=GREY)
    for k, v in (
        ("b10", base["10"]),
        ("b8", base["8"]),
        ("t10", t10),
        ("t8", t8),
        ("sub", sub),
        ("tax", tax),
    ):
        same(L[k], v, k)
    for k, v in (("tot", total), ("prev", prev), ("paid", paid), ("carry", carry), ("due", due)):
        same(L[k], v, k)
    fields = {
        "invoice_number": F("SK-2610-0457", 1, qi["請求書番号"]),
        "invoice_date": F("2026-11-02", 1, qi["発行日"]),
        "due_date": F("2026-11-30", 1, "お支払期限 2026/11/30"),
        "vendor_name": F("株式会社 瀬戸内工機商事", 1, q_vendor),
        "bill_to": F("有明フードテック株式会社", 1, q_bill),
        "currency": F("JPY", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, summary),
    }
    notes = (
        "Japanese monthly 請求書 (JPY, comma-grouped whole yen, yyyy/mm/dd). invoice_date comes from the "
        "発行日 (issue date), not the 締日 closing date (also printed in the Reiwa era) or the delivery "
        "dates in the lines. bill_to is the customer addressed 御中 (without the honorific). The lines "
        "include a negative return line. subtotal is 小計（税抜）, tax 消費税合計 (10 % + 8 %, rounded down "
        "per rate; sum), total 今回御買上合計（税込） for this month's purchases. amount_due is "
        "今回御請求額 in the summary strip: the balance carried from last month (前回御請求額 - 御入金額 = "
        "繰越金額; sum) plus this month's total (sum)."
    )
    sums = [
        SUM(
            "10 % tax + 8 % tax = 消費税合計",
            [(1, T("消費税 10%", L["t10"], 1, q10)), (1, T("消費税 8%", L["t8"], 1, q8))],
            "tax",
        ),
        SUM(
            "10 % base + 8 % base = 小計（税抜）",
            [(1, T("10%対象", L["b10"], 1, q10)), (1, T("8%対象", L["b8"], 1, q8))],
            "subtotal",
        ),
        SUM(
            "前回御請求額 - 御入金額 = 繰越金額",
            [(1, T("前回御請求額", L["prev"], 1, summary)), (-1, T("御入金額", L["paid"], 1, summary))],
            T("繰越金額", L["carry"], 1, summary),
        ),
        SUM(
            "繰越金額 + 今回御買上合計（税込） = 今回御請求額",
            [(1, T("繰越金額", L["carry"], 1, summary)), (1, "total")],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 Australian tax invoice over two pages: GST-inclusive prices, no ex-GST total, carried forward
@doc("b25_inv_au_gst_inclusive_two_page", "invoice", "Wattle Creek Irrigation tax invoice WCI-31560")
def inv_au():
    L = dict(cf=12630.8, tot=19081.8, gst=1734.71)
    p = Pdf(**A4)
    s = Sheet(p, x=44, xr=551, top=50, size=8.4)

    def top(pg):
        s.row(
            [(44, "Wattle Creek Irrigation Pty Ltd"), (551, "TAX INVOICE", "r")], size=14, bold=True, lead=17
        )
        s.row(
            [
                (44, "ABN 61 204 883 517 · 14 Depot Road, Griffith NSW 2680 · (02) 6964 2871"),
                (551, f"Page {pg} of 2", "r"),
            ],
            size=7.4,
        )
        s.skip(6)

    top(1)
    q_vendor = "Wattle Creek Irrigation Pty Ltd"
    y0 = s.y
    p.text(44, s.y, "BILL TO", 7.2, True, color=GREY)
    p.text(230, s.y, "DELIVER TO", 7.2, True, color=GREY)
    s.y += 12
    q_bill = s.row([(44, "Koorawatha Citrus Pty Ltd"), (230, "Block 318, Koorawatha Road")], bold=True)
    s.row([(44, "PO Box 62"), (230, "Yanco NSW 2703")])
    s.row([(44, "Leeton NSW 2705"), (230, "Attn: Farm manager (gate code on file)")])
    yb = s.y
    s.y = y0
    info = [
        ("Invoice No.", "WCI-31560"),
        ("Invoice Date", "15/08/2026"),
        ("Account", "KOOR01"),
        ("Customer PO", "7781"),
        ("Quote Ref.", "Q-2290 (22/07/2026)"),
        ("Due Date", "14/09/2026"),
    ]
    qi = {}
    for k, v in info:
        p.text(420, s.y, k, 7.8, color=GREY)
        p.text(551, s.y, v, 8.2, True, align="r")
        qi[k] = f"{k} {v}"
        s.y += 11.6
    s.y = max(s.y, yb) + 8
    s.t("All prices include GST unless marked otherwise.", 7.8, True)
    s.skip(4)
    xs = [(44, "l"), (110, "l"), (400, "r"), (470, "r"), (551, "r")]
    hdr = ["Item", "Description", "Qty", "Unit inc GST", "Amount inc GST"]
    head_row(s, cells(xs, hdr))
    rows = [
        ("PV-050", "PVC pressure pipe 50 mm PN12, 6 m length", "40", "38.95"),
        ("PV-080", "PVC pressure pipe 80 mm PN12, 6 m length", "24", "72.40"),
        ("FT-050E", "Elbow 90° 50 mm solvent weld", "36", "6.85"),
        ("FT-050T", "Tee equal 50 mm solvent weld", "18", "8.90"),
        ("FT-080R", "Reducer 80 x 50 mm", "12", "14.60"),
        ("VL-050B", "Ball valve 50 mm PVC, double union", "10", "64.50"),
        ("VL-080G", "Gate valve 80 mm cast iron, flanged", "4", "289.00"),
        ("DR-16L", "Drip line 16 mm, 2.0 L/h at 0.5 m, 500 m roll", "14", "196.00"),
        ("DR-16J", "Drip line joiner 16 mm (bag of 50)", "6", "22.80"),
        ("DR-16E", "Figure-8 end closure 16 mm (bag of 50)", "6", "18.40"),
        ("DR-STK", "Hold-down stake 16 mm (bag of 100)", "12", "27.50"),
        ("FL-120", 'Disc filter 2", 120 mesh, auto flush', "2", "845.00"),
        ("CT-08Z", "Irrigation controller, 8 zone, Wi-Fi", "1", "468.00"),
        ("SV-025", "Solenoid valve 25 mm, 24 V AC", "8", "79.90"),
        ("CB-7C", "Multicore irrigation cable 7 core, per metre", "180", "3.45"),
        ("PR-PVC", "PVC priming fluid 500 ml", "4", "16.75"),
        ("PR-CEM", "PVC cement type P, 500 ml", "6", "24.30"),
    ]
    rows2 = [
        ("PM-3KW", "Transfer pump 3 kW with pressure switch", "1", "1920.00"),
        ("PM-KIT", "Pump mounting kit and flexible couplings", "1", "184.00"),
        ("LB-INS", "Installation labour, two-person crew (hours)", "22", "176.00"),
        ("LB-CMS", "Commissioning and flush, site visit", "1", "330.00"),
        ("FR-DEL", "Freight, Griffith to Yanco, flat rate", "1", "145.00"),
    ]
    cf = D(0)
    for r in rows:
        a = ext(r[2], r[3])
        cf += a
        s.row(cells(xs, [r[0], r[1], r[2], US(D(r[3])), US(a)]), size=7.8, lead=13)
    s.rule()
    q_cf = s.row([(300, "Carried forward (inc GST)"), (551, "$" + US(cf), "r")], size=8.4, bold=True)
    s.skip(30)
    s.t("Continued on page 2", 7.6, color=GREY, align="c")
    s.new_page()
    top(2)
    s.row([(44, "Invoice No. WCI-31560 (continued)"), (551, "Koorawatha Citrus Pty Ltd", "r")], size=8)
    s.skip(4)
    head_row(s, cells(xs, hdr))
    q_bf = s.row([(110, "Brought forward (inc GST)"), (551, "$" + US(cf), "r")], size=8, bold=True, lead=13)
    total = cf
    p2 = []
    for r in rows2:
        a = ext(r[2], r[3])
        total += a
        p2.append((float(a), s.row(cells(xs, [r[0], r[1], r[2], US(D(r[3])), US(a)]), size=7.8, lead=13)))
    s.rule()
    s.skip(6)
    gst = (total / 11).quantize(D("0.01"))
    s.x = 320
    q_tot = s.kv("Total (inc GST)", "$" + US(total), bold=True)
    q_gst = s.kv("Total includes GST of", "$" + US(gst))
    s.rule()
    q_due = s.kv("AMOUNT DUE (AUD)", "$" + US(total), bold=True, size=11)
    s.x = 44
    s.skip(14)
    s.t("How to pay", 9, True)
    s.t("EFT: BSB 642-170 · Account 1048 2273 · Reference WCI-31560", 8)
    s.t("BPAY: Biller code 318 440 · Ref 3156 0042 7", 8)
    s.t("Card: Visa and Mastercard accepted by phone; card payments attract a 1.2% surcharge.", 8)
    s.skip(10)
    s.t("Terms of trade (extract)", 8.6, True)
    s.para(
        "1. Accounts are payable by the due date shown. Overdue amounts incur interest at 1.5% per month "
        "calculated daily. 2. Title in goods passes on payment in full; risk passes on delivery. 3. Returns "
        "of unused stock within 30 days of delivery attract a 15% restocking fee. 4. Warranty claims on "
        "pumps and controllers are handled under the manufacturer's warranty from the date of "
        "commissioning. 5. These terms were last revised on 01/07/2025.",
        7.6,
    )
    same(L["cf"], cf, "cf")
    same(L["tot"], total, "tot")
    same(L["gst"], gst, "gst")
    fields = {
        "invoice_number": F("WCI-31560", 1, qi["Invoice No."]),
        "invoice_date": F("2026-08-15", 1, qi["Invoice Date"]),
        "due_date": F("2026-09-14", 1, qi["Due Date"]),
        "vendor_name": F("Wattle Creek Irrigation Pty Ltd", 1, q_vendor),
        "bill_to": F("Koorawatha Citrus Pty Ltd", 1, q_bill),
        "currency": F("AUD", 2, q_due),
        "subtotal": NULL(),
        "tax": F(L["gst"], 2, q_gst),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["tot"], 2, q_due),
    }
    notes = (
        "Australian tax invoice over two pages (AUD, dd/mm/yyyy). All prices include GST. invoice_date is "
        "the Invoice Date, not the quote date; due_date the Due Date. bill_to is the company in BILL TO, not "
        "the Deliver To block. Page 1 ends with a GST-inclusive 'Carried forward' figure that is brought "
        "forward on page 2 (sum): it is a page carry-over, not a subtotal. subtotal is null: no total "
        "before tax (ex-GST) is printed. tax is the GST included in the total; total is Total (inc GST); "
        "amount_due is the separately printed AMOUNT DUE (the same figure). The 1.2 % card surcharge, "
        "1.5 % interest and 15 % restocking fee are rates, not amounts."
    )
    sums = [
        SUM(
            "carried forward = brought forward",
            [(1, T("Carried forward (inc GST)", L["cf"], 1, q_cf))],
            T("Brought forward (inc GST)", L["cf"], 2, q_bf),
        ),
        SUM(
            "brought forward + page-2 lines = Total (inc GST)",
            [(1, T("Brought forward (inc GST)", L["cf"], 2, q_bf))]
            + [(1, T("line", a, 2, q)) for a, q in p2],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ===== 8 South African tax invoice: monthly hire, "Sub-total" before discount, VAT 15 %, deposit held
@doc("b25_inv_za_hire_discount_vat15", "invoice", "Highveld Scaffold Hire tax invoice HSH-INV-071942")
def inv_za():
    L = dict(gross=82960, disc=3570.75, sub=79389.25, tax=11908.39, tot=91297.64, hire=47610)
    p = Pdf(**A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8.4)
    p.shade(36, 34, 559, 98, 0.2)
    p.text(48, 62, "Highveld Scaffold Hire (Pty) Ltd", 15, True, color=(1, 1, 1))
    p.text(
        48, 78, "22 Steel Road, Spartan, Kempton Park, 1619 · Reg. No. 2011/004873/07", 7.6, color=(1, 1, 1)
    )
    p.text(48, 90, "VAT No. 4370261598 · accounts@hvscaffold.example", 7.6, color=(1, 1, 1))
    p.text(547, 70, "TAX INVOICE", 16, True, align="r", color=(1, 1, 1))
    q_vendor = "Highveld Scaffold Hire (Pty) Ltd"
    s.y = 122
    y0 = s.y
    p.text(44, s.y, "Customer", 7.2, True, color=GREY)
    s.y += 12
    q_bill = s.t("Mogale Civil Works CC", 9.4, True)
    s.t("PO Box 1187, Krugersdorp, 1740")
    s.t("Customer VAT No. 4918830244")
    s.t("Site: Lanseria Cargo Park, Phase 3 (site agent T. Nkosi)", 7.8)
    yb = s.y
    s.y = y0
    info = [
        ("Invoice No.", "HSH-INV-071942"),
        ("Invoice Date", "2026/10/01"),
        ("Account", "MCW004"),
        ("Order No.", "MCW-PO-5530"),
        ("Hire period", "2026/09/01 - 2026/09/30"),
        ("Due Date", "2026/10/31"),
    ]
    qi = {}
    for k, v in info:
        p.text(360, s.y, k, 7.8, color=GREY)
        p.text(551, s.y, v, 8.2, True, align="r")
        qi[k] = f"{k} {v}"
        s.y += 12
    s.y = max(s.y, yb) + 10
    s.t("All amounts in South African Rand (ZAR).", 7.8)
    s.skip(4)
    xs = [(44, "l"), (300, "r"), (352, "r"), (400, "r"), (470, "r"), (551, "r")]
    head_row(s, cells(xs, ["Description", "Qty", "Rate/day", "Days", "Unit total", "Amount"]))
    hire_rows = [
        ("Scaffold frame 2,0 m", "240", "1.85"),
        ("Ledger 2,5 m", "480", "0.95"),
        ("Scaffold board 3,0 m", "360", "1.10"),
        ("Swivel coupler", "900", "0.22"),
        ("Adjustable base jack", "120", "0.40"),
        ("Toe board clip", "300", "0.15"),
    ]
    hire = D(0)
    for name, qty, rate in hire_rows:
        a = ext(qty, rate, 30)
        hire += a
        s.row(cells(xs, [name, qty, ZA(D(rate)), "30", ZA(ext(rate, 30)), ZA(a)]), size=7.8, lead=13)
    other = [
        ("Transport: delivery and collection (7 t truck)", "2", "3450.00"),
        ("Erection and dismantling labour, team of five (days)", "4", "6800.00"),
        ("Scaffold inspection and tagging", "1", "1250.00"),
    ]
    oth = D(0)
    for name, qty, price in other:
        a = ext(qty, price)
        oth += a
        s.row(cells(xs, [name, qty, "", "", ZA(D(price)), ZA(a)]), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    gross = hire + oth
    disc = pct(hire, D("7.5"))
    sub = gross - disc
    vat = pct(sub, 15)
    total = sub + vat
    s.x = 300
    q_gross = s.kv("Sub-total", "R " + ZA(gross))
    q_disc = s.kv("Less: contract discount 7,5% on hire", "-R " + ZA(disc))
    q_sub = s.kv("Total Excl. VAT", "R " + ZA(sub), bold=True)
    q_tax = s.kv("VAT @ 15%", "R " + ZA(vat))
    s.rule()
    q_tot = s.kv("TOTAL Incl. VAT (ZAR)", "R " + ZA(total), bold=True, size=10.5)
    s.x = 44
    s.skip(12)
    s.kv("Deposit held on account (refundable on return of equipment; not deducted)", "R 25 000,00", xv=400)
    s.skip(6)
    s.para(
        "Banking details: Karoo Merchant Bank, branch code 250 655, account 62 8841 0973, reference "
        "HSH-INV-071942. Overdue accounts bear interest at 2% per month. Lost or damaged equipment will be "
        "invoiced at replacement cost on collection.",
        7.6,
    )
    same(L["hire"], hire, "hire")
    same(L["gross"], gross, "gross")
    same(L["disc"], disc, "disc")
    same(L["sub"], sub, "sub")
    same(L["tax"], vat, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("HSH-INV-071942", 1, qi["Invoice No."]),
        "invoice_date": F("2026-10-01", 1, qi["Invoice Date"]),
        "due_date": F("2026-10-31", 1, qi["Due Date"]),
        "vendor_name": F("Highveld Scaffold Hire (Pty) Ltd", 1, q_vendor),
        "bill_to": F("Mogale Civil Works CC", 1, q_bill),
        "currency": F("ZAR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "South African tax invoice (ZAR, space-grouped with comma decimals, yyyy/mm/dd) for a month of "
        "scaffold hire. invoice_date comes from the Invoice Date, not the hire-period dates; due_date the "
        "Due Date. bill_to is the customer close corporation, not the site. The line labelled 'Sub-total' "
        "is before the contract discount: subtotal is Total Excl. VAT = Sub-total - discount (sum). tax VAT "
        "@ 15%, total TOTAL Incl. VAT. amount_due is null: no balance is printed apart from the total; the "
        "deposit held is explicitly not deducted. 2% per month is an interest rate."
    )
    sums = [
        SUM(
            "Sub-total - contract discount = Total Excl. VAT",
            [(1, T("Sub-total", L["gross"], 1, q_gross)), (-1, T("contract discount", L["disc"], 1, q_disc))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ===== 9 Hungarian számla: whole forint, ÁFA 27 % and 5 %, teljesítés vs kelte, EUR information
@doc("b25_inv_hu_szamla_afa_huf", "invoice", "Balatonfelvidéki Borászati Kellék számla BBK-2026/00914")
def inv_hu():
    L = dict(b27=1950400, b5=17800, a27=526608, a5=890, sub=1968200, tax=527498, tot=2495698)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.4)
    s.t("SZÁMLA", 18, True, align="c")
    s.t("Eredeti példány · 1. oldal / 1", 7.6, align="c", color=GREY)
    s.skip(8)
    y0 = s.y
    s.row([(48, "Eladó"), (304, "Vevő")], size=7.6, bold=True)
    q_parties = s.row(
        [(48, "Balatonfelvidéki Borászati Kellék Kft."), (304, "Kissomlyó Pincészet Zrt.")],
        size=9.2,
        bold=True,
    )
    s.row([(48, "8230 Balatonfüred, Ipari park 7."), (304, "8500 Pápa, Major utca 4.")])
    s.row([(48, "Adószám: 24871530-2-19"), (304, "Adószám: 13390284-2-19")])
    s.row(
        [
            (48, "Bankszámla: 11749008-20417733-00000000"),
            (304, "Szállítási cím: 8484 Somlóvásárhely, Pince sor 2."),
        ],
        size=7.8,
    )
    p.rect(44, y0 - 12, 298, s.y - 8, 0.5)
    p.rect(300, y0 - 12, 551, s.y - 8, 0.5)
    s.skip(6)
    info = strip(
        s,
        [
            (44, 164, "Számla sorszáma", "BBK-2026/00914"),
            (164, 258, "Számla kelte", "2026.05.13."),
            (258, 356, "Teljesítés dátuma", "2026.05.08."),
            (356, 458, "Fizetési határidő", "2026.05.29."),
            (458, 551, "Fizetési mód", "Átutalás"),
        ],
    )
    xs = [(48, "l"), (300, "r"), (306, "l"), (394, "r"), (438, "r"), (547, "r")]
    head_row(s, cells(xs, ["Megnevezés", "Mennyiség", "Me.", "Nettó egységár", "ÁFA", "Nettó érték"]))
    rows = [
        ("Parafadugó, természetes, 45×24 mm", "12000", "db", "38", 27),
        ("Üvegpalack 0,75 l, bordói, olajzöld", "9600", "db", "112", 27),
        ("Kapszula, ón, egyedi nyomással", "12000", "db", "21", 27),
        ("Címkenyomtatás, 4 szín, lakkozott", "12000", "db", "9", 27),
        ("Kálium-metabiszulfit, 1 kg", "4", "kg", "14800", 27),
        ("Szakkönyv: A borászat technológiája", "2", "db", "8900", 5),
    ]
    base = {27: D(0), 5: D(0)}
    for name, qty, unit, price, rate in rows:
        a = D(qty) * D(price)
        base[rate] += a
        s.row(
            cells(xs, [name, HUF(D(qty)), unit, HUF(D(price)) + " Ft", f"{rate}%", HUF(a) + " Ft"]),
            size=7.8,
            lead=13,
        )
    s.rule()
    s.skip(8)
    a27 = (base[27] * D("0.27")).quantize(D(1))
    a5 = (base[5] * D("0.05")).quantize(D(1))
    sub = base[27] + base[5]
    tax = a27 + a5
    total = sub + tax
    xv = [(240, "l"), (370, "r"), (450, "r"), (547, "r")]
    head_row(s, cells(xv, ["ÁFA-összesítő", "Nettó", "ÁFA", "Bruttó"]), size=7.2)
    q27 = s.row(cells(xv, ["27%", HUF(base[27]) + " Ft", HUF(a27) + " Ft", HUF(base[27] + a27) + " Ft"]))
    q5 = s.row(cells(xv, ["5%", HUF(base[5]) + " Ft", HUF(a5) + " Ft", HUF(base[5] + a5) + " Ft"]))
    s.rule()
    s.row(cells(xv, ["Összesen", HUF(sub) + " Ft", HUF(tax) + " Ft", HUF(total) + " Ft"]), bold=True)
    s.skip(8)
    s.x = 300
    q_sub = s.kv("Nettó összesen", HUF(sub) + " Ft")
    q_tax = s.kv("ÁFA összesen", HUF(tax) + " Ft")
    q_tot = s.kv("Bruttó végösszeg (HUF)", HUF(total) + " Ft", bold=True, size=10.5)
    s.x = 48
    s.skip(10)
    eur = (total / D("391.27")).quantize(D("0.01"))
    s.t(
        f"Tájékoztató adat: a bruttó végösszeg 1 EUR = 391,27 Ft MNB-árfolyamon {SP(eur)} EUR.",
        7.6,
        color=GREY,
    )
    s.t("Késedelmes fizetés esetén a Ptk. szerinti késedelmi kamatot számítjuk fel.", 7.6, color=GREY)
    s.skip(40)
    s.row([(90, "………………………………"), (380, "………………………………")], size=8)
    s.row([(100, "kiállító"), (396, "átvevő")], size=7.4)
    for k, v in (("b27", base[27]), ("b5", base[5]), ("a27", a27), ("a5", a5), ("sub", sub), ("tax", tax)):
        same(L[k], v, k)
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("BBK-2026/00914", 1, info),
        "invoice_date": F("2026-05-13", 1, "Számla kelte 2026.05.13."),
        "due_date": F("2026-05-29", 1, "Fizetési határidő 2026.05.29."),
        "vendor_name": F("Balatonfelvidéki Borászati Kellék Kft.", 1, q_parties),
        "bill_to": F("Kissomlyó Pincészet Zrt.", 1, q_parties),
        "currency": F("HUF", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Hungarian számla (HUF in whole forint, space-grouped, dates yyyy.mm.dd.). Eladó is the vendor, "
        "Vevő the customer billed (the Szállítási cím is its cellar, not another party). invoice_date comes "
        "from the Számla kelte, not the Teljesítés dátuma; due_date the Fizetési határidő. subtotal is "
        "Nettó összesen (27 % + 5 % bases, sum), tax ÁFA összesen (sum), total Bruttó végösszeg. The EUR "
        "figure is information only. amount_due is null: no separate amount due is printed."
    )
    sums = [
        SUM(
            "ÁFA 27% + ÁFA 5% = ÁFA összesen",
            [(1, T("ÁFA 27%", L["a27"], 1, q27)), (1, T("ÁFA 5%", L["a5"], 1, q5))],
            "tax",
        ),
        SUM(
            "Nettó 27% + Nettó 5% = Nettó összesen",
            [(1, T("Nettó 27%", L["b27"], 1, q27)), (1, T("Nettó 5%", L["b5"], 1, q5))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ===== 10 UK invoice over two pages: tax point vs invoice date, zero-rated lines, pro-forma payment
@doc("b25_inv_gb_two_page_taxpoint_proforma", "invoice", "Pennant Schoolwear invoice PSW-118273")
def inv_gb():
    L = dict(goods=6470.5, car=18.5, sub=6489, tax=438.2, tot=6927.2, paid=1650, due=5277.2, nz=4298, ns=2191)
    p = Pdf(face="serif", **A4)
    s = Sheet(p, x=46, xr=549, top=50, size=8.6)

    def head(pg):
        s.row([(46, "PENNANT SCHOOLWEAR LTD"), (549, "INVOICE", "r")], size=14, bold=True, lead=17)
        s.row(
            [
                (46, "Unit 6 Aylestone Mill Yard, Leicester LE2 7QT · VAT Reg. No. GB 318 4470 26"),
                (549, f"Sheet {pg}/2", "r"),
            ],
            size=7.6,
        )
        s.skip(4)

    head(1)
    q_vendor = "PENNANT SCHOOLWEAR LTD"
    y0 = s.y
    s.row([(46, "Invoice to:"), (300, "Deliver to:")], size=7.6, bold=True)
    q_bill = s.row([(46, "The Kestrel Learning Trust"), (300, "Brookfield Primary School")], bold=True)
    s.row([(46, "Finance Office, 40 Harcourt Road"), (300, "(a Kestrel Learning Trust academy)")])
    s.row([(46, "Loughborough LE11 2PJ"), (300, "Moor Lane, Shepshed LE12 9DQ")])
    p.rect(42, y0 - 11, 290, s.y - 8, 0.4)
    p.rect(296, y0 - 11, 549, s.y - 8, 0.4)
    s.skip(4)
    info = strip(
        s,
        [
            (42, 146, "Invoice No.", "PSW-118273"),
            (146, 236, "Invoice date", "16/06/2026"),
            (236, 326, "Tax point", "09/06/2026"),
            (326, 420, "Your order", "KLT-PO-40917"),
            (420, 549, "Account", "KES004"),
        ],
    )
    xs = [(46, "l"), (104, "l"), (374, "r"), (430, "r"), (456, "c"), (549, "r")]
    hdr = ["Code", "Description", "Qty", "Price £", "VAT", "Net £"]
    head_row(s, cells(xs, hdr))
    rows1 = [
        ("SW-JC7", "Sweatshirt crew neck, royal, age 7-8, embroidered", "60", "9.85", "Z"),
        ("SW-JC9", "Sweatshirt crew neck, royal, age 9-10, embroidered", "55", "10.40", "Z"),
        ("SW-A36", 'Sweatshirt crew neck, royal, adult 36", embroidered', "20", "12.60", "S"),
        ("PO-JW7", "Polo shirt, white, age 7-8", "90", "5.45", "Z"),
        ("PO-JW9", "Polo shirt, white, age 9-10", "85", "5.80", "Z"),
        ("PO-A38", 'Polo shirt, white, adult 38"', "30", "7.20", "S"),
        ("CA-J11", "Cardigan, royal, age 11-12, embroidered", "25", "14.90", "Z"),
        ("BK-PE1", "PE bag with drawstring, logo print", "120", "3.15", "S"),
        ("BK-BB2", "Book bag, royal, logo print", "120", "4.60", "S"),
        ("HT-SUN", "Sun hat, royal, one size (child)", "80", "3.90", "Z"),
        ("SK-JGR", "Skirt, grey, pleated, age 9-10", "40", "8.75", "Z"),
        ("TR-JGR", "Trousers, grey, age 9-10", "45", "8.40", "Z"),
        ("EM-LOG", "Embroidery set-up, new house-colour logos (4)", "4", "28.00", "S"),
        ("TI-HSE", "House tie, clip-on, four colours (child)", "100", "2.35", "Z"),
    ]
    rows2 = [
        ("FL-J11", "Fleece jacket, navy, age 11-12, embroidered", "30", "16.80", "Z"),
        ("FL-A40", 'Fleece jacket, navy, adult 40", embroidered', "12", "19.50", "S"),
        ("WB-BTL", "Water bottle, 500 ml, logo print", "150", "1.95", "S"),
        ("NM-TAP", "Iron-on name tapes, pack of 50", "40", "3.40", "S"),
    ]
    net = {"Z": D(0), "S": D(0)}

    def draw(rows):
        for code, name, qty, price, v in rows:
            a = ext(qty, price)
            net[v] += a
            s.row(cells(xs, [code, name, qty, US(D(price)), v, US(a)]), size=8, lead=13.2)

    draw(rows1)
    s.rule()
    s.t("continued overleaf", 7.6, color=GREY, align="r")
    s.new_page()
    head(2)
    s.t("Invoice No. PSW-118273 · The Kestrel Learning Trust · continued", 8)
    s.skip(4)
    head_row(s, cells(xs, hdr))
    draw(rows2)
    s.rule()
    s.skip(6)
    goods = net["Z"] + net["S"]
    car = D("18.50")
    net["S"] += car
    sub = goods + car
    vat = pct(net["S"], 20)
    total = sub + vat
    paid = D("1650.00")
    due = total - paid
    ytot = s.y
    s.x = 46
    xv = [(46, "l"), (96, "r"), (170, "r"), (240, "r")]
    head_row(s, cells(xv, ["VAT code", "Rate", "Net £", "VAT £"]), size=7.2)
    qz = s.row(cells(xv, ["Z", "0%", US(net["Z"]), "0.00"]))
    qs = s.row(cells(xv, ["S", "20%", US(net["S"]), US(vat)]))
    s.y = ytot
    s.x = 300
    q_goods = s.kv("Goods total", US(goods))
    q_car = s.kv("Carriage (S)", US(car))
    q_sub = s.kv("Net total", US(sub), bold=True)
    q_tax = s.kv("VAT", US(vat))
    s.rule()
    q_tot = s.kv("Invoice total £", US(total), bold=True)
    q_paid = s.kv("Less: paid against pro-forma PF-2231 on 28/05/2026", "-" + US(paid))
    s.rule()
    q_due = s.kv("BALANCE DUE £ (GBP)", US(due), bold=True, size=10.5)
    s.x = 46
    s.skip(8)
    s.t("Payment terms: 30 days from invoice date. Please pay by 16/07/2026.", 8.4, True)
    s.t("Bank: Soar Valley Bank plc · sort code 40-61-27 · account 73318406 · ref. PSW-118273", 8)
    s.t(
        "Goods remain our property until paid for in full. Children's clothing is zero-rated for VAT.",
        7.4,
        color=GREY,
    )
    s.y = 640
    p.line(40, s.y - 16, 555, s.y - 16, 0.5)
    s.t(
        "- - - - - - - - - - - - - - - - - - - - - - - - detach and return with your payment - - - - - - - "
        "- - - - - - - - - - - - - - - - -",
        6.6,
        color=GREY,
        align="c",
    )
    s.t("REMITTANCE ADVICE", 10, True)
    s.row([(46, "From: The Kestrel Learning Trust"), (300, "To: Pennant Schoolwear Ltd, Accounts")], size=8.4)
    s.row([(46, "Account: KES004"), (300, "Invoice: PSW-118273")], size=8.4)
    s.row([(46, "Amount enclosed £ ______________"), (300, "Amount due £ " + US(due))], size=8.4)
    for k, v in (("goods", goods), ("car", car), ("sub", sub), ("tax", vat), ("tot", total), ("paid", paid)):
        same(L[k], v, k)
    same(L["due"], due, "due")
    same(L["nz"], net["Z"], "nz")
    same(L["ns"], net["S"], "ns")
    fields = {
        "invoice_number": F("PSW-118273", 1, info),
        "invoice_date": F("2026-06-16", 1, "Invoice date 16/06/2026"),
        "due_date": F("2026-07-16", 2, "Please pay by 16/07/2026."),
        "vendor_name": F("PENNANT SCHOOLWEAR LTD", 1, q_vendor),
        "bill_to": F("The Kestrel Learning Trust", 1, q_bill),
        "currency": F("GBP", 2, q_due),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["due"], 2, q_due),
    }
    notes = (
        "UK invoice over two sheets (GBP, dd/mm/yyyy). invoice_date comes from the Invoice date, not the "
        "Tax point (despatch) or the pro-forma payment date; due_date is the 'Please pay by' date on sheet "
        "2. bill_to is the trust in 'Invoice to', not the school in 'Deliver to'. Sheet 1 has no "
        "carried-forward figure; all totals are on sheet 2. subtotal is Net total (goods + carriage, sum; "
        "also zero-rated net + standard-rated net, sum), tax VAT (20 % on S lines only), total Invoice "
        "total. A pro-forma payment is deducted: Invoice total - paid = BALANCE DUE (amount_due; sum), "
        "repeated on the remittance advice."
    )
    sums = [
        SUM(
            "Goods total + Carriage = Net total",
            [(1, T("Goods total", L["goods"], 2, q_goods)), (1, T("Carriage", L["car"], 2, q_car))],
            "subtotal",
        ),
        SUM(
            "net Z + net S = Net total",
            [(1, T("net Z", L["nz"], 2, qz)), (1, T("net S", L["ns"], 2, qs))],
            "subtotal",
        ),
        SUM(
            "Invoice total - pro-forma payment = Balance due",
            [(1, "total"), (-1, T("paid against pro-forma", L["paid"], 2, q_paid))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 11 Canadian credit memo (BC): returned goods with a restocking fee, GST 5 % + PST 7 %, brackets
@doc("b25_inv_ca_credit_memo_gst_pst", "invoice", "Skeena Valley Restaurant Supply credit memo CM-20417")
def inv_ca():
    L = dict(
        sub=-4456, gst=-222.8, pst=-311.92, tax=-534.72, tot=-4990.72, before=6812.4, after=1821.68, fee=492
    )
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8.6)
    q_vendor = s.t("Skeena Valley Restaurant Supply Ltd.", 14, True)
    s.t("3318 Kalum Industrial Way, Terrace, BC V8G 4R6 · 250-635-7714", 7.6, color=GREY)
    s.t("GST Reg. No. 81447 2093 RT0001 · PST No. PST-1041-8830", 7.6, color=GREY)
    s.skip(8)
    s.t("CREDIT MEMO", 16, True, align="r")
    s.skip(2)
    y0 = s.y
    s.row([(50, "Credit to")], size=7.6, bold=True)
    q_bill = s.t("Lakelse Bistro Group Inc.", 9.4, True)
    s.t("118 Cedar Bench Road")
    s.t("Terrace, BC V8G 2W1")
    yb = s.y
    s.y = y0
    info = [
        ("Credit Memo No.", "CM-20417"),
        ("Date", "Oct. 5, 2026"),
        ("Original invoice", "INV-88142 dated Sept. 18, 2026"),
        ("Return authorization", "RMA 5512, goods received Sept. 29, 2026"),
        ("Customer No.", "LBG-0311"),
    ]
    qi = {}
    for k, v in info:
        p.text(290, s.y, k, 7.8, color=GREY)
        p.text(390, s.y, v, 8)
        qi[k] = f"{k} {v}"
        s.y += 12
    s.y = max(s.y, yb) + 10
    s.t("All amounts in Canadian dollars (CAD). Amounts in brackets are credits to your account.", 7.8)
    s.skip(4)
    xs = [(50, "l"), (370, "r"), (440, "r"), (545, "r")]
    head_row(s, cells(xs, ["Description", "Qty", "Unit price", "Amount"]))
    rows = [
        ("Convection oven, half-size, electric (returned unused)", "-1", "3280.00"),
        ("Sheet pan rack, 20 shelf, aluminium", "-2", "214.00"),
        ("Induction hob, 3.5 kW countertop", "-1", "1145.00"),
    ]
    sub = D(0)
    for name, qty, price in rows:
        a = ext(qty, price)
        sub += a
        s.row(cells(xs, [name, qty, US(D(price)), fmt(a, neg="()")]), size=8, lead=13.4)
    fee = pct(D("3280.00"), 15)
    sub += fee
    s.row(
        cells(xs, ["Restocking fee, 15% of oven price (retained)", "1", US(fee), US(fee)]), size=8, lead=13.4
    )
    frt = D("-95.00")
    sub += frt
    s.row(
        cells(xs, ["Freight on original delivery, refunded", "", "", fmt(frt, neg="()")]), size=8, lead=13.4
    )
    s.rule()
    s.skip(8)
    gst = pct(sub, 5)
    pst = pct(sub, 7)
    tax = gst + pst
    total = sub + tax
    s.x = 310
    q_sub = s.kv("Subtotal", fmt(sub, neg="()"))
    q_gst = s.kv("GST 5%", fmt(gst, neg="()"))
    q_pst = s.kv("PST 7%", fmt(pst, neg="()"))
    q_tax = s.kv("Total taxes", fmt(tax, neg="()"))
    s.rule()
    q_tot = s.kv("TOTAL CREDIT (CAD)", fmt(total, neg="()"), bold=True, size=10.5)
    s.x = 50
    s.skip(14)
    before = D("6812.40")
    after = before + total
    s.t("Account summary", 9, True)
    q_before = s.kv("Balance on account before this credit", US(before), xv=330)
    s.kv("This credit memo", fmt(total, neg="()"), xv=330)
    q_after = s.kv("Balance on account after this credit", US(after), xv=330)
    s.skip(6)
    s.para(
        "This credit memo will be applied against open invoices on your account and is not payable in cash. "
        "Questions: ar@skeenavalleysupply.example. Thank you for your business.",
        7.8,
    )
    same(L["sub"], sub, "sub")
    same(L["gst"], gst, "gst")
    same(L["pst"], pst, "pst")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["fee"], fee, "fee")
    same(L["before"], before, "before")
    same(L["after"], after, "after")
    fields = {
        "invoice_number": F("CM-20417", 1, qi["Credit Memo No."]),
        "invoice_date": F("2026-10-05", 1, qi["Date"]),
        "due_date": NULL(),
        "vendor_name": F("Skeena Valley Restaurant Supply Ltd.", 1, q_vendor),
        "bill_to": F("Lakelse Bistro Group Inc.", 1, q_bill),
        "currency": F("CAD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "British Columbia credit memo (CAD, amounts in brackets are credits): every amount is negative. "
        "invoice_number is the number of the memo itself (the original invoice and RMA numbers are "
        "references); invoice_date its Date, not the original invoice or return dates. The retained "
        "restocking fee (positive) and the refunded freight are inside the Subtotal. tax is Total taxes = "
        "GST 5% + PST 7% (sum), total is TOTAL CREDIT. due_date and amount_due are null: a credit memo has "
        "no payment date or amount due; the account balances before and after the credit are distractors "
        "(before + credit = after, sum)."
    )
    sums = [
        SUM(
            "GST + PST = Total taxes",
            [(1, T("GST 5%", L["gst"], 1, q_gst)), (1, T("PST 7%", L["pst"], 1, q_pst))],
            "tax",
        ),
        SUM(
            "balance before + credit = balance after",
            [(1, T("balance before", L["before"], 1, q_before)), (1, "total")],
            T("balance after", L["after"], 1, q_after),
        ),
    ]
    return p, fields, notes, sums
