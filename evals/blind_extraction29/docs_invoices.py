"""Invoice builders for blind_extraction29 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct
from pdfkit import SP, US, Pdf, fmt, q
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def dots(x, nd=0):
    """Dot grouping, comma decimals: 1.234.567 / 1.234,56"""
    return fmt(x, ".", ",", nd)


def grid_text(cells):
    out = []
    for _, _, lab, val in cells:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def strip(s, cells, h=26, shade=None):
    """A boxed captions-over-values strip at the Sheet's current line."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=6.6, vsize=8.6, shade=shade)
    s.y = y + h + 15
    return grid_text(cells)


def side(s, x, lines, size=None, first_bold=True, caption=None):
    """A block of lines at x from the Sheet's current line; returns the texts drawn."""
    keep = s.x
    s.x = x
    out = []
    if caption:
        s.t(caption, 6.8, True, color=GREY)
    for i, ln in enumerate(lines):
        out.append(s.t(ln, size, first_bold and i == 0))
    s.x = keep
    return out


def two(s, left, right, xr=320, **kw):
    """Two side blocks on the same lines; returns (left texts, right texts)."""
    y0 = s.y
    a = side(s, s.x, left[1], caption=left[0], **kw)
    y1 = s.y
    s.y = y0
    b = side(s, xr, right[1], caption=right[0], first_bold=kw.get("first_bold", True), size=kw.get("size"))
    s.y = max(y1, s.y)
    return a, b


def head(s, xs, names, size=7.3):
    out = s.row([(x, n, a) for (x, a), n in zip(xs, names, strict=True)], size=size, bold=True)
    s.rule()
    return out


def line(s, xs, vals, size=7.6, bold=False, lead=12.4):
    return s.row([(x, v, a) for (x, a), v in zip(xs, vals, strict=True)], size=size, bold=bold, lead=lead)


def kvs(s, x, pairs, bold_last=False, size=None):
    keep = s.x
    s.x = x
    out = [s.kv(k, v, bold=bold_last and i == len(pairs) - 1, size=size) for i, (k, v) in enumerate(pairs)]
    s.x = keep
    return out


