"""Invoice builders for blind_extraction28 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct
from pdfkit import EU, IN, SP, US, Pdf, q
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


def side(s, x, lines, size=None, first_bold=True, caption=None):
    """A block of lines at x starting at the Sheet's current line; returns the texts drawn.
    The Sheet's x is restored afterwards."""
    keep = s.x
    s.x = x
    out = []
    if caption:
        s.t(caption, 6.8, True, color=GREY)
    for i, ln in enumerate(lines):
        out.append(s.t(ln, size, first_bold and i == 0))
    s.x = keep
    return out


# ===== 1 Romanian factură over two pages: per-line TVA column, Total de transportat / Report, TVA 21 %
@doc("b28_inv_ro_factura_doua_pagini_report", "invoice", "Argeșel Tâmplărie Tehnică factură AGT 004417")
def inv_ro():
    L = dict(sub=134643.8, tax=28275.2, tot=162919, tr_v=107184.4, tr_t=22508.73)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=48, size=8.2)

    def header(page):
        q_v = s.t("ARGEȘEL TÂMPLĂRIE TEHNICĂ S.R.L.", 13.5, True, color=(0.1, 0.3, 0.15))
        s.t(
            "Furnizor · CIF RO41872263 · Reg. Com. J03/1184/2019 · Capital social 45.000 lei", 7.2, color=GREY
        )
        s.t("Str. Depozitelor nr. 14, 110078 Pitești, jud. Argeș · comenzi@argesel-tamplarie.example", 7.2)
        p.text(553, 60, f"Pagina {page} din 2", 7.8, align="r")
        return q_v

    q_vendor = header(1)
    s.skip(8)
    y0 = s.y
    q_buy = side(
        s,
        42,
        [
            "Carpatina Hotels & Resorts S.A.",
            "Calea Poplăcii nr. 52, 550329 Sibiu",
            "CIF RO30916684 · J32/2207/2012",
            "Banca: Libra Internet Bank · IBAN RO67 BREL 0005 5102 4811 0100",
        ],
        size=7.9,
        caption="Cumpărător",
    )[0]
    s.y = y0
    side(
        s,
        330,
        [
            "Hotel Bâlea Panoramic (șantier)",
            "DN7C km 104, 557270 Cârțișoara, jud. Sibiu",
            "Recepție marfă: Ioana Stârcea",
        ],
        size=7.9,
        first_bold=False,
        caption="Adresa de livrare",
    )
    s.y = y0 + 60
    info = [
        (42, 170, "FACTURĂ seria / nr.", "AGT 004417"),
        (170, 270, "Data emiterii", "11.10.2028"),
        (270, 370, "Data livrării", "29.09.2028"),
        (370, 470, "Termen de plată", "10.11.2028"),
        (470, 553, "Cota TVA", "21%"),
    ]
    q_info = strip(s, info, shade=0.92)
    s.t("Aviz de însoțire a mărfii nr. 3318 din 28.09.2028 · Comanda client CHR-PO-7751", 7.4)
    s.skip(6)
    xs = [(42, "l"), (60, "l"), (330, "l"), (378, "r"), (440, "r"), (500, "r"), (553, "r")]
    hd = ["Nr.", "Denumirea produselor sau a serviciilor", "U.M.", "Cant.", "Preț unitar", "Valoarea", "TVA"]
    head_row(s, cells(xs, hd))
    rows = [
        ("Ușă interioară stejar masiv 80x210, finisaj ulei", "buc", "18", "1874.00"),
        ("Ușă interioară stejar masiv 90x210, finisaj ulei", "buc", "6", "1962.50"),
        ("Toc reglabil stejar 10-14 cm", "buc", "24", "388.40"),
        ("Pervaz lamelar stejar 70 mm", "ml", "312", "26.15"),
        ("Feronerie: broască magnetică + mâner inox", "set", "24", "243.80"),
        ("Balama invizibilă 3D, 60 kg", "buc", "72", "57.35"),
        ("Ușă rezistentă la foc EI30 90x210", "buc", "4", "3418.00"),
        ("Amortizor hidraulic ușă EI30", "buc", "4", "276.90"),
        ("Placare lemn masiv recepție (lambriu stejar)", "mp", "46.5", "418.00"),
        ("Blat bar stejar lamelar 40 mm", "ml", "8.4", "1156.00"),
        ("Rafturi restaurant, stejar, pe consolă metalică", "buc", "12", "312.75"),
        ("Montaj uși interioare și EI30", "buc", "28", "214.00"),
        ("Montaj placări și blat bar", "ora", "46", "118.00"),
        ("Transport Pitești - Cârțișoara, camion 7,5 t", "cursă", "2", "1288.00"),
    ]
    vals, taxes, page2 = [], [], []
    tr_v = tr_t = None
    for i, (name, um, qty, price) in enumerate(rows, 1):
        if i == 10:
            s.rule()
            tr_v, tr_t = tot(vals), tot(taxes)
            q_tr = s.row(
                cells(xs, ["", "Total de transportat", "", "", "", EU(tr_v), EU(tr_t)]), size=8, bold=True
            )
            s.t("Continuare pe pagina 2", 7, color=GREY)
            p.footer("Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal.")
            s.new_page()
            header(2)
            s.skip(10)
            head_row(s, cells(xs, hd))
            q_rep = s.row(
                cells(xs, ["", "Report de pe pagina 1", "", "", "", EU(tr_v), EU(tr_t)]), size=8, bold=True
            )
        e = ext(qty, price)
        t = pct(e, 21)
        vals.append(e)
        taxes.append(t)
        qty_txt = EU(D(qty), 1) if "." in qty else qty
        rt = s.row(cells(xs, [str(i), name, um, qty_txt, EU(D(price)), EU(e), EU(t)]), size=7.6, lead=12.6)
        if i >= 10:
            page2.append((e, t, rt))
    s.rule()
    sub, tax = tot(vals), tot(taxes)
    total = sub + tax
    q_tot_row = s.row(cells(xs, ["", "Total", "", "", "", EU(sub), EU(tax)]), size=8.2, bold=True)
    s.skip(8)
    s.x = 300
    q_sub = s.kv("Total fără TVA", EU(sub) + " lei")
    q_tax = s.kv("TVA 21%", EU(tax) + " lei")
    s.rule()
    q_tot = s.kv("Total factură", EU(total) + " lei", bold=True)
    s.skip(4)
    p.shade(296, s.y - 11, 557, s.y + 5, 0.88)
    q_due = s.kv("Total de plată", EU(total) + " lei", bold=True, size=10)
    s.x = 42
    s.skip(14)
    s.para(
        "Plata prin ordin de plată în contul RO21 BTRL 0030 1202 7718 45XX deschis la Banca Transilvania, "
        "Sucursala Pitești, până la termenul de plată. Penalități de întârziere: 0,05% pe zi din suma "
        "restantă. Garanție 24 luni de la data livrării pentru uși și feronerie.",
        7.3,
    )
    s.skip(20)
    s.row([(42, "Întocmit: Vlad Mănăilă"), (330, "Semnătura de primire: ____________________")], 7.6)
    p.footer("Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal.")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["tr_v"], tr_v, "tr_v")
    same(L["tr_t"], tr_t, "tr_t")
    del q_tot_row
    fields = {
        "invoice_number": F("AGT 004417", 1, q_info),
        "invoice_date": F("2028-10-11", 1, "Data emiterii 11.10.2028"),
        "due_date": F("2028-11-10", 1, "Termen de plată 10.11.2028"),
        "vendor_name": F("Argeșel Tâmplărie Tehnică S.R.L.", 1, q_vendor),
        "bill_to": F("Carpatina Hotels & Resorts S.A.", 1, "Cumpărător " + q_buy),
        "currency": F("RON", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["tot"], 2, q_due),
    }
    notes = (
        "Romanian factură over two pages (RON printed as lei, dot grouping with comma decimals, dd.mm.yyyy). "
        "invoice_date is the Data emiterii, not the Data livrării (supply date) or the delivery-note date; "
        "due_date the Termen de plată. bill_to is the Cumpărător, not the hotel construction site under "
        "Adresa de livrare. Every line carries its own TVA amount; page 1 ends with 'Total de transportat' "
        "(values and TVA), brought forward on page 2 as 'Report de pe pagina 1' (carry-over, not a total; "
        "sums). subtotal is Total fără TVA, tax the TVA 21% amount, total the Total factură; amount_due is "
        "the separately boxed Total de plată (same figure)."
    )
    sums = [
        SUM(
            "Total de transportat (p. 1) = Report (p. 2)",
            [(1, T("Total de transportat valoare", L["tr_v"], 1, q_tr))],
            T("Report valoare", L["tr_v"], 2, q_rep),
        ),
        SUM(
            "Report + lines on page 2 = Total fără TVA",
            [(1, T("Report valoare", L["tr_v"], 2, q_rep))]
            + [(1, T(f"line {10 + k}", float(e), 2, rt)) for k, (e, _, rt) in enumerate(page2)],
            "subtotal",
        ),
        SUM(
            "Report TVA + TVA of page-2 lines = TVA 21%",
            [(1, T("Report TVA", L["tr_t"], 2, q_rep))]
            + [(1, T(f"TVA line {10 + k}", float(t), 2, rt)) for k, (_, t, rt) in enumerate(page2)],
            "tax",
        ),
    ]
    return p, fields, notes, sums


