"""Invoice builders for blind_extraction12 (11 documents).  Every party, number,
address and date is invented.  Each builder draws its document, computes what it
prints and checks the hand-written label literals against it with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, WHITE, band, ext, grid, items, lines, pairs, pct, totals
from pdfkit import EU, IN, SP, US, Pdf

SLATE = (0.16, 0.24, 0.32)
RUST = (0.55, 0.2, 0.08)
OLIVE = (0.3, 0.36, 0.1)
PLUM = (0.36, 0.12, 0.36)


def yen(x):
    return "¥" + US(x, 0)


# ---------------------------------------------------------------- 1 German Rechnung with Skonto
@doc("b12_inv_de_rechnung_skonto", "invoice", "Brandtner Messtechnik GmbH Rechnung RE-2025-07713")
def inv_de():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 50, "Brandtner Messtechnik GmbH", 16, True, color=SLATE)
    p.text(
        40,
        63,
        "Am Kalkofen 17 · 59494 Soest · Tel. 02921 448-0 · info@brandtner-mess.example",
        7.5,
        color=GREY,
    )
    p.hline(70, 40, 555, 1.0, SLATE)
    p.text(40, 86, "Brandtner Messtechnik GmbH · Am Kalkofen 17 · 59494 Soest", 6.5, color=GREY)
    p.text(40, 100, "Rechnungsanschrift", 7, True, color=GREY)
    lines(
        p,
        40,
        113,
        ["Hollmann & Sieg Verpackungen GmbH", "Kreditorenbuchhaltung", "Postfach 41 07", "33611 Bielefeld"],
        9.5,
        bold_first=True,
    )
    p.text(40, 176, "Lieferanschrift", 7, True, color=GREY)
    lines(p, 40, 188, ["Lagerlogistik Weserbogen KG", "Tor 4, Zum Lehmstich 8", "32257 Bünde"], 8.4)
    pairs(
        p,
        360,
        470,
        100,
        [
            ("Rechnungsnummer", "RE-2025-07713"),
            ("Rechnungsdatum", "21.11.2025"),
            ("Lieferdatum", "19.11.2025"),
            ("Kundennummer", "40218"),
            ("Ihre Bestellung", "BE-88104 vom 03.11.2025"),
            ("Lieferschein", "LS-31552"),
            ("Währung", "EUR"),
        ],
        8.2,
        13,
    )
    p.text(40, 252, "Rechnung", 14, True)
    p.text(40, 268, "Sehr geehrte Damen und Herren, wir berechnen Ihnen für unsere Lieferung:", 8.6)
    y = band(
        p,
        292,
        [
            (44, "Pos."),
            (74, "Artikel / Bezeichnung"),
            (372, "Menge", "r"),
            (448, "Einzelpreis", "r"),
            (551, "Gesamt", "r"),
        ],
        40,
        555,
    )
    rows = [
        ("Drucktransmitter PT-400, 0-10 bar, G1/2", 6, "184.50"),
        ("Temperaturfühler Pt100 Klasse A, 150 mm", 12, "46.80"),
        ("Kalibrierzertifikat DAkkS je Messstelle", 6, "72.00"),
        ("Anschlusskabel M12, 5 m, geschirmt", 12, "9.35"),
    ]
    goods = D(0)
    out = []
    for i, (name, n, pr) in enumerate(rows, 1):
        e = ext(n, pr)
        goods += e
        out.append((f"{i:02d}", name, f"{n} Stk.", EU(pr), EU(e)))
    y = items(p, y, [(46, "l"), (74, "l"), (372, "r"), (448, "r"), (551, "r")], out, 8.4, 15)
    p.hline(y - 6, 40, 555, 0.5)
    disc = pct(goods, 3)
    freight = D("14.90")
    net = goods - disc + freight
    vat = pct(net, 19)
    total = net + vat
    same(2212.80, goods, "Warenwert")
    same(66.38, disc, "Rabatt")
    same(2161.32, net, "Nettobetrag")
    same(410.65, vat, "USt")
    same(2571.97, total, "Rechnungsbetrag")
    y = totals(
        p,
        330,
        551,
        y + 10,
        [
            ("Warenwert", EU(goods)),
            ("abzgl. 3 % Projektrabatt", "-" + EU(disc)),
            ("Versandkosten", EU(freight)),
            ("Nettobetrag", EU(net), True),
            ("zzgl. 19 % USt.", EU(vat)),
            ("Rechnungsbetrag EUR", EU(total), True),
        ],
        8.8,
        15,
    )
    skonto = pct(total, 2)
    same(51.44, skonto, "Skonto")
    y = p.wrap(
        40,
        y + 16,
        515,
        "Zahlungsbedingungen: Zahlbar bis 05.12.2025 abzüglich 2 % Skonto (51,44 EUR) oder bis 21.12.2025 "
        "netto ohne Abzug. Bitte geben Sie bei Zahlung die Rechnungsnummer an.",
        8.6,
    )
    y = p.wrap(
        40,
        y + 4,
        515,
        "Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Leistungsdatum entspricht dem "
        "Lieferdatum. Reklamationen innerhalb von 8 Tagen nach Erhalt der Ware.",
        8.0,
    )
    p.hline(770, 40, 555, 0.4, GREY)
    p.text(
        40, 782, "Sparkasse Soest-Werl · IBAN DE00 4145 0075 0000 3318 07 · BIC WELADED1SOS", 7, color=GREY
    )
    p.text(
        40,
        792,
        "Amtsgericht Arnsberg HRB 11842 · USt-IdNr. DE 318 440 927 · Geschäftsführer: Jan Brandtner",
        7,
        color=GREY,
    )
    fields = {
        "invoice_number": F("RE-2025-07713", 1, "Rechnungsnummer RE-2025-07713"),
        "invoice_date": F("2025-11-21", 1, "Rechnungsdatum 21.11.2025"),
        "due_date": F("2025-12-21", 1, "oder bis 21.12.2025 netto ohne Abzug"),
        "vendor_name": F("Brandtner Messtechnik GmbH", 1, "Brandtner Messtechnik GmbH"),
        "bill_to": F(
            "Hollmann & Sieg Verpackungen GmbH", 1, "Rechnungsanschrift Hollmann & Sieg Verpackungen GmbH"
        ),
        "currency": F("EUR", 1, "Währung EUR"),
        "subtotal": F(2161.32, 1, "Nettobetrag 2.161,32"),
        "tax": F(410.65, 1, "zzgl. 19 % USt. 410,65"),
        "total": F(2571.97, 1, "Rechnungsbetrag EUR 2.571,97"),
        "amount_due": NULL(),
    }
    notes = (
        "German Rechnung (EUR, 1.234,56, dd.mm.yyyy). subtotal is the Nettobetrag AFTER the 3 % project "
        "discount and "
        "including freight (Warenwert is a distractor; a sum checks Warenwert - Rabatt + Versand). "
        "due_date is the net "
        "date 21.12.2025 from the terms sentence; 05.12.2025 is only the 2 % Skonto deadline, and the "
        "delivery date, "
        "order date and Skonto amount (51,44) are distractors. Billed party is the Rechnungsanschrift, "
        "not the "
        "Lieferanschrift (a logistics company). amount_due is null: only the Rechnungsbetrag is printed."
    )
    sums = [
        SUM(
            "Warenwert - Rabatt + Versand = Nettobetrag",
            [
                (1, T("Warenwert", 2212.80, 1, "Warenwert 2.212,80")),
                (-1, T("Projektrabatt", 66.38, 1, "abzgl. 3 % Projektrabatt -66,38")),
                (1, T("Versandkosten", 14.90, 1, "Versandkosten 14,90")),
            ],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 2 Spanish factura with IRPF and suplidos
@doc("b12_inv_es_factura_irpf", "invoice", "Estudio Olmedo Sáenz Arquitectura factura 2025/A-0318")
def inv_es():
    p = Pdf(595, 842, face="serif")
    p.new_page()
    p.rect(0, 0, 595, 24, 0, fill=RUST, color=None)
    p.text(40, 62, "ESTUDIO OLMEDO SÁENZ", 17, True, color=RUST)
    p.text(40, 76, "Arquitectura y Urbanismo, S.L.P.", 10)
    lines(
        p,
        40,
        92,
        [
            "C/ Almirante Ferrándiz 23, 2.º",
            "46011 Valencia",
            "NIF B-46902817",
            "administracion@olmedosaenz.example",
        ],
        8,
        color=GREY,
    )
    p.text(555, 62, "FACTURA", 20, True, align="r")
    grid(
        p,
        78,
        [
            (360, 455, "Nº de factura", "2025/A-0318"),
            (455, 555, "Fecha de factura", "3 de diciembre de 2025"),
        ],
        26,
        6.4,
        8.4,
    )
    grid(
        p,
        104,
        [(360, 455, "Nº de cliente", "C-0127"), (455, 555, "Vencimiento", "2 de enero de 2026")],
        26,
        6.4,
        8.4,
    )
    p.text(40, 160, "DATOS DEL CLIENTE", 7.5, True, color=RUST)
    lines(
        p,
        40,
        174,
        [
            "Promociones Turia Sur, S.A.",
            "Av. de las Cortes Valencianas 58, planta 6",
            "46015 Valencia",
            "CIF A-46318822",
        ],
        9,
        bold_first=True,
    )
    p.text(330, 160, "OBRA", 7.5, True, color=RUST)
    lines(
        p,
        330,
        174,
        [
            'Edificio residencial 24 viviendas "Jardines del Saler"',
            "Parcela R-7, Sector Quatre Carreres",
            "Licencia de obra 2024/118",
        ],
        8.2,
    )
    y = band(
        p,
        250,
        [(44, "Concepto"), (430, "Base", "r"), (551, "Importe (EUR)", "r")],
        40,
        555,
        fill=(0.93, 0.88, 0.85),
    )
    concepts = [
        ("Redacción de proyecto de ejecución (fase 2 de 4)", D("18400.00")),
        ("Dirección de obra, certificación n.º 7 (noviembre 2025)", D("3250.00")),
    ]
    base = D(0)
    for name, amt in concepts:
        p.text(44, y, name, 8.8)
        p.text(430, y, "sujeto", 8, align="r", color=GREY)
        p.text(551, y, EU(amt), 8.8, align="r")
        base += amt
        y += 16
    sup = D("412.60")
    p.text(44, y, "Suplidos: tasas de visado colegial (no sujeto, art. 78.3.3.º LIVA)", 8.8)
    p.text(430, y, "suplido", 8, align="r", color=GREY)
    p.text(551, y, EU(sup), 8.8, align="r")
    y += 12
    p.hline(y, 40, 555, 0.5)
    iva = pct(base, 21)
    irpf = pct(base, 15)
    total = base + iva - irpf + sup
    same(21650.00, base, "base")
    same(4546.50, iva, "IVA")
    same(3247.50, irpf, "IRPF")
    same(23361.60, total, "total")
    y = totals(
        p,
        320,
        551,
        y + 18,
        [
            ("Base imponible", EU(base)),
            ("IVA 21 %", EU(iva)),
            ("Retención IRPF 15 %", "-" + EU(irpf)),
            ("Suplidos", EU(sup)),
            ("TOTAL FACTURA (EUR)", EU(total), True),
        ],
        9,
        16,
    )
    y = p.wrap(
        40,
        y + 16,
        515,
        "Honorarios acumulados del encargo: 72.800,00 EUR, de los que se han facturado 51.150,00 EUR "
        "con anterioridad (facturas 2025/A-0091, 2025/A-0187 y 2025/A-0262).",
        8.4,
    )
    y = p.wrap(
        40,
        y + 6,
        515,
        "Forma de pago: transferencia bancaria a ES00 2100 4471 8802 0019 3356 antes del vencimiento "
        "indicado. "
        "Operación sujeta a retención por tratarse de rendimientos de actividad profesional.",
        8.4,
    )
    p.text(
        297,
        806,
        "Estudio Olmedo Sáenz Arquitectura y Urbanismo, S.L.P. · Inscrita en el R.M. de Valencia, tomo 9.114",
        6.8,
        align="c",
        color=GREY,
    )
    fields = {
        "invoice_number": F("2025/A-0318", 1, "Nº de factura 2025/A-0318"),
        "invoice_date": F("2025-12-03", 1, "Fecha de factura 3 de diciembre de 2025"),
        "due_date": F("2026-01-02", 1, "Vencimiento 2 de enero de 2026"),
        "vendor_name": F(
            "Estudio Olmedo Sáenz Arquitectura y Urbanismo, S.L.P.",
            1,
            "ESTUDIO OLMEDO SÁENZ Arquitectura y Urbanismo, S.L.P.",
        ),
        "bill_to": F("Promociones Turia Sur, S.A.", 1, "DATOS DEL CLIENTE Promociones Turia Sur, S.A."),
        "currency": F("EUR", 1, "Importe (EUR)"),
        "subtotal": F(21650.00, 1, "Base imponible 21.650,00"),
        "tax": F(4546.50, 1, "IVA 21 % 4.546,50"),
        "total": F(23361.60, 1, "TOTAL FACTURA (EUR) 23.361,60"),
        "amount_due": NULL(),
    }
    notes = (
        "Spanish factura from a professional firm (EUR, 1.234,56, Spanish long dates). subtotal is the "
        "Base imponible; "
        "tax is the IVA 21 % amount; the IRPF 15 % retention is a withholding deducted from the total, "
        "not a tax "
        "charged, and the suplidos (visa fees) sit outside the tax base but inside the TOTAL FACTURA, so "
        "a sum checks "
        "base + IVA - IRPF + suplidos = total. The cumulative fee figures and earlier invoice numbers "
        "are distractors. "
        "amount_due is null: only the TOTAL FACTURA is printed."
    )
    sums = [
        SUM(
            "base + IVA - IRPF + suplidos = total",
            [
                (1, "subtotal"),
                (1, "tax"),
                (-1, T("Retención IRPF", 3247.50, 1, "Retención IRPF 15 % -3.247,50")),
                (1, T("Suplidos", 412.60, 1, "Suplidos 412,60")),
            ],
            "total",
        )
    ]
    return p, fields, notes, sums


# -------------------- 3 Japanese-English seikyusho with carried balance
@doc("b12_inv_jp_seikyusho", "invoice", "Minato Seiki Co., Ltd. invoice MS-251210-04")
def inv_jp():
    p = Pdf(595, 842)
    p.new_page()
    p.text(297, 52, "請求書", 20, face="jp", align="c")
    p.text(297, 68, "INVOICE", 10, True, align="c")
    p.hline(74, 200, 395, 0.8)
    # customer, left
    p.text(40, 102, "Pacific Rim Robotics Inc.", 11, True)
    p.text(190, 102, "御中", 10, face="jp")
    lines(
        p,
        40,
        116,
        ["Attn: Accounts Payable", "1880 Orchard Loop, Suite 300", "San Jose, CA 95131, U.S.A."],
        8.2,
    )
    p.hline(152, 40, 280, 0.6)
    # issuer, right
    pairs(
        p,
        330,
        430,
        100,
        [
            ("請求書番号", "MS-251210-04"),
            ("発行日", "2025/12/10"),
            ("締日", "2025/11/30"),
            ("お支払期限", "2026/01/31"),
        ],
        8.6,
        14,
        color=(0, 0, 0),
    )
    p.text(330, 164, "Invoice No. / Issue Date / Closing Date / Payment Due", 6.6, color=GREY)
    p.text(330, 186, "株式会社ミナト精機", 11, face="jp")
    lines(
        p,
        330,
        200,
        ["Minato Seiki Co., Ltd.", "4-11-2 Kaigan-dori, Chuo-ku, Kobe 650-0024", "登録番号 T5140001082264"],
        7.8,
    )
    p.text(330, 236, "登録番号 = qualified invoice issuer registration no.", 6.4, color=GREY)
    # balance strip
    prev = 412500
    recd = 397100
    carry = prev - recd
    cur_rows = [
        ("サーボアクチュエータ SA-220 / Servo actuator SA-220", 8, 48500, 10),
        ("波動減速機 HR-32 / Harmonic reducer HR-32", 8, 36200, 10),
        ("立上げ調整 (2日間) / Setup and commissioning, 2 days", 1, 180000, 10),
        ("研修用弁当 ※ / Lunch boxes for operator training ※", 24, 1000, 8),
    ]
    b10 = sum(n * u for _, n, u, r in cur_rows if r == 10)
    b8 = sum(n * u for _, n, u, r in cur_rows if r == 8)
    t10 = b10 * 10 // 100
    t8 = b8 * 8 // 100
    sub = b10 + b8
    tax = t10 + t8
    tot = sub + tax
    due = carry + tot
    same(857600, b10, "10% base")
    same(24000, b8, "8% base")
    same(881600, sub, "subtotal")
    same(87680, tax, "tax")
    same(969280, tot, "total")
    same(15400, carry, "carry")
    same(984680, due, "amount due")
    heads = [
        ("前回ご請求額", "Previous billing", prev),
        ("ご入金額", "Payment received", recd),
        ("繰越金額", "Carried forward", carry),
        ("今回お買上額", "Purchases (excl. tax)", sub),
        ("消費税額", "Consumption tax", tax),
        ("今回ご請求額", "Amount due", due),
    ]
    x = 40
    w = 515 / 6
    for jp, en, v in heads:
        p.rect(
            x, 262, x + w, 312, 0.6, fill=(0.92, 0.94, 0.97) if jp != "今回ご請求額" else (0.85, 0.9, 0.97)
        )
        p.text(x + 4, 274, jp, 8, face="jp")
        p.text(x + 4, 284, en, 6.4, color=GREY)
        p.text(x + w - 5, 304, yen(v), 9.4, True, align="r")
        x += w
    p.text(40, 330, "通貨 Currency: JPY", 8.4)
    y = band(
        p,
        356,
        [
            (44, "品名 / Description"),
            (372, "数量 Qty", "r"),
            (448, "単価 Unit", "r"),
            (551, "金額 Amount", "r"),
        ],
        40,
        555,
        7.4,
    )
    for name, n, u, _rate in cur_rows:
        jp, en = name.split(" / ")
        p.text(44, y, jp, 8.2, face="jp")
        p.text(372, y, str(n), 8.2, align="r")
        p.text(448, y, yen(u), 8.2, align="r")
        p.text(551, y, yen(n * u), 8.2, align="r")
        p.text(44, y + 10, en, 7, color=GREY)
        y += 26
    p.hline(y - 8, 40, 555, 0.5)
    p.text(40, y + 8, "※ 軽減税率 (8%) 対象 / reduced-rate item", 7.6, face="jp")
    p.text(40, y + 22, "10%対象 ¥857,600 消費税 ¥85,760", 8, face="jp")
    p.text(40, y + 34, "8%対象 ¥24,000 消費税 ¥1,920", 8, face="jp")
    ty = y + 8
    for jp, en, v in [
        ("小計", "Subtotal", sub),
        ("消費税", "Consumption tax", tax),
        ("合計 (税込)", "Total this invoice", tot),
    ]:
        p.text(330, ty, jp, 8.4, face="jp")
        p.text(390, ty, en, 8.4, True)
        p.text(551, ty, yen(v), 9, True, align="r")
        ty += 15
    same(85760, t10, "10% tax")
    same(1920, t8, "8% tax")
    p.wrap(
        40,
        ty + 30,
        515,
        "Please remit the amount due (including the balance carried forward from the invoice of "
        "2025/11/10) by "
        "bank transfer to MUFG Bank, Kobe Branch, ordinary account 0418822, Minato Seiki Co., Ltd. Bank "
        "charges "
        "are for the payer's account.",
        8,
    )
    fields = {
        "invoice_number": F("MS-251210-04", 1, "請求書番号 MS-251210-04"),
        "invoice_date": F("2025-12-10", 1, "発行日 2025/12/10"),
        "due_date": F("2026-01-31", 1, "お支払期限 2026/01/31"),
        "vendor_name": F("Minato Seiki Co., Ltd.", 1, "株式会社ミナト精機 Minato Seiki Co., Ltd."),
        "bill_to": F("Pacific Rim Robotics Inc.", 1, "Pacific Rim Robotics Inc. 御中"),
        "currency": F("JPY", 1, "通貨 Currency: JPY"),
        "subtotal": F(881600, 1, "小計 Subtotal ¥881,600"),
        "tax": F(87680, 1, "消費税 Consumption tax ¥87,680"),
        "total": F(969280, 1, "合計 (税込) Total this invoice ¥969,280"),
        "amount_due": F(984680, 1, "今回ご請求額 Amount due ¥984,680"),
    }
    notes = (
        "Japanese-English bilingual seikyusho (JPY, no decimals, yyyy/mm/dd). Header strip in the Japanese "
        "monthly-statement style: previous billing, payment received, carried forward (¥15,400 short "
        "payment), "
        "purchases, tax and amount due. total is this invoice's tax-inclusive total ¥969,280; amount_due "
        "is the "
        "今回ご請求額 ¥984,680 which adds the carried-forward balance (a sum checks it). Tax is the "
        "sum of the "
        "10 % "
        "and 8 % (reduced rate) consumption tax lines (a sum checks it). The closing date 締日 and the "
        "previous invoice "
        "date are distractors."
    )
    sums = [
        SUM(
            "10% tax + 8% tax = consumption tax",
            [
                (1, T("10% consumption tax", 85760, 1, "10%対象 ¥857,600 消費税 ¥85,760")),
                (1, T("8% consumption tax", 1920, 1, "8%対象 ¥24,000 消費税 ¥1,920")),
            ],
            "tax",
        ),
        SUM(
            "carried forward + this invoice = amount due",
            [(1, T("繰越金額", 15400, 1, "繰越金額 Carried forward ¥15,400")), (1, "total")],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# -------------------- 4 Danish faktura to a private person with aconto
@doc("b12_inv_dk_faktura_aconto", "invoice", "Vadehav Tømrer & Snedker ApS faktura 25-1187")
def inv_dk():
    p = Pdf(595, 842)
    p.new_page()
    p.rect(40, 40, 555, 96, 0, fill=OLIVE, color=None)
    p.text(52, 66, "Vadehav Tømrer & Snedker ApS", 16, True, color=WHITE)
    p.text(52, 84, "Nørregade 41 · 6760 Ribe · CVR 39 41 72 06 · tlf. 75 41 19 08", 8, color=WHITE)
    p.text(543, 76, "FAKTURA", 18, True, align="r", color=WHITE)
    p.text(40, 122, "Faktureres til", 7.2, True, color=GREY)
    lines(p, 40, 136, ["Mette Kjærgaard Holm", "Lindealle 9", "6700 Esbjerg"], 9.4, bold_first=True)
    p.text(200, 122, "Arbejdssted", 7.2, True, color=GREY)
    lines(p, 200, 136, ["Sommerhus, Klitvejen 112", "6792 Rømø"], 8.6)
    pairs(
        p,
        380,
        470,
        122,
        [
            ("Fakturanr.", "25-1187"),
            ("Fakturadato", "28. november 2025"),
            ("Forfaldsdato", "12. december 2025"),
            ("Kundenr.", "K-2209"),
            ("Tilbud nr.", "2025-311 af 02.10.2025"),
        ],
        8.2,
        13,
    )
    p.text(40, 214, "Sag: Ny terrasse og udhæng, sommerhus Rømø (udført uge 45-47)", 9, True)
    y = band(
        p,
        238,
        [
            (44, "Beskrivelse"),
            (330, "Antal", "r"),
            (360, "Enhed"),
            (460, "Pris", "r"),
            (551, "Beløb DKK", "r"),
        ],
        40,
        555,
        fill=(0.9, 0.92, 0.86),
    )
    rows = [
        ("Tømrerarbejde, svend", "38,5", "38.5", "timer", "485.00"),
        ("Lærk terrassebrædder 28x120 mm", "186", "186", "lbm", "39.95"),
        ("Rustfri skruer A4, 1000 stk.", "3", "3", "pk.", "412.00"),
        ("Kørsel Ribe-Rømø", "6", "6", "ture", "95.00"),
    ]
    sub = D(0)
    for name, shown, n, unit, pr in rows:
        e = ext(n, pr)
        sub += e
        p.text(44, y, name, 8.6)
        p.text(330, y, shown, 8.6, align="r")
        p.text(360, y, unit, 8.6)
        p.text(460, y, EU(pr), 8.6, align="r")
        p.text(551, y, EU(e), 8.6, align="r")
        y += 15
    p.hline(y - 6, 40, 555, 0.5)
    moms = pct(sub, 25)
    total = sub + moms
    acon = D("10000.00")
    rest = total - acon
    same(27909.20, sub, "subtotal")
    same(6977.30, moms, "moms")
    same(34886.50, total, "total")
    same(24886.50, rest, "rest")
    y = totals(
        p,
        330,
        551,
        y + 12,
        [
            ("Subtotal ekskl. moms", EU(sub)),
            ("Moms 25 %", EU(moms)),
            ("I alt inkl. moms DKK", EU(total), True),
            ("Aconto betalt 06.11.2025", "-" + EU(acon)),
            ("Restbeløb at betale DKK", EU(rest), True),
        ],
        8.8,
        15,
    )
    p.rect(40, y + 6, 555, y + 50, 0.5)
    p.text(48, y + 20, "Oplysning til håndværkerfradrag (servicefradrag):", 8, True)
    labour = ext("38.5", "485.00", "1.25")
    same(23340.63, labour, "labour incl. moms")
    p.text(
        48, y + 32, f"Heraf arbejdsløn inkl. moms: {EU(labour)} kr.  Arbejdet er udført på fritidsbolig.", 8
    )
    p.text(48, y + 44, "Tidligere faktura 25-1122 (materialer, 4.318,00 kr.) er betalt.", 8)
    p.wrap(
        40,
        y + 70,
        515,
        "Betaling: Restbeløbet indbetales på reg.nr. 9570 konto 0012 448 190 senest forfaldsdatoen. "
        "Ved betaling efter forfald beregnes rente efter renteloven samt rykkergebyr på 100,00 kr.",
        8.2,
    )
    fields = {
        "invoice_number": F("25-1187", 1, "Fakturanr. 25-1187"),
        "invoice_date": F("2025-11-28", 1, "Fakturadato 28. november 2025"),
        "due_date": F("2025-12-12", 1, "Forfaldsdato 12. december 2025"),
        "vendor_name": F("Vadehav Tømrer & Snedker ApS", 1, "Vadehav Tømrer & Snedker ApS"),
        "bill_to": F("Mette Kjærgaard Holm", 1, "Faktureres til Mette Kjærgaard Holm"),
        "currency": F("DKK", 1, "Beløb DKK"),
        "subtotal": F(27909.20, 1, "Subtotal ekskl. moms 27.909,20"),
        "tax": F(6977.30, 1, "Moms 25 % 6.977,30"),
        "total": F(34886.50, 1, "I alt inkl. moms DKK 34.886,50"),
        "amount_due": F(24886.50, 1, "Restbeløb at betale DKK 24.886,50"),
    }
    notes = (
        "Danish faktura to a private person (DKK, 1.234,56, Danish month names): bill_to is the person, "
        "not the "
        "work site (a summer house). An aconto payment is deducted after the total to the Restbeløb at "
        "betale "
        "(a sum checks it). Distractors: the quote date, the labour share for the tax deduction, an "
        "earlier paid "
        "invoice, the reminder fee."
    )
    sums = [
        SUM(
            "total - aconto = restbeløb",
            [(1, "total"), (-1, T("Aconto betalt", 10000.00, 1, "Aconto betalt 06.11.2025 -10.000,00"))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 5 UK invoice replacing a pro-forma
@doc("b12_inv_uk_proforma_settled", "invoice", "Pennine Loom Textiles Ltd invoice PLT-INV-22561")
def inv_uk():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 56, "PENNINE LOOM", 20, True, color=PLUM)
    p.text(40, 70, "TEXTILES LTD", 9, True, color=PLUM)
    lines(
        p,
        40,
        86,
        [
            "Unit 4, Calder Bank Mills",
            "Sowerby Bridge HX6 2QT",
            "VAT Reg. GB 402 7718 36",
            "Company No. 08841127",
        ],
        7.8,
        color=GREY,
    )
    p.text(555, 56, "VAT INVOICE", 16, True, align="r")
    pairs(
        p,
        392,
        480,
        76,
        [
            ("Invoice no.", "PLT-INV-22561"),
            ("Invoice date", "14/11/2025"),
            ("Tax point", "12/11/2025"),
            ("Due date", "28/11/2025"),
            ("Your ref.", "HI-PO-3307"),
        ],
        8.2,
        13,
    )
    grid(
        p,
        152,
        [
            (40, 297, "INVOICE TO", "Harbourside Interiors Ltd"),
            (297, 555, "DELIVER TO / FIT AT", "The Quayside Hotel (refurbishment site)"),
        ],
        28,
        6.6,
        9.4,
        shade=0.95,
    )
    lines(p, 44, 194, ["Accounts Payable, 2 Ropewalk Court", "Whitby YO21 1DL"], 8)
    lines(p, 301, 194, ["Attn: site manager, Pier Road", "Whitby YO21 3PU"], 8)
    y = band(
        p,
        232,
        [
            (44, "Description"),
            (330, "Qty", "r"),
            (340, "Unit"),
            (450, "Unit price £", "r"),
            (551, "Net £", "r"),
        ],
        40,
        555,
        fill=(0.93, 0.89, 0.93),
    )
    rows = [
        ("Wool boucle upholstery fabric, 140 cm, Heather", "86", "m", "42.50"),
        ("Blackout lining, 137 cm", "120", "m", "8.95"),
        ("Made-to-measure curtains, pinch pleat (pair)", "14", "pr", "385.00"),
        ("Fitting: 2 fitters x 3 days", "1", "job", "1560.00"),
        ("Delivery, Whitby", "1", "", "95.00"),
    ]
    net = D(0)
    for name, n, u, pr in rows:
        e = ext(n, pr)
        net += e
        p.text(44, y, name, 8.5)
        p.text(330, y, n, 8.5, align="r")
        p.text(340, y, u, 8.5)
        p.text(450, y, US(pr), 8.5, align="r")
        p.text(551, y, US(e), 8.5, align="r")
        y += 15
    p.hline(y - 6, 40, 555, 0.5)
    vat = pct(net, 20)
    total = net + vat
    paid = D("7000.00")
    bal = total - paid
    same(11774.00, net, "net")
    same(2354.80, vat, "VAT")
    same(14128.80, total, "total")
    same(7128.80, bal, "balance")
    y = totals(
        p,
        340,
        551,
        y + 12,
        [
            ("Total net", "£" + US(net)),
            ("VAT @ 20%", "£" + US(vat)),
            ("Invoice total", "£" + US(total), True),
            ("Less: paid against pro-forma PF-0938", "-£" + US(paid)),
            ("Balance to pay", "£" + US(bal), True),
        ],
        8.8,
        15,
    )
    y = p.wrap(
        40,
        y + 14,
        515,
        "This VAT invoice replaces pro-forma PF-0938 dated 20 October 2025 (£14,212.80 including VAT), which "
        "was not a VAT invoice. A payment of £7,000.00 was received against it on 24 October 2025. The "
        "fitting "
        "charge was reduced after survey.",
        8.4,
    )
    p.wrap(
        40,
        y + 6,
        515,
        "Bank: Calderdale Mutual Bank, sort code 00-41-27, account 38802215. Please quote PLT-INV-22561.",
        8.4,
    )
    fields = {
        "invoice_number": F("PLT-INV-22561", 1, "Invoice no. PLT-INV-22561"),
        "invoice_date": F("2025-11-14", 1, "Invoice date 14/11/2025"),
        "due_date": F("2025-11-28", 1, "Due date 28/11/2025"),
        "vendor_name": F("Pennine Loom Textiles Ltd", 1, "PENNINE LOOM TEXTILES LTD"),
        "bill_to": F("Harbourside Interiors Ltd", 1, "INVOICE TO Harbourside Interiors Ltd"),
        "currency": F("GBP", 1, "Unit price £"),
        "subtotal": F(11774.00, 1, "Total net £11,774.00"),
        "tax": F(2354.80, 1, "VAT @ 20% £2,354.80"),
        "total": F(14128.80, 1, "Invoice total £14,128.80"),
        "amount_due": F(7128.80, 1, "Balance to pay £7,128.80"),
    }
    notes = (
        "UK VAT invoice (GBP, day-first dates dd/mm/yyyy) that replaces a pro-forma: the pro-forma "
        "number, its "
        "date and its different total (£14,212.80) are distractors, and the payment made against it is "
        "deducted "
        "after the invoice total to the Balance to pay (a sum checks it). Tax point date differs from "
        "the invoice "
        "date. Billed party is INVOICE TO, not the hotel site under DELIVER TO / FIT AT."
    )
    sums = [
        SUM(
            "invoice total - pro-forma payment = balance",
            [
                (1, "total"),
                (
                    -1,
                    T(
                        "paid against pro-forma",
                        7000.00,
                        1,
                        "Less: paid against pro-forma PF-0938 -£7,000.00",
                    ),
                ),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 6 Indian GST tax invoice, CGST + SGST
@doc("b12_inv_in_gst_cgst_sgst", "invoice", "Deccan Polymers Private Limited tax invoice DPPL/25-26/1174")
def inv_in():
    p = Pdf(595, 842, ttf=True)
    p.new_page()
    p.rect(30, 30, 565, 812, 0.8)
    p.text(297, 50, "TAX INVOICE", 13, True, align="c")
    p.text(560, 50, "Original for Recipient", 7, align="r", color=GREY)
    p.hline(56, 30, 565, 0.6)
    lines(
        p,
        36,
        72,
        [
            "Deccan Polymers Private Limited",
            "Plot 47, MIDC Chakan Phase II, Pune 410501, Maharashtra",
            "GSTIN: 27AAECD4821K1Z6   PAN: AAECD4821K",
            "State: Maharashtra, Code 27",
        ],
        8.2,
        bold_first=True,
    )
    pairs(
        p,
        318,
        398,
        72,
        [
            ("Invoice No.", "DPPL/25-26/1174"),
            ("Invoice Date", "06-Dec-2025"),
            ("Due Date", "05-Jan-2026"),
            ("Buyer's PO", "VAC/PO/2025/889 dt 18-Nov-2025"),
            ("E-Way Bill", "3218 4470 9921"),
        ],
        7.8,
        12,
        color=(0, 0, 0),
    )
    p.hline(134, 30, 565, 0.6)
    p.line(297, 134, 297, 206, 0.6)
    p.text(36, 146, "Bill To (Buyer)", 7, True, color=GREY)
    lines(
        p,
        36,
        158,
        [
            "Vaishnavi Auto Components Pvt. Ltd.",
            "Gat No. 212, Ambad MIDC, Nashik 422010",
            "GSTIN: 27AAGCV7730M1Z2",
            "State Code 27",
        ],
        8,
        bold_first=True,
    )
    p.text(302, 146, "Ship To (Consignee)", 7, True, color=GREY)
    lines(
        p,
        302,
        158,
        [
            "Shree Ganesh Warehousing LLP",
            "for a/c Vaishnavi Auto Components",
            "Sinnar-Shirdi Road, Musalgaon 422112",
        ],
        8,
    )
    p.hline(206, 30, 565, 0.6)
    y = band(
        p,
        222,
        [
            (36, "#"),
            (52, "Description of Goods"),
            (250, "HSN"),
            (340, "Qty (kg)", "r"),
            (410, "Rate", "r"),
            (559, "Taxable Value", "r"),
        ],
        30,
        565,
        7.4,
    )
    rows = [
        ("LDPE granules, grade 24FS040", "3901", "2500", "118.40"),
        ("HDPE granules, grade 50MA180", "3901", "1800", "124.75"),
        ("Black masterbatch 40%", "3206", "150", "212.00"),
    ]
    taxable = D(0)
    for i, (name, hsn, n, r) in enumerate(rows, 1):
        e = ext(n, r)
        taxable += e
        items(
            p,
            y,
            [(36, "l"), (52, "l"), (250, "l"), (340, "r"), (410, "r"), (559, "r")],
            [(str(i), name, hsn, IN(n, 0), IN(r), IN(e))],
            8,
        )
        y += 14
    fr = D("6500.00")
    items(p, y, [(52, "l"), (250, "l"), (559, "r")], [("Freight & packing", "9965", IN(fr))], 8)
    y += 14
    p.hline(y - 6, 30, 565, 0.5)
    taxable += fr
    cg = pct(taxable, 9)
    sg = pct(taxable, 9)
    tt = cg + sg
    tot = taxable + tt
    same(558850.00, taxable, "taxable")
    same(50296.50, cg, "cgst")
    same(100593.00, tt, "total tax")
    same(659443.00, tot, "total")
    y = totals(
        p,
        330,
        559,
        y + 10,
        [
            ("Total Taxable Value", "₹ " + IN(taxable)),
            ("CGST @ 9%", "₹ " + IN(cg)),
            ("SGST @ 9%", "₹ " + IN(sg)),
            ("Total Tax Amount", "₹ " + IN(tt)),
            ("Total Invoice Value (INR)", "₹ " + IN(tot), True),
        ],
        8.4,
        14,
    )
    p.text(
        36,
        y + 8,
        "Amount in words: Indian Rupees Six Lakh Fifty-Nine Thousand Four Hundred Forty-Three Only",
        8,
        True,
    )
    y = band(
        p,
        y + 36,
        [
            (36, "HSN/SAC"),
            (200, "Taxable", "r"),
            (290, "CGST 9%", "r"),
            (380, "SGST 9%", "r"),
            (470, "Total Tax", "r"),
        ],
        30,
        565,
        7.2,
        fill=(0.94, 0.94, 0.94),
    )
    hs = {}
    for _, hsn, n, r in rows:
        hs[hsn] = hs.get(hsn, D(0)) + ext(n, r)
    hs["9965"] = fr
    for k, v in hs.items():
        c = pct(v, 9)
        items(
            p,
            y,
            [(36, "l"), (200, "r"), (290, "r"), (380, "r"), (470, "r")],
            [(k, IN(v), IN(c), IN(c), IN(2 * c))],
            7.6,
        )
        y += 12
    y = p.wrap(
        36,
        y + 14,
        520,
        "Terms: Interest @ 18% p.a. will be charged on bills unpaid after the due date. Goods once sold "
        "will not be "
        "taken back. Subject to Pune jurisdiction. Tax payable on reverse charge: No.",
        7.8,
    )
    p.text(559, y + 30, "For Deccan Polymers Private Limited", 8, True, align="r")
    p.text(559, y + 58, "Authorised Signatory", 7.6, align="r")
    fields = {
        "invoice_number": F("DPPL/25-26/1174", 1, "Invoice No. DPPL/25-26/1174"),
        "invoice_date": F("2025-12-06", 1, "Invoice Date 06-Dec-2025"),
        "due_date": F("2026-01-05", 1, "Due Date 05-Jan-2026"),
        "vendor_name": F("Deccan Polymers Private Limited", 1, "Deccan Polymers Private Limited Plot 47"),
        "bill_to": F(
            "Vaishnavi Auto Components Pvt. Ltd.", 1, "Bill To (Buyer) Vaishnavi Auto Components Pvt. Ltd."
        ),
        "currency": F("INR", 1, "Total Invoice Value (INR)"),
        "subtotal": F(558850.00, 1, "Total Taxable Value ₹ 5,58,850.00"),
        "tax": F(100593.00, 1, "Total Tax Amount ₹ 1,00,593.00"),
        "total": F(659443.00, 1, "Total Invoice Value (INR) ₹ 6,59,443.00"),
        "amount_due": NULL(),
    }
    notes = (
        "Indian GST tax invoice (INR, lakh grouping 6,59,443.00, dd-Mon-yyyy). Intra-state supply with "
        "CGST 9 % and "
        "SGST 9 %; tax is the printed Total Tax Amount (a sum checks CGST + SGST). subtotal is the Total "
        "Taxable Value "
        "including freight. The consignee (a warehouse LLP) is the Ship To, not the billed party. PO "
        "date, e-way bill "
        "and the HSN summary are distractors. amount_due is null: only the invoice value is printed."
    )
    sums = [
        SUM(
            "CGST + SGST = total tax",
            [
                (1, T("CGST", 50296.50, 1, "CGST @ 9% ₹ 50,296.50")),
                (1, T("SGST", 50296.50, 1, "SGST @ 9% ₹ 50,296.50")),
            ],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 7 Australian GST-inclusive tax invoice
@doc("b12_inv_au_gst_inclusive", "invoice", "Southern Cross Irrigation Pty Ltd tax invoice 00088217")
def inv_au():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 58, "Southern Cross Irrigation Pty Ltd", 15, True, color=(0.05, 0.35, 0.2))
    p.text(
        40,
        72,
        "ABN 61 604 218 377 · 22 Pioneer Road, Mildura VIC 3500 · accounts@scirrigation.example",
        7.8,
        color=GREY,
    )
    p.text(555, 100, "TAX INVOICE", 18, True, align="r")
    grid(
        p,
        112,
        [
            (300, 385, "Invoice", "00088217"),
            (385, 470, "Date", "17/11/2025"),
            (470, 555, "Due Date", "01/12/2025"),
        ],
        26,
        6.4,
        9,
    )
    p.text(40, 112, "BILL TO", 7.2, True, color=GREY)
    lines(
        p, 40, 126, ["Mallee Grain Partners", "RMB 4410 Calder Highway", "Ouyen VIC 3490"], 9, bold_first=True
    )
    p.text(40, 180, "Delivered to: Paddock 7 pump shed, Ouyen (job SCI-J-2231)", 8.2)
    p.text(40, 194, "All amounts are in Australian dollars (AUD) and include GST.", 8.2, True)
    y = band(
        p,
        220,
        [(44, "Item"), (330, "Qty", "r"), (430, "Price inc. GST", "r"), (551, "Amount inc. GST", "r")],
        40,
        555,
        fill=(0.86, 0.93, 0.88),
    )
    rows = [
        ("Drip tape 16 mm x 1,500 m roll", "3", "1485.00"),
        ('Disc filter 2", 130 micron', "2", "689.00"),
        ('Solenoid valve 24VAC, 1.5"', "12", "118.25"),
        ("Irrigation controller, 24 station", "1", "2190.00"),
        ("Installation labour (hours)", "16", "127.75"),
        ("Freight Mildura - Ouyen", "1", "185.00"),
    ]
    tot = D(0)
    for name, n, pr in rows:
        e = ext(n, pr)
        tot += e
        items(
            p, y, [(44, "l"), (330, "r"), (430, "r"), (551, "r")], [(name, n, "$" + US(pr), "$" + US(e))], 8.6
        )
        y += 15
    p.hline(y - 6, 40, 555, 0.5)
    gst = tot / 11
    paid = D("5000.00")
    bal = tot - paid
    same(11671.00, tot, "total")
    same(1061.00, gst, "gst")
    same(6671.00, bal, "balance")
    y = totals(
        p,
        330,
        551,
        y + 12,
        [
            ("Total (inc. GST)", "$" + US(tot), True),
            ("Includes GST of", "$" + US(gst)),
            ("Payment received 04/11/2025", "-$" + US(paid)),
            ("Balance Due", "$" + US(bal), True),
        ],
        9,
        16,
    )
    p.rect(40, y + 10, 300, y + 66, 0.5)
    lines(
        p,
        48,
        y + 24,
        ["How to pay", "EFT: BSB 000-413  Account 2208 7714", "Reference: 00088217", "BPAY Biller 448812"],
        8,
        bold_first=True,
    )
    fields = {
        "invoice_number": F("00088217", 1, "Invoice 00088217"),
        "invoice_date": F("2025-11-17", 1, "Date 17/11/2025"),
        "due_date": F("2025-12-01", 1, "Due Date 01/12/2025"),
        "vendor_name": F("Southern Cross Irrigation Pty Ltd", 1, "Southern Cross Irrigation Pty Ltd"),
        "bill_to": F("Mallee Grain Partners", 1, "BILL TO Mallee Grain Partners"),
        "currency": F("AUD", 1, "All amounts are in Australian dollars (AUD) and include GST."),
        "subtotal": NULL(),
        "tax": F(1061.00, 1, "Includes GST of $1,061.00"),
        "total": F(11671.00, 1, "Total (inc. GST) $11,671.00"),
        "amount_due": F(6671.00, 1, "Balance Due $6,671.00"),
    }
    notes = (
        "Australian tax invoice with GST-inclusive prices (AUD stated; dd/mm/yyyy). The GST is printed "
        "as an amount "
        "inside the total ('Includes GST of'), so tax is labelled, but no pre-tax (ex-GST) total is "
        "printed, so "
        "subtotal is null (never computed as total - GST). A part payment is deducted to the Balance Due "
        "(a sum "
        "checks it). The job number and payment date are distractors."
    )
    sums = [
        SUM(
            "total - payment = balance due",
            [(1, "total"), (-1, T("Payment received", 5000.00, 1, "Payment received 04/11/2025 -$5,000.00"))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 8 US invoice assigned to a factor, tax 0.00
@doc("b12_inv_us_factor_remit", "invoice", "Copperline Fabrication, Inc. invoice 61-20487")
def inv_us_factor():
    p = Pdf(612, 792)
    p.new_page()
    p.text(36, 54, "COPPERLINE FABRICATION, INC.", 15, True, color=RUST)
    lines(p, 36, 70, ["2750 Foundry Row", "Tulsa, OK 74107", "(918) 555-0143"], 8, color=GREY)
    p.text(576, 54, "INVOICE", 18, True, align="r")
    grid(
        p,
        66,
        [(380, 478, "Invoice #", "61-20487"), (478, 576, "Invoice Date", "Oct 29, 2025")],
        26,
        6.4,
        9,
    )
    grid(
        p,
        92,
        [(380, 478, "Terms", "Net 45"), (478, 576, "Due Date", "Dec 13, 2025")],
        26,
        6.4,
        9,
    )
    grid(
        p,
        118,
        [(380, 478, "Customer PO", "RMS-PO-77120"), (478, 576, "Ship Date", "Oct 27, 2025")],
        26,
        6.4,
        9,
    )
    p.text(36, 160, "BILL TO", 7.4, True, color=GREY)
    lines(
        p,
        36,
        173,
        ["Redbud Midstream Services LLC", "Attn: Accounts Payable", "PO Box 2290", "Oklahoma City, OK 73101"],
        8.6,
        bold_first=True,
    )
    p.text(230, 160, "SHIP TO", 7.4, True, color=GREY)
    lines(
        p,
        230,
        173,
        ["Redbud Midstream - Cushing Terminal", "Gate 3, 4100 E Main St", "Cushing, OK 74023"],
        8.6,
    )
    p.rect(400, 152, 576, 226, 1.2, color=RUST)
    p.text(406, 164, "REMIT TO (ASSIGNEE)", 7.4, True, color=RUST)
    lines(
        p,
        406,
        177,
        [
            "Northbeam Capital Funding, LLC",
            "fbo Copperline Fabrication, Inc.",
            "P.O. Box 44180",
            "Dallas, TX 75244",
        ],
        8.2,
    )
    y = band(
        p,
        252,
        [
            (40, "Item"),
            (96, "Description"),
            (400, "Qty", "r"),
            (480, "Unit Price", "r"),
            (572, "Amount", "r"),
        ],
        36,
        576,
    )
    rows = [
        ("SP-8", 'Pipe spool 8" Sch 40 A106B, dwg RS-114', "6", "2840.00"),
        ("SP-6", 'Pipe spool 6" Sch 40 A106B, dwg RS-115', "9", "1975.00"),
        ("QA-1", "Hydrotest, NDE and MTR package", "1", "3450.00"),
        ("BP-2", "Abrasive blast and prime, per spool", "15", "356.00"),
        ("FRT", "Freight - flatbed, Tulsa to Cushing", "1", "5010.00"),
    ]
    sub = D(0)
    for code, name, n, pr in rows:
        e = ext(n, pr)
        sub += e
        items(
            p,
            y,
            [(40, "l"), (96, "l"), (400, "r"), (480, "r"), (572, "r")],
            [(code, name, n, US(pr), US(e))],
            8.6,
        )
        y += 15
    p.hline(y - 6, 36, 576, 0.5)
    same(48615.00, sub, "subtotal")
    y = totals(
        p,
        380,
        572,
        y + 12,
        [
            ("Subtotal", "$" + US(sub)),
            ("Sales Tax (resale cert. OK-RS-118204)", "$0.00"),
            ("TOTAL", "$" + US(sub), True),
        ],
        8.8,
        16,
    )
    p.rect(36, y + 12, 576, y + 76, 0.8, fill=(0.98, 0.94, 0.9))
    p.wrap(
        44,
        y + 28,
        524,
        "NOTICE OF ASSIGNMENT: This account has been sold and assigned to Northbeam Capital Funding, "
        "LLC. Payment "
        "must be made only to the Remit To address above. Payment to any other party will not discharge your "
        "obligation. Questions: verifications@northbeam.example or (214) 555-0190.",
        8.2,
    )
    fields = {
        "invoice_number": F("61-20487", 1, "Invoice # 61-20487"),
        "invoice_date": F("2025-10-29", 1, "Invoice Date Oct 29, 2025"),
        "due_date": F("2025-12-13", 1, "Due Date Dec 13, 2025"),
        "vendor_name": F("Copperline Fabrication, Inc.", 1, "COPPERLINE FABRICATION, INC."),
        "bill_to": F("Redbud Midstream Services LLC", 1, "BILL TO Redbud Midstream Services LLC"),
        "currency": F("USD", 1, "TOTAL $48,615.00"),
        "subtotal": F(48615.00, 1, "Subtotal $48,615.00"),
        "tax": F(0, 1, "Sales Tax (resale cert. OK-RS-118204) $0.00"),
        "total": F(48615.00, 1, "TOTAL $48,615.00"),
        "amount_due": NULL(),
    }
    notes = (
        "US invoice (bare $ = USD) assigned to a factoring company: vendor is the fabricator, not the "
        "Remit To "
        "assignee (Northbeam Capital Funding) printed in a box beside the Bill To; the Ship To is the "
        "customer's "
        "terminal. Sales tax is printed as $0.00 (resale certificate), so tax is 0, not null. Ship date "
        "and PO are "
        "distractors. amount_due is null: only the TOTAL is printed."
    )
    return p, fields, notes, []


# ---------------------------------------------------------------- 9 three-page US event-rental invoice
RENTAL = [
    ("Round table 60 in.", "14.50"),
    ("Banquet table 8 ft", "12.75"),
    ("Chiavari chair, gold", "6.20"),
    ("Folding chair, white", "2.85"),
    ("Stage deck 4x8 ft", "68.00"),
    ("Stage stairs w/ rail", "95.00"),
    ("Pipe and drape, 10 ft section", "22.40"),
    ("LED wash light", "41.00"),
    ("Line-array speaker", "165.00"),
    ("Wireless handheld mic", "38.50"),
    ("Projector 12K lumen", "420.00"),
    ("Screen 9x16 ft fast-fold", "185.00"),
    ("Cocktail table 30 in.", "18.90"),
    ("Linen 120 in. round", "16.25"),
]


@doc("b12_inv_us_three_page_rental", "invoice", "Tidewater Event Rentals & Staging, LLC invoice INV-0044718")
def inv_us_3p():
    p = Pdf(612, 792)
    lines_ = []
    for i in range(40):
        name, rate = RENTAL[i % len(RENTAL)]
        qty = 2 + (i * 7) % 13
        days = 2 if i % 3 == 0 else 3
        lines_.append(
            (
                f"R{1001 + i}",
                f"{name}, {'Hall B' if i % 2 else 'Foyer'}",
                qty,
                days,
                rate,
                ext(qty, days, rate),
            )
        )
    labor = [
        ("L01", "Stagehand, load-in (crew hours)", 48, "1", "58.00"),
        ("L02", "Audio engineer (show day hours)", 22, "1", "96.00"),
        ("L03", "Lighting technician (hours)", 18, "1", "88.00"),
        ("L04", "Stagehand, strike (crew hours)", 36, "1", "58.00"),
    ]
    chunks = [lines_[0:18], lines_[18:36], lines_[36:40]]
    page_totals = []
    cols = [(40, "l"), (84, "l"), (370, "r"), (410, "r"), (490, "r"), (572, "r")]

    def header(pg):
        p.new_page()
        p.text(36, 50, "TIDEWATER EVENT RENTALS & STAGING, LLC", 12.5, True, color=SLATE)
        p.text(
            36,
            63,
            "801 Water Street, Norfolk, VA 23510 · (757) 555-0177 · billing@tidewater-events.example",
            7.6,
            color=GREY,
        )
        p.text(576, 50, "INVOICE", 14, True, align="r")
        p.text(576, 64, f"Page {pg} of 3", 7.6, align="r", color=GREY)
        grid(
            p,
            74,
            [
                (36, 171, "Invoice Number", "INV-0044718"),
                (171, 306, "Invoice Date", "11/21/2025"),
                (306, 441, "Event Dates", "11/13/2025 - 11/15/2025"),
                (441, 576, "Due Date", "12/21/2025"),
            ],
            24,
            6.2,
            8.6,
        )
        return band(
            p,
            124,
            [
                (40, "Code"),
                (84, "Description"),
                (370, "Qty", "r"),
                (410, "Days", "r"),
                (490, "Rate/Day", "r"),
                (572, "Amount", "r"),
            ],
            36,
            576,
            7.4,
        )

    for pg, chunk in enumerate(chunks, 1):
        y = header(pg)
        pt = D(0)
        for code, name, qty, days, rate, amt in chunk:
            items(p, y, cols, [(code, name, str(qty), str(days), US(rate), US(amt))], 8, 13.6)
            pt += amt
            y += 13.6
        page_totals.append(pt)
        p.hline(y - 8, 36, 576, 0.4)
        p.text(490, y + 4, f"Page {pg} equipment subtotal", 8, True, align="r")
        p.text(572, y + 4, US(pt), 8, True, align="r")
        if pg == 1:
            y += 26
            p.text(36, y, "BILL TO", 7.2, True, color=GREY)
            p.text(230, y, "EVENT SITE / DELIVER TO", 7.2, True, color=GREY)
            p.text(420, y, "CLIENT CONTACT", 7.2, True, color=GREY)
            lines(
                p,
                36,
                y + 13,
                ["Chesapeake Bioscience Forum, Inc.", "1200 Colley Ave, Suite 410", "Norfolk, VA 23517"],
                8.4,
                bold_first=True,
            )
            lines(
                p,
                230,
                y + 13,
                ["Harborview Convention Center", "Hall B and Foyer, Dock 2", "Norfolk, VA 23510"],
                8.4,
            )
            lines(p, 420, y + 13, ["Dana Whitcombe", "events@cbforum.example", "Order ER-25-0912"], 8.4)
    y += 34
    p.text(36, y, "LABOR", 8.6, True)
    y += 14
    lab_total = D(0)
    for code, name, hrs, _, rate in labor:
        amt = ext(hrs, rate)
        lab_total += amt
        items(
            p,
            y,
            [(40, "l"), (84, "l"), (370, "r"), (490, "r"), (572, "r")],
            [(code, name, f"{hrs} h", US(rate), US(amt))],
            8,
            13.6,
        )
        y += 13.6
    p.hline(y - 8, 36, 576, 0.4)
    eq = sum(page_totals, D(0))
    waiver = pct(eq, 9)
    dlv = D("1250.00")
    sub = eq + lab_total + waiver + dlv
    taxable = eq + waiver
    tax = pct(taxable, 6)
    total = sub + tax
    dep = D("12000.00")
    cm = D("845.00")
    bal = total - dep - cm
    same(76589.80, eq, "equipment")
    same(8568.00, lab_total, "labor")
    same(6893.08, waiver, "waiver")
    same(93300.88, sub, "subtotal")
    same(83482.88, taxable, "taxable")
    same(5008.97, tax, "tax")
    same(98309.85, total, "total")
    same(85464.85, bal, "balance")
    same(27815.15, page_totals[0], "page 1")
    same(34027.65, page_totals[1], "page 2")
    same(14747.00, page_totals[2], "page 3")
    p.text(36, y + 8, "INVOICE SUMMARY", 9, True, color=SLATE)
    totals(
        p,
        330,
        572,
        y + 24,
        [
            ("Equipment rental (pages 1-3)", US(eq)),
            ("Labor", US(lab_total)),
            ("Damage waiver 9% of equipment", US(waiver)),
            ("Delivery and pickup", US(dlv)),
            ("Subtotal", US(sub), True),
            (f"Virginia sales tax 6.00% on {US(taxable)}", US(tax)),
            ("Invoice Total", "$" + US(total), True),
            ("Less deposit received 10/02/2025", "-" + US(dep)),
            ("Less credit memo CM-2291 (damaged linen)", "-" + US(cm)),
            ("BALANCE DUE", "$" + US(bal), True),
        ],
        8.4,
        13.5,
    )
    p.text(
        306,
        762,
        "Remit to: Tidewater Event Rentals & Staging, LLC, PO Box 3318, Norfolk, VA 23514",
        7.4,
        align="c",
        color=GREY,
    )
    fields = {
        "invoice_number": F("INV-0044718", 1, "Invoice Number INV-0044718"),
        "invoice_date": F("2025-11-21", 1, "Invoice Date 11/21/2025"),
        "due_date": F("2025-12-21", 1, "Due Date 12/21/2025"),
        "vendor_name": F(
            "Tidewater Event Rentals & Staging, LLC", 1, "TIDEWATER EVENT RENTALS & STAGING, LLC"
        ),
        "bill_to": F("Chesapeake Bioscience Forum, Inc.", 1, "Chesapeake Bioscience Forum, Inc."),
        "currency": F("USD", 3, "Invoice Total $98,309.85"),
        "subtotal": F(93300.88, 3, "Subtotal 93,300.88"),
        "tax": F(5008.97, 3, "Virginia sales tax 6.00% on 83,482.88 5,008.97"),
        "total": F(98309.85, 3, "Invoice Total $98,309.85"),
        "amount_due": F(85464.85, 3, "BALANCE DUE $85,464.85"),
    }
    notes = (
        "Three-page US event-rental invoice (40 equipment lines + 4 labor lines). Each page ends with "
        "its own "
        "'Page N equipment subtotal' (distractors; a sum checks they add up to the equipment rental "
        "line). The "
        "summary on page 3: equipment + labor + damage waiver + delivery = Subtotal (sum), sales tax 6 % "
        "printed "
        "with its taxable base (the base is a distractor), Invoice Total, then a deposit and a credit "
        "memo deducted "
        "to BALANCE DUE (sum). Event dates, the deposit date and the remit-to PO box are distractors; "
        "the event site "
        "is the deliver-to, not the billed party."
    )
    sums = [
        SUM(
            "page subtotals = equipment rental",
            [
                (1, T("page 1 subtotal", 27815.15, 1, "Page 1 equipment subtotal 27,815.15")),
                (1, T("page 2 subtotal", 34027.65, 2, "Page 2 equipment subtotal 34,027.65")),
                (1, T("page 3 subtotal", 14747.00, 3, "Page 3 equipment subtotal 14,747.00")),
            ],
            T("equipment rental", 76589.80, 3, "Equipment rental (pages 1-3) 76,589.80"),
        ),
        SUM(
            "equipment + labor + waiver + delivery = subtotal",
            [
                (1, T("equipment rental", 76589.80, 3, "Equipment rental (pages 1-3) 76,589.80")),
                (1, T("labor", 8568.00, 3, "Labor 8,568.00")),
                (1, T("damage waiver", 6893.08, 3, "Damage waiver 9% of equipment 6,893.08")),
                (1, T("delivery", 1250.00, 3, "Delivery and pickup 1,250.00")),
            ],
            "subtotal",
        ),
        SUM(
            "total - deposit - credit memo = balance due",
            [
                (1, "total"),
                (-1, T("deposit", 12000.00, 3, "Less deposit received 10/02/2025 -12,000.00")),
                (-1, T("credit memo", 845.00, 3, "Less credit memo CM-2291 (damaged linen) -845.00")),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 10 Quebec facture with TPS and TVQ
@doc("b12_inv_qc_facture_tps_tvq", "invoice", "Ateliers Boréal Électrique inc. facture F-55108")
def inv_qc():
    p = Pdf(612, 792, face="serif")
    p.new_page()
    p.text(36, 56, "Ateliers Boréal Électrique inc.", 16, True, color=(0.1, 0.2, 0.45))
    lines(
        p,
        36,
        72,
        [
            "1450, rue des Forges, Trois-Rivières (Québec) G9A 2H5",
            "TPS : 812204417 RT0001   TVQ : 1224418806 TQ0001",
            "Licence RBQ 5718-2204-01",
        ],
        8,
        color=GREY,
    )
    p.text(576, 56, "FACTURE", 17, True, align="r")
    pairs(
        p,
        420,
        576,
        76,
        [
            ("N° de facture", "F-55108"),
            ("Date", "18 novembre 2025"),
            ("Échéance", "18 décembre 2025"),
            ("Bon de commande", "FVB-4471"),
        ],
        8.4,
        13,
        align="r",
    )
    p.hline(136, 36, 576, 0.6)
    p.text(36, 152, "Facturer à", 7.6, True, color=GREY)
    lines(
        p,
        36,
        166,
        [
            "Fromagerie Val-Bélair ltée",
            "Service des comptes fournisseurs",
            "2210, boul. Pie-XI Nord",
            "Québec (Québec) G3J 1M5",
        ],
        8.8,
        bold_first=True,
    )
    p.text(320, 152, "Livrer à / lieu des travaux", 7.6, True, color=GREY)
    lines(
        p,
        320,
        166,
        [
            "Entrepôt frigorifique Laurentien",
            "88, rue de l'Industrie",
            "Saint-Augustin-de-Desmaures (Québec)",
        ],
        8.4,
    )
    p.text(36, 232, "Montants en dollars canadiens (CAD).", 8.4, True)
    y = band(
        p,
        256,
        [(40, "Description"), (380, "Qté", "r"), (470, "Prix unitaire", "r"), (572, "Montant", "r")],
        36,
        576,
        fill=(0.88, 0.9, 0.96),
    )
    rows = [
        ("Main-d'oeuvre électricien (heures)", "46", "98.50"),
        ("Panneau de distribution 600 A, 347/600 V", "1", "6840.00"),
        ("Câble TECK90 3C no 2 (mètres)", "180", "14.35"),
        ("Luminaires DEL étanches 4 pi", "24", "126.40"),
        ("Location de nacelle (jours)", "3", "295.00"),
    ]
    sub = D(0)
    for name, n, pr in rows:
        e = ext(n, pr)
        sub += e
        items(
            p,
            y,
            [(40, "l"), (380, "r"), (470, "r"), (572, "r")],
            [(name, n, SP(pr) + " $", SP(e) + " $")],
            8.8,
        )
        y += 16
    p.hline(y - 7, 36, 576, 0.5)
    tps = pct(sub, 5)
    tvq = pct(sub, "9.975")
    taxes = tps + tvq
    tot = sub + taxes
    same(17872.60, sub, "sous-total")
    same(893.63, tps, "TPS")
    same(1782.79, tvq, "TVQ")
    same(2676.42, taxes, "taxes")
    same(20549.02, tot, "total")
    y = totals(
        p,
        340,
        572,
        y + 12,
        [
            ("Sous-total", SP(sub) + " $"),
            ("TPS (5 %)", SP(tps) + " $"),
            ("TVQ (9,975 %)", SP(tvq) + " $"),
            ("Total des taxes", SP(taxes) + " $"),
            ("TOTAL", SP(tot) + " $", True),
        ],
        9,
        16,
    )
    p.wrap(
        36,
        y + 14,
        540,
        "Travaux exécutés selon la soumission S-2025-214 du 3 septembre 2025 (montant soumis : 18 950,00 "
        "$ avant taxes). "
        "Conditions : net 30 jours. Des frais de 1,5 % par mois s'appliquent aux comptes en souffrance.",
        8.4,
    )
    fields = {
        "invoice_number": F("F-55108", 1, "N° de facture F-55108"),
        "invoice_date": F("2025-11-18", 1, "Date 18 novembre 2025"),
        "due_date": F("2025-12-18", 1, "Échéance 18 décembre 2025"),
        "vendor_name": F("Ateliers Boréal Électrique inc.", 1, "Ateliers Boréal Électrique inc."),
        "bill_to": F("Fromagerie Val-Bélair ltée", 1, "Facturer à Fromagerie Val-Bélair ltée"),
        "currency": F("CAD", 1, "Montants en dollars canadiens (CAD)."),
        "subtotal": F(17872.60, 1, "Sous-total 17 872,60 $"),
        "tax": F(2676.42, 1, "Total des taxes 2 676,42 $"),
        "total": F(20549.02, 1, "TOTAL 20 549,02 $"),
        "amount_due": NULL(),
    }
    notes = (
        "Quebec facture in French (CAD stated; 12 345,67 $ with the symbol after the figure; French "
        "month names). "
        "TPS 5 % and TVQ 9,975 % with a printed Total des taxes, which is the tax label (a sum checks "
        "TPS + TVQ). "
        "Billed party is Facturer à, not the cold-storage site under Livrer à. The quotation number, its "
        "date and "
        "its pre-tax amount are distractors. amount_due is null: only the TOTAL is printed."
    )
    sums = [
        SUM(
            "TPS + TVQ = total des taxes",
            [
                (1, T("TPS", 893.63, 1, "TPS (5 %) 893,63 $")),
                (1, T("TVQ", 1782.79, 1, "TVQ (9,975 %) 1 782,79 $")),
            ],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ---------------------------------------------------------------- 11 New Zealand credit note
@doc("b12_inv_nz_credit_note", "invoice", "Kaimai Orchard Supplies Limited credit note CN-007316")
def inv_nz():
    p = Pdf(595, 842)
    p.new_page()
    p.text(40, 60, "Kaimai Orchard Supplies Limited", 14, True, color=OLIVE)
    lines(p, 40, 75, ["31 Jellicoe Street, Te Puke 3119", "GST No. 118-402-775"], 8, color=GREY)
    p.rect(360, 40, 555, 96, 1.0, color=(0.6, 0.1, 0.1))
    p.text(457, 62, "TAX CREDIT NOTE", 14, True, align="c", color=(0.6, 0.1, 0.1))
    p.text(457, 82, "Credit Note No. CN-007316", 9, True, align="c")
    pairs(
        p,
        360,
        555,
        116,
        [
            ("Credit note date", "2 December 2025"),
            ("Original invoice", "INV-031854"),
            ("Original invoice date", "14 November 2025"),
            ("Original invoice total", "$9,832.50"),
        ],
        8.2,
        13,
        align="r",
    )
    p.text(40, 116, "Customer", 7.4, True, color=GREY)
    lines(
        p,
        40,
        129,
        ["Te Puke Packhouse Co-operative Ltd", "Attn: Stores", "140 No 1 Road, Te Puke 3183"],
        8.8,
        bold_first=True,
    )
    p.text(40, 190, "Reason: returned goods (wrong spec) and short delivery of bin liners.", 8.4)
    p.text(40, 204, "All amounts are in New Zealand dollars (NZD), shown as credits.", 8.4, True)
    y = band(
        p,
        230,
        [(44, "Description"), (330, "Qty", "r"), (430, "Unit price", "r"), (551, "Credit (excl. GST)", "r")],
        40,
        555,
        fill=(0.92, 0.9, 0.85),
    )
    rows = [
        ("Bird netting 4 m x 200 m (returned)", "3", "412.00"),
        ("Picking bags, canvas (returned)", "10", "57.60"),
        ("Bin liners 1200 x 1000 (short delivered)", "2", "241.00"),
    ]
    sub = D(0)
    for name, n, pr in rows:
        e = ext(n, pr)
        sub += e
        items(p, y, [(44, "l"), (330, "r"), (430, "r"), (551, "r")], [(name, n, US(pr), "-" + US(e))], 8.6)
        y += 15
    p.hline(y - 6, 40, 555, 0.5)
    gst = pct(sub, 15)
    tot = sub + gst
    same(2294.00, sub, "subtotal")
    same(344.10, gst, "gst")
    same(2638.10, tot, "total")
    y = totals(
        p,
        330,
        551,
        y + 12,
        [
            ("Subtotal", "-$" + US(sub)),
            ("GST 15%", "-$" + US(gst)),
            ("Total credit (incl. GST)", "-$" + US(tot), True),
        ],
        9,
        16,
    )
    p.wrap(
        40,
        y + 16,
        515,
        "This credit has been applied to your account against invoice INV-031854. No payment is required and "
        "no refund will be issued. Your next statement will show the adjusted balance.",
        8.6,
    )
    fields = {
        "invoice_number": F("CN-007316", 1, "Credit Note No. CN-007316"),
        "invoice_date": F("2025-12-02", 1, "Credit note date 2 December 2025"),
        "due_date": NULL(),
        "vendor_name": F("Kaimai Orchard Supplies Limited", 1, "Kaimai Orchard Supplies Limited"),
        "bill_to": F("Te Puke Packhouse Co-operative Ltd", 1, "Customer Te Puke Packhouse Co-operative Ltd"),
        "currency": F("NZD", 1, "All amounts are in New Zealand dollars (NZD), shown as credits."),
        "subtotal": F(-2294.00, 1, "Subtotal -$2,294.00"),
        "tax": F(-344.10, 1, "GST 15% -$344.10"),
        "total": F(-2638.10, 1, "Total credit (incl. GST) -$2,638.10"),
        "amount_due": NULL(),
    }
    notes = (
        "New Zealand tax credit note (NZD stated, so the bare $ is not USD) labelled as an invoice with "
        "negative "
        "subtotal, GST and total; its own number CN-007316, not the original invoice INV-031854, whose "
        "date and "
        "total ($9,832.50) are distractors. due_date is null and amount_due is null: the credit is "
        "applied to the "
        "account, no payment is required and no due date or amount due is printed."
    )
    return p, fields, notes, []
