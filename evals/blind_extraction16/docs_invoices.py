"""Invoice builders for blind_extraction16 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import CH, EU, IN, SP, US, Pdf, q
from sheet import Sheet


def tot(xs):
    return sum(xs, D(0))


def usd(x):
    return "$" + US(x)


def paren(x):
    """US accounting negative: (1,234.56)"""
    return "(" + US(abs(x)) + ")"


# ==================== 1 Polish Faktura VAT: two VAT rates, sale date vs issue date, Odbiorca
@doc("b16_inv_pl_faktura_vat", "invoice", "Magazynex Faktura VAT FV/0412/03/2026")
def inv_pl():
    p = Pdf(ttf=True)
    s = Sheet(p, x=42, xr=570, top=52, size=8.6)
    s.row([(42, "MAGAZYNEX"), (570, "Miejsce wystawienia: Kraków", "r")], size=14, bold=True, lead=16)
    s.t("regały • systemy składowania • montaż", 7.5, color=GREY)
    s.skip(8)
    q_no = s.t("Faktura VAT nr FV/0412/03/2026", 13, True, align="c")
    s.t("ORYGINAŁ", 7.5, align="c", color=GREY)
    s.skip(4)
    q_date = s.row(
        [(42, "Data wystawienia:"), (150, "16.03.2026"), (330, "Data sprzedaży:"), (440, "13.03.2026")]
    )
    s.row([(42, "Podstawa:"), (150, "zamówienie nr ZK/2026/0877 z dnia 02.03.2026")])
    s.skip(8)
    s.row([(42, "Sprzedawca:"), (310, "Nabywca:")], bold=True)
    q_parties = s.row([(42, "MAGAZYNEX Sp. z o.o."), (310, "Hurtownia Spożywcza Wisłoka S.A.")], bold=True)
    s.row([(42, "ul. Półłanki 64"), (310, "ul. Kolejowa 18")])
    s.row([(42, "30-740 Kraków"), (310, "39-200 Dębica")])
    s.row([(42, "NIP 679-318-44-02"), (310, "NIP 872-250-61-19")])
    s.skip(6)
    s.row(
        [(42, "Odbiorca (miejsce dostawy):"), (180, "Chłodnie Podkarpackie Sp. z o.o., magazyn zewnętrzny")]
    )
    s.row([(180, "ul. Fabryczna 7, 32-020 Wieliczka")])
    s.skip(10)
    cols = [
        (42, "Lp."),
        (62, "Nazwa towaru lub usługi"),
        (352, "Ilość", "r"),
        (360, "J.m."),
        (450, "Cena netto", "r"),
        (490, "VAT", "r"),
        (570, "Wartość netto", "r"),
    ]
    s.row(cols, size=7.8, bold=True)
    s.rule()
    items = [
        ("Regał magazynowy RM-200, ocynk, 2500 mm", 6, "szt.", "1240.00", 23),
        ("Montaż regałów na miejscu (usługa)", 6, "szt.", "185.00", 23),
        ("Katalog techniczny systemów składowania, druk", 40, "egz.", "12.50", 8),
        ("Transport HDS Kraków – Wieliczka", 1, "usł.", "420.00", 23),
    ]
    base = {23: D(0), 8: D(0)}
    for i, (name, qty, jm, price, rate) in enumerate(items, 1):
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (42, f"{i}."),
                (62, name),
                (352, str(qty), "r"),
                (360, jm),
                (450, SP(D(price)), "r"),
                (490, f"{rate}%", "r"),
                (570, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    vat = {r: pct(b, r) for r, b in base.items()}
    net, tax = tot(base.values()), tot(vat.values())
    gross = net + tax
    x0 = 300
    s.row(
        [
            (x0, "Stawka VAT"),
            (420, "Wartość netto", "r"),
            (490, "Kwota VAT", "r"),
            (570, "Wartość brutto", "r"),
        ],
        size=7.8,
        bold=True,
    )
    for r in (23, 8):
        s.row(
            [(x0, f"{r}%"), (420, SP(base[r]), "r"), (490, SP(vat[r]), "r"), (570, SP(base[r] + vat[r]), "r")]
        )
    q_razem = s.row(
        [(x0, "Razem"), (420, SP(net), "r"), (490, SP(tax), "r"), (570, SP(gross), "r")], bold=True
    )
    s.skip(10)
    q_total = s.row([(42, "Razem do zapłaty:"), (170, SP(gross) + " zł")], size=11, bold=True, lead=16)
    s.row([(42, "Słownie:"), (170, "jedenaście tysięcy pięćset siedemdziesiąt trzy złote 10/100")])
    s.row([(42, "Zapłacono:"), (170, "0,00 zł")])
    q_due_amt = s.row([(42, "Pozostało do zapłaty:"), (170, SP(gross) + " zł")], bold=True)
    s.skip(6)
    s.row([(42, "Sposób płatności:"), (170, "przelew")])
    q_due = s.row([(42, "Termin płatności:"), (170, "30.03.2026")])
    s.row([(42, "Numer konta:"), (170, "PL61 1090 1463 0000 0001 4418 2207 (Santander Bank Polska)")])
    s.skip(40)
    s.row([(60, "......................................"), (360, "......................................")])
    s.row([(60, "Osoba upoważniona do odbioru"), (360, "Osoba upoważniona do wystawienia")], size=7)
    s.row([(360, "Dorota Zawiślak")], size=7.5)
    same(9470.00, net, "net")
    same(2103.10, tax, "vat")
    same(11573.10, gross, "gross")
    fields = {
        "invoice_number": F("FV/0412/03/2026", 1, q_no),
        "invoice_date": F("2026-03-16", 1, q_date),
        "due_date": F("2026-03-30", 1, q_due),
        "vendor_name": F("MAGAZYNEX Sp. z o.o.", 1, q_parties),
        "bill_to": F("Hurtownia Spożywcza Wisłoka S.A.", 1, q_parties),
        "currency": F("PLN", 1, q_total),
        "subtotal": F(9470.00, 1, q_razem),
        "tax": F(2103.10, 1, q_razem),
        "total": F(11573.10, 1, q_total),
        "amount_due": F(11573.10, 1, q_due_amt),
    }
    notes = (
        "Polish Faktura VAT (PLN, 'zł', space thousands and decimal comma, dd.mm.yyyy). invoice_date is "
        "Data wystawienia (16.03.2026), not Data sprzedaży (13.03.2026) on the same line nor the order date "
        "02.03.2026. Sprzedawca = vendor, Nabywca = bill_to; the Odbiorca (delivery party, a cold-store "
        "company) is the ship-to distractor. VAT 23% and 8% each with its base; subtotal/tax are the Razem "
        "row of the VAT table. amount_due is 'Pozostało do zapłaty', equal to the total. No field is null."
    )
    return p, fields, notes, []


# ==================== 2 Swedish faktura: moms 25 %, öresavrundning, orderdatum
@doc("b16_inv_se_faktura_oresavrundning", "invoice", "Norrskog Ventilation AB faktura 5531207")
def inv_se():
    p = Pdf(ttf=True)
    s = Sheet(p, x=46, xr=566, top=56, size=8.8)
    s.t("Norrskog Ventilation AB", 15, True)
    s.t("Verkstadsgatan 22 · 721 31 Västerås · Org.nr 556814-2270 · Innehar F-skattsedel", 7.4, color=GREY)
    s.skip(12)
    s.row([(46, "FAKTURA"), (330, "Bostadsrättsföreningen Tallbacken 4")], size=12, bold=True, lead=15)
    s.row([(330, "c/o Hemsta Fastighetsservice AB")])
    s.row([(330, "Box 1180")])
    s.row([(330, "721 29 Västerås")])
    s.skip(10)
    q_no = s.row([(46, "Fakturanummer"), (160, "5531207"), (330, "Kundnummer"), (440, "10448")])
    q_date = s.row([(46, "Fakturadatum"), (160, "2026-02-27"), (330, "Er referens"), (440, "Anna Lindqvist")])
    s.row([(46, "Ordernummer"), (160, "88-2290"), (330, "Vår referens"), (440, "Mikael Berg")])
    s.row([(46, "Orderdatum"), (160, "2026-02-09"), (330, "Betalningsvillkor"), (440, "30 dagar netto")])
    q_due = s.row([(46, "Förfallodatum"), (160, "2026-03-29"), (330, "Dröjsmålsränta"), (440, "9,5 %")])
    s.skip(4)
    s.row([(46, "Arbetsplats:"), (160, "Tallbacksvägen 2–8, Västerås (OVK enligt BFS 2011:16)")])
    s.skip(10)
    s.row(
        [(46, "Benämning"), (380, "Antal", "r"), (390, "Enh"), (480, "À-pris", "r"), (566, "Belopp", "r")],
        bold=True,
        size=8,
    )
    s.rule()
    items = [
        ("OVK-besiktning, flerbostadshus", "48", "lgh", "395.00"),
        ("Byte av frånluftsdon", "12", "st", "286.40"),
        ("Filter F7 592x592x25", "8", "st", "147.35"),
        ("Arbetstid servicetekniker", "6.5", "tim", "695.00"),
    ]
    exts = []
    for name, qty, unit, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row(
            [
                (46, name),
                (380, qty.replace(".", ","), "r"),
                (390, unit),
                (480, SP(D(price)), "r"),
                (566, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    net = tot(exts)
    moms = pct(net, 25)
    raw = net + moms
    payable = q(raw, 0)
    rounding = payable - raw
    s.x = 330
    q_net = s.kv("Summa exkl. moms", SP(net))
    q_moms = s.kv("Moms 25 %", SP(moms))
    q_round = s.kv("Öresavrundning", SP(rounding))
    q_tot = s.kv("Att betala SEK", SP(payable), bold=True)
    s.x = 46
    s.skip(16)
    s.t("Bankgiro 5127-4410 · OCR-nummer 55312070418 · Ange OCR-nummer vid betalning.", 8)
    s.t(
        "Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt ovan samt påminnelseavgift 60 kr.",
        8,
    )
    same(28093.10, net, "net")
    same(7023.28, moms, "moms")
    same(-0.38, rounding, "round")
    same(35116.00, payable, "payable")
    fields = {
        "invoice_number": F("5531207", 1, q_no),
        "invoice_date": F("2026-02-27", 1, q_date),
        "due_date": F("2026-03-29", 1, q_due),
        "vendor_name": F("Norrskog Ventilation AB", 1, "Norrskog Ventilation AB"),
        "bill_to": F("Bostadsrättsföreningen Tallbacken 4", 1, "FAKTURA Bostadsrättsföreningen Tallbacken 4"),
        "currency": F("SEK", 1, q_tot),
        "subtotal": F(28093.10, 1, q_net),
        "tax": F(7023.28, 1, q_moms),
        "total": F(35116.00, 1, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "Summa exkl. moms + Moms + Öresavrundning = Att betala",
            [(1, "subtotal"), (1, "tax"), (1, T("Öresavrundning", -0.38, 1, q_round))],
            "total",
        )
    ]
    notes = (
        "Swedish faktura (SEK, ISO dates). invoice_date is Fakturadatum, not Orderdatum; due_date is "
        "Förfallodatum. bill_to is the housing cooperative (BRF), not the c/o property manager. Moms 25 % "
        "printed as an amount; öresavrundning -0,38 brings the total to whole kronor (sum). total is 'Att "
        "betala SEK'; amount_due is null because no separate balance/amount due is printed beyond that total."
    )
    return p, fields, notes, sums


# ==================== 3 Portuguese fatura: desconto comercial, IVA 23 % and 6 %, local de descarga
@doc("b16_inv_pt_fatura_desconto", "invoice", "Tipografia Ribeira Alta fatura FT 2026A/193")
def inv_pt():
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=52, size=8.4)
    s.row([(40, "Tipografia Ribeira Alta, Lda."), (572, "FATURA", "r")], size=13, bold=True, lead=15)
    s.row([(40, "Rua das Fontainhas 318, 4300-177 Porto"), (572, "Original", "r")], size=8)
    s.t("NIF 509 318 442 · Capital social 25.000,00 € · geral@ribeira-alta.example", 7.4, color=GREY)
    s.skip(12)
    s.row([(40, "Exmo.(s) Sr.(s)"), (320, "Local de descarga")], size=7.6, bold=True)
    q_bill = s.row(
        [(40, "Adega Cooperativa de Vale Moinhos, CRL"), (320, "Douro Logística Armazéns, Lda.")], bold=True
    )
    s.row([(40, "Estrada Nacional 222, km 41"), (320, "Zona Industrial de Lamego, Lote 14")])
    s.row([(40, "5120-502 Tabuaço"), (320, "5100-081 Lamego")])
    s.row([(40, "NIF 501 224 870")])
    s.skip(10)
    s.row(
        [
            (40, "Documento"),
            (170, "Data"),
            (250, "Vencimento"),
            (340, "V/ Encomenda"),
            (460, "Data de carga"),
        ],
        size=7.4,
        bold=True,
    )
    q_hdr = s.row(
        [
            (40, "FT 2026A/193"),
            (170, "09/04/2026"),
            (250, "09/05/2026"),
            (340, "EN-5521 de 28/03/2026"),
            (460, "07/04/2026"),
        ]
    )
    s.skip(10)
    s.row(
        [
            (40, "Artigo"),
            (92, "Descrição"),
            (330, "Qtd.", "r"),
            (392, "Preço Unit.", "r"),
            (432, "Desc.", "r"),
            (470, "IVA", "r"),
            (572, "Valor (€)", "r"),
        ],
        size=7.6,
        bold=True,
    )
    s.rule()
    items = [
        ("ROT-090", "Rótulos autocolantes 90x120 mm (milheiro)", 25, "64.00", 23),
        ("CX-6GAR", "Caixas de cartão canelado para 6 garrafas", 400, "3.15", 23),
        ("LIV-HD26", "Livro 'Histórias do Douro', edição 2026", 120, "10.50", 6),
    ]
    gross, base = D(0), {23: D(0), 6: D(0)}
    for code, name, qty, price, rate in items:
        g = ext(qty, price)
        net_line = g - pct(g, 5)
        gross += g
        base[rate] += net_line
        s.row(
            [
                (40, code),
                (92, name),
                (330, str(qty), "r"),
                (392, EU(D(price)), "r"),
                (432, "5%", "r"),
                (470, f"{rate}%", "r"),
                (572, EU(net_line), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    disc = gross - tot(base.values())
    net = tot(base.values())
    iva = {r: pct(b, r) for r, b in base.items()}
    tax = tot(iva.values())
    total = net + tax
    y0 = s.y
    s.row([(40, "Quadro resumo do IVA")], size=7.6, bold=True)
    s.row([(40, "Taxa"), (150, "Incidência", "r"), (230, "Valor IVA", "r")], size=7.6, bold=True)
    for r in (23, 6):
        s.row([(40, f"IVA {r}%"), (150, EU(base[r]), "r"), (230, EU(iva[r]), "r")])
    s.y = y0
    s.x = 340
    q_gross = s.kv("Total Ilíquido", EU(gross))
    q_disc = s.kv("Desconto Comercial", EU(disc))
    q_net = s.kv("Total s/ IVA", EU(net))
    q_tax = s.kv("Total IVA", EU(tax))
    q_tot = s.kv("Total (EUR)", EU(total) + " €", bold=True)
    s.x = 40
    s.skip(18)
    s.t("Pagamento por transferência bancária: IBAN PT50 0035 0418 0000 7261 930 51", 7.8)
    s.t("ATCUD: JFRT8N2K-193 · Processado por programa certificado n.º 0000/AT", 7.4, color=GREY)
    s.t(
        "Os bens/serviços foram colocados à disposição do adquirente na data de carga indicada.",
        7.4,
        color=GREY,
    )
    same(4120.00, gross, "gross")
    same(206.00, disc, "disc")
    same(3914.00, net, "net")
    same(696.73, tax, "tax")
    same(4610.73, total, "total")
    fields = {
        "invoice_number": F("FT 2026A/193", 1, q_hdr),
        "invoice_date": F("2026-04-09", 1, q_hdr),
        "due_date": F("2026-05-09", 1, q_hdr),
        "vendor_name": F("Tipografia Ribeira Alta, Lda.", 1, "Tipografia Ribeira Alta, Lda. FATURA"),
        "bill_to": F("Adega Cooperativa de Vale Moinhos, CRL", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(3914.00, 1, q_net),
        "tax": F(696.73, 1, q_tax),
        "total": F(4610.73, 1, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "Total Ilíquido - Desconto Comercial = Total s/ IVA",
            [(1, T("Total Ilíquido", 4120.00, 1, q_gross)), (-1, T("Desconto Comercial", 206.00, 1, q_disc))],
            "subtotal",
        )
    ]
    notes = (
        "Portuguese fatura (EUR, '4.610,73 €', dd/mm/yyyy). One header row prints Data 09/04/2026, "
        "Vencimento 09/05/2026, the customer order EN-5521 of 28/03/2026 and the Data de carga 07/04/2026; "
        "invoice_date is Data, due_date Vencimento. subtotal is 'Total s/ IVA' after the 5% desconto "
        "comercial (Total Ilíquido is before it; sum). IVA 23% and 6% in a summary table, Total IVA printed. "
        "bill_to is the cooperative, not the Local de descarga warehouse. amount_due is null: only Total "
        "(EUR) "
        "is printed."
    )
    return p, fields, notes, sums


# ==================== 4 Czech faktura - daňový doklad: DPH 21/12 %, zaokrouhlení, záloha
@doc("b16_inv_cz_faktura_zaloha", "invoice", "Stavebniny Hořejší faktura 2026010318")
def inv_cz():
    p = Pdf(ttf=True)
    s = Sheet(p, x=42, xr=570, top=52, size=8.5)
    s.row([(42, "FAKTURA – DAŇOVÝ DOKLAD"), (570, "č. 2026010318", "r")], size=13, bold=True, lead=17)
    s.skip(6)
    s.row([(42, "Dodavatel"), (310, "Odběratel")], size=7.6, bold=True)
    q_parties = s.row([(42, "Stavebniny Hořejší s.r.o."), (310, "Pekárna U Mlýna a.s.")], bold=True)
    s.row([(42, "Průmyslová 1184/7"), (310, "Mlýnská 45/3")])
    s.row([(42, "530 03 Pardubice"), (310, "537 01 Chrudim")])
    s.row([(42, "IČO: 27418305   DIČ: CZ27418305"), (310, "IČO: 46219087   DIČ: CZ46219087")])
    s.row([(42, "Zapsáno v OR u KS v Hradci Králové, oddíl C, vložka 28814")], size=6.8)
    s.skip(8)
    s.row([(310, "Konečný příjemce / místo dodání:")], size=7.6, bold=True)
    s.row([(310, "Stavba přístavby expedice, Tovární 212, Chrudim")])
    s.skip(8)
    s.row([(42, "Objednávka č.:"), (170, "OBJ-26-0447 ze dne 12. 1. 2026")])
    q_date = s.row([(42, "Datum vystavení:"), (170, "30. 1. 2026")])
    s.row([(42, "Datum uskut. zdan. plnění:"), (170, "26. 1. 2026")])
    q_due = s.row([(42, "Datum splatnosti:"), (170, "13. 2. 2026")])
    s.row([(42, "Forma úhrady:"), (170, "převodem, VS 2026010318, účet 2400418830/2010")])
    s.skip(10)
    s.row(
        [
            (42, "Označení dodávky"),
            (330, "Množství", "r"),
            (400, "Cena/mj bez DPH", "r"),
            (440, "DPH", "r"),
            (570, "Celkem bez DPH", "r"),
        ],
        size=7.6,
        bold=True,
    )
    s.rule()
    items = [
        ("Cihla plná P20 290x140x65, paleta", 6, "pal", "8420.00", 21),
        ("Malta zdicí MVC 25 kg", 80, "ks", "118.50", 21),
        ("Doprava hydraulickou rukou", 1, "ks", "2950.00", 21),
        ("Dřevěné brikety RUF, balík 10 kg", 15, "bal", "389.00", 12),
    ]
    base = {21: D(0), 12: D(0)}
    for name, qty, unit, price, rate in items:
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (42, name),
                (330, f"{qty} {unit}", "r"),
                (400, SP(D(price)), "r"),
                (440, f"{rate} %", "r"),
                (570, SP(e), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    dph = {r: pct(b, r) for r, b in base.items()}
    net, tax = tot(base.values()), tot(dph.values())
    raw = net + tax
    total = q(raw, 0)
    rnd_ = total - raw
    zal = D("30000.00")
    due = total - zal
    s.row(
        [(42, "Rekapitulace DPH"), (200, "Základ", "r"), (290, "DPH", "r"), (380, "Celkem", "r")],
        size=7.6,
        bold=True,
    )
    for r in (21, 12):
        s.row(
            [
                (42, f"Sazba {r} %"),
                (200, SP(base[r]), "r"),
                (290, SP(dph[r]), "r"),
                (380, SP(base[r] + dph[r]), "r"),
            ]
        )
    q_rek = s.row([(42, "Součet"), (200, SP(net), "r"), (290, SP(tax), "r"), (380, SP(raw), "r")], bold=True)
    s.skip(8)
    s.x = 250
    q_rnd = s.kv("Zaokrouhlení", SP(rnd_))
    q_tot = s.kv("Celkem k úhradě", SP(total) + " Kč", bold=True)
    q_zal = s.kv("Odpočet zálohy (ZF 2026-0031, uhrazeno 15. 1. 2026)", "-" + SP(zal) + " Kč")
    q_due_amt = s.kv("Zbývá uhradit", SP(due) + " Kč", bold=True)
    s.x = 42
    s.skip(22)
    s.t("Vystavil: Ing. Radka Šimková · tel. 466 100 418 · fakturace@horejsi-stavebniny.example", 7.6)
    same(68785.00, net, "net")
    same(13919.70, tax, "tax")
    same(0.30, rnd_, "rnd")
    same(82705.00, total, "total")
    same(52705.00, due, "due")
    fields = {
        "invoice_number": F("2026010318", 1, "FAKTURA – DAŇOVÝ DOKLAD č. 2026010318"),
        "invoice_date": F("2026-01-30", 1, q_date),
        "due_date": F("2026-02-13", 1, q_due),
        "vendor_name": F("Stavebniny Hořejší s.r.o.", 1, q_parties),
        "bill_to": F("Pekárna U Mlýna a.s.", 1, q_parties),
        "currency": F("CZK", 1, q_tot),
        "subtotal": F(68785.00, 1, q_rek),
        "tax": F(13919.70, 1, q_rek),
        "total": F(82705.00, 1, q_tot),
        "amount_due": F(52705.00, 1, q_due_amt),
    }
    sums = [
        SUM(
            "Základ + DPH + Zaokrouhlení = Celkem k úhradě",
            [(1, "subtotal"), (1, "tax"), (1, T("Zaokrouhlení", 0.30, 1, q_rnd))],
            "total",
        ),
        SUM(
            "Celkem k úhradě - záloha = Zbývá uhradit",
            [(1, "total"), (-1, T("Odpočet zálohy", 30000.00, 1, q_zal))],
            "amount_due",
        ),
    ]
    notes = (
        "Czech faktura - daňový doklad (CZK, 'Kč', dates like '30. 1. 2026'). invoice_date is Datum "
        "vystavení, not DUZP (26. 1. 2026) nor the order date; due_date is Datum splatnosti. Dodavatel = "
        "vendor, Odběratel = bill_to; Konečný příjemce / místo dodání is the ship-to distractor. subtotal "
        "and "
        "tax come from the Součet row of the DPH recap (21 % and 12 %); Zaokrouhlení +0,30 rounds to whole "
        "korun (sum). total is Celkem k úhradě; the advance (záloha) 30 000,00 is deducted to Zbývá uhradit "
        "= amount_due (sum). No field is null."
    )
    return p, fields, notes, sums


# ==================== 5 US two-page supply invoice: page subtotals, remit-to factor, PO vs invoice no.
US2_P1 = [
    ("THHN12B", "THHN 12 AWG CU STR BLK 500FT", 8, "96.40"),
    ("THHN12W", "THHN 12 AWG CU STR WHT 500FT", 6, "96.40"),
    ("THHN10G", "THHN 10 AWG CU STR GRN 500FT", 3, "151.75"),
    ("EMT34", "EMT 3/4 IN X 10 FT", 120, "7.18"),
    ("SSC34", "EMT SET SCREW CONN 3/4 IN (BX 50)", 6, "38.90"),
    ("SSK34", "EMT SET SCREW CPLG 3/4 IN (BX 50)", 6, "34.25"),
    ("BX4SQ", "4 IN SQ BOX 2-1/8 DP COMBO KO", 140, "3.62"),
    ("MR1G58", "4 IN SQ MUD RING 1G 5/8 RAISE", 140, "1.48"),
    ("R20TRW", "20A 125V TR DUPLEX RECEPT WHT", 96, "2.87"),
    ("S20SPW", "20A SP TOGGLE SWITCH WHT", 44, "3.15"),
    ("WP1DW", "NYLON WALLPLATE 1G DUPLEX WHT", 96, "0.62"),
    ("WP1TW", "NYLON WALLPLATE 1G TOGGLE WHT", 44, "0.62"),
    ("WCY100", "WIRE CONN YELLOW (JAR 100)", 12, "11.40"),
    ("MC122", "MC CABLE 12/2 AL ARMOR 250FT", 10, "142.60"),
]
US2_P2 = [
    ("TRF24L", "2X4 LED TROFFER 4000K 5000LM", 64, "68.90"),
    ("EXLED", "LED EXIT SIGN RED W/ BATT BKUP", 14, "41.25"),
    ("EM2H", "LED EMERGENCY LIGHT 2-HEAD", 18, "33.80"),
    ("OSDT", "OCC SENSOR CEILING DUAL TECH", 22, "57.45"),
    ("PB225", "PANELBOARD 225A 42CKT MLO 208Y", 1, "2184.00"),
    ("BK120", "CKT BKR 1P 20A BOLT-ON", 38, "16.30"),
    ("BK330", "CKT BKR 3P 30A BOLT-ON", 4, "112.80"),
    ("UNI10", "STRUT 1-5/8 X 10 FT PRE-GALV", 20, "31.70"),
    ("BC38", "BEAM CLAMP 3/8 IN ROD", 150, "1.96"),
    ("ATR38", "ALL THREAD ROD 3/8 X 10 FT", 30, "6.45"),
    ("CT11B", "CABLE TIE 11 IN BLK UV (BAG 100)", 10, "9.80"),
    ("FRT", "FREIGHT - LTL DELIVERY TO JOBSITE (NON-TAXABLE)", 1, "185.00"),
]


@doc("b16_inv_us_two_page_page_subtotals", "invoice", "Brightwater Electrical Supply invoice 7730418")
def inv_us2():
    p = Pdf()
    cols = [
        (40, "Item"),
        (92, "Description"),
        (370, "Qty", "r"),
        (380, "UM"),
        (470, "Unit Price", "r"),
        (572, "Extension", "r"),
    ]

    def header(s, page):
        s.row([(40, "BRIGHTWATER ELECTRICAL SUPPLY CO."), (572, "INVOICE", "r")], size=13, bold=True, lead=15)
        s.row([(40, "2250 Ferry Landing Road, Erie, PA 16501"), (572, f"Page {page} of 2", "r")], size=8)
        s.skip(6)

    def table(s, rows):
        s.row(cols, size=7.8, bold=True)
        s.rule()
        exts = []
        for code, name, qty, price in rows:
            e = ext(qty, price)
            exts.append(e)
            s.row(
                [
                    (40, code),
                    (92, name),
                    (370, str(qty), "r"),
                    (380, "EA"),
                    (470, US(D(price)), "r"),
                    (572, US(e), "r"),
                ],
                size=8,
                lead=12.4,
            )
        s.rule()
        return tot(exts)

    s = Sheet(p, x=40, xr=572, top=48, size=8.4)
    q_vendor = "BRIGHTWATER ELECTRICAL SUPPLY CO. INVOICE"
    header(s, 1)
    q_no = s.row(
        [
            (40, "Invoice No."),
            (130, "7730418"),
            (230, "Invoice Date"),
            (310, "04/17/2026"),
            (410, "Customer No."),
            (490, "HMC-0092"),
        ]
    )
    s.row(
        [
            (40, "Sales Order"),
            (130, "SO-552190"),
            (230, "Order Date"),
            (310, "04/02/2026"),
            (410, "Ship Date"),
            (490, "04/15/2026"),
        ]
    )
    q_duerow = s.row(
        [
            (40, "Customer PO"),
            (130, "26-1187-HM"),
            (230, "Terms"),
            (310, "2% 10, Net 30"),
            (410, "Due Date"),
            (490, "05/17/2026"),
        ]
    )
    s.skip(8)
    s.row([(40, "SOLD TO"), (230, "SHIP TO"), (410, "REMIT TO")], size=7.6, bold=True)
    q_parties = s.row(
        [
            (40, "Harlan Mechanical Contractors, Inc."),
            (230, "Riverside Elementary - Job 2611"),
            (410, "Keystone Commercial Funding LLC"),
        ],
        size=8,
    )
    s.row(
        [
            (40, "Accounts Payable"),
            (230, "c/o Harlan Mechanical site trailer"),
            (410, "as assignee of Brightwater"),
        ],
        size=8,
    )
    s.row([(40, "1408 West 26th Street"), (230, "3300 Riverside Drive"), (410, "PO Box 64410")], size=8)
    s.row([(40, "Erie, PA 16508"), (230, "Millcreek, PA 16505"), (410, "Pittsburgh, PA 15264-4410")], size=8)
    s.skip(10)
    p1 = table(s, US2_P1)
    q_p1 = s.kv("Page 1 Subtotal", US(p1), bold=True)
    s.t("Continued on page 2", 8, align="r")
    s.skip(20)
    s.t(
        "Payments by check or ACH must be sent to the REMIT TO party above. Brightwater Electrical Supply "
        "Co.",
        7.4,
        color=GREY,
    )
    s.t(
        "has assigned this account to Keystone Commercial Funding LLC; payment to any other party does not "
        "discharge the debt.",
        7.4,
        color=GREY,
    )
    s.new_page()
    header(s, 2)
    s.row([(40, "Invoice No."), (130, "7730418"), (230, "Customer PO"), (310, "26-1187-HM")])
    s.skip(6)
    p2 = table(s, US2_P2)
    q_p2 = s.kv("Page 2 Subtotal", US(p2), bold=True)
    s.skip(10)
    freight = ext(1, "185.00")
    taxable = p1 + p2 - freight
    tax = pct(taxable, 6)
    sub = p1 + p2
    total = sub + tax
    disc = pct(taxable, 2)
    s.x = 300
    q_p1b = s.kv("Page 1 Subtotal", US(p1))
    s.kv("Page 2 Subtotal", US(p2))
    q_sub = s.kv("Invoice Subtotal", usd(sub), bold=True)
    s.kv("Taxable Amount", US(taxable))
    q_tax = s.kv("PA Sales Tax 6.000%", US(tax))
    q_tot = s.kv("INVOICE TOTAL", usd(total), bold=True)
    s.x = 40
    s.skip(10)
    s.t(f"Cash discount: deduct {usd(disc)} (2% of taxable merchandise) if paid in full by 04/27/2026.", 8)
    s.t(
        "Merchandise returns require an RMA within 30 days of the ship date and are subject to a 20% "
        "restock fee.",
        7.4,
        color=GREY,
    )
    same(5883.07, p1, "p1")
    same(11518.50, p2, "p2")
    same(17401.57, sub, "sub")
    same(1032.99, tax, "tax")
    same(18434.56, total, "total")
    fields = {
        "invoice_number": F("7730418", 1, q_no),
        "invoice_date": F("2026-04-17", 1, q_no),
        "due_date": F("2026-05-17", 1, q_duerow),
        "vendor_name": F("BRIGHTWATER ELECTRICAL SUPPLY CO.", 1, q_vendor),
        "bill_to": F("Harlan Mechanical Contractors, Inc.", 1, q_parties),
        "currency": F("USD", 2, q_tot),
        "subtotal": F(17401.57, 2, q_sub),
        "tax": F(1032.99, 2, q_tax),
        "total": F(18434.56, 2, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "Page 1 Subtotal + Page 2 Subtotal = Invoice Subtotal",
            [(1, T("Page 1 Subtotal", 5883.07, 1, q_p1)), (1, T("Page 2 Subtotal", 11518.50, 2, q_p2))],
            "subtotal",
        ),
        SUM(
            "Page 1 Subtotal (brought forward on page 2) + Page 2 Subtotal = Invoice Subtotal",
            [(1, T("Page 1 Subtotal", 5883.07, 2, q_p1b)), (1, T("Page 2 Subtotal", 11518.50, 2, q_p2))],
            "subtotal",
        ),
    ]
    notes = (
        "Two-page US electrical-supply invoice (MM/DD/YYYY), 26 item lines: page 1 ends with a Page 1 "
        "Subtotal, page 2 has its own Page 2 Subtotal and the summary (sums). subtotal is the Invoice "
        "Subtotal (includes the non-taxable freight line); PA sales tax 6% is on the taxable amount only. "
        "Invoice No. 7730418 vs Sales Order SO-552190 and Customer PO 26-1187-HM; Invoice Date vs Order Date "
        "and Ship Date; printed Due Date 05/17/2026 vs the 04/27/2026 cash-discount date. vendor is "
        "Brightwater, not the REMIT TO factor Keystone Commercial Funding; bill_to is the SOLD TO "
        "contractor, "
        "not the school job site. The 2% cash discount is not deducted. amount_due is null: only the "
        "INVOICE TOTAL is printed."
    )
    return p, fields, notes, sums


# ==================== 6 US credit memo: negative amounts in brackets, original invoice as distractor
@doc("b16_inv_us_credit_memo", "invoice", "Pinecrest Laboratory Supply credit memo CM-20931")
def inv_cm():
    p = Pdf(face="serif")
    s = Sheet(p, x=54, xr=558, top=60, size=9)
    s.t("Pinecrest Laboratory Supply, Inc.", 16, True)
    s.t(
        "88 Sawmill Brook Parkway · Concord, NH 03301 · (603) 555-0148 · ar@pinecrest-lab.example",
        7.8,
        color=GREY,
    )
    s.skip(14)
    s.t("CREDIT MEMO", 15, True, align="r")
    q_no = s.row([(330, "Credit Memo No."), (558, "CM-20931", "r")])
    q_date = s.row([(330, "Credit Date"), (558, "05/06/2026", "r")])
    s.row([(330, "Original Invoice"), (558, "7712045 (03/19/2026)", "r")])
    s.row([(330, "RMA No."), (558, "RMA-4471", "r")])
    s.skip(6)
    s.row([(54, "CREDIT TO")], size=8, bold=True)
    q_bill = s.t("Tamarack Valley Veterinary Clinic, PLLC", 9.5, True)
    s.t("Attn: Dr. Renata Osei, Practice Manager")
    s.t("415 Old Turnpike Road")
    s.t("Laconia, NH 03246")
    s.skip(12)
    s.row(
        [(54, "Description"), (360, "Qty", "r"), (450, "Unit Price", "r"), (558, "Amount", "r")],
        bold=True,
        size=8.4,
    )
    s.rule()
    items = [
        ("Nitrile exam gloves, size M (case of 1,000) - returned unopened", -4, "86.50"),
        ("Vacuum blood tubes, EDTA 3 mL (box of 100) - short-dated", -6, "41.20"),
        ("Centrifuge rotor, 12-place - damaged in transit", -1, "725.20"),
    ]
    exts = []
    for name, qty, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(54, name), (360, str(qty), "r"), (450, US(D(price)), "r"), (558, paren(e), "r")], size=8.4)
    s.rule()
    s.skip(6)
    sub = tot(exts)
    tax = pct(sub, 7.25)
    total = sub + tax
    s.x = 330
    q_sub = s.kv("Subtotal", paren(sub))
    q_tax = s.kv("Sales Tax (7.25%)", paren(tax))
    q_tot = s.kv("Total Credit (USD)", paren(total), bold=True)
    s.x = 54
    s.skip(14)
    s.para(
        "This credit will be applied against your next invoice unless you request a refund in writing. "
        "Original invoice 7712045 dated 03/19/2026 totalled $4,206.35 and was paid on 04/10/2026. "
        "Credit memos do not carry a due date.",
        8.4,
    )
    same(-1318.40, sub, "sub")
    same(-95.58, tax, "tax")
    same(-1413.98, total, "total")
    fields = {
        "invoice_number": F("CM-20931", 1, q_no),
        "invoice_date": F("2026-05-06", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Pinecrest Laboratory Supply, Inc.", 1, "Pinecrest Laboratory Supply, Inc."),
        "bill_to": F("Tamarack Valley Veterinary Clinic, PLLC", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(-1318.40, 1, q_sub),
        "tax": F(-95.58, 1, q_tax),
        "total": F(-1413.98, 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "US credit memo: every amount is negative, printed in brackets (subtotal, tax, total). "
        "invoice_number is the credit memo's own number CM-20931, not the original invoice 7712045 or the "
        "RMA; invoice_date is the Credit Date, not the original invoice date 03/19/2026 or its payment date. "
        "The original invoice's $4,206.35 is a distractor. due_date is null (no due date; the text says "
        "credit memos carry none) and amount_due is null (no balance or amount due is printed)."
    )
    return p, fields, notes, []


# ==================== 7 US consulting invoice: tax rate only, previous balance, project numbers
@doc("b16_inv_us_consulting_rate_only", "invoice", "Halvorsen & Pike Environmental invoice 2026-041")
def inv_consult():
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=56, size=8.8)
    q_vendor = s.row(
        [(48, "Halvorsen & Pike Environmental Consulting, P.C."), (564, "INVOICE", "r")],
        size=13,
        bold=True,
        lead=16,
    )
    s.t(
        "17 Millpond Court, Suite 3 · Torrington, CT 06790 · (860) 555-0134 · billing@hpenv.example",
        8,
        color=GREY,
    )
    s.skip(12)
    y0 = s.y
    s.row([(48, "BILL TO")], size=7.6, bold=True)
    q_bill = s.t("Town of Wexley Falls")
    s.t("Department of Public Works")
    s.t("Attn: Town Engineer")
    s.t("260 Main Street, Wexley Falls, CT 06098")
    s.y = y0
    s.x = 330
    q_no = s.kv("Invoice No.", "2026-041")
    q_date = s.kv("Invoice Date", "April 30, 2026")
    s.kv("Billing Period", "April 1 - April 30, 2026")
    s.kv("Project No.", "22-118")
    s.kv("Town Contract No.", "DPW-2024-07")
    s.kv("Terms", "Payment due within 30 days")
    s.x = 48
    s.skip(6)
    s.t(
        "Project: Wexley Falls closed landfill - semiannual groundwater monitoring (spring 2026 event)",
        8.4,
        True,
    )
    s.skip(6)
    s.row([(48, "Labor"), (380, "Hours", "r"), (460, "Rate", "r"), (564, "Amount", "r")], bold=True, size=8.2)
    s.rule()
    labor = [
        ("Principal-in-charge", "3.5", "210.00"),
        ("Senior Hydrogeologist", "22.0", "165.00"),
        ("Field Technician", "38.5", "92.00"),
        ("CAD / GIS Specialist", "6.0", "88.00"),
    ]
    la = []
    for name, h, r in labor:
        e = ext(h, r)
        la.append(e)
        s.row([(58, name), (380, h, "r"), (460, US(D(r)), "r"), (564, US(e), "r")], size=8.2)
    q_lab = s.kv("Labor subtotal", US(tot(la)))
    s.skip(6)
    s.row(
        [(48, "Reimbursable expenses"), (380, "Qty", "r"), (460, "Unit", "r"), (564, "Amount", "r")],
        bold=True,
        size=8.2,
    )
    s.rule()
    exp = [
        ("Laboratory analysis, groundwater samples (VOCs, metals)", "14", "96.00"),
        ("Mileage, field vehicle (miles)", "212", "0.70"),
        ("Photoionization detector rental (days)", "3", "65.00"),
    ]
    ea = []
    for name, n, r in exp:
        e = ext(n, r)
        ea.append(e)
        s.row([(58, name), (380, n, "r"), (460, US(D(r)), "r"), (564, US(e), "r")], size=8.2)
    q_exp = s.kv("Expense subtotal", US(tot(ea)))
    s.skip(10)
    sub = tot(la) + tot(ea)
    prev, paid = D("8912.50"), D("5000.00")
    due = sub + prev - paid
    s.x = 300
    q_sub = s.kv("Subtotal (labor + expenses)", usd(sub))
    q_rate = s.kv("CT Sales Tax Rate", "6.35%")
    q_tot = s.kv("Current Invoice Total", usd(sub), bold=True)
    s.skip(6)
    q_prev = s.kv("Previous Balance (Invoice 2026-029)", usd(prev))
    q_paid = s.kv("Payment Received 04/18/2026", "(" + usd(paid) + ")")
    q_due_amt = s.kv("TOTAL AMOUNT DUE", usd(due), bold=True)
    s.x = 48
    s.skip(10)
    s.para(
        "Sales tax: environmental monitoring services may be taxable to the purchaser; the Town remits any "
        "use "
        "tax directly under its permit, so no tax is charged on this invoice. Please reference the project "
        "number on your remittance. Past-due balances accrue interest at 1% per month.",
        7.8,
    )
    same(8435.00, tot(la), "labor")
    same(1687.40, tot(ea), "exp")
    same(10122.40, sub, "sub")
    same(14034.90, due, "due")
    fields = {
        "invoice_number": F("2026-041", 1, q_no),
        "invoice_date": F("2026-04-30", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Halvorsen & Pike Environmental Consulting, P.C.", 1, q_vendor),
        "bill_to": F("Town of Wexley Falls", 1, q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(10122.40, 1, q_sub),
        "tax": NULL(),
        "total": F(10122.40, 1, q_tot),
        "amount_due": F(14034.90, 1, q_due_amt),
    }
    sums = [
        SUM(
            "Labor subtotal + Expense subtotal = Subtotal",
            [(1, T("Labor subtotal", 8435.00, 1, q_lab)), (1, T("Expense subtotal", 1687.40, 1, q_exp))],
            "subtotal",
        ),
        SUM(
            "Current Invoice Total + Previous Balance - Payment = TOTAL AMOUNT DUE",
            [
                (1, "total"),
                (1, T("Previous Balance", 8912.50, 1, q_prev)),
                (-1, T("Payment Received", 5000.00, 1, q_paid)),
            ],
            "amount_due",
        ),
    ]
    notes = (
        "US engineering-consulting invoice. tax is null: only a rate is printed ('CT Sales Tax Rate 6.35%', "
        f"quote: '{q_rate}') and the text says no tax is charged. due_date is null: only 'Payment due within "
        "30 days' terms. total is the Current Invoice Total (= subtotal); amount_due is the TOTAL AMOUNT "
        "DUE, which adds the previous balance of invoice 2026-029 less a payment (sum). Invoice No. vs "
        "Project No. 22-118 and Town Contract No.; invoice date vs billing period and payment date. bill_to "
        "is the Town (not the DPW attention line)."
    )
    return p, fields, notes, sums


# ==================== 8 Irish invoice: three-column header, VAT 13.5 % and 23 %, retention
@doc("b16_inv_ie_retention_vat", "invoice", "Corrib Joinery & Fit-Out invoice CJ-4410")
def inv_ie():
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=50, size=8.2)
    s.row([(40, "Corrib Joinery & Fit-Out Ltd"), (572, "INVOICE", "r")], size=14, bold=True, lead=17)
    s.skip(4)
    s.row([(40, "FROM"), (230, "INVOICE TO"), (410, "SITE / DELIVER TO")], size=7.2, bold=True)
    q_parties = s.row(
        [
            (40, "Corrib Joinery & Fit-Out Ltd"),
            (230, "Ballinacourty Hotel Group DAC"),
            (410, "The Harbour Lodge"),
        ],
        bold=True,
    )
    s.row([(40, "Unit 9, Ballybrit Business Park"), (230, "Accounts Payable"), (410, "Quay Street")])
    s.row([(40, "Galway H91 X2E7"), (230, "2 Sráid an Mhuilinn"), (410, "Kinvara, Co. Galway")])
    s.row([(40, "VAT No. IE 3318842RH"), (230, "Ennis, Co. Clare V95 K8T1"), (410, "H91 D4C2")])
    s.skip(10)
    q_no = s.row(
        [
            (40, "Invoice No."),
            (130, "CJ-4410"),
            (230, "Your Order"),
            (320, "PO 000781"),
            (410, "Contract"),
            (470, "HL-Refurb Ph.2"),
        ]
    )
    q_date = s.row(
        [(40, "Invoice Date"), (130, "14th April 2026"), (230, "Date of Supply"), (320, "31st March 2026")]
    )
    q_due = s.row([(40, "Payment due by"), (130, "14th May 2026")])
    s.skip(10)
    s.row(
        [
            (40, "Description"),
            (360, "Qty", "r"),
            (440, "Unit €", "r"),
            (482, "VAT", "r"),
            (572, "Net €", "r"),
        ],
        bold=True,
        size=7.8,
    )
    s.rule()
    items = [
        ("Supply & fit oak reception counter, per drawing J-04", 1, "6850.00", "13.5"),
        ("Joinery labour: fitted wardrobes, bedrooms 101-118", 18, "420.00", "13.5"),
        ("Loose furniture: bedside lockers, solid oak", 36, "145.00", "23"),
        ("Upholstered headboards, king size", 18, "268.50", "23"),
    ]
    base = {"13.5": D(0), "23": D(0)}
    for name, qty, price, rate in items:
        e = ext(qty, price)
        base[rate] += e
        s.row(
            [
                (40, name),
                (360, str(qty), "r"),
                (440, US(D(price)), "r"),
                (482, rate + "%", "r"),
                (572, US(e), "r"),
            ]
        )
    s.rule()
    s.skip(8)
    vat = {r: pct(b, r) for r, b in base.items()}
    net, tax = tot(base.values()), tot(vat.values())
    total = net + tax
    ret = pct(net, 5)
    due = total - ret
    y0 = s.y
    s.row([(40, "VAT ANALYSIS"), (150, "Net", "r"), (220, "VAT", "r")], size=7.4, bold=True)
    for r in ("13.5", "23"):
        s.row([(40, f"{r}%"), (150, US(base[r]), "r"), (220, US(vat[r]), "r")], size=7.8)
    s.y = y0
    s.x = 320
    q_net = s.kv("Total excl. VAT", "€" + US(net))
    q_tax = s.kv("Total VAT", "€" + US(tax))
    q_tot = s.kv("Invoice Total incl. VAT", "€" + US(total), bold=True)
    q_ret = s.kv("Less retention 5% of net (held to completion)", "-€" + US(ret))
    q_due_amt = s.kv("AMOUNT NOW DUE", "€" + US(due), bold=True)
    s.x = 40
    s.skip(14)
    s.t("Bank: AIB, IBAN IE29 AIBK 9311 5212 3456 78. Please quote CJ-4410 with payment.", 7.8)
    s.t(
        "Retention of €"
        + US(ret)
        + " will be invoiced for release on practical completion (est. 30th June 2026).",
        7.8,
    )
    same(24463.00, net, "net")
    same(4257.54, tax, "tax")
    same(28720.54, total, "total")
    same(1223.15, ret, "ret")
    same(27497.39, due, "due")
    fields = {
        "invoice_number": F("CJ-4410", 1, q_no),
        "invoice_date": F("2026-04-14", 1, q_date),
        "due_date": F("2026-05-14", 1, q_due),
        "vendor_name": F("Corrib Joinery & Fit-Out Ltd", 1, "Corrib Joinery & Fit-Out Ltd INVOICE"),
        "bill_to": F("Ballinacourty Hotel Group DAC", 1, q_parties),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(24463.00, 1, q_net),
        "tax": F(4257.54, 1, q_tax),
        "total": F(28720.54, 1, q_tot),
        "amount_due": F(27497.39, 1, q_due_amt),
    }
    sums = [
        SUM(
            "Invoice Total - retention = AMOUNT NOW DUE",
            [(1, "total"), (-1, T("Retention", 1223.15, 1, q_ret))],
            "amount_due",
        )
    ]
    notes = (
        "Irish joinery invoice (EUR, '€28,720.54', ordinal dates '14th April 2026'), three-column header "
        "FROM / INVOICE TO / SITE. bill_to is the hotel group DAC, not the site (The Harbour Lodge). "
        "invoice_date is the Invoice Date, not the Date of Supply (31st March 2026) on the same line. VAT "
        "13.5% and 23% in an analysis table; Total VAT printed. A 5% retention is deducted from the total "
        "to AMOUNT NOW DUE (sum). No field is null."
    )
    return p, fields, notes, sums


# ==================== 9 Indian GST tax invoice: IGST 18 %, round off, consignee vs buyer, lakh grouping
@doc("b16_inv_in_gst_round_off", "invoice", "Sahyadri Polymers tax invoice SPPL/25-26/1187")
def inv_in():
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=48, size=8.2)
    s.t("TAX INVOICE", 12, True, align="c")
    s.t("(Original for Recipient)", 7, align="c", color=GREY)
    s.skip(4)
    q_vendor = s.t("Sahyadri Polymers Private Limited", 12, True)
    s.t("Gat No. 418, Chakan Industrial Area Phase II, Pune 410501, Maharashtra")
    s.t("GSTIN/UIN: 27AAKCS4410M1Z2 · State Name: Maharashtra, Code: 27 · CIN U25209PN2011PTC140118", 7.4)
    s.skip(6)
    q_no = s.row([(40, "Invoice No."), (150, "SPPL/25-26/1187"), (320, "Dated"), (420, "21-Mar-2026")])
    s.row([(40, "Buyer's Order No."), (150, "KAI/PO/2026/338"), (320, "Order Dated"), (420, "04-Mar-2026")])
    s.row([(40, "E-Way Bill No."), (150, "3417 0092 5518"), (320, "Dispatched on"), (420, "20-Mar-2026")])
    q_due = s.row(
        [(40, "Mode/Terms of Payment"), (150, "30 days credit"), (320, "Due Date"), (420, "20-Apr-2026")]
    )
    s.skip(8)
    s.row([(40, "Buyer (Bill to)"), (320, "Consignee (Ship to)")], size=7.4, bold=True)
    q_parties = s.row([(40, "Kaveri Agro Implements LLP"), (320, "Nandi Warehousing Pvt. Ltd.")], bold=True)
    s.row([(40, "No. 62, KIADB Hebbal Industrial Area"), (320, "A/c Kaveri Agro Implements LLP")])
    s.row([(40, "Mysuru 570016, Karnataka"), (320, "Plot 7, SIPCOT Phase I, Hosur 635126, Tamil Nadu")])
    s.row([(40, "GSTIN/UIN: 29AAUFK7021C1ZP, State Code: 29"), (320, "GSTIN/UIN: 33AACCN5518R1Z4")])
    s.skip(10)
    s.row(
        [
            (40, "Sl"),
            (58, "Description of Goods"),
            (290, "HSN/SAC"),
            (392, "Quantity", "r"),
            (470, "Rate", "r"),
            (572, "Amount", "r"),
        ],
        size=7.6,
        bold=True,
    )
    s.rule()
    items = [
        ("HDPE pipe 63 mm PN6, 6 m length", "39172390", 420, "486.00"),
        ("HDPE pipe 90 mm PN6, 6 m length", "39172390", 150, "978.50"),
        ("Compression coupler 63 mm", "39174000", 300, "64.75"),
        ("End cap 90 mm", "39174000", 80, "41.30"),
    ]
    exts = []
    for i, (name, hsn, qty, rate) in enumerate(items, 1):
        e = ext(qty, rate)
        exts.append(e)
        s.row(
            [
                (40, str(i)),
                (58, name),
                (290, hsn),
                (392, f"{qty} Nos", "r"),
                (470, IN(D(rate)), "r"),
                (572, IN(e), "r"),
            ]
        )
    s.rule()
    taxable = tot(exts)
    igst = pct(taxable, 18)
    raw = taxable + igst
    grand = q(raw, 0)
    ro = grand - raw
    s.x = 330
    q_tax_val = s.kv("Taxable Value", IN(taxable))
    q_igst = s.kv("IGST @ 18%", IN(igst))
    q_ro = s.kv("Round Off", IN(ro))
    q_tot = s.kv("Grand Total", "₹ " + IN(grand), bold=True)
    s.x = 40
    s.skip(6)
    s.t(
        "Amount Chargeable (in words): Indian Rupees Four Lakh Forty Thousand Eight Hundred Seventy Six Only",
        8,
    )
    s.t(
        "Tax Amount (in words): Indian Rupees Sixty Seven Thousand Two Hundred Fifty Two and Paise Thirty "
        "Two Only",
        7.6,
    )
    s.skip(8)
    s.t(
        "Declaration: We declare that this invoice shows the actual price of the goods described and that "
        "all",
        7.2,
    )
    s.t(
        "particulars are true and correct. Interest @ 18% p.a. will be charged on payments received after "
        "the due "
        "date.",
        7.2,
    )
    s.skip(20)
    s.t("for Sahyadri Polymers Private Limited", 8, True, x=572, align="r")
    s.skip(16)
    s.t("Authorised Signatory", 7.6, x=572, align="r")
    same(373624.00, taxable, "taxable")
    same(67252.32, igst, "igst")
    same(-0.32, ro, "ro")
    same(440876.00, grand, "grand")
    fields = {
        "invoice_number": F("SPPL/25-26/1187", 1, q_no),
        "invoice_date": F("2026-03-21", 1, q_no),
        "due_date": F("2026-04-20", 1, q_due),
        "vendor_name": F("Sahyadri Polymers Private Limited", 1, q_vendor),
        "bill_to": F("Kaveri Agro Implements LLP", 1, q_parties),
        "currency": F("INR", 1, q_tot),
        "subtotal": F(373624.00, 1, q_tax_val),
        "tax": F(67252.32, 1, q_igst),
        "total": F(440876.00, 1, q_tot),
        "amount_due": NULL(),
    }
    sums = [
        SUM(
            "Taxable Value + IGST + Round Off = Grand Total",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", -0.32, 1, q_ro))],
            "total",
        )
    ]
    notes = (
        "Indian GST tax invoice (INR, '₹', lakh grouping 4,40,876.00, dates '21-Mar-2026'). IGST 18% "
        "(inter-state) printed as an amount; a Round Off of -0.32 brings the Grand Total to whole rupees "
        "(sum). invoice_date is 'Dated', not the buyer's order date or dispatch date; due_date is printed. "
        "bill_to is the Buyer (Bill to), not the Consignee (Ship to) warehouse company whose block also "
        "names the buyer ('A/c ...'). amount_due is null: only the Grand Total is printed."
    )
    return p, fields, notes, sums


# ==================== 10 Swiss French facture: TVA 8,1 %, arrondi 5 centimes, acompte, apostrophe grouping
@doc("b16_inv_ch_facture_acompte", "invoice", "Atelier Mérillat Sàrl facture 2026-0311")
def inv_ch():
    p = Pdf(face="serif")
    s = Sheet(p, x=56, xr=556, top=58, size=9)
    s.t("Atelier Mérillat Sàrl", 15, True)
    s.t("Tapisserie · Rideaux · Rénovation de sièges", 8, color=GREY)
    s.t("Rue du Simplon 27, 1006 Lausanne · IDE CHE-114.582.391 TVA", 8, color=GREY)
    s.skip(14)
    s.row([(330, "Fondation Les Trois Tilleuls")], bold=True)
    s.row([(330, "À l'att. de M. Pierre Vuilleumier")])
    s.row([(330, "Case postale 52")])
    s.row([(330, "1009 Pully")])
    s.skip(10)
    q_title = s.t("Facture n° 2026-0311", 13, True)
    q_date = s.t("Lausanne, le 3 avril 2026")
    s.skip(4)
    s.row([(56, "Votre commande"), (180, "BC-7719 du 10 mars 2026")])
    s.row([(56, "Livraison / pose"), (180, "27 mars 2026")])
    s.row([(56, "Lieu de livraison"), (180, "EMS La Cerisaie, Chemin des Vignes 8, 1096 Cully")])
    s.skip(10)
    s.row(
        [(56, "Désignation"), (380, "Quantité", "r"), (460, "Prix unit.", "r"), (556, "Montant CHF", "r")],
        bold=True,
        size=8.4,
    )
    s.rule()
    items = [
        ("Réfection de fauteuils, tissu ignifuge", 14, "385.00"),
        ("Rideaux occultants sur mesure, salle commune", 6, "512.35"),
        ("Pose et déplacement (forfait)", 1, "480.00"),
    ]
    exts = []
    for name, qty, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(56, name), (380, str(qty), "r"), (460, CH(D(price)), "r"), (556, CH(e), "r")], size=8.6)
    s.rule()
    s.skip(6)
    ht = tot(exts)
    tva = pct(ht, "8.1")
    raw = ht + tva
    ttc = q(raw * 20, 0) / 20
    arr = ttc - raw
    acompte = D("3000.00")
    solde = ttc - acompte
    s.x = 300
    q_ht = s.kv("Total HT", CH(ht))
    q_tva = s.kv("TVA 8,1 %", CH(tva))
    q_arr = s.kv("Arrondi", CH(arr))
    q_ttc = s.kv("Total TTC CHF", CH(ttc), bold=True)
    q_acc = s.kv("Acompte versé le 12 mars 2026", "-" + CH(acompte))
    q_solde = s.kv("Solde à payer CHF", CH(solde), bold=True)
    s.x = 56
    s.skip(12)
    q_due = s.t("Échéance : 3 mai 2026 (30 jours net)")
    s.t("IBAN CH44 0076 7000 U518 2204 1 · Banque Cantonale Vaudoise", 8)
    s.t("Merci de votre confiance.", 8, color=GREY)
    same(8944.10, ht, "ht")
    same(724.47, tva, "tva")
    same(-0.02, arr, "arr")
    same(9668.55, ttc, "ttc")
    same(6668.55, solde, "solde")
    fields = {
        "invoice_number": F("2026-0311", 1, q_title),
        "invoice_date": F("2026-04-03", 1, q_date),
        "due_date": F("2026-05-03", 1, q_due),
        "vendor_name": F("Atelier Mérillat Sàrl", 1, "Atelier Mérillat Sàrl"),
        "bill_to": F("Fondation Les Trois Tilleuls", 1, "Fondation Les Trois Tilleuls"),
        "currency": F("CHF", 1, q_ttc),
        "subtotal": F(8944.10, 1, q_ht),
        "tax": F(724.47, 1, q_tva),
        "total": F(9668.55, 1, q_ttc),
        "amount_due": F(6668.55, 1, q_solde),
    }
    sums = [
        SUM(
            "Total HT + TVA + Arrondi = Total TTC",
            [(1, "subtotal"), (1, "tax"), (1, T("Arrondi", -0.02, 1, q_arr))],
            "total",
        ),
        SUM(
            "Total TTC - Acompte = Solde à payer",
            [(1, "total"), (-1, T("Acompte versé", 3000.00, 1, q_acc))],
            "amount_due",
        ),
    ]
    notes = (
        "Swiss French facture (CHF, apostrophe grouping 9'668.55, dates in French words). invoice_date is "
        "the "
        "'Lausanne, le 3 avril 2026' line, not the order date (10 mars), delivery (27 mars) or deposit date "
        "(12 mars); due_date is the Échéance. bill_to is the Fondation (not the à l'att. person nor the EMS "
        "delivery site). TVA 8,1 % printed; the 5-centime Arrondi -0.02 gives the Total TTC (sum); the "
        "deposit (acompte) is deducted to the Solde à payer = amount_due (sum). No field is null."
    )
    return p, fields, notes, sums


# ==================== 11 New Zealand tax invoice: GST-inclusive prices, no pre-tax total, deposit
@doc("b16_inv_nz_gst_inclusive", "invoice", "Kōwhai Coast Plumbing tax invoice INV-10552")
def inv_nz():
    p = Pdf(ttf=True)
    s = Sheet(p, x=50, xr=562, top=58, size=8.8)
    q_vendor = s.row(
        [(50, "Kōwhai Coast Plumbing Ltd"), (562, "TAX INVOICE", "r")], size=14, bold=True, lead=17
    )
    s.t("14 Pōhutukawa Avenue, Whakatāne 3120 · GST No. 118-402-337 · 07 555 0192", 7.8, color=GREY)
    s.skip(12)
    y0 = s.y
    s.row([(50, "Bill to")], size=7.6, bold=True)
    q_bill = s.t("Aroha Whitmore", 9.4, True)
    s.t("PO Box 2210")
    s.t("Whakatāne 3158")
    s.skip(4)
    s.row([(50, "Job site")], size=7.6, bold=True)
    s.t("23 Tūī Crescent, Ōhope 3121")
    s.y = y0
    s.x = 340
    q_no = s.kv("Invoice", "INV-10552")
    q_date = s.kv("Date", "19/05/2026")
    s.kv("Job completed", "14/05/2026")
    s.kv("Quote ref.", "Q-3381")
    q_due = s.kv("Due", "20/06/2026")
    s.x = 50
    s.skip(40)
    s.row(
        [(50, "Description"), (380, "Qty", "r"), (460, "Price incl. GST", "r"), (562, "Amount NZ$", "r")],
        bold=True,
        size=8.2,
    )
    s.rule()
    items = [
        ("Supply & install 180L mains-pressure hot water cylinder", "1", "2890.00"),
        ("Tempering valve and seismic restraint kit", "1", "315.00"),
        ("Labour - registered plumber (hours)", "4.5", "98.00"),
        ("Removal and disposal of old cylinder", "1", "28.50"),
    ]
    exts = []
    for name, qty, price in items:
        e = ext(qty, price)
        exts.append(e)
        s.row([(50, name), (380, qty, "r"), (460, US(D(price)), "r"), (562, US(e), "r")], size=8.6)
    s.rule()
    s.skip(6)
    total = tot(exts)
    gst = q(total * 3 / 23)
    dep = D("1000.00")
    bal = total - dep
    s.x = 300
    q_tot = s.kv("Total (GST inclusive) NZ$", US(total), bold=True)
    q_gst = s.kv("Includes GST (15%) of", "$" + US(gst))
    q_dep = s.kv("Less deposit paid 12/05/2026", "-$" + US(dep))
    q_bal = s.kv("BALANCE DUE", "NZ$" + US(bal), bold=True)
    s.x = 50
    s.skip(14)
    s.t("All prices include GST. Amounts are in New Zealand dollars.", 8)
    s.t("Direct credit to 02-0418-0337921-00 (BNZ), reference INV-10552.", 8)
    s.t("Workmanship guaranteed 12 months; cylinder manufacturer warranty 10 years (parts).", 7.4, color=GREY)
    same(3674.50, total, "total")
    same(479.28, gst, "gst")
    same(2674.50, bal, "bal")
    fields = {
        "invoice_number": F("INV-10552", 1, q_no),
        "invoice_date": F("2026-05-19", 1, q_date),
        "due_date": F("2026-06-20", 1, q_due),
        "vendor_name": F("Kōwhai Coast Plumbing Ltd", 1, q_vendor),
        "bill_to": F("Aroha Whitmore", 1, q_bill),
        "currency": F("NZD", 1, q_tot),
        "subtotal": NULL(),
        "tax": F(479.28, 1, q_gst),
        "total": F(3674.50, 1, q_tot),
        "amount_due": F(2674.50, 1, q_bal),
    }
    sums = [
        SUM(
            "Total (GST inclusive) - deposit = BALANCE DUE",
            [(1, "total"), (-1, T("Deposit paid", 1000.00, 1, q_dep))],
            "amount_due",
        )
    ]
    notes = (
        "New Zealand tax invoice (NZD, dd/mm/yyyy, macrons). Prices include GST; the only tax figure is "
        "'Includes GST (15%) of $479.28' (tax). subtotal is null: no pre-tax (GST-exclusive) total is "
        "printed. "
        "bill_to is a private person (Aroha Whitmore), not the job-site address. invoice_date vs "
        "job-completed "
        "date and the deposit date; due date printed. A deposit is deducted to the BALANCE DUE = amount_due "
        "(sum)."
    )
    return p, fields, notes, sums
