"""Invoice builders for blind_extraction30 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import CH, IN, SP, US, Pdf, fmt, q
from sheet import Sheet

A4 = dict(w=595, h=842)


def tot(xs):
    return sum(xs, D(0))


def dots(x, nd=2):
    """Dot grouping, comma decimals: 1.234.567,89"""
    return fmt(x, ".", ",", nd)


def spd(x, nd=2):
    """Space grouping, dot decimals: 11 800.00"""
    return fmt(x, " ", ".", nd)


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


def two(s, left, right, xr=320, size=None):
    """Two captioned blocks side by side; returns (left texts, right texts).  The
    left block is drawn first, so the page text reads the left block, then the right."""
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


def check(L, **computed):
    for k, v in computed.items():
        same(L[k], v, k)


# ===== 1 Greek sales invoice over two pages: per-page totals, VAT 24 % and 13 %, line discounts, ΜΑΡΚ
@doc("b30_inv_gr_timologio_fpa_dyo_selides", "invoice", "Κυκλαδική Διανομή Τροφίμων τιμολόγιο Β 0007318")
def inv_gr():
    L = dict(
        p1=6132.3,
        p2=1427.8,
        b24=2642.57,
        b13=4917.53,
        v24=634.22,
        v13=639.28,
        sub=7560.1,
        tax=1273.5,
        tot=8833.6,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=8)

    def top(pg):
        p.text(555, 40, f"Σελίδα {pg} από 2", 7, align="r", color=GREY)

    top(1)
    q_v = s.t("ΚΥΚΛΑΔΙΚΗ ΔΙΑΝΟΜΗ ΤΡΟΦΙΜΩΝ Α.Ε.", 12.5, True)
    q_v2 = s.t("Χονδρεμπόριο τροφίμων και ειδών εστίασης · Βιομηχανική Περιοχή Ερμούπολης, Σύρος 841 00", 7.2)
    s.t(
        "ΑΦΜ 099418275 · ΔΟΥ Σύρου · ΓΕΜΗ 158203744000 · τηλ. 22810 48 317 · www.kyklades-trofima.example",
        7.2,
    )
    s.skip(6)
    s.t("ΤΙΜΟΛΟΓΙΟ ΠΩΛΗΣΗΣ - ΔΕΛΤΙΟ ΑΠΟΣΤΟΛΗΣ", 11, True, x=555, align="r")
    q_no = kvs(s, 330, [("Σειρά:", "Β"), ("Αριθμός:", "0007318")])[1]
    q_dt = kvs(s, 330, [("Ημερομηνία έκδοσης:", "14/02/2034")])[0]
    kvs(s, 330, [("Έναρξη αποστολής:", "13/02/2034 06:30"), ("Σκοπός διακίνησης:", "Πώληση")])
    s.rule()
    s.skip(4)
    a, b = two(
        s,
        (
            "ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ",
            [
                "ΣΕΛΗΝΙΑ ΞΕΝΟΔΟΧΕΙΑΚΗ Α.Ε.",
                "ΑΦΜ 801736429 · ΔΟΥ Θήρας",
                "Επάγγελμα: Ξενοδοχείο",
                "Έδρα: Φηρά, Σαντορίνη 847 00",
            ],
        ),
        (
            "ΤΟΠΟΣ ΠΑΡΑΔΟΣΗΣ",
            [
                "Ξενοδοχείο «Άκρη του Φεγγαριού»",
                "Αποθήκη κουζίνας, Οία, Σαντορίνη 847 02",
                "Παραλαβή: κ. Στυλιανός Μαυρόπουλος",
            ],
        ),
        xr=330,
        size=7.8,
    )
    s.skip(4)
    q_pay = s.t("Τρόπος πληρωμής: Επί πιστώσει · Ημερομηνία λήξης πληρωμής: 16/03/2034", 7.8)
    s.skip(6)
    xs = [
        (40, "l"),
        (58, "l"),
        (100, "l"),
        (310, "l"),
        (375, "r"),
        (410, "r"),
        (452, "r"),
        (515, "r"),
        (553, "r"),
    ]
    hd = ["Α/Α", "Κωδ.", "Περιγραφή", "Μ.Μ.", "Ποσότητα", "Τιμή", "Έκπτ.%", "Καθαρή αξία", "ΦΠΑ%"]
    head(s, xs, hd, 6.9)
    rows = [
        ("ΕΛ-0512", "Ελαιόλαδο έξτρα παρθένο, δοχείο 5 lt", "ΤΕΜ", "48", "31.40", 5, 13),
        ("ΤΥ-0208", "Φέτα ΠΟΠ σε άλμη, δοχείο 8 kg", "ΤΕΜ", "22", "68.90", 0, 13),
        ("ΑΛ-0025", "Αλεύρι για όλες τις χρήσεις 25 kg", "ΣΑΚ", "15", "17.35", 0, 13),
        ("ΚΝ-1180", "Ντομάτα ψιλοκομμένη, κονσέρβα 2,5 kg", "ΤΕΜ", "96", "4.82", 3, 13),
        ("ΡΖ-0405", "Ρύζι καρολίνα 5 kg", "ΤΕΜ", "40", "9.65", 0, 13),
        ("ΓΑ-0110", "Γιαούρτι στραγγιστό 10% 1 kg", "ΤΕΜ", "120", "3.74", 0, 13),
        ("ΜΕ-0031", "Μέλι θυμαρίσιο 1 kg", "ΤΕΜ", "30", "14.20", 0, 13),
        ("ΚΦ-0901", "Καφές espresso σε κόκκους 1 kg", "ΤΕΜ", "36", "19.85", 4, 24),
        ("ΧΡ-3333", "Χαρτοπετσέτες 33x33, κιβώτιο 2.400 τεμ.", "ΚΙΒ", "25", "21.15", 0, 24),
        ("ΑΠ-1010", "Απορρυπαντικό πλυντηρίου πιάτων 10 lt", "ΤΕΜ", "18", "27.60", 0, 24),
        ("ΜΒ-4530", "Μεμβράνη τροφίμων 45 cm x 300 m", "ΤΕΜ", "14", "11.90", 0, 24),
        ("ΓΝ-0100", "Γάντια νιτριλίου μιας χρήσης (κουτί 100)", "ΚΟΥΤ", "60", "6.45", 5, 24),
        ("ΣΚ-8011", "Σακούλες απορριμμάτων 80x110, ρολό 10", "ΡΟΛ", "45", "3.95", 0, 24),
        ("ΥΓ-0404", "Υγρό γενικού καθαρισμού 4 lt", "ΤΕΜ", "30", "7.30", 0, 24),
    ]
    nets, by = [], {24: D(0), 13: D(0)}
    page_nets = {1: [], 2: []}
    for i, (code, name, unit, qty, price, disc, rate) in enumerate(rows, 1):
        if i == 10:
            s.rule()
            q_p1 = line(
                s, xs, ["", "", "Σύνολο σελίδας 1", "", "", "", "", dots(tot(page_nets[1])), ""], bold=True
            )
            s.t("Συνεχίζεται στη σελίδα 2", 7, color=GREY)
            s.new_page()
            top(2)
            s.t("ΚΥΚΛΑΔΙΚΗ ΔΙΑΝΟΜΗ ΤΡΟΦΙΜΩΝ Α.Ε. · Τιμολόγιο Πώλησης - Δελτίο Αποστολής Β 0007318", 8, True)
            s.skip(6)
            head(s, xs, hd, 6.9)
        net = q(D(qty) * D(price) * (D(100) - disc) / D(100))
        nets.append(net)
        by[rate] += net
        page_nets[1 if i < 10 else 2].append(net)
        line(s, xs, [str(i), code, name, unit, qty, dots(D(price)), str(disc), dots(net), str(rate)])
    s.rule()
    q_p2 = line(s, xs, ["", "", "Σύνολο σελίδας 2", "", "", "", "", dots(tot(page_nets[2])), ""], bold=True)
    sub = tot(nets)
    v24, v13 = pct(by[24], 24), pct(by[13], 13)
    tax = v24 + v13
    total = sub + tax
    s.skip(8)
    s.t("ΑΝΑΛΥΣΗ ΦΠΑ", 7.6, True)
    q_a24 = s.row(
        [(40, "ΦΠΑ 24%"), (200, "Καθαρή αξία " + dots(by[24]), "r"), (300, "ΦΠΑ " + dots(v24), "r")], 7.6
    )
    q_a13 = s.row(
        [(40, "ΦΠΑ 13%"), (200, "Καθαρή αξία " + dots(by[13]), "r"), (300, "ΦΠΑ " + dots(v13), "r")], 7.6
    )
    s.y -= 2 * s.lead + 11.6
    q_sub, q_tax, q_tot = kvs(
        s,
        350,
        [
            ("Σύνολο καθαρής αξίας", dots(sub)),
            ("Σύνολο ΦΠΑ", dots(tax)),
            ("ΣΥΝΟΛΙΚΗ ΑΞΙΑ (€)", dots(total)),
        ],
        bold_last=True,
    )
    s.skip(10)
    s.t("Νόμισμα: ευρώ (EUR) · Τράπεζα: IBAN GR41 0172 8410 0058 4127 3690 118", 7.4)
    s.t("ΜΑΡΚ 400001938271654 · UID 7F3A91C2D0B84E65A1F2C3D4E5F60718", 7, color=GREY)
    s.t("Οι τιμές είναι καθαρές, χωρίς ΦΠΑ. Παρατηρήσεις: παράδοση με ψυγείο, θερμοκρασία 2-4 °C.", 7)
    s.skip(14)
    s.row([(40, "Ο ΕΚΔΟΤΗΣ"), (330, "Ο ΠΑΡΑΛΑΒΩΝ")], 7.6, True)
    s.row([(40, "Υπογραφή: Ε. Καλαμαρά, λογίστρια"), (330, "Υπογραφή / σφραγίδα")], 7)
    check(
        L,
        p1=tot(page_nets[1]),
        p2=tot(page_nets[2]),
        b24=by[24],
        b13=by[13],
        v24=v24,
        v13=v13,
        sub=sub,
        tax=tax,
        tot=total,
    )
    fields = {
        "invoice_number": F("0007318", 1, q_no),
        "invoice_date": F("2034-02-14", 1, q_dt),
        "due_date": F("2034-03-16", 1, q_pay),
        "vendor_name": F("ΚΥΚΛΑΔΙΚΗ ΔΙΑΝΟΜΗ ΤΡΟΦΙΜΩΝ Α.Ε.", 1, q_v + " " + q_v2),
        "bill_to": F("ΣΕΛΗΝΙΑ ΞΕΝΟΔΟΧΕΙΑΚΗ Α.Ε.", 1, "ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ " + a[0] + " " + a[1]),
        "currency": F("EUR", 2, "Νόμισμα: ευρώ (EUR)"),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    del b
    notes = (
        "Greek sales invoice / dispatch note (Τιμολόγιο Πώλησης - Δελτίο Αποστολής) over two pages, EUR with "
        "dot grouping and comma decimals, dd/mm/yyyy. invoice_number is the Αριθμός (the series letter Β is "
        "printed separately; the ΜΑΡΚ and UID codes are tax-platform identifiers, not the number). "
        "invoice_date is the Ημερομηνία έκδοσης, not the dispatch start (Έναρξη αποστολής); due_date the "
        "printed payment due date. bill_to is the customer (ΣΤΟΙΧΕΙΑ ΠΕΛΑΤΗ), not the delivery hotel or the "
        "person receiving the goods. Lines carry a discount column and 13 % or 24 % VAT; each page ends with "
        "a page total (Σύνολο σελίδας) that is not the subtotal (sums). subtotal is Σύνολο καθαρής αξίας, "
        "tax Σύνολο ΦΠΑ (the two rates, sums), total ΣΥΝΟΛΙΚΗ ΑΞΙΑ. amount_due is null: no amount beyond "
        "the total is printed."
    )
    sums = [
        SUM(
            "page totals = Σύνολο καθαρής αξίας",
            [(1, T("page 1 total", L["p1"], 1, q_p1)), (1, T("page 2 total", L["p2"], 2, q_p2))],
            "subtotal",
        ),
        SUM(
            "net 24 % + net 13 % = Σύνολο καθαρής αξίας",
            [(1, T("net 24%", L["b24"], 2, q_a24)), (1, T("net 13%", L["b13"], 2, q_a13))],
            "subtotal",
        ),
        SUM(
            "VAT 24 % + VAT 13 % = Σύνολο ΦΠΑ",
            [(1, T("VAT 24%", L["v24"], 2, q_a24)), (1, T("VAT 13%", L["v13"], 2, q_a13))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


def bank_box(s, rows, x0=40, x1=555, size=7.2):
    """A ruled box of label/value rows (a payment-details block)."""
    y0 = s.y - size - 3
    out = []
    for k, v in rows:
        out.append(s.row([(x0 + 4, k), (x0 + 150, v)], size=size, lead=size * 1.55))
    s.p.rect(x0, y0, x1, s.y - size - 1, 0.5)
    s.skip(4)
    return out


# ===== 2 Kazakh invoice for payment in Russian: KZT, VAT 12 %, advance offset, consignee and contract date
@doc("b30_inv_kz_schet_na_oplatu_avans", "invoice", "Тенгри Майнинг Сервис счет на оплату ТМС-35/1127")
def inv_kz():
    L = dict(sub=24092830, tax=2891139.6, tot=26983969.6, adv=8095190.88, due=18888778.72)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=8)
    s.t("Внимание! Оплата данного счета означает согласие с условиями поставки товара и оказания услуг.", 6.8)
    s.skip(2)
    s.t("Образец платежного поручения", 7.6, True)
    bank_box(
        s,
        [
            ("Бенефициар:", "ТОО «Тенгри Майнинг Сервис», БИН 180940021736"),
            ("ИИК:", "KZ61 914K 0220 3318 4576 · Кбе 17"),
            ("Банк бенефициара:", "АО «Сарыарка Коммерц Банк», БИК SKBKKZKA"),
            ("Код назначения платежа:", "710"),
        ],
    )
    s.skip(4)
    q_no = s.t("Счет на оплату № ТМС-35/1127 от 11 сентября 2035 г.", 12, True)
    s.rule()
    s.skip(4)
    q_v = s.kv(
        "Поставщик:",
        "ТОО «Тенгри Майнинг Сервис», БИН 180940021736, г. Темиртау, ул. Металлургов, 41",
        xv=130,
    )
    q_b = s.kv(
        "Покупатель:", "АО «Каспий Полимер Терминал», БИН 090340017281, г. Атырау, пр. Азаттык, 112", xv=130
    )
    s.kv("Грузополучатель:", "Производственная площадка «Карабатан», Атырауская обл., Жылыойский р-н", xv=130)
    q_c = s.kv("Договор:", "№ 47-П/2035 от 20.03.2035 (поставка и шеф-монтаж)", xv=130)
    q_dd = s.kv("Срок оплаты:", "до 25.09.2035", xv=130)
    s.skip(6)
    xs = [(40, "l"), (58, "l"), (110, "l"), (355, "r"), (362, "l"), (470, "r"), (553, "r")]
    head(s, xs, ["№", "Код", "Наименование", "Кол-во", "Ед.", "Цена, тенге", "Сумма без НДС"], 7)
    rows = [
        ("ФМ-2207", "Футеровка мельницы резиновая, комплект", "2", "компл.", "4865300.00"),
        ("НШ-1501", "Насос шламовый 150/125, в сборе", "3", "шт", "2173450.00"),
        ("РК-0318", "Рабочее колесо насоса, хромистый чугун", "12", "шт", "318740.00"),
        ("ШМ-0001", "Шеф-монтаж и пусконаладочные работы", "18", "чел.-дн.", "96500.00"),
        ("ТР-0402", "Доставка автотранспортом Темиртау - Атырау", "2", "рейс", "1140000.00"),
    ]
    vals = []
    for i, (code, name, qty, unit, price) in enumerate(rows, 1):
        e = ext(qty, price)
        vals.append(e)
        line(s, xs, [str(i), code, name, qty, unit, SP(D(price)), SP(e)])
    s.rule()
    sub = tot(vals)
    tax = pct(sub, 12)
    total = sub + tax
    adv = q(total * D("0.3"))
    due = total - adv
    q_sub, q_tax, q_tot, q_adv, q_due = kvs(
        s,
        300,
        [
            ("Итого без НДС:", SP(sub)),
            ("НДС 12%:", SP(tax)),
            ("Всего с НДС:", SP(total)),
            ("Зачтен аванс (п/п № 812 от 15.08.2035):", SP(adv)),
            ("К оплате:", SP(due)),
        ],
        bold_last=True,
    )
    s.skip(6)
    q_cur = s.t(f"Всего наименований 5, на сумму {SP(total)} KZT (валюта: тенге).", 7.8)
    s.t(
        "Счет действителен до 18.09.2035. Электронный счет-фактура будет выписан в ИС ЭСФ после поставки.",
        7.4,
    )
    s.skip(16)
    s.row([(40, "Исполнитель"), (150, "Главный бухгалтер"), (330, "Жумабекова А. С. ______________")], 7.8)
    s.row([(40, "Руководитель"), (150, "Директор"), (330, "Оспанов Б. Т. ______________")], 7.8)
    check(L, sub=sub, tax=tax, tot=total, adv=adv, due=due)
    fields = {
        "invoice_number": F("ТМС-35/1127", 1, q_no),
        "invoice_date": F("2035-09-11", 1, q_no),
        "due_date": F("2035-09-25", 1, q_dd),
        "vendor_name": F("ТОО «Тенгри Майнинг Сервис»", 1, q_v),
        "bill_to": F("АО «Каспий Полимер Терминал»", 1, q_b),
        "currency": F("KZT", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    del q_c
    notes = (
        "Kazakh invoice for payment (Счет на оплату) in Russian, KZT (тенге), space grouping and comma "
        "decimals. The number and the date ('от 11 сентября 2035 г.', month in words) share the title line. "
        "The contract date, the advance payment order date and the validity date (Счет действителен до) are "
        "distractors; due_date is the Срок оплаты. vendor_name is the Поставщик (also the Бенефициар of the "
        "payment block); bill_to the Покупатель, not the Грузополучатель (consignee site). subtotal is Итого "
        "без НДС, tax НДС 12 %, total Всего с НДС; amount_due is К оплате after the advance already paid is "
        "offset (sum)."
    )
    sums = [
        SUM(
            "Всего с НДС - аванс = К оплате",
            [(1, "total"), (-1, T("advance offset", L["adv"], 1, q_adv))],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 3 Angolan factura in Portuguese: ISO dates, goods discount, IVA 14 %, 6.5 % retention on services only
@doc("b30_inv_ao_factura_retencao_servicos", "invoice", "Mucuba Engenharia Hidráulica factura FT A2034/1186")
def inv_ao():
    L = dict(
        gross=52270140,
        disc=2235071,
        sub=50035069,
        tax=7004909.66,
        tot=57039978.66,
        svc=7568720,
        ret=491966.8,
        due=56548011.86,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=8)
    q_v = s.t("MUCUBA ENGENHARIA HIDRÁULICA, LDA.", 12.5, True)
    s.t(
        "NIF 5417293860 · Rua Comandante Gika, n.º 214, Maianga, Luanda · geral@mucuba-hidraulica.example",
        7.2,
    )
    s.t("Capital social: 2.500.000,00 Kz · Alvará de construção n.º 11482/2032", 7.2, color=GREY)
    s.skip(4)
    s.t("FACTURA", 13, True, x=555, align="r")
    q_no = s.t("N.º FT A2034/1186", 10, True, x=555, align="r")
    s.t("Original", 7, x=555, align="r", color=GREY)
    s.y -= 3 * 14.5
    a = side(
        s,
        40,
        [
            "SOCIEDADE AGRO-INDUSTRIAL DO CUANZA, S.A.",
            "NIF 5000873214",
            "Estrada Nacional 120, Km 18, Sumbe, Cuanza Sul",
        ],
        caption="Exmo.(s) Senhor(es)",
    )
    s.skip(8)
    kv = kvs(
        s,
        40,
        [
            ("Data de emissão", "2034-06-19"),
            ("Data de vencimento", "2034-07-19"),
            ("Requisição do cliente", "SAC-REQ-0932 de 2034-05-28"),
            ("Local de descarga", "Fazenda Pedra Escrita, Gabela, Cuanza Sul"),
            ("Condições de pagamento", "30 dias · transferência bancária"),
            ("Moeda", "AOA (Kwanza)"),
        ],
        xr=330,
    )
    s.skip(6)
    xs = [(40, "l"), (92, "l"), (300, "r"), (306, "l"), (392, "r"), (420, "r"), (452, "r"), (553, "r")]
    head(s, xs, ["Código", "Descrição", "Qtd.", "Un.", "Preço unit.", "Desc.", "IVA", "Valor líquido"], 7)
    rows = [
        ("BS-75", "Bomba submersível 75 kW, 380 V", "2", "un", "9476350.00", 5, False),
        ("PE-250", "Tubo PEAD DN250 PN10 (barra 12 m)", "64", "un", "312480.00", 5, False),
        ("QE-AS2", "Quadro eléctrico com arrancador suave", "2", "un", "2875000.00", 5, False),
        ("SV-INS", "Serviço de instalação e ensaio do sistema", "1", "sv", "6148720.00", 0, True),
        ("SV-MOB", "Mobilização e desmobilização de equipa técnica", "1", "sv", "1420000.00", 0, True),
    ]
    gross, disc, nets, svc = [], [], [], D(0)
    for code, name, qty, unit, price, dsc, service in rows:
        g = ext(qty, price)
        d = pct(g, dsc)
        gross.append(g)
        disc.append(d)
        nets.append(g - d)
        if service:
            svc += g - d
        line(s, xs, [code, name, qty, unit, dots(D(price)), f"{dsc}%", "14%", dots(g - d)])
    s.rule()
    sub = tot(nets)
    tax = pct(sub, 14)
    total = sub + tax
    ret = pct(svc, D("6.5"))
    due = total - ret
    qs = kvs(
        s,
        285,
        [
            ("Total ilíquido", dots(tot(gross))),
            ("Descontos comerciais", dots(tot(disc))),
            ("Total líquido (base tributável)", dots(sub)),
            ("IVA 14%", dots(tax)),
            ("Total do documento (Kz)", dots(total)),
            (f"Retenção na fonte 6,5% s/ serviços de {dots(svc)}", dots(ret)),
            ("Total a pagar (Kz)", dots(due)),
        ],
        bold_last=True,
    )
    s.skip(8)
    s.t("Resumo de impostos: IVA taxa normal 14% · incidência " + dots(sub) + " · imposto " + dots(tax), 7.4)
    s.t("Coordenadas bancárias: Banco Kissama de Investimento · IBAN AO06 0057 0000 4418 2730 1915 2", 7.4)
    s.skip(6)
    s.t("kR7q-Processado por programa validado n.º 318/AGT/2029 · Mucuba ERP 4.2", 6.8, color=GREY)
    s.t("Os bens foram colocados à disposição do adquirente na data e local de descarga indicados.", 6.8)
    check(L, gross=tot(gross), disc=tot(disc), sub=sub, tax=tax, tot=total, svc=svc, ret=ret, due=due)
    fields = {
        "invoice_number": F("FT A2034/1186", 1, q_no),
        "invoice_date": F("2034-06-19", 1, kv[0]),
        "due_date": F("2034-07-19", 1, kv[1]),
        "vendor_name": F("Mucuba Engenharia Hidráulica, Lda.", 1, q_v),
        "bill_to": F("Sociedade Agro-Industrial do Cuanza, S.A.", 1, "Exmo.(s) Senhor(es) " + a[0]),
        "currency": F("AOA", 1, kv[5]),
        "subtotal": F(L["sub"], 1, qs[2]),
        "tax": F(L["tax"], 1, qs[3]),
        "total": F(L["tot"], 1, qs[4]),
        "amount_due": F(L["due"], 1, qs[6]),
    }
    notes = (
        "Angolan factura in Portuguese (AOA as Kz, dot grouping and comma decimals, ISO dates yyyy-mm-dd). "
        "invoice_number is the SAF-T style document number FT A2034/1186; the requisition date is a "
        "distractor. bill_to is the addressee company (Exmo. Senhor(es)), not the unloading site. Goods "
        "lines carry a 5 % commercial discount, so subtotal is the Total líquido (base tributável) after "
        "discounts, not the Total ilíquido (sum). tax is IVA 14 %, total the Total do documento; amount_due "
        "the Total a pagar after a 6.5 % withholding computed on the service lines only (a retention, not a "
        "tax; sum)."
    )
    sums = [
        SUM(
            "Total ilíquido - descontos = Total líquido",
            [(1, T("Total ilíquido", L["gross"], 1, qs[0])), (-1, T("descontos", L["disc"], 1, qs[1]))],
            "subtotal",
        ),
        SUM(
            "Total do documento - retenção = Total a pagar",
            [(1, "total"), (-1, T("retenção 6,5%", L["ret"], 1, qs[5]))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 4 Bangladeshi invoice in English: Taka in lakh grouping, VAT 15 %, Mushak-6.3 number, work-order value
@doc("b30_inv_bd_lakh_vat_work_order", "invoice", "Padma Delta Packaging invoice PDP/INV/35-0472")
def inv_bd():
    L = dict(sub=3914300, tax=587145, tot=4501445)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=54, size=8.2)
    q_v = s.t("PADMA DELTA PACKAGING LTD.", 13, True)
    s.t("Plot 27-29, BSCIC Industrial Estate, Tongi, Gazipur-1710 · BIN 000418273-0102", 7.4)
    s.t("Corrugated cartons · tea chests · flexible liners · www.padmadelta-pack.example", 7.4, color=GREY)
    s.skip(6)
    s.t("INVOICE", 14, True, x=297, align="c")
    s.skip(2)
    y0 = s.y
    a = side(
        s,
        42,
        [
            "Surma Valley Tea Estates Ltd.",
            "Corporate Office, House 14, Gulshan Avenue",
            "Dhaka-1212 · BIN 000927364-0101",
        ],
        caption="BILL TO",
    )
    s.skip(4)
    side(
        s,
        42,
        ["Lakkatura Tea Garden Factory", "Airport Road, Sylhet-3100"],
        caption="DELIVER TO",
        first_bold=False,
    )
    y1 = s.y
    s.y = y0
    kv = kvs(
        s,
        320,
        [
            ("Invoice No.", "PDP/INV/35-0472"),
            ("Date", "23 May 2035"),
            ("Mushak-6.3 Challan No.", "0036817"),
            ("Work Order", "SVTE/WO/2035/118"),
            ("Work Order date", "02 May 2035"),
            ("Delivery Challan", "DC-35-1904 (19 May 2035)"),
        ],
    )
    s.y = max(y1, s.y) + 8
    xs = [(42, "l"), (60, "l"), (360, "r"), (368, "l"), (465, "r"), (553, "r")]
    head(s, xs, ["SL", "Description of goods", "Qty", "Unit", "Rate (Tk)", "Amount (Tk)"])
    rows = [
        ("5-ply corrugated carton 600x400x400 mm, printed 2 colours", "18500", "pcs", "86.40"),
        ("Plywood tea chest, aluminium-lined, 55 kg capacity", "2400", "pcs", "742.50"),
        ("Food-grade LDPE liner bag 90x120 cm", "26000", "pcs", "11.85"),
        ("Printing plate and die-cutting tool (one-time)", "3", "set", "38600.00"),
        ("Carriage Tongi - Sylhet by covered van", "4", "trip", "27500.00"),
    ]
    vals = []
    for i, (name, qty, unit, rate) in enumerate(rows, 1):
        e = ext(qty, rate)
        vals.append(e)
        line(s, xs, [str(i), name, IN(D(qty), 0), unit, IN(D(rate)), IN(e)], size=7.6)
    s.rule()
    sub = tot(vals)
    tax = pct(sub, 15)
    total = sub + tax
    q_sub, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Total value before VAT (Tk)", IN(sub)),
            ("VAT @ 15% (Tk)", IN(tax)),
            ("Total value including VAT (Tk)", IN(total)),
        ],
        bold_last=True,
    )
    s.skip(6)
    s.para(
        "In words: Taka Forty-Five Lakh One Thousand Four Hundred Forty-Five only.",
        7.6,
    )
    s.para(
        "This invoice is raised against Work Order SVTE/WO/2035/118 for a total order value of Tk "
        "48,00,000.00; the undelivered balance of the order will be invoiced separately.",
        7.6,
    )
    q_dd = s.t("Payment terms: 30 days from the invoice date, i.e. due on 22 June 2035.", 7.8)
    s.t(
        "Please pay by account-payee cheque or BEFTN to Padma Delta Packaging Ltd., A/C 1121-0048-3372-09.",
        7.4,
    )
    s.skip(18)
    s.row([(42, "Received in good condition"), (360, "For PADMA DELTA PACKAGING LTD.")], 7.8)
    s.row([(360, "Md. Rafiqul Islam Chowdhury, Manager (Accounts)")], 7.4)
    check(L, sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("PDP/INV/35-0472", 1, kv[0]),
        "invoice_date": F("2035-05-23", 1, kv[1]),
        "due_date": F("2035-06-22", 1, q_dd),
        "vendor_name": F("Padma Delta Packaging Ltd.", 1, q_v),
        "bill_to": F("Surma Valley Tea Estates Ltd.", 1, "BILL TO " + a[0]),
        "currency": F("BDT", 1, "In words: Taka"),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Bangladeshi invoice in English (BDT as Tk and Taka, amounts in lakh grouping 12,34,567.00). "
        "invoice_number is the Invoice No., not the Mushak-6.3 challan number, the work order or the "
        "delivery challan; invoice_date the Date, not the work-order or delivery-challan dates; due_date is "
        "the date printed in the payment terms. bill_to is BILL TO, not DELIVER TO (the tea garden factory). "
        "subtotal is Total value before VAT, tax VAT @ 15 %, total Total value including VAT. The work-order "
        "value quoted in the narrative is not an invoice amount. amount_due is null: nothing beyond the "
        "total "
        "is printed."
    )
    return p, fields, notes, []


# ===== 5 Swiss Rechnung in German: CHF apostrophe grouping, discount, MWST 8.1 % and 2.6 %,
# 5-Rappen rounding, Skonto amount as a distractor
@doc("b30_inv_ch_rechnung_rundung_skonto", "invoice", "Aarewald Büro und Objekt Rechnung 2035-04417")
def inv_ch():
    L = dict(
        pos=16534.13,
        rab=661.37,
        sub=15872.76,
        b81=15254.14,
        b26=618.62,
        v81=1235.59,
        v26=16.08,
        tax=1251.67,
        rnd=0.02,
        tot=17124.45,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8.4)
    q_v = s.t("Aarewald Büro und Objekt AG", 13, True)
    s.t(
        "Industriestrasse 27 · 5000 Aarau · Tel. 062 836 41 90 · www.aarewald-objekt.example", 7.4, color=GREY
    )
    s.t("UID CHE-418.273.905 MWST", 7.4, color=GREY)
    s.skip(22)
    s.x = 330
    s.t("Aarewald Büro und Objekt AG, Industriestrasse 27, 5000 Aarau", 6, color=GREY)
    addr = [
        s.t("Stiftung Seeblick Wohnen und Arbeiten", 8.6),
        s.t("Buchhaltung", 8.6),
        s.t("Postfach 318", 8.6),
        s.t("8800 Thalwil", 8.6),
    ]
    s.x = 50
    s.skip(18)
    s.t("Rechnung", 15, True)
    s.skip(2)
    kv = kvs(
        s,
        50,
        [
            ("Rechnungsnummer", "2035-04417"),
            ("Rechnungsdatum", "3. Oktober 2035"),
            ("Kundennummer", "10-2281"),
            ("Ihre Bestellung", "vom 12. September 2035, Frau Corinne Aebischer"),
            ("Lieferdatum", "29. September 2035"),
            ("Lieferadresse", "Wohnheim Seeblick, Haus C, Seestrasse 140, 8800 Thalwil"),
        ],
        xr=440,
    )
    s.skip(8)
    xs = [(50, "l"), (72, "l"), (330, "r"), (338, "l"), (420, "r"), (465, "r"), (545, "r")]
    head(s, xs, ["Pos.", "Artikel", "Menge", "Einheit", "Preis CHF", "MWST", "Betrag CHF"])
    rows = [
        ("Bürostuhl ergonomisch «Aare Pro», Stoff anthrazit", "12", "Stk", "486.50", "8.1"),
        ("Höhenverstellbarer Tisch 160 x 80 cm, elektrisch", "6", "Stk", "1148.00", "8.1"),
        ("Aktenschrank Stahl, 4 Schubladen, abschliessbar", "4", "Stk", "612.40", "8.1"),
        ("Fachbücher Sozialpädagogik (Paket à 8 Titel)", "3", "Pkt", "214.80", "2.6"),
        ("Montage und Lieferung (Stunden)", "7.25", "Std", "98.50", "8.1"),
    ]
    gross, by = [], {"8.1": D(0), "2.6": D(0)}
    for i, (name, qty, unit, price, rate) in enumerate(rows, 1):
        e = ext(qty, price)
        gross.append((e, rate))
        line(s, xs, [str(i), name, qty, unit, CH(D(price)), rate + " %", CH(e)], size=7.8, lead=13)
    s.rule()
    pos = tot(e for e, _ in gross)
    rab = tot(pct(e, 4) for e, _ in gross)
    for e, r in gross:
        by[r] += e - pct(e, 4)
    sub = pos - rab
    v81, v26 = pct(by["8.1"], D("8.1")), pct(by["2.6"], D("2.6"))
    tax = v81 + v26
    exact = sub + tax
    total = (exact * 20).quantize(D(1), rounding="ROUND_HALF_UP") / 20
    total = q(total)
    rnd = total - exact
    qs = kvs(
        s,
        300,
        [
            ("Total Positionen", CH(pos)),
            ("Rabatt 4 %", "-" + CH(rab)),
            ("Total exkl. MWST", CH(sub)),
            (f"MWST 8.1 % auf {CH(by['8.1'])}", CH(v81)),
            (f"MWST 2.6 % auf {CH(by['2.6'])}", CH(v26)),
            ("Total MWST", CH(tax)),
            ("Rundungsdifferenz", ("-" if rnd < 0 else "") + CH(abs(rnd))),
            ("Rechnungsbetrag inkl. MWST CHF", CH(total)),
        ],
        bold_last=True,
    )
    skonto = q(total * D("0.98") * 20, 0) / 20
    s.skip(10)
    q_zb = s.t("Zahlungsbedingungen: zahlbar innert 30 Tagen netto, d. h. bis 2. November 2035.", 8)
    s.t(
        f"Bei Zahlung innert 10 Tagen (bis 13. Oktober 2035) 2 % Skonto: zahlbar CHF {CH(skonto)}.",
        8,
    )
    s.t("Bankverbindung: Aargauer Gewerbebank, IBAN CH44 3199 9123 0008 8901 2, lautend auf Aarewald", 7.6)
    s.t("Büro und Objekt AG. Bitte Rechnungsnummer als Zahlungszweck angeben.", 7.6)
    s.skip(14)
    s.t("Freundliche Grüsse", 8)
    s.t("Aarewald Büro und Objekt AG · Lukas Brändli, Verkaufsinnendienst", 8)
    check(
        L,
        pos=pos,
        rab=rab,
        sub=sub,
        b81=by["8.1"],
        b26=by["2.6"],
        v81=v81,
        v26=v26,
        tax=tax,
        rnd=rnd,
        tot=total,
    )
    fields = {
        "invoice_number": F("2035-04417", 1, kv[0]),
        "invoice_date": F("2035-10-03", 1, kv[1]),
        "due_date": F("2035-11-02", 1, q_zb),
        "vendor_name": F("Aarewald Büro und Objekt AG", 1, q_v),
        "bill_to": F("Stiftung Seeblick Wohnen und Arbeiten", 1, addr[0]),
        "currency": F("CHF", 1, qs[7]),
        "subtotal": F(L["sub"], 1, qs[2]),
        "tax": F(L["tax"], 1, qs[5]),
        "total": F(L["tot"], 1, qs[7]),
        "amount_due": NULL(),
    }
    notes = (
        "Swiss invoice (Rechnung) in German, CHF with apostrophe grouping (1'148.00), dates with German "
        "month "
        "names. invoice_date is the Rechnungsdatum, not the order or delivery date; due_date the net due "
        "date in the Zahlungsbedingungen, not the 10-day Skonto date. bill_to is the addressee foundation in "
        "the address window, not the delivery address (Lieferadresse) or the person who ordered. A 4 % "
        "discount (Rabatt) is deducted from Total Positionen, so subtotal is Total exkl. MWST (sum). tax is "
        "Total MWST (8.1 % and 2.6 %, sums); total the Rechnungsbetrag inkl. MWST, which includes a printed "
        "5-Rappen rounding difference (sum relating subtotal, tax and total). The Skonto amount payable for "
        "early payment is conditional and not an amount due; amount_due is null."
    )
    sums = [
        SUM(
            "Total Positionen - Rabatt = Total exkl. MWST",
            [(1, T("Total Positionen", L["pos"], 1, qs[0])), (-1, T("Rabatt 4%", L["rab"], 1, qs[1]))],
            "subtotal",
        ),
        SUM(
            "base 8.1 % + base 2.6 % = Total exkl. MWST",
            [(1, T("base 8.1%", L["b81"], 1, qs[3])), (1, T("base 2.6%", L["b26"], 1, qs[4]))],
            "subtotal",
        ),
        SUM(
            "MWST 8.1 % + MWST 2.6 % = Total MWST",
            [(1, T("MWST 8.1%", L["v81"], 1, qs[3])), (1, T("MWST 2.6%", L["v26"], 1, qs[4]))],
            "tax",
        ),
        SUM(
            "Total exkl. MWST + Total MWST + Rundungsdifferenz = Rechnungsbetrag",
            [(1, "subtotal"), (1, "tax"), (1, T("Rundungsdifferenz", L["rnd"], 1, qs[6]))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ===== 6 Sri Lankan tax invoice over two pages: VAT 18 %, statement of account with the previous balance on
# page 2, so the amount due exceeds the invoice total
@doc(
    "b30_inv_lk_tax_invoice_account_balance",
    "invoice",
    "Serendib Oxygen and Gases tax invoice SOG/TI/2035/11-0842",
)
def inv_lk():
    L = dict(sub=2914258, tax=524566.44, tot=3438824.44, bf=1748215.6, paid=1104380, due=4082660.04)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=54, size=8.2)

    def letterhead(pg):
        s.t("SERENDIB OXYGEN AND GASES (PRIVATE) LIMITED", 12.5, True)
        s.t("No. 318, Biyagama Road, Kelaniya · VAT Reg. No. 114372089-7000 · Tel. 011 291 4478", 7.2)
        p.text(553, 40, f"Page {pg} of 2", 7, align="r", color=GREY)
        s.skip(4)

    letterhead(1)
    s.t("TAX INVOICE", 13, True, x=297, align="c")
    s.skip(2)
    y0 = s.y
    a = side(
        s,
        42,
        [
            "Ruhunu Care Hospitals PLC",
            "No. 52, Wakwella Road, Galle",
            "Purchaser's VAT No. 134829071-7000",
        ],
        caption="PURCHASER",
    )
    y1 = s.y
    s.y = y0
    kv = kvs(
        s,
        330,
        [
            ("Tax Invoice No.", "SOG/TI/2035/11-0842"),
            ("Date of invoice", "7th November 2035"),
            ("Date of delivery", "31st October 2035"),
            ("Place of supply", "Galle"),
            ("Customer account", "RCH-0117"),
        ],
    )
    s.y = max(y1, s.y) + 8
    xs = [(42, "l"), (60, "l"), (350, "r"), (358, "l"), (465, "r"), (553, "r")]
    head(s, xs, ["#", "Description", "Quantity", "Unit", "Unit price (Rs.)", "Amount (Rs.)"])
    rows = [
        ("Medical oxygen, cylinder refills (type J, 6.8 m³)", "146", "cyl", "3,865.00"),
        ("Liquid oxygen, bulk tank delivery", "18,420", "litre", "96.40"),
        ("Nitrous oxide, cylinder refills (type G)", "12", "cyl", "11,480.00"),
        ("Cylinder rental, October (cylinder-days)", "4,380", "day", "42.50"),
        ("Medical air, cylinder refills", "28", "cyl", "2,915.00"),
        ("Transport and handling Kelaniya - Galle", "9", "trip", "18,750.00"),
    ]
    vals = []
    for i, (name, qty, unit, price) in enumerate(rows, 1):
        e = ext(qty.replace(",", ""), price.replace(",", ""))
        vals.append(e)
        line(s, xs, [str(i), name, qty, unit, price, US(e)], size=7.6)
    s.rule()
    sub = tot(vals)
    tax = pct(sub, 18)
    total = sub + tax
    q_sub, q_tax, q_tot = kvs(
        s,
        300,
        [
            ("Value of supply (excluding VAT)", US(sub)),
            ("VAT at 18%", US(tax)),
            ("Total value including VAT (Rs.)", US(total)),
        ],
        bold_last=True,
    )
    s.skip(8)
    q_cur = s.t("All amounts are in Sri Lankan rupees (LKR). Mode of payment: credit.", 7.6)
    s.t("Certified that the particulars given above are true and correct.", 7.6)
    s.skip(14)
    s.t("Authorised signatory: Dilrukshi Wickramasinghe, Finance Manager", 7.8)
    s.t("The statement of your account is on page 2.", 7.2, color=GREY)
    s.new_page()
    letterhead(2)
    s.t("STATEMENT OF ACCOUNT", 12, True, x=297, align="c")
    s.t(
        "Ruhunu Care Hospitals PLC · Customer account RCH-0117 · as at 7th November 2035",
        7.8,
        x=297,
        align="c",
    )
    s.skip(8)
    bf = D("1748215.60")
    paid = D("1104380.00")
    due = bf - paid + total
    qs = kvs(
        s,
        90,
        [
            ("Balance brought forward from statement of 7th October 2035", US(bf)),
            ("Less: payment received 21st October 2035, cheque 448213", "(" + US(paid) + ")"),
            ("Add: this tax invoice SOG/TI/2035/11-0842", US(total)),
            ("TOTAL AMOUNT DUE (Rs.)", US(due)),
        ],
        bold_last=True,
        xr=505,
    )
    s.skip(6)
    q_dd = s.t("Payment due date: 7th December 2035", 8.4, True, x=90)
    s.skip(10)
    s.t("Ageing of the balance (Rs.)", 7.8, True, x=90)
    ax = [(90, "l"), (220, "r"), (315, "r"), (410, "r"), (505, "r")]
    head(s, ax, ["", "Current", "31-60 days", "61-90 days", "Over 90 days"], 7.4)
    older = bf - paid
    line(s, ax, ["Amount", US(total), US(older - D("118640.00")), US(D("118640.00")), "0.00"])
    s.skip(10)
    s.t("Interest at 1.5% per month may be charged on balances over 60 days.", 7.4, x=90)
    check(L, sub=sub, tax=tax, tot=total, bf=bf, paid=paid, due=due)
    fields = {
        "invoice_number": F("SOG/TI/2035/11-0842", 1, kv[0]),
        "invoice_date": F("2035-11-07", 1, kv[1]),
        "due_date": F("2035-12-07", 2, q_dd),
        "vendor_name": F(
            "Serendib Oxygen and Gases (Private) Limited", 1, "SERENDIB OXYGEN AND GASES (PRIVATE) LIMITED"
        ),
        "bill_to": F("Ruhunu Care Hospitals PLC", 1, "PURCHASER " + a[0]),
        "currency": F("LKR", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 2, qs[3]),
    }
    notes = (
        "Sri Lankan tax invoice in English (LKR as Rs., comma grouping, dates with ordinals such as 7th "
        "November 2035) over two pages. invoice_date is the Date of invoice, not the delivery date; bill_to "
        "the purchaser company. subtotal is the Value of supply excluding VAT, tax VAT at 18 %, total the "
        "Total value including VAT. Page 2 is a statement of account: the balance brought forward less the "
        "payment received plus this invoice gives the TOTAL AMOUNT DUE, which is amount_due (sum) and is "
        "larger than the invoice total; due_date is the payment due date printed under it. The ageing table "
        "figures are distractors."
    )
    sums = [
        SUM(
            "brought forward - payment + this invoice = total amount due",
            [
                (1, T("balance brought forward", L["bf"], 2, qs[0])),
                (-1, T("payment received", L["paid"], 2, qs[1])),
                (1, "total"),
            ],
            "amount_due",
        )
    ]
    return p, fields, notes, sums


# ===== 7 Costa Rican factura electrónica: clave and consecutivo, IVA 13 % and 1 %, USD reference total
@doc(
    "b30_inv_cr_factura_electronica_iva_dos_tarifas",
    "invoice",
    "Agroservicios Tilarán del Norte factura 00100001010000004471",
)
def inv_cr():
    L = dict(gross=13367880, disc=588780, sub=12779100, tax=554376.6, tot=13333476.6)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=8)
    q_v = s.t("AGROSERVICIOS TILARÁN DEL NORTE S.A.", 12.5, True)
    s.t(
        "Cédula jurídica 3-101-784512 · Ciudad Quesada, San Carlos, Alajuela · ventas@agrotilaran.example",
        7.2,
    )
    s.skip(6)
    s.t("FACTURA ELECTRÓNICA", 12, True)
    q_no = s.kv("Número consecutivo:", "00100001010000004471", xv=150)
    s.kv("Clave:", "50621013600310178451200100001010000004471187654321", xv=150)
    q_dt = s.kv("Fecha de emisión:", "21/01/2036 14:22:05", xv=150)
    s.kv("Condición de venta:", "Crédito · Plazo de crédito: 30 días", xv=150)
    q_dd = s.kv("Fecha de vencimiento:", "20/02/2036", xv=150)
    q_cur = s.kv(
        "Moneda:", "CRC - Colón costarricense · Tipo de cambio de referencia: ₡ 517,48 por USD", xv=150
    )
    s.skip(4)
    s.t("RECEPTOR", 7, True, color=GREY)
    q_b = s.kv("Nombre:", "EXPORTADORA DE PIÑA LLANURAS DEL NORTE S.A.", xv=150)
    s.kv("Identificación:", "Cédula jurídica 3-101-392047", xv=150)
    s.kv("Lugar de entrega:", "Finca La Esperanza, Pital de San Carlos", xv=150)
    s.skip(6)
    xs = [(40, "l"), (118, "l"), (318, "r"), (378, "r"), (436, "r"), (468, "r"), (553, "r")]
    head(s, xs, ["Código CABYS", "Detalle", "Cant.", "Precio unit.", "Desc.", "IVA", "Monto neto"], 6.9)
    rows = [
        ("0121201000100", "Fertilizante NPK 15-15-15, saco 45 kg", "320", "18645.00", 6, 1),
        ("0121203000200", "Urea granulada 46 %, saco 45 kg", "180", "21370.00", 6, 1),
        ("0131105000300", "Fungicida sistémico, envase 4 l", "42", "48915.00", 0, 13),
        ("8611200000100", "Servicio de aplicación con dron (hectárea)", "85", "14250.00", 0, 13),
        ("6511102000000", "Flete Ciudad Quesada - Pital", "3", "96400.00", 0, 13),
    ]
    gross, disc, taxes = [], [], []
    for code, name, qty, price, dsc, rate in rows:
        g = ext(qty, price)
        d = pct(g, dsc)
        gross.append(g)
        disc.append(d)
        taxes.append(pct(g - d, rate))
        line(
            s, xs, [code, name, qty, SP(D(price)), SP(d) if dsc else "0,00", f"{rate}%", SP(g - d)], size=7.3
        )
    s.rule()
    sub = tot(gross) - tot(disc)
    tax = tot(taxes)
    total = sub + tax
    usd = q(total / D("517.48"))
    qs = kvs(
        s,
        290,
        [
            ("Total mercancías gravadas", "₡ " + SP(tot(gross[:3]))),
            ("Total servicios gravados", "₡ " + SP(tot(gross[3:]))),
            ("Total exento", "₡ 0,00"),
            ("Total venta", "₡ " + SP(tot(gross))),
            ("Total descuentos", "₡ " + SP(tot(disc))),
            ("Total venta neta", "₡ " + SP(sub)),
            ("Total impuesto (IVA 13 % y 1 %)", "₡ " + SP(tax)),
            ("Total comprobante", "₡ " + SP(total)),
        ],
        bold_last=True,
    )
    s.t(f"Equivalente de referencia: US$ {US(usd)} (no es el monto a pagar)", 7.2, x=290, color=GREY)
    s.skip(10)
    s.t("Autorizada mediante resolución DGT-R-033-2019 · Versión del documento 4.4", 6.8, color=GREY)
    s.t("Emitida conforme a lo establecido en la normativa de comprobantes electrónicos.", 6.8, color=GREY)
    check(L, gross=tot(gross), disc=tot(disc), sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("00100001010000004471", 1, q_no),
        "invoice_date": F("2036-01-21", 1, q_dt),
        "due_date": F("2036-02-20", 1, q_dd),
        "vendor_name": F("Agroservicios Tilarán del Norte S.A.", 1, q_v),
        "bill_to": F("Exportadora de Piña Llanuras del Norte S.A.", 1, q_b),
        "currency": F("CRC", 1, q_cur),
        "subtotal": F(L["sub"], 1, qs[5]),
        "tax": F(L["tax"], 1, qs[6]),
        "total": F(L["tot"], 1, qs[7]),
        "amount_due": NULL(),
    }
    notes = (
        "Costa Rican factura electrónica in Spanish (CRC as ₡, space grouping and comma decimals, "
        "dd/mm/yyyy). invoice_number is the 20-digit Número consecutivo, not the 50-digit Clave; "
        "invoice_date the Fecha de emisión; due_date the Fecha de vencimiento. bill_to is the RECEPTOR "
        "company, not the delivery farm. Fertiliser lines carry IVA 1 % and a 6 % discount, the other lines "
        "IVA 13 %; subtotal is the Total venta neta after discounts (sum), not the Total venta; tax the "
        "Total "
        "impuesto; total the Total comprobante. The US$ reference equivalent and the exchange rate are "
        "distractors (the currency is CRC). amount_due is null: nothing beyond the total is printed."
    )
    sums = [
        SUM(
            "Total venta - descuentos = Total venta neta",
            [(1, T("Total venta", L["gross"], 1, qs[3])), (-1, T("Total descuentos", L["disc"], 1, qs[4]))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ===== 8 Dominican hotel invoice: NCF with sequence expiry, ITBIS 18 % plus 10 % legal tip, deposit deducted,
# terms only
@doc("b30_inv_do_factura_itbis_propina_deposito", "invoice", "Bahía Cayo Levantado hotel factura BQ-36-00918")
def inv_do():
    L = dict(sub=1614500, tax=290610, tip=161450, tot=2066560, dep=350000, due=1716560)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8.2)
    s.t("Hotel Bahía Cayo Levantado", 14, True, x=297, align="c")
    q_v = s.t("Operado por INVERSIONES TURÍSTICAS BAHÍA DE SAMANÁ, S.R.L.", 8.4, True, x=297, align="c")
    s.t("RNC 1-32-48571-9 · Carretera Las Galeras Km 4, Samaná, República Dominicana", 7.2, x=297, align="c")
    s.skip(8)
    s.t("FACTURA DE CRÉDITO FISCAL", 11, True)
    y0 = s.y
    kv = kvs(
        s,
        44,
        [
            ("Factura No.", "BQ-36-00918"),
            ("Fecha", "09/03/2036"),
            ("NCF", "B0100007215"),
            ("Válido hasta", "31/12/2037"),
        ],
        xr=250,
    )
    y1 = s.y
    s.y = y0
    b = side(
        s,
        300,
        [
            "Laboratorios Farmacéuticos Caribe Norte, S.A.",
            "RNC 1-31-74582-6",
            "Av. Gustavo Mejía Ricart 204, Santo Domingo",
            "Atención: Lic. Mariela Guzmán Peña, Gerente de Eventos",
        ],
        caption="CLIENTE",
    )
    s.y = max(y1, s.y) + 6
    s.t("Evento: Convención anual de ventas, del 25 al 27 de febrero de 2036 · 140 participantes", 7.8)
    s.skip(4)
    xs = [(44, "l"), (330, "r"), (338, "l"), (455, "r"), (551, "r")]
    head(s, xs, ["Descripción", "Cant.", "Unidad", "Precio RD$", "Importe RD$"])
    rows = [
        ("Salón Las Terrenas, montaje tipo aula", "3", "día", "68500.00"),
        ("Coffee break mañana y tarde", "420", "pax", "685.00"),
        ("Almuerzo buffet", "280", "pax", "1465.00"),
        ("Cena de gala con barra libre", "140", "pax", "3275.00"),
        ("Equipo audiovisual y traducción simultánea", "3", "día", "41800.00"),
        ("Habitaciones de staff (noches)", "16", "noche", "7950.00"),
    ]
    vals = []
    for name, qty, unit, price in rows:
        e = ext(qty, price)
        vals.append(e)
        line(s, xs, [name, qty, unit, US(D(price)), US(e)], size=7.7, lead=12.8)
    s.rule()
    sub = tot(vals)
    tax = pct(sub, 18)
    tip = pct(sub, 10)
    total = sub + tax + tip
    dep = D("350000.00")
    due = total - dep
    qs = kvs(
        s,
        250,
        [
            ("Subtotal", "RD$ " + US(sub)),
            ("ITBIS 18%", "RD$ " + US(tax)),
            ("10% Ley (propina legal)", "RD$ " + US(tip)),
            ("Total", "RD$ " + US(total)),
            ("Menos: depósito recibido el 12/01/2036 (recibo 4471)", "RD$ " + US(dep)),
            ("Balance pendiente", "RD$ " + US(due)),
        ],
        bold_last=True,
        xr=551,
    )
    s.skip(8)
    q_cur = s.t("Moneda: pesos dominicanos (DOP). Condiciones de pago: crédito a 30 días.", 7.8)
    s.t("Favor emitir cheque o transferencia a nombre de Inversiones Turísticas Bahía de Samaná, S.R.L.", 7.4)
    s.skip(20)
    s.row(
        [(44, "Preparado por: Yokasta Almonte, Facturación"), (330, "Recibido por: ____________________")],
        7.6,
    )
    check(L, sub=sub, tax=tax, tip=tip, tot=total, dep=dep, due=due)
    fields = {
        "invoice_number": F("BQ-36-00918", 1, kv[0]),
        "invoice_date": F("2036-03-09", 1, kv[1]),
        "due_date": NULL(),
        "vendor_name": F("Inversiones Turísticas Bahía de Samaná, S.R.L.", 1, q_v),
        "bill_to": F("Laboratorios Farmacéuticos Caribe Norte, S.A.", 1, "CLIENTE " + b[0]),
        "currency": F("DOP", 1, q_cur),
        "subtotal": F(L["sub"], 1, qs[0]),
        "tax": F(L["tax"], 1, qs[1]),
        "total": F(L["tot"], 1, qs[3]),
        "amount_due": F(L["due"], 1, qs[5]),
    }
    notes = (
        "Dominican hotel invoice (Factura de Crédito Fiscal) in Spanish, DOP as RD$ with comma grouping, "
        "dd/mm/yyyy. vendor_name is the operating company (Operado por) printed under the hotel's trade "
        "name. invoice_number is "
        "the Factura No., not the NCF (fiscal receipt number); the NCF's Válido hasta date, the event dates "
        "and the deposit date are distractors. bill_to is the CLIENTE company, not the Atención contact. tax "
        "is ITBIS 18 %; the 10 % Ley (legal tip) is a service charge, not a tax, and is part of the Total "
        "(sum relating subtotal, tax and total). amount_due is the Balance pendiente after the deposit "
        "(sum). due_date is null: only the terms (crédito a 30 días) are printed."
    )
    sums = [
        SUM(
            "Subtotal + ITBIS + 10% Ley = Total",
            [(1, "subtotal"), (1, "tax"), (1, T("propina legal 10%", L["tip"], 1, qs[2]))],
            "total",
        ),
        SUM(
            "Total - depósito = Balance pendiente",
            [(1, "total"), (-1, T("depósito", L["dep"], 1, qs[4]))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 9 Bahraini tax invoice: BHD with three decimals, standard-rated and zero-rated lines, VAT per line
@doc(
    "b30_inv_bh_tax_invoice_fils_zero_rated",
    "invoice",
    "Muharraq Marine Electrical tax invoice MME/TI/36/0418",
)
def inv_bh():
    L = dict(b10=10413.565, b0=4049.64, sub=14463.205, tax=1041.357, tot=15504.562)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=52, size=8)
    q_v = s.t("Muharraq Marine Electrical Co. W.L.L.", 13, True)
    s.t("Building 1187, Road 4326, Block 243, Arad, Kingdom of Bahrain · CR No. 104418-2", 7.2)
    s.t("VAT Account No. 220014738500002 · accounts@mme-marine.example", 7.2)
    s.skip(4)
    s.t("TAX INVOICE", 13, True, x=555, align="r")
    s.skip(2)
    y0 = s.y
    a = side(
        s,
        40,
        [
            "Sitra Dry Dock Services B.S.C. (c)",
            "P.O. Box 50418, Sitra Industrial Area",
            "VAT Account No. 220087364100003",
        ],
        caption="BILL TO",
    )
    s.skip(2)
    side(
        s,
        40,
        ["MV 'Al Dana Pearl' (IMO 9874216)", "Berth 4, Khalifa Bin Salman Port, Hidd"],
        caption="SHIP TO / VESSEL",
        first_bold=False,
    )
    y1 = s.y
    s.y = y0
    kv = kvs(
        s,
        340,
        [
            ("Invoice No.", "MME/TI/36/0418"),
            ("Invoice Date", "14/04/2036"),
            ("Date of Supply", "10/04/2036"),
            ("Quotation", "Q-36-118 dated 02/03/2036"),
            ("Delivery Note", "DN-36-0877"),
            ("Payment Terms", "30 days"),
            ("Due Date", "14/05/2036"),
        ],
    )
    s.y = max(y1, s.y) + 8
    xs = [(40, "l"), (56, "l"), (300, "r"), (365, "r"), (432, "r"), (468, "r"), (510, "r"), (555, "r")]
    head(s, xs, ["#", "Description", "Qty", "Unit price", "Taxable amt", "VAT %", "VAT", "Total BHD"], 6.9)
    rows = [
        ("Marine switchboard refurbishment, main panel", "1", "4865.250", 10),
        ("Shore-power cable 3x185 mm², per metre", "240", "18.375", 10),
        ("Navigation light set (IMO compliant), supplied to vessel", "6", "212.640", 0),
        ("Electrical survey and insulation testing (hours)", "36", "27.500", 10),
        ("Emergency battery bank 24 V, supplied to vessel", "2", "1386.900", 0),
        ("Cable glands and consumables (lot)", "1", "148.315", 10),
    ]
    by, vats = {10: D(0), 0: D(0)}, []
    for i, (name, qty, price, rate) in enumerate(rows, 1):
        e = q(D(qty) * D(price), 3)
        v = q(e * rate / 100, 3)
        by[rate] += e
        vats.append(v)
        line(
            s,
            xs,
            [str(i), name, qty, US(D(price), 3), US(e, 3), f"{rate}%", US(v, 3), US(e + v, 3)],
            size=7.2,
        )
    s.rule()
    sub = by[10] + by[0]
    tax = tot(vats)
    total = sub + tax
    qs = kvs(
        s,
        300,
        [
            ("Total standard-rated supplies (10%)", US(by[10], 3)),
            ("Total zero-rated supplies (0%)", US(by[0], 3)),
            ("Total excluding VAT", US(sub, 3)),
            ("Total VAT", US(tax, 3)),
            ("Total including VAT (BHD)", US(total, 3)),
        ],
        bold_last=True,
    )
    s.skip(6)
    q_w = s.para(
        "Amount in words: Bahraini Dinars Fifteen Thousand Five Hundred Four and Fils Five Hundred "
        "Sixty-Two only.",
        7.6,
    )
    s.t(
        "Zero-rated: goods supplied to a vessel engaged in international transport (Art. 36).",
        7.2,
        color=GREY,
    )
    s.t("Bank: Gulf Pearl Commercial Bank · IBAN BH67 GPCB 0001 4418 2736 01 · Swift GPCBBHBM", 7.2)
    s.skip(16)
    s.row(
        [(40, "Prepared by: Sunil Menon"), (330, "Authorised signatory: Fatima Al-Sayed, Finance Manager")],
        7.4,
    )
    check(L, b10=by[10], b0=by[0], sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("MME/TI/36/0418", 1, kv[0]),
        "invoice_date": F("2036-04-14", 1, kv[1]),
        "due_date": F("2036-05-14", 1, kv[6]),
        "vendor_name": F("Muharraq Marine Electrical Co. W.L.L.", 1, q_v),
        "bill_to": F("Sitra Dry Dock Services B.S.C. (c)", 1, "BILL TO " + a[0]),
        "currency": F("BHD", 1, qs[4]),
        "subtotal": F(L["sub"], 1, qs[2]),
        "tax": F(L["tax"], 1, qs[3]),
        "total": F(L["tot"], 1, qs[4]),
        "amount_due": NULL(),
    }
    del q_w
    notes = (
        "Bahraini tax invoice in English, BHD with three decimals (fils), dd/mm/yyyy. invoice_date is the "
        "Invoice Date, not the Date of Supply or the quotation date; due_date the printed Due Date. bill_to "
        "is BILL TO, not the vessel / ship-to. Lines are standard-rated (10 %) or zero-rated (0 %) with VAT "
        "per line; subtotal is Total excluding VAT (the two rate totals, sum), tax Total VAT, total Total "
        "including VAT. amount_due is null: nothing beyond the total is printed."
    )
    sums = [
        SUM(
            "standard-rated + zero-rated = Total excluding VAT",
            [(1, T("standard-rated", L["b10"], 1, qs[0])), (1, T("zero-rated", L["b0"], 1, qs[1]))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums


# ===== 10 Georgian invoice, bilingual Georgian / English: prices include VAT 18 %, only the VAT share printed
@doc("b30_inv_ge_vat_inclusive_no_net_total", "invoice", "Mtatsminda Logistics invoice MTL-36/0583")
def inv_ge():
    L = dict(tot=33299.3, tax=5079.55)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=54, size=8.2)
    q_v = s.t("შპს „მთაწმინდა ლოჯისტიკი“ / Mtatsminda Logistics LLC", 12, True)
    s.t(
        "ს/კ / ID code 405118273 · თბილისი, დავით აღმაშენებლის ხეივანი 148 / 148 D. Agmashenebeli Alley, "
        "Tbilisi",
        7,
    )
    s.skip(8)
    q_no = s.t("ანგარიშ-ფაქტურა / INVOICE № MTL-36/0583", 12.5, True)
    q_dt = s.kv("თარიღი / Date:", "19.08.2036", xv=200)
    q_dd = s.kv("გადახდის ბოლო ვადა / Payment due:", "18.09.2036", xv=200)
    s.kv("ხელშეკრულება / Contract:", "№ 22/2036 of 04.01.2036", xv=200)
    s.skip(6)
    q_b = s.kv("მყიდველი / Buyer:", "შპს „კოლხეთის ჩაის ფაბრიკა“ / Kolkheti Tea Factory LLC", xv=200)
    s.kv("ს/კ / ID code:", "445263019 · ოზურგეთი, რუსთაველის ქ. 7 / 7 Rustaveli St, Ozurgeti", xv=200)
    s.kv("მიმღები / Consignee:", "Guria Bonded Warehouse, Poti Free Industrial Zone, lot 12", xv=200)
    s.skip(8)
    xs = [(44, "l"), (62, "l"), (360, "r"), (368, "l"), (460, "r"), (551, "r")]
    head(s, xs, ["№", "მომსახურება / Service", "რაოდ. / Qty", "", "ფასი / Price", "თანხა / Amount"], 7)
    rows = [
        ("Container trucking Poti port - Ozurgeti, 40' HC", "14", "trip", "1285.00"),
        ("Container trucking Poti port - Ozurgeti, 20'", "9", "trip", "940.00"),
        ("Customs brokerage, export declaration", "11", "decl.", "165.00"),
        ("Warehouse storage, pallet-weeks", "312", "p-wk", "7.40"),
        ("Stuffing and lashing, per container", "23", "cntr", "118.50"),
    ]
    vals = []
    for i, (name, qty, unit, price) in enumerate(rows, 1):
        e = ext(qty, price)
        vals.append(e)
        line(s, xs, [str(i), name, qty, unit, spd(D(price)), spd(e)], size=7.6)
    s.rule()
    total = tot(vals)
    tax = q(total * 18 / 118)
    q_tot, q_tax = kvs(
        s,
        270,
        [
            ("სულ / Total (VAT included), GEL", spd(total)),
            ("მ.შ. დღგ 18% / of which VAT 18%", spd(tax)),
        ],
    )
    s.skip(8)
    q_cur = s.t(
        "ყველა ფასი მოცემულია ლარში დღგ-ს ჩათვლით / All prices are in lari (GEL) and include VAT.", 7.6
    )
    s.t("ბანკი / Bank: Kartli Commercial Bank · IBAN GE29 KC00 0000 0418 2736 45", 7.4)
    s.skip(18)
    s.row([(44, "დირექტორი / Director: ნინო ბერიძე / Nino Beridze"), (340, "ბეჭედი / Stamp")], 7.6)
    check(L, tot=total, tax=tax)
    fields = {
        "invoice_number": F("MTL-36/0583", 1, q_no),
        "invoice_date": F("2036-08-19", 1, q_dt),
        "due_date": F("2036-09-18", 1, q_dd),
        "vendor_name": F("Mtatsminda Logistics LLC", 1, q_v),
        "bill_to": F("Kolkheti Tea Factory LLC", 1, q_b),
        "currency": F("GEL", 1, q_cur),
        "subtotal": NULL(),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Georgian invoice (ანგარიშ-ფაქტურა) with Georgian and English labels, GEL (lari), space grouping "
        "and dot decimals, dd.mm.yyyy. vendor_name and bill_to are printed in Georgian and in English; the "
        "labels give the English form. bill_to is the Buyer, not the Consignee warehouse; the contract date "
        "is a distractor. All prices include VAT: total is the Total (VAT included) and tax the VAT share "
        "printed under it (of which VAT 18 %). subtotal is null: no amount before VAT is printed. amount_due "
        "is null: nothing beyond the total is printed."
    )
    return p, fields, notes, []


# ===== 11 Finnish lasku: housing company billed c/o its property manager, labour and discounted materials,
# ALV 25.5 %, reference number and late-interest terms
@doc("b30_inv_fi_lasku_asunto_oy_alv", "invoice", "Kalliolan Putkiasennus lasku 370318")
def inv_fi():
    L = dict(gross=9975.7, disc=562.04, sub=9413.66, tax=2400.48, tot=11814.14)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=56, size=8.4)
    q_v = s.t("Kalliolan Putkiasennus Oy", 13, True)
    s.t(
        "Y-tunnus 3184276-5 · Teollisuuskatu 19, 33730 Tampere · www.kalliolan-putki.example", 7.4, color=GREY
    )
    s.skip(6)
    y0 = s.y
    addr = side(
        s,
        50,
        [
            "Asunto Oy Tampereen Kuusikuja",
            "c/o Isännöinti Pirkanmaan Taloässä Oy",
            "Hämeenkatu 31 B",
            "33200 Tampere",
        ],
        first_bold=False,
    )
    y1 = s.y
    s.y = y0
    s.t("LASKU", 14, True, x=330)
    kv = kvs(
        s,
        330,
        [
            ("Laskun numero", "370318"),
            ("Laskun päivämäärä", "4.3.2037"),
            ("Eräpäivä", "18.3.2037"),
            ("Maksuehto", "14 pv netto"),
            ("Viitenumero", "37031 80045"),
            ("Viivästyskorko", "11,5 %"),
        ],
    )
    s.y = max(y1, s.y) + 8
    s.t("Tilaaja: isännöitsijä Jussi Lahtinen · Työkohde: Kuusikuja 6, porraskäytävät A-C", 7.8)
    s.t("Työ suoritettu 16.-25.2.2037 · Tilausvahvistus 2037-0211", 7.8)
    s.skip(6)
    xs = [(50, "l"), (320, "r"), (328, "l"), (405, "r"), (445, "r"), (545, "r")]
    head(s, xs, ["Tuote / työ", "Määrä", "Yks.", "À-hinta", "Ale %", "Yhteensä"])
    rows = [
        ("Putkiasentajan työ, arkisin", "62", "h", "68.00", 0),
        ("Putkiasentajan työ, ilta", "8", "h", "89.50", 0),
        ("Linjasäätöventtiili DN20", "18", "kpl", "74.90", 12),
        ("Patteriventtiili esisäädettävä, termostaatilla", "36", "kpl", "52.40", 12),
        ("Eristetty kupariputki 22 mm", "86", "m", "16.85", 12),
        ("Pakettiauto ja työkalut", "8", "pv", "45.00", 0),
    ]
    gross, disc = [], []
    for name, qty, unit, price, ale in rows:
        g = ext(qty, price)
        d = pct(g, ale)
        gross.append(g)
        disc.append(d)
        line(s, xs, [name, qty, unit, SP(D(price)), str(ale) if ale else "", SP(g - d)], size=7.8, lead=13)
    s.rule()
    sub = tot(gross) - tot(disc)
    tax = pct(sub, D("25.5"))
    total = sub + tax
    qs = kvs(
        s,
        300,
        [
            ("Yhteensä ennen alennuksia", SP(tot(gross))),
            ("Alennukset", "-" + SP(tot(disc))),
            ("Veroton yhteensä", SP(sub)),
            ("ALV 25,5 %", SP(tax)),
            ("Yhteensä EUR", SP(total)),
        ],
        bold_last=True,
    )
    s.skip(10)
    s.t("Maksu: FI37 5718 4400 0318 27 (OKOYFIHH) · Käytäthän maksaessasi viitenumeroa.", 7.6)
    s.t("Huomautusmaksu 5,00 EUR. Viivästyskorko korkolain mukaan.", 7.6)
    s.skip(14)
    s.t("Ystävällisin terveisin, Kalliolan Putkiasennus Oy / Mikko Kallio, toimitusjohtaja", 7.8)
    check(L, gross=tot(gross), disc=tot(disc), sub=sub, tax=tax, tot=total)
    fields = {
        "invoice_number": F("370318", 1, kv[0]),
        "invoice_date": F("2037-03-04", 1, kv[1]),
        "due_date": F("2037-03-18", 1, kv[2]),
        "vendor_name": F("Kalliolan Putkiasennus Oy", 1, q_v),
        "bill_to": F("Asunto Oy Tampereen Kuusikuja", 1, addr[0]),
        "currency": F("EUR", 1, qs[4]),
        "subtotal": F(L["sub"], 1, qs[2]),
        "tax": F(L["tax"], 1, qs[3]),
        "total": F(L["tot"], 1, qs[4]),
        "amount_due": NULL(),
    }
    notes = (
        "Finnish invoice (Lasku), EUR with space grouping and comma decimals, dates d.m.yyyy. invoice_number "
        "is the Laskun numero, not the Viitenumero (payment reference) or the order confirmation; "
        "invoice_date the Laskun päivämäärä, not the work period; due_date the Eräpäivä. bill_to is the "
        "housing company (Asunto Oy) in the address block, not the property manager it is sent c/o or the "
        "manager who ordered the work. Materials carry a 12 % discount (Ale %), so subtotal is Veroton "
        "yhteensä after discounts (sum), tax ALV 25.5 %, total Yhteensä EUR. The late-interest rate and "
        "reminder fee are not amounts due; amount_due is null."
    )
    sums = [
        SUM(
            "Yhteensä ennen alennuksia - Alennukset = Veroton yhteensä",
            [(1, T("before discounts", L["gross"], 1, qs[0])), (-1, T("Alennukset", L["disc"], 1, qs[1]))],
            "subtotal",
        )
    ]
    return p, fields, notes, sums