# ===== 1 Vietnamese VAT e-invoice over two pages: 8 % and 10 % lines, carry-over, summary by rate
@doc("b29_inv_vn_hoa_don_gtgt_hai_trang", "invoice", "Sông Lam Precision Engineering hóa đơn GTGT 00004862")
def inv_vn():
    L = dict(
        sub=1797747800,
        tax=149246740,
        tot=1946994540,
        c_v=1637743000,
        c_t=133246260,
        b8=1526402000,
        t8=122112160,
        b10=271345800,
        t10=27134580,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=8)

    def top(pg):
        s.t("HÓA ĐƠN GIÁ TRỊ GIA TĂNG", 13, True, x=297, align="c")
        s.t("(VAT INVOICE) · Bản thể hiện của hóa đơn điện tử", 7.4, x=297, align="c", color=GREY)
        p.text(555, 50, f"Trang {pg}/2", 7.4, align="r")

    top(1)
    s.t("Ngày 18 tháng 03 năm 2031", 8, x=297, align="c")
    s.skip(4)
    s.x = 380
    q_series = s.t("Ký hiệu (Serial): 1C31TSL", 8)
    q_no = s.t("Số (No.): 00004862", 8, True)
    s.t("Mã của CQT: 00A7F3C91B52D44E8806C1D2E5B7A41F93", 6.6, color=GREY)
    s.x = 40
    s.y -= 30
    q_v = s.t("Đơn vị bán hàng (Seller): CÔNG TY TNHH CƠ KHÍ CHÍNH XÁC SÔNG LAM", 8, True)
    s.t("Mã số thuế (Tax code): 2902183476", 7.6)
    s.t("Địa chỉ: Lô C7, KCN Bắc Vinh, xã Hưng Đông, TP. Vinh, Nghệ An", 7.6)
    s.t("Số tài khoản: 5104 2201 883 172 tại Ngân hàng TMCP Đầu tư và Phát triển - CN Nghệ An", 7.6)
    s.rule()
    s.skip(4)
    s.t("Họ tên người mua hàng (Buyer): Trịnh Quốc Khánh", 7.8)
    q_b = s.t("Tên đơn vị (Company): CÔNG TY CỔ PHẦN NHỰA BAO BÌ THUẬN PHƯỚC", 7.8, True)
    s.t("Mã số thuế (Tax code): 3701948265", 7.8)
    s.t("Địa chỉ: Đường N9, KCN Nam Tân Uyên mở rộng, TP. Tân Uyên, Bình Dương", 7.8)
    s.t("Hình thức thanh toán: TM/CK · Đơn đặt hàng số TP-PO-31/0219 ngày 06/02/2031", 7.8)
    s.skip(6)
    xs = [(40, "l"), (60, "l"), (282, "l"), (330, "r"), (395, "r"), (465, "r"), (500, "r"), (555, "r")]
    hd = ["STT", "Tên hàng hóa, dịch vụ", "ĐVT", "Số lượng", "Đơn giá", "Thành tiền", "TS", "Tiền thuế"]
    head(s, xs, hd, 7)
    rows = [
        ("Khuôn ép nhựa nắp chai 24 cavity", "Bộ", "2", "386750000", 8),
        ("Khuôn thổi chai PET 1,5 lít, 4 cavity", "Bộ", "1", "512340000", 8),
        ("Trục vít xi lanh máy ép 180 tấn", "Cái", "3", "48615000", 8),
        ("Bạc lót trục ren, thép SKD61", "Cái", "46", "1287500", 8),
        ("Chốt đẩy khuôn phi 6 x 150", "Cái", "380", "93400", 8),
        ("Dịch vụ đánh bóng lòng khuôn", "Giờ", "64", "685000", 10),
        ("Mạ crôm cứng bề mặt khuôn", "dm²", "218", "174500", 10),
        ("Bảo dưỡng hệ thống gia nhiệt khuôn", "Lần", "4", "7365000", 10),
        ("Cảm biến nhiệt độ loại K, dây 2 m", "Cái", "28", "412600", 10),
        ("Dầu thủy lực ISO VG 46 (phuy 209 L)", "Phuy", "6", "11847000", 10),
        ("Vận chuyển Vinh - Tân Uyên, xe 8 tấn", "Chuyến", "2", "18730000", 10),
        ("Lắp đặt, chạy thử khuôn tại nhà máy", "Ngày", "5", "6215000", 10),
        ("Đào tạo vận hành khuôn mới", "Buổi", "2", "4417500", 10),
    ]
    vals, taxes, by = [], [], {8: [D(0), D(0)], 10: [D(0), D(0)]}
    p2 = []
    for i, (name, u, qty, price, r) in enumerate(rows, 1):
        if i == 9:
            s.rule()
            cv, ct = tot(vals), tot(taxes)
            q_c = line(
                s, xs, ["", "Cộng chuyển sang trang sau", "", "", "", dots(cv), "", dots(ct)], bold=True
            )
            s.t("Xem tiếp trang 2", 7, color=GREY)
            s.new_page()
            top(2)
            s.t("Ký hiệu: 1C31TSL · Số: 00004862 (tiếp theo)", 7.6, x=297, align="c")
            s.skip(6)
            head(s, xs, hd, 7)
            q_bf = line(s, xs, ["", "Trang trước chuyển sang", "", "", "", dots(cv), "", dots(ct)], bold=True)
        e = ext(qty, price)
        t = q(pct(e, r), 0)
        vals.append(e)
        taxes.append(t)
        by[r][0] += e
        by[r][1] += t
        rt = line(s, xs, [str(i), name, u, qty, dots(D(price)), dots(e), f"{r}%", dots(t)])
        if i >= 9:
            p2.append((e, t, rt))
    s.rule()
    sub, tax = tot(vals), tot(taxes)
    total = sub + tax
    s.skip(4)
    q_r8 = s.t(f"Tổng hợp thuế suất 8%: tiền hàng {dots(by[8][0])} · tiền thuế {dots(by[8][1])}", 7.6)
    q_r10 = s.t(f"Tổng hợp thuế suất 10%: tiền hàng {dots(by[10][0])} · tiền thuế {dots(by[10][1])}", 7.6)
    s.skip(4)
    q_sub, q_tax, q_tot = kvs(
        s,
        280,
        [
            ("Cộng tiền hàng (Total before VAT):", dots(sub)),
            ("Tổng tiền thuế GTGT (VAT amount):", dots(tax)),
            ("Tổng tiền thanh toán (Total payment):", dots(total)),
        ],
        bold_last=True,
    )
    s.t("Đơn vị tiền tệ (Currency): VND", 7.6, x=280)
    s.skip(4)
    s.para(
        "Số tiền viết bằng chữ: Một tỷ chín trăm bốn mươi sáu triệu chín trăm chín mươi bốn nghìn năm trăm "
        "bốn mươi đồng.",
        7.4,
    )
    q_due = s.t("Hạn thanh toán (Due date): 17/04/2031 · chuyển khoản vào tài khoản bên bán", 7.8)
    s.skip(14)
    s.row([(40, "Người mua hàng (Buyer)"), (330, "Người bán hàng (Seller)")], 7.8, True)
    s.row([(40, "(Ký, ghi rõ họ tên)"), (330, "Ký bởi: CÔNG TY TNHH CƠ KHÍ CHÍNH XÁC SÔNG LAM")], 7)
    q_sig = s.row([(330, "Ký ngày: 18/03/2031")], 7)
    s.t("Tra cứu hóa đơn tại https://hoadon.songlam-ck.example · Mã tra cứu: SLCK7H2Q9M", 6.8, color=GREY)
    for k, v in dict(sub=sub, tax=tax, tot=total, c_v=cv, c_t=ct).items():
        same(L[k], v, k)
    for k, v in dict(b8=by[8][0], t8=by[8][1], b10=by[10][0], t10=by[10][1]).items():
        same(L[k], v, k)
    del q_series
    fields = {
        "invoice_number": F("00004862", 1, q_no),
        "invoice_date": F("2031-03-18", 2, q_sig),
        "due_date": F("2031-04-17", 2, q_due),
        "vendor_name": F("Công ty TNHH Cơ khí Chính xác Sông Lam", 1, q_v),
        "bill_to": F("Công ty Cổ phần Nhựa Bao bì Thuận Phước", 1, q_b),
        "currency": F("VND", 2, "Đơn vị tiền tệ (Currency): VND"),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Vietnamese VAT e-invoice over two pages (VND, dot grouping, no decimals, dd/mm/yyyy). "
        "invoice_number "
        "is the Số (No.), not the Ký hiệu (serial symbol) or the tax authority code (Mã của CQT). The issue "
        "date is printed in words on page 1 ('Ngày 18 tháng 03 năm 2031') and numerically in the signature "
        "block on page 2 (Ký ngày), which is quoted; the purchase-order date is a distractor. bill_to is the "
        "buyer company (Tên đơn vị), not the buyer's representative. Lines carry 8 % and 10 % VAT; page 1 "
        "ends with 'Cộng chuyển sang trang sau' brought forward on page 2 (carry-over, sums) and a summary "
        "by "
        "rate precedes the totals (sums). subtotal is Cộng tiền hàng, tax Tổng tiền thuế GTGT, total Tổng "
        "tiền thanh toán. amount_due is null: nothing beyond the total payment is printed."
    )
    sums = [
        SUM(
            "carried = brought forward",
            [(1, T("carried", L["c_v"], 1, q_c))],
            T("brought", L["c_v"], 2, q_bf),
        ),
        SUM(
            "brought forward + page-2 lines = Cộng tiền hàng",
            [(1, T("brought", L["c_v"], 2, q_bf))]
            + [(1, T(f"line {9 + k}", float(e), 2, rt)) for k, (e, _, rt) in enumerate(p2)],
            "subtotal",
        ),
        SUM(
            "brought-forward VAT + page-2 VAT = Tổng tiền thuế",
            [(1, T("brought VAT", L["c_t"], 2, q_bf))]
            + [(1, T(f"VAT line {9 + k}", float(t), 2, rt)) for k, (_, t, rt) in enumerate(p2)],
            "tax",
        ),
        SUM(
            "base 8 % + base 10 % = Cộng tiền hàng",
            [(1, T("base 8%", L["b8"], 2, q_r8)), (1, T("base 10%", L["b10"], 2, q_r10))],
            "subtotal",
        ),
        SUM(
            "VAT 8 % + VAT 10 % = Tổng tiền thuế",
            [(1, T("VAT 8%", L["t8"], 2, q_r8)), (1, T("VAT 10%", L["t10"], 2, q_r10))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


def std_items(s, xs, hd, rows, fmtf, size=7.6):
    """Rows (name, qty, unit, price); prints qty x price; returns the extensions."""
    head(s, xs, hd)
    out = []
    for i, (name, qty, unit, price) in enumerate(rows, 1):
        e = ext(qty.replace(",", ""), price.replace(",", ""))
        out.append(e)
        line(s, xs, [str(i), name, qty, unit, fmtf(D(price.replace(",", ""))), fmtf(e)], size=size)
    s.rule()
    return out


XS6 = [(42, "l"), (60, "l"), (350, "r"), (365, "l"), (470, "r"), (553, "r")]


# ===== 2 Thai tax invoice in English: Buddhist-era dates beside Gregorian, VAT 7 %, 1 % withholding
@doc("b29_inv_th_tax_invoice_be_dates_wht", "invoice", "Chao Phraya Cold Chain tax invoice CPC-TI-2574-03318")
def inv_th():
    L = dict(sub=437750.8, tax=30642.56, tot=468393.36, wht=4377.51, due=464015.85)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=8.2)
    q_v = s.t("Chao Phraya Cold Chain Logistics Co., Ltd.", 13, True)
    s.t("Head Office · 88/14 Moo 6, Bang Pla, Bang Phli, Samut Prakan 10540 · Tax ID 0105571043926", 7.2)
    s.t("TAX INVOICE / RECEIPT (ORIGINAL)", 11, True, x=553, align="r")
    a, b = two(
        s,
        (
            "CUSTOMER",
            [
                "Siam Orchid Frozen Foods Public Company Limited",
                "Branch 00003 (Lat Krabang)",
                "1127 Chalong Krung Road, Lat Krabang, Bangkok 10520",
                "Tax ID 0107559001284",
            ],
        ),
        ("INVOICE DETAILS", []),
        size=7.8,
    )
    s.y -= 48
    q_no, q_dt, q_dd = kvs(
        s,
        330,
        [
            ("No.", "CPC-TI-2574-03318"),
            ("Date", "21 May 2031 (21/05/2574 B.E.)"),
            ("Due date", "20 June 2031 (20/06/2574 B.E.)"),
        ],
    )
    kvs(s, 330, [("Service period", "01/04/2031 - 30/04/2031"), ("Customer PO", "SOF-PO-2574-0907")])
    s.skip(10)
    rows = [
        ("Frozen storage -25 C, pallet-days (April)", "4,186", "p-day", "38.50"),
        ("Chilled storage 0-4 C, pallet-days (April)", "1,372", "p-day", "31.75"),
        ("Inbound handling, reefer container 40 ft", "23", "cntr", "2,845.00"),
        ("Outbound picking and labelling", "9,614", "case", "4.20"),
        ("Refrigerated delivery Lat Krabang - Rayong", "17", "trip", "6,390.00"),
        ("Blast freezing service", "12.6", "ton", "1,475.00"),
    ]
    vals = std_items(s, XS6, ["#", "Description", "Qty", "Unit", "Unit price", "Amount"], rows, US)
    sub = tot(vals)
    tax = pct(sub, 7)
    total = sub + tax
    wht = pct(sub, 1)
    due = total - wht
    q_sub, q_tax, q_tot, q_wht, q_due = kvs(
        s,
        300,
        [
            ("Total before VAT (Baht)", US(sub)),
            ("VAT 7%", US(tax)),
            ("Grand total (Baht)", US(total)),
            ("Less withholding tax 1% (on value before VAT)", US(wht)),
            ("Net amount to pay (Baht)", US(due)),
        ],
        bold_last=True,
    )
    s.skip(10)
    s.para(
        "Amounts in Thai Baht. The customer deducts withholding tax and sends the 50 Tawi certificate with "
        "the payment. Payment by transfer to Kasikornbank, Bang Phli branch, a/c 471-2-08836-5. Dates in "
        "brackets are in the Buddhist era (B.E.).",
        7.4,
    )
    s.skip(16)
    s.row([(42, "Received by ____________________"), (330, "Authorised signature: Wiphawan Sukprasert")], 7.6)
    for k, v in dict(sub=sub, tax=tax, tot=total, wht=wht, due=due).items():
        same(L[k], v, k)
    fields = {
        "invoice_number": F("CPC-TI-2574-03318", 1, q_no),
        "invoice_date": F("2031-05-21", 1, q_dt),
        "due_date": F("2031-06-20", 1, q_dd),
        "vendor_name": F("Chao Phraya Cold Chain Logistics Co., Ltd.", 1, q_v),
        "bill_to": F("Siam Orchid Frozen Foods Public Company Limited", 1, "CUSTOMER " + a[0]),
        "currency": F("THB", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    del b
    notes = (
        "Thai tax invoice / receipt in English (THB as Baht, dd/mm/yyyy). Dates are printed in the Gregorian "
        "calendar with the Buddhist-era equivalent (year + 543) in brackets; the labels use the Gregorian "
        "dates. invoice_date is the Date, not the service period or PO; bill_to is the customer company "
        "(branch named after it). subtotal Total before VAT, tax VAT 7 %, total Grand total; amount_due is "
        "the Net amount to pay after the 1 % withholding tax (a withholding, not a tax; sum)."
    )
    sums = [
        SUM(
            "Grand total - withholding = Net amount to pay",
            [(1, "total"), (-1, T("withholding tax 1%", L["wht"], 1, q_wht))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 3 Indonesian invoice: discount, PPN 12 % on DPP Nilai Lain (11/12), faktur pajak number as distractor
@doc(
    "b29_inv_id_faktur_dpp_nilai_lain", "invoice", "Sinar Bengkulu Teknik Pompa invoice INV/SBT/2031/08/0417"
)
def inv_id():
    L = dict(gross=460130700, disc=13803921, sub=446326779, dpp=409132880.75, tax=49095946, tot=495422725)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=8.2)
    q_v = s.t("PT SINAR BENGKULU TEKNIK POMPA", 13, True, color=(0.05, 0.2, 0.45))
    s.t(
        "Jl. Hibrida Raya No. 41, Sidomulyo, Gading Cempaka, Kota Bengkulu 38229 · NPWP 0913.4721.8836.5002",
        7.2,
    )
    s.t("INVOICE / FAKTUR PENJUALAN", 11.5, True, x=553, align="r")
    s.skip(4)
    a, b = two(
        s,
        (
            "Ditagihkan kepada:",
            [
                "PT Perkebunan Rejang Lebong Lestari",
                "Jl. Sukowati No. 9, Curup, Rejang Lebong",
                "NPWP 0728.3360.4915.7001",
            ],
        ),
        (
            "Dikirim ke:",
            [
                "Pabrik Kelapa Sawit Air Rambai",
                "Desa Air Rambai, Kec. Curup Selatan",
                "u.p. Bpk. Hendra Wijanarko",
            ],
        ),
        size=7.8,
    )
    s.skip(6)
    q_strip = strip(
        s,
        [
            (42, 170, "Nomor Invoice", "INV/SBT/2031/08/0417"),
            (170, 270, "Tanggal Invoice", "07-08-2031"),
            (270, 370, "Jatuh Tempo", "06-09-2031"),
            (370, 553, "No. Faktur Pajak", "04002500.0187364"),
        ],
        shade=0.93,
    )
    s.t("Surat Jalan SJ-0831-112 tanggal 04-08-2031 · PO No. RLL/PO/2031/633", 7.4, color=GREY)
    s.skip(6)
    rows = [
        ("Pompa sentrifugal 4 inci, 30 kW", "3", "unit", "86475000"),
        ("Panel kontrol soft starter 37 kW", "3", "unit", "24318500"),
        ("Pipa HDPE PN10 D160", "148", "m", "412750"),
        ("Katup searah D150 flanged", "6", "pcs", "5837200"),
        ("Jasa instalasi dan commissioning", "1", "lot", "31640000"),
    ]
    xs = [(42, "l"), (60, "l"), (345, "r"), (352, "l"), (465, "r"), (553, "r")]
    vals = std_items(
        s, xs, ["No", "Uraian", "Qty", "Sat.", "Harga Satuan (Rp)", "Jumlah (Rp)"], rows, lambda x: dots(x, 2)
    )
    gross = tot(vals)
    disc = pct(gross, 3)
    sub = gross - disc
    dpp = q(sub * 11 / 12)
    tax = q(pct(dpp, 12), 0)
    total = sub + tax
    q_g, q_d, q_sub, q_dpp, q_tax, q_tot = kvs(
        s,
        280,
        [
            ("Harga Jual", "Rp " + dots(gross, 2)),
            ("Dikurangi Potongan Harga 3%", "Rp " + dots(disc, 2)),
            ("Harga Jual Setelah Potongan", "Rp " + dots(sub, 2)),
            ("DPP Nilai Lain (11/12)", "Rp " + dots(dpp, 2)),
            ("PPN 12% x DPP Nilai Lain", "Rp " + dots(tax, 2)),
            ("Jumlah Tagihan", "Rp " + dots(total, 2)),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.para(
        "Pembayaran ditransfer ke Bank Mandiri KCP Bengkulu Panorama, rek. 113-00-2847516-3 a.n. PT Sinar "
        "Bengkulu Teknik Pompa. Denda keterlambatan 0,1% per hari. Garansi pompa 12 bulan.",
        7.4,
    )
    s.skip(16)
    s.t("Bengkulu, 07-08-2031 · Hormat kami, Rika Oktaviani (Finance)", 7.6, x=553, align="r")
    for k, v in dict(gross=gross, disc=disc, sub=sub, dpp=dpp, tax=tax, tot=total).items():
        same(L[k], v, k)
    del b
    fields = {
        "invoice_number": F("INV/SBT/2031/08/0417", 1, q_strip),
        "invoice_date": F("2031-08-07", 1, "Tanggal Invoice 07-08-2031"),
        "due_date": F("2031-09-06", 1, "Jatuh Tempo 06-09-2031"),
        "vendor_name": F("PT Sinar Bengkulu Teknik Pompa", 1, q_v),
        "bill_to": F("PT Perkebunan Rejang Lebong Lestari", 1, "Ditagihkan kepada: " + a[0]),
        "currency": F("IDR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Indonesian invoice (IDR as Rp, dot grouping, comma decimals, dd-mm-yyyy). invoice_number is the "
        "Nomor Invoice, not the No. Faktur Pajak (tax-invoice serial) or the delivery-note and PO numbers; "
        "invoice_date the Tanggal Invoice, not the Surat Jalan date. bill_to is the Ditagihkan kepada "
        "company, not the Dikirim ke mill. subtotal is Harga Jual Setelah Potongan (after the 3 % discount; "
        "sum), not the gross Harga Jual or the DPP Nilai Lain (11/12 of it, only a tax base); tax is the PPN "
        "amount; total Jumlah Tagihan. amount_due is null: no separate balance is printed."
    )
    sums = [
        SUM(
            "Harga Jual - Potongan = Harga Jual Setelah Potongan",
            [(1, T("Harga Jual", L["gross"], 1, q_g)), (-1, T("Potongan", L["disc"], 1, q_d))],
            "subtotal",
        )
    ]
    del q_dpp
    return p, fields, notes, sums


# ===== 4 Nigerian invoice: VAT 7.5 %, WHT 5 % deducted, dd-Mon-yyyy
@doc(
    "b29_inv_ng_vat_wht_amount_payable",
    "invoice",
    "Ikorodu Solar & Inverter Systems invoice ISIS/INV/31/2274",
)
def inv_ng():
    L = dict(sub=140234227.2, tax=10517567.04, tot=150751794.24, wht=7011711.36, due=143740082.88)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=8.2)
    q_v = s.t("IKORODU SOLAR & INVERTER SYSTEMS LTD", 13, True, color=(0.4, 0.25, 0))
    s.t("RC 1849372 · TIN 28417736-0001 · 17 Lagos Road, Ikorodu, Lagos State", 7.2)
    s.t("INVOICE", 16, True, x=553, align="r")
    a, b = two(
        s,
        (
            "BILL TO",
            [
                "Ogbomosho Grain Millers Plc",
                "Attn: Mrs. Folake Adeyemi-Olatunji, Procurement",
                "KM 6 Ogbomosho-Ilorin Road, Ogbomosho, Oyo State",
            ],
        ),
        ("SITE / DELIVER TO", ["Mill No. 2 Solar Plant", "Aroje Industrial Layout, Ogbomosho"]),
        size=7.8,
    )
    s.skip(6)
    q_strip = strip(
        s,
        [
            (42, 180, "Invoice No.", "ISIS/INV/31/2274"),
            (180, 290, "Invoice Date", "12-Sep-2031"),
            (290, 400, "Due Date", "12-Oct-2031"),
            (400, 553, "Commissioning Date", "29-Aug-2031"),
        ],
    )
    rows = [
        ("Monocrystalline PV module 585 W", "264", "pcs", "187450.00"),
        ("Hybrid inverter 50 kVA, 3-phase", "4", "pcs", "6843900.00"),
        ("Lithium battery bank 51.2 V / 314 Ah", "18", "pcs", "2476350.00"),
        ("Mounting structure, galvanised (per kWp)", "154.44", "kWp", "61380.00"),
        ("Installation, cabling and commissioning", "1", "lot", "9318000.00"),
    ]
    vals = std_items(s, XS6, ["S/N", "Description", "Qty", "Unit", "Rate (₦)", "Amount (₦)"], rows, US)
    sub = tot(vals)
    tax = pct(sub, D("7.5"))
    total = sub + tax
    wht = pct(sub, 5)
    due = total - wht
    q_sub, q_tax, q_tot, q_wht, q_due = kvs(
        s,
        300,
        [
            ("Sub-Total", "₦" + US(sub)),
            ("VAT @ 7.5%", "₦" + US(tax)),
            ("Invoice Total", "₦" + US(total)),
            ("Less: WHT @ 5% (deducted at source)", "₦" + US(wht)),
            ("Amount Payable", "₦" + US(due)),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.para(
        "All amounts in Nigerian Naira. Kindly remit the WHT credit note to us. Bank: Zenith Bank Plc, "
        "Ikorodu "
        "branch, account 1014 8823 57. Warranty: panels 25 years, inverters 5 years, batteries 6,000 cycles.",
        7.4,
    )
    for k, v in dict(sub=sub, tax=tax, tot=total, wht=wht, due=due).items():
        same(L[k], v, k)
    del b
    fields = {
        "invoice_number": F("ISIS/INV/31/2274", 1, q_strip),
        "invoice_date": F("2031-09-12", 1, "Invoice Date 12-Sep-2031"),
        "due_date": F("2031-10-12", 1, "Due Date 12-Oct-2031"),
        "vendor_name": F("Ikorodu Solar & Inverter Systems Ltd", 1, q_v),
        "bill_to": F("Ogbomosho Grain Millers Plc", 1, "BILL TO " + a[0]),
        "currency": F("NGN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Nigerian invoice (NGN with ₦, dd-Mon-yyyy). invoice_date is the Invoice Date, not the Commissioning "
        "Date. bill_to is the company under BILL TO (not the Attn person, not the site). subtotal Sub-Total, "
        "tax VAT @ 7.5 %, total Invoice Total; amount_due the Amount Payable after withholding tax deducted "
        "at "
        "source (WHT is not tax; sum)."
    )
    sums = [
        SUM(
            "Invoice Total - WHT = Amount Payable",
            [(1, "total"), (-1, T("WHT 5%", L["wht"], 1, q_wht))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


def frame(title, vendor, vline, titlecolor=(0, 0, 0)):
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=52, size=8.2)
    qv = s.t(vendor, 12.5, True, color=titlecolor)
    s.t(vline, 7.2)
    s.t(title, 11.5, True, x=553, align="r")
    return p, s, qv


def inv_fields(no, dt, dd, vn, bt, cur, L, amount_due=True):
    return {
        "invoice_number": F(*no),
        "invoice_date": F(*dt),
        "due_date": F(*dd) if dd else NULL(),
        "vendor_name": F(*vn),
        "bill_to": F(*bt),
        "currency": F(*cur),
        "subtotal": F(L["sub"], *L["q_sub"]),
        "tax": F(L["tax"], *L["q_tax"]),
        "total": F(L["tot"], *L["q_tot"]),
        "amount_due": F(L["due"], *L["q_due"]) if amount_due else NULL(),
    }


# ===== 5 Peruvian factura electrónica: IGV 18 %, detracción deducted to the net pending amount
@doc("b29_inv_pe_factura_igv_detraccion", "invoice", "Transportes y Grúas Huallaga factura F004-00018275")
def inv_pe():
    L = dict(sub=174445.8, tax=31400.24, tot=205846.04, det=8234, due=197612.04)
    p, s, q_v = frame(
        "FACTURA ELECTRÓNICA",
        "TRANSPORTES Y GRÚAS HUALLAGA S.A.C.",
        "RUC 20604837152 · Av. Universitaria 318, Amarilis, Huánuco",
    )
    s.t("F004-00018275", 11, True, x=553, align="r")
    s.skip(4)
    kv = kvs(
        s,
        42,
        [
            ("Fecha de emisión:", "03/10/2031"),
            ("Señor(es):", "MINERA ALTOANDINA PUCARÁ S.A.A."),
            ("RUC:", "20519384476"),
            ("Dirección del adquirente:", "Calle Los Nogales 245, San Isidro, Lima"),
            ("Lugar de servicio:", "Unidad Minera Pucará, Pasco"),
            ("Tipo de moneda:", "SOLES"),
            ("Forma de pago:", "Crédito · Cuota 001 · Fecha de vencimiento 02/11/2031"),
            ("Orden de servicio:", "MAP-OS-31-4417 del 15/09/2031"),
        ],
    )
    s.skip(6)
    rows = [
        ("Alquiler grúa telescópica 90 t (horas)", "118", "HOR", "742.50"),
        ("Transporte cama baja Huánuco - Pucará", "6", "VJE", "8,315.00"),
        ("Operador certificado y rigger (días)", "21", "DIA", "1,164.80"),
        ("Movilización y desmovilización de equipo", "1", "SRV", "12,480.00"),
    ]
    vals = std_items(
        s, XS6, ["Ítem", "Descripción", "Cant.", "U.M.", "V. unitario", "Valor de venta"], rows, US
    )
    sub = tot(vals)
    tax = pct(sub, 18)
    total = sub + tax
    det = q(pct(total, 4), 0)
    due = total - det
    qs = kvs(
        s,
        250,
        [
            ("Op. Gravada", "S/ " + US(sub)),
            ("Op. Exonerada", "S/ 0.00"),
            ("Op. Inafecta", "S/ 0.00"),
            ("IGV 18%", "S/ " + US(tax)),
            ("Importe Total", "S/ " + US(total)),
            ("Detracción 4% (Cta. B. Nación 00-471-388215)", "S/ " + US(det)),
            ("Monto neto pendiente de pago", "S/ " + US(due)),
        ],
        bold_last=True,
    )
    s.skip(6)
    s.para(
        "SON: DOSCIENTOS CINCO MIL OCHOCIENTOS CUARENTA Y SEIS Y 04/100 SOLES. Operación sujeta al Sistema "
        "de "
        "Pago de Obligaciones Tributarias (SPOT), código de bien o servicio 027.",
        7.2,
    )
    for k, v in dict(sub=sub, tax=tax, tot=total, det=det, due=due).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[0]), q_tax=(1, qs[3]), q_tot=(1, qs[4]), q_due=(1, qs[6]))
    fields = inv_fields(
        (("F004-00018275"), 1, "FACTURA ELECTRÓNICA F004-00018275"),
        ("2031-10-03", 1, kv[0]),
        ("2031-11-02", 1, kv[6]),
        ("Transportes y Grúas Huallaga S.A.C.", 1, q_v),
        ("Minera Altoandina Pucará S.A.A.", 1, kv[1]),
        ("PEN", 1, kv[5]),
        L,
    )
    notes = (
        "Peruvian factura electrónica (PEN as S/ and 'SOLES', dd/mm/yyyy). invoice_number is the "
        "serie-número; "
        "invoice_date the Fecha de emisión, not the service-order date; due_date the due date of the single "
        "credit instalment (Cuota 001). bill_to is Señor(es), not the mine where the service was rendered. "
        "subtotal is Op. Gravada, tax IGV 18 %, total Importe Total; amount_due the Monto neto pendiente de "
        "pago after the detracción (a deposit into the supplier's tax account, not a tax; sum)."
    )
    sums = [
        SUM(
            "Importe Total - detracción = Monto neto pendiente",
            [(1, "total"), (-1, T("detracción", L["det"], 1, qs[5]))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 6 Icelandic credit note: negative amounts, VSK 24 %, original invoice dates as distractors
@doc("b29_inv_is_kreditreikningur_vsk", "invoice", "Hvítárbrú Vélaleiga kreditreikningur K-22107")
def inv_is():
    L = dict(sub=-1010890, tax=-242614, tot=-1253504)
    p, s, q_v = frame(
        "KREDITREIKNINGUR",
        "Hvítárbrú Vélaleiga ehf.",
        "Kt. 540917-2290 · VSK-nr. 128734 · Borgarbraut 63, 310 Borgarnes",
    )
    s.skip(4)
    a, b = two(
        s,
        ("Viðskiptavinur", ["Laxárdalur Byggingarfélag hf.", "Kt. 611203-4470", "Hrísmýri 8, 800 Selfoss"]),
        ("Kreditreikningur", []),
        size=7.8,
    )
    s.y -= 40
    kv = kvs(
        s,
        330,
        [
            ("Kreditreikningur nr.", "K-22107"),
            ("Dags.", "17.11.2031"),
            ("Vegna reiknings nr.", "71843 dags. 31.10.2031"),
            ("Gjalddagi reiknings", "15.11.2031"),
        ],
    )
    s.skip(12)
    rows = [
        ("Skilað fyrir tímann: beltagrafa 22 t (dagar)", "-6", "dag", "86,450"),
        ("Skilað: vinnupallar, fermetrar x vikur", "-318", "m2v", "1,215"),
        ("Leiðrétt verð: valtari 3 t, afsláttur á dag", "-14", "dag", "4,780"),
        ("Flutningsgjald fellt niður", "-1", "stk", "38,900"),
    ]
    xs = XS6
    head(s, xs, ["Nr.", "Lýsing", "Magn", "Ein.", "Einingaverð", "Upphæð"])
    vals = []
    for i, (n, qt, u, pr) in enumerate(rows, 1):
        e = D(qt) * D(pr.replace(",", ""))
        vals.append(e)
        line(s, xs, [str(i), n, qt, u, dots(D(pr.replace(",", ""))), dots(e)])
    s.rule()
    sub = tot(vals)
    tax = q(sub * D("0.24"), 0)
    total = sub + tax
    qs = kvs(
        s,
        300,
        [
            ("Samtals án VSK", dots(sub) + " kr."),
            ("VSK 24%", dots(tax) + " kr."),
            ("Samtals kreditreikningur", dots(total) + " kr."),
        ],
        bold_last=True,
    )
    s.skip(6)
    s.para(
        "Upphæðin er færð til inneignar á viðskiptareikning Laxárdals Byggingarfélags hf. og kemur til "
        "frádráttar "
        "næsta reikningi. Ekkert er til greiðslu. Allar fjárhæðir í íslenskum krónum (ISK).",
        7.4,
    )
    for k, v in dict(sub=sub, tax=tax, tot=total).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[0]), q_tax=(1, qs[1]), q_tot=(1, qs[2]))
    del b
    fields = inv_fields(
        ("K-22107", 1, kv[0]),
        ("2031-11-17", 1, kv[1]),
        None,
        ("Hvítárbrú Vélaleiga ehf.", 1, q_v),
        ("Laxárdalur Byggingarfélag hf.", 1, "Viðskiptavinur " + a[0]),
        ("ISK", 1, qs[2]),
        L,
        amount_due=False,
    )
    notes = (
        "Icelandic credit note (Kreditreikningur; ISK as kr., dot grouping, no decimals, dd.mm.yyyy). "
        "invoice_number and invoice_date are the credit note's own number and Dags., not the original "
        "invoice's number, date or Gjalddagi. Amounts are printed negative and labelled negative (subtotal "
        "Samtals án VSK, tax VSK 24 %, total Samtals kreditreikningur). due_date is null (the only due date "
        "printed belongs to the original invoice) and amount_due is null: the credit is held on account and "
        "nothing is payable."
    )
    return p, fields, notes, []


# ===== 7 Croatian račun: PDV 25 % and 13 %, JIR/ZKI, Ukupno za platiti is the total
@doc("b29_inv_hr_racun_pdv_dvije_stope", "invoice", "Dalmatinska Kamena Galanterija račun 318/POSL2/1")
def inv_hr():
    L = dict(sub=18363.12, tax=4321.5, tot=22684.62, t25=4029.78, t13=291.72)
    p, s, q_v = frame(
        "RAČUN R-1",
        "DALMATINSKA KAMENA GALANTERIJA d.o.o.",
        "OIB 48273619054 · Put Supavla 27, 21000 Split · IBAN HR47 2340 0091 1208 7345 6",
    )
    s.skip(4)
    a, b = two(
        s,
        ("Kupac:", ["Lopud Vrtovi d.d.", "OIB 90318472655", "Obala Ivana Kuljevana 12, 20222 Lopud"]),
        ("Mjesto isporuke:", ["Hotel Lopud Vrtovi - vanjska terasa", "Voditelj gradilišta: Mate Ivelja"]),
        size=7.8,
    )
    s.skip(4)
    kv = kvs(
        s,
        42,
        [
            ("Broj računa:", "318/POSL2/1"),
            ("Datum i vrijeme izdavanja:", "05.12.2031. 14:32"),
            ("Datum isporuke:", "28.11.2031."),
            ("Dospijeće plaćanja:", "04.01.2032."),
            ("Način plaćanja:", "transakcijski račun · valuta EUR"),
        ],
    )
    s.skip(6)
    rows = [
        ("Kamene ploče brački vapnenac 3 cm (m²)", "86.4", "m2", "118.60", 25),
        ("Stepenišne gazišta kamen, po komadu", "24", "kom", "96.35", 25),
        ("Ugradnja kamenih ploča", "86.4", "m2", "41.20", 25),
        ("Sadnice masline u posudi (poljoprivredni proizvod)", "12", "kom", "187.00", 13),
    ]
    xs = [(42, "l"), (60, "l"), (330, "r"), (340, "l"), (420, "r"), (460, "r"), (553, "r")]
    head(s, xs, ["R.br.", "Naziv", "Kol.", "Jmj.", "Cijena", "PDV", "Iznos"])
    base = {25: D(0), 13: D(0)}
    for i, (n, qt, u, pr, r) in enumerate(rows, 1):
        e = ext(qt, pr)
        base[r] += e
        qt_t = dots(D(qt), 1) if "." in qt else qt
        line(s, xs, [str(i), n, qt_t, u, dots(D(pr), 2), f"{r}%", dots(e, 2)])
    s.rule()
    t25, t13 = pct(base[25], 25), pct(base[13], 13)
    sub, tax = base[25] + base[13], t25 + t13
    total = sub + tax
    qs = kvs(
        s,
        290,
        [
            ("Osnovica", dots(sub, 2) + " €"),
            (f"PDV 25% na {dots(base[25], 2)}", dots(t25, 2) + " €"),
            (f"PDV 13% na {dots(base[13], 2)}", dots(t13, 2) + " €"),
            ("Ukupno PDV", dots(tax, 2) + " €"),
            ("UKUPNO ZA PLATITI", dots(total, 2) + " €"),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.t("JIR: 7c41e2d9-33af-4b86-9a0e-5d18c7f2b603", 7, color=GREY)
    s.t("ZKI: 1f9e3a77c0d24b58e6a1973c2d40b8ef", 7, color=GREY)
    s.t("Poziv na broj: HR01 318-2-1 · Operater: Ante Bašić · Račun izdan elektronički", 7, color=GREY)
    for k, v in dict(sub=sub, tax=tax, tot=total, t25=t25, t13=t13).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[0]), q_tax=(1, qs[3]), q_tot=(1, qs[4]))
    del b
    fields = inv_fields(
        ("318/POSL2/1", 1, kv[0]),
        ("2031-12-05", 1, kv[1]),
        ("2032-01-04", 1, kv[3]),
        ("Dalmatinska Kamena Galanterija d.o.o.", 1, q_v),
        ("Lopud Vrtovi d.d.", 1, "Kupac: " + a[0]),
        ("EUR", 1, qs[4]),
        L,
        amount_due=False,
    )
    notes = (
        "Croatian R-1 invoice (EUR with €, dot grouping, dd.mm.yyyy. with a trailing dot). invoice_number is "
        "the Broj računa (number/premises/device), not the JIR, ZKI or Poziv na broj; invoice_date the Datum "
        "i "
        "vrijeme izdavanja, not the Datum isporuke; due_date the Dospijeće plaćanja. bill_to is the Kupac, "
        "not "
        "the Mjesto isporuke. Two VAT rates (25 % and 13 %): subtotal is the Osnovica, tax the Ukupno PDV "
        "(sum of both rates), total UKUPNO ZA PLATITI. amount_due is null: the amount to pay is the total "
        "itself, no separate balance is printed."
    )
    sums = [
        SUM(
            "PDV 25% + PDV 13% = Ukupno PDV",
            [(1, T("PDV 25%", L["t25"], 1, qs[1])), (1, T("PDV 13%", L["t13"], 1, qs[2]))],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ===== 8 UAE tax invoice: VAT 5 %, retention and advance recovery deducted to the net amount payable
@doc(
    "b29_inv_ae_tax_invoice_retention", "invoice", "Al Qusais Interiors & Joinery tax invoice QIJ-TI-31-0694"
)
def inv_ae():
    L = dict(sub=680797.04, tax=34039.85, tot=714836.89, ret=68079.7, adv=102119.56, due=544637.63)
    p, s, q_v = frame(
        "TAX INVOICE",
        "Al Qusais Interiors & Joinery L.L.C.",
        "TRN 100384629170003 · Warehouse 14, Al Qusais Industrial Area 4, Dubai, U.A.E.",
    )
    s.skip(4)
    a, b = two(
        s,
        (
            "Customer",
            [
                "Marsa Creekside Hospitality Management L.L.C.",
                "TRN 100592817430003",
                "Office 2204, Creek Rise Tower, Dubai",
            ],
        ),
        ("Project / Delivery", ["Creekside Suites - Level 7 to 12 fit-out", "Contact: Ms. Reem Al Falasi"]),
        size=7.8,
    )
    s.skip(6)
    q_strip = strip(
        s,
        [
            (42, 165, "Invoice No.", "QIJ-TI-31-0694"),
            (165, 265, "Invoice Date", "09/06/2031"),
            (265, 365, "Date of Supply", "31/05/2031"),
            (365, 460, "Due Date", "09/07/2031"),
            (460, 553, "Payment Cert.", "PC-07"),
        ],
        shade=0.93,
    )
    rows = [
        ("Guest-room wardrobes, oak veneer (progress 60%)", "84", "nos", "3,287.50"),
        ("Bedside units with concealed USB", "168", "nos", "846.25"),
        ("Corridor wall panelling, fire-rated", "412.6", "m2", "395.40"),
        ("Reception desk, Corian top", "1", "lot", "47,815.00"),
        ("Site supervision (man-days)", "46", "day", "1,120.00"),
    ]
    vals = std_items(s, XS6, ["#", "Description", "Qty", "Unit", "Rate (AED)", "Amount (AED)"], rows, US)
    sub = tot(vals)
    tax = pct(sub, 5)
    total = sub + tax
    ret = pct(sub, 10)
    adv = pct(sub, 15)
    due = total - ret - adv
    qs = kvs(
        s,
        270,
        [
            ("Total excluding VAT (AED)", US(sub)),
            ("VAT 5%", US(tax)),
            ("Total including VAT (AED)", US(total)),
            ("Less: Retention 10% of value of work", US(ret)),
            ("Less: Advance recovery 15%", US(adv)),
            ("Net amount payable this certificate (AED)", US(due)),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.para(
        "Retention is released on the taking-over certificate. Advance payment received on 14/01/2031 "
        "against "
        "advance payment guarantee APG-2031-118. Bank: Emirates Islamic, IBAN AE41 0340 0037 0841 6620 193.",
        7.3,
    )
    for k, v in dict(sub=sub, tax=tax, tot=total, ret=ret, adv=adv, due=due).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[0]), q_tax=(1, qs[1]), q_tot=(1, qs[2]), q_due=(1, qs[5]))
    del b
    fields = inv_fields(
        ("QIJ-TI-31-0694", 1, q_strip),
        ("2031-06-09", 1, "Invoice Date 09/06/2031"),
        ("2031-07-09", 1, "Due Date 09/07/2031"),
        ("Al Qusais Interiors & Joinery L.L.C.", 1, q_v),
        ("Marsa Creekside Hospitality Management L.L.C.", 1, "Customer " + a[0]),
        ("AED", 1, qs[2]),
        L,
    )
    notes = (
        "UAE tax invoice for a fit-out progress certificate (AED, dd/mm/yyyy). invoice_date is the Invoice "
        "Date, not the Date of Supply or the advance-payment date; invoice_number is not the payment "
        "certificate number. bill_to is the Customer, not the project. subtotal is Total excluding VAT, tax "
        "VAT 5 %, total Total including VAT; amount_due the Net amount payable after retention and advance "
        "recovery (sum)."
    )
    sums = [
        SUM(
            "Total incl. VAT - retention - advance recovery = net payable",
            [(1, "total"), (-1, T("retention", L["ret"], 1, qs[3])), (-1, T("advance", L["adv"], 1, qs[4]))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 9 Ghanaian invoice: NHIL, GETFund and COVID levies under VAT 15 %, total tax and levies
@doc("b29_inv_gh_vat_levies_total_tax", "invoice", "Tema Harbour Paints & Coatings invoice THP-0087316")
def inv_gh():
    L = dict(sub=411209.4, nh=10280.24, gf=10280.24, cv=4112.09, vat=65382.3, tax=90054.87, tot=501264.27)
    p, s, q_v = frame(
        "TAX INVOICE",
        "Tema Harbour Paints & Coatings Ltd",
        "Plot 22 Heavy Industrial Area, Tema · TIN C0004183726 · VAT Reg.",
    )
    s.skip(4)
    a, b = two(
        s,
        (
            "Bill to",
            ["Kumasi Riverside Estates Ltd", "Attn: Accounts Payable", "12 Lake Road, Ahodwo, Kumasi"],
        ),
        ("Deliver to", ["Riverside Block C construction site", "Santasi Roundabout, Kumasi"]),
        size=7.8,
    )
    s.skip(4)
    kv = kvs(
        s,
        42,
        [
            ("Invoice No.", "THP-0087316"),
            ("Invoice Date", "14 Oct 2031"),
            ("Waybill", "WB-31-55072 of 11 Oct 2031"),
            ("Payment due", "13 Nov 2031"),
        ],
    )
    s.skip(6)
    rows = [
        ("Exterior acrylic emulsion, 20 L (white)", "146", "pail", "1,186.40"),
        ("Anti-carbonation coating, 20 L", "58", "pail", "1,942.75"),
        ("Alkali-resistant primer, 20 L", "73", "pail", "864.30"),
        ("Roof coating, elastomeric, 18 L", "41", "pail", "1,517.60"),
    ]
    vals = std_items(s, XS6, ["#", "Item", "Qty", "Unit", "Price (GH₵)", "Amount (GH₵)"], rows, US)
    sub = tot(vals)
    nh, gf, cv = pct(sub, D("2.5")), pct(sub, D("2.5")), pct(sub, 1)
    vat = pct(sub + nh + gf + cv, 15)
    tax = nh + gf + cv + vat
    total = sub + tax
    qs = kvs(
        s,
        280,
        [
            ("Taxable value", "GH₵ " + US(sub)),
            ("NHIL 2.5%", US(nh)),
            ("GETFund Levy 2.5%", US(gf)),
            ("COVID-19 Health Recovery Levy 1%", US(cv)),
            ("VAT 15% (on value plus levies)", US(vat)),
            ("Total taxes and levies", "GH₵ " + US(tax)),
            ("INVOICE TOTAL", "GH₵ " + US(total)),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.para(
        "Cheques payable to Tema Harbour Paints & Coatings Ltd. Mobile money: 0302 418 8836. Goods remain "
        "our "
        "property until paid in full.",
        7.3,
    )
    for k, v in dict(sub=sub, nh=nh, gf=gf, cv=cv, vat=vat, tax=tax, tot=total).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[0]), q_tax=(1, qs[5]), q_tot=(1, qs[6]))
    del b
    fields = inv_fields(
        ("THP-0087316", 1, kv[0]),
        ("2031-10-14", 1, kv[1]),
        ("2031-11-13", 1, kv[3]),
        ("Tema Harbour Paints & Coatings Ltd", 1, q_v),
        ("Kumasi Riverside Estates Ltd", 1, "Bill to " + a[0]),
        ("GHS", 1, qs[6]),
        L,
        amount_due=False,
    )
    notes = (
        "Ghanaian tax invoice (GHS as GH₵, dd Mon yyyy). invoice_date is the Invoice Date, not the waybill "
        "date; due_date the Payment due line. bill_to is the Bill to company, not the site. subtotal is the "
        "Taxable value; tax is the printed Total taxes and levies (NHIL + GETFund + COVID levy + VAT on the "
        "value plus levies; sum), total the INVOICE TOTAL. amount_due is null: no separate balance is "
        "printed."
    )
    sums = [
        SUM(
            "levies + VAT = Total taxes and levies",
            [
                (1, T("NHIL", L["nh"], 1, qs[1])),
                (1, T("GETFund", L["gf"], 1, qs[2])),
                (1, T("COVID levy", L["cv"], 1, qs[3])),
                (1, T("VAT", L["vat"], 1, qs[4])),
            ],
            "tax",
        )
    ]
    return p, fields, notes, sums


# ===== 10 Moroccan facture in French: TVA 20 %, acompte deducted to Net à payer, amount in words
@doc("b29_inv_ma_facture_acompte_net", "invoice", "Atlas Froid Industriel facture FA-2031/0517")
def inv_ma():
    L = dict(sub=1307068.2, tax=261413.64, tot=1568481.84, acp=347815, due=1220666.84)
    p, s, q_v = frame(
        "FACTURE",
        "ATLAS FROID INDUSTRIEL SARL",
        "Zone industrielle Ouled Saleh, lot 118, Bouskoura · ICE 002781946000073 · RC Casablanca 384417",
    )
    s.skip(4)
    a, b = two(
        s,
        (
            "Client :",
            ["Conserverie Souss Océan S.A.", "Quartier industriel Anza, Agadir", "ICE 001529374000088"],
        ),
        ("Lieu d'installation :", ["Unité de congélation n° 3", "Port de pêche, Agadir"]),
        size=7.8,
    )
    s.skip(4)
    kv = kvs(
        s,
        42,
        [
            ("Facture N° :", "FA-2031/0517"),
            ("Date :", "18/04/2031"),
            ("Bon de commande :", "CSO-BC-0412 du 02/02/2031"),
            ("Échéance :", "17/06/2031"),
        ],
    )
    s.skip(6)
    rows = [
        ("Groupe frigorifique NH3 - 180 kW", "1", "u", "684 350,00"),
        ("Évaporateurs plafonniers 22 kW", "8", "u", "36 915,40"),
        ("Panneaux isothermes PU 150 mm", "612,5", "m²", "487,60"),
        ("Mise en service et formation", "1", "forf.", "28 740,00"),
    ]
    head(s, XS6, ["N°", "Désignation", "Qté", "U.", "P.U. HT", "Montant HT"])
    vals = []
    for i, (n, qt, u, pr) in enumerate(rows, 1):
        qn, pn = D(qt.replace(",", ".")), D(pr.replace(" ", "").replace(",", "."))
        e = ext(qn, pn)
        vals.append(e)
        line(s, XS6, [str(i), n, qt, u, pr, SP(e)])
    s.rule()
    sub = tot(vals)
    tax = pct(sub, 20)
    total = sub + tax
    acp = D("347815.00")
    due = total - acp
    qs = kvs(
        s,
        290,
        [
            ("Total HT", SP(sub) + " DH"),
            ("TVA 20 %", SP(tax) + " DH"),
            ("Total TTC", SP(total) + " DH"),
            ("Acompte reçu le 21/02/2031", SP(acp) + " DH"),
            ("Net à payer", SP(due) + " DH"),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.para(
        "Arrêtée la présente facture à la somme TTC de : un million cinq cent soixante-huit mille quatre "
        "cent quatre-vingt-un dirhams et quatre-vingt-quatre centimes. Règlement par virement : Attijariwafa "
        "bank, "
        "RIB 007 780 0001284736000019 42.",
        7.3,
    )
    for k, v in dict(sub=sub, tax=tax, tot=total, acp=acp, due=due).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[0]), q_tax=(1, qs[1]), q_tot=(1, qs[2]), q_due=(1, qs[4]))
    del b
    fields = inv_fields(
        ("FA-2031/0517", 1, kv[0]),
        ("2031-04-18", 1, kv[1]),
        ("2031-06-17", 1, kv[3]),
        ("Atlas Froid Industriel SARL", 1, q_v),
        ("Conserverie Souss Océan S.A.", 1, "Client : " + a[0]),
        ("MAD", 1, qs[2]),
        L,
    )
    notes = (
        "Moroccan facture in French (MAD as DH, space grouping with comma decimals, dd/mm/yyyy). "
        "invoice_date "
        "is the Date, not the order or advance-payment dates; due_date the Échéance. bill_to is the Client, "
        "not "
        "the installation site. subtotal Total HT, tax TVA 20 %, total Total TTC (also in words); amount_due "
        "the Net à payer after the advance received (sum)."
    )
    sums = [
        SUM(
            "Total TTC - acompte = Net à payer",
            [(1, "total"), (-1, T("acompte", L["acp"], 1, qs[3]))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 11 Egyptian invoice to a private person: discount, VAT 14 %, terms only
@doc("b29_inv_eg_individual_vat_terms_only", "invoice", "Nile Delta Home Solar invoice NDHS-31-1185")
def inv_eg():
    L = dict(gross=248992, disc=9959.68, sub=239032.32, tax=33464.52, tot=272496.84)
    p, s, q_v = frame(
        "INVOICE",
        "Nile Delta Home Solar Installations S.A.E.",
        "14 El Gomhoria Street, Mansoura, Dakahlia · Tax Reg. No. 538-217-946",
    )
    s.skip(4)
    a, b = two(
        s,
        (
            "Invoice to",
            [
                "Eng. Karim Mostafa El-Sherbiny",
                "Villa 37, Al Nakheel Compound, Talkha",
                "National ID ending 4417",
            ],
        ),
        ("Installation address", ["Same as invoice address", "Roof area approx. 140 m²"]),
        size=7.8,
    )
    s.skip(4)
    kv = kvs(
        s,
        42,
        [
            ("Invoice number", "NDHS-31-1185"),
            ("Invoice date", "26/07/2031"),
            ("Quotation", "Q-31-2290 dated 02/07/2031"),
            ("Payment terms", "45 days from invoice date"),
            ("e-Invoice UUID", "b7e14c02d9a86f3e51c07a2948d6e1b0"),
        ],
    )
    s.skip(6)
    rows = [
        ("Solar panels 550 W, tier 1", "18", "pc", "7,840.00"),
        ("On-grid inverter 10 kW", "1", "pc", "58,365.00"),
        ("Aluminium roof mounting kit", "18", "set", "1,296.50"),
        ("DC/AC cabling, protection and earthing", "1", "lot", "14,720.00"),
        ("Installation and net-metering application", "1", "lot", "11,450.00"),
    ]
    vals = std_items(
        s, XS6, ["#", "Description", "Qty", "Unit", "Unit price (EGP)", "Amount (EGP)"], rows, US
    )
    gross = tot(vals)
    disc = pct(gross, 4)
    sub = gross - disc
    tax = pct(sub, 14)
    total = sub + tax
    qs = kvs(
        s,
        290,
        [
            ("Gross amount", US(gross)),
            ("Discount 4%", "-" + US(disc)),
            ("Net amount before VAT", US(sub)),
            ("VAT 14%", US(tax)),
            ("Total amount (EGP)", US(total)),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.para(
        "All amounts in Egyptian pounds. Warranty: panels 12 years product, inverter 5 years. Cash or bank "
        "transfer to Banque Misr, Mansoura branch.",
        7.3,
    )
    for k, v in dict(gross=gross, disc=disc, sub=sub, tax=tax, tot=total).items():
        same(L[k], v, k)
    L.update(q_sub=(1, qs[2]), q_tax=(1, qs[3]), q_tot=(1, qs[4]))
    del b
    fields = inv_fields(
        ("NDHS-31-1185", 1, kv[0]),
        ("2031-07-26", 1, kv[1]),
        None,
        ("Nile Delta Home Solar Installations S.A.E.", 1, q_v),
        ("Karim Mostafa El-Sherbiny", 1, "Invoice to " + a[0]),
        ("EGP", 1, qs[4]),
        L,
        amount_due=False,
    )
    notes = (
        "Egyptian invoice in English (EGP, dd/mm/yyyy) to a private person: bill_to is the person named "
        "under "
        "Invoice to. invoice_date is the Invoice date, not the quotation date. due_date is null: only terms "
        "('45 days from invoice date') are printed. subtotal is the Net amount before VAT after the 4 % "
        "discount (sum), not the Gross amount; tax VAT 14 %; total Total amount. amount_due is null: no "
        "separate balance is printed."
    )
    sums = [
        SUM(
            "Gross - discount = net before VAT",
            [(1, T("gross", L["gross"], 1, qs[0])), (-1, T("discount", L["disc"], 1, qs[1]))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums
