"""Financial-statement builders for blind_extraction29 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

from decimal import Decimal as D

from common import SUM, F, T, doc, same
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def neg(a):
    return [-x for x in a]


def paren(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def table(s, colx, rows, f, size=7.6, lead=None, lx=None):
    """rows: (label, values or None, flags[, extra cells]); flags: b bold, i indent, t rule above.
    Returns {label: (page, row text)} for each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        if "t" in flags:
            s.p.line(min(colx) - 46, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        x0 = s.x if lx is None else lx
        cells = [(x0 + (10 if "i" in flags else 0), label)]
        for extra in row[3:]:
            cells.append(extra)
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if vals and label not in out:
            out[label] = (s.page, qt)
    return out


def heads(s, colx, lines, size=7.2):
    for ln in lines:
        s.row([(x, t, "r") for x, t in zip(colx, ln, strict=False) if t], size=size, bold=True, lead=size + 3)
    s.p.line(min(colx) - 46, s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def val(x, scale):
    v = D(str(x)) * scale
    return int(v) if v == v.to_integral_value() else float(v)


# ===== 1 Vietnamese annual report: balance sheet first, code and note columns, VND million
@doc(
    "b29_fs_vn_bao_cao_thuong_nien_trieu_dong",
    "financial_statement",
    "Thủy sản Cửu Long Xanh báo cáo thường niên 2031",
)
def fs_vn():
    L = dict(
        rev=8787243000000,
        op=706318000000,
        ni=562407000000,
        ta=8500855000000,
        tl=3411787000000,
        te=5089068000000,
        cash=418372000000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=8)
    q_co = s.t("CÔNG TY CỔ PHẦN THỦY SẢN CỬU LONG XANH", 12.5, True)
    q_rt = s.t("BÁO CÁO THƯỜNG NIÊN 2031 · Trích báo cáo tài chính hợp nhất đã kiểm toán", 9, True)
    s.t("Báo cáo kết quả kinh doanh trên trang 2. Đơn vị tính: triệu đồng (VND million)", 7.6)
    s.skip(4)
    q_bs = s.t("BẢNG CÂN ĐỐI KẾ TOÁN HỢP NHẤT tại ngày 31/12/2031", 9.5, True)
    cx = [470, 555]
    mx, tx = 330, 372
    heads(s, cx, [["Số cuối năm", "Số đầu năm"], ["31/12/2031", "01/01/2031"]])
    cash, htm = V(418_372, 296_845), V(1_204_500, 873_000)
    recv, inv, oca = V(1_386_914, 1_147_238), V(2_048_763, 1_822_417), V(96_418, 88_305)
    ca = add(cash, htm, recv, inv, oca)
    ppe, bio, lta = V(2_917_446, 2_684_129), V(183_627, 171_382), V(244_815, 238_961)
    nca = add(ppe, bio, lta)
    ta = add(ca, nca)
    stl, tp, ocl = V(1_627_390, 1_488_270), V(694_128, 612_547), V(213_856, 187_604)
    cl = add(stl, tp, ocl)
    ltl = V(876_413, 1_034_875)
    tl = add(cl, ltl)
    nci = V(174_282, 158_913)
    te = [a - b for a, b in zip(ta, tl, strict=True)]
    own = [a - b for a, b in zip(te, nci, strict=True)]
    f = paren(0, "-", ".", ",")

    def r(label, code, note, vals, flags=""):
        return (label, vals, flags, (mx, code, "r"), (tx, note))

    bs = table(
        s,
        cx,
        [
            r("A - TÀI SẢN NGẮN HẠN", "100", "", ca, "b"),
            r("Tiền và các khoản tương đương tiền", "110", "V.1", cash, "i"),
            r("Đầu tư nắm giữ đến ngày đáo hạn", "123", "V.2", htm, "i"),
            r("Các khoản phải thu ngắn hạn", "130", "V.3", recv, "i"),
            r("Hàng tồn kho", "140", "V.4", inv, "i"),
            r("Tài sản ngắn hạn khác", "150", "", oca, "i"),
            r("B - TÀI SẢN DÀI HẠN", "200", "", nca, "b"),
            r("Tài sản cố định", "220", "V.6", ppe, "i"),
            r("Tài sản sinh học (đàn cá bố mẹ)", "230", "V.7", bio, "i"),
            r("Tài sản dài hạn khác", "260", "", lta, "i"),
            r("TỔNG CỘNG TÀI SẢN", "270", "", ta, "bt"),
            r("C - NỢ PHẢI TRẢ", "300", "", tl, "b"),
            r("Vay ngắn hạn", "320", "V.9", stl, "i"),
            r("Phải trả người bán", "311", "", tp, "i"),
            r("Nợ ngắn hạn khác", "319", "", ocl, "i"),
            r("Vay dài hạn", "338", "V.10", ltl, "i"),
            r("D - VỐN CHỦ SỞ HỮU", "400", "", te, "b"),
            r("Vốn chủ sở hữu của cổ đông công ty mẹ", "410", "V.11", own, "i"),
            r("Lợi ích cổ đông không kiểm soát", "429", "", nci, "i"),
            r("TỔNG CỘNG NGUỒN VỐN", "440", "", add(tl, te), "bt"),
        ],
        f,
        lx=40,
    )
    s.new_page()
    s.t("CÔNG TY CỔ PHẦN THỦY SẢN CỬU LONG XANH · Báo cáo thường niên 2031", 8, True)
    s.t("BÁO CÁO KẾT QUẢ HOẠT ĐỘNG KINH DOANH HỢP NHẤT cho năm tài chính kết thúc ngày 31/12/2031", 9, True)
    s.t("Đơn vị tính: triệu đồng", 7.6)
    s.skip(4)
    heads(s, cx, [["Năm nay", "Năm trước"], ["2031", "2030"]])
    gross_s, ded = V(8_914_627, 7_863_148), V(127_384, 98_516)
    rev = [a - b for a, b in zip(gross_s, ded, strict=True)]
    cogs = V(7_326_418, 6_541_902)
    gp = [a - b for a, b in zip(rev, cogs, strict=True)]
    fin_i, fin_e = V(68_473, 52_186), V(141_925, 156_337)
    sell, adm = V(412_618, 371_254), V(268_437, 241_786)
    op = add(gp, fin_i, neg(fin_e), neg(sell), neg(adm))
    oth = V(12_846, -4_318)
    pbt = add(op, oth)
    taxx = V(135_284, 98_627)
    npat = [a - b for a, b in zip(pbt, taxx, strict=True)]
    nci_p = V(21_473, 16_092)
    ni = [a - b for a, b in zip(npat, nci_p, strict=True)]
    inc = table(
        s,
        cx,
        [
            r("Doanh thu bán hàng và cung cấp dịch vụ", "01", "VI.1", gross_s),
            r("Các khoản giảm trừ doanh thu", "02", "", ded),
            r("Doanh thu thuần về bán hàng và cung cấp dịch vụ", "10", "", rev, "b"),
            r("Giá vốn hàng bán", "11", "VI.2", cogs),
            r("Lợi nhuận gộp", "20", "", gp, "b"),
            r("Doanh thu hoạt động tài chính", "21", "", fin_i),
            r("Chi phí tài chính", "22", "", fin_e),
            r("Chi phí bán hàng", "25", "", sell),
            r("Chi phí quản lý doanh nghiệp", "26", "", adm),
            r("Lợi nhuận thuần từ hoạt động kinh doanh", "30", "", op, "bt"),
            r("Lợi nhuận khác", "40", "", oth),
            r("Tổng lợi nhuận kế toán trước thuế", "50", "", pbt, "b"),
            r("Chi phí thuế TNDN", "51", "", taxx),
            r("Lợi nhuận sau thuế thu nhập doanh nghiệp", "60", "", npat, "bt"),
            r("Lợi nhuận sau thuế của công ty mẹ", "61", "", ni, "i"),
            r("Lợi nhuận sau thuế của cổ đông không kiểm soát", "62", "", nci_p, "i"),
            r("Lãi cơ bản trên cổ phiếu (đồng)", "70", "", ["3.184", "2.507"]),
            r("Lãi suy giảm trên cổ phiếu (đồng)", "71", "", ["3.126", "2.471"]),
        ],
        f,
        lx=40,
    )
    sc = 10**6
    for k, v in dict(rev=rev[0], op=op[0], ni=ni[0], ta=ta[0], tl=tl[0], te=te[0], cash=cash[0]).items():
        same(L[k], val(v, sc), k)
    g = dict(**bs, **inc)

    def fq(key, lab):
        return F(val(L[key], 1), *g[lab])

    fields = {
        "company_name": F("Công ty Cổ phần Thủy sản Cửu Long Xanh", 1, q_co),
        "report_type": F("annual_report", 1, q_rt),
        "period_end_date": F("2031-12-31", 1, q_bs),
        "currency": F(
            "VND", 1, "Báo cáo kết quả kinh doanh trên trang 2. Đơn vị tính: triệu đồng (VND million)"
        ),
        "total_revenue": fq("rev", "Doanh thu thuần về bán hàng và cung cấp dịch vụ"),
        "operating_income": fq("op", "Lợi nhuận thuần từ hoạt động kinh doanh"),
        "net_income": fq("ni", "Lợi nhuận sau thuế của công ty mẹ"),
        "diluted_eps": F(3126, *g["Lãi suy giảm trên cổ phiếu (đồng)"]),
        "total_assets": fq("ta", "TỔNG CỘNG TÀI SẢN"),
        "total_liabilities": fq("tl", "C - NỢ PHẢI TRẢ"),
        "total_equity": fq("te", "D - VỐN CHỦ SỞ HỮU"),
        "cash_and_equivalents": fq("cash", "Tiền và các khoản tương đương tiền"),
    }
    notes = (
        "Vietnamese consolidated statements in an annual report (Báo cáo thường niên), in VND million (triệu "
        "đồng), dot grouping. The balance sheet comes first (page 1) with columns Số cuối năm (end of year, "
        "current, first) and Số đầu năm; the income statement follows on page 2 (Năm nay, current, first). "
        "Each row has a code (Mã số) and note column that are not figures. total_revenue is the net revenue "
        "(Doanh thu thuần, code 10), not the gross sales before deductions; operating_income the line the "
        "statement presents as operating, Lợi nhuận thuần từ hoạt động kinh doanh (code 30); net_income the "
        "parent shareholders' share (code 61; sums); diluted_eps Lãi suy giảm trên cổ phiếu in đồng (3.126 "
        "with a dot as thousands separator = 3126). total_liabilities is C - NỢ PHẢI TRẢ, total_equity D - "
        "VỐN "
        "CHỦ SỞ HỮU including non-controlling interests (sum); cash excludes held-to-maturity deposits."
    )
    sums = [
        SUM(
            "parent + NCI = profit after tax",
            [
                (1, "net_income"),
                (1, T("NCI profit", val(nci_p[0], sc), *g["Lợi nhuận sau thuế của cổ đông không kiểm soát"])),
            ],
            T("profit after tax", val(npat[0], sc), *g["Lợi nhuận sau thuế thu nhập doanh nghiệp"]),
        ),
        SUM(
            "owners + NCI = total equity",
            [
                (1, T("owners", val(own[0], sc), *g["Vốn chủ sở hữu của cổ đông công ty mẹ"])),
                (1, T("NCI", val(nci[0], sc), *g["Lợi ích cổ đông không kiểm soát"])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


def labels(L, g, m, sc):
    """m: field -> (L key, row label)."""
    return {k: F(val(L[a], 1), *g[b]) for k, (a, b) in m.items()}


# ===== 2 Indonesian annual report (laporan tahunan), jutaan Rupiah, EPS in full Rupiah
@doc(
    "b29_fs_id_laporan_tahunan_jutaan_rupiah",
    "financial_statement",
    "Nusa Kencana Agrindo laporan tahunan 2031",
)
def fs_id():
    L = dict(
        rev=9736418000000,
        op=1589012000000,
        ni=849734000000,
        ta=12255238000000,
        tl=5584320000000,
        te=6670918000000,
        cash=1183526000000,
        nci=96287000000,
        npy=946021000000,
        own=6059534000000,
        ncie=611384000000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8)
    q_co = s.t("PT NUSA KENCANA AGRINDO Tbk DAN ENTITAS ANAK", 12, True)
    q_rt = s.t("LAPORAN TAHUNAN 2031 · Annual Report", 10, True)
    s.t("Laporan laba rugi konsolidasian untuk tahun yang berakhir pada tanggal 31 Desember 2031", 8)
    q_unit = s.t("(Dinyatakan dalam jutaan Rupiah, kecuali laba per saham)", 7.6)
    s.para(
        "Ikhtisar: laba bersih naik menjadi Rp 1,2 triliun; EBITDA Rp 2,9 triliun; produksi CPO 418 ribu "
        "ton.",
        7.4,
    )
    cx = [450, 551]
    f = paren(0, "-", ".", ",")
    rev, cogs = V(9_736_418, 8_904_275), V(7_012_846, 6_598_114)
    gp = add(rev, neg(cogs))
    sell, adm, oth = V(684_237, 633_518), V(412_905, 389_764), V(-37_418, 21_346)
    op = add(gp, neg(sell), neg(adm), oth)
    fin_i, fin_c = V(58_372, 41_906), V(318_647, 352_218)
    pbt = add(op, fin_i, neg(fin_c))
    tax = V(382_716, 284_559)
    npy = add(pbt, neg(tax))
    nci = V(96_287, 71_483)
    ni = add(npy, neg(nci))
    g = {}
    heads(s, cx, [["2031", "2030"]])
    g.update(
        table(
            s,
            cx,
            [
                ("Pendapatan neto", rev, "b"),
                ("Beban pokok pendapatan", cogs, ""),
                ("Laba bruto", gp, "bt"),
                ("Beban penjualan", sell, ""),
                ("Beban umum dan administrasi", adm, ""),
                ("Pendapatan (beban) operasi lain - neto", oth, ""),
                ("Laba usaha", op, "bt"),
                ("Pendapatan keuangan", fin_i, ""),
                ("Biaya keuangan", fin_c, ""),
                ("Laba sebelum pajak penghasilan", pbt, "bt"),
                ("Beban pajak penghasilan", tax, ""),
                ("Laba tahun berjalan", npy, "bt"),
                ("Diatribusikan kepada:", None, ""),
                ("Pemilik entitas induk", ni, "i"),
                ("Kepentingan nonpengendali", nci, "i"),
                ("Laba per saham dasar (Rupiah penuh)", ["143,82", "109,47"], ""),
                ("Laba per saham dilusian (Rupiah penuh)", ["141,09", "107,66"], ""),
            ],
            f,
        )
    )
    s.new_page()
    s.t("PT NUSA KENCANA AGRINDO Tbk · Laporan posisi keuangan konsolidasian", 9.5, True)
    s.t("31 Desember 2031 dan 2030 (dalam jutaan Rupiah)", 8)
    s.skip(4)
    heads(s, cx, [["31 Des 2031", "31 Des 2030"]])
    cash, dep = V(1_183_526, 947_318), V(250_000, 415_000)
    rec, inv, bio = V(864_173, 791_642), V(1_317_428, 1_206_951), V(142_836, 128_417)
    ca = add(cash, dep, rec, inv, bio)
    pl, ppe, oth_a = V(4_268_913, 4_105_327), V(3_842_117, 3_716_482), V(386_245, 352_908)
    ta = add(ca, pl, ppe, oth_a)
    cl, ncl = V(2_436_728, 2_318_405), V(3_147_592, 3_421_816)
    tl = add(cl, ncl)
    te = add(ta, neg(tl))
    ncie = V(611_384, 548_207)
    own = add(te, neg(ncie))
    g.update(
        table(
            s,
            cx,
            [
                ("Kas dan setara kas", cash, "i"),
                ("Deposito berjangka (jatuh tempo > 3 bulan)", dep, "i"),
                ("Piutang usaha", rec, "i"),
                ("Persediaan", inv, "i"),
                ("Aset biologis", bio, "i"),
                ("Jumlah aset lancar", ca, "bt"),
                ("Tanaman perkebunan", pl, "i"),
                ("Aset tetap", ppe, "i"),
                ("Aset tidak lancar lainnya", oth_a, "i"),
                ("JUMLAH ASET", ta, "bt"),
                ("Liabilitas jangka pendek", cl, "i"),
                ("Liabilitas jangka panjang", ncl, "i"),
                ("JUMLAH LIABILITAS", tl, "bt"),
                ("Ekuitas yang dapat diatribusikan kepada pemilik entitas induk", own, "i"),
                ("Kepentingan nonpengendali ", ncie, "i"),
                ("JUMLAH EKUITAS", te, "bt"),
                ("JUMLAH LIABILITAS DAN EKUITAS", add(tl, te), "b"),
            ],
            f,
        )
    )
    sc = 10**6
    for k, v in dict(
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
        nci=nci[0],
        npy=npy[0],
        own=own[0],
        ncie=ncie[0],
    ).items():
        same(L[k], val(v, sc), k)
    fields = {
        "company_name": F("PT Nusa Kencana Agrindo Tbk", 1, q_co),
        "report_type": F("annual_report", 1, q_rt),
        "period_end_date": F(
            "2031-12-31",
            1,
            "Laporan laba rugi konsolidasian untuk tahun yang berakhir pada tanggal 31 Desember 2031",
        ),
        "currency": F("IDR", 1, q_unit),
        **labels(
            L,
            g,
            dict(
                total_revenue=("rev", "Pendapatan neto"),
                operating_income=("op", "Laba usaha"),
                net_income=("ni", "Pemilik entitas induk"),
            ),
            sc,
        ),
        "diluted_eps": F(141.09, *g["Laba per saham dilusian (Rupiah penuh)"]),
        **labels(
            L,
            g,
            dict(
                total_assets=("ta", "JUMLAH ASET"),
                total_liabilities=("tl", "JUMLAH LIABILITAS"),
                total_equity=("te", "JUMLAH EKUITAS"),
                cash_and_equivalents=("cash", "Kas dan setara kas"),
            ),
            sc,
        ),
    }
    fields = {
        k: fields[k]
        for k in [
            "company_name",
            "report_type",
            "period_end_date",
            "currency",
            "total_revenue",
            "operating_income",
            "net_income",
            "diluted_eps",
            "total_assets",
            "total_liabilities",
            "total_equity",
            "cash_and_equivalents",
        ]
    }
    notes = (
        "Indonesian annual report (Laporan Tahunan), consolidated, in millions of Rupiah (jutaan Rupiah), "
        "dot "
        "grouping; current year in the first column. The narrative highlights (Rp triliun, EBITDA) are not "
        "labels. operating_income is Laba usaha; net_income the Pemilik entitas induk line (sum with "
        "Kepentingan nonpengendali); diluted_eps the dilusian line in full Rupiah (comma decimals), not the "
        "basic one. total_equity is JUMLAH EKUITAS including non-controlling interests (sum); cash is Kas "
        "dan "
        "setara kas, not the time deposits over three months."
    )
    sums = [
        SUM(
            "owners + NCI = profit for the year",
            [(1, "net_income"), (1, T("NCI", L["nci"], *g["Kepentingan nonpengendali"]))],
            T("Laba tahun berjalan", L["npy"], *g["Laba tahun berjalan"]),
        ),
        SUM(
            "owners + NCI = JUMLAH EKUITAS",
            [
                (
                    1,
                    T(
                        "owners",
                        L["own"],
                        *g["Ekuitas yang dapat diatribusikan kepada pemilik entitas induk"],
                    ),
                ),
                (1, T("NCI", L["ncie"], *g["Kepentingan nonpengendali "])),
            ],
            "total_equity",
        ),
    ]
    return p, fields, notes, sums


ORDER = [
    "company_name",
    "report_type",
    "period_end_date",
    "currency",
    "total_revenue",
    "operating_income",
    "net_income",
    "diluted_eps",
    "total_assets",
    "total_liabilities",
    "total_equity",
    "cash_and_equivalents",
]


def std(L, g, rows, sc, head4, eps):
    """rows: the nine money fields' row labels in contract order (None for a null field)."""
    keys = ["rev", "op", "ni", "ta", "tl", "te", "cash"]
    names = [
        "total_revenue",
        "operating_income",
        "net_income",
        "total_assets",
        "total_liabilities",
        "total_equity",
        "cash_and_equivalents",
    ]
    out = dict(zip(ORDER[:4], head4, strict=True))
    out["diluted_eps"] = eps
    for k, n, r in zip(keys, names, rows, strict=True):
        out[n] = F(val(L[k], 1), *g[r])
    return {k: out[k] for k in ORDER}


# ===== 3 Saudi quarterly earnings release, SAR '000: quarter and half-year columns, zakat, change %
@doc("b29_fs_sa_q2_release_sar_thousands", "financial_statement", "Wadi Hanifa Packaging Q2 2031 results")
def fs_sa():
    L = dict(
        rev=412837000,
        op=70631000,
        ni=55417000,
        ta=2029404000,
        tl=890123000,
        te=1139281000,
        cash=186413000,
        nci=2867000,
        np_=58284000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8)
    q_co = s.t("Wadi Hanifa Packaging Company (a Saudi joint stock company)", 12, True)
    q_rt = s.t(
        "Wadi Hanifa Packaging announces its interim results for the period ended 30 June 2031", 9, True
    )
    s.para(
        "Riyadh, 6 August 2031 - Revenue for the second quarter rose 9.4% year on year; net profit "
        "attributable "
        "to shareholders for the first half reached SAR 118.6 million. The Board approved an interim "
        "dividend of "
        "SAR 0.75 per share.",
        7.8,
    )
    q_unit = s.t("Condensed consolidated statement of profit or loss (SAR '000, unaudited)", 8.6, True)
    cx = [300, 360, 410, 480, 551]
    heads(
        s,
        cx,
        [
            ["Q2 2031", "Q2 2030", "Change", "H1 2031", "H1 2030"],
            ["3 months", "3 months", "%", "6 months", "6 months"],
        ],
    )
    f = paren(0, "-")

    def ch(v):
        """current quarter, prior quarter, change %, two half-years"""
        return [v[0], v[1], f"{(v[0] - v[1]) / abs(v[1]) * 100:.1f}", v[2], v[3]]

    rev, cogs = V(412_837, 377_365, 804_219, 741_582), V(298_146, 276_904, 583_472, 547_318)
    gp = add(rev, neg(cogs))
    sd, ga = V(24_318, 22_907, 47_506, 45_113), V(19_742, 18_336, 38_915, 36_284)
    op = add(gp, neg(sd), neg(ga))
    fc, oi = V(8_417, 9_628, 17_302, 19_215), V(1_286, 946, 2_473, 1_839)
    pbz = add(op, neg(fc), oi)
    zk = V(5_216, 4_391, 10_184, 8_766)
    np_ = add(pbz, neg(zk))
    nci = V(2_867, 2_518, 5_438, 4_906)
    ni = add(np_, neg(nci))
    g = table(
        s,
        cx,
        [
            (lab, ch(v), fl)
            for lab, v, fl in [
                ("Revenue", rev, "b"),
                ("Cost of revenue", cogs, ""),
                ("Gross profit", gp, "bt"),
                ("Selling and distribution expenses", sd, ""),
                ("General and administrative expenses", ga, ""),
                ("Operating profit", op, "bt"),
                ("Finance costs", fc, ""),
                ("Other income", oi, ""),
                ("Profit before zakat", pbz, "bt"),
                ("Zakat", zk, ""),
                ("Net profit for the period", np_, "bt"),
                ("Attributable to shareholders of the Company", ni, "i"),
                ("Attributable to non-controlling interests", nci, "i"),
            ]
        ],
        f,
        size=7.4,
    )
    g.update(
        table(s, cx, [("Diluted earnings per share (SAR)", ["1.03", "0.92", "", "1.98", "1.79"], "")], f, 7.4)
    )
    s.skip(10)
    s.t("Condensed consolidated statement of financial position (SAR '000)", 8.6, True)
    bx = [420, 551]
    heads(s, bx, [["30 June 2031", "31 December 2030"], ["(unaudited)", "(audited)"]])
    cash, mur = V(186_413, 142_875), V(120_000, 95_000)
    rec, inv = V(318_746, 294_517), V(241_638, 228_304)
    ppe, oth = V(1_074_392, 1_061_847), V(88_215, 91_406)
    ta = add(cash, mur, rec, inv, ppe, oth)
    cl, ncl = V(402_817, 389_426), V(487_306, 512_741)
    tl = add(cl, ncl)
    te = add(ta, neg(tl))
    g.update(
        table(
            s,
            bx,
            [
                ("Cash and cash equivalents", cash, "i"),
                ("Murabaha deposits (over three months)", mur, "i"),
                ("Trade receivables", rec, "i"),
                ("Inventories", inv, "i"),
                ("Property, plant and equipment", ppe, "i"),
                ("Other assets", oth, "i"),
                ("Total assets", ta, "bt"),
                ("Current liabilities", cl, "i"),
                ("Non-current liabilities", ncl, "i"),
                ("Total liabilities", tl, "bt"),
                ("Total equity (including non-controlling interests)", te, "b"),
                ("Total liabilities and equity", add(tl, te), "bt"),
            ],
            f,
            size=7.4,
        )
    )
    sc = 1000
    for k, v in dict(
        rev=rev[0], op=op[0], ni=ni[0], ta=ta[0], tl=tl[0], te=te[0], cash=cash[0], nci=nci[0], np_=np_[0]
    ).items():
        same(L[k], val(v, sc), k)
    fields = std(
        L,
        g,
        [
            "Revenue",
            "Operating profit",
            "Attributable to shareholders of the Company",
            "Total assets",
            "Total liabilities",
            "Total equity (including non-controlling interests)",
            "Cash and cash equivalents",
        ],
        sc,
        [
            F("Wadi Hanifa Packaging Company", 1, q_co),
            F("earnings_release", 1, q_rt),
            F("2031-06-30", 1, q_rt),
            F("SAR", 1, q_unit),
        ],
        F(1.03, *g["Diluted earnings per share (SAR)"]),
    )
    notes = (
        "Saudi quarterly earnings release (SAR '000). Current period: the three months ended 30 June 2031 "
        "(Q2 2031, first column), not Q2 2030, the change % column or the six-month (H1) columns. The "
        "narrative's SAR million figures and dividend are not labels. Zakat replaces income tax. net_income "
        "is the shareholders' line (sum with NCI); diluted_eps in SAR for Q2. Balance sheet at 30 June 2031 "
        "(first column) against 31 December 2030; cash excludes Murabaha deposits over three months."
    )
    sums = [
        SUM(
            "shareholders + NCI = net profit",
            [(1, "net_income"), (1, T("NCI", L["nci"], *g["Attributable to non-controlling interests"]))],
            T("net profit", L["np_"], *g["Net profit for the period"]),
        )
    ]
    return p, fields, notes, sums


# ===== 4 US Form 10-Q with a net loss: balance-sheet columns prior year-end first, current last
@doc(
    "b29_fs_us_10q_net_loss_prior_first",
    "financial_statement",
    "Kestrel Ridge Diagnostics Form 10-Q Q3 FY2031",
)
def fs_us():
    L = dict(rev=18773000, op=-4964000, ni=-4613000, ta=168363000, tl=71848000, te=96515000, cash=38946000)
    p = Pdf(**A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8)
    s.t("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 9, True, x=297, align="c")
    q_rt = s.t("FORM 10-Q", 13, True, x=297, align="c")
    q_pe = s.t("For the quarterly period ended August 31, 2031", 8.6, x=297, align="c")
    q_co = s.t("KESTREL RIDGE DIAGNOSTICS, INC.", 12, True, x=297, align="c")
    s.t(
        "(Exact name of registrant as specified in its charter) · Commission File Number 001-48312",
        7.2,
        x=297,
        align="c",
    )
    s.t("As of October 6, 2031, 46,218,507 shares of common stock were outstanding.", 7.4, x=297, align="c")
    s.skip(8)
    s.t(
        "CONDENSED CONSOLIDATED BALANCE SHEETS (in thousands of U.S. dollars, except par value) (unaudited)",
        8.6,
        True,
    )
    bx = [451, 551]
    heads(s, bx, [["December 31,", "August 31,"], ["2030", "2031"]])
    f = paren(0, "—")
    cash, ms = V(61_482, 38_946), V(84_306, 71_254)
    rec, inv, ppe, rou = V(9_814, 11_273), V(12_637, 14_928), V(21_405, 23_816), V(8_917, 8_146)
    ta = add(cash, ms, rec, inv, ppe, rou)
    ap, acc, dr, ll, debt = (
        V(6_318, 7_452),
        V(11_946, 12_815),
        V(2_104, 3_377),
        V(9_462, 8_704),
        V(24_500, 39_500),
    )
    tl = add(ap, acc, dr, ll, debt)
    te = add(ta, neg(tl))
    g = table(
        s,
        bx,
        [
            ("Cash and cash equivalents", cash, "i"),
            ("Marketable securities", ms, "i"),
            ("Accounts receivable, net", rec, "i"),
            ("Inventory", inv, "i"),
            ("Property and equipment, net", ppe, "i"),
            ("Operating lease right-of-use assets", rou, "i"),
            ("Total assets", ta, "bt"),
            ("Accounts payable", ap, "i"),
            ("Accrued expenses", acc, "i"),
            ("Deferred revenue", dr, "i"),
            ("Operating lease liabilities", ll, "i"),
            ("Term loan, net", debt, "i"),
            ("Total liabilities", tl, "bt"),
            ("Total stockholders' equity", te, "bt"),
            ("Total liabilities and stockholders' equity", add(tl, te), "b"),
        ],
        f,
    )
    s.new_page()
    s.t(
        "CONDENSED CONSOLIDATED STATEMENTS OF OPERATIONS (in thousands, except per share amounts) "
        "(unaudited)",
        8.2,
        True,
    )
    cx = [330, 400, 480, 551]
    heads(
        s,
        cx,
        [
            ["Three Months Ended", "", "Nine Months Ended", ""],
            ["August 31,", "", "August 31,", ""],
            ["2031", "2030", "2031", "2030"],
        ],
    )
    prod, svc = V(14_826, 11_437, 41_318, 31_906), V(3_947, 3_215, 11_402, 9_187)
    rev = add(prod, svc)
    cor = V(7_218, 6_104, 20_936, 17_428)
    rd, sga = V(8_614, 7_938, 25_407, 22_816), V(7_905, 6_847, 22_614, 19_302)
    op = add(rev, neg(cor), neg(rd), neg(sga))
    ii, ie = V(1_204, 1_587, 3_918, 4_406), V(853, 517, 2_227, 1_498)
    ni = add(op, ii, neg(ie))
    wsh = [45_918, 45_204, 45_783, 44_977]
    eps = [f"({abs(n) / w:.2f})" for n, w in zip(ni, wsh, strict=True)]
    same(-0.10, -D(eps[0].strip("()")), "eps")
    g.update(
        table(
            s,
            cx,
            [
                ("Product revenue", prod, "i"),
                ("Service revenue", svc, "i"),
                ("Total revenue", rev, "b"),
                ("Cost of revenue", cor, ""),
                ("Research and development", rd, ""),
                ("Selling, general and administrative", sga, ""),
                ("Loss from operations", op, "bt"),
                ("Interest income", ii, ""),
                ("Interest expense", ie, ""),
                ("Net loss", ni, "bt"),
                ("Net loss per share, basic and diluted", eps, ""),
                ("Weighted-average shares, basic and diluted", [f"{w:,}" for w in wsh], ""),
            ],
            f,
        )
    )
    for k, v in dict(rev=rev[0], op=op[0], ni=ni[0], ta=ta[1], tl=tl[1], te=te[1], cash=cash[1]).items():
        same(L[k], val(v, 1000), k)
    fields = std(
        L,
        g,
        [
            "Total revenue",
            "Loss from operations",
            "Net loss",
            "Total assets",
            "Total liabilities",
            "Total stockholders' equity",
            "Cash and cash equivalents",
        ],
        1000,
        [
            F("Kestrel Ridge Diagnostics, Inc.", 1, q_co),
            F("10-Q", 1, q_rt),
            F("2031-08-31", 1, q_pe),
            F(
                "USD",
                1,
                "CONDENSED CONSOLIDATED BALANCE SHEETS (in thousands of U.S. dollars, except par value) "
                "(unaudited)",
            ),
        ],
        F(-0.10, *g["Net loss per share, basic and diluted"]),
    )
    notes = (
        "US Form 10-Q (USD in thousands) for the quarter ended August 31, 2031, with a net loss. The "
        "balance-sheet columns run prior year-end first: the CURRENT figures (August 31, 2031) are in the "
        "LAST column; the statement of operations shows three- and nine-month columns, current quarter "
        "first. "
        "operating_income is the Loss from operations and net_income the Net loss (negative, bracketed); "
        "diluted_eps the combined basic-and-diluted loss per share. No non-controlling interests. cash "
        "excludes "
        "marketable securities. currency from the balance-sheet heading (thousands of U.S. dollars)."
    )
    return p, fields, notes, []


# ===== 5 Peruvian interim statements (S/ miles): quarter and cumulative columns, Spanish, report type other
@doc(
    "b29_fs_pe_estados_intermedios_trimestre",
    "financial_statement",
    "Cementos y Agregados del Mantaro estados financieros intermedios 2T 2031",
)
def fs_pe():
    L = dict(
        rev=318427000,
        op=65402000,
        ni=33576000,
        ta=1989299000,
        tl=859997000,
        te=1129302000,
        cash=92617000,
        nci=1246000,
        np_=34822000,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8)
    q_co = s.t("CEMENTOS Y AGREGADOS DEL MANTARO S.A.A. Y SUBSIDIARIAS", 11.5, True)
    s.t("Estados Financieros Intermedios Consolidados (no auditados)", 9.5, True)
    q_unit = s.t("Estado consolidado de resultados · En miles de soles (S/ 000)", 8.2)
    cx = [330, 400, 480, 551]
    heads(
        s,
        cx,
        [
            ["Por el trimestre del 1 de abril", "", "Acumulado del 1 de enero", ""],
            ["al 30 de junio de", "", "al 30 de junio de", ""],
            ["2031", "2030", "2031", "2030"],
        ],
        6.6,
    )
    f = paren(0, "-")
    rev, cv = V(318_427, 296_815, 917_346, 861_204), V(214_936, 203_518, 622_817, 594_306)
    gp = add(rev, neg(cv))
    gv, ga = V(17_348, 16_102, 50_927, 47_318), V(22_615, 21_407, 66_384, 63_925)
    oo = V(1_874, -2_416, 4_218, -3_107)
    op = add(gp, neg(gv), neg(ga), oo)
    fi, fg, dc = (
        V(2_316, 1_948, 6_427, 5_816),
        V(9_874, 11_352, 30_618, 34_217),
        V(-3_418, 1_206, -5_914, 2_847),
    )
    pbt = add(op, fi, neg(fg), dc)
    ir = V(19_604, 15_327, 55_318, 44_906)
    np_ = add(pbt, neg(ir))
    nci = V(1_246, 1_083, 3_617, 3_214)
    ni = add(np_, neg(nci))
    g = table(
        s,
        cx,
        [
            ("Ventas netas", rev, "b"),
            ("Costo de ventas", cv, ""),
            ("Utilidad bruta", gp, "bt"),
            ("Gastos de ventas y distribución", gv, ""),
            ("Gastos de administración", ga, ""),
            ("Otros ingresos (gastos) operativos, neto", oo, ""),
            ("Utilidad operativa", op, "bt"),
            ("Ingresos financieros", fi, ""),
            ("Gastos financieros", fg, ""),
            ("Diferencia en cambio, neta", dc, ""),
            ("Utilidad antes de impuesto a la renta", pbt, "bt"),
            ("Impuesto a la renta", ir, ""),
            ("Utilidad neta del período", np_, "bt"),
            ("Atribuible a:", None, ""),
            ("Propietarios de la controladora", ni, "i"),
            ("Participaciones no controladoras", nci, "i"),
            ("Utilidad neta por acción diluida (en soles)", ["0.137", "0.128", "0.392", "0.366"], ""),
        ],
        f,
        size=7.4,
    )
    s.skip(10)
    s.t("Estado consolidado de situación financiera · En miles de soles (S/ 000)", 8.6, True)
    bx = [451, 551]
    heads(s, bx, [["Al 31 de diciembre", "Al 30 de junio"], ["de 2030 (auditado)", "de 2031"]], 6.6)
    cash, dp = V(74_318, 92_617), V(30_000, 45_500)
    cxc, inv, ppe, oth = V(141_826, 152_394), V(188_407, 201_736), V(1_386_512, 1_402_845), V(96_318, 94_207)
    ta = add(cash, dp, cxc, inv, ppe, oth)
    pc, pnc = V(312_948, 298_613), V(574_216, 561_384)
    tl = add(pc, pnc)
    te = add(ta, neg(tl))
    g.update(
        table(
            s,
            bx,
            [
                ("Efectivo y equivalentes al efectivo", cash, "i"),
                ("Depósitos a plazo mayores a 90 días", dp, "i"),
                ("Cuentas por cobrar comerciales", cxc, "i"),
                ("Inventarios", inv, "i"),
                ("Propiedades, planta y equipo", ppe, "i"),
                ("Otros activos", oth, "i"),
                ("Total activo", ta, "bt"),
                ("Pasivo corriente", pc, "i"),
                ("Pasivo no corriente", pnc, "i"),
                ("Total pasivo", tl, "bt"),
                ("Total patrimonio", te, "bt"),
                ("Total pasivo y patrimonio", add(tl, te), "b"),
            ],
            f,
            size=7.4,
        )
    )
    sc = 1000
    for k, v in dict(
        rev=rev[0], op=op[0], ni=ni[0], ta=ta[1], tl=tl[1], te=te[1], cash=cash[1], nci=nci[0], np_=np_[0]
    ).items():
        same(L[k], val(v, sc), k)
    fields = std(
        L,
        g,
        [
            "Ventas netas",
            "Utilidad operativa",
            "Propietarios de la controladora",
            "Total activo",
            "Total pasivo",
            "Total patrimonio",
            "Efectivo y equivalentes al efectivo",
        ],
        sc,
        [
            F("Cementos y Agregados del Mantaro S.A.A.", 1, q_co),
            F("other", 1, q_co),
            F("2031-06-30", 1, "al 30 de junio de 2031"),
            F("PEN", 1, q_unit),
        ],
        F(0.137, *g["Utilidad neta por acción diluida (en soles)"]),
    )
    notes = (
        "Peruvian unaudited interim consolidated financial statements (S/ thousands) for the second quarter "
        "2031. report_type is other: interim financial statements, neither an annual report, an earnings "
        "release nor an SEC form. Current period: the quarter 1 April - 30 June 2031 (first column), not "
        "the 2030 quarter or the cumulative (Acumulado) columns. net_income is the Propietarios de la "
        "controladora line (sum with NCI). The balance sheet prints the prior year-end FIRST: current "
        "figures "
        "at 30 June 2031 are in the last column; Total patrimonio is printed without a split of NCI. "
        "cash excludes time deposits over 90 days. period_end_date quoted from the balance-sheet heading."
    )
    sums = [
        SUM(
            "owners + NCI = net income",
            [(1, "net_income"), (1, T("NCI", L["nci"], *g["Participaciones no controladoras"]))],
            T("net", L["np_"], *g["Utilidad neta del período"]),
        )
    ]
    return p, fields, notes, sums