def TL(x):
    """Turkish grouping: 1.234,56"""
    return EU(x)


# ===== 2 Turkish e-Fatura: İskonto, Hesaplanan KDV %20, KDV tevkifatı 5/10 deducted to Ödenecek Tutar
@doc(
    "b28_inv_tr_e_fatura_kdv_tevkifat", "invoice", "Kızılırmak Endüstriyel Temizlik e-Fatura KET2028000001963"
)
def inv_tr():
    L = dict(gross=194155, isk=7773, sub=186382, tax=37276.4, tot=223658.4, tev=18638.2, due=205020.2)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=8.2)
    y0 = s.y
    q_vendor = side(
        s,
        40,
        [
            "Kızılırmak Endüstriyel Temizlik Hizmetleri A.Ş.",
            "Organize Sanayi Bölgesi 4. Cadde No: 27",
            "Kayseri OSB / KAYSERİ",
            "Vergi Dairesi: Erciyes · VKN: 5830917462",
            "Mersis No: 0583091746200015",
        ],
        size=7.8,
    )[0]
    s.y = y0
    p.rect(400, y0 - 12, 555, y0 + 30, 0.8)
    p.text(477.5, y0 + 4, "e-FATURA", 14, True, align="c")
    p.text(477.5, y0 + 20, "Senaryo: TİCARİ FATURA", 7.2, align="c", color=GREY)
    s.y = y0 + 78
    y1 = s.y
    q_buyer = side(
        s,
        40,
        [
            "SAYIN",
            "Develi Un Sanayi ve Ticaret Ltd. Şti.",
            "Sivas Bulvarı No: 318, Kocasinan / KAYSERİ",
            "Vergi Dairesi: Kocasinan · VKN: 2974418305",
        ],
        size=7.8,
        first_bold=False,
    )
    s.y = y1
    s.x = 330
    q_no = s.kv("Fatura No:", "KET2028000001963")
    q_date = s.kv("Fatura Tarihi:", "23.01.2029")
    s.kv("Fatura Tipi:", "TEVKİFAT")
    s.kv("Hizmet Dönemi:", "01.12.2028 - 31.12.2028")
    s.kv("Sipariş No / Tarihi:", "DU-2028-441 / 28.11.2028")
    q_dd = s.kv("Son Ödeme Tarihi:", "12.03.2029")
    s.x = 40
    s.skip(4)
    s.t("Hizmet yeri: Develi Un Fabrikası, Develi Yolu 9. km, Develi / KAYSERİ", 7.4, color=GREY)
    s.t("ETTN: 6f1c8e2a-44b7-4d09-a3e5-90c2d7b41f68", 7.2, color=GREY)
    s.skip(8)
    xs = [(40, "l"), (58, "l"), (290, "r"), (322, "l"), (395, "r"), (440, "r"), (478, "r"), (555, "r")]
    head_row(
        s, cells(xs, ["S.", "Mal / Hizmet", "Miktar", "Birim", "Birim Fiyat", "İsk. %", "KDV %", "Tutar"])
    )
    rows = [
        ("Silo içi kuru temizlik (aralık)", "6", "Silo", "14250.00", 5),
        ("Değirmen katı endüstriyel temizlik", "22", "Gün", "3180.00", 5),
        ("Toz toplama kanalı temizliği", "340", "m", "41.50", 0),
        ("Yüksek basınçlı yıkama - kamyon rampası", "8", "Saat", "1420.00", 0),
        ("Atık toz bertarafı (lisanslı tesis)", "4.6", "Ton", "2875.00", 0),
    ]
    gross = D(0)
    isk = D(0)
    for i, (name, qty, unit, price, disc) in enumerate(rows, 1):
        g = ext(qty, price)
        dsc = pct(g, disc)
        gross += g
        isk += dsc
        qty_txt = EU(D(qty), 1) if "." in qty else qty
        s.row(
            cells(xs, [str(i), name, qty_txt, unit, TL(D(price)), f"%{disc}", "%20", TL(g - dsc)]),
            size=7.6,
            lead=13,
        )
    s.rule()
    s.skip(8)
    sub = gross - isk
    tax = pct(sub, 20)
    total = sub + tax
    tev = q(tax * D(5) / D(10))
    due = total - tev
    s.x = 290
    q_gross = s.kv("Mal Hizmet Toplam Tutarı", TL(gross) + " TL")
    q_isk = s.kv("Toplam İskonto", TL(isk) + " TL")
    q_sub = s.kv("Vergi Hariç Tutar", TL(sub) + " TL")
    q_tax = s.kv("Hesaplanan KDV (%20)", TL(tax) + " TL")
    q_tev = s.kv("KDV Tevkifatı (5/10) - Kod 613", TL(tev) + " TL")
    s.kv("Tevkifata Tabi İşlem Tutarı", TL(sub) + " TL")
    s.rule()
    q_tot = s.kv("Vergiler Dahil Toplam Tutar", TL(total) + " TL", bold=True)
    s.skip(4)
    p.shade(286, s.y - 11, 559, s.y + 5, 0.88)
    q_due = s.kv("Ödenecek Tutar", TL(due) + " TL", bold=True, size=10)
    s.x = 40
    s.skip(14)
    s.para(
        "Tevkif edilen KDV tutarı alıcı tarafından 2 No.lu KDV beyannamesi ile beyan edilecektir. "
        "Ödeme: Vakıf Katılım, IBAN TR48 0021 0000 0004 1187 3300 01. Vadesinde ödenmeyen tutarlar için "
        "aylık %4,5 vade farkı uygulanır.",
        7.4,
    )
    s.skip(20)
    s.t(
        "Bu belge 5070 sayılı Elektronik İmza Kanunu'na göre güvenli elektronik imza ile imzalanmıştır.",
        7,
        color=GREY,
    )
    same(L["gross"], gross, "gross")
    same(L["isk"], isk, "isk")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["tev"], tev, "tev")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("KET2028000001963", 1, q_no),
        "invoice_date": F("2029-01-23", 1, q_date),
        "due_date": F("2029-03-12", 1, q_dd),
        "vendor_name": F("Kızılırmak Endüstriyel Temizlik Hizmetleri A.Ş.", 1, q_vendor),
        "bill_to": F("Develi Un Sanayi ve Ticaret Ltd. Şti.", 1, "SAYIN " + q_buyer[1]),
        "currency": F("TRY", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Turkish e-Fatura with VAT withholding (TRY printed as TL, dot grouping with comma decimals, "
        "dd.mm.yyyy). invoice_number is the 16-character Fatura No, not the ETTN. invoice_date is the Fatura "
        "Tarihi, not the service period or the order date; due_date the Son Ödeme Tarihi. bill_to is the "
        "SAYIN company, not the factory named as service place. subtotal is Vergi Hariç Tutar (Mal Hizmet "
        "Toplam Tutarı less Toplam İskonto; sum), tax the Hesaplanan KDV (%20) amount, total the Vergiler "
        "Dahil Toplam Tutar. The KDV tevkifatı (5/10 of the VAT, paid over by the buyer) is deducted from "
        "the total to the separately printed Ödenecek Tutar (amount_due; sum)."
    )
    sums = [
        SUM(
            "Mal Hizmet Toplam - İskonto = Vergi Hariç Tutar",
            [
                (1, T("Mal Hizmet Toplam Tutarı", L["gross"], 1, q_gross)),
                (-1, T("Toplam İskonto", L["isk"], 1, q_isk)),
            ],
            "subtotal",
        ),
        SUM(
            "Vergiler Dahil Toplam - KDV Tevkifatı = Ödenecek Tutar",
            [(1, "total"), (-1, T("KDV Tevkifatı (5/10)", L["tev"], 1, q_tev))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Israeli tax invoice in English (ILS, ₪): VAT 18 %, terms "current + 30" with no due date printed
@doc("b28_inv_il_tax_invoice_shotef_plus", "invoice", "Kinneret Lab Automation tax invoice 30427")
def inv_il():
    L = dict(sub=87803.6, tax=15804.65, tot=103608.25)
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=54, size=8.4)
    s.row([(48, "KINNERET LAB AUTOMATION LTD."), (564, "TAX INVOICE No. 30427", "r")], 13, True, lead=17)
    q_vendor = "KINNERET LAB AUTOMATION LTD."
    q_no = "TAX INVOICE No. 30427"
    s.t("Company No. 515239874 · VAT Reg. (Osek Murshe) 515239874", 7.4, color=GREY)
    s.t("12 HaMelacha St., Kiryat Arye Industrial Zone, Petah Tikva 4951339, Israel", 7.4, color=GREY)
    s.t("Tel. +972-3-902-7715 · accounts@kinneret-lab.example", 7.4, color=GREY)
    s.t("ORIGINAL", 8, True, x=564, align="r")
    s.skip(6)
    y0 = s.y
    q_to = side(
        s,
        48,
        [
            "Galilee Biomarkers Ltd.",
            "Attn: Dr. Noa Ben-Harush, Head of Lab Operations",
            "Migdal Tefen Park, Building 3",
            "Tefen 2495900",
            "Company No. 514408621",
        ],
        size=8,
        caption="Invoice to",
    )[0]
    s.y = y0
    s.x = 350
    q_date = s.kv("Date of invoice", "22/01/2029")
    s.kv("Date of supply", "16/01/2029")
    s.kv("Your order", "GBM-PO-3309")
    s.kv("Delivery note", "DN 18872")
    q_terms = s.kv("Payment terms", "Current + 60")
    s.kv("Allocation No.", "A-118204476")
    s.x = 48
    s.y = max(s.y, y0 + 80)
    xs = [(48, "l"), (110, "l"), (400, "r"), (470, "r"), (564, "r")]
    head_row(s, cells(xs, ["Cat. No.", "Description", "Qty", "Unit price ₪", "Amount ₪"]))
    rows = [
        ("KLA-PH-96", "Automated pipetting head, 96-channel, calibrated", "1", "48600.00"),
        ("KLA-GR-2", "Labware gripper module with barcode reader", "2", "9875.00"),
        ("KLA-TIP-200", "Filter tips 200 µl, sterile, case of 3,840", "14", "612.40"),
        ("SRV-INST", "Installation and IQ/OQ qualification (2 engineer days)", "2", "4350.00"),
        ("SRV-TRN", "Operator training session, on site", "1", "2180.00"),
    ]
    vals = []
    for code, name, qty, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [code, name, qty, US(D(price)), US(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tax = pct(sub, 18)
    total = sub + tax
    s.x = 340
    q_sub = s.kv("Total before VAT", "₪ " + US(sub))
    q_tax = s.kv("VAT 18%", "₪ " + US(tax))
    s.rule()
    q_tot = s.kv("Total including VAT (NIS)", "₪ " + US(total), bold=True, size=9.6)
    s.x = 48
    s.skip(16)
    s.para(
        "Payment by bank transfer to Bank Leumi, branch 874, account 40119/77. Please quote the invoice "
        "number. Prices are in New Israeli Shekels. Warranty: 12 months from installation; consumables "
        "excluded. Title to the goods passes on full payment.",
        7.6,
    )
    s.skip(24)
    s.row([(48, "Issued by: Yael Shapira-Danon"), (350, "Produced by computerised system")], 7.6)
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    del q_terms
    fields = {
        "invoice_number": F("30427", 1, q_no),
        "invoice_date": F("2029-01-22", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Kinneret Lab Automation Ltd.", 1, q_vendor),
        "bill_to": F("Galilee Biomarkers Ltd.", 1, "Invoice to " + q_to),
        "currency": F("ILS", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Israeli tax invoice in English (ILS printed with the shekel sign and NIS, dd/mm/yyyy). "
        "invoice_date is the Date of invoice, not the Date of supply. due_date is null: the terms are "
        "printed only as 'Current + 60' and no due date is printed (computing one would be a false fill). "
        "bill_to is the company under Invoice to, not the contact person. invoice_number is the tax "
        "invoice number, not the allocation number, order or delivery note. subtotal is Total before VAT, "
        "tax the VAT 18% amount, total the Total including VAT. amount_due is null: no balance beyond the "
        "total is printed."
    )
    return p, fields, notes, []


# ===== 4 Indian GST tax invoice: Bill To vs Ship To, CGST + SGST, round off, advance deducted
@doc("b28_inv_in_gst_cgst_sgst_advance", "invoice", "Sahyadri Polymers tax invoice SPE/28-29/0772")
def inv_in():
    L = dict(
        sub=1030422, cg=92737.98, sg=92737.98, tax=185475.96, ro=0.04, tot=1215898, adv=150000, due=1065898
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=8.2)
    s.t("TAX INVOICE", 12, True, align="c")
    s.t("(Original for Recipient)", 7.4, align="c", color=GREY)
    s.skip(4)
    q_vendor = s.t("SAHYADRI POLYMERS & EXTRUSIONS PVT. LTD.", 13, True)
    s.t("SF No. 214/3, Avinashi Road, Neelambur, Coimbatore - 641062, Tamil Nadu", 7.6, color=GREY)
    s.t("GSTIN: 33AAKCS4471M1ZQ · CIN: U25209TZ2011PTC017784 · sales@sahyadri-poly.example", 7.6, color=GREY)
    s.skip(4)
    info = [
        (40, 170, "Invoice No.", "SPE/28-29/0772"),
        (170, 270, "Invoice Date", "07-Feb-2029"),
        (270, 370, "Date of Supply", "05-Feb-2029"),
        (370, 460, "Due Date", "24-Mar-2029"),
        (460, 555, "Place of Supply", "Tamil Nadu (33)"),
    ]
    q_info = strip(s, info, shade=0.93)
    y0 = s.y
    q_bill = side(
        s,
        40,
        [
            "Nilgiri Agro Irrigation Systems LLP",
            "48, Perundurai Road, Erode - 638011",
            "GSTIN: 33AASFN2208K1Z5",
            "State: Tamil Nadu, Code 33",
        ],
        size=7.8,
        caption="Bill To (Buyer)",
    )[0]
    s.y = y0
    side(
        s,
        300,
        [
            "Kaveri Valley Farmers Producer Co. Ltd.",
            "Warehouse 2, Sathy Main Road, Gobichettipalayam - 638452",
            "Transporter: KPN Parcel Service · LR No. 770914",
        ],
        size=7.8,
        caption="Ship To (Consignee)",
    )
    s.y = y0 + 64
    xs = [(40, "l"), (60, "l"), (300, "l"), (360, "r"), (395, "l"), (470, "r"), (555, "r")]
    head_row(
        s, cells(xs, ["S.No", "Description of Goods", "HSN", "Qty", "Unit", "Rate (₹)", "Taxable Value (₹)"])
    )
    rows = [
        ("HDPE pipe 63 mm PN 6, 6 m length", "39172190", "420", "Nos", "1186.50"),
        ("HDPE pipe 90 mm PN 6, 6 m length", "39172190", "96", "Nos", "2418.00"),
        ("Inline drip lateral 16 mm, 40 cm spacing (500 m roll)", "84248200", "64", "Roll", "3366.00"),
        ("Screen filter 2 inch, 120 mesh", "84212190", "12", "Nos", "4285.00"),
        ("Venturi injector 1.5 inch with manifold", "84248200", "12", "Set", "2760.00"),
    ]
    vals = []
    for i, (name, hsn, qty, unit, rate) in enumerate(rows, 1):
        e = ext(qty, rate)
        vals.append(e)
        s.row(cells(xs, [str(i), name, hsn, qty, unit, IN(D(rate)), IN(e)]), size=7.6, lead=13)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    cg = pct(sub, 9)
    sg = pct(sub, 9)
    tax = cg + sg
    raw = sub + tax
    total = raw.quantize(D(1), rounding="ROUND_HALF_UP")
    ro = total - raw
    adv = D("150000.00")
    due = total - adv
    s.x = 300
    q_sub = s.kv("Total Taxable Value", "₹ " + IN(sub))
    q_cg = s.kv("CGST @ 9%", "₹ " + IN(cg))
    q_sg = s.kv("SGST @ 9%", "₹ " + IN(sg))
    q_tax = s.kv("Total Tax Amount", "₹ " + IN(tax))
    q_ro = s.kv("Round Off", ("-" if ro < 0 else "") + IN(abs(ro)))
    s.rule()
    q_tot = s.kv("Total Invoice Value", "₹ " + IN(total), bold=True)
    q_adv = s.kv("Less: Advance (RV-0412, 12-Jan-2029)", "₹ " + IN(adv))
    s.skip(4)
    p.shade(296, s.y - 11, 559, s.y + 5, 0.88)
    q_due = s.kv("Net Amount Payable", "₹ " + IN(due), bold=True, size=10)
    s.x = 40
    s.skip(12)
    s.para(
        "Amount chargeable (in words): Indian Rupees Twelve Lakh Fifteen Thousand Eight Hundred Ninety Eight "
        "Only (Total Invoice Value). Whether tax is payable under reverse charge: No.",
        7.4,
    )
    s.para(
        "Bank: Karur Vysya Bank, Neelambur branch · A/c 1782 1350 0000 4418 · IFSC KVBL0001782. Interest @ "
        "18% "
        "p.a. will be charged on payments received after the due date. Subject to Coimbatore jurisdiction.",
        7.4,
    )
    s.skip(16)
    s.t("For SAHYADRI POLYMERS & EXTRUSIONS PVT. LTD.", 8, True, x=555, align="r")
    s.skip(18)
    s.t("Authorised Signatory", 7.6, x=555, align="r")
    same(L["sub"], sub, "sub")
    same(L["cg"], cg, "cg")
    same(L["sg"], sg, "sg")
    same(L["tax"], tax, "tax")
    same(L["ro"], ro, "ro")
    same(L["tot"], total, "tot")
    same(L["adv"], adv, "adv")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("SPE/28-29/0772", 1, q_info),
        "invoice_date": F("2029-02-07", 1, "Invoice Date 07-Feb-2029"),
        "due_date": F("2029-03-24", 1, "Due Date 24-Mar-2029"),
        "vendor_name": F("Sahyadri Polymers & Extrusions Pvt. Ltd.", 1, q_vendor),
        "bill_to": F("Nilgiri Agro Irrigation Systems LLP", 1, "Bill To (Buyer) " + q_bill),
        "currency": F("INR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Indian GST tax invoice (INR with the rupee sign, Indian digit grouping, dd-Mon-yyyy). invoice_date "
        "is the Invoice Date, not the Date of Supply or the advance receipt date; due_date the printed Due "
        "Date. bill_to is the Bill To (Buyer), not the Ship To consignee. subtotal is Total Taxable Value; "
        "tax the printed Total Tax Amount (CGST 9% + SGST 9%; sum); total the Total Invoice Value, which "
        "includes a Round Off line (taxable value + tax + round off; sum). The advance received is deducted "
        "to the separately printed Net Amount Payable (amount_due; sum). The amount in words repeats the "
        "total."
    )
    sums = [
        SUM(
            "CGST + SGST = Total Tax Amount",
            [(1, T("CGST @ 9%", L["cg"], 1, q_cg)), (1, T("SGST @ 9%", L["sg"], 1, q_sg))],
            "tax",
        ),
        SUM(
            "Taxable value + tax + round off = Total Invoice Value",
            [(1, "subtotal"), (1, "tax"), (1, T("Round Off", L["ro"], 1, q_ro))],
            "total",
        ),
        SUM(
            "Total Invoice Value - advance = Net Amount Payable",
            [(1, "total"), (-1, T("Advance received", L["adv"], 1, q_adv))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Singapore tax invoice (SGD): GST 9 %, 40 % deposit invoiced earlier deducted to Balance Due
@doc(
    "b28_inv_sg_tax_invoice_deposit_balance", "invoice", "Lorong Halus Interiors tax invoice LHI-INV-29-0138"
)
def inv_sg():
    L = dict(sub=79786, tax=7180.74, tot=86966.74, dep=34786.7, due=52180.04)
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=56, size=8.6)
    p.shade(0, 0, 612, 40, 0.2)
    p.text(50, 30, "LORONG HALUS INTERIORS PTE. LTD.", 12, True, color=(1, 1, 1))
    q_vendor = "LORONG HALUS INTERIORS PTE. LTD."
    s.t("UEN 201734418K · GST Reg. No. 201734418K", 7.6, color=GREY)
    s.t("21 Tampines Street 92, #05-08 Tampines Biz-Hub, Singapore 528871", 7.6, color=GREY)
    s.skip(10)
    s.t("TAX INVOICE", 16, True)
    s.skip(4)
    y0 = s.y
    q_bill = side(
        s,
        50,
        [
            "Meridian Seafood Trading Pte. Ltd.",
            "Attn: Mr Desmond Quah (Finance)",
            "9 Fishery Port Road, Singapore 619742",
        ],
        size=8.2,
        caption="BILL TO",
    )[0]
    s.t("Project site: 62 Ubi Road 1, #03-17 Oxley Bizhub 2, Singapore 408734", 7.6)
    s.y = y0
    s.x = 360
    q_no = s.kv("Invoice No.", "LHI-INV-29-0138")
    q_date = s.kv("Invoice Date", "03 Apr 2029")
    s.kv("Project Ref.", "LHI-P-2811")
    s.kv("Completion", "28 Mar 2029")
    q_dd = s.kv("Payment Due", "17 Apr 2029")
    s.x = 50
    s.skip(14)
    xs = [(50, "l"), (72, "l"), (440, "r"), (562, "r")]
    head_row(s, cells(xs, ["#", "Description of work (office fit-out, Unit #03-17)", "Qty", "Amount (S$)"]))
    rows = [
        ("Demolition and disposal of existing partitions and ceiling", "1 lot", "6480.00"),
        ("Gypsum board partitions with rockwool infill, 3.2 m high", "74 m", "13246.00"),
        ("Glass partition, 12 mm tempered, frameless, with film", "18 m", "15930.00"),
        ("Carpentry: reception counter, pantry cabinets, storage walls", "1 lot", "21875.00"),
        ("Electrical: LED panels, power points, data points", "1 lot", "11460.00"),
        ("Vinyl plank flooring, 5 mm, incl. skirting", "212 m2", "8480.00"),
        ("Painting, touch-up and final cleaning", "1 lot", "2315.00"),
    ]
    vals = []
    for i, (name, qty, amt) in enumerate(rows, 1):
        vals.append(D(amt))
        s.row(cells(xs, [str(i), name, qty, US(D(amt))]), size=8, lead=14)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tax = pct(sub, 9)
    total = sub + tax
    dep = q(total * D("0.40"))
    due = total - dep
    s.x = 330
    q_sub = s.kv("Subtotal (before GST)", "S$ " + US(sub))
    q_tax = s.kv("GST @ 9%", "S$ " + US(tax))
    s.rule()
    q_tot = s.kv("Total Contract Sum incl. GST", "S$ " + US(total), bold=True)
    q_dep = s.kv("Less: 40% deposit received", "(S$ " + US(dep) + ")")
    s.skip(4)
    p.shade(326, s.y - 11, 566, s.y + 5, 0.86)
    q_due = s.kv("BALANCE DUE", "S$ " + US(due), bold=True, size=10)
    s.x = 50
    s.skip(16)
    s.para(
        "The deposit invoice LHI-INV-29-0071 dated 12 Feb 2029 accounted for GST on the deposit at the time "
        "of payment; this invoice shows the full contract sum and deducts the deposit received. Payment by "
        "PayNow (UEN 201734418K) or bank transfer to OCBC 5512-448190-001. Defects liability period: 6 "
        "months from completion.",
        7.6,
    )
    s.skip(20)
    s.t("This is a computer-generated invoice. No signature is required.", 7.2, color=GREY)
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["dep"], dep, "dep")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("LHI-INV-29-0138", 1, q_no),
        "invoice_date": F("2029-04-03", 1, q_date),
        "due_date": F("2029-04-17", 1, q_dd),
        "vendor_name": F("Lorong Halus Interiors Pte. Ltd.", 1, q_vendor),
        "bill_to": F("Meridian Seafood Trading Pte. Ltd.", 1, "BILL TO " + q_bill),
        "currency": F("SGD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Singapore tax invoice for an office fit-out (SGD printed as S$, dd Mon yyyy). invoice_date is the "
        "Invoice Date, not the completion date or the deposit invoice's date; due_date the Payment Due date. "
        "bill_to is the company under BILL TO, not the project site or the contact. subtotal is the Subtotal "
        "(before GST), tax the GST @ 9% amount, total the Total Contract Sum incl. GST. The 40% deposit "
        "invoiced earlier is deducted to the separately printed BALANCE DUE (amount_due; sum)."
    )
    sums = [
        SUM(
            "Total - deposit = Balance due",
            [(1, "total"), (-1, T("Less: 40% deposit", L["dep"], 1, q_dep))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def nzd(x):
    v = q(x)
    return ("-$" if v < 0 else "$") + US(abs(v))


# ===== 6 New Zealand credit note (NZD): negative lines, restocking fee, GST 15 %, credit held on account
@doc("b28_inv_nz_credit_note_restocking", "invoice", "Rangitoto Marine Electronics credit note CN-20417")
def inv_nz():
    L = dict(sub=-3549.52, tax=-532.43, tot=-4081.95)
    p = Pdf()
    s = Sheet(p, x=54, xr=558, top=60, size=8.6)
    q_vendor = s.t("Rangitoto Marine Electronics Limited", 14, True, color=(0, 0.25, 0.4))
    s.t(
        "Unit 4, 31 Westhaven Drive, Auckland 1010 · GST No. 118-447-902 · NZBN 9429048117730",
        7.4,
        color=GREY,
    )
    s.skip(8)
    s.t("CREDIT NOTE", 18, True)
    s.t("Tax credit note - all amounts in New Zealand dollars (NZD)", 7.8, color=GREY)
    s.skip(6)
    y0 = s.y
    q_to = side(
        s,
        54,
        [
            "Hauraki Charter Boats Limited",
            "Pier Z, Viaduct Harbour",
            "Auckland 1010",
            "Attention: Mere Tawhiri",
        ],
        size=8.2,
        caption="CREDIT TO",
    )[0]
    s.y = y0
    s.x = 350
    q_no = s.kv("Credit Note No.", "CN-20417")
    q_date = s.kv("Date", "11 May 2029")
    s.kv("Original Invoice", "INV-58830")
    s.kv("Invoice Date", "21 April 2029")
    s.kv("Invoice Due", "20 May 2029")
    s.kv("Account", "HCB-0441")
    s.x = 54
    s.skip(10)
    s.t("Reason: goods returned unused (RMA 7719) and price correction on invoice INV-58830.", 8)
    s.skip(4)
    xs = [(54, "l"), (120, "l"), (380, "r"), (460, "r"), (558, "r")]
    head_row(s, cells(xs, ["Code", "Description", "Qty", "Unit Price", "Amount"]))
    rows = [
        ("VHF-55X", "Fixed-mount VHF radio with AIS receiver (returned)", "-2", "1149.00"),
        ("XDR-8T", "Through-hull transducer 8 deg tilt (returned)", "-1", "868.50"),
        ("CAB-NMEA", "NMEA 2000 backbone kit (returned)", "-3", "214.90"),
        ("PRC-ADJ", "Price correction: chartplotter CP-12 (agreed fleet price)", "-1", "310.00"),
        ("RSTK-15", "Restocking fee 15% on returned goods", "1", "0"),
    ]
    vals = []
    ret = D(0)
    for code, name, qty, price in rows:
        if code == "RSTK-15":
            price = str(pct(-ret, 15))
        e = ext(qty, price)
        if code not in ("PRC-ADJ", "RSTK-15"):
            ret += e
        vals.append(e)
        s.row(cells(xs, [code, name, qty, nzd(D(price)), nzd(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tax = pct(sub, 15)
    total = sub + tax
    s.x = 340
    q_sub = s.kv("Subtotal (excl. GST)", nzd(sub))
    q_tax = s.kv("GST 15%", nzd(tax))
    s.rule()
    q_tot = s.kv("TOTAL CREDIT NZD", nzd(total), bold=True, size=9.8)
    s.x = 54
    s.skip(16)
    s.para(
        "This credit has been applied to account HCB-0441 and will be offset against your next invoice. "
        "No payment is due on this credit note and no refund will be made unless requested in writing. "
        "Returns accepted within 30 days in original packaging.",
        7.8,
    )
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("CN-20417", 1, q_no),
        "invoice_date": F("2029-05-11", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Rangitoto Marine Electronics Limited", 1, q_vendor),
        "bill_to": F("Hauraki Charter Boats Limited", 1, "CREDIT TO " + q_to),
        "currency": F("NZD", 1, "Tax credit note - all amounts in New Zealand dollars (NZD)"),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "New Zealand tax credit note (NZD named; amounts with a bare $ and a leading minus). invoice_number "
        "and invoice_date are the credit note's own number and date, not the original invoice's number, "
        "date or due date (distractors). due_date is null: nothing is payable on a credit note and the only "
        "due date printed is the original invoice's. amount_due is null: the credit is held on account and "
        "no amount due is printed. bill_to is the customer under CREDIT TO. subtotal, tax (GST 15%) and "
        "total are labelled negative as printed; the restocking fee is a positive line inside the subtotal."
    )
    return p, fields, notes, []


def cad(x):
    return SP(x) + " $"


# ===== 7 Quebec facture (CAD, French): TPS + TVQ = Total des taxes, previous balance and payment to Solde dû
@doc("b28_inv_qc_facture_tps_tvq_solde", "invoice", "Ferblanterie Beauce-Etchemin facture F-88214")
def inv_qc():
    L = dict(
        sub=21516.7, tps=1075.84, tvq=2146.29, tax=3222.13, tot=24738.83, prev=6418.37, paid=4000, due=27157.2
    )
    p = Pdf(ttf=True)
    s = Sheet(p, x=46, xr=566, top=54, size=8.5)
    q_vendor = s.t("Ferblanterie Beauce-Etchemin inc.", 14, True)
    s.t(
        "1480, 2e Avenue Est, Beauceville (Québec)  G5X 1P6 · 418 774-0932 · compta@ferblanterie-be.example",
        7.4,
        color=GREY,
    )
    s.t("TPS 812447193 RT0001 · TVQ 1227781904 TQ0001 · RBQ 5604-1187-22", 7.4, color=GREY)
    s.skip(8)
    y0 = s.y
    q_bill = side(
        s,
        46,
        [
            "Fromagerie des Deux-Rivières ltée",
            "Comptes fournisseurs",
            "212, rang Saint-Joseph",
            "Saint-Georges (Québec)  G5Y 5B9",
        ],
        size=8.2,
        caption="FACTURER À",
    )[0]
    s.y = y0
    side(
        s,
        230,
        ["Fromagerie des Deux-Rivières - usine no 2", "88, route 204", "Saint-Martin (Québec)  G0M 1B0"],
        size=8.2,
        first_bold=False,
        caption="EXPÉDIER À / CHANTIER",
    )
    s.y = y0
    s.x = 420
    s.t("FACTURE", 15, True)
    q_no = s.kv("No", "F-88214", xv=470)
    q_date = s.kv("Date", "12 juin 2029", xv=470)
    s.kv("Bon de cde", "DR-5117", xv=470)
    q_dd = s.kv("Échéance", "12 juillet 2029", xv=470)
    s.x = 46
    s.y = max(s.y, y0 + 76)
    q_cur = s.t("Montants en dollars canadiens (CAD)", 7.6, color=GREY)
    xs = [(46, "l"), (330, "r"), (380, "l"), (470, "r"), (566, "r")]
    head_row(s, cells(xs, ["Description", "Qté", "Unité", "Prix unitaire", "Montant"]))
    rows = [
        ("Hotte inox 304 sur mesure, salle de caillage", "1", "unité", "8740.00"),
        ("Conduits inox soudés, 250 mm", "38", "pi lin.", "96.40"),
        ("Solins et contre-solins, toiture usine", "62", "pi lin.", "24.75"),
        ("Main-d'œuvre ferblantier (taux régulier)", "56", "h", "92.00"),
        ("Main-d'œuvre ferblantier (temps supplémentaire)", "9", "h", "138.00"),
        ("Location nacelle articulée 45 pi, 1 semaine", "1", "sem.", "1185.00"),
    ]
    vals = []
    for name, qty, un, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [name, qty, un, cad(D(price)), cad(e)]), size=7.9, lead=13)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tps = pct(sub, 5)
    tvq = pct(sub, "9.975")
    tax = tps + tvq
    total = sub + tax
    prev = D("6418.37")
    paid = D("4000.00")
    due = total + prev - paid
    s.x = 330
    q_sub = s.kv("Sous-total", cad(sub))
    q_tps = s.kv("TPS (5 %)", cad(tps))
    q_tvq = s.kv("TVQ (9,975 %)", cad(tvq))
    q_tax = s.kv("Total des taxes", cad(tax))
    s.rule()
    q_tot = s.kv("TOTAL DE LA FACTURE", cad(total), bold=True)
    s.skip(6)
    s.t("État de compte", 8, True)
    q_prev = s.kv("Solde antérieur (facture F-87960)", cad(prev))
    q_paid = s.kv("Paiement reçu le 4 juin 2029 - merci", "-" + cad(paid))
    s.skip(4)
    p.shade(326, s.y - 11, 570, s.y + 5, 0.87)
    q_due = s.kv("SOLDE DÛ", cad(due), bold=True, size=10)
    s.x = 46
    s.skip(14)
    s.para(
        "Conditions : net 30 jours. Des frais d'intérêt de 1,5 % par mois (18 % par année) s'appliquent aux "
        "soldes échus. Paiement par dépôt direct : Caisse Desjardins de la Nouvelle-Beauce, transit 81547, "
        "folio 0412279.",
        7.6,
    )
    same(L["sub"], sub, "sub")
    same(L["tps"], tps, "tps")
    same(L["tvq"], tvq, "tvq")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["prev"], prev, "prev")
    same(L["paid"], paid, "paid")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("F-88214", 1, q_no),
        "invoice_date": F("2029-06-12", 1, q_date),
        "due_date": F("2029-07-12", 1, q_dd),
        "vendor_name": F("Ferblanterie Beauce-Etchemin inc.", 1, q_vendor),
        "bill_to": F("Fromagerie des Deux-Rivières ltée", 1, "FACTURER À " + q_bill),
        "currency": F("CAD", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Quebec facture in French (CAD named; space grouping, comma decimals and a trailing $; dates in "
        "words). bill_to is the FACTURER À company, not the plant under EXPÉDIER À / CHANTIER. due_date is "
        "the Échéance. subtotal is the Sous-total, tax the printed Total des taxes (TPS 5 % + TVQ 9,975 %; "
        "sum), total the TOTAL DE LA FACTURE. The account statement adds the previous balance and deducts "
        "a partial payment received to the separately printed SOLDE DÛ (amount_due; sum)."
    )
    sums = [
        SUM(
            "TPS + TVQ = Total des taxes",
            [(1, T("TPS (5 %)", L["tps"], 1, q_tps)), (1, T("TVQ (9,975 %)", L["tvq"], 1, q_tvq))],
            "tax",
        ),
        SUM(
            "Total de la facture + solde antérieur - paiement reçu = Solde dû",
            [
                (1, "total"),
                (1, T("Solde antérieur", L["prev"], 1, q_prev)),
                (-1, T("Paiement reçu", L["paid"], 1, q_paid)),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 8 Mexican CFDI 4.0 (MXN): Subtotal before Descuento, IVA base = pre-tax total, payment deadline
@doc("b28_inv_mx_cfdi_descuento_base_iva", "invoice", "Herrajes y Troqueles del Bajío CFDI HTB-5582")
def inv_mx():
    L = dict(gross=110790, desc=2556, sub=108234, tax=17317.44, tot=125551.44)
    p = Pdf(ttf=True)
    s = Sheet(p, x=40, xr=572, top=50, size=8)
    y0 = s.y
    q_vendor = side(
        s,
        40,
        [
            "HERRAJES Y TROQUELES DEL BAJÍO, S.A. DE C.V.",
            "RFC: HTB150318K27 · Régimen fiscal: 601 General de Ley Personas Morales",
            "Blvd. Hidalgo 4410, Col. Los Castillos, León, Gto.",
        ],
        size=7.6,
    )[0]
    s.y = y0
    p.rect(400, y0 - 12, 572, y0 + 36, 0.8)
    p.text(486, y0 + 2, "FACTURA (CFDI 4.0)", 10, True, align="c")
    p.text(486, y0 + 16, "Serie y folio: HTB-5582", 9, True, align="c")
    p.text(486, y0 + 29, "Tipo de comprobante: I - Ingreso", 7, align="c", color=GREY)
    s.y = y0 + 56
    info = [
        (40, 250, "Folio fiscal (UUID)", "3B7E19C4-58A2-4F0D-9E61-C07A4D2B8F15"),
        (250, 360, "Fecha y hora de emisión", "2029-07-18T10:42:15"),
        (360, 470, "Fecha de certificación", "2029-07-18T10:43:02"),
        (470, 572, "Lugar de expedición", "37490"),
    ]
    strip(s, info, vsize=7.8, shade=0.93)
    y1 = s.y
    q_rec = side(
        s,
        40,
        [
            "Receptor: CALZADO FINO PURÍSIMA, S. DE R.L. DE C.V.",
            "RFC: CFP0902114T9 · Domicilio fiscal receptor: 36400",
            "Régimen fiscal receptor: 601 · Uso CFDI: G03 Gastos en general",
        ],
        size=7.6,
        first_bold=False,
    )[0]
    s.y = y1
    s.x = 360
    q_cur = s.kv("Moneda:", "MXN - Peso Mexicano")
    s.kv("Forma de pago:", "99 - Por definir")
    s.kv("Método de pago:", "PPD - Parcialidades o diferido")
    q_dd = s.kv("Fecha límite de pago:", "17/08/2029")
    s.x = 40
    s.skip(6)
    xs = [(40, "l"), (106, "r"), (114, "l"), (146, "l"), (430, "r"), (500, "r"), (572, "r")]
    head_row(
        s, cells(xs, ["Clave", "Cant.", "Unidad", "Descripción", "Valor unitario", "Descuento", "Importe"]), 7
    )
    rows = [
        ("31162800", "4000", "H87", "Ojillo latón niquelado 5 mm", "1.85", 8),
        ("31162800", "2500", "H87", "Hebilla troquelada acero 25 mm", "6.40", 8),
        ("27112700", "3", "H87", "Troquel de corte para plantilla talla 22-30", "18750.00", 0),
        ("27112700", "1", "H87", "Troquel de corte para chinela, juego completo", "24300.00", 0),
        ("81141600", "1", "E48", "Afilado y ajuste de troqueles existentes", "6840.00", 10),
    ]
    gross = desc = D(0)
    for clave, qty, un, name, price, d in rows:
        g = ext(qty, price)
        dd = pct(g, d)
        gross += g
        desc += dd
        s.row(cells(xs, [clave, qty, un, name, US(D(price)), US(dd), US(g)]), size=7.3, lead=12)
    s.rule()
    s.skip(6)
    sub = gross - desc
    tax = pct(sub, 16)
    total = sub + tax
    s.x = 340
    q_gross = s.kv("Subtotal", "$" + US(gross))
    q_desc = s.kv("Descuento", "$" + US(desc))
    s.t("Impuestos trasladados", 7.4, True)
    q_base = s.kv("IVA 002 Tasa 0.160000 Base", "$" + US(sub))
    q_tax = s.kv("IVA 002 Tasa 0.160000 Importe", "$" + US(tax))
    s.rule()
    q_tot = s.kv("Total", "$" + US(total), bold=True, size=9.6)
    s.x = 40
    s.skip(10)
    s.para(
        "Importe con letra: CIENTO VEINTICINCO MIL QUINIENTOS CINCUENTA Y UN PESOS 44/100 M.N. "
        "Este documento es una representación impresa de un CFDI. Pago en parcialidades: el emisor "
        "emitirá el complemento de recepción de pagos por cada abono.",
        7.2,
    )
    s.skip(4)
    s.t("Sello digital del CFDI:", 6.8, True, color=GREY)
    s.t("kQ2vT9xLr8mB4sN1pW7cF3yH6dJ0gZ5aE+uK/oV2iXq8tR4lM1nC7bY3fS9wD6hG0jP5eA+zU", 6.4, color=GREY)
    s.t(
        "No. de serie del certificado del SAT: 00001000000718442290 · RFC del PAC: SPR190613I52",
        6.4,
        color=GREY,
    )
    same(L["gross"], gross, "gross")
    same(L["desc"], desc, "desc")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("HTB-5582", 1, "Serie y folio: HTB-5582"),
        "invoice_date": F("2029-07-18", 1, "Fecha y hora de emisión 2029-07-18T10:42:15"),
        "due_date": F("2029-08-17", 1, q_dd),
        "vendor_name": F("Herrajes y Troqueles del Bajío, S.A. de C.V.", 1, q_vendor),
        "bill_to": F("Calzado Fino Purísima, S. de R.L. de C.V.", 1, q_rec),
        "currency": F("MXN", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_base),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Mexican CFDI 4.0 invoice (MXN named, $ amounts with comma grouping, ISO date-times). invoice_number "
        "is the Serie y folio, not the folio fiscal UUID or the certificate numbers. invoice_date is the "
        "Fecha y hora de emisión (the certification timestamp is a distractor); due_date the Fecha límite "
        "de pago. bill_to is the Receptor. The printed Subtotal is before the line discounts: subtotal is "
        "the pre-tax total after discounts, printed as the IVA base (Subtotal - Descuento; sum). tax is the "
        "IVA importe, total the Total. amount_due is null: no balance beyond the total is printed (payment "
        "method PPD only)."
    )
    sums = [
        SUM(
            "Subtotal - Descuento = IVA base",
            [(1, T("Subtotal", L["gross"], 1, q_gross)), (-1, T("Descuento", L["desc"], 1, q_desc))],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


def cop(x):
    return "$ " + EU(x, 0)


# ===== 9 Colombian factura electrónica over two pages (COP): VAN / VIENEN, IVA 5 % and 19 %
@doc("b28_inv_co_factura_electronica_van_vienen", "invoice", "Tostadora Alto Quindío factura FEAQ-12086")
def inv_co():
    L = dict(
        van=44662000,
        b5=47956000,
        b19=13146000,
        i5=2397800,
        i19=2497740,
        sub=61102000,
        tax=4895540,
        tot=65997540,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=50, size=8.2)

    def header(page):
        q_v = s.t("TOSTADORA DE CAFÉ ALTO QUINDÍO S.A.S.", 13, True, color=(0.35, 0.18, 0.05))
        s.t("NIT 901.447.218-3 · Responsable de IVA · Km 3 vía Circasia, Armenia, Quindío", 7.4, color=GREY)
        s.t("Resolución DIAN 18764059921847 del 2028-11-30, prefijo FEAQ, rango 10001 a 20000", 7, color=GREY)
        p.text(553, 62, f"Página {page} de 2", 7.8, align="r")
        return q_v

    q_vendor = header(1)
    s.skip(6)
    info = [
        (42, 190, "FACTURA ELECTRÓNICA DE VENTA No.", "FEAQ-12086"),
        (190, 300, "Fecha de emisión", "02/08/2029"),
        (300, 410, "Fecha de vencimiento", "01/09/2029"),
        (410, 553, "Moneda", "COP - Peso colombiano"),
    ]
    q_info = strip(s, info, shade=0.92)
    y0 = s.y
    q_buy = side(
        s,
        42,
        [
            "Supermercados La Colmena del Valle S.A.",
            "NIT 805.117.620-1",
            "Calle 15 No. 28-40, Cali, Valle del Cauca",
        ],
        size=7.8,
        caption="Adquiriente",
    )[0]
    s.y = y0
    side(
        s,
        310,
        ["Centro de distribución Acopi", "Carrera 36 No. 13-115, Yumbo", "Orden de compra OC-77318"],
        size=7.8,
        first_bold=False,
        caption="Lugar de entrega",
    )
    s.y = y0 + 52
    xs = [(42, "l"), (110, "l"), (350, "r"), (400, "r"), (470, "r"), (553, "r")]
    hd = ["Código", "Descripción", "Cant.", "IVA", "Vr. unitario", "Vr. total"]
    head_row(s, cells(xs, hd))
    rows = [
        ("CAQ-500M", "Café tostado molido medio 500 g", "480", 5, "18400"),
        ("CAQ-500G", "Café tostado en grano 500 g", "360", 5, "19650"),
        ("CAQ-250E", "Café excelso tostado 250 g, bolsa válvula", "720", 5, "11200"),
        ("CAQ-2500", "Café tostado grano 2,5 kg, uso institucional", "64", 5, "86500"),
        ("CAQ-DESC", "Café descafeinado molido 340 g", "144", 5, "21300"),
        ("CAQ-CAP", "Cápsulas compatibles x 10 unidades", "600", 5, "14900"),
        ("CAQ-GOU", "Café de origen Filandia 340 g, edición especial", "96", 5, "32800"),
        ("CAQ-ORG", "Café orgánico certificado 500 g", "120", 5, "27450"),
        ("EXH-MAD", "Exhibidor de madera para punto de venta", "12", 19, "285000"),
        ("MOL-EL", "Molino eléctrico de mostrador, 60 Hz", "4", 19, "1340000"),
        ("TAZ-CER", "Tazas cerámicas con logo (caja x 12)", "30", 19, "97200"),
        ("FLE-01", "Flete Armenia - Yumbo, tractocamión", "1", 19, "1450000"),
    ]
    b5 = b19 = D(0)
    page_tot = D(0)
    for i, (code, name, qty, rate, price) in enumerate(rows):
        if i == 7:
            s.rule()
            q_van = s.row([(110, "VAN"), (553, cop(page_tot), "r")], size=8.4, bold=True)
            van = page_tot
            p.footer("Representación gráfica de la factura electrónica de venta. Continúa en la página 2.")
            s.new_page()
            header(2)
            s.skip(10)
            head_row(s, cells(xs, hd))
            q_vie = s.row([(110, "VIENEN"), (553, cop(page_tot), "r")], size=8.4, bold=True)
        e = ext(qty, price)
        page_tot += e
        if rate == 5:
            b5 += e
        else:
            b19 += e
        s.row(cells(xs, [code, name, qty, f"{rate}%", cop(D(price)), cop(e)]), size=7.6, lead=12.6)
    s.rule()
    s.skip(8)
    i5 = pct(b5, 5, 0)
    i19 = pct(b19, 19, 0)
    sub = b5 + b19
    tax = i5 + i19
    total = sub + tax
    s.x = 300
    q_b5 = s.kv("Base gravable IVA 5%", cop(b5))
    q_b19 = s.kv("Base gravable IVA 19%", cop(b19))
    q_sub = s.kv("Subtotal antes de IVA", cop(sub))
    q_i5 = s.kv("IVA 5%", cop(i5))
    q_i19 = s.kv("IVA 19%", cop(i19))
    q_tax = s.kv("Total IVA", cop(tax))
    s.rule()
    s.skip(4)
    p.shade(296, s.y - 11, 557, s.y + 5, 0.86)
    q_tot = s.kv("TOTAL A PAGAR", cop(total), bold=True, size=10)
    s.x = 42
    s.skip(12)
    s.para(
        "Forma de pago: crédito a 30 días. Medio de pago: transferencia a Bancolombia cuenta corriente "
        "0718-4412-209. Esta factura se asimila en todos sus efectos a una letra de cambio (art. 774 del "
        "Código de Comercio). Retenciones practicadas por el adquiriente: se informan en el certificado "
        "anual.",
        7.3,
    )
    s.t("CUFE: 9e41c77b02d5a8f6e13b4c0d7a92f58e61b3d2c4a0f9e87b5c6d1a2e3f4b5c6d", 6.6, color=GREY)
    p.footer(
        "Representación gráfica de la factura electrónica de venta. Proveedor tecnológico: FacturaYa S.A.S."
    )
    same(L["van"], van, "van")
    same(L["b5"], b5, "b5")
    same(L["b19"], b19, "b19")
    same(L["i5"], i5, "i5")
    same(L["i19"], i19, "i19")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("FEAQ-12086", 1, q_info),
        "invoice_date": F("2029-08-02", 1, "Fecha de emisión 02/08/2029"),
        "due_date": F("2029-09-01", 1, "Fecha de vencimiento 01/09/2029"),
        "vendor_name": F("Tostadora de Café Alto Quindío S.A.S.", 1, q_vendor),
        "bill_to": F("Supermercados La Colmena del Valle S.A.", 1, "Adquiriente " + q_buy),
        "currency": F("COP", 1, "Moneda COP - Peso colombiano"),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Colombian factura electrónica de venta over two pages (COP named; $ amounts with dot grouping and "
        "no decimals; dd/mm/yyyy). invoice_number is the prefixed invoice number, not the DIAN resolution "
        "or the CUFE. bill_to is the Adquiriente, not the Lugar de entrega (distribution centre). Page 1 "
        "ends with VAN, brought forward on page 2 as VIENEN (carry-over, not a total; sum). subtotal is the "
        "Subtotal antes de IVA (bases at 5% and 19%; sum), tax the Total IVA (IVA 5% + IVA 19%; sum), total "
        "the TOTAL A PAGAR. amount_due is null: TOTAL A PAGAR is the invoice total itself and no separate "
        "balance is printed."
    )
    sums = [
        SUM(
            "VAN (p. 1) = VIENEN (p. 2)", [(1, T("VAN", L["van"], 1, q_van))], T("VIENEN", L["van"], 2, q_vie)
        ),
        SUM(
            "Base 5% + Base 19% = Subtotal antes de IVA",
            [
                (1, T("Base gravable IVA 5%", L["b5"], 2, q_b5)),
                (1, T("Base gravable IVA 19%", L["b19"], 2, q_b19)),
            ],
            "subtotal",
        ),
        SUM(
            "IVA 5% + IVA 19% = Total IVA",
            [(1, T("IVA 5%", L["i5"], 2, q_i5)), (1, T("IVA 19%", L["i19"], 2, q_i19))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 10 Kenyan invoice (KES): VAT-inclusive prices, VAT only as a rate, M-Pesa part payment to Balance
@doc("b28_inv_ke_vat_inclusive_mpesa_balance", "invoice", "Mlolongo Hardware & Timber invoice MHT/INV/9931")
def inv_ke():
    L = dict(tot=783390, paid=200000, due=583390)
    p = Pdf()
    s = Sheet(p, x=50, xr=562, top=58, size=8.6)
    q_vendor = s.t("MLOLONGO HARDWARE & TIMBER MERCHANTS LTD", 13, True, align="c")
    s.t(
        "Mombasa Road, Mlolongo, P.O. Box 41877-00100 Nairobi · KRA PIN P051844721K",
        7.6,
        align="c",
        color=GREY,
    )
    s.t("Tel 0722 418 607 · orders@mlolongo-timber.example", 7.6, align="c", color=GREY)
    s.skip(8)
    s.t("INVOICE", 15, True, align="c")
    s.skip(6)
    y0 = s.y
    q_to = side(
        s,
        50,
        ["Kilifi Creek Boatyard Limited", "P.O. Box 218-80108 Kilifi", "KRA PIN P052118347T"],
        size=8.2,
        caption="CUSTOMER",
    )[0]
    s.t("Deliver to: Plot 88, Mnarani, Kilifi (site foreman Juma Chai)", 7.8)
    s.y = y0
    s.x = 360
    q_no = s.kv("Invoice No.", "MHT/INV/9931")
    q_date = s.kv("Invoice Date", "14/09/2029")
    s.kv("Date of Supply", "10/09/2029")
    s.kv("Delivery Note", "DN 4410")
    s.kv("LPO No.", "KCB/LPO/217")
    s.x = 50
    s.skip(14)
    xs = [(50, "l"), (330, "r"), (380, "l"), (470, "r"), (562, "r")]
    head_row(s, cells(xs, ["Item description", "Qty", "Unit", "Price (KSh)", "Amount (KSh)"]))
    rows = [
        ("Mvule timber 2x8 in, kiln dried, 14 ft", "46", "pcs", "3480.00"),
        ("Cypress 2x4 in, treated, 12 ft", "180", "pcs", "742.00"),
        ("Marine plywood 18 mm BS1088", "34", "sheets", "6950.00"),
        ("Epoxy resin kit 5 L (resin + hardener)", "12", "kits", "9875.00"),
        ("Stainless screws 8g x 50 mm (box 200)", "20", "boxes", "1685.00"),
        ("Antifouling paint, red, 4 L", "9", "tins", "11250.00"),
    ]
    vals = []
    for name, qty, un, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [name, qty, un, US(D(price)), US(e)]), size=8, lead=14)
    s.rule()
    s.skip(8)
    total = tot(vals)
    paid = D("200000.00")
    due = total - paid
    s.x = 330
    q_tot = s.kv("TOTAL (VAT inclusive)", "KSh " + US(total), bold=True)
    q_paid = s.kv("Less: M-Pesa payment SJ24K8XQ3M", "KSh " + US(paid))
    s.skip(4)
    p.shade(326, s.y - 11, 566, s.y + 5, 0.86)
    q_due = s.kv("BALANCE DUE", "KSh " + US(due), bold=True, size=10)
    s.x = 50
    s.skip(10)
    q_dd = s.t("Balance payable by 05/10/2029 to Paybill 522418, account MHT9931.", 8.2, True)
    s.skip(6)
    q_rate = s.t("All prices are inclusive of VAT at 16%.", 8)
    s.para(
        "Goods remain the property of Mlolongo Hardware & Timber Merchants Ltd until paid in full. Timber "
        "is sold as graded; claims must be made on delivery. Transport to Kilifi charged separately by the "
        "carrier.",
        7.6,
    )
    s.skip(14)
    s.t(
        "eTIMS CU Invoice No. KRACU0300018842/91 · CU Serial KRACU0300018842 · Internal Data 7Q4M-2LX8-WK3P",
        6.8,
        color=GREY,
    )
    same(L["tot"], total, "tot")
    same(L["paid"], paid, "paid")
    same(L["due"], due, "due")
    del q_rate
    fields = {
        "invoice_number": F("MHT/INV/9931", 1, q_no),
        "invoice_date": F("2029-09-14", 1, q_date),
        "due_date": F("2029-10-05", 1, q_dd),
        "vendor_name": F("Mlolongo Hardware & Timber Merchants Ltd", 1, q_vendor),
        "bill_to": F("Kilifi Creek Boatyard Limited", 1, "CUSTOMER " + q_to),
        "currency": F("KES", 1, q_tot),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Kenyan invoice (KES printed as KSh, dd/mm/yyyy). invoice_number is the Invoice No., not the eTIMS "
        "CU invoice number or the LPO. invoice_date is the Invoice Date, not the Date of Supply; due_date "
        "the date in 'Balance payable by'. bill_to is the CUSTOMER, not the delivery site. Prices include "
        "VAT and VAT is printed only as a rate ('inclusive of VAT at 16%'): tax is null (no amount printed) "
        "and subtotal is null (no pre-tax total printed). total is the TOTAL (VAT inclusive); the M-Pesa "
        "part payment is deducted to the separately printed BALANCE DUE (amount_due; sum)."
    )
    sums = [
        SUM(
            "Total - M-Pesa payment = Balance due",
            [(1, "total"), (-1, T("M-Pesa payment", L["paid"], 1, q_paid))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def php(x):
    return "₱" + US(x)


# ===== 11 Philippine sales invoice (PHP): BIR VATable / VAT box, VAT-inclusive prices, withholding deducted
@doc("b28_inv_ph_sales_invoice_vatable_ewt", "invoice", "Bukidnon Agri-Supply sales invoice 004812")
def inv_ph():
    L = dict(net=1541133.93, vat=184936.07, tot=1726070, ewt=15411.34, due=1710658.66)
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=56, size=8.4)
    q_vendor = s.t("BUKIDNON AGRI-SUPPLY CORPORATION", 13.5, True, align="c")
    s.t("Sayre Highway, Brgy. Casisang, Malaybalay City, Bukidnon 8700", 7.6, align="c", color=GREY)
    s.t(
        "VAT Reg. TIN 008-447-219-00000 · Business Style: Wholesale of Feeds and Farm Inputs",
        7.6,
        align="c",
        color=GREY,
    )
    s.skip(8)
    s.row([(48, "SALES INVOICE", "l"), (564, "No. 004812", "r")], 14, True, lead=18)
    q_no = "SALES INVOICE No. 004812"
    s.skip(2)
    y0 = s.y
    s.x = 48
    q_sold = s.kv("Sold to:", "Cagayan Poultry Integrators, Inc.", xv=120)
    s.kv("TIN:", "224-615-880-00000", xv=120)
    s.kv("Address:", "Km 9, Sayre Highway, Puerto, Cagayan de Oro City", xv=120)
    s.kv("Business Style:", "Poultry Growing", xv=120)
    s.y = y0
    s.x = 400
    q_date = s.kv("Date:", "October 3, 2029", xv=450)
    s.kv("Terms:", "30 days", xv=450)
    s.kv("P.O. No.:", "CPI-2029-0918", xv=450)
    s.kv("OSCA/PWD ID:", "", xv=450)
    s.x = 48
    s.skip(8)
    xs = [(48, "r"), (60, "l"), (120, "l"), (460, "r"), (564, "r")]
    head_row(s, cells(xs, ["Qty", "", "Articles / Description", "Unit Price", "Amount"]))
    rows = [
        ("320", "bags", "Broiler starter crumble 50 kg", "1948.00"),
        ("540", "bags", "Broiler finisher pellets 50 kg", "1812.50"),
        ("24", "pails", "Vitamin-electrolyte premix 5 kg", "2365.00"),
        ("60", "gal", "Farm disinfectant concentrate", "1120.00"),
    ]
    vals = []
    for qty, un, name, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [qty, un, name, php(D(price)), php(e)]), size=8, lead=14)
    s.rule()
    s.skip(10)
    total = tot(vals)
    net = q(total / D("1.12"))
    vat = total - net
    ewt = pct(net, 1)
    due = total - ewt
    yb = s.y
    s.x = 48
    s.kv("VATable Sales", php(net), xv=190)
    s.kv("VAT-Exempt Sales", php(0), xv=190)
    s.kv("Zero-Rated Sales", php(0), xv=190)
    s.kv("VAT Amount", php(vat), xv=190)
    s.y = yb
    s.x = 320
    q_tot = s.kv("Total Sales (VAT Inclusive)", php(total))
    s.kv("Less: VAT", php(vat))
    q_net = s.kv("Amount: Net of VAT", php(net))
    s.kv("Less: SC/PWD Discount", php(0))
    q_vat = s.kv("Add: VAT", php(vat))
    q_ewt = s.kv("Less: Withholding Tax (1%)", php(ewt))
    s.skip(4)
    p.shade(316, s.y - 11, 568, s.y + 5, 0.86)
    q_due = s.kv("TOTAL AMOUNT DUE", php(due), bold=True, size=10)
    s.x = 48
    s.skip(14)
    s.para(
        "Received the above articles in good order and condition. The buyer shall issue BIR Form 2307 for "
        "the "
        "1% creditable withholding tax. Interest of 2% per month is charged on overdue accounts.",
        7.6,
    )
    s.skip(14)
    s.row(
        [(48, "Received by: ____________________"), (330, "Authorized Signature: ____________________")], 7.8
    )
    s.skip(16)
    s.t(
        "BIR Authority to Print No. 18AU2027000044712 · Date Issued 03/14/2027 · Valid until 03/13/2032",
        6.8,
        color=GREY,
    )
    s.t("Printer: Malaybalay Press, TIN 118-220-045-00000 · 50 Bklts. (50x3) 004001-006500", 6.8, color=GREY)
    same(L["net"], net, "net")
    same(L["vat"], vat, "vat")
    same(L["tot"], total, "tot")
    same(L["ewt"], ewt, "ewt")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("004812", 1, q_no),
        "invoice_date": F("2029-10-03", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Bukidnon Agri-Supply Corporation", 1, q_vendor),
        "bill_to": F("Cagayan Poultry Integrators, Inc.", 1, q_sold),
        "currency": F("PHP", 1, q_tot),
        "subtotal": F(L["net"], 1, q_net),
        "tax": F(L["vat"], 1, q_vat),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Philippine BIR-format sales invoice (PHP with the peso sign; prices VAT-inclusive). invoice_number "
        "is the pre-printed serial No., not the ATP number or the booklet range. invoice_date is the Date; "
        "the ATP issue and validity dates are distractors. due_date is null: the terms are printed only as "
        "'30 days'. bill_to is the Sold to company. subtotal is Amount: Net of VAT (= VATable Sales), tax "
        "the VAT amount (Add: VAT), total the Total Sales (VAT Inclusive). The 1% creditable withholding "
        "tax is not tax on the invoice: it is deducted to the separately printed TOTAL AMOUNT DUE "
        "(amount_due; sum)."
    )
    sums = [
        SUM(
            "Total Sales (VAT Inclusive) - Withholding Tax = Total Amount Due",
            [(1, "total"), (-1, T("Less: Withholding Tax (1%)", L["ewt"], 1, q_ewt))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums
