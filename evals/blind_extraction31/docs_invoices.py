"""Invoice builders for blind_extraction31 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import US, Pdf, fmt, q
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def dots(x, nd=2):
    """Dot grouping, comma decimals: 1.234.567,89"""
    return fmt(x, ".", ",", nd)


def spc(x, nd=2):
    """Space grouping, comma decimals: 1 234 567,89"""
    return fmt(x, " ", ",", nd)


def side(s, x, rows, size=None, first_bold=True, caption=None):
    """A block of lines at x from the Sheet's current line; returns the texts drawn."""
    keep = s.x
    s.x = x
    out = []
    if caption:
        s.t(caption, 6.8, True, color=GREY)
    for i, ln in enumerate(rows):
        out.append(s.t(ln, size, first_bold and i == 0))
    s.x = keep
    return out


def two(s, left, right, xr=320, size=None):
    """Two captioned blocks side by side, left drawn first; returns (left texts, right texts)."""
    y0 = s.y
    a = side(s, s.x, left[1], size=size, caption=left[0])
    y1 = s.y
    s.y = y0
    b = side(s, xr, right[1], size=size, caption=right[0])
    s.y = max(y1, s.y)
    return a, b


def head(s, xs, names, size=7.2):
    out = s.row([(x, n, a) for (x, a), n in zip(xs, names, strict=True)], size=size, bold=True)
    s.rule()
    return out


def line(s, xs, vals, size=7.5, bold=False, lead=12.2):
    return s.row([(x, v, a) for (x, a), v in zip(xs, vals, strict=True)], size=size, bold=bold, lead=lead)


def kvs(s, x, pairs, bold_last=False, size=None, xr=None):
    """Label at x, value right-aligned at xr (the Sheet's right edge by default)."""
    keep, keep_r = s.x, s.xr
    s.x = x
    s.xr = xr or s.xr
    out = [s.kv(k, v, bold=bold_last and i == len(pairs) - 1, size=size) for i, (k, v) in enumerate(pairs)]
    s.x, s.xr = keep, keep_r
    return out


def boxed(s, rows, x0=40, x1=555, size=7.2, xv=170):
    """A ruled box of label/value rows."""
    y0 = s.y - size - 3
    out = [s.row([(x0 + 4, k), (x0 + xv, v)], size=size, lead=size * 1.55) for k, v in rows]
    s.p.rect(x0, y0, x1, s.y - size - 1, 0.5)
    s.skip(4)
    return out


def check(L, **computed):
    for k, v in computed.items():
        same(L[k], v, k)


# ------------------------------------------------------------ amounts in words
def words_es(n):
    """Spanish cardinal (Mexican usage), 0 <= n < 10**9."""
    un = [
        "cero",
        "uno",
        "dos",
        "tres",
        "cuatro",
        "cinco",
        "seis",
        "siete",
        "ocho",
        "nueve",
        "diez",
        "once",
        "doce",
        "trece",
        "catorce",
        "quince",
    ]
    un += ["dieciséis", "diecisiete", "dieciocho", "diecinueve", "veinte"]
    veinti = [
        "veintiuno",
        "veintidós",
        "veintitrés",
        "veinticuatro",
        "veinticinco",
        "veintiséis",
        "veintisiete",
    ]
    veinti += ["veintiocho", "veintinueve"]
    dec_ = ["_", "_", "_", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
    cen = [
        "_",
        "ciento",
        "doscientos",
        "trescientos",
        "cuatrocientos",
        "quinientos",
        "seiscientos",
        "setecientos",
    ]
    cen += ["ochocientos", "novecientos"]

    def lt100(x):
        if x <= 20:
            return un[x]
        if x < 30:
            return veinti[x - 21]
        t, u = divmod(x, 10)
        return dec_[t] + ("" if u == 0 else " y " + un[u])

    def lt1000(x):
        if x == 100:
            return "cien"
        h, r = divmod(x, 100)
        parts = ([cen[h]] if h else []) + ([lt100(r)] if r else [])
        return " ".join(parts)

    if n == 0:
        return "cero"
    mill, rest = divmod(n, 1_000_000)
    th, u = divmod(rest, 1000)
    out = []
    if mill:
        out.append("un millón" if mill == 1 else lt1000(mill).replace("uno", "un") + " millones")
    if th:
        out.append(
            "mil" if th == 1 else lt1000(th).replace("uno", "un").replace("veintiun", "veintiún") + " mil"
        )
    if u:
        out.append(lt1000(u))
    return " ".join(out)


def words_pl(n):
    """Polish cardinal, 0 <= n < 10**9."""
    un = [
        "zero",
        "jeden",
        "dwa",
        "trzy",
        "cztery",
        "pięć",
        "sześć",
        "siedem",
        "osiem",
        "dziewięć",
        "dziesięć",
        "jedenaście",
        "dwanaście",
    ]
    un += [
        "trzynaście",
        "czternaście",
        "piętnaście",
        "szesnaście",
        "siedemnaście",
        "osiemnaście",
        "dziewiętnaście",
    ]
    dz = [
        "_",
        "_",
        "dwadzieścia",
        "trzydzieści",
        "czterdzieści",
        "pięćdziesiąt",
        "sześćdziesiąt",
        "siedemdziesiąt",
    ]
    dz += ["osiemdziesiąt", "dziewięćdziesiąt"]
    st = [
        "_",
        "sto",
        "dwieście",
        "trzysta",
        "czterysta",
        "pięćset",
        "sześćset",
        "siedemset",
        "osiemset",
        "dziewięćset",
    ]

    def lt1000(x):
        h, r = divmod(x, 100)
        parts = [st[h]] if h else []
        if r >= 20:
            t, u = divmod(r, 10)
            parts += [dz[t]] + ([un[u]] if u else [])
        elif r:
            parts.append(un[r])
        return parts

    def form(x, one, few, many):
        if x == 1:
            return one
        if x % 10 in (2, 3, 4) and x % 100 not in (12, 13, 14):
            return few
        return many

    if n == 0:
        return "zero"
    mill, rest = divmod(n, 1_000_000)
    th, u = divmod(rest, 1000)
    out = []
    if mill:
        out += ([] if mill == 1 else lt1000(mill)) + [form(mill, "milion", "miliony", "milionów")]
    if th:
        out += ([] if th == 1 else lt1000(th)) + [form(th, "tysiąc", "tysiące", "tysięcy")]
    out += lt1000(u)
    return " ".join(out)


def words_tr(n):
    """Turkish cardinal, 0 < n < 10**9 (written with spaces)."""
    bir = ["_", "bir", "iki", "üç", "dört", "beş", "altı", "yedi", "sekiz", "dokuz"]
    on = ["_", "on", "yirmi", "otuz", "kırk", "elli", "altmış", "yetmiş", "seksen", "doksan"]

    def lt1000(x):
        h, r = divmod(x, 100)
        t, u = divmod(r, 10)
        parts = []
        if h:
            parts += ([] if h == 1 else [bir[h]]) + ["yüz"]
        if t:
            parts.append(on[t])
        if u:
            parts.append(bir[u])
        return parts

    mill, rest = divmod(n, 1_000_000)
    th, u = divmod(rest, 1000)
    out = []
    if mill:
        out += lt1000(mill) + ["milyon"]
    if th:
        out += ([] if th == 1 else lt1000(th)) + ["bin"]
    out += lt1000(u)
    return " ".join(out)


def words_vi(n):
    """Vietnamese cardinal, 0 < n < 10**12."""
    dg = ["không", "một", "hai", "ba", "bốn", "năm", "sáu", "bảy", "tám", "chín"]

    def triad(x, full):
        h, r = divmod(x, 100)
        t, u = divmod(r, 10)
        parts = []
        if full or h:
            parts += [dg[h], "trăm"]
        if t == 0:
            if u and parts:
                parts += ["linh", dg[u]]
            elif u:
                parts.append(dg[u])
        elif t == 1:
            parts.append("mười")
            if u:
                parts.append("lăm" if u == 5 else dg[u])
        else:
            parts += [dg[t], "mươi"]
            if u:
                parts.append({1: "mốt", 5: "lăm"}.get(u, dg[u]))
        return parts

    groups = []
    while n:
        n, r = divmod(n, 1000)
        groups.insert(0, r)
    names = ["tỷ", "triệu", "nghìn", ""][-len(groups) :]
    out = []
    for i, (g, nm) in enumerate(zip(groups, names, strict=True)):
        if g == 0:
            continue
        out += triad(g, i > 0) + ([nm] if nm else [])
    s = " ".join(out)
    return s[0].upper() + s[1:]


def words_id(n):
    """Indonesian cardinal, 0 < n < 10**12."""
    sat = [
        "_",
        "satu",
        "dua",
        "tiga",
        "empat",
        "lima",
        "enam",
        "tujuh",
        "delapan",
        "sembilan",
        "sepuluh",
        "sebelas",
    ]

    def lt1000(x, thousand=False):
        h, r = divmod(x, 100)
        parts = []
        if h:
            parts.append("seratus" if h == 1 else sat[h] + " ratus")
        if r >= 20:
            t, u = divmod(r, 10)
            parts.append(sat[t] + " puluh")
            if u:
                parts.append(sat[u])
        elif r >= 12:
            parts.append(sat[r - 10] + " belas")
        elif r:
            parts.append(sat[r])
        return parts

    out = []
    for div, name in ((10**9, "miliar"), (10**6, "juta"), (1000, "ribu")):
        g, n = divmod(n, div)
        if g == 1 and name == "ribu":
            out.append("seribu")
        elif g:
            out += lt1000(g) + [name]
    out += lt1000(n)
    return " ".join(out)


# ===== 1 Vietnamese VAT e-invoice: serial vs number, date in words (signature date numeric), VAT 10 % and 8 %
# by line with a summary by rate, buyer person vs buyer company, contract and delivery-note dates
@doc(
    "b31_inv_vn_hoa_don_gtgt_hai_thue_suat", "invoice", "Kỹ Thuật Lạnh Sông Hàn hóa đơn GTGT 1C26TSH 00001947"
)
def inv_vn():
    L = dict(
        n10=429452000,
        v10=42945200,
        n8=45155000,
        v8=3612400,
        sub=474607000,
        tax=46557600,
        tot=521164600,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=46, size=7.8)
    q_v = s.t("CÔNG TY TNHH KỸ THUẬT LẠNH SÔNG HÀN", 11.5, True)
    s.t("Mã số thuế (Tax code): 0401873526", 7.6)
    s.t("Địa chỉ: Lô B7, Khu công nghiệp Hòa Khánh, phường Hòa Khánh Bắc, quận Liên Chiểu, TP. Đà Nẵng", 7.4)
    s.t(
        "Điện thoại: 0236 3 841 927 · Số tài khoản: 1180 2046 7731 tại Ngân hàng TMCP Duyên Hải - CN Đà Nẵng",
        7.4,
    )
    s.rule()
    s.skip(12)
    y0 = s.y
    s.t("HÓA ĐƠN GIÁ TRỊ GIA TĂNG", 14, True, x=250, align="c")
    s.t("(VAT INVOICE)", 8.5, True, x=250, align="c")
    s.t("(Bản thể hiện của hóa đơn điện tử)", 7.4, x=250, align="c")
    s.t("Ngày (Date) 13 tháng (month) 07 năm (year) 2026", 8.2, x=250, align="c")
    y1 = s.y
    s.y = y0
    kvs(s, 420, [("Mẫu số (Form):", "1")], size=7.6)
    q_ser, q_no = kvs(s, 420, [("Ký hiệu (Serial):", "1C26TSH"), ("Số (No.):", "00001947")], size=7.6)
    s.y = max(s.y, y1)
    s.t("Mã của cơ quan thuế: 00B7A31F4C9E2D48A6F1C0E3B5D7294A18", 7, x=250, align="c", color=GREY)
    s.skip(4)
    s.t("Họ tên người mua hàng (Buyer): Trần Thị Minh Thư", 7.8)
    q_b = s.t("Tên đơn vị (Company): CÔNG TY CỔ PHẦN THỦY SẢN BIỂN XANH QUẢNG NAM", 7.8)
    s.t("Mã số thuế (Tax code): 4001129583", 7.8)
    s.t("Địa chỉ (Address): Lô 14, KCN Điện Nam - Điện Ngọc, thị xã Điện Bàn, tỉnh Quảng Nam", 7.8)
    q_cur = s.t("Hình thức thanh toán (Payment method): TM/CK · Đồng tiền thanh toán (Currency): VND", 7.8)
    s.t(
        "Theo hợp đồng số 27/2026/HĐMB-SH ngày 12/06/2026 · Phiếu xuất kho PX-0418 ngày 10/07/2026 · "
        "Giao hàng tại: Kho lạnh Cảng cá Hội An",
        7.2,
        color=GREY,
    )
    s.skip(4)
    xs = [(42, "l"), (58, "l"), (262, "l"), (318, "r"), (380, "r"), (448, "r"), (480, "r"), (553, "r")]
    head(
        s,
        xs,
        ["STT", "Tên hàng hóa, dịch vụ", "ĐVT", "Số lượng", "Đơn giá", "Thành tiền", "TS", "Tiền thuế"],
        6.9,
    )
    rows = [
        ("Cụm máy nén - dàn ngưng 7,5 HP", "Bộ", "2", 86_450_000, 10),
        ("Dàn lạnh kho cấp đông 12 kW", "Cái", "4", 23_780_000, 10),
        ("Tấm panel PU cách nhiệt dày 100 mm", "m²", "186", 612_000, 10),
        ("Cửa kho lạnh bản lề 900 x 1900 mm", "Bộ", "2", 14_350_000, 10),
        ("Tủ điện điều khiển kho lạnh", "Tủ", "1", 18_900_000, 10),
        ("Dịch vụ lắp đặt, chạy thử hệ thống", "Gói", "1", 38_600_000, 8),
        ("Vận chuyển thiết bị Đà Nẵng - Hội An", "Chuyến", "3", 2_185_000, 8),
    ]
    by = {10: [D(0), D(0)], 8: [D(0), D(0)]}
    for i, (name, unit, qty, price, rate) in enumerate(rows, 1):
        net = D(qty) * price
        vat = q(net * rate / 100, 0)
        by[rate][0] += net
        by[rate][1] += vat
        line(s, xs, [str(i), name, unit, qty, dots(price, 0), dots(net, 0), f"{rate}%", dots(vat, 0)])
    s.rule()
    sub = by[10][0] + by[8][0]
    tax = by[10][1] + by[8][1]
    total = sub + tax
    s.skip(2)
    s.t("Tổng hợp theo thuế suất (Summary by VAT rate)", 7.4, True)
    cx = [(40, "l"), (300, "r"), (420, "r"), (553, "r")]
    line(s, cx, ["Thuế suất", "Thành tiền trước thuế", "Tiền thuế GTGT", "Cộng tiền thanh toán"], 7, True)
    q_r10 = line(s, cx, ["Thuế suất 10%", dots(by[10][0], 0), dots(by[10][1], 0), dots(sum(by[10]), 0)])
    q_r8 = line(s, cx, ["Thuế suất 8%", dots(by[8][0], 0), dots(by[8][1], 0), dots(sum(by[8]), 0)])
    s.skip(4)
    q_sub, q_tax, q_tot = kvs(
        s,
        250,
        [
            ("Cộng tiền hàng (Total amount before VAT):", dots(sub, 0)),
            ("Tiền thuế GTGT (VAT amount):", dots(tax, 0)),
            ("Tổng cộng tiền thanh toán (Total payment):", dots(total, 0)),
        ],
        bold_last=True,
        size=8,
    )
    s.para(f"Số tiền viết bằng chữ (In words): {words_vi(int(total))} đồng.", 7.6)
    s.skip(10)
    s.row([(90, "Người mua hàng (Buyer)", "c"), (440, "Người bán hàng (Seller)", "c")], 7.8, True)
    s.row([(90, "(Chữ ký số nếu có)", "c"), (440, "Signature Valid", "c")], 7, lead=11)
    s.row([(440, "Ký bởi: CÔNG TY TNHH KỸ THUẬT LẠNH SÔNG HÀN", "c")], 6.8, lead=10)
    q_sig = s.row([(440, "Ký ngày: 13/07/2026", "c")], 6.8)
    s.skip(10)
    s.t("Tra cứu hóa đơn tại: https://hoadon.songhan-lanh.example · Mã tra cứu: SH7K2Q9M4X", 6.8, color=GREY)
    s.t("(Cần kiểm tra, đối chiếu khi lập, giao, nhận hóa đơn)", 6.8, color=GREY)
    check(L, n10=by[10][0], v10=by[10][1], n8=by[8][0], v8=by[8][1], sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("00001947", 1, q_no),
        "invoice_date": F("2026-07-13", 1, q_sig),
        "due_date": NULL(),
        "vendor_name": F("CÔNG TY TNHH KỸ THUẬT LẠNH SÔNG HÀN", 1, q_v),
        "bill_to": F("CÔNG TY CỔ PHẦN THỦY SẢN BIỂN XANH QUẢNG NAM", 1, q_b),
        "currency": F("VND", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    del q_ser
    notes = (
        "Vietnamese VAT e-invoice (Hóa đơn giá trị gia tăng) with bilingual captions, VND with dot grouping "
        "and "
        "no decimals. invoice_number is the Số (No.), not the Ký hiệu (serial 1C26TSH), the form number or "
        "the tax-authority code. The issue date is printed in words in the title (Ngày 13 tháng 07 năm 2026) "
        "and numerically as the e-signature date (Ký ngày), which is quoted; the contract and warehouse-"
        "dispatch dates are distractors. bill_to is the buyer company (Tên đơn vị), not the buyer's "
        "representative (Họ tên người mua hàng) or the delivery cold store. Lines carry VAT 10 % or 8 %; "
        "the summary by rate relates to subtotal and tax (sums). subtotal is Cộng tiền hàng, tax Tiền thuế "
        "GTGT, total Tổng cộng tiền thanh toán. due_date and amount_due are null: no due date and no amount "
        "beyond the total are printed."
    )
    sums = [
        SUM(
            "net 10 % + net 8 % = Cộng tiền hàng",
            [(1, T("net 10%", L["n10"], 1, q_r10)), (1, T("net 8%", L["n8"], 1, q_r8))],
            "subtotal",
        ),
        SUM(
            "VAT 10 % + VAT 8 % = Tiền thuế GTGT",
            [(1, T("VAT 10%", L["v10"], 1, q_r10)), (1, T("VAT 8%", L["v8"], 1, q_r8))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Turkish e-Fatura with KDV tevkifatı 9/10: Hesaplanan KDV vs withheld part, Ödenecek Tutar below the
# total, ETTN and Özelleştirme codes, service site and attention person, due date in the notes
@doc("b31_inv_tr_efatura_kdv_tevkifat", "invoice", "Kuzeyhisar Tesis Hizmetleri e-Fatura KTH2027000000318")
def inv_tr():
    L = dict(
        sub=179822.5,
        tax=35964.5,
        wh=32368.05,
        tot=215787,
        due=183418.95,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=7.6)
    y0 = s.y
    q_v = s.t("KUZEYHİSAR TESİS HİZMETLERİ A.Ş.", 10.5, True)
    s.t("Atatürk Organize Sanayi Bölgesi 10003 Sokak No: 7", 7.4)
    s.t("Çiğli / İZMİR · Tel: 0232 376 41 18", 7.4)
    s.t("Web: www.kuzeyhisar-tesis.example", 7.4)
    s.t("Vergi Dairesi: Kordon · VKN: 5830417296", 7.4)
    s.t("Mersis No: 0583041729600015", 7.4)
    y1 = s.y
    s.y = y0 + 20
    s.t("e-FATURA", 16, True, x=430, align="c")
    s.t("GİB onaylı elektronik belge", 7, x=430, align="c", color=GREY)
    s.y = max(y1, s.y) + 4
    s.rule()
    s.skip(4)
    y0 = s.y
    s.t("SAYIN", 7.6, True)
    q_b = s.t("EGE LİMAN LOJİSTİK DEPOCULUK A.Ş.", 8.6, True)
    s.t("Kemalpaşa OSB 3. Cadde No: 41", 7.4)
    s.t("Kemalpaşa / İZMİR", 7.4)
    s.t("Vergi Dairesi: Kemalpaşa · VKN: 3290618475", 7.4)
    s.t("Dikkatine: Selin Karaosmanoğlu (Satın Alma)", 7.4)
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        350,
        [
            ("Özelleştirme No:", "TR1.2"),
            ("Senaryo:", "TICARIFATURA"),
            ("Fatura Tipi:", "TEVKIFAT"),
            ("Fatura No:", "KTH2027000000318"),
            ("Fatura Tarihi:", "26-02-2027"),
            ("Düzenleme Saati:", "16:42:09"),
        ],
        size=7.4,
    )
    s.y = max(y1, s.y) + 2
    s.t("ETTN: 7c2e91a4-3f5d-4b8e-a0c6-1d9f2e7b4a53", 7.2, color=GREY)
    s.t("Hizmet yeri: Kemalpaşa Lojistik Deposu, Ansızca Mah. Depo Yolu No: 3, Kemalpaşa / İZMİR", 7.2)
    s.skip(6)
    xs = [(40, "l"), (56, "l"), (268, "r"), (326, "r"), (346, "r"), (392, "r"), (460, "r"), (553, "r")]
    head(
        s,
        xs,
        ["No", "Mal Hizmet", "Miktar", "Birim Fiyat", "İsk.", "KDV Oranı", "KDV Tutarı", "Mal Hizmet Tutarı"],
        6.8,
    )
    rows = [
        ("Genel temizlik hizmeti - Şubat 2027 (18.400 m²)", "1 Ay", "1", "96800.00"),
        ("Dış alan ve bahçe bakım hizmeti - Şubat 2027", "1 Ay", "1", "27450.00"),
        ("Cam cephe yüksekte çalışma temizliği", "2.150 m²", "2150", "14.75"),
        ("Temizlik sarf malzemesi ve hijyen ürünleri", "1 Ay", "1", "23860.00"),
    ]
    nets, vats = [], []
    for i, (name, qtxt, qty, price) in enumerate(rows, 1):
        net = ext(qty, price)
        vat = pct(net, 20)
        nets.append(net)
        vats.append(vat)
        line(
            s,
            xs,
            [str(i), name, qtxt, dots(D(price)) + " TL", "%0", "%20", dots(vat) + " TL", dots(net) + " TL"],
        )
    s.rule()
    sub = tot(nets)
    tax = pct(sub, 20)
    wh = q(tax * D("0.9"))
    total = sub + tax
    due = total - wh
    s.skip(4)
    q_sub, _, _, _, q_wh, q_tax, q_tot, q_due = kvs(
        s,
        300,
        [
            ("Mal Hizmet Toplam Tutarı", dots(sub) + " TL"),
            ("Toplam İskonto", "0,00 TL"),
            ("Tevkifata Tabi İşlem Tutarı", dots(sub) + " TL"),
            ("Tevkifata Tabi İşlem Üzerinden Hes. KDV", dots(tax) + " TL"),
            ("Hesaplanan KDV Tevkifat (%90) (614)", dots(wh) + " TL"),
            ("Hesaplanan KDV (%20)", dots(tax) + " TL"),
            ("Vergiler Dahil Toplam Tutar", dots(total) + " TL"),
            ("Ödenecek Tutar", dots(due) + " TL"),
        ],
        bold_last=True,
        size=7.8,
    )
    s.skip(6)
    lira, kurus = divmod(int(due * 100), 100)
    s.para(f"Yalnız: {words_tr(lira)} Türk Lirası {words_tr(kurus) if kurus else 'sıfır'} Kuruş", 7.4, True)
    s.t("Tevkifat kodu 614: Temizlik, çevre ve bahçe bakım hizmetleri (9/10).", 7.2)
    q_dd = s.t("Not: Son ödeme tarihi 29-03-2027. Hizmet dönemi: 01-02-2027 / 28-02-2027.", 7.2)
    q_cur = s.t(
        "Para Birimi: TRY · IBAN: TR41 0008 7000 1423 5519 6420 17 (Kuzeyhisar Tesis Hizmetleri A.Ş.)", 7.2
    )
    s.skip(8)
    s.t(
        "Bu belge 7c2e91a4-3f5d-4b8e-a0c6-1d9f2e7b4a53 ETTN numarası ile e-Fatura olarak düzenlenmiştir.", 6.8
    )
    check(L, sub=sub, tax=tax, wh=wh, tot=total, due=due)
    fields = {
        "invoice_number": F("KTH2027000000318", 1, info[3]),
        "invoice_date": F("2027-02-26", 1, info[4]),
        "due_date": F("2027-03-29", 1, q_dd),
        "vendor_name": F("KUZEYHİSAR TESİS HİZMETLERİ A.Ş.", 1, q_v),
        "bill_to": F("EGE LİMAN LOJİSTİK DEPOCULUK A.Ş.", 1, "SAYIN " + q_b),
        "currency": F("TRY", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Turkish e-Fatura (type TEVKIFAT), TRY as TL with dot grouping and comma decimals, dates dd-mm-yyyy. "
        "invoice_number is the Fatura No (not the ETTN or the Özelleştirme No); invoice_date the Fatura "
        "Tarihi; due_date the Son ödeme tarihi in the note (the service period dates are distractors). "
        "bill_to is the SAYIN addressee company, not the attention person or the service site. subtotal is "
        "Mal Hizmet Toplam Tutarı (no discount); tax the Hesaplanan KDV (%20), the full VAT charged; total "
        "Vergiler Dahil Toplam Tutar. 9/10 of the VAT is withheld by the buyer (KDV tevkifatı, code 614), so "
        "the Ödenecek Tutar (amount_due) is the total less the withheld VAT (sum); the withheld amount is "
        "not "
        "the tax."
    )
    sums = [
        SUM(
            "Vergiler Dahil Toplam Tutar - KDV tevkifat = Ödenecek Tutar",
            [(1, "total"), (-1, T("KDV tevkifat 9/10", L["wh"], 1, q_wh))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 3 Polish Faktura VAT: VAT 8 % and 23 % with a summary by rate, Nabywca vs Odbiorca (building site),
# issue date vs delivery date, "Zapłacono 0,00" and a separate "Do zapłaty", amount in words
@doc("b31_inv_pl_faktura_vat_dwie_stawki", "invoice", "Warmińska Stolarka Okienna faktura FV/0412/05/2028")
def inv_pl():
    L = dict(
        n8=128772,
        v8=10301.76,
        n23=9798.5,
        v23=2253.66,
        sub=138570.5,
        tax=12555.42,
        tot=151125.92,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    y0 = s.y
    s.t("WARMIŃSKA STOLARKA OKIENNA", 13, True)
    s.t("okna · drzwi · montaż", 7.6, color=GREY)
    y1 = s.y
    s.y = y0
    kvs(s, 360, [("Miejsce wystawienia:", "Olsztyn")], size=7.6)
    q_dt, _ = kvs(
        s,
        360,
        [("Data wystawienia:", "19.05.2028"), ("Data dostawy/wykonania usługi:", "16.05.2028")],
        size=7.6,
    )
    s.y = max(y1, s.y) + 8
    q_no = s.t("Faktura VAT nr FV/0412/05/2028", 13, True, x=297, align="c")
    s.t("ORYGINAŁ", 7.4, x=297, align="c", color=GREY)
    s.skip(4)
    a, b = two(
        s,
        (
            "Sprzedawca",
            [
                "Warmińska Stolarka Okienna Sp. z o.o.",
                "ul. Towarowa 27, 10-417 Olsztyn",
                "NIP: 739-318-42-06",
                "Bank: 47 1090 2819 0000 0001 4418 2763",
            ],
        ),
        (
            "Nabywca",
            [
                "Pomorska Grupa Deweloperska S.A.",
                "ul. Grunwaldzka 411, 80-309 Gdańsk",
                "NIP: 584-271-93-18",
            ],
        ),
        xr=320,
        size=7.8,
    )
    s.skip(2)
    side(
        s,
        320,
        [
            "Budowa: Osiedle Leśny Brzeg, etap II",
            "ul. Sosnowa 14, 80-180 Gdańsk",
            "Kierownik budowy: inż. Marek Zawadzki",
        ],
        size=7.6,
        first_bold=False,
        caption="Odbiorca (miejsce dostawy)",
    )
    s.skip(6)
    xs = [
        (40, "l"),
        (54, "l"),
        (262, "l"),
        (300, "r"),
        (350, "r"),
        (412, "r"),
        (440, "r"),
        (494, "r"),
        (553, "r"),
    ]
    head(
        s,
        xs,
        [
            "Lp.",
            "Nazwa towaru / usługi",
            "J.m.",
            "Ilość",
            "Cena netto",
            "Wartość netto",
            "VAT",
            "Kwota VAT",
            "Wart. brutto",
        ],
        6.7,
    )
    rows = [
        ("Okno PCV 1465x1435 mm, trzyszybowe, antracyt", "szt.", "48", "1286.00", 8),
        ("Drzwi balkonowe PCV 900x2200 mm", "szt.", "24", "2148.50", 8),
        ("Montaż okien i drzwi w technologii warstwowej", "szt.", "72", "215.00", 8),
        ("Parapety wewn. konglomerat 300 mm (lokal usługowy)", "mb", "36,5", "189.00", 23),
        ("Transport HDS Olsztyn - Gdańsk", "kurs", "2", "1450.00", 23),
    ]
    by = {8: D(0), 23: D(0)}
    for i, (name, unit, qty, price, rate) in enumerate(rows, 1):
        net = ext(qty.replace(",", "."), price)
        by[rate] += net
        vat = pct(net, rate)
        line(
            s,
            xs,
            [str(i), name, unit, qty, spc(D(price)), spc(net), f"{rate}%", spc(vat), spc(net + vat)],
            7.1,
        )
    s.rule()
    v8, v23 = pct(by[8], 8), pct(by[23], 23)
    sub = by[8] + by[23]
    tax = v8 + v23
    total = sub + tax
    s.skip(4)
    cx = [(300, "l"), (412, "r"), (486, "r"), (553, "r")]
    line(s, cx, ["Stawka VAT", "Wartość netto", "Kwota VAT", "Wartość brutto"], 7.2, True)
    q_r8 = line(s, cx, ["8%", spc(by[8]), spc(v8), spc(by[8] + v8)], 7.4)
    q_r23 = line(s, cx, ["23%", spc(by[23]), spc(v23), spc(by[23] + v23)], 7.4)
    q_raz = line(s, cx, ["Razem", spc(sub), spc(tax), spc(total)], 7.6, True)
    s.skip(6)
    q_tot, _, q_due = kvs(
        s,
        300,
        [
            ("Razem brutto:", spc(total) + " PLN"),
            ("Zapłacono:", "0,00 PLN"),
            ("Do zapłaty:", spc(total) + " PLN"),
        ],
        bold_last=True,
        size=8.4,
    )
    zl, gr = divmod(int(total * 100), 100)
    s.para(f"Słownie: {words_pl(zl)} PLN {gr:02d}/100", 7.6)
    s.skip(2)
    q_dd = s.t("Sposób płatności: przelew · Termin płatności: 18.06.2028 (30 dni)", 7.6)
    s.t(
        "Mechanizm podzielonej płatności. Stawka 8%: budownictwo objęte społecznym programem mieszkaniowym.",
        7.2,
    )
    s.t("Numer KSeF: 7393184206-20280519-4A1C9E27B6D3-5F", 7, color=GREY)
    s.skip(18)
    s.row([(60, "...................................."), (360, "....................................")], 7.4)
    s.row([(60, "Osoba upoważniona do odbioru"), (360, "Wystawił: Joanna Krajewska")], 7)
    check(L, n8=by[8], v8=v8, n23=by[23], v23=v23, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("FV/0412/05/2028", 1, q_no),
        "invoice_date": F("2028-05-19", 1, q_dt),
        "due_date": F("2028-06-18", 1, q_dd),
        "vendor_name": F("Warmińska Stolarka Okienna Sp. z o.o.", 1, "Sprzedawca " + a[0]),
        "bill_to": F("Pomorska Grupa Deweloperska S.A.", 1, "Nabywca " + b[0]),
        "currency": F("PLN", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_raz),
        "tax": F(L["tax"], 1, q_raz),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Polish Faktura VAT, PLN with space grouping and comma decimals, dates dd.mm.yyyy. invoice_date is "
        "the "
        "Data wystawienia, not the delivery date (Data dostawy/wykonania usługi); due_date the Termin "
        "płatności. bill_to is the Nabywca, not the Odbiorca (building site and site manager). Lines carry "
        "VAT 8 % or 23 %; the summary by rate ends in a Razem row giving subtotal (Wartość netto) and tax "
        "(Kwota VAT) (sums); total is Razem brutto. amount_due is the separately printed Do zapłaty after "
        "Zapłacono 0,00, equal to the total. The KSeF number is not the invoice number."
    )
    sums = [
        SUM(
            "net 8 % + net 23 % = Razem netto",
            [(1, T("net 8%", L["n8"], 1, q_r8)), (1, T("net 23%", L["n23"], 1, q_r23))],
            "subtotal",
        ),
        SUM(
            "VAT 8 % + VAT 23 % = Razem VAT",
            [(1, T("VAT 8%", L["v8"], 1, q_r8)), (1, T("VAT 23%", L["v23"], 1, q_r23))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Italian professional invoice (EUR): fees plus the 4 % Inarcassa contribution give the Imponibile,
# IVA 22 %, Totale fattura, then a 20 % ritenuta d'acconto on the fees only to the Netto a pagare
@doc(
    "b31_inv_it_fattura_ritenuta_inarcassa", "invoice", "Studio Associato Orsolini Pellizzari fattura 14/2029"
)
def inv_it():
    L = dict(
        fee=9547.5,
        cassa=381.9,
        sub=9929.4,
        tax=2184.47,
        tot=12113.87,
        rit=1909.5,
        due=10204.37,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.2)
    q_v = s.t("Studio Associato Orsolini Pellizzari", 13, True)
    s.t("Ingegneri · impianti industriali, energia, sicurezza", 7.8, color=GREY)
    s.t("Via Emilia San Pietro 44, 42121 Reggio Emilia (RE) · P.IVA 02871340358", 7.6)
    s.t("tel. 0522 438 117 · studio.orsolinipellizzari@pec.example", 7.6)
    s.skip(12)
    y0 = s.y
    q_no = s.t("FATTURA N. 14/2029", 12, True)
    q_dt = s.t("Data: 7 marzo 2029", 9)
    s.t("Tipo documento: TD01 · Copia di cortesia", 7.4, color=GREY)
    y1 = s.y
    s.y = y0
    q_b = side(
        s,
        320,
        [
            "Spett.le Ceramiche Val Tresinaro S.r.l.",
            "Via Radici in Piano 212",
            "42014 Castellarano (RE)",
            "P.IVA 01964280353 · Codice destinatario M5UXCR1",
            "Alla c.a. ing. Paolo Ferretti",
        ],
        size=8,
    )
    s.y = max(y1, s.y) + 6
    s.t(
        "Rif.: Vs. ordine n. 2029/OA/118 del 12/01/2029 · Commessa: impianto aspirazione fumi forni F3-F4",
        7.6,
    )
    s.skip(8)
    xs = [(48, "l"), (547, "r")]
    head(s, xs, ["Descrizione della prestazione", "Importo (€)"], 7.6)
    rows = [
        ("Progettazione esecutiva impianto di aspirazione e trattamento fumi forni F3-F4", "6400.00"),
        ("Direzione lavori e coordinamento sicurezza in esecuzione (gennaio - febbraio 2029)", "2150.00"),
        ("Pratica di autorizzazione unica ambientale (AUA) - variante emissioni", "997.50"),
    ]
    for name, amt in rows:
        line(s, xs, [name, dots(D(amt))], 8, lead=14)
    s.rule()
    fee = tot(D(a) for _, a in rows)
    cassa = pct(fee, 4)
    sub = fee + cassa
    tax = pct(sub, 22)
    total = sub + tax
    rit = pct(fee, 20)
    due = total - rit
    s.skip(6)
    q_fee, q_cassa, q_sub, q_tax, q_tot, q_rit, q_due = kvs(
        s,
        290,
        [
            ("Totale onorari", dots(fee)),
            ("Contributo integrativo Inarcassa 4%", dots(cassa)),
            ("Imponibile IVA", dots(sub)),
            ("IVA 22%", dots(tax)),
            ("Totale fattura €", dots(total)),
            (f"Ritenuta d'acconto 20% su {dots(fee)}", "-" + dots(rit)),
            ("Netto a pagare €", dots(due)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(10)
    q_dd = s.t("Modalità di pagamento: bonifico bancario a 30 giorni data fattura, scadenza 06/04/2029", 7.8)
    s.t("IBAN IT 62 K 05387 12800 000042871340 · intestato a Studio Associato Orsolini Pellizzari", 7.8)
    s.t("Imposta di bollo: non dovuta (operazione soggetta a IVA).", 7.4, color=GREY)
    s.t(
        "Fattura elettronica trasmessa al Sistema di Interscambio, identificativo SdI 11482093756.",
        7.4,
        color=GREY,
    )
    s.t("Il presente documento è la copia di cortesia della fattura elettronica.", 7.4, color=GREY)
    check(L, fee=fee, cassa=cassa, sub=sub, tax=tax, tot=total, rit=rit, due=due)
    fields = {
        "invoice_number": F("14/2029", 1, q_no),
        "invoice_date": F("2029-03-07", 1, q_dt),
        "due_date": F("2029-04-06", 1, q_dd),
        "vendor_name": F("Studio Associato Orsolini Pellizzari", 1, q_v),
        "bill_to": F("Ceramiche Val Tresinaro S.r.l.", 1, q_b[0]),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Italian professional invoice (copia di cortesia of an e-invoice), EUR with dot grouping and comma "
        "decimals. invoice_date is the Data (7 marzo 2029), not the purchase-order date; due_date the "
        "scadenza of the payment terms. bill_to is the Spett.le company, not the person 'Alla c.a.'. The "
        "fees (Totale onorari) plus the 4 % Inarcassa contribution give the Imponibile IVA, which is the "
        "subtotal (sum); tax is IVA 22 %, total the Totale fattura. The 20 % ritenuta d'acconto is a "
        "withholding on the fees only, not a tax; amount_due is the Netto a pagare after it (sum)."
    )
    sums = [
        SUM(
            "Totale onorari + Inarcassa 4 % = Imponibile IVA",
            [(1, T("Totale onorari", L["fee"], 1, q_fee)), (1, T("Inarcassa 4%", L["cassa"], 1, q_cassa))],
            "subtotal",
        ),
        SUM(
            "Totale fattura - ritenuta d'acconto = Netto a pagare",
            [(1, "total"), (-1, T("ritenuta d'acconto", L["rit"], 1, q_rit))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def rp(x):
    return "Rp " + dots(x, 0)


# ===== 5 Indonesian sales invoice (IDR): 2.5 % discount, PPN 12 % charged on the DPP Nilai Lain (11/12 of
# the net price), Total Tagihan, advance invoice deducted to Sisa Tagihan; Faktur Pajak number, PO date
@doc(
    "b31_inv_id_faktur_dpp_nilai_lain_uang_muka",
    "invoice",
    "Sumber Tirta Mahakam invoice STM/INV/2027/06/0291",
)
def inv_id():
    L = dict(
        gross=239468000,
        disc=5986700,
        sub=233481300,
        dpp=214024525,
        tax=25682943,
        tot=259164243,
        dp=45000000,
        due=214164243,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=7.8)
    q_v = s.t("PT SUMBER TIRTA MAHAKAM", 13, True)
    s.t(
        "Bahan kimia pengolahan air industri · Jl. Ir. H. Juanda No. 58, Samarinda 75124, Kalimantan Timur",
        7.4,
    )
    s.t("NPWP 0031.8426.5097.2000 · Telp. (0541) 742 186 · penjualan@sumbertirta.example", 7.4)
    s.rule()
    s.skip(8)
    s.t("INVOICE / FAKTUR PENJUALAN", 12, True, x=297, align="c")
    s.skip(4)
    y0 = s.y
    a = side(
        s,
        40,
        [
            "PT Kaltim Sawit Lestari Abadi",
            "Jl. Poros Sangatta - Bengalon Km 14",
            "Kabupaten Kutai Timur, Kalimantan Timur",
            "NPWP 0027.3915.8840.6000",
            "Up.: Bapak Hendra Wijayakusuma (Purchasing)",
        ],
        caption="KEPADA / TAGIHAN KE",
        size=7.8,
    )
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        330,
        [
            ("No. Invoice", "STM/INV/2027/06/0291"),
            ("Tanggal", "15 Juni 2027"),
            ("Jatuh Tempo", "15 Juli 2027"),
            ("No. PO", "PO-KSL-2705-118 (28 Mei 2027)"),
            ("No. Surat Jalan", "SJ-0291/VI/2027"),
        ],
        size=7.6,
    )
    s.y = max(y1, s.y) + 2
    s.t("Dikirim ke: PKS Bengalon, Gudang Bahan Kimia, Desa Tepian Langsat, Kutai Timur", 7.4)
    s.skip(6)
    xs = [(40, "l"), (56, "l"), (322, "r"), (336, "l"), (452, "r"), (553, "r")]
    head(s, xs, ["No", "Nama Barang / Jasa", "Qty", "Satuan", "Harga Satuan (Rp)", "Jumlah (Rp)"], 7)
    rows = [
        ("Poly Aluminium Chloride (PAC) bubuk, sak 25 kg", "240", "sak", 412_500),
        ("Soda Ash Light, sak 50 kg", "80", "sak", 618_350),
        ("Oxygen scavenger boiler, drum 200 L", "6", "drum", 7_850_000),
        ("Resin penukar ion kation, sak 25 L", "12", "sak", 3_275_000),
        ("Jasa analisa air boiler dan laporan bulanan", "1", "paket", 4_600_000),
    ]
    amts = []
    for i, (name, qty, unit, price) in enumerate(rows, 1):
        amt = D(qty) * price
        amts.append(amt)
        line(s, xs, [str(i), name, qty, unit, dots(price, 0), dots(amt, 0)], 7.6)
    s.rule()
    gross = tot(amts)
    disc = q(gross * D("0.025"), 0)
    sub = gross - disc
    dpp = q(sub * 11 / 12, 0)
    tax = q(dpp * D("0.12"), 0)
    total = sub + tax
    dp = D(45_000_000)
    due = total - dp
    s.skip(4)
    q_g, q_d, q_sub, q_dpp, q_tax, q_tot, q_dp, q_due = kvs(
        s,
        270,
        [
            ("Jumlah", rp(gross)),
            ("Potongan harga 2,5%", "(" + rp(disc) + ")"),
            ("Harga Jual setelah potongan", rp(sub)),
            ("DPP Nilai Lain (11/12 x Harga Jual)", rp(dpp)),
            ("PPN 12% x DPP Nilai Lain", rp(tax)),
            ("Total Tagihan", rp(total)),
            ("Dikurangi uang muka (Inv. STM/INV/2027/05/0244)", "(" + rp(dp) + ")"),
            ("Sisa Tagihan", rp(due)),
        ],
        bold_last=True,
        size=8,
    )
    s.skip(2)
    q_w = s.para(f"Terbilang: {words_id(int(due))} rupiah.", 7.6)
    s.skip(4)
    s.t("Nomor Faktur Pajak: 04002700291847361 (diterbitkan melalui Coretax DJP)", 7.4, color=GREY)
    s.t(
        "Pembayaran ke: Bank Mahakam Sejahtera, KCU Samarinda, rek. 168-00-4172593-1 a.n. PT Sumber Tirta "
        "Mahakam",
        7.4,
    )
    s.skip(16)
    s.row([(430, "Hormat kami,", "c")], 7.8)
    s.skip(18)
    s.row([(430, "Rina Maharani Siregar", "c")], 7.8, True)
    s.row([(430, "Finance Manager", "c")], 7.4)
    check(L, gross=gross, disc=disc, sub=sub, dpp=dpp, tax=tax, tot=total, dp=dp, due=due)
    fields = {
        "invoice_number": F("STM/INV/2027/06/0291", 1, info[0]),
        "invoice_date": F("2027-06-15", 1, info[1]),
        "due_date": F("2027-07-15", 1, info[2]),
        "vendor_name": F("PT SUMBER TIRTA MAHAKAM", 1, q_v),
        "bill_to": F("PT Kaltim Sawit Lestari Abadi", 1, "KEPADA / TAGIHAN KE " + a[0]),
        "currency": F("IDR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    del q_w
    notes = (
        "Indonesian sales invoice (Invoice / Faktur Penjualan), IDR as Rp with dot grouping and no decimals, "
        "Indonesian month names. invoice_date is the Tanggal, not the PO date; due_date the Jatuh Tempo. "
        "bill_to is the KEPADA / TAGIHAN KE company, not the Up. contact or the mill warehouse it is shipped "
        "to. Jumlah less the 2.5 % discount gives the Harga Jual setelah potongan, the subtotal (sum). PPN "
        "12 % is charged on the DPP Nilai Lain (11/12 of the net price), a tax base and not the subtotal; "
        "tax is the PPN amount, total the Total Tagihan. amount_due is the Sisa Tagihan after the advance "
        "invoice is deducted (sum). The Faktur Pajak number is not the invoice number."
    )
    sums = [
        SUM(
            "Jumlah - potongan 2,5 % = Harga Jual setelah potongan",
            [(1, T("Jumlah", L["gross"], 1, q_g)), (-1, T("potongan", L["disc"], 1, q_d))],
            "subtotal",
        ),
        SUM(
            "Total Tagihan - uang muka = Sisa Tagihan",
            [(1, "total"), (-1, T("uang muka", L["dp"], 1, q_dp))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


def nok(x):
    return spc(x)


# ===== 6 Norwegian credit note (NOK): negative lines and a positive restocking fee, MVA 25 %, reference to
# the credited invoice with its own date, original amount, remaining balance and due date
@doc("b31_inv_no_kreditnota_returgebyr", "invoice", "Fjordgløtt Storkjøkken kreditnota 80461")
def inv_no():
    L = dict(
        sub=-47160,
        tax=-11790,
        tot=-58950,
        orig=107236.25,
        rest=48286.25,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=58, size=8.2)
    y0 = s.y
    q_v = s.t("Fjordgløtt Storkjøkken AS", 14, True)
    s.t("Sandnesveien 212, 4312 Sandnes", 7.8)
    s.t("Org.nr. 921 384 507 MVA · tlf. 51 62 18 40", 7.8)
    y1 = s.y
    s.y = y0
    s.t("KREDITNOTA", 16, True, x=545, align="r")
    s.y = max(y1, s.y) + 14
    y0 = s.y
    a = side(
        s,
        50,
        [
            "Lysefjorden Hotelldrift AS",
            "Postboks 118",
            "4100 Jørpeland",
            "Deres ref.: kjøkkensjef Ingrid Vatnedal",
        ],
        caption="Kunde",
        size=8,
    )
    s.skip(2)
    side(
        s,
        50,
        ["Preikestolen Fjellhotell, kjøkkenmottak", "Jøssangvegen 40, 4100 Jørpeland"],
        caption="Leveringsadresse",
        size=8,
        first_bold=False,
    )
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        330,
        [
            ("Kreditnotanr.", "80461"),
            ("Kreditnotadato", "22.10.2029"),
            ("Kundenr.", "10488"),
            ("Gjelder faktura", "80177 av 03.10.2029"),
            ("Ordrenr.", "51936"),
            ("Valuta", "NOK"),
        ],
        size=8,
    )
    s.y = max(y1, s.y) + 10
    s.t("Årsak: retur av feillevert oppvaskmaskin og prisavslag for skadet arbeidsbenk.", 8)
    s.skip(6)
    xs = [(50, "l"), (100, "l"), (370, "r"), (440, "r"), (480, "r"), (545, "r")]
    head(s, xs, ["Varenr.", "Beskrivelse", "Antall", "Pris", "MVA", "Beløp"], 7.4)
    rows = [
        ("64018", "Oppvaskmaskin hettemodell HT-40, retur (feillevert)", "-1", "48900.00"),
        ("77120", "Prisavslag: riper på arbeidsbenk i rustfritt stål", "-1", "3150.00"),
        ("90002", "Returgebyr 10 % av varens verdi (HT-40)", "1", "4890.00"),
    ]
    nets = []
    for code, name, qty, price in rows:
        net = ext(qty, price)
        nets.append(net)
        line(s, xs, [code, name, qty, nok(D(price)), "25 %", nok(net)], 7.8, lead=13)
    s.rule()
    sub = tot(nets)
    tax = pct(sub, 25)
    total = sub + tax
    s.skip(6)
    q_sub, q_tax, q_tot = kvs(
        s,
        300,
        [("Sum eks. mva", nok(sub)), ("MVA 25 %", nok(tax)), ("Sum kreditnota inkl. mva NOK", nok(total))],
        bold_last=True,
        size=8.6,
    )
    orig = D("107236.25")
    rest = orig + total
    s.skip(10)
    q_o = s.t(
        f"Kreditnotaen motregnes mot faktura 80177 (opprinnelig fakturabeløp {nok(orig)} inkl. mva).", 8
    )
    q_r = s.t(
        f"Gjenstående å betale på faktura 80177: {nok(rest)}, forfall 02.11.2029, KID 0801770104885.", 8
    )
    s.t("Kreditnotaen skal ikke betales. Ved spørsmål: regnskap@fjordglott-storkjokken.example", 8)
    s.skip(10)
    s.t("Bankkonto 3208 41 77215 · Foretaksregisteret", 7.2, color=GREY)
    check(L, sub=sub, tax=tax, tot=total, orig=orig, rest=rest)
    fields = {
        "invoice_number": F("80461", 1, info[0]),
        "invoice_date": F("2029-10-22", 1, info[1]),
        "due_date": NULL(),
        "vendor_name": F("Fjordgløtt Storkjøkken AS", 1, q_v),
        "bill_to": F("Lysefjorden Hotelldrift AS", 1, "Kunde " + a[0]),
        "currency": F("NOK", 1, info[5]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Norwegian credit note (Kreditnota), NOK with space grouping and comma decimals, dd.mm.yyyy; amounts "
        "are negative (minus sign), and a positive restocking fee line is netted in. invoice_number is the "
        "Kreditnotanr., not the credited invoice 80177, the customer or order number; invoice_date the "
        "Kreditnotadato, not the credited invoice's date. bill_to is the Kunde, not the delivery address or "
        "the reference person. subtotal Sum eks. mva, tax MVA 25 %, total Sum kreditnota inkl. mva, all "
        "negative. due_date and amount_due are null: the credit note is not to be paid; the remaining "
        "balance, KID and forfall printed belong to the credited invoice 80177 (its original amount plus "
        "this "
        "credit note gives that balance, sum)."
    )
    sums = [
        SUM(
            "original invoice 80177 + this credit note = remaining on 80177",
            [(1, T("faktura 80177 original", L["orig"], 1, q_o)), (1, "total")],
            T("remaining on 80177", L["rest"], 1, q_r),
        )
    ]
    return p, fields, notes, sums


# ===== 7 Mexican CFDI 4.0 invoice in USD: Serie/Folio vs UUID and CSD numbers, emission vs certification
# timestamps, IVA 16 %, peso equivalent at the exchange rate as a distractor total, customer vs plant
@doc("b31_inv_mx_cfdi_usd_tipo_cambio", "invoice", "Mecanizados Finos de Apaseo CFDI MFA-8821")
def inv_mx():
    L = dict(
        sub=44090,
        tax=7054.4,
        tot=51144.4,
        mxn=942463.43,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=46, size=7.6)
    y0 = s.y
    q_v = s.t("Mecanizados Finos de Apaseo, S.A. de C.V.", 12, True)
    s.t("Emisor: MECANIZADOS FINOS DE APASEO · RFC MFA190822KQ3", 7.4)
    s.t("Régimen fiscal: 601 General de Ley Personas Morales · Lugar de expedición: 38010", 7.4)
    s.t("Av. Constituyentes 1840, Parque Industrial Amistad, Celaya, Gto.", 7.4)
    y1 = s.y
    s.y = y0
    q_no = s.t("FACTURA MFA-8821", 13, True, x=555, align="r")
    s.t("Serie: MFA · Folio: 8821", 8, x=555, align="r")
    s.y = max(y1, s.y) + 4
    s.rule()
    s.skip(4)
    y0 = s.y
    a = side(
        s,
        40,
        [
            "Autopartes Tlaquepaque Norte, S. de R.L. de C.V.",
            "RFC ATN2103157H2 · Domicilio fiscal: 45610",
            "Régimen fiscal: 601 · Uso CFDI: G01 Adquisición de mercancías",
            "Entregar en: Planta 2, Av. Periférico Sur 7120, Tlaquepaque, Jal.",
        ],
        caption="RECEPTOR / CLIENTE",
        size=7.6,
    )
    y1 = s.y
    s.y = y0
    info = kvs(
        s,
        335,
        [
            ("Tipo de comprobante:", "I - Ingreso"),
            ("Fecha de emisión:", "2025-09-23T11:42:07"),
            ("Moneda:", "USD - Dólar americano"),
            ("Tipo de cambio:", "18.4275"),
            ("Forma de pago:", "99 - Por definir"),
            ("Método de pago:", "PPD - Pago en parcialidades o diferido"),
            ("Condiciones de pago:", "Crédito 60 días"),
            ("Fecha de vencimiento:", "2025-11-22"),
        ],
        size=7.2,
    )
    s.y = max(y1, s.y) + 2
    s.t(
        "Folio fiscal (UUID): 3F9C1A72-5B0E-4D6A-9C1E-7A2B4D8E6F10 · No. de serie del CSD: "
        "00001000000517384526",
        7,
    )
    s.skip(6)
    xs = [(40, "l"), (100, "r"), (106, "l"), (132, "l"), (442, "r"), (500, "r"), (553, "r")]
    head(s, xs, ["Clave", "Cant.", "Unid.", "Descripción", "Valor unitario", "Importe", "Obj. imp."], 6.8)
    rows = [
        ("31161800", "1,200", "1200", "H87", "Buje de bronce maquinado CNC, plano AT-4471 rev. C", "9.85"),
        (
            "26111600",
            "350",
            "350",
            "H87",
            "Flecha de transmisión acero 4140 templado, plano AT-5102",
            "42.60",
        ),
        ("31201500", "800", "800", "H87", "Soporte de aluminio 6061 anodizado, plano AT-3318", "17.35"),
        (
            "27112700",
            "1",
            "1",
            "E48",
            "Herramental: fixture de sujeción para operación 20 (cargo único)",
            "3480.00",
        ),
    ]
    nets = []
    for code, qtxt, qty, unit, name, price in rows:
        net = ext(qty, price)
        nets.append(net)
        line(s, xs, [code, qtxt, unit, name, US(D(price)), US(net), "02"], 7)
    s.rule()
    sub = tot(nets)
    tax = pct(sub, 16)
    total = sub + tax
    mxn = q(total * D("18.4275"))
    s.skip(4)
    q_sub, q_tax, q_tot = kvs(
        s,
        330,
        [
            ("Subtotal", "$ " + US(sub)),
            ("IVA Trasladado 002 Tasa 0.160000", "$ " + US(tax)),
            ("Total", "$ " + US(total)),
        ],
        bold_last=True,
        size=8.2,
    )
    cents = int(total * 100) % 100
    s.para(f"Total con letra: {words_es(int(total)).upper()} DÓLARES {cents:02d}/100 USD", 7.4, True)
    s.t(
        f"Equivalente en moneda nacional (T.C. 18.4275): $ {US(mxn)} MXN, solo para efectos informativos.",
        7.2,
    )
    s.skip(6)
    s.t("Fecha y hora de certificación: 2025-09-23T11:44:51 · RFC del PAC: SAT970701NN3", 6.8, color=GREY)
    s.t("Sello digital del CFDI:", 6.8, True)
    seal = (
        "kQ3v9ZpL1mT8xW2rB6yN4cH0sJ7dF5gA1uE9oI3pK8lM2nR6tV0wX4zY7bC1dG5hJ9kL3mN7pQ1rS5tU9vW3xY7zA1bC5dE9fG3h"
        "J7kL1mN5pQ9rS3tU7vW1xY5zA9bC3dE7fG1hJ5kL9mN3pQ7rS1tU5vW9xY3zA7bC1dE5fG9hJ3kL7mN1pQ5rS9tU3vW7xY1zA5bC9d=="
    )
    for i in range(0, len(seal), 110):
        s.t(seal[i : i + 110], 6.2, color=GREY)
    s.t("Este documento es una representación impresa de un CFDI versión 4.0.", 6.8, color=GREY)
    check(L, sub=sub, tax=tax, tot=total, mxn=mxn)
    fields = {
        "invoice_number": F("MFA-8821", 1, q_no),
        "invoice_date": F("2025-09-23", 1, info[1]),
        "due_date": F("2025-11-22", 1, info[7]),
        "vendor_name": F("Mecanizados Finos de Apaseo, S.A. de C.V.", 1, q_v),
        "bill_to": F("Autopartes Tlaquepaque Norte, S. de R.L. de C.V.", 1, "RECEPTOR / CLIENTE " + a[0]),
        "currency": F("USD", 1, info[2]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Mexican CFDI 4.0 invoice (printed representation) issued in US dollars: Moneda USD, amounts with a "
        "bare $ sign, comma grouping; the Tipo de cambio and the peso equivalent (MXN, informative only) are "
        "distractors, so currency is USD and total the USD Total. invoice_number is the heading's MFA-8821 "
        "(Serie "
        "MFA, Folio 8821), not the Folio fiscal (UUID) or the CSD serial. invoice_date is the Fecha de "
        "emisión (ISO timestamp), not the certification timestamp; due_date the Fecha de vencimiento. "
        "vendor_name is the issuer as printed in the heading; bill_to the Receptor / Cliente, not the plant "
        "it is delivered to. IVA Trasladado 16 % is the tax. amount_due is null: nothing beyond the total "
        "is printed."
    )
    sums = []
    return p, fields, notes, sums


def huf(x):
    return fmt(x, " ", ",", 0)


# ===== 8 Hungarian számla (HUF): issue date vs fulfilment date vs due date (yyyy.mm.dd.), Vevő vs Szállítási
# cím, ÁFA 27 %, informative EUR equivalents at the MNB rate as distractor totals
@doc("b31_inv_hu_szamla_eur_tajekoztato", "invoice", "Tiszamenti Agrogép számla TAG-2030/00417")
def inv_hu():
    L = dict(
        sub=4112820,
        tax=1110461,
        tot=5223281,
        esub=10209.31,
        etax=2756.51,
        etot=12965.82,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=7.8)
    s.t("SZÁMLA", 18, True, x=297, align="c")
    s.t("Sorszám: TAG-2030/00417", 10, True, x=297, align="c")
    q_no = "Sorszám: TAG-2030/00417"
    s.skip(8)
    a, b = two(
        s,
        (
            "Eladó",
            [
                "Tiszamenti Agrogép Kereskedelmi Kft.",
                "6728 Szeged, Dorozsmai út 77.",
                "Adószám: 24918307-2-06",
                "Bankszámlaszám: 12010718-01472936-00100007",
            ],
        ),
        (
            "Vevő",
            [
                "Bácskai Gabonatároló Zrt.",
                "6500 Baja, Szegedi út 88.",
                "Adószám: 11042957-2-03",
                "Szállítási cím: Bácsbokod, terményszárító telep, Kossuth u. 140.",
            ],
        ),
        xr=300,
        size=7.8,
    )
    s.skip(8)
    cells = [
        ("Fizetési mód", "átutalás"),
        ("Teljesítés dátuma", "2030.08.09."),
        ("Számla kelte", "2030.08.12."),
        ("Fizetési határidő", "2030.09.11."),
        ("Pénznem", "HUF"),
    ]
    w = 515 / len(cells)
    y0 = s.y - 8
    for i in range(len(cells)):
        p.rect(40 + i * w, y0, 40 + (i + 1) * w, y0 + 26, 0.5)
    qc = s.row([(44 + i * w, k) for i, (k, _) in enumerate(cells)], 6.6, lead=12)
    qv = s.row([(44 + i * w, v) for i, (_, v) in enumerate(cells)], 8.4, True)
    s.skip(8)
    xs = [
        (40, "l"),
        (236, "r"),
        (242, "l"),
        (320, "r"),
        (384, "r"),
        (410, "r"),
        (470, "r"),
        (553, "r"),
    ]
    head(
        s,
        xs,
        ["Megnevezés", "Menny.", "Egys.", "Egységár", "Nettó érték", "ÁFA", "ÁFA érték", "Bruttó érték"],
        6.8,
    )
    rows = [
        ("Terményszárító ventilátor motor 22 kW", "2", "db", 1_184_000),
        ("Serleges felhordó heveder 250 mm", "86", "m", 9_450),
        ("Csigás szállító lapátkészlet", "4", "klt", 148_600),
        ("Szerviz szerelés, munkadíj", "14", "óra", 18_500),
        ("Kiszállási díj", "246", "km", 320),
    ]
    nets = []
    for name, qty, unit, price in rows:
        net = D(qty) * price
        vat = q(net * D("0.27"), 0)
        nets.append(net)
        line(s, xs, [name, qty, unit, huf(price), huf(net), "27%", huf(vat), huf(net + vat)], 7.4)
    s.rule()
    sub = tot(nets)
    tax = q(sub * D("0.27"), 0)
    total = sub + tax
    s.skip(4)
    q_sub, q_tax, q_tot = kvs(
        s,
        320,
        [
            ("Nettó összesen:", huf(sub) + " Ft"),
            ("ÁFA 27%:", huf(tax) + " Ft"),
            ("Bruttó végösszeg:", huf(total) + " Ft"),
        ],
        bold_last=True,
        size=8.6,
    )
    rate = D("402.85")
    esub, etax = q(sub / rate), q(tax / rate)
    etot = esub + etax
    s.skip(8)
    s.t("Tájékoztató adatok euróban (MNB középárfolyam 2030.08.11.: 1 EUR = 402,85 HUF):", 7.4, True)
    q_e = s.t(f"Nettó {spc(esub)} EUR · ÁFA {spc(etax)} EUR · Bruttó {spc(etot)} EUR", 7.4)
    s.skip(6)
    s.t(
        "A számla a 2007. évi CXXVII. törvény szerint kiállított, online számla adatszolgáltatás megtörtént.",
        7,
    )
    s.t("Késedelmi kamat: a Ptk. 6:155. § szerint. Kiállította: Vörös Annamária, pénzügy", 7)
    check(L, sub=sub, tax=tax, tot=total, esub=esub, etax=etax, etot=etot)
    fields = {
        "invoice_number": F("TAG-2030/00417", 1, q_no),
        "invoice_date": F("2030-08-12", 1, " ".join(x for x in (qc, qv))),
        "due_date": F("2030-09-11", 1, qv),
        "vendor_name": F("Tiszamenti Agrogép Kereskedelmi Kft.", 1, "Eladó " + a[0]),
        "bill_to": F("Bácskai Gabonatároló Zrt.", 1, "Vevő " + b[0]),
        "currency": F("HUF", 1, qv),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Hungarian számla, HUF (Ft) with space grouping and no decimals, dates yyyy.mm.dd. in a row of boxed "
        "cells. invoice_date is the Számla kelte, not the Teljesítés dátuma (fulfilment) or the MNB rate "
        "date; "
        "due_date the Fizetési határidő. bill_to is the Vevő, not its delivery site (Szállítási cím). "
        "subtotal Nettó összesen, tax ÁFA 27 %, total Bruttó végösszeg; the EUR figures are informative "
        "equivalents at the MNB rate (distractor totals in another currency; their net plus VAT gives the "
        "gross, sum). amount_due is null: no amount beyond the total is printed."
    )
    sums = [
        SUM(
            "EUR info: net + VAT = gross",
            [(1, T("EUR net", L["esub"], 1, q_e)), (1, T("EUR VAT", L["etax"], 1, q_e))],
            T("EUR gross", L["etot"], 1, q_e),
        )
    ]
    return p, fields, notes, sums


# ===== 9 Belgian bilingual facture / factuur over two pages (EUR): carried-forward subtotal between pages,
# VAT 6 % (renovation of dwellings) and 21 %, advance invoice deducted to the Solde à payer / Te betalen
# saldo, structured communication, order date, work site
@doc(
    "b31_inv_be_facture_factuur_report_acompte",
    "invoice",
    "Hydro-Senne Techniques facture / factuur 2027/1184",
)
def inv_be():
    L = dict(
        carry=48882.6,
        b6=49752.6,
        b21=4887,
        v6=2985.16,
        v21=1026.27,
        sub=54639.6,
        tax=4011.43,
        tot=58651.03,
        adv=13275,
        due=45376.03,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=48, size=7.8)

    def top(pg):
        p.text(555, 34, f"Page / Pagina {pg}/2", 7, align="r", color=GREY)

    top(1)
    q_v = s.t("Hydro-Senne Techniques SRL", 14, True)
    s.t("Chauffage · sanitaire · ventilation / Verwarming · sanitair · ventilatie", 7.6, color=GREY)
    s.t("Rue des Goujons 152, 1070 Anderlecht · TVA/BTW BE 0718.442.906 · RPM/RPR Bruxelles/Brussel", 7.4)
    s.t("IBAN BE71 0631 4829 7369 · BIC GKCCBEBB · info@hydro-senne.example", 7.4)
    s.skip(10)
    y0 = s.y
    s.t("FACTURE / FACTUUR", 14, True)
    info = kvs(
        s,
        40,
        [
            ("N° / Nr.", "2027/1184"),
            ("Date de facture / Factuurdatum", "16/11/2027"),
            ("Échéance / Vervaldag", "16/12/2027"),
            ("Réf. client / Klantnr.", "C-2209"),
        ],
        size=7.8,
        xr=290,
    )
    y1 = s.y
    s.y = y0
    b = side(
        s,
        330,
        [
            "Immobilière Parvis Saint-Gilles SA",
            "Chaussée de Waterloo 318",
            "1060 Saint-Gilles",
            "TVA/BTW BE 0643.118.275",
        ],
        caption="CLIENT / KLANT",
        size=8,
    )
    s.y = max(y1, s.y) + 6
    s.t(
        "Chantier / Werf: Rue de la Victoire 71, 1060 Saint-Gilles (immeuble de 6 logements, construit en "
        "1912)",
        7.4,
    )
    s.t("Votre référence / Uw referentie: bon de commande BC-2027-0381 du/van 02/09/2027", 7.4)
    s.skip(6)
    xs = [(40, "l"), (300, "r"), (308, "l"), (390, "r"), (430, "r"), (553, "r")]
    hd = ["Description / Omschrijving", "Qté/Aantal", "", "Prix/Prijs", "TVA/Btw", "Montant/Bedrag"]
    head(s, xs, hd, 6.9)
    rows = [
        ("Chaudière à condensation 24 kW / Condensatieketel", "6", "pc/st", "2185.00", 6),
        ("Radiateur acier type 22, 600x1200 / Stalen radiator", "28", "pc/st", "236.40", 6),
        ("Vanne thermostatique / Thermostatische kraan", "28", "pc/st", "41.80", 6),
        ("Thermostat modulant / Modulerende thermostaat", "6", "pc/st", "168.00", 6),
        ("Tubage inox Ø 80 / Rookkanaalvoering inox Ø 80", "6", "pc/st", "612.50", 6),
        ("Tuyau multicouche 16-26 mm / Meerlagenbuis", "540", "m", "7.85", 6),
        ("Collecteur de distribution / Verdeelcollector", "6", "pc/st", "94.20", 6),
        ("Main-d'œuvre chauffage / Arbeidsloon verwarming", "186", "h/u", "58.00", 6),
        ("Évier inox et robinet / Inox spoeltafel met kraan", "6", "pc/st", "348.00", 6),
        ("Colonne évacuation PVC Ø 110 / Afvoerkolom PVC", "42", "m", "36.90", 6),
        ("Main-d'œuvre sanitaire / Arbeidsloon sanitair", "74", "h/u", "55.00", 6),
        ("Mise en service, attestation / Indienststelling, attest", "6", "pc/st", "145.00", 6),
        ("Rez commercial: aérotherme gaz 18 kW / Gasluchtverhitter", "1", "pc/st", "1940.00", 21),
        ("Rez commercial: WC PMR / Handelsgelijkvloers: toilet PBM", "1", "forfait", "1286.00", 21),
        ("Main-d'œuvre rez commercial / Arbeidsloon handelsruimte", "22", "h/u", "58.00", 21),
        ("Évacuation déchets (commerce) / Afvoer werfafval (handel)", "1", "forfait", "385.00", 21),
    ]
    by = {6: D(0), 21: D(0)}
    run = D(0)
    q_c1 = q_c2 = None
    for i, (name, qty, unit, price, rate) in enumerate(rows):
        if i == 11:
            s.rule()
            q_c1 = line(s, xs, ["À reporter / Over te dragen", "", "", "", "", dots(run) + " €"], 7.6, True)
            s.t("Suite page 2 / Vervolg op pagina 2", 7, color=GREY)
            s.y = 690
            s.t("Conditions générales / Algemene voorwaarden", 7, True)
            s.para(
                "Toute réclamation doit parvenir par écrit dans les 8 jours de la réception de la facture. "
                "En cas "
                "de non-paiement à l'échéance, un intérêt de retard et une indemnité forfaitaire sont dus "
                "de plein "
                "droit. / Elke klacht moet schriftelijk binnen 8 dagen na ontvangst van de factuur worden "
                "gemeld. "
                "Bij niet-betaling op de vervaldag zijn van rechtswege verwijlinteresten en een forfaitaire "
                "schadevergoeding verschuldigd.",
                6.6,
            )
            s.new_page()
            top(2)
            s.t("Hydro-Senne Techniques SRL · Facture / Factuur 2027/1184 du/van 16/11/2027", 8, True)
            s.skip(6)
            head(s, xs, hd, 6.9)
            q_c2 = line(s, xs, ["Report / Overdracht", "", "", "", "", dots(run) + " €"], 7.6, True)
            carry = run
        amt = ext(qty, price)
        by[rate] += amt
        run += amt
        line(s, xs, [name, qty, unit, dots(D(price)), f"{rate}%", dots(amt)], 7.3)
    s.rule()
    sub = by[6] + by[21]
    v6, v21 = pct(by[6], 6), pct(by[21], 21)
    tax = v6 + v21
    total = sub + tax
    adv = D("13275.00")
    due = total - adv
    s.skip(6)
    cx = [(300, "l"), (440, "r"), (553, "r")]
    line(s, cx, ["Taux / Tarief", "Base / Maatstaf", "TVA / Btw"], 7.2, True)
    q_r6 = line(s, cx, ["6%", dots(by[6]), dots(v6)], 7.6)
    q_r21 = line(s, cx, ["21%", dots(by[21]), dots(v21)], 7.6)
    s.skip(4)
    q_sub, q_tax, q_tot, q_adv, q_due = kvs(
        s,
        230,
        [
            ("Total HTVA / Totaal excl. btw", dots(sub) + " €"),
            ("Total TVA / Totaal btw", dots(tax) + " €"),
            ("Total TVAC / Totaal incl. btw", dots(total) + " €"),
            ("Acompte / Voorschot (fact. 2027/0962 du/van 20/09/2027)", "-" + dots(adv) + " €"),
            ("Solde à payer / Te betalen saldo", dots(due) + " €"),
        ],
        bold_last=True,
        size=8.2,
    )
    s.skip(8)
    s.t("Communication structurée / Gestructureerde mededeling: +++127/4083/91552+++", 8, True)
    s.para(
        "Taux de 6 %: attestation (art. 1bis, AR n° 20) remise par le client pour les travaux de rénovation "
        "dans "
        "des logements privés de plus de 10 ans. / Btw-tarief 6 %: attest van de klant voor renovatie van "
        "privéwoningen ouder dan 10 jaar.",
        7.2,
    )
    s.t(
        "Paiement à 30 jours / Betaling binnen 30 dagen. Montants en euros (EUR) / Bedragen in euro (EUR).",
        7.2,
    )
    q_cur = "Montants en euros (EUR)"
    check(L, carry=carry, b6=by[6], b21=by[21], v6=v6, v21=v21, sub=sub, tax=tax, tot=total, adv=adv, due=due)
    fields = {
        "invoice_number": F("2027/1184", 1, info[0]),
        "invoice_date": F("2027-11-16", 1, info[1]),
        "due_date": F("2027-12-16", 1, info[2]),
        "vendor_name": F("Hydro-Senne Techniques SRL", 1, q_v),
        "bill_to": F("Immobilière Parvis Saint-Gilles SA", 1, "CLIENT / KLANT " + b[0]),
        "currency": F("EUR", 2, q_cur),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["due"], 2, q_due),
    }
    notes = (
        "Belgian bilingual facture / factuur (French / Dutch) over two pages, EUR with dot grouping and "
        "comma "
        "decimals, dd/mm/yyyy. invoice_date is the Date de facture / Factuurdatum, not the order date or the "
        "advance invoice date; due_date the Échéance / Vervaldag. bill_to is the CLIENT / KLANT company, not "
        "the work site (Chantier / Werf). Page 1 ends with a carried-forward amount (À reporter / Over te "
        "dragen) repeated at the top of page 2 (Report / Overdracht), which is not the subtotal. VAT 6 % "
        "(renovation of dwellings over 10 years old) and 21 % bases and amounts relate to subtotal (Total "
        "HTVA) and tax (Total TVA) (sums); total is Total TVAC. amount_due is the Solde à payer / Te betalen "
        "saldo after the advance invoice (acompte, voorschot) is deducted (sum). The structured "
        "communication "
        "is a payment reference."
    )
    sums = [
        SUM(
            "base 6 % + base 21 % = Total HTVA",
            [(1, T("base 6%", L["b6"], 2, q_r6)), (1, T("base 21%", L["b21"], 2, q_r21))],
            "subtotal",
        ),
        SUM(
            "TVA 6 % + TVA 21 % = Total TVA",
            [(1, T("TVA 6%", L["v6"], 2, q_r6)), (1, T("TVA 21%", L["v21"], 2, q_r21))],
            "tax",
        ),
        SUM(
            "Total TVAC - acompte = Solde à payer",
            [(1, "total"), (-1, T("acompte", L["adv"], 2, q_adv))],
            "amount_due",
        ),
        SUM(
            "carried forward on page 1 = report on page 2",
            [(1, T("À reporter (page 1)", L["carry"], 1, q_c1))],
            T("Report (page 2)", L["carry"], 2, q_c2),
        ),
    ]
    return p, fields, notes, sums


def cad(x):
    return spc(x) + " $"


# ===== 10 Quebec bilingual roofing invoice (CAD): homeowner billed (a person) vs job site, GST 5 % + QST
# 9.975 % with a total-taxes line, superseded quote amount, change order, deposit to the balance due
@doc("b31_inv_ca_qc_facture_tps_tvq_depot", "invoice", "Toitures Laurentides-Boréal facture TLB-29-0614")
def inv_ca():
    L = dict(
        sub=28717,
        gst=1435.85,
        qst=2864.52,
        tax=4300.37,
        tot=33017.37,
        dep=7500,
        due=25517.37,
    )
    p = Pdf(ttf=True, w=612, h=792)
    s = Sheet(p, x=46, xr=566, top=50, size=8)
    y0 = s.y
    q_v = s.t("Toitures Laurentides-Boréal inc.", 14, True)
    s.t("2275, rue du Grand-Héron, Saint-Jérôme (Québec)  J7Y 4R9", 7.6)
    s.t("450 436-2190 · Licence RBQ 5741-2098-01 · toituresboreal.example", 7.6)
    s.t("TPS/GST 784215903 RT0001 · TVQ/QST 1229418736 TQ0001", 7.6)
    y1 = s.y
    s.y = y0
    s.t("FACTURE / INVOICE", 13, True, x=566, align="r")
    info = kvs(
        s,
        380,
        [("No / No.", "TLB-29-0614"), ("Date", "2029-10-10"), ("Échéance / Due date", "2029-11-09")],
        size=8,
    )
    s.y = max(y1, s.y) + 8
    a, b = two(
        s,
        (
            "FACTURER À / BILL TO",
            ["Geneviève Lachapelle-Roy", "88, chemin du Lac-Castor", "Sainte-Adèle (Québec)  J8B 1K3"],
        ),
        (
            "LIEU DES TRAVAUX / JOB SITE",
            ["Chalet Lachapelle-Roy", "412, montée Ryan", "Mont-Tremblant (Québec)  J8E 1S5"],
        ),
        xr=330,
        size=8,
    )
    s.skip(4)
    s.t(
        "Soumission / Quote S-29-0388 du 2029-07-15 : 24 860,00 $ avant taxes / before taxes (remplacée par",
        7.4,
    )
    s.t("l'avenant A-1 du 2029-09-12 / superseded by change order A-1).", 7.4)
    s.skip(6)
    xs = [(46, "l"), (360, "r"), (368, "l"), (460, "r"), (566, "r")]
    head(s, xs, ["Description", "Qté / Qty", "", "Prix / Price", "Montant / Amount"], 7)
    rows = [
        ("Enlèvement du bardeau et disposition / Tear-off and disposal", "1", "forfait", "3150.00"),
        ("Membrane et sous-couche synthétique / Membrane, underlayment", "32", "carrés", "96.50"),
        ("Bardeau architectural 30 ans / Architectural shingles", "32", "carrés", "248.00"),
        ("Solins, évents et ventilation / Flashing, vents", "1", "forfait", "1745.00"),
        ("Main-d'œuvre couvreurs / Roofing labour", "196", "h", "58.50"),
        ("Avenant A-1 : contreplaqué pourri / Change order A-1: decking", "18", "feuilles", "74.00"),
    ]
    nets = []
    for name, qty, unit, price in rows:
        net = ext(qty, price)
        nets.append(net)
        line(s, xs, [name, qty, unit, cad(D(price)), cad(net)], 7.6, lead=13)
    s.rule()
    sub = tot(nets)
    gst = pct(sub, 5)
    qst = pct(sub, D("9.975"))
    tax = gst + qst
    total = sub + tax
    dep = D("7500.00")
    due = total - dep
    s.skip(4)
    q_sub, q_gst, q_qst, q_tax, q_tot, q_dep, q_due = kvs(
        s,
        300,
        [
            ("Sous-total / Subtotal", cad(sub)),
            ("TPS / GST 5 %", cad(gst)),
            ("TVQ / QST 9,975 %", cad(qst)),
            ("Taxes totales / Total taxes", cad(tax)),
            ("Total", cad(total)),
            ("Dépôt reçu le 2029-08-20 / Deposit received", "-" + cad(dep)),
            ("Solde dû / Balance due", cad(due)),
        ],
        bold_last=True,
        size=8.4,
    )
    s.skip(8)
    q_cur = s.t("Montants en dollars canadiens (CAD) / Amounts in Canadian dollars (CAD).", 7.6)
    s.t(
        "Garantie de main-d'œuvre 10 ans / 10-year workmanship warranty. Intérêt de 1,5 % par mois après", 7.4
    )
    s.t("l'échéance / 1.5% per month interest after the due date. Merci ! / Thank you!", 7.4)
    check(L, sub=sub, gst=gst, qst=qst, tax=tax, tot=total, dep=dep, due=due)
    fields = {
        "invoice_number": F("TLB-29-0614", 1, info[0]),
        "invoice_date": F("2029-10-10", 1, info[1]),
        "due_date": F("2029-11-09", 1, info[2]),
        "vendor_name": F("Toitures Laurentides-Boréal inc.", 1, q_v),
        "bill_to": F("Geneviève Lachapelle-Roy", 1, "FACTURER À / BILL TO " + a[0]),
        "currency": F("CAD", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    del b
    notes = (
        "Quebec bilingual roofing invoice, amounts as '28 717,00 $' (space grouping, comma decimals) and "
        "stated to be Canadian dollars (CAD), so the $ sign is not USD; ISO dates. The customer is a person "
        "(bill_to), not the chalet job site. The quote amount and dates (quote, change order, deposit) are "
        "distractors; the quote was superseded by the change order. subtotal is Sous-total / Subtotal; tax "
        "is the printed Taxes totales / Total taxes, GST 5 % plus QST 9.975 % (sum); total the Total; "
        "amount_due the Solde dû / Balance due after the deposit received (sum)."
    )
    sums = [
        SUM(
            "TPS/GST + TVQ/QST = Taxes totales",
            [(1, T("GST 5%", L["gst"], 1, q_gst)), (1, T("QST 9.975%", L["qst"], 1, q_qst))],
            "tax",
        ),
        SUM("Total - dépôt = Solde dû", [(1, "total"), (-1, T("deposit", L["dep"], 1, q_dep))], "amount_due"),
    ]
    return p, fields, notes, sums


def php(x):
    return "₱ " + US(x)


# ===== 11 Philippine VAT sales invoice (PHP): VAT-inclusive prices, VATable / VAT-exempt / zero-rated sales,
# "Total Sales (VAT Inclusive)" then Less VAT, Net of VAT, Add VAT, 1 % withholding to TOTAL AMOUNT DUE;
# terms only, PO date, printer's accreditation dates
@doc(
    "b31_inv_ph_sales_invoice_vat_exempt_ewt",
    "invoice",
    "Bukidnon Highland Agri-Supply sales invoice 0018593",
)
def inv_ph():
    L = dict(
        vatable=114128.57,
        exempt=986500,
        tax=13695.43,
        sub=1100628.57,
        tot=1114324,
        ewt=11006.29,
        due=1103317.71,
    )
    p = Pdf(ttf=True, w=612, h=792)
    s = Sheet(p, x=44, xr=568, top=48, size=7.8)
    q_v = s.t("BUKIDNON HIGHLAND AGRI-SUPPLY CORPORATION", 12.5, True, x=306, align="c")
    s.t("Sayre Highway, Brgy. Casisang, Malaybalay City, Bukidnon 8700", 7.6, x=306, align="c")
    s.t("VAT Reg. TIN: 008-417-362-00000 · Tel. (088) 813-4172", 7.6, x=306, align="c")
    s.skip(6)
    y0 = s.y
    s.t("SALES INVOICE", 13, True)
    y1 = s.y
    s.y = y0
    q_no = s.t("No. 0018593", 12, True, x=568, align="r")
    s.y = max(y1, s.y) + 2
    rows_hdr = [
        ("Sold to:", "MALAYBALAY POULTRY INTEGRATORS, INC.", "Date:", "March 18, 2030"),
        ("TIN:", "412-093-587-00000", "Terms:", "30 days"),
        ("Address:", "Purok 7, Brgy. Dalwangan, Malaybalay City, Bukidnon", "P.O. No.:", "MPI-PO-3091"),
        ("Delivered to:", "Layer Farm 3, Brgy. Kalasungay, Malaybalay City", "P.O. Date:", "March 9, 2030"),
    ]
    qh = [s.row([(44, a_), (110, b_), (420, c_), (470, d_)], 7.8) for a_, b_, c_, d_ in rows_hdr]
    s.skip(4)
    xs = [(44, "l"), (84, "r"), (92, "l"), (130, "l"), (470, "r"), (568, "r")]
    head(s, xs, ["", "QTY", "UNIT", "ARTICLES", "UNIT PRICE", "AMOUNT"], 7)
    rows = [
        ("420", "bags", "Layer mash, 50 kg (VAT-exempt feed)", "1685.00", "E"),
        ("160", "bags", "Pullet grower crumble, 50 kg (VAT-exempt feed)", "1742.50", "E"),
        ("48", "kg", "Vitamin-electrolyte premix, 1 kg pack", "899.00", "V"),
        ("35", "bdl", "Egg trays, plastic, 30-hole (bundle of 100)", "1344.00", "V"),
        ("12", "cans", "Poultry house disinfectant, 20 L", "3136.00", "V"),
    ]
    incl = {"E": D(0), "V": D(0)}
    for qty, unit, name, price, kind in rows:
        amt = ext(qty, price)
        incl[kind] += amt
        line(s, xs, ["", qty, unit, name, US(D(price)), US(amt)], 7.6, lead=13)
    s.rule()
    vatable = q(incl["V"] / D("1.12"))
    tax = incl["V"] - vatable
    exempt = incl["E"]
    gross = incl["V"] + incl["E"]
    sub = gross - tax
    ewt = pct(sub, 1)
    due = gross - ewt
    s.skip(6)
    y0 = s.y
    left = kvs(
        s,
        44,
        [
            ("VATable Sales", US(vatable)),
            ("VAT-Exempt Sales", US(exempt)),
            ("Zero-Rated Sales", "0.00"),
            ("VAT Amount", US(tax)),
        ],
        size=7.8,
        xr=250,
    )
    y1 = s.y
    s.y = y0
    right = kvs(
        s,
        300,
        [
            ("Total Sales (VAT Inclusive)", php(gross)),
            ("Less: VAT", US(tax)),
            ("Amount: Net of VAT", US(sub)),
            ("Less: Discount (SC/PWD/NAAC/MOV/SP)", "0.00"),
            ("Add: VAT", US(tax)),
            ("Less: Withholding Tax", US(ewt)),
            ("TOTAL AMOUNT DUE", php(due)),
        ],
        bold_last=True,
        size=7.8,
    )
    s.y = max(y1, s.y) + 10
    s.t("Received the above articles in good order and condition.", 7.4)
    s.skip(10)
    s.row([(44, "By: ______________________"), (330, "Cashier/Authorized Representative: R. Dagondon")], 7.4)
    s.skip(16)
    s.t("Acknowledgment Certificate No. 0412-BIR-2029-000187 · Date Issued: January 8, 2029", 6.6, color=GREY)
    s.t("Series No. 0015001-0020000 · Printed by Casisang Press, TIN 271-448-906-00000", 6.6, color=GREY)
    q_cur = "Total Sales (VAT Inclusive) " + php(gross)
    check(L, vatable=vatable, exempt=exempt, tax=tax, sub=sub, tot=gross, ewt=ewt, due=due)
    fields = {
        "invoice_number": F("0018593", 1, q_no),
        "invoice_date": F("2030-03-18", 1, qh[0]),
        "due_date": NULL(),
        "vendor_name": F("BUKIDNON HIGHLAND AGRI-SUPPLY CORPORATION", 1, q_v),
        "bill_to": F("MALAYBALAY POULTRY INTEGRATORS, INC.", 1, qh[0]),
        "currency": F("PHP", 1, q_cur),
        "subtotal": F(L["sub"], 1, right[2]),
        "tax": F(L["tax"], 1, left[3]),
        "total": F(L["tot"], 1, right[0]),
        "amount_due": F(L["due"], 1, right[6]),
    }
    notes = (
        "Philippine VAT sales invoice (PHP with ₱, comma grouping, 'March 18, 2030'). Unit prices include "
        "VAT; the feeds are VAT-exempt. invoice_date is the Date, not the P.O. date or the printer's "
        "certificate date. bill_to is the Sold to company, not the farm delivered to. subtotal is the "
        "Amount: "
        "Net of VAT (VATable plus VAT-exempt plus zero-rated sales, sum), tax the VAT Amount, total the "
        "Total "
        "Sales (VAT Inclusive) (= net of VAT plus VAT). amount_due is the TOTAL AMOUNT DUE after the 1 % "
        "creditable withholding tax deducted by the buyer (sum), which is not a tax charged. due_date is "
        "null: only terms (30 days) are printed."
    )
    sums = [
        SUM(
            "VATable + VAT-exempt + zero-rated sales = Amount: Net of VAT",
            [
                (1, T("VATable Sales", L["vatable"], 1, left[0])),
                (1, T("VAT-Exempt Sales", L["exempt"], 1, left[1])),
            ],
            "subtotal",
        ),
        SUM(
            "Total Sales (VAT Inclusive) - withholding tax = TOTAL AMOUNT DUE",
            [(1, "total"), (-1, T("withholding tax", L["ewt"], 1, right[5]))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums
