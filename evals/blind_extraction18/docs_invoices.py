"""Invoice builders for blind_extraction18 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import EU, IN, SP, US, Pdf
from sheet import Sheet


def tot(xs):
    return sum(xs, D(0))


def usd(x):
    return "$" + US(x)


def head_row(s, cols, size=7.6):
    s.row(cols, size=size, bold=True)
    s.rule()


# ==================== 1 Dutch factuur: BTW 9 % (labour) and 21 %, aanbetaling deducted, p/a address
@doc(
    "b18_inv_nl_factuur_aanbetaling", "invoice", "Schildersbedrijf Van Dongen & Kooijman factuur VDK-26-0193"
)
def inv_nl():
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=58, size=8.4)
    q_vendor = s.row(
        [(48, "Schildersbedrijf Van Dongen & Kooijman B.V."), (564, "FACTUUR", "r")],
        size=13,
        bold=True,
        lead=17,
    )
    s.t("Schilderwerk · Glaszetten · Houtrotherstel · Meerjaren-onderhoudsplanning", 7.6, color=GREY)
    s.t(
        "Bleekveldweg 112 · 3544 RK Utrecht · info@vandongen-kooijman.example · KvK 70563291 · "
        "BTW NL859214407B01",
        7,
        color=GREY,
    )
    s.skip(12)
    q_bill = s.row([(48, "VvE Parkflat De Wielewaal"), (340, "Factuurnummer"), (450, "VDK-26-0193")])
    s.row([(48, "p/a Woonbeheer Rijnstaete B.V."), (340, "Factuurdatum"), (450, "23 februari 2026")])
    s.row([(48, "t.a.v. mevrouw J. Terpstra"), (340, "Vervaldatum"), (450, "25 maart 2026")])
    s.row([(48, "Postbus 7052"), (340, "Debiteurnummer"), (450, "10442")])
    s.row([(48, "3430 AB Nieuwegein"), (340, "Projectnummer"), (450, "P25-117")])
    s.skip(6)
    s.t("Werkadres: Wielewaalhof 2 t/m 48, 3437 JW Nieuwegein")
    s.t(
        "Betreft: buitenschilderwerk galerijzijde volgens offerte OF-2025-311 d.d. 2 december 2025, "
        "opdracht d.d. 12 januari 2026."
    )
    s.skip(8)
    head_row(
        s,
        [
            (48, "Omschrijving"),
            (350, "Aantal", "r"),
            (358, "Eenh."),
            (438, "Prijs", "r"),
            (478, "BTW", "r"),
            (564, "Bedrag", "r"),
        ],
    )
    items = [
        ("Schilderwerk buitenkozijnen galerijzijde, arbeidsloon", "168", "uur", "52.50", 9),
        ("Houtrotherstel met 2K-vuller, arbeidsloon", "22", "uur", "52.50", 9),
        ("Verf en materialen (grondverf, dekverf, kit)", "1", "post", "2386.40", 21),
        ("Huur rolsteigers", "3", "week", "415.00", 21),
        ("Afvoer afval en containerhuur", "1", "post", "185.00", 21),
    ]
    base = {9: D(0), 21: D(0)}
    for name, qty, unit, price, rate in items:
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (48, name),
                (350, qty, "r"),
                (358, unit),
                (438, "€ " + EU(D(price)), "r"),
                (478, f"{rate}%", "r"),
                (564, "€ " + EU(e), "r"),
            ]
        )
    s.rule()
    s.t("9% BTW: arbeidsloon schilderwerk aan woningen ouder dan twee jaar.", 7.2, color=GREY)
    s.skip(4)
    excl = tot(base.values())
    b9, b21 = pct(base[9], 9), pct(base[21], 21)
    btw = b9 + b21
    incl = excl + btw
    aanb = D("4000.00")
    rest = incl - aanb
    s.x = 300
    q_excl = s.kv("Totaal excl. BTW", "€ " + EU(excl))
    s.kv(f"BTW 9% over € {EU(base[9])}", "€ " + EU(b9))
    s.kv(f"BTW 21% over € {EU(base[21])}", "€ " + EU(b21))
    q_btw = s.kv("Totaal BTW", "€ " + EU(btw))
    q_incl = s.kv("Totaal incl. BTW", "€ " + EU(incl), bold=True)
    q_aanb = s.kv("Af: aanbetaling (factuur VDK-26-0041)", "€ -" + EU(aanb))
    s.skip(3)
    s.rule()
    q_rest = s.kv("Nog te betalen", "€ " + EU(rest), bold=True, size=10)
    s.x = 48
    s.skip(12)
    s.para(
        "Wij verzoeken u het openstaande bedrag binnen 30 dagen na factuurdatum over te maken op "
        "IBAN NL00 RABO 0000 5063 27 t.n.v. Van Dongen & Kooijman B.V., onder vermelding van het "
        "factuurnummer. De aanbetaling is ontvangen op 20 januari 2026.",
        8,
    )
    s.t("Op al onze werkzaamheden zijn de Algemene Voorwaarden Schilders van toepassing.", 7.2, color=GREY)
    same(13791.40, excl, "excl")
    same(1699.19, btw, "btw")
    same(15490.59, incl, "incl")
    same(11490.59, rest, "rest")
    fields = {
        "invoice_number": F("VDK-26-0193", 1, "Factuurnummer VDK-26-0193"),
        "invoice_date": F("2026-02-23", 1, "Factuurdatum 23 februari 2026"),
        "due_date": F("2026-03-25", 1, "Vervaldatum 25 maart 2026"),
        "vendor_name": F("Schildersbedrijf Van Dongen & Kooijman B.V.", 1, q_vendor),
        "bill_to": F("VvE Parkflat De Wielewaal", 1, q_bill),
        "currency": F("EUR", 1, q_incl),
        "subtotal": F(13791.40, 1, q_excl),
        "tax": F(1699.19, 1, q_btw),
        "total": F(15490.59, 1, q_incl),
        "amount_due": F(11490.59, 1, q_rest),
    }
    notes = (
        "Dutch factuur (EUR, '€ 1.234,56', '23 februari 2026'). invoice_date is the Factuurdatum, not the "
        "offerte "
        "(2 december 2025), opdracht (12 januari 2026) or aanbetaling receipt date; due_date is the printed "
        "Vervaldatum. bill_to is the owners' association (VvE) printed first in the address block; the "
        "managing agent after 'p/a' and the contact after 't.a.v.' are care-of lines, the Werkadres is the "
        "job site. BTW 9% (labour) and 21% with 'Totaal BTW' = tax. The aanbetaling invoiced earlier is "
        "deducted after 'Totaal incl. BTW' (total), giving 'Nog te betalen' (amount_due; sum). No field is "
        "null."
    )
    sums = [
        SUM(
            "Totaal incl. BTW - aanbetaling = Nog te betalen",
            [(1, "total"), (1, T("Af: aanbetaling", -4000.00, 1, q_aanb))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 2 Italian professional fattura: cassa 5 %, IVA 22 %, ritenuta d'acconto 20 %
@doc("b18_inv_it_fattura_ritenuta", "invoice", "Studio Tecnico Geom. Alessandra Ferrucci fattura 37/2026")
def inv_it():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=60, size=8.6)
    s.t("Studio Tecnico Geom. Alessandra Ferrucci", 14, True)
    s.t(
        "Progettazione · Direzione lavori · Pratiche edilizie e catastali · Sicurezza cantieri",
        7.6,
        color=GREY,
    )
    s.skip(12)
    y0 = s.y
    p.rect(44, y0 - 12, 300, y0 + 58, 0.5)
    p.rect(310, y0 - 12, 568, y0 + 58, 0.5)
    s.row([(50, "CEDENTE / PRESTATORE"), (316, "CESSIONARIO / COMMITTENTE")], size=6.8, bold=True)
    q_vendor = s.row([(50, "Studio Tecnico Geom. Alessandra Ferrucci"), (316, "Condominio Via dei Gelsi 18")])
    s.row([(50, "Via Cremona 41, 25124 Brescia (BS)"), (316, "c/o Amministrazioni Bresciani S.r.l.")])
    s.row([(50, "P.IVA 03917260981"), (316, "Via Solferino 9, 25121 Brescia (BS)")])
    s.row([(50, "C.F. FRRLSN78E52B157K"), (316, "C.F. 98041770179")])
    s.skip(16)
    q_no = s.t("FATTURA N. 37/2026 del 09/04/2026", 11, True)
    s.t(
        "Riferimento: preventivo accettato il 12/01/2026 - stato avanzamento lavori n. 2 al 31/03/2026",
        7.8,
        color=GREY,
    )
    s.skip(6)
    head_row(s, [(48, "Descrizione della prestazione"), (564, "Importo", "r")])
    onor = [
        ("Direzione lavori rifacimento facciate e balconi (quota SAL n. 2)", "3800.00"),
        ("Pratica CILA, comunicazioni di inizio e variazione lavori", "1250.00"),
        ("Rilievo dei prospetti e computo metrico di variante", "640.00"),
    ]
    for name, amt in onor:
        s.row([(48, name), (564, EU(D(amt)), "r")])
    s.rule()
    s.skip(4)
    tot_on = tot(D(a) for _, a in onor)
    cassa = pct(tot_on, 5)
    imp = tot_on + cassa
    iva = pct(imp, 22)
    totale = imp + iva
    rit = pct(tot_on, 20)
    netto = totale - rit
    s.x = 300
    s.kv("Totale onorari", EU(tot_on))
    s.kv("Contributo integrativo Cassa Geometri 5%", EU(cassa))
    q_imp = s.kv("Imponibile IVA", EU(imp))
    q_iva = s.kv("IVA 22%", EU(iva))
    q_tot = s.kv("Totale fattura €", EU(totale), bold=True)
    q_rit = s.kv(f"Ritenuta d'acconto 20% su {EU(tot_on)}", "-" + EU(rit))
    s.skip(3)
    s.rule()
    q_net = s.kv("Netto a pagare €", EU(netto), bold=True, size=10)
    s.x = 48
    s.skip(12)
    q_due = s.t("Scadenza pagamento: 09/05/2026 - bonifico bancario")
    s.t("IBAN IT00 X030 6911 2000 0000 0529 227 - Banca di Franciacorta", 7.8)
    s.skip(4)
    s.para(
        "Il committente, sostituto d'imposta, versa la ritenuta d'acconto all'Erario e rilascia la "
        "certificazione unica. Contributo integrativo addebitato ai sensi della L. 773/1982. Operazione "
        "soggetta a IVA ordinaria.",
        7.4,
    )
    same(5974.50, imp, "imp")
    same(1314.39, iva, "iva")
    same(7288.89, totale, "totale")
    same(6150.89, netto, "netto")
    fields = {
        "invoice_number": F("37/2026", 1, q_no),
        "invoice_date": F("2026-04-09", 1, q_no),
        "due_date": F("2026-05-09", 1, q_due),
        "vendor_name": F("Studio Tecnico Geom. Alessandra Ferrucci", 1, q_vendor),
        "bill_to": F("Condominio Via dei Gelsi 18", 1, q_vendor),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(5974.50, 1, q_imp),
        "tax": F(1314.39, 1, q_iva),
        "total": F(7288.89, 1, q_tot),
        "amount_due": F(6150.89, 1, q_net),
    }
    notes = (
        "Italian professional fattura (EUR, 1.234,56, dd/mm/yyyy). Cedente/prestatore box left, "
        "cessionario/committente (the condominium, managed c/o an administrator) right. invoice_date is the "
        "'del 09/04/2026' of the heading, not the preventivo or SAL dates. subtotal is 'Imponibile IVA' "
        "(fees plus the 5% cassa contribution), not 'Totale onorari'; tax is IVA 22%; total is 'Totale "
        "fattura'. The 20% ritenuta d'acconto on the fees is withheld by the client, so 'Netto a pagare' "
        "(amount_due) = total minus ritenuta (sum). No field is null."
    )
    sums = [
        SUM(
            "Totale fattura - ritenuta d'acconto = Netto a pagare",
            [(1, "total"), (1, T("Ritenuta d'acconto 20%", -1138.00, 1, q_rit))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 3 Swedish faktura: moms 25 %, öresavrundning between total and Att betala, OCR
@doc("b18_inv_se_faktura_oresavrundning", "invoice", "Norrbäcks Ventilation & Kyl faktura 40217")
def inv_se():
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=60, size=8.6)
    s.row([(50, "NORRBÄCKS VENTILATION & KYL AB"), (562, "FAKTURA", "r")], size=13, bold=True, lead=17)
    s.t("Service · OVK · Kyla · Injustering", 7.6, color=GREY)
    s.skip(12)
    s.row([(50, "Fakturaadress"), (340, "Fakturanummer"), (450, "40217")], size=7.4)
    q_bill = s.row([(50, "Brf Lärkträdet 7"), (340, "Fakturadatum"), (450, "2026-05-06")])
    s.row([(50, "c/o Fastighetsförvaltning Ekmark AB"), (340, "Förfallodatum"), (450, "2026-06-05")])
    s.row([(50, "Box 1174"), (340, "Kundnummer"), (450, "2087")])
    s.row([(50, "721 29 Västerås"), (340, "Er referens"), (450, "Lena Sjöholm")])
    s.row([(340, "Vår referens"), (450, "Mats Norrbäck")])
    s.row([(340, "Arbetsorder"), (450, "AO-6620, utfört 2026-04-24")])
    s.skip(4)
    s.t("Arbetsplats: Lärkträdsgatan 7-11, Västerås")
    s.skip(8)
    head_row(
        s,
        [
            (50, "Benämning"),
            (360, "Antal", "r"),
            (368, "Enh"),
            (470, "À-pris", "r"),
            (562, "Belopp", "r"),
        ],
    )
    items = [
        ("Arbetskostnad servicetekniker", "18.5", "tim", "695.00"),
        ("Filterpaket F7/M5 till FTX-aggregat", "4", "st", "1245.00"),
        ("Kilrem SPA 1180", "2", "st", "189.50"),
        ("Resekostnad Västerås", "3", "st", "320.00"),
        ("OVK-besiktning, obligatorisk ventilationskontroll", "1", "st", "3400.00"),
    ]
    net = D(0)
    for name, qty, unit, price in items:
        e = ext(qty, price)
        net += e
        s.row(
            [
                (50, name),
                (360, qty.replace(".", ","), "r"),
                (368, unit),
                (470, SP(D(price)), "r"),
                (562, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(4)
    moms = pct(net, 25)
    incl = net + moms
    due = incl.quantize(D(1), rounding="ROUND_HALF_UP")
    ores = due - incl
    s.x = 320
    q_net = s.kv("Summa exkl. moms", SP(net))
    q_moms = s.kv("Moms 25 %", SP(moms))
    q_incl = s.kv("Totalt inkl. moms", SP(incl))
    q_ores = s.kv("Öresavrundning", SP(ores))
    s.skip(3)
    s.rule()
    q_due_amt = s.kv("Att betala SEK", SP(due), bold=True, size=10)
    s.x = 50
    s.skip(14)
    s.row([(50, "Bankgiro"), (130, "5118-2204"), (300, "OCR-nummer"), (380, "4021700538")])
    s.row(
        [
            (50, "Betalningsvillkor"),
            (130, "30 dagar netto"),
            (300, "Dröjsmålsränta"),
            (380, "referensränta + 8 %"),
        ]
    )
    s.skip(10)
    s.t(
        "Norrbäcks Ventilation & Kyl AB · Mälarvägen 31, 724 66 Västerås · Org.nr 556918-2963 · "
        "Momsreg.nr SE556918296301 · Godkänd för F-skatt",
        6.8,
        color=GREY,
    )
    same(22576.50, net, "net")
    same(5644.13, moms, "moms")
    same(28220.63, incl, "incl")
    same(0.37, ores, "ores")
    same(28221.00, due, "due")
    fields = {
        "invoice_number": F("40217", 1, "Fakturanummer 40217"),
        "invoice_date": F("2026-05-06", 1, q_bill),
        "due_date": F("2026-06-05", 1, "Förfallodatum 2026-06-05"),
        "vendor_name": F("NORRBÄCKS VENTILATION & KYL AB", 1, "NORRBÄCKS VENTILATION & KYL AB FAKTURA"),
        "bill_to": F("Brf Lärkträdet 7", 1, q_bill),
        "currency": F("SEK", 1, q_due_amt),
        "subtotal": F(22576.50, 1, q_net),
        "tax": F(5644.13, 1, q_moms),
        "total": F(28220.63, 1, q_incl),
        "amount_due": F(28221.00, 1, q_due_amt),
    }
    notes = (
        "Swedish faktura (SEK, '28 220,63', ISO dates). invoice_date is Fakturadatum, not the work-order "
        "date; due_date is Förfallodatum. bill_to is the housing association (Brf) of the Fakturaadress "
        "(c/o its property manager); the Arbetsplats is the work site. The OCR number embeds the invoice "
        "number and is not it. tax is Moms 25 %; total is 'Totalt inkl. moms'; öresavrundning rounds it to "
        "whole kronor for 'Att betala' (amount_due; sum). No field is null."
    )
    sums = [
        SUM(
            "Totalt inkl. moms + öresavrundning = Att betala",
            [(1, "total"), (1, T("Öresavrundning", 0.37, 1, q_ores))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 4 Czech faktura - daňový doklad: DPH 21 %, DUZP vs vystavení, záloha deducted
@doc("b18_inv_cz_faktura_zaloha", "invoice", "Kovovýroba Dvořák a syn faktura 260417")
def inv_cz():
    p = Pdf(ttf=True)
    s = Sheet(p, x=46, xr=566, top=58, size=8.4)
    q_no = s.t("FAKTURA – DAŇOVÝ DOKLAD č. 260417", 13, True)
    s.skip(8)
    y0 = s.y
    p.rect(42, y0 - 11, 300, y0 + 62, 0.5)
    p.rect(308, y0 - 11, 570, y0 + 62, 0.5)
    s.row([(50, "Dodavatel:"), (314, "Odběratel:")], size=7, bold=True)
    q_vendor = s.row([(50, "Kovovýroba Dvořák a syn s.r.o."), (314, "Pivovar Hořec s.r.o.")], bold=True)
    s.row([(50, "Průmyslová 1267"), (314, "Náměstí Míru 46")])
    s.row([(50, "391 02 Sezimovo Ústí"), (314, "377 01 Jindřichův Hradec")])
    s.row([(50, "IČO: 27318944  DIČ: CZ27318944"), (314, "IČO: 06612481  DIČ: CZ06612481")])
    s.skip(12)
    s.row([(46, "Datum vystavení:"), (200, "15. 4. 2026"), (314, "Forma úhrady:"), (430, "převodem")])
    s.row([(46, "Datum zdan. plnění:"), (200, "10. 4. 2026"), (314, "Variabilní symbol:"), (430, "260417")])
    s.row(
        [
            (46, "Datum splatnosti:"),
            (200, "29. 4. 2026"),
            (314, "Objednávka:"),
            (430, "OBJ-26-207 ze dne 2. 2. 2026"),
        ]
    )
    s.row([(314, "Místo dodání:"), (430, "Pivovar Hořec – nová varna, Tábor")])
    s.skip(8)
    head_row(
        s,
        [
            (46, "Označení dodávky"),
            (330, "Množství", "r"),
            (420, "Cena za MJ", "r"),
            (470, "DPH", "r"),
            (566, "Bez DPH", "r"),
        ],
    )
    items = [
        ("Nerezová nádrž 1 200 l, AISI 304", "2", "ks", "48500.00"),
        ("Úprava potrubí a armatury", "1", "soubor", "18750.00"),
        ("Montážní práce", "36", "hod", "650.00"),
        ("Doprava", "1", "ks", "2900.00"),
    ]
    base = D(0)
    for name, qty, unit, price in items:
        e = ext(qty, price)
        base += e
        s.row(
            [
                (46, name),
                (330, f"{qty} {unit}", "r"),
                (420, SP(D(price)), "r"),
                (470, "21 %", "r"),
                (566, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(4)
    dph = pct(base, 21)
    celkem = base + dph
    zal = D("60000.00")
    zbyva = celkem - zal
    s.x = 300
    q_base = s.kv("Celkem bez DPH", SP(base) + " Kč")
    q_dph = s.kv("DPH 21 %", SP(dph) + " Kč")
    q_tot = s.kv("Celkem s DPH", SP(celkem) + " Kč", bold=True)
    q_zal = s.kv("Uhrazeno zálohou (ZF 2026-031)", "-" + SP(zal) + " Kč")
    s.skip(3)
    s.rule()
    q_due_amt = s.kv("Celkem k úhradě", SP(zbyva) + " Kč", bold=True, size=10)
    s.x = 46
    s.skip(10)
    s.t("Rekapitulace DPH v Kč", 8, True)
    s.row([(46, "Sazba"), (200, "Základ"), (330, "DPH"), (460, "Celkem")], size=7.6)
    s.row([(46, "21 %"), (200, SP(base)), (330, SP(dph)), (460, SP(celkem))], size=7.6)
    s.skip(8)
    s.t("Záloha byla uhrazena dne 20. 3. 2026. Bankovní spojení: 2100537761/2010.", 7.6)
    s.t(
        "Společnost je zapsána v obchodním rejstříku vedeném Krajským soudem v Českých Budějovicích, "
        "oddíl C, vložka 27716.",
        6.8,
        color=GREY,
    )
    same(142050.00, base, "base")
    same(29830.50, dph, "dph")
    same(171880.50, celkem, "celkem")
    same(111880.50, zbyva, "zbyva")
    fields = {
        "invoice_number": F("260417", 1, q_no),
        "invoice_date": F("2026-04-15", 1, "Datum vystavení: 15. 4. 2026"),
        "due_date": F("2026-04-29", 1, "Datum splatnosti: 29. 4. 2026"),
        "vendor_name": F("Kovovýroba Dvořák a syn s.r.o.", 1, q_vendor),
        "bill_to": F("Pivovar Hořec s.r.o.", 1, q_vendor),
        "currency": F("CZK", 1, q_tot),
        "subtotal": F(142050.00, 1, q_base),
        "tax": F(29830.50, 1, q_dph),
        "total": F(171880.50, 1, q_tot),
        "amount_due": F(111880.50, 1, q_due_amt),
    }
    notes = (
        "Czech faktura - daňový doklad (CZK, '171 880,50 Kč', dates '15. 4. 2026'). Dodavatel (seller) left, "
        "Odběratel (billed company) right; Místo dodání is the delivery site. invoice_date is Datum "
        "vystavení, not the taxable-supply date (DUZP 10. 4. 2026), the order date or the advance date; "
        "due_date is Datum splatnosti. The variabilní symbol repeats the invoice number. tax is DPH 21 %; "
        "total is 'Celkem s DPH'; the paid advance (záloha) is deducted to 'Celkem k úhradě' (amount_due; "
        "sum). The DPH recap repeats base, tax and total. No field is null."
    )
    sums = [
        SUM(
            "Celkem s DPH - záloha = Celkem k úhradě",
            [(1, "total"), (1, T("Uhrazeno zálohou", -60000.00, 1, q_zal))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 5 Spanish factura: line discounts, horizontal totals strip, blank vencimiento
@doc("b18_inv_es_factura_vencimiento_vacio", "invoice", "Talleres Ortuño Mecanizados factura A/2026/318")
def inv_es():
    p = Pdf()
    s = Sheet(p, x=46, xr=566, top=60, size=8.4)
    s.t("TALLERES ORTUÑO", 17, True)
    s.t("mecanizados · calderería · reparación de maquinaria agrícola e industrial", 7.6, color=GREY)
    s.skip(10)
    y0 = s.y
    p.rect(312, y0 - 11, 570, y0 + 56, 0.5)
    s.row([(46, "FACTURA"), (318, "Datos del cliente")], size=10, bold=True, lead=14)
    s.row([(46, "Nº factura:"), (140, "A/2026/318"), (318, "Bodegas Valdecarrizo, S.A.")])
    s.row([(46, "Fecha:"), (140, "9 de marzo de 2026"), (318, "NIF A-13094118")])
    s.row([(46, "Nº cliente:"), (140, "4307"), (318, "Avda. de la Mancha 212")])
    s.row([(46, "Su pedido:"), (140, "PC-7714"), (318, "13630 Socuéllamos (Ciudad Real)")])
    s.row([(46, "Albarán:"), (140, "ALB-2026-1187 de 06/03/2026")])
    s.skip(4)
    s.t("Dirección de entrega: Finca El Carrizal, Ctra. CM-3102 km 14, Socuéllamos")
    s.skip(8)
    head_row(
        s,
        [
            (46, "Código"),
            (100, "Descripción"),
            (360, "Cant.", "r"),
            (420, "Precio", "r"),
            (462, "Dto. %", "r"),
            (566, "Importe", "r"),
        ],
    )
    items = [
        ("EJ-40620", "Eje de transmisión mecanizado Ø40 x 620 mm", "4", "186.00", 10),
        ("CB-4550", "Casquillo bronce SAE 660 Ø45/40 x 50", "12", "23.40", 10),
        ("RD-6208", "Rodamiento 6208-2RS", "8", "14.95", 0),
        ("MO-REP", "Reparación bomba de trasiego, mano de obra (h)", "6.5", "42.00", 0),
        ("PORTES", "Portes", "1", "35.00", 0),
    ]
    bruto, dto = D(0), D(0)
    for code, name, qty, price, d in items:
        g = ext(qty, price)
        dd = pct(g, d)
        bruto += g
        dto += dd
        s.row(
            [
                (46, code),
                (100, name),
                (360, qty.replace(".", ","), "r"),
                (420, EU(D(price)), "r"),
                (462, str(d) if d else "", "r"),
                (566, EU(g - dd), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    base = bruto - dto
    iva = pct(base, 21)
    total = base + iva
    cols = [70, 160, 250, 330, 420, 562]
    heads = ["Importe bruto", "Descuentos", "Base imponible", "% IVA", "Cuota IVA", "TOTAL FACTURA"]
    vals = [EU(bruto), EU(dto), EU(base), "21", EU(iva), EU(total) + " €"]
    y1 = s.y
    p.rect(46, y1 - 11, 570, y1 + 16, 0.5)
    r1 = s.row(
        [(x, h, "c") for x, h in zip(cols[:5], heads[:5], strict=True)] + [(562, heads[5], "r")], size=7
    )
    r2 = s.row(
        [(x, v, "c") for x, v in zip(cols[:5], vals[:5], strict=True)] + [(562, vals[5], "r")], bold=True
    )
    q_strip = r1 + " " + r2
    s.skip(14)
    s.row([(46, "Forma de pago:"), (150, "Recibo domiciliado a 60 días fecha factura")])
    s.row([(46, "Fecha de vencimiento:")])
    s.row([(46, "IBAN cargo:"), (150, "ES00 **** **** **** **** 5063")])
    s.skip(20)
    q_vendor = s.t(
        "Talleres Ortuño Mecanizados, S.L. · CIF B-30741852 · Pol. Ind. Oeste, parcela 18/4, 30169 San Ginés "
        "(Murcia)",
        7,
        color=GREY,
    )
    s.t("Inscrita en el Registro Mercantil de Murcia, Tomo 2.914, Folio 77, Hoja MU-61203", 7, color=GREY)
    same(1452.40, bruto, "bruto")
    same(102.48, dto, "dto")
    same(1349.92, base, "base")
    same(283.48, iva, "iva")
    same(1633.40, total, "total")
    fields = {
        "invoice_number": F("A/2026/318", 1, "Nº factura: A/2026/318"),
        "invoice_date": F("2026-03-09", 1, "Fecha: 9 de marzo de 2026"),
        "due_date": NULL(),
        "vendor_name": F("Talleres Ortuño Mecanizados, S.L.", 1, q_vendor),
        "bill_to": F("Bodegas Valdecarrizo, S.A.", 1, "A/2026/318 Bodegas Valdecarrizo, S.A."),
        "currency": F("EUR", 1, q_strip),
        "subtotal": F(1349.92, 1, q_strip),
        "tax": F(283.48, 1, q_strip),
        "total": F(1633.40, 1, q_strip),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura (EUR, 1.234,56, '9 de marzo de 2026'). The header shows only the brand 'TALLERES "
        "ORTUÑO'; the vendor's legal name is in the footer. bill_to is the 'Datos del cliente' box; the "
        "Dirección de entrega is the ship-to. Line discounts (Dto. %) are netted in each Importe; the "
        "totals strip prints captions in one row and figures in the next: Importe bruto minus Descuentos = "
        "Base imponible (subtotal; sum), Cuota IVA 21 = tax, TOTAL FACTURA = total. due_date is null: the "
        "'Fecha de vencimiento:' label is printed blank and only the terms (60 días) are given; the albarán "
        "date is not a due date. amount_due is null: only the total is printed."
    )
    sums = [
        SUM(
            "Importe bruto - Descuentos = Base imponible",
            [(1, T("Importe bruto", 1452.40, 1, q_strip)), (-1, T("Descuentos", 102.48, 1, q_strip))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ==================== 6 US service invoice with account summary: previous balance, partial payment
@doc("b18_inv_us_service_previous_balance", "invoice", "Ridgeback Commercial Grounds invoice 26-05-1187")
def inv_us_svc():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=58, size=8.6)
    q_vendor = s.row(
        [(48, "Ridgeback Commercial Grounds, LLC"), (564, "INVOICE", "r")], size=14, bold=True, lead=18
    )
    s.t("Grounds maintenance · Irrigation · Snow & ice management", 7.6, color=GREY)
    s.t(
        "2375 Kestner Mill Road, Suite B, Franklin, TN 37064 · (615) 555-0162 · ar@ridgeback-grounds.example",
        7.2,
    )
    s.skip(12)
    s.row([(48, "BILL TO"), (300, "SERVICE LOCATION")], size=7.4, bold=True)
    q_bill = s.row([(48, "Marbrook Office Campus LLC"), (300, "Marbrook Office Campus")])
    s.row([(48, "Attn: Accounts Payable"), (300, "4100-4180 Quarry Ridge Parkway")])
    s.row([(48, "PO Box 60417"), (300, "Brentwood, TN 37027")])
    s.row([(48, "Nashville, TN 37206")])
    s.skip(8)
    cols = [(48, 128), (128, 218), (218, 330), (330, 440), (440, 564)]
    y0 = s.y
    caps = ["Invoice No.", "Invoice Date", "Service Period", "Contract", "Due Date"]
    vals = ["26-05-1187", "06/02/2026", "May 2026", "RCG-2024-061", "07/02/2026"]
    for (x0, x1), c in zip(cols, caps, strict=True):
        p.rect(x0, y0 - 10, x1, y0 + 16, 0.5)
        p.text(x0 + 4, y0, c, 6.8, color=GREY)
    s.skip(2)
    s.y = y0 + 12
    for (x0, _), v in zip(cols, vals, strict=True):
        p.text(x0 + 4, s.y, v, 8.6, True)
    q_hdr = " ".join(caps) + " " + " ".join(vals)
    s.y += 22
    head_row(
        s, [(48, "Description"), (370, "Qty", "r"), (450, "Rate", "r"), (475, "Tax"), (564, "Amount", "r")]
    )
    items = [
        ("Monthly grounds maintenance per contract RCG-2024-061", "1", "4850.00", False),
        ("Seasonal color installation, entrance beds (flats)", "1", "1240.00", True),
        ("Hardwood mulch, installed (cubic yards)", "38", "46.00", True),
        ("Irrigation repair labor, zones 4 and 9 (hours)", "7.5", "68.00", False),
        ("Irrigation parts: spray heads, valve diaphragm, fittings", "1", "186.40", True),
    ]
    sub, taxable = D(0), D(0)
    for name, qty, rate, tx in items:
        e = ext(qty, rate)
        sub += e
        if tx:
            taxable += e
        s.row(
            [
                (48, name),
                (370, qty, "r"),
                (450, US(D(rate)), "r"),
                (475, "T" if tx else ""),
                (564, US(e), "r"),
            ]
        )
    s.rule()
    s.skip(4)
    tax = pct(taxable, 7)
    total = sub + tax
    s.x = 330
    q_sub = s.kv("Subtotal", usd(sub))
    q_tax = s.kv(f"Sales tax 7.0% on taxable items ({usd(taxable)})", usd(tax))
    q_tot = s.kv("Invoice Total", usd(total), bold=True)
    s.x = 48
    s.skip(12)
    s.t("ACCOUNT SUMMARY", 9, True)
    s.rule()
    prev = D("9102.35")
    paid = D("6000.00")
    due = prev - paid + total
    s.x = 48
    s.xr = 330
    q_prev = s.kv("Previous balance (statement of 05/01/2026)", usd(prev))
    q_paid = s.kv("Payment received 05/12/2026 - check 11842", "-" + usd(paid))
    s.kv("Past due balance", usd(prev - paid))
    s.kv("Current charges (this invoice)", usd(total))
    q_due = s.kv("TOTAL AMOUNT DUE", usd(due), bold=True)
    s.xr = 564
    s.skip(10)
    s.para(
        "Current charges are due by the due date above. Past due balances are subject to a finance charge "
        "of 1.5% per month. Please include the invoice number with your remittance.",
        7.6,
    )
    same(8534.40, sub, "sub")
    same(222.21, tax, "tax")
    same(8756.61, total, "total")
    same(11858.96, due, "due")
    fields = {
        "invoice_number": F("26-05-1187", 1, q_hdr),
        "invoice_date": F("2026-06-02", 1, q_hdr),
        "due_date": F("2026-07-02", 1, q_hdr),
        "vendor_name": F("Ridgeback Commercial Grounds, LLC", 1, q_vendor),
        "bill_to": F("Marbrook Office Campus LLC", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(8534.40, 1, q_sub),
        "tax": F(222.21, 1, q_tax),
        "total": F(8756.61, 1, q_tot),
        "amount_due": F(11858.96, 1, q_due),
    }
    notes = (
        "US monthly service invoice (USD). Header boxes print captions in one line and values in the next. "
        "invoice_date 06/02/2026 vs the service period and the previous statement and payment dates; "
        "due_date is the Due Date box. bill_to is the Bill To company (Attn: Accounts Payable), not the "
        "service location. Tax 7.0% on taxable (T) lines only. total is 'Invoice Total'; the account "
        "summary adds the previous balance and subtracts a partial payment: TOTAL AMOUNT DUE (amount_due) = "
        "total + previous balance - payment (sum); the past-due balance and 'current charges' lines are "
        "intermediate figures. No field is null."
    )
    sums = [
        SUM(
            "Invoice Total + previous balance - payment = Total amount due",
            [
                (1, "total"),
                (1, T("Previous balance", 9102.35, 1, q_prev)),
                (1, T("Payment received", -6000.00, 1, q_paid)),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 7 US three-page distributor invoice: brought/carried forward, credit memo applied
_ELEC = [
    ("THHN12-BLK-500", "THHN 12 AWG stranded copper, black, 500 ft reel", "6", "RL", "74.85"),
    ("THHN12-WHT-500", "THHN 12 AWG stranded copper, white, 500 ft reel", "6", "RL", "74.85"),
    ("THHN10-GRN-500", "THHN 10 AWG stranded copper, green, 500 ft reel", "3", "RL", "118.40"),
    ("EMT-075-10", "EMT conduit 3/4 in x 10 ft", "240", "EA", "7.92"),
    ("EMT-100-10", "EMT conduit 1 in x 10 ft", "80", "EA", "13.65"),
    ("EMT-CPL-075", "EMT set-screw coupling 3/4 in, steel", "300", "EA", "0.58"),
    ("EMT-CON-075", "EMT set-screw connector 3/4 in, steel", "300", "EA", "0.64"),
    ("BOX-4SQ-212", "4 in square box, 2-1/8 in deep, KO", "150", "EA", "3.18"),
    ("RING-4SQ-1G", "4 in square mud ring, 1-gang, 1/2 in raise", "150", "EA", "1.46"),
    ("CHN-158-10", "Metal framing channel 1-5/8 x 1-5/8, 12 ga, 10 ft", "40", "EA", "31.20"),
    ("ROD-38-10", "Threaded rod 3/8-16 x 10 ft, zinc", "60", "EA", "6.85"),
    ("WN-YEL-100", "Twist-on wire connector, yellow, bag of 100", "12", "BG", "9.40"),
    ("WN-RED-100", "Twist-on wire connector, red, bag of 100", "12", "BG", "11.75"),
    ("MC-12-2-250", "MC cable 12/2 aluminum armor, 250 ft coil", "8", "CL", "168.00"),
    ("MC-12-3-250", "MC cable 12/3 aluminum armor, 250 ft coil", "4", "CL", "226.50"),
    ("MC-CON-38", "MC snap-in connector 3/8 in", "200", "EA", "0.71"),
    ("BKR-1P20", "Bolt-on breaker 1-pole 20 A, 10 kA", "48", "EA", "14.30"),
    ("BKR-2P30", "Bolt-on breaker 2-pole 30 A, 10 kA", "12", "EA", "38.90"),
    ("BKR-3P60", "Bolt-on breaker 3-pole 60 A, 22 kA", "4", "EA", "212.00"),
    ("PNL-42-225", "Panelboard 42-circuit 225 A MLO, 208Y/120 V", "2", "EA", "1184.00"),
    ("GRD-ROD-58", "Ground rod 5/8 in x 8 ft, copper-bonded", "6", "EA", "19.80"),
    ("GRD-CLP-58", "Ground rod clamp 5/8 in, bronze", "6", "EA", "4.15"),
    ("DEV-DUP-20", "Duplex receptacle 20 A, commercial grade, gray", "180", "EA", "2.96"),
    ("DEV-GFI-20", "GFCI receptacle 20 A, self-test, gray", "36", "EA", "17.40"),
    ("DEV-SW-1P", "Toggle switch single-pole 20 A, gray", "90", "EA", "2.74"),
    ("PLT-1G-SS", "Wall plate 1-gang stainless, duplex", "180", "EA", "1.62"),
    ("PLT-1G-TG", "Wall plate 1-gang stainless, toggle", "90", "EA", "1.58"),
    ("LUM-2X4-LED", "LED troffer 2 x 4 ft, 4000 K, 0-10 V dim", "64", "EA", "96.50"),
    ("LUM-EXIT-LED", "LED exit sign, red, battery backup", "14", "EA", "42.80"),
    ("LUM-EM-2H", "Emergency light 2-head, LED, battery", "18", "EA", "38.25"),
    ("OCC-CLG-360", "Ceiling occupancy sensor, dual technology", "22", "EA", "61.40"),
    ("TAPE-33-BLK", "Vinyl electrical tape 3/4 in x 66 ft, black", "48", "EA", "3.95"),
    ("LBL-PNL-KIT", "Panel directory and arc-flash label kit", "2", "EA", "27.00"),
]


@doc("b18_inv_us_three_page_credit_memo", "invoice", "Copperline Electrical Supply invoice S2093318.002")
def inv_us3():
    p = Pdf()
    pages = [_ELEC[:14], _ELEC[14:28], _ELEC[28:]]
    cols = [
        (46, "Line"),
        (72, "Item"),
        (150, "Description"),
        (420, "Qty", "r"),
        (428, "U/M"),
        (500, "Unit Price", "r"),
        (566, "Ext. Price", "r"),
    ]
    s = Sheet(p, x=46, xr=566, top=56, size=8.2)
    pt = []
    quotes = {}
    line_no = 0
    running = D(0)
    for pg, rows in enumerate(pages, 1):
        if pg > 1:
            s.new_page()
        s.row([(46, "COPPERLINE ELECTRICAL SUPPLY CO."), (566, "INVOICE", "r")], size=12, bold=True, lead=15)
        s.row([(46, "Invoice No. S2093318.002"), (566, f"Page {pg} of 3", "r")], size=8)
        if pg == 1:
            s.t("Branch 14 · 7305 Millstream Road · Knoxville, TN 37921 · (865) 555-0193", 7.2, color=GREY)
            s.skip(8)
            s.row([(46, "BILL TO"), (300, "SHIP TO")], size=7.4, bold=True)
            quotes["bill"] = s.row(
                [
                    (46, "Brightwater Mechanical Contractors, Inc."),
                    (300, "JOB 2611 - Hollis County Justice Center"),
                ]
            )
            s.row([(46, "Accounts Payable"), (300, "Expansion, Gate C laydown yard")])
            s.row([(46, "PO Box 22718"), (300, "905 Commissioners Way")])
            s.row([(46, "Chattanooga, TN 37422"), (300, "Maynardville, TN 37807")])
            s.skip(8)
            quotes["hdr1"] = s.row(
                [(46, "Invoice Date"), (150, "06/19/2026"), (300, "Customer PO"), (400, "BMC-44172-E")]
            )
            s.row([(46, "Order Date"), (150, "06/02/2026"), (300, "Sales Order"), (400, "S2093318")])
            s.row([(46, "Ship Date"), (150, "06/17/2026"), (300, "Ship Via"), (400, "Our truck")])
            quotes["terms"] = s.row(
                [(46, "Terms"), (150, "1% 10 NET 45"), (300, "Net Due Date"), (400, "08/03/2026")]
            )
            s.skip(6)
        else:
            s.skip(6)
        s.row(cols, size=7.4, bold=True)
        s.rule()
        if pg > 1:
            quotes[f"bf{pg}"] = s.row(
                [(150, "Balance brought forward from page " + str(pg - 1)), (566, US(running), "r")]
            )
        page_sum = D(0)
        for item, desc, qty, um, price in rows:
            line_no += 1
            e = ext(qty, price)
            page_sum += e
            s.row(
                [
                    (46, str(line_no)),
                    (72, item),
                    (150, desc),
                    (420, qty, "r"),
                    (428, um),
                    (500, US(D(price)), "r"),
                    (566, US(e), "r"),
                ],
                size=7.6,
                lead=12.4,
            )
        s.rule()
        pt.append(page_sum)
        running += page_sum
        if pg == 1:
            quotes["cf1"] = s.row([(300, "Carried forward to page 2"), (566, US(running), "r")], bold=True)
        elif pg == 2:
            quotes["pt2"] = s.row([(300, "Page 2 lines"), (566, US(page_sum), "r")])
            quotes["cf2"] = s.row([(300, "Carried forward to page 3"), (566, US(running), "r")], bold=True)
        else:
            quotes["pt3"] = s.row([(300, "Page 3 lines"), (566, US(page_sum), "r")])
    merch = running
    freight = D("245.00")
    sub = merch + freight
    tax = pct(merch, D("9.25"))
    total = sub + tax
    cm = D("612.40")
    bal = total - cm
    s.skip(6)
    s.x = 300
    q_merch = s.kv("Merchandise", US(merch))
    q_fr = s.kv("Freight (not taxable)", US(freight))
    q_sub = s.kv("Subtotal", US(sub))
    q_tax = s.kv("Sales Tax 9.25% on merchandise", US(tax))
    q_tot = s.kv("Invoice Total", usd(total), bold=True)
    q_cm = s.kv("Less Credit Memo CM-20417 (returned breakers)", "-" + US(cm))
    s.skip(3)
    s.rule()
    q_bal = s.kv("BALANCE DUE", usd(bal), bold=True, size=10)
    s.x = 46
    s.skip(10)
    s.para(
        "Cash discount of 1% applies only if paid in full by 06/29/2026. Remit to: Copperline Electrical "
        "Supply Co., Dept. 5063, PO Box 90217, Atlanta, GA 30384. Returns require an RMA and are subject to "
        "a 15% restocking charge.",
        7.4,
    )
    same(8565.00, pt[0], "p1")
    same(13576.50, pt[1], "p2")
    same(2882.10, pt[2], "p3")
    same(22141.50, running - pt[2], "cf2")
    same(25023.60, merch, "merch")
    same(25268.60, sub, "sub")
    same(2314.68, tax, "tax")
    same(27583.28, total, "total")
    same(26970.88, bal, "bal")
    fields = {
        "invoice_number": F("S2093318.002", 1, "Invoice No. S2093318.002 Page 1 of 3"),
        "invoice_date": F("2026-06-19", 1, quotes["hdr1"]),
        "due_date": F("2026-08-03", 1, quotes["terms"]),
        "vendor_name": F("COPPERLINE ELECTRICAL SUPPLY CO.", 1, "COPPERLINE ELECTRICAL SUPPLY CO. INVOICE"),
        "bill_to": F("Brightwater Mechanical Contractors, Inc.", 1, quotes["bill"]),
        "currency": F("USD", 3, q_tot),
        "subtotal": F(25268.60, 3, q_sub),
        "tax": F(2314.68, 3, q_tax),
        "total": F(27583.28, 3, q_tot),
        "amount_due": F(26970.88, 3, q_bal),
    }
    notes = (
        "Three-page US distributor invoice (USD), 33 lines. Page 1 ends with 'Carried forward to page 2', "
        "pages 2 and 3 open with 'Balance brought forward' and page 2 also carries forward a running total "
        "(sums). Invoice number S2093318.002 (the sales order S2093318 is a separate number). invoice_date "
        "06/19/2026 vs order and ship dates; due_date is the printed Net Due Date 08/03/2026, not the 1% "
        "discount date 06/29/2026. bill_to is the Bill To company; Ship To is the job site. Merchandise + "
        "freight = Subtotal (subtotal; sum); tax 9.25% on merchandise only; total is 'Invoice Total'; a "
        "credit memo is applied to reach BALANCE DUE (amount_due; sum). No field is null."
    )
    sums = [
        SUM(
            "page 1 carried forward + page 2 lines = carried forward to page 3",
            [
                (1, T("Carried forward to page 2", 8565.00, 1, quotes["cf1"])),
                (1, T("Page 2 lines", 13576.50, 2, quotes["pt2"])),
            ],
            T("Carried forward to page 3", 22141.50, 2, quotes["cf2"]),
        ),
        SUM(
            "brought forward + page 3 lines = Merchandise",
            [
                (1, T("Balance brought forward from page 2", 22141.50, 3, quotes["bf3"])),
                (1, T("Page 3 lines", 2882.10, 3, quotes["pt3"])),
            ],
            T("Merchandise", 25023.60, 3, q_merch),
        ),
        SUM(
            "Merchandise + Freight = Subtotal",
            [(1, T("Merchandise", 25023.60, 3, q_merch)), (1, T("Freight", 245.00, 3, q_fr))],
            "subtotal",
        ),
        SUM(
            "Invoice Total - credit memo = Balance due",
            [(1, "total"), (1, T("Credit memo CM-20417", -612.40, 3, q_cm))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ==================== 8 UK subcontractor invoice: domestic reverse charge (VAT £0.00), CIS deduction
def gbp(x):
    return "£" + US(x)


@doc("b18_inv_gb_cis_reverse_charge", "invoice", "Pennock & Hale Groundworks invoice PH-0672")
def inv_gb():
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=60, size=8.6)
    s.row([(562, "VAT INVOICE", "r")], size=9, bold=True, lead=4)
    q_vendor = s.t("Pennock & Hale Groundworks Ltd", 15, True)
    s.t("Unit 6, Exe Valley Trading Estate, Tiverton EX16 4QB", 8)
    s.t("VAT Reg. No. GB 406 7719 52 · UTR 58210 44719 · Company No. 11840227", 7.4, color=GREY)
    s.skip(12)
    s.row([(50, "To:"), (330, "Invoice number"), (440, "PH-0672")])
    q_bill = s.row([(50, "Ashcombe Build Partners Ltd"), (330, "Invoice date"), (440, "21st April 2026")])
    s.row([(50, "Commercial Team, 2 Cathedral Yard"), (330, "Payment due"), (440, "19th May 2026")])
    s.row([(50, "Exeter EX1 1HJ"), (330, "Your order ref."), (440, "ABP/SC/0586")])
    s.skip(6)
    s.t("Site: Orchard Reach, Plots 14-22, Bampton Road, Tiverton")
    s.t("Application for payment no. 6 - works valued to 31st March 2026")
    s.skip(8)
    head_row(s, [(50, "Description"), (440, "CIS category"), (562, "Net", "r")])
    items = [
        ("Excavation, foundations and drainage to plots 14-22 (labour)", "Labour", "9860.00"),
        ("Concrete, blocks, pipework and fittings", "Materials", "3415.60"),
        ("Plant hire without operator (3 t excavator, dumper)", "Materials", "1280.00"),
    ]
    net = D(0)
    labour = D(0)
    for name, cat, amt in items:
        net += D(amt)
        if cat == "Labour":
            labour += D(amt)
        s.row([(50, name), (440, cat), (562, US(D(amt)), "r")])
    s.rule()
    s.skip(4)
    cis = pct(labour, 20)
    payable = net - cis
    s.x = 300
    q_net = s.kv("Total net", gbp(net))
    q_vat = s.kv("VAT @ 20% - domestic reverse charge", gbp(D(0)))
    q_tot = s.kv("Invoice total", gbp(net), bold=True)
    q_cis = s.kv(f"Less CIS deduction @ 20% on labour {gbp(labour)}", "-" + gbp(cis))
    s.skip(3)
    s.rule()
    q_pay = s.kv("Amount payable", gbp(payable), bold=True, size=10)
    s.x = 50
    s.skip(12)
    s.para(
        "Reverse charge: customer to account to HMRC for the VAT. Section 55A VAT Act 1994 applies. The CIS "
        "deduction is to be paid to HMRC by the contractor and shown on the monthly payment and deduction "
        "statement.",
        7.8,
    )
    s.t("Bank: Culm Valley Bank plc · Sort code 00-41-18 · Account 22718430", 7.8)
    same(14555.60, net, "net")
    same(1972.00, cis, "cis")
    same(12583.60, payable, "payable")
    fields = {
        "invoice_number": F("PH-0672", 1, "Invoice number PH-0672"),
        "invoice_date": F("2026-04-21", 1, q_bill),
        "due_date": F("2026-05-19", 1, "Payment due 19th May 2026"),
        "vendor_name": F("Pennock & Hale Groundworks Ltd", 1, q_vendor),
        "bill_to": F("Ashcombe Build Partners Ltd", 1, q_bill),
        "currency": F("GBP", 1, q_tot),
        "subtotal": F(14555.60, 1, q_net),
        "tax": F(0, 1, q_vat),
        "total": F(14555.60, 1, q_tot),
        "amount_due": F(12583.60, 1, q_pay),
    }
    notes = (
        "UK construction subcontractor VAT invoice (GBP, ordinal dates '21st April 2026'). Domestic reverse "
        "charge: VAT @ 20% is printed as £0.00, so tax is 0 (a printed zero), and total equals Total net. "
        "invoice_date vs the valuation date 31st March 2026; due_date is 'Payment due'. bill_to is the main "
        "contractor; the site is not a party. The 20% CIS deduction on labour is withheld: Amount payable "
        "(amount_due) = Invoice total - CIS deduction (sum). No field is null."
    )
    sums = [
        SUM(
            "Invoice total - CIS deduction = Amount payable",
            [(1, "total"), (1, T("CIS deduction", -1972.00, 1, q_cis))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ==================== 9 Indian GST tax invoice: CGST + SGST, round off, terms only
def inr(x):
    return "₹ " + IN(x)


@doc("b18_inv_in_gst_round_off", "invoice", "Sahyadri Precision Castings tax invoice SPC/26-27/0142")
def inv_in():
    p = Pdf(ttf=True)
    s = Sheet(p, x=44, xr=568, top=56, size=8)
    s.t("TAX INVOICE", 12, True, align="c")
    s.t("(Original for Recipient)", 7, align="c", color=GREY)
    s.skip(6)
    y0 = s.y
    p.rect(40, y0 - 11, 306, y0 + 50, 0.5)
    p.rect(306, y0 - 11, 572, y0 + 50, 0.5)
    q_vendor = s.row(
        [(46, "Sahyadri Precision Castings Pvt. Ltd."), (312, "Invoice No."), (430, "SPC/26-27/0142")],
        bold=True,
    )
    s.row([(46, "Gat No. 418, Chakan MIDC Phase II"), (312, "Dated"), (430, "09-Apr-2026")])
    s.row(
        [(46, "Pune 410501, Maharashtra"), (312, "Buyer's Order No."), (430, "NPM/PO/2611 dt. 28-Mar-2026")]
    )
    s.row([(46, "GSTIN 27AAGCS5063K1Z2"), (312, "Dispatch Doc No."), (430, "DC-0557 dt. 08-Apr-2026")])
    s.skip(10)
    y1 = s.y
    p.rect(40, y1 - 11, 306, y1 + 38, 0.5)
    p.rect(306, y1 - 11, 572, y1 + 38, 0.5)
    s.row([(46, "Buyer (Bill to)"), (312, "Consignee (Ship to)")], size=7, bold=True)
    q_bill = s.row([(46, "Narmada Pumps & Motors Ltd."), (312, "Kaveri Assemblies LLP")])
    s.row([(46, "Plot 77, Ambad MIDC, Nashik 422010"), (312, "Shed 12, Sinnar MIDC, Nashik 422103")])
    s.row([(46, "GSTIN 27AACCN2611F1Z9 · State: Maharashtra"), (312, "GSTIN 27AAKFK0918D1Z4")])
    s.skip(8)
    head_row(
        s,
        [
            (44, "Sl"),
            (60, "Description of Goods / Services"),
            (300, "HSN/SAC"),
            (380, "Qty", "r"),
            (460, "Rate", "r"),
            (568, "Taxable Value", "r"),
        ],
        size=7.2,
    )
    items = [
        ("Impeller casting CI FG260, 8.5 kg", "84137010", "240 nos", "240", "412.50"),
        ("Volute casing casting CI FG260, 21 kg", "84139190", "120 nos", "120", "1086.00"),
        ("Bearing housing SG iron 400/15", "84833000", "180 nos", "180", "318.75"),
        ("Pattern modification charges", "998898", "1 job", "1", "12500.00"),
    ]
    taxable = D(0)
    for i, (name, hsn, qtxt, qty, rate) in enumerate(items, 1):
        e = ext(qty, rate)
        taxable += e
        s.row(
            [
                (44, str(i)),
                (60, name),
                (300, hsn),
                (380, qtxt, "r"),
                (460, IN(D(rate)), "r"),
                (568, IN(e), "r"),
            ]
        )
    s.rule()
    cg = pct(taxable, 9)
    sg = pct(taxable, 9)
    taxt = cg + sg
    before = taxable + taxt
    grand = before.quantize(D(1), rounding="ROUND_HALF_UP")
    ro = grand - before
    s.x = 300
    q_tv = s.kv("Total Taxable Value", inr(taxable))
    s.kv("CGST @ 9%", inr(cg))
    s.kv("SGST @ 9%", inr(sg))
    q_tax = s.kv("Total Tax Amount", inr(taxt))
    q_ro = s.kv("Round Off", "-" + IN(-ro) if ro < 0 else IN(ro))
    s.skip(3)
    s.rule()
    q_gt = s.kv("Grand Total", inr(grand), bold=True, size=9.6)
    s.x = 44
    s.skip(8)
    s.t("Amount Chargeable (in words): Indian Rupees Three Lakh Fifty Three Thousand Fifty Only", 7.8, True)
    s.skip(4)
    s.t("Payment Terms: 45 days from date of invoice. Interest @ 18% p.a. on delayed payments.", 7.8)
    s.t("E-Way Bill No. 3507 2207 6190 · Vehicle MH12 RT 5063 · Place of Supply: Maharashtra (27)", 7.4)
    s.skip(10)
    s.t("for Sahyadri Precision Castings Pvt. Ltd.", 8, True, x=568, align="r")
    s.skip(14)
    s.t("Authorised Signatory", 7.4, x=568, align="r")
    same(299195.00, taxable, "taxable")
    same(53855.10, taxt, "taxt")
    same(-0.10, ro, "ro")
    same(353050.00, grand, "grand")
    fields = {
        "invoice_number": F("SPC/26-27/0142", 1, "Invoice No. SPC/26-27/0142"),
        "invoice_date": F("2026-04-09", 1, "Dated 09-Apr-2026"),
        "due_date": NULL(),
        "vendor_name": F("Sahyadri Precision Castings Pvt. Ltd.", 1, q_vendor),
        "bill_to": F("Narmada Pumps & Motors Ltd.", 1, q_bill),
        "currency": F("INR", 1, q_gt),
        "subtotal": F(299195.00, 1, q_tv),
        "tax": F(53855.10, 1, q_tax),
        "total": F(353050.00, 1, q_gt),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (INR, lakh grouping '3,53,050.00', dd-Mon-yyyy). invoice_date is 'Dated', "
        "not the buyer's order or dispatch dates. bill_to is 'Buyer (Bill to)'; the Consignee (Ship to) is "
        "a different firm. subtotal is Total Taxable Value; tax is Total Tax Amount (CGST 9% + SGST 9%); "
        "total is Grand Total, which includes a Round Off of -0.10 (sum: subtotal + tax + round off = "
        "total). due_date is null: only 'Payment Terms: 45 days' is printed. amount_due is null: no "
        "separate balance is printed."
    )
    sums = [
        SUM(
            "Taxable value + total tax + round off = Grand Total",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", -0.10, 1, q_ro))],
            "total",
        )
    ]
    return p, fields, notes, sums


# ==================== 10 Austrian Kleinbetragsrechnung: gross only, USt only as a rate, no customer
@doc("b18_inv_at_kleinbetragsrechnung", "invoice", "Gruber-Wanek Sicherheitstechnik Rechnung 2026-0318")
def inv_at():
    p = Pdf(w=420, h=595)
    s = Sheet(p, x=40, xr=380, top=54, size=8.6)
    q_vendor = s.t("Gruber-Wanek Sicherheitstechnik OG", 12, True, align="c")
    s.t("Schlüsseldienst · Zylinder · Tresoröffnung", 7.6, align="c", color=GREY)
    s.t("Lendkai 27, 8020 Graz · Tel. 0316 555 418", 7.6, align="c")
    s.skip(10)
    s.t("RECHNUNG", 11, True)
    q_no = s.row([(40, "Nr."), (120, "2026-0318")])
    q_date = s.row([(40, "Datum"), (120, "3. März 2026")])
    s.row([(40, "Kunde:")])
    s.row([(40, "Einsatzort:"), (120, "Annenstraße 54, 8020 Graz")])
    s.skip(6)
    head_row(s, [(40, "Leistung"), (300, "Menge", "r"), (380, "Betrag", "r")])
    items = [
        ("Notöffnung Wohnungstür, werktags", "1", "89.00"),
        ("Sicherheitszylinder 30/35 mm inkl. 3 Schlüssel", "2", "48.90"),
        ("Anfahrt Zone Graz-Mitte", "1", "25.00"),
    ]
    total = D(0)
    for name, qty, price in items:
        e = ext(qty, price)
        total += e
        s.row([(40, name), (300, qty, "r"), (380, EU(e), "r")])
    s.rule()
    s.skip(2)
    q_tot = s.kv("Gesamtbetrag EUR", EU(total), bold=True, size=10)
    s.skip(6)
    s.t("Im Gesamtbetrag sind 20 % USt enthalten.", 8)
    s.t("Betrag dankend bar erhalten.", 8)
    s.skip(14)
    s.t("UID ATU71840227 · FN 418227 s · Landesgericht für ZRS Graz", 6.8, color=GREY)
    same(211.80, total, "total")
    fields = {
        "invoice_number": F("2026-0318", 1, q_no),
        "invoice_date": F("2026-03-03", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Gruber-Wanek Sicherheitstechnik OG", 1, q_vendor),
        "bill_to": NULL(),
        "currency": F("EUR", 1, q_tot),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(211.80, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Austrian small-amount invoice (Kleinbetragsrechnung, A5, EUR, '3. März 2026'). Prices include VAT; "
        "the USt appears only as a rate ('20 % USt enthalten'), so tax is null and subtotal is null (no "
        "pre-tax total printed). bill_to is null: the 'Kunde:' label is printed blank and the Einsatzort is "
        "only a service address. due_date is null (paid in cash, no due date). amount_due is null: only the "
        "Gesamtbetrag (total) is printed."
    )
    return p, fields, notes, []


# ==================== 11 New Zealand tax invoice: GST-inclusive prices, GST component, deposit
def nzd(x):
    return "$" + US(x)


@doc("b18_inv_nz_gst_inclusive_deposit", "invoice", "Tui Ridge Arborists tax invoice INV-5276")
def inv_nz():
    p = Pdf()
    s = Sheet(p, x=52, xr=560, top=62, size=8.8)
    s.row([(52, "TAX INVOICE"), (560, "Tui Ridge Arborists Limited", "r")], size=13, bold=True, lead=17)
    s.t("14 Kauri Gully Road, Silverdale 0932 · GST No. 118-427-306", 7.6, x=560, align="r", color=GREY)
    s.skip(14)
    s.row([(52, "Bill to")], size=7.4, bold=True)
    q_bill = s.row([(52, "Harbourview Terrace Body Corporate"), (340, "Invoice number"), (450, "INV-5276")])
    s.row([(52, "c/o Totara Strata Management"), (340, "Date"), (450, "22/07/2026")])
    s.row([(52, "PO Box 90736, Takapuna 0740"), (340, "Due date"), (450, "20/08/2026")])
    s.row([(340, "Quote ref."), (450, "Q-1209 (18/06/2026)")])
    s.skip(6)
    s.t("Job site: 31-45 Harbourview Terrace, Orewa. All prices are in NZD and include GST.", 8.2)
    s.skip(8)
    head_row(s, [(52, "Description"), (400, "Qty", "r"), (470, "Unit price", "r"), (560, "Amount", "r")])
    items = [
        ("Removal of 2 macrocarpa incl. stump grinding", "1", "2760.00"),
        ("Crown thinning of roadside pohutukawa (30%)", "1", "1150.00"),
        ("Traffic management plan and signage", "1", "420.00"),
        ("Green waste disposal (loads)", "3", "95.00"),
    ]
    total = D(0)
    for name, qty, price in items:
        e = ext(qty, price)
        total += e
        s.row([(52, name), (400, qty, "r"), (470, US(D(price)), "r"), (560, US(e), "r")])
    s.rule()
    s.skip(4)
    gst = (total * 15 / 115).quantize(D("0.01"), rounding="ROUND_HALF_UP")
    dep = D("1000.00")
    bal = total - dep
    s.x = 320
    q_tot = s.kv("Total NZD (GST inclusive)", nzd(total), bold=True)
    q_gst = s.kv("Includes GST of", nzd(gst))
    q_dep = s.kv("Less deposit paid 03/07/2026", "-" + nzd(dep))
    s.skip(3)
    s.rule()
    q_bal = s.kv("Balance due", nzd(bal), bold=True, size=10)
    s.x = 52
    s.skip(12)
    s.t("Please pay by the due date to 12-3507-0227104-00, reference INV-5276.", 8)
    s.t("Thank you for your business.", 8)
    same(4615.00, total, "total")
    same(601.96, gst, "gst")
    same(3615.00, bal, "bal")
    fields = {
        "invoice_number": F("INV-5276", 1, "Invoice number INV-5276"),
        "invoice_date": F("2026-07-22", 1, "Date 22/07/2026"),
        "due_date": F("2026-08-20", 1, "Due date 20/08/2026"),
        "vendor_name": F("Tui Ridge Arborists Limited", 1, "TAX INVOICE Tui Ridge Arborists Limited"),
        "bill_to": F("Harbourview Terrace Body Corporate", 1, q_bill),
        "currency": F("NZD", 1, "All prices are in NZD and include GST."),
        "subtotal": NULL(),
        "tax": F(601.96, 1, q_gst),
        "total": F(4615.00, 1, q_tot),
        "amount_due": F(3615.00, 1, q_bal),
    }
    notes = (
        "New Zealand tax invoice (NZD named in the text; '$' amounts; dd/mm/yyyy). Vendor name top right, "
        "'TAX INVOICE' top left. invoice_date 22/07/2026 vs quote and deposit dates. Prices include GST: "
        "total is 'Total NZD (GST inclusive)'; tax is the printed GST component ('Includes GST of'); "
        "subtotal is null because no GST-exclusive total is printed. Deposit deducted to 'Balance due' "
        "(amount_due; sum). bill_to is the body corporate (c/o its manager); the job site is not billed."
    )
    sums = [
        SUM(
            "Total - deposit = Balance due",
            [(1, "total"), (1, T("Deposit paid", -1000.00, 1, q_dep))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums
