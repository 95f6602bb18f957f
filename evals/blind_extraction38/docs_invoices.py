"""Invoice builders for blind_extraction38 (11 documents).  Every party, number,
date, address and layout is invented.  Each builder computes what it prints and
checks the hand-written label literals with same()."""

import hashlib
from decimal import ROUND_DOWN, ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, pct
from pdfkit import Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)
INK = (0, 0, 0)


def dot(x, nd=2):
    """1.234,56 (Portuguese, Romanian, Croatian, Indonesian, Brazilian grouping)"""
    return fmt(x, ".", ",", nd)


def spc(x, nd=2):
    """1 234,56 (Czech, Swedish grouping)"""
    return fmt(x, " ", ",", nd)


def com(x, nd=2):
    """1,234.56"""
    return fmt(x, ",", ".", nd)


def eur(x):
    """-€1,234.56 / €1,234.56"""
    return ("-" if x < 0 else "") + "€" + com(abs(x))


def total_of(xs):
    return sum(xs, D(0))


def r0(x):
    return D(x).quantize(D(1), rounding=ROUND_HALF_UP)


def check(L, **computed):
    for k, val in computed.items():
        same(L[k], val, k)


def capbox(p, x0, y0, x1, y1, cap, val, csize=6, vsize=8.6, bold=True, frame=True):
    """Caption above value inside a box (label-above-value layout); returns 'caption value'."""
    if frame:
        p.rect(x0, y0, x1, y1, 0.5)
    p.text(x0 + 4, y0 + csize + 3, cap, csize, color=GREY)
    p.text(x0 + 4, y1 - 5, val, vsize, bold)
    return f"{cap} {val}"


def block_at(s, x, lines, size=None, cap=None, csize=6.2, lead=None, bold_first=False):
    """Lines at x from the current line (optional small caption first); returns the lines drawn."""
    size = size or s.size
    if cap:
        s.p.text(x, s.y, cap, csize, True, color=GREY)
        s.y += csize * 1.7
    for i, ln in enumerate(lines):
        s.p.text(x, s.y, ln, size, bold_first and i == 0)
        s.y += lead or size * 1.4
    return lines


def side(s, *blocks):
    """Blocks drawn from the same start line: (fn, args...); the cursor ends below the longest."""
    y0, outs, ends = s.y, [], []
    for fn, *args in blocks:
        s.y = y0
        outs.append(fn(s, *args))
        ends.append(s.y)
    s.y = max(ends)
    return outs


def band(s, cols, names, size=7, fill=0.88, x0=None, x1=None):
    """Column heads on a shaded band; cols [(x, align)]; returns the heads' text."""
    if fill is not None:
        s.p.shade((x0 if x0 is not None else s.x) - 4, s.y - size - 3, (x1 or s.xr) + 4, s.y + 3.5, fill)
    out = []
    for (x, a), n in zip(cols, names, strict=True):
        if n:
            s.p.text(x, s.y, n, size, True, align=a)
            out.append(n)
    s.y += size * 1.9
    return " ".join(out)


def trow(s, cols, vals, size=7.4, lead=11.5, bold=False):
    return s.row([(x, v, a) for (x, a), v in zip(cols, vals, strict=True)], size=size, bold=bold, lead=lead)


def tot(s, xl, xr, label, value, size=None, bold=False, lead=None, grey=False):
    """A totals line: label at xl, value right-aligned at xr; returns 'label value'."""
    size = size or s.size
    s.p.text(xl, s.y, label, size, bold, color=GREY if grey else INK)
    s.p.text(xr, s.y, value, size, bold, align="r")
    s.y += lead or size * 1.55
    return f"{label} {value}"


def para(s, text, x=None, w=None, size=None, gap=3):
    """Word-wrapped paragraph at x with width w; returns the joined text."""
    kx, kr = s.x, s.xr
    s.x = x if x is not None else s.x
    s.xr = s.x + w if w is not None else s.xr
    out = s.para(text, size, w=s.xr - s.x, gap=gap)
    s.x, s.xr = kx, kr
    return " ".join(out)


def code(seed, n, alphabet="0123456789ABCDEF"):
    """A deterministic pseudo-code of n characters derived from a fixed string."""
    out, i = "", 0
    while len(out) < n:
        h = hashlib.sha256(f"{seed}/{i}".encode()).digest()
        out += "".join(alphabet[b % len(alphabet)] for b in h)
        i += 1
    return out[:n]


def matrix(p, x, y, seed, n=25, cell=2.6):
    """A stand-in for a QR code: a deterministic grid of dark cells with three finder squares."""
    bits = code(seed, n * n, "01")
    for i in range(n):
        for k in range(n):
            if bits[i * n + k] == "1":
                p.rect(
                    x + k * cell,
                    y + i * cell,
                    x + (k + 1) * cell,
                    y + (i + 1) * cell,
                    0,
                    fill=INK,
                    color=None,
                )
    for fx, fy in ((0, 0), (n - 7, 0), (0, n - 7)):
        p.rect(
            x + fx * cell,
            y + fy * cell,
            x + (fx + 7) * cell,
            y + (fy + 7) * cell,
            0,
            fill=(1, 1, 1),
            color=None,
        )
        p.rect(
            x + fx * cell + 0.5,
            y + fy * cell + 0.5,
            x + (fx + 7) * cell - 0.5,
            y + (fy + 7) * cell - 0.5,
            1.2,
        )
        p.rect(
            x + (fx + 2) * cell, y + (fy + 2) * cell, x + (fx + 5) * cell, y + (fy + 5) * cell, 0, fill=INK
        )


# ===== 1 Portuguese fatura (EUR, dot grouping, yyyy-mm-dd): label-above-value header boxes; a stationer sells
# school books at 6 % and office goods at 23 % to a private school, with line discounts; the unloading place
# is
# a separate building; ATCUD and certified-software line; the IVA summary by rate (sum) and gross less
# discounts to the total without IVA (sum); the customer's requisition with its own date
@doc("b38_inv_pt_fatura_atcud_iva_duas_taxas", "invoice", "Papelaria Rochavale fatura FT RV2025/1183")
def inv_pt():
    L = dict(
        gross=2061.10,
        disc=136.37,
        sub=1924.73,
        b23=1102.85,
        b6=821.88,
        t23=253.66,
        t6=49.31,
        tax=302.97,
        tot=2227.70,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=50, size=8)
    s.t("ROCHAVALE", 22, True, color=(0.55, 0.12, 0.16))
    s.t("papelaria · livraria · material de escritório", 8.4, color=(0.55, 0.12, 0.16))
    s.y = 48
    block_at(
        s,
        372,
        [
            "Papelaria Rochavale, Lda.",
            "Rua do Almada Velha, 212",
            "4050-038 Porto",
            "NIF 514 872 306 · Capital social 25.000,00 €",
            "Tel. 223 418 207 · geral@rochavale.example",
            "IBAN PT50 0033 0000 4517 8820 6130 5",
        ],
        7,
        bold_first=True,
        lead=9.6,
    )
    s.skip(14)
    y0 = s.y
    q_cli = side(
        s,
        (
            block_at,
            46,
            [
                "Externato Monte Sardão, Lda.",
                "Serviços Administrativos",
                "Rua Conde de Ferreira, 903",
                "4300-125 Porto",
            ],
            8.8,
            "EXMO.(S) SR.(S)",
            6.2,
            12,
            True,
        ),
        (
            block_at,
            310,
            [
                "Pavilhão B – Biblioteca escolar",
                "Rua das Fontaínhas, 77",
                "4430-112 Vila Nova de Gaia",
                "Hora de descarga: 08:30–10:00",
            ],
            7.6,
            "LOCAL DE DESCARGA",
            6.2,
            10.5,
        ),
    )[0]
    s.y = max(s.y, y0 + 60)
    s.skip(6)
    s.t("FATURA   Original", 14, True)
    s.skip(2)
    y = s.y - 6
    hdr = [
        (46, 150, "Fatura N.º", "FT RV2025/1183"),
        (150, 236, "Data", "2025-04-24"),
        (236, 322, "Vencimento", "2025-05-26"),
        (322, 418, "V/ N.º Contribuinte", "509 117 840"),
        (418, 549, "V/ Requisição", "REQ 77/2025 de 2025-04-11"),
    ]
    q_h = [capbox(p, x0, y, x1, y + 28, c, v_, vsize=8.6 if x0 < 400 else 7.2) for x0, x1, c, v_ in hdr]
    y += 28
    q_h2 = [
        capbox(p, 46, y, 150, y + 26, "Moeda", "EUR"),
        capbox(p, 150, y, 322, y + 26, "Meio de pagamento", "Transferência bancária"),
        capbox(p, 322, y, 549, y + 26, "ATCUD", "JJX4T7PQ-1183"),
    ]
    s.y = y + 44
    cols = [(46, "l"), (108, "l"), (356, "r"), (402, "r"), (436, "r"), (470, "r"), (549, "r")]
    band(s, cols, ["Artigo", "Descrição", "Qtd.", "Preço", "Desc.", "IVA", "Valor"], x1=549)
    items = [
        ("LV-30417", "Manual Matemática 7.º ano (ed. escolar)", 24, "17.85", 10, 6),
        ("LV-30422", "Caderno de Atividades Português 7.º ano", 24, "9.40", 10, 6),
        ("LV-31108", "Atlas Geográfico Escolar", 12, "21.60", 10, 6),
        ("PP-A4-80", "Papel A4 80 g/m² – caixa 5 resmas", 16, "23.90", 5, 23),
        ("TN-HP59X", "Toner compatível preto 59X", 6, "64.75", 0, 23),
        ("AR-PAST4", "Pasta de arquivo lombada 75 mm", 60, "2.35", 5, 23),
        ("ES-QBR12", "Quadro branco magnético 120×90 cm", 2, "118.00", 8, 23),
    ]
    gross = D(0)
    disc = D(0)
    base = {6: D(0), 23: D(0)}
    for art, desc, qty, price, dpc, rate in items:
        g = ext(qty, price)
        dv = ext(g, D(dpc) / 100)
        net = g - dv
        gross += g
        disc += dv
        base[rate] += net
        trow(
            s,
            cols,
            [art, desc, str(qty), dot(D(price)), f"{dpc}%" if dpc else "–", f"{rate}%", dot(net)],
            7.3,
        )
    s.skip(2)
    s.rule()
    s.skip(10)
    sub = base[6] + base[23]
    same(sub, gross - disc, "gross-disc")
    t6, t23 = pct(base[6], 6), pct(base[23], 23)
    tax = t6 + t23
    totl = sub + tax
    y_sum = s.y
    s.t("QUADRO RESUMO DO IVA", 6.6, True, color=GREY)
    ic = [(46, "l"), (150, "r"), (220, "r"), (236, "l")]
    band(s, ic, ["Taxa", "Incidência", "Valor IVA", "Motivo de isenção"], size=6.8, x1=320)
    q_r6 = trow(s, ic, ["IVA 6%", dot(base[6]), dot(t6), "—"], 7.4)
    q_r23 = trow(s, ic, ["IVA 23%", dot(base[23]), dot(t23), "—"], 7.4)
    s.skip(6)
    s.t("Os bens foram colocados à disposição do adquirente em 2025-04-23.", 6.8, color=GREY)
    s.t("Processado por programa certificado n.º 1847/AT · QmV4-Processado", 6.8, color=GREY)
    y_end = s.y
    s.y = y_sum
    xl, xr = 360, 549
    q_gross = tot(s, xl, xr, "Total ilíquido", dot(gross) + " €", 8)
    q_disc = tot(s, xl, xr, "Total descontos", "-" + dot(disc) + " €", 8)
    q_sub = tot(s, xl, xr, "Total sem IVA", dot(sub) + " €", 8.4, True)
    q_tax = tot(s, xl, xr, "Total IVA", dot(tax) + " €", 8)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_tot = tot(s, xl, xr, "TOTAL (EUR)", dot(totl) + " €", 10.5, True)
    s.y = max(s.y, y_end) + 18
    matrix(p, 46, s.y, "pt-rochavale-1183", 25, 2.4)
    s.y += 14
    for ln in (
        "A:514872306*B:509117840*C:PT*D:FT*E:N*F:20250424*G:FT RV2025/1183*H:JJX4T7PQ-1183",
        "Pagamento por transferência bancária para o IBAN indicado, mencionando o n.º da fatura.",
        "Em caso de atraso são devidos juros de mora à taxa legal em vigor.",
    ):
        p.text(120, s.y, ln, 6.6, color=GREY)
        s.y += 10
    s.y = 806
    s.t(
        "Papelaria Rochavale, Lda. · Matrícula na C.R.C. do Porto · Documento emitido em 2025-04-24 · Pág. "
        "1/1",
        6.2,
        color=GREY,
    )
    check(L, gross=gross, disc=disc, sub=sub, b23=base[23], b6=base[6], t23=t23, t6=t6, tax=tax, tot=totl)
    fields = {
        "invoice_number": F("FT RV2025/1183", 1, q_h[0]),
        "invoice_date": F("2025-04-24", 1, q_h[1]),
        "due_date": F("2025-05-26", 1, q_h[2]),
        "vendor_name": F("Papelaria Rochavale, Lda.", 1, "Papelaria Rochavale, Lda."),
        "bill_to": F("Externato Monte Sardão, Lda.", 1, q_cli[0]),
        "currency": F("EUR", 1, q_h2[0]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Portuguese invoice (fatura), EUR with dot grouping and comma decimals, dates yyyy-mm-dd, header "
        "printed as captions above values. invoice_number, invoice_date and due_date from the header boxes "
        "(the customer's requisition date, the date the goods were made available and the QR payload are "
        "distractors; the ATCUD is not the invoice number). vendor_name is the stationer's legal name; "
        "bill_to the school company, not its administrative department nor the unloading place. Total sem "
        "IVA is the subtotal (gross less line discounts, sum), Total IVA the tax (6 % and 23 % rows of the "
        "summary, sum), TOTAL (EUR) the total. Nothing beyond the total is printed as payable, so amount_due "
        "is null."
    )
    sums = [
        SUM(
            "ilíquido - descontos = sem IVA",
            [(1, T("total ilíquido", L["gross"], 1, q_gross)), (1, T("descontos", -L["disc"], 1, q_disc))],
            "subtotal",
        ),
        SUM(
            "incidências = sem IVA",
            [(1, T("base 6%", L["b6"], 1, q_r6)), (1, T("base 23%", L["b23"], 1, q_r23))],
            "subtotal",
        ),
        SUM(
            "IVA 6% + IVA 23% = total IVA",
            [(1, T("IVA 6%", L["t6"], 1, q_r6)), (1, T("IVA 23%", L["t23"], 1, q_r23))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Czech faktura - daňový doklad (CZK, space grouping, dd.mm.yyyy): a food and drinks wholesaler bills
# a
# hotel; issue date vs date of taxable supply; 12 % and 21 % VAT summarised by rate (sums); a rounding line to
# whole crowns (sum with the total); an advance invoice deducted to the amount still to pay (sum); the
# delivery
# place is a restaurant of the hotel; order, variable symbol and bank account
@doc("b38_inv_cz_faktura_zaokrouhleni_zaloha", "invoice", "Horácká gastro distribuce faktura FV-24-09117")
def inv_cz():
    L = dict(
        b12=16015,
        b21=17992.80,
        d12=1921.80,
        d21=3778.49,
        sub=34007.80,
        tax=5700.29,
        rnd=-0.09,
        tot=39708,
        adv=15000,
        due=24708,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8)
    q_title = s.t("FAKTURA – DAŇOVÝ DOKLAD č. FV-24-09117", 15, True)
    s.t("Variabilní symbol: 2409117 · Konstantní symbol: 0008 · Forma úhrady: převodem", 7.4, color=GREY)
    s.skip(8)
    p.hline(s.y - 10, 44, 551, 1)
    q_sup, q_cus = side(
        s,
        (
            block_at,
            44,
            [
                "Horácká gastro distribuce s.r.o.",
                "Průmyslová 1184/6",
                "586 01 Jihlava",
                "IČO: 27184416",
                "DIČ: CZ27184416",
                "Bankovní spojení: 2301448811/0800",
            ],
            8,
            "DODAVATEL",
            6.4,
            11.2,
            True,
        ),
        (
            block_at,
            312,
            ["Hotel Podhradí Telč s.r.o.", "Na Baště 541", "588 56 Telč", "IČO: 06318742", "DIČ: CZ06318742"],
            8.6,
            "ODBĚRATEL",
            6.4,
            11.6,
            True,
        ),
    )
    s.skip(6)
    s.x = 312
    s.t("Místo dodání / konečný příjemce:", 6.6, True, color=GREY)
    s.t("Restaurace U Brány, nám. Zachariáše z Hradce 14, 588 56 Telč", 7.2)
    s.x = 44
    s.skip(8)
    y = s.y
    info = [
        ("Datum vystavení:", "05.09.2024"),
        ("Datum uskutečnění zdanitelného plnění:", "03.09.2024"),
        ("Datum splatnosti:", "20.09.2024"),
        ("Objednávka:", "OBJ-0871 ze dne 28.08.2024"),
        ("Dodací list:", "DL-24-15530"),
    ]
    q_info = []
    for k, v_ in info:
        p.text(44, s.y, k, 8, color=GREY)
        p.text(220, s.y, v_, 8, True)
        q_info.append(f"{k} {v_}")
        s.y += 12
    s.y = y + 64
    cols = [(44, "l"), (300, "r"), (322, "l"), (392, "r"), (424, "r"), (482, "r"), (551, "r")]
    band(s, cols, ["Označení dodávky", "Množství", "MJ", "Cena/MJ", "DPH", "Bez DPH", "S DPH"], x0=44, x1=551)
    items = [
        ("Máslo 82 % tuku, karton 10 kg", 6, "kart", "1291.50", 12),
        ("Mouka hladká výběrová T530, pytel 25 kg", 8, "ks", "298.40", 12),
        ("Káva zrnková Espresso Crema 1 kg", 12, "ks", "489.90", 12),
        ("Víno bílé Ryzlink vlašský 0,75 l", 36, "lahev", "142.30", 21),
        ("Pivo ležák 11°, sud 30 l", 10, "sud", "1158.00", 21),
        ("Ubrousky papírové 33 × 33 cm, bal. 500 ks", 20, "bal", "64.50", 21),
    ]
    base = {12: D(0), 21: D(0)}
    for desc, qty, unit, price, rate in items:
        net = ext(qty, price)
        base[rate] += net
        trow(
            s,
            cols,
            [desc, str(qty), unit, spc(D(price)), f"{rate} %", spc(net), spc(net + pct(net, rate))],
            7.3,
        )
    s.rule()
    s.skip(10)
    d12, d21 = pct(base[12], 12), pct(base[21], 21)
    sub = base[12] + base[21]
    tax = d12 + d21
    raw = sub + tax
    totl = r0(raw)
    rnd = totl - raw
    adv = D("15000.00")
    due = totl - adv
    y_r = s.y
    s.t("Rekapitulace DPH v Kč", 7, True, color=GREY)
    rc = [(44, "l"), (170, "r"), (240, "r"), (310, "r")]
    band(s, rc, ["Sazba", "Základ", "DPH", "Celkem"], size=6.8, x0=44, x1=312)
    q_r12 = trow(s, rc, ["12 %", spc(base[12]), spc(d12), spc(base[12] + d12)], 7.4)
    q_r21 = trow(s, rc, ["21 %", spc(base[21]), spc(d21), spc(base[21] + d21)], 7.4)
    trow(s, rc, ["Celkem", spc(sub), spc(tax), spc(raw)], 7.4, bold=True)
    y_end = s.y
    s.y = y_r
    xl, xr = 352, 551
    q_sub = tot(s, xl, xr, "Celkem bez DPH", spc(sub) + " Kč", 8)
    q_tax = tot(s, xl, xr, "DPH celkem", spc(tax) + " Kč", 8)
    q_rnd = tot(s, xl, xr, "Zaokrouhlení", ("-" if rnd < 0 else "") + spc(abs(rnd)) + " Kč", 8)
    q_tot = tot(s, xl, xr, "Celkem za doklad", spc(totl) + " Kč", 9.4, True)
    q_adv = tot(s, xl, xr, "Odpočet zálohy ZF-24-0412", "-" + spc(adv) + " Kč", 8)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_due = tot(s, xl, xr, "K úhradě", spc(due) + " Kč", 11, True)
    s.y = max(s.y, y_end) + 16
    para(
        s,
        "Záloha dle zálohové faktury ZF-24-0412 byla uhrazena dne 22.08.2024 a je odečtena od celkové částky "
        "dokladu. Zbývající částku uhraďte prosím na účet 2301448811/0800 s variabilním symbolem 2409117. "
        "Při "
        "prodlení s úhradou účtujeme úrok z prodlení v zákonné výši.",
        size=7.4,
    )
    s.skip(10)
    s.t("Vystavil: Jana Kubátová, tel. 567 318 440, fakturace@horacka-gastro.example", 7.2)
    s.t("Převzal (razítko a podpis): ........................................", 7.2)
    s.y = 808
    s.t(
        "Horácká gastro distribuce s.r.o. je zapsána v obchodním rejstříku vedeném Krajským soudem v Brně, "
        "oddíl C, vložka 48117.",
        6.3,
        color=GREY,
    )
    check(
        L, b12=base[12], b21=base[21], d12=d12, d21=d21, sub=sub, tax=tax, rnd=rnd, tot=totl, adv=adv, due=due
    )
    fields = {
        "invoice_number": F("FV-24-09117", 1, q_title),
        "invoice_date": F("2024-09-05", 1, q_info[0]),
        "due_date": F("2024-09-20", 1, q_info[2]),
        "vendor_name": F("Horácká gastro distribuce s.r.o.", 1, q_sup[0]),
        "bill_to": F("Hotel Podhradí Telč s.r.o.", 1, q_cus[0]),
        "currency": F("CZK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Czech VAT invoice (faktura - daňový doklad), CZK with space grouping and comma decimals, dates "
        "dd.mm.yyyy. invoice_date is the issue date (Datum vystavení), not the date of taxable supply, the "
        "order date or the advance payment date; due_date the Datum splatnosti. vendor_name the supplier "
        "(Dodavatel), bill_to the customer (Odběratel), not the restaurant named as delivery place. Celkem "
        "bez "
        "DPH is the subtotal and DPH celkem the tax (12 % and 21 % rows of the recapitulation, sums); the "
        "invoice total is Celkem za doklad, which includes a rounding line to whole crowns (subtotal + tax + "
        "rounding = total, sum); the advance invoice is deducted from it to K úhradě, the amount_due (sum)."
    )
    sums = [
        SUM(
            "základy = bez DPH",
            [(1, T("základ 12 %", L["b12"], 1, q_r12)), (1, T("základ 21 %", L["b21"], 1, q_r21))],
            "subtotal",
        ),
        SUM(
            "DPH 12 % + DPH 21 % = DPH celkem",
            [(1, T("DPH 12 %", L["d12"], 1, q_r12)), (1, T("DPH 21 %", L["d21"], 1, q_r21))],
            "tax",
        ),
        SUM(
            "bez DPH + DPH + zaokrouhlení = celkem",
            [(1, "subtotal"), (1, "tax"), (1, T("zaokrouhlení", L["rnd"], 1, q_rnd))],
            "total",
        ),
        SUM(
            "celkem - záloha = k úhradě", [(1, "total"), (1, T("záloha", -L["adv"], 1, q_adv))], "amount_due"
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Swedish faktura with ROT deduction (SEK, space grouping, yyyy-mm-dd): a carpentry firm bills a
# private
# homeowner; labour and materials; 25 % moms; the preliminary ROT tax reduction (30 % of labour incl. moms)
# deducted from the total, then öresavrundning, to Att betala (sum); property designation, masked personal
# number, the work period, bankgiro, OCR and late-interest terms
@doc("b38_inv_se_faktura_rot_avdrag_privatperson", "invoice", "Kvarnbo Bygg & Snickeri faktura 24-1461")
def inv_se():
    L = dict(
        lab=34930,
        mat=10572.37,
        sub=45502.37,
        tax=11375.59,
        tot=56877.96,
        labinc=43662.50,
        rot=13098,
        ore=0.04,
        due=43780,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.4)
    s.t("Kvarnbo Bygg & Snickeri", 18, True, color=(0.12, 0.3, 0.2))
    s.t("Nybyggnad · tillbyggnad · renovering", 8.2, color=(0.12, 0.3, 0.2))
    s.y = 60
    s.t("FAKTURA", 18, True, x=545, align="r")
    s.skip(22)
    y0 = s.y
    lines_c = ["Ingrid Wallmark", "Kvarnbovägen 14", "755 91 Uppsala"]
    q_c = block_at(s, 320, lines_c, 9.4, None, lead=13, bold_first=True)
    s.y = y0
    info = [
        ("Fakturanummer", "24-1461"),
        ("Fakturadatum", "2024-11-19"),
        ("Förfallodatum", "2024-12-19"),
        ("Kundnummer", "10452"),
        ("Er referens", "Ingrid Wallmark"),
        ("Vår referens", "Mats Edholm"),
    ]
    q_i = []
    for k, v_ in info:
        p.text(50, s.y, k, 8, color=GREY)
        p.text(150, s.y, v_, 8.2, True)
        q_i.append(f"{k} {v_}")
        s.y += 12
    s.skip(10)
    para(
        s,
        "Avser: Tillbyggnad av uterum och byte av innerväggar, Kvarnbovägen 14. Fastighetsbeteckning: "
        "Uppsala "
        "Kvarnbo 4:17. Personnummer: ******-4471. Arbetet utfört 2024-10-28 – 2024-11-15 enligt offert "
        "24-311.",
        size=7.8,
    )
    s.skip(6)
    cols = [(50, "l"), (330, "r"), (352, "l"), (430, "r"), (545, "r")]
    band(s, cols, ["Benämning", "Antal", "Enhet", "À-pris", "Belopp"], x1=545)
    labour = [("Arbete snickare", 46, "tim", "595.00"), ("Arbete hantlangare", 18, "tim", "420.00")]
    mats = [
        ("Regel 45×95 C24, 3,6 m", 40, "st", "58.90"),
        ("Gipsskiva 13 mm, 1200×2700", 24, "st", "112.50"),
        ("Skruv och fästmaterial", 1, "post", "1486.37"),
        ("Bortforsling av byggavfall, container 8 m³", 1, "st", "2950.00"),
        ("Resor och bilersättning", 6, "dag", "180.00"),
    ]
    s.t("Arbetskostnad", 7.6, True)
    lab = D(0)
    for desc, qty, unit, price in labour:
        a = ext(qty, price)
        lab += a
        trow(s, cols, ["  " + desc, str(qty), unit, spc(D(price)), spc(a)], 7.6)
    s.t("Material och övrigt", 7.6, True)
    mat = D(0)
    for desc, qty, unit, price in mats:
        a = ext(qty, price)
        mat += a
        trow(s, cols, ["  " + desc, str(qty), unit, spc(D(price)), spc(a)], 7.6)
    s.rule()
    s.skip(10)
    sub = lab + mat
    tax = pct(sub, 25)
    totl = sub + tax
    labinc = lab + pct(lab, 25)
    rot = (labinc * D("0.30")).quantize(D(1), rounding=ROUND_DOWN)
    raw = totl - rot
    due = r0(raw)
    ore = due - raw
    xl, xr = 300, 545
    q_lab = tot(s, xl, xr, "Varav arbetskostnad exkl. moms", spc(lab) + " kr", 7.8, grey=True)
    tot(s, xl, xr, "Varav material och övrigt exkl. moms", spc(mat) + " kr", 7.8, grey=True)
    q_sub = tot(s, xl, xr, "Summa exkl. moms", spc(sub) + " kr", 8.4)
    q_tax = tot(s, xl, xr, "Moms 25 %", spc(tax) + " kr", 8.4)
    q_tot = tot(s, xl, xr, "Totalt inkl. moms", spc(totl) + " kr", 9.4, True)
    q_rot = tot(s, xl, xr, "Avgår preliminär skattereduktion (ROT)", "-" + spc(rot) + " kr", 8.4)
    q_ore = tot(s, xl, xr, "Öresavrundning", ("-" if ore < 0 else "") + spc(abs(ore)) + " kr", 8.4)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_due = tot(s, xl, xr, "Att betala", spc(due) + " kr", 11.5, True)
    s.skip(8)
    q_rotb = para(
        s,
        f"ROT-avdraget är beräknat som 30 % av arbetskostnaden inklusive moms ({spc(labinc)} kr). Vi begär "
        "utbetalning från Skatteverket. Om Skatteverket helt eller delvis nekar utbetalning debiteras du "
        "mellanskillnaden.",
        size=7.6,
    )
    s.skip(4)
    para(
        s,
        "Betalningsvillkor 30 dagar netto. Vid betalning efter förfallodagen debiteras dröjsmålsränta enligt "
        "räntelagen. Ange OCR-nummer 4188072215 vid betalning till bankgiro 5318-7604.",
        size=7.6,
    )
    s.y = 790
    p.hline(s.y - 10, 50, 545, 0.5)
    s.row(
        [
            (50, "Kvarnbo Bygg & Snickeri AB"),
            (220, "Org.nr 559214-3087"),
            (340, "Godkänd för F-skatt"),
            (470, "Bankgiro 5318-7604"),
        ],
        6.8,
    )
    s.row(
        [
            (50, "Kvarnbovägen 2, 755 91 Uppsala"),
            (220, "Momsreg.nr SE559214308701"),
            (340, "info@kvarnbobygg.example"),
            (470, "Tel 018-42 77 05"),
        ],
        6.8,
    )
    check(L, lab=lab, mat=mat, sub=sub, tax=tax, tot=totl, labinc=labinc, rot=rot, ore=ore, due=due)
    fields = {
        "invoice_number": F("24-1461", 1, q_i[0]),
        "invoice_date": F("2024-11-19", 1, q_i[1]),
        "due_date": F("2024-12-19", 1, q_i[2]),
        "vendor_name": F("Kvarnbo Bygg & Snickeri AB", 1, "Kvarnbo Bygg & Snickeri AB Org.nr 559214-3087"),
        "bill_to": F("Ingrid Wallmark", 1, q_c[0]),
        "currency": F("SEK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Swedish invoice with a ROT deduction, SEK ('kr') with space grouping and comma decimals, dates "
        "yyyy-mm-dd. The customer is a private person (bill_to), also named as 'Er referens'. vendor_name "
        "is the "
        "legal name in the footer (the letterhead omits 'AB'). Summa exkl. moms is the subtotal (labour plus "
        "material, the two 'varav' lines), Moms 25 % the tax, Totalt inkl. moms the total. The preliminary "
        "ROT "
        "tax reduction (30 % of labour including VAT, rounded down to whole kronor) and the öre rounding "
        "take "
        "the total to Att betala, the amount_due (sum). The work period, the quote number, the customer "
        "number, "
        "OCR and bankgiro are distractors."
    )
    sums = [
        SUM(
            "arbete + material = exkl. moms",
            [
                (1, T("arbetskostnad", L["lab"], 1, q_lab)),
                (1, T("material", L["mat"], 1, f"Varav material och övrigt exkl. moms {spc(mat)} kr")),
            ],
            "subtotal",
        ),
        SUM(
            "totalt - ROT + öresavrundning = att betala",
            [(1, "total"), (1, T("ROT", -L["rot"], 1, q_rot)), (1, T("öresavrundning", L["ore"], 1, q_ore))],
            "amount_due",
        ),
    ]
    del q_rotb
    return p, fields, notes, sums


# ===== 4 Romanian factură over two pages (RON, dot grouping, dd.mm.yyyy): a metal-profile producer bills a
# construction company; 27 lines with VAT per line; page totals carried forward ('De reportat', 'Report') and
# adding up to the invoice totals (sums); series and number, delivery note with its own date; a EUR equivalent
# at the central-bank rate as a distractor; delegate, transport and signature blocks
@doc("b38_inv_ro_factura_doua_pagini_report", "invoice", "Arcadia Profile Metalice factura AMX-004713")
def inv_ro():
    L = dict(
        n1=26855.84,
        v1=5102.61,
        n2=15236.59,
        v2=2894.96,
        sub=42092.43,
        tax=7997.57,
        tot=50090,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=46, size=8)
    names = [
        ("Profil UW 50 × 0,6 mm, L = 3 m", "buc", 240, "9.84"),
        ("Profil CW 50 × 0,6 mm, L = 3 m", "buc", 420, "11.27"),
        ("Profil UW 75 × 0,6 mm, L = 3 m", "buc", 180, "12.05"),
        ("Profil CW 75 × 0,6 mm, L = 3 m", "buc", 310, "13.62"),
        ("Profil UD 30 × 0,5 mm, L = 3 m", "buc", 150, "6.48"),
        ("Profil CD 60 × 0,5 mm, L = 4 m", "buc", 380, "10.91"),
        ("Profil UA 50 × 2 mm, L = 3 m", "buc", 24, "64.30"),
        ("Colțar de protecție 25 × 25 mm, L = 3 m", "buc", 200, "3.17"),
        ("Bandă etanșare 50 mm × 30 m", "rolă", 36, "18.44"),
        ("Bandă etanșare 70 mm × 30 m", "rolă", 24, "22.90"),
        ("Tijă filetată M6 × 1 m, zincată", "buc", 160, "4.26"),
        ("Clemă pentru tijă M6", "buc", 320, "1.38"),
        ("Bridă îmbinare CD 60", "buc", 150, "0.97"),
        ("Conector în cruce CD 60", "buc", 260, "1.14"),
        ("Ancoră rapidă M6 pentru plafon", "buc", 320, "0.89"),
        ("Șurub autoforant 3,5 × 9,5 mm (1000 buc)", "cut", 14, "46.50"),
        ("Șurub gips-carton 3,5 × 25 mm (1000 buc)", "cut", 22, "38.75"),
        ("Șurub gips-carton 3,5 × 35 mm (1000 buc)", "cut", 18, "44.10"),
        ("Diblu plastic 8 × 60 mm cu șurub (100 buc)", "cut", 40, "17.85"),
        ("Tablă cutată T35, 0,5 mm, RAL 7016", "m²", 186, "39.60"),
        ("Tablă cutată T18, 0,45 mm, zincată", "m²", 95, "28.35"),
        ("Șurub tablă cu șaibă EPDM 4,8 × 35 (250 buc)", "cut", 12, "71.20"),
        ("Coamă tablă 2 m, RAL 7016", "buc", 18, "52.40"),
        ("Bordură de streașină 2 m, RAL 7016", "buc", 26, "41.75"),
        ("Profil de colț exterior 3 m", "buc", 44, "15.66"),
        ("Panou perforat pentru ventilare 2 m", "buc", 12, "63.80"),
        ("Transport marfă Cluj-Napoca – Dej", "cursă", 2, "420.00"),
    ]
    cols = [(40, "r"), (50, "l"), (300, "l"), (350, "r"), (420, "r"), (490, "r"), (555, "r")]
    heads = [
        "Nr.",
        "Denumirea produselor sau a serviciilor",
        "U.M.",
        "Cant.",
        "Preț unitar",
        "Valoarea",
        "Valoare TVA",
    ]

    def letterhead(page):
        s.row([(40, "Arcadia Profile Metalice S.R.L.", "l"), (555, f"Pagina {page} din 2", "r")], 9, True)
        s.row(
            [
                (
                    40,
                    "CUI RO31877204 · Reg. Com. J12/2984/2021 · Str. Fabricii de Zahăr nr. 41, Cluj-Napoca",
                    "l",
                )
            ],
            6.8,
        )
        p.hline(s.y - 7, 40, 555, 0.6)
        s.skip(6)

    letterhead(1)
    y0 = s.y
    q_sup, q_buy = side(
        s,
        (
            block_at,
            40,
            [
                "Arcadia Profile Metalice S.R.L.",
                "Capital social: 200 lei",
                "Cont: RO49 BTRL 0130 1202 8841 77XX",
                "Banca Transilvania, sucursala Cluj",
            ],
            7.8,
            "FURNIZOR",
            6.4,
            10.8,
            True,
        ),
        (
            block_at,
            330,
            [
                "Construcții Someșan S.A.",
                "CUI RO16224508 · J12/1470/2019",
                "Str. Libertății nr. 8, Dej, jud. Cluj",
                "Cont: RO12 RNCB 0102 0411 6627 0001",
            ],
            7.8,
            "CUMPĂRĂTOR",
            6.4,
            10.8,
            True,
        ),
    )
    s.y = max(s.y, y0 + 60)
    s.skip(4)
    q_t = s.t("FACTURĂ   Seria AMX nr. 004713", 14, True, x=297, align="c")
    s.skip(2)
    q_nr = s.row(
        [
            (120, "Nr. factură: AMX-004713"),
            (260, "Data emiterii: 24.03.2025"),
            (400, "Termen de plată: 23.04.2025"),
        ],
        8.2,
        True,
    )
    s.row(
        [
            (120, "Cota TVA: 19%"),
            (260, "Aviz de însoțire nr. 8812 din 21.03.2025"),
            (430, "Comanda nr. 0317/CS"),
        ],
        7.4,
    )
    s.skip(6)
    band(s, cols, heads, 6.8, x0=40, x1=555)
    s.row(
        [
            (40, "0", "r"),
            (50, "1"),
            (300, "2"),
            (350, "3", "r"),
            (420, "4", "r"),
            (490, "5 (3×4)", "r"),
            (555, "6", "r"),
        ],
        6,
        lead=10,
    )
    n1 = v1 = D(0)
    for i, (desc, um, qty, price) in enumerate(names[:19], 1):
        net = ext(qty, price)
        vat = pct(net, 19)
        n1 += net
        v1 += vat
        trow(s, cols, [str(i), desc, um, str(qty), dot(D(price)), dot(net), dot(vat)], 7.4, lead=12.6)
    s.rule()
    s.skip(8)
    q_c1 = s.row([(50, "Total pagina 1 – De reportat"), (490, dot(n1), "r"), (555, dot(v1), "r")], 8, True)
    s.y = 790
    s.t("Factura continuă pe pagina 2.", 7, color=GREY)
    s.new_page()
    s.y = 46
    letterhead(2)
    s.row(
        [
            (40, "Factura seria AMX nr. 004713 din 24.03.2025 (continuare)"),
            (555, "Construcții Someșan S.A.", "r"),
        ],
        7.6,
    )
    s.skip(6)
    band(s, cols, heads, 6.8, x0=40, x1=555)
    q_rep = s.row([(50, "Report de pe pagina 1"), (490, dot(n1), "r"), (555, dot(v1), "r")], 7.8, True)
    n2 = v2 = D(0)
    for i, (desc, um, qty, price) in enumerate(names[19:], 20):
        net = ext(qty, price)
        vat = pct(net, 19)
        n2 += net
        v2 += vat
        trow(s, cols, [str(i), desc, um, str(qty), dot(D(price)), dot(net), dot(vat)], 7.4, lead=12.6)
    s.rule()
    s.skip(8)
    q_c2 = s.row([(50, "Total pagina 2"), (490, dot(n2), "r"), (555, dot(v2), "r")], 8)
    sub, tax = n1 + n2, v1 + v2
    totl = sub + tax
    p.hline(s.y - 9, 40, 555, 0.8)
    q_sub = s.row([(50, "TOTAL FACTURĂ (lei)"), (490, dot(sub), "r"), (555, dot(tax), "r")], 8.6, True)
    s.skip(4)
    q_tot = s.row([(300, "Total de plată (col. 5 + col. 6)"), (555, dot(totl) + " lei", "r")], 10, True)
    eur = (totl / D("4.9771")).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    s.row(
        [(220, f"Echivalent informativ: {dot(eur)} EUR la cursul BNR din 21.03.2025 (1 EUR = 4,9771 lei)")],
        6.8,
    )
    s.skip(18)
    y = s.y
    p.rect(40, y - 12, 200, y + 66, 0.5)
    p.rect(200, y - 12, 400, y + 66, 0.5)
    p.rect(400, y - 12, 555, y + 66, 0.5)
    block_at(s, 46, ["Semnătura și ștampila", "furnizorului"], 7.2)
    s.y = y
    block_at(
        s,
        206,
        [
            "Date privind expediția:",
            "Delegat: Vasile Pop",
            "C.I. seria CJ nr. 417226",
            "Mijloc de transport: auto CJ-42-AMX",
            "Expedierea s-a efectuat în prezența noastră",
            "la data de 21.03.2025, ora 14:20",
        ],
        6.8,
        lead=9.6,
    )
    s.y = y
    block_at(s, 406, ["Semnătura de primire", "Construcții Someșan S.A."], 7.2)
    s.y = y + 88
    para(
        s,
        "Plata se face prin ordin de plată în contul furnizorului menționat mai sus, cu mențiunea "
        "AMX-004713. "
        "Pentru întârzieri la plată se calculează penalități de 0,06% pe zi de întârziere, conform "
        "contractului-"
        "cadru de vânzare. Factura este valabilă fără semnătură și ștampilă.",
        size=7.2,
    )
    check(L, n1=n1, v1=v1, n2=n2, v2=v2, sub=sub, tax=tax, tot=totl)
    fields = {
        "invoice_number": F("AMX-004713", 1, q_nr),
        "invoice_date": F("2025-03-24", 1, q_nr),
        "due_date": F("2025-04-23", 1, q_nr),
        "vendor_name": F("Arcadia Profile Metalice S.R.L.", 1, q_sup[0]),
        "bill_to": F("Construcții Someșan S.A.", 1, q_buy[0]),
        "currency": F("RON", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_sub),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Romanian invoice (factură) over two pages, RON ('lei') with dot grouping and comma decimals, dates "
        "dd.mm.yyyy. invoice_number as printed in one piece in the number line (series AMX, number 004713); "
        "invoice_date the Data emiterii, due_date the Termen de plată (the delivery-note and dispatch dates "
        "and the exchange-rate date are distractors). vendor_name the Furnizor, bill_to the Cumpărător. The "
        "page totals carried forward from page 1 and the page-2 total add up to the invoice totals (sums): "
        "the "
        "TOTAL FACTURĂ row prints the value without VAT (subtotal) and the VAT (tax); Total de plată is the "
        "total. The EUR equivalent is only informative (currency stays RON). Nothing beyond the total is "
        "printed "
        "as payable (the late-payment penalty is a rate), so amount_due is null."
    )
    sums = [
        SUM(
            "pagina 1 + pagina 2 = valoare",
            [
                (1, T("de reportat valoare", L["n1"], 1, q_c1)),
                (1, T("total pagina 2 valoare", L["n2"], 2, q_c2)),
            ],
            "subtotal",
        ),
        SUM(
            "pagina 1 + pagina 2 = TVA",
            [(1, T("de reportat TVA", L["v1"], 1, q_c1)), (1, T("total pagina 2 TVA", L["v2"], 2, q_c2))],
            "tax",
        ),
        SUM(
            "report = de reportat",
            [(1, T("report valoare", L["n1"], 2, q_rep))],
            T("de reportat valoare", L["n1"], 1, q_c1),
        ),
    ]
    del q_t
    return p, fields, notes, sums


# ===== 5 Korean electronic tax invoice (KRW, comma grouping, yyyy-mm-dd): the classic supplier / recipient
# grid
# with registration numbers, business type and e-mail; the approval number as the invoice's number; month/day
# per line; supply value, tax and total; 'this amount is billed' marker; a purchase order and a delivery date
# in
# the remarks; no due date and nothing beyond the total printed as payable
@doc("b38_inv_kr_jeonja_segeumgyesanseo", "invoice", "Hangyeol Precision electronic tax invoice 20250708")
def inv_kr():
    L = dict(
        sup=5012500,
        tax=501250,
        tot=5513750,
    )
    p = Pdf(face="jp", **A4)
    s = Sheet(p, x=44, xr=551, top=60, size=8)
    red = (0.72, 0.1, 0.1)
    s.y = 66
    s.t("전자세금계산서", 18, True, x=180)
    s.y = 66
    s.t("(공급받는자 보관용)", 8, x=330)
    q_no = s.row([(400, "승인번호"), (440, "20250708-41000027-8k2m7q4v")], 7.6)
    p.hline(s.y - 6, 40, 555, 1, color=red)
    s.skip(8)
    rows_l = [
        ("등록번호", "214-86-31752"),
        ("상호", "한결정밀 주식회사"),
        ("성명", "박준서"),
        ("사업장", "경기도 안산시 단원구 별망로 118"),
        ("업태", "제조업"),
        ("종목", "산업용 컨베이어"),
        ("이메일", "tax@hangyeol-pm.example"),
    ]
    rows_r = [
        ("등록번호", "508-81-44620"),
        ("상호", "주식회사 다온푸드"),
        ("성명", "이서연"),
        ("사업장", "충청북도 음성군 대소면 삼정길 47"),
        ("업태", "제조업"),
        ("종목", "식품 가공"),
        ("이메일", "account@daonfood.example"),
    ]
    p.text(48, s.y, "공급자", 8.4, True)
    p.text(306, s.y, "공급받는자", 8.4, True)
    s.skip(14)
    # the supplier block is drawn first, then the recipient block: each reads registration number, name
    y_top = s.y
    q_sup = [s.row([(52, k), (100, v_)], 7.6, lead=15) for k, v_ in rows_l]
    s.y = y_top
    q_rec = [s.row([(308, k), (356, v_)], 7.6, lead=15) for k, v_ in rows_r]
    for i in range(len(rows_l)):
        p.hline(y_top + 15 * i + 4, 44, 551, 0.3, color=red)
    p.line(298, 128, 298, s.y - 11, 0.8, color=red)
    s.skip(8)
    q_cur = s.t("금액 단위: 원 (KRW)", 7, x=551, align="r")
    s.row(
        [(48, "작성일자"), (210, "공급가액", "r"), (290, "세액", "r"), (330, "수정사유")], 7.6, True, lead=13
    )
    items = [
        ("07", "02", "스테인리스 컨베이어 벨트 교체", "SUS304 W600", 2, 1240000),
        ("07", "02", "구동 모터 교체", "3.7kW 4P", 1, 1385000),
        ("07", "03", "설치 및 시운전 인건비", "1식", 1, 960000),
        ("07", "03", "소모품 (베어링, 체인, 스프로킷)", "1식", 1, 187500),
    ]
    sup = sum((D(q) * D(u) for *_, q, u in items), D(0))
    tax = (sup * D("0.1")).quantize(D(1), rounding=ROUND_HALF_UP)
    totl = sup + tax
    q_sum = s.row(
        [(48, "2025-07-08"), (210, com(sup, 0), "r"), (290, com(tax, 0), "r"), (330, "해당 없음")],
        8.4,
        lead=18,
    )
    p.hline(s.y - 12, 44, 551, 0.3, color=red)
    ic = [(48, "l"), (66, "l"), (86, "l"), (250, "l"), (340, "r"), (400, "r"), (470, "r"), (540, "r")]
    s.row(
        [
            (x, h, a)
            for (x, a), h in zip(
                ic, ["월", "일", "품목", "규격", "수량", "단가", "공급가액", "세액"], strict=True
            )
        ],
        7.4,
        True,
        lead=13,
    )
    for m, d_, name, spec, qty, unit in items:
        amt = D(qty) * D(unit)
        vat = (amt * D("0.1")).quantize(D(1), rounding=ROUND_HALF_UP)
        s.row(
            [
                (x, t_, a)
                for (x, a), t_ in zip(
                    ic, [m, d_, name, spec, str(qty), com(unit, 0), com(amt, 0), com(vat, 0)], strict=True
                )
            ],
            7.4,
            lead=14,
        )
    s.skip(6)
    p.hline(s.y - 12, 44, 551, 0.3, color=red)
    s.row(
        [
            (48, "합계금액"),
            (170, "현금", "r"),
            (230, "수표", "r"),
            (290, "어음", "r"),
            (370, "외상미수금", "r"),
            (460, "이 금액을 (청구) 함"),
        ],
        7.4,
        True,
        lead=14,
    )
    q_tot = s.row([(48, com(totl, 0))], 9.4, True, lead=18)
    p.hline(s.y - 12, 44, 551, 0.3, color=red)
    s.t("비고: 발주번호 PO-2506-117 / 납품 및 설치 완료일 2025-07-03 / 하자보수 기간 12개월", 7.2)
    p.rect(40, 40, 555, s.y - 2, 1.2, color=red)
    s.skip(24)
    s.t("이 전자세금계산서는 국세청 전자세금계산서 시스템에 전송되었습니다.", 7, color=GREY)
    s.t("발행일시 2025-07-08 16:41 · 전송일자 2025-07-09", 7, color=GREY)
    check(L, sup=sup, tax=tax, tot=totl)
    fields = {
        "invoice_number": F("20250708-41000027-8k2m7q4v", 1, q_no),
        "invoice_date": F("2025-07-08", 1, q_sum),
        "due_date": NULL(),
        "vendor_name": F("한결정밀 주식회사", 1, " ".join(q_sup[:2])),
        "bill_to": F("주식회사 다온푸드", 1, " ".join(q_rec[:2])),
        "currency": F("KRW", 1, q_cur),
        "subtotal": F(L["sup"], 1, q_sum),
        "tax": F(L["tax"], 1, q_sum),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Korean electronic tax invoice (전자세금계산서), KRW (원) with comma grouping and no decimals, the "
        "issue "
        "date (작성일자) yyyy-mm-dd and month/day per line. invoice_number is the approval number "
        "(승인번호), "
        "the invoice's only number (the purchase-order number in the remarks is a distractor). vendor_name "
        "is "
        "the supplier's trade name (상호, 공급자), bill_to the recipient's (공급받는자), not the "
        "representatives "
        "(성명). 공급가액 is the subtotal, 세액 the tax, 합계금액 the total; the payment-method columns "
        "(cash, "
        "cheque, note, credit) are empty and '청구' only marks the invoice as a bill, so no separate amount "
        "due is printed: amount_due is null. No payment date or term is printed anywhere, so due_date is "
        "null "
        "(the completion, issue-time and transmission dates are distractors)."
    )
    sums = [
        SUM("공급가액 + 세액 = 합계금액", [(1, "subtotal"), (1, "tax")], "total"),
    ]
    return p, fields, notes, sums


# ===== 6 Brazilian NFS-e (BRL, dot grouping, dd/mm/yyyy): an engineering consultancy bills an agro-industrial
# company; service value with ISS computed inside it (no pre-tax total printed); federal withholdings (PIS,
# COFINS, CSLL, IRRF) deducted to the net value (sum); the due date only inside the service description;
# verification code, RPS number and issue time
@doc("b38_inv_br_nfse_retencoes_federais", "invoice", "Lumiar Consultoria NFS-e 00002863")
def inv_br():
    L = dict(
        tot=46870,
        iss=1874.80,
        pis=304.66,
        cof=1406.10,
        csl=468.70,
        irr=703.05,
        net=43987.49,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=40, xr=555, top=50, size=8)
    p.rect(36, 34, 559, 806, 0.8)
    s.t("PREFEITURA MUNICIPAL DE MARINGÁ", 11, True, x=297, align="c")
    s.t("SECRETARIA MUNICIPAL DE FAZENDA", 8, x=297, align="c")
    s.t("NOTA FISCAL DE SERVIÇOS ELETRÔNICA – NFS-e", 11, True, x=297, align="c")
    s.skip(4)
    q_hdr = s.row(
        [
            (44, "Número da Nota: 00002863"),
            (190, "Data e Hora de Emissão: 13/08/2025 15:22:41"),
            (400, "Código de Verificação: 7KQ4-2MXB"),
        ],
        7.4,
        True,
    )
    s.row(
        [
            (44, "RPS nº 2214, série A, emitido em 13/08/2025"),
            (300, "Competência: 08/2025"),
            (430, "Local da prestação: Maringá/PR"),
        ],
        7,
    )
    p.hline(s.y - 6, 36, 559, 0.8)
    s.skip(6)
    s.t("PRESTADOR DE SERVIÇOS", 7.6, True, x=297, align="c")
    q_pre = s.t("Razão Social: Lumiar Consultoria em Engenharia Ltda.", 8.4, True)
    s.row([(40, "CNPJ: 41.287.530/0001-62"), (250, "Inscrição Municipal: 7.418.552-0")], 7.6)
    s.t("Endereço: Av. Cerro Azul, 2218, sala 604 – Zona 2 – Maringá/PR – CEP 87010-055", 7.6)
    s.t("E-mail: faturamento@lumiarengenharia.example · Telefone: (44) 3227-1840", 7.6)
    p.hline(s.y - 6, 36, 559, 0.8)
    s.skip(6)
    s.t("TOMADOR DE SERVIÇOS", 7.6, True, x=297, align="c")
    q_tom = s.t("Razão Social: Agroindustrial Serra Azul S.A.", 8.4, True)
    s.row([(40, "CNPJ: 08.514.662/0003-17"), (250, "Inscrição Municipal: isento")], 7.6)
    s.t("Endereço: Rodovia PR-317, km 118 – Zona Rural – Floresta/PR – CEP 87120-000", 7.6)
    s.t("A/C: Departamento de Contas a Pagar · contaspagar@serraazul.example", 7.6)
    p.hline(s.y - 6, 36, 559, 0.8)
    s.skip(6)
    s.t("DISCRIMINAÇÃO DOS SERVIÇOS", 7.6, True, x=297, align="c")
    tot_v = D("46870.00")
    disc = para(
        s,
        "Serviços de consultoria em engenharia de processos – etapa 2 (diagnóstico e projeto básico da linha "
        "de secagem de grãos), conforme contrato nº 118/2025 assinado em 02/06/2025 e medição aprovada em "
        "08/08/2025. Vencimento da fatura: 17/09/2025. Pagamento por boleto bancário ou transferência para o "
        "Banco 341, agência 0877, conta 41520-3. Valor aproximado dos tributos: 16,33%.",
        x=44,
        w=507,
        size=7.8,
    )
    s.skip(70)
    p.hline(s.y - 6, 36, 559, 0.8)
    s.skip(4)
    q_tot = s.t(f"VALOR TOTAL DA NOTA = R$ {dot(tot_v)}", 11, True, x=297, align="c")
    p.hline(s.y - 8, 36, 559, 0.8)
    s.skip(4)
    s.t(
        "Código do serviço: 7.03 – Elaboração de planos, projetos básicos e projetos executivos de "
        "engenharia",
        7.2,
    )
    s.skip(2)
    rates = [("PIS", "0.65"), ("COFINS", "3.00"), ("CSLL", "1.00"), ("IRRF", "1.50")]
    ret = {k: pct(tot_v, r) for k, r in rates}
    q_ret = {}
    cw = 128
    y = s.y
    for i, (k, r) in enumerate(rates):
        q_ret[k] = capbox(
            p,
            40 + i * cw,
            y,
            40 + (i + 1) * cw,
            y + 26,
            f"{k} retido ({dot(D(r))}%)",
            f"R$ {dot(ret[k])}",
            vsize=8.2,
        )
    y += 26
    iss = pct(tot_v, 4)
    bx = [
        ("Valor Total do Serviço", f"R$ {dot(tot_v)}"),
        ("Deduções", "R$ 0,00"),
        ("Base de Cálculo do ISS", f"R$ {dot(tot_v)}"),
        ("Alíquota ISS", "4,00%"),
    ]
    q_b = [
        capbox(p, 40 + i * cw, y, 40 + (i + 1) * cw, y + 26, c, v_, vsize=8.2) for i, (c, v_) in enumerate(bx)
    ]
    y += 26
    net = tot_v - sum(ret.values(), D(0))
    q_iss = capbox(p, 40, y, 40 + cw, y + 26, "Valor do ISS", f"R$ {dot(iss)}", vsize=8.2)
    capbox(p, 40 + cw, y, 40 + 2 * cw, y + 26, "ISS Retido", "Não", vsize=8.2)
    capbox(p, 40 + 2 * cw, y, 40 + 3 * cw, y + 26, "INSS retido", "R$ 0,00", vsize=8.2)
    q_net = capbox(p, 40 + 3 * cw, y, 40 + 4 * cw, y + 26, "Valor Líquido da Nota", f"R$ {dot(net)}", vsize=9)
    s.y = y + 46
    s.t("OUTRAS INFORMAÇÕES", 7.6, True)
    para(
        s,
        "O ISS é devido ao Município de Maringá pelo prestador, no regime normal de apuração. Retenções de "
        "PIS, COFINS, CSLL e IRRF efetuadas pelo tomador conforme a legislação federal. Esta NFS-e "
        "substitui o "
        "RPS nº 2214. A autenticidade pode ser verificada no portal da Prefeitura com o código de "
        "verificação.",
        size=7.2,
    )
    check(L, tot=tot_v, iss=iss, pis=ret["PIS"], cof=ret["COFINS"], csl=ret["CSLL"], irr=ret["IRRF"], net=net)
    fields = {
        "invoice_number": F("00002863", 1, q_hdr),
        "invoice_date": F("2025-08-13", 1, q_hdr),
        "due_date": F("2025-09-17", 1, "Vencimento da fatura: 17/09/2025."),
        "vendor_name": F("Lumiar Consultoria em Engenharia Ltda.", 1, q_pre),
        "bill_to": F("Agroindustrial Serra Azul S.A.", 1, q_tom),
        "currency": F("BRL", 1, q_tot),
        "subtotal": NULL(),
        "tax": F(L["iss"], 1, q_iss),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["net"], 1, q_net),
    }
    notes = (
        "Brazilian electronic service invoice (NFS-e), BRL ('R$') with dot grouping and comma decimals, "
        "dates "
        "dd/mm/yyyy. invoice_number is the Número da Nota (not the RPS number or the verification code); "
        "invoice_date the issue date; due_date the Vencimento da fatura printed inside the service "
        "description (the contract, measurement and competence dates are distractors). vendor_name the "
        "Prestador, bill_to the Tomador (not its accounts-payable department). The ISS is contained in the "
        "service value: no total before tax is printed (the ISS calculation base equals the total), so "
        "subtotal "
        "is null; tax is the Valor do ISS; total the Valor Total da Nota. The federal withholdings (PIS, "
        "COFINS, "
        "CSLL, IRRF) are deducted from the total to the Valor Líquido da Nota, the amount_due (sum). The "
        "approximate tax burden is a percentage only."
    )
    sums = [
        SUM(
            "total - retenções = líquido",
            [(1, "total")]
            + [
                (-1, T(f"{k} retido", L[kk], 1, q_ret[k]))
                for k, kk in (("PIS", "pis"), ("COFINS", "cof"), ("CSLL", "csl"), ("IRRF", "irr"))
            ],
            "amount_due",
        ),
    ]
    del disc, q_b
    return p, fields, notes, sums


# ===== 7 Irish credit note (EUR, comma grouping, dd/mm/yyyy and d Month yyyy): a builders' merchant credits
# returned goods at 23 % and 13.5 % less a restocking charge; all amounts printed negative; VAT by rate (sum);
# the
# original invoice with its own number, date and total; delivery site; no due date and no amount payable
@doc("b38_inv_ie_credit_note_two_vat_rates", "invoice", "Corrib Builders Providers credit note CN-204417")
def inv_ie():
    L = dict(
        sub=-2235.96,
        v23=-332.11,
        v135=-106.92,
        tax=-439.03,
        tot=-2674.99,
        rst=160.44,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.4)
    s.t("CORRIB", 24, True, color=(0.1, 0.25, 0.5))
    s.t("BUILDERS PROVIDERS", 9, True, color=(0.1, 0.25, 0.5))
    s.y = 56
    s.t("CREDIT NOTE", 18, True, x=547, align="r")
    s.y = 80
    block_at(
        s,
        400,
        [
            "Corrib Builders Providers Limited",
            "Tuam Road Business Park",
            "Galway H91 X2E7",
            "VAT No. IE 3418872QH",
            "accounts@corribbp.example",
        ],
        7.2,
        lead=9.8,
        bold_first=True,
    )
    s.skip(16)
    y0 = s.y
    q_cus = block_at(
        s,
        48,
        [
            "Kilbride Modular Homes Ltd",
            "Unit 7, Oranmore Enterprise Centre",
            "Oranmore",
            "Co. Galway H91 T8C2",
        ],
        8.8,
        "CREDIT TO",
        6.4,
        12,
        True,
    )
    s.y = y0
    block_at(
        s,
        300,
        ["Site 4, Ballyvolane Road", "Cork T23 E4K9", "Contact: Declan Furey (site manager)"],
        7.8,
        "DELIVERED TO",
        6.4,
        11,
    )
    s.y = max(s.y, y0 + 66)
    info = [
        ("Credit Note No.", "CN-204417"),
        ("Credit Note Date", "10/12/2024"),
        ("Account No.", "KIL0042"),
        ("Original Invoice", "SI-771925 of 21/11/2024"),
        ("Reason", "Goods returned unused (RMA 5531)"),
    ]
    q_i = []
    for k, v_ in info:
        p.text(48, s.y, k, 8, color=GREY)
        p.text(160, s.y, v_, 8.2, True)
        q_i.append(f"{k} {v_}")
        s.y += 12.5
    s.skip(10)
    cols = [(48, "l"), (118, "l"), (372, "r"), (430, "r"), (470, "r"), (547, "r")]
    band(s, cols, ["Code", "Description", "Qty", "Unit €", "VAT", "Net €"], x1=547)
    lines_ = [
        ("TMB-4720", "C16 timber 47 × 200 mm, 4.8 m", -24, "21.85", "23"),
        ("INS-PIR100", "PIR insulation board 100 mm 2.4 × 1.2 m", -18, "48.60", "23"),
        ("FIX-JH300", "Joist hanger 47 × 300 mm, galvanised", -60, "3.42", "23"),
        ("CON-RMC30", "Ready-mix concrete C30/37 (cancelled load)", -6, "132.00", "13.5"),
    ]
    nets = {"23": D(0), "13.5": D(0)}
    for c, d_, q, u, r in lines_:
        a = ext(q, u)
        nets[r] += a
        trow(s, cols, [c, d_, str(q), com(D(u)), f"{r}%", com(a)], 7.6)
    rst = pct(-nets["23"], 10)
    nets["23"] += rst
    trow(
        s,
        cols,
        ["RST-10", "Restocking charge 10% of returned goods at 23%", "1", com(rst), "23%", com(rst)],
        7.6,
    )
    s.rule()
    s.skip(10)
    sub = nets["23"] + nets["13.5"]
    v23 = pct(nets["23"], 23)
    v135 = pct(nets["13.5"], D("13.5"))
    tax = v23 + v135
    totl = sub + tax
    xl, xr = 330, 547
    q_sub = tot(s, xl, xr, "Total net (excl. VAT)", eur(sub), 8.4)
    q_23 = tot(s, xl, xr, f"VAT @ 23% on {com(nets['23'])}", com(v23), 8)
    q_135 = tot(s, xl, xr, f"VAT @ 13.5% on {com(nets['13.5'])}", com(v135), 8)
    q_tax = tot(s, xl, xr, "Total VAT", eur(tax), 8.4)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_tot = tot(s, xl, xr, "TOTAL CREDIT", eur(totl), 11, True)
    s.skip(10)
    para(
        s,
        "This credit note reduces invoice SI-771925 of 21 November 2024 (invoice total €6,918.44). The "
        "credit "
        "will be allocated against your account KIL0042 and shown on your December statement; no payment is "
        "due. Returned goods were inspected at our Galway yard on 9 December 2024.",
        size=7.6,
    )
    s.y = 800
    s.t(
        "Corrib Builders Providers Limited · Registered in Ireland No. 618274 · Directors: A. Ó Flaithearta, "
        "M. Keane, R. Silke",
        6.4,
        color=GREY,
    )
    check(L, sub=sub, v23=v23, v135=v135, tax=tax, tot=totl, rst=rst)
    fields = {
        "invoice_number": F("CN-204417", 1, q_i[0]),
        "invoice_date": F("2024-12-10", 1, q_i[1]),
        "due_date": NULL(),
        "vendor_name": F("Corrib Builders Providers Limited", 1, "Corrib Builders Providers Limited"),
        "bill_to": F("Kilbride Modular Homes Ltd", 1, q_cus[0]),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Irish credit note, EUR with comma grouping, dates dd/mm/yyyy (and one written date in the text). "
        "All amounts are printed with minus signs, so subtotal, tax and total are negative (a restocking "
        "charge reduces the credit). invoice_number is the credit note number and invoice_date its date; the "
        "original invoice number, its date and total are distractors, as are the inspection date and the "
        "account number. bill_to is the customer credited, not the delivery site or its contact. Total net "
        "is "
        "the subtotal, Total VAT the tax (23 % and 13.5 % lines, sum), TOTAL CREDIT the total. No due date "
        "and "
        "no amount payable are printed (the credit is allocated to the account; 'no payment is due'), so "
        "due_date and amount_due are null."
    )
    sums = [
        SUM(
            "VAT 23% + VAT 13.5% = total VAT",
            [(1, T("VAT 23%", L["v23"], 1, q_23)), (1, T("VAT 13.5%", L["v135"], 1, q_135))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 8 Singapore simplified tax invoice (SGD, comma grouping, d Month yyyy): GST-inclusive prices; only the
# total payable and the words that it includes GST at 9 % are printed (no GST amount, no pre-GST total);
# payment terms in days only; a PayNow UEN and a collection date
@doc("b38_inv_sg_simplified_tax_invoice_gst_incl", "invoice", "Kallang Print Studio simplified tax invoice")
def inv_sg():
    L = dict(
        tot=858.50,
    )
    p = Pdf(**dict(w=420, h=595))
    s = Sheet(p, x=30, xr=390, top=44, size=8)
    q_v = s.t("Kallang Print Studio Pte. Ltd.", 13, True, x=210, align="c")
    s.t("61 Kallang Bahru #02-14, Singapore 339305", 7.4, x=210, align="c")
    s.t("UEN / GST Reg. No. 201734859K · Tel 6294 1187", 7.4, x=210, align="c")
    s.skip(6)
    s.t("SIMPLIFIED TAX INVOICE", 11, True, x=210, align="c")
    s.skip(4)
    q_no = s.kv("Invoice No.", "KPS-25-0418", xv=120)
    q_dt = s.kv("Date", "6 May 2025", xv=120)
    q_to = s.kv("Customer", "Tanjong Rhu Learning Centre Pte Ltd", xv=120)
    s.kv("Job ref.", "TRLC term 2 brochures", xv=120)
    s.skip(6)
    cols = [(30, "l"), (280, "r"), (330, "r"), (390, "r")]
    band(s, cols, ["Item", "Qty", "Unit S$", "Amount S$"], 7, x0=30, x1=390)
    items = [
        ("A4 tri-fold brochure, 150 gsm art paper", 500, "0.92"),
        ("A5 flyer, double-sided", 800, "0.31"),
        ("Foam board poster A1", 3, "28.50"),
        ("Design amendment (1 hour)", 1, "65.00"),
    ]
    totl = D(0)
    for d_, q, u in items:
        a = ext(q, u)
        totl += a
        trow(s, cols, [d_, str(q), com(D(u)), com(a)], 7.6)
    s.rule()
    s.skip(10)
    q_tot = tot(s, 200, 390, "Total Payable (S$)", com(totl), 10, True)
    s.skip(2)
    q_gst = s.t("Price Payable includes GST at 9%", 8, True, x=390, align="r")
    s.skip(12)
    para(
        s,
        "Payment terms: 14 days from invoice date. PayNow to UEN 201734859K or cheque payable to 'Kallang "
        "Print "
        "Studio Pte. Ltd.' Goods ready for collection on 8 May 2025 after 2 pm. Please quote the invoice "
        "number "
        "with your payment.",
        size=7.2,
    )
    s.skip(10)
    s.t("Thank you for your business!", 8, x=210, align="c")
    check(L, tot=totl)
    fields = {
        "invoice_number": F("KPS-25-0418", 1, q_no),
        "invoice_date": F("2025-05-06", 1, q_dt),
        "due_date": NULL(),
        "vendor_name": F("Kallang Print Studio Pte. Ltd.", 1, q_v),
        "bill_to": F("Tanjong Rhu Learning Centre Pte Ltd", 1, q_to),
        "currency": F("SGD", 1, q_tot),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Singapore simplified tax invoice (A5), SGD ('S$') with comma grouping, date d Month yyyy. Line "
        "amounts include GST; the document prints only the total payable and the words 'Price Payable "
        "includes "
        "GST at 9%': no GST amount and no total before GST are printed, so tax and subtotal are null "
        "(computing "
        "them would be a false fill). Payment terms are given in days only and the collection date is not a "
        "due date, so due_date is null; nothing beyond the total is printed as payable, so amount_due is "
        "null. "
        "The job reference is not the invoice number."
    )
    del q_gst
    return p, fields, notes, []


# ===== 9 Israeli tax invoice in English, reissued copy (ILS, comma grouping, dd/mm/yyyy): the due date
# amended,
# with the replaced date printed beside it; VAT 18 %; an allocation number, a purchase order and a service
# period; balance due printed separately (equal to the total); bank details
@doc("b38_inv_il_tax_invoice_amended_due_date", "invoice", "Carmel Ridge Analytics tax invoice 30957")
def inv_il():
    L = dict(
        sub=33930,
        tax=6107.40,
        tot=40037.40,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=50, xr=545, top=60, size=8.4)
    s.t("Carmel Ridge Analytics Ltd.", 16, True, color=(0.2, 0.2, 0.45))
    s.t(
        "12 HaMada St., Yokneam Illit 2069203, Israel · Company No. 516428713 · Authorized Dealer 516428713",
        7.2,
        color=GREY,
    )
    s.skip(12)
    q_t = s.t("TAX INVOICE No. 30957", 14, True)
    s.t(
        "COPY – reissued 23/01/2025 with an amended due date (the original is cancelled)",
        7.6,
        color=(0.6, 0, 0),
    )
    s.skip(6)
    y0 = s.y
    q_b = block_at(
        s,
        50,
        [
            "Negev Solar Parks Ltd.",
            "Attn: Finance – Accounts Payable",
            "8 Ha'Taasiya St.",
            "Dimona 8610201, Israel",
            "Company No. 514170882",
        ],
        8.6,
        "BILL TO",
        6.4,
        12,
        True,
    )
    s.y = y0
    info = [
        ("Invoice date", "23/01/2025"),
        ("Due date", "16/02/2025 (amended; was 02/02/2025)"),
        ("Allocation No.", "118472905"),
        ("Customer PO", "NSP-PO-4471"),
        ("Currency", "ILS (₪)"),
    ]
    q_i = []
    for k, v_ in info:
        p.text(320, s.y, k, 7.8, color=GREY)
        p.text(400, s.y, v_, 7.8, True)
        q_i.append(f"{k} {v_}")
        s.y += 12
    s.y = max(s.y, y0 + 70)
    s.skip(8)
    cols = [(50, "l"), (380, "r"), (450, "r"), (545, "r")]
    band(s, cols, ["Description", "Qty", "Unit price ₪", "Amount ₪"], x1=545)
    items = [
        ("Plant performance analytics platform – 14 solar sites, January 2025", 14, "1,180.00"),
        ("Inverter fault-prediction module (add-on), January 2025", 14, "265.00"),
        ("On-site sensor recalibration, Ashalim site (technician day)", 2, "3,450.00"),
        ("Quarterly yield report preparation, Q4 2024", 1, "6,800.00"),
    ]
    sub = D(0)
    for d_, q, u in items:
        a = ext(q, u.replace(",", ""))
        sub += a
        trow(s, cols, [d_, str(q), u, com(a)], 7.6)
    s.rule()
    s.skip(10)
    tax = pct(sub, 18)
    totl = sub + tax
    xl, xr = 330, 545
    q_sub = tot(s, xl, xr, "Total before VAT", "₪" + com(sub), 8.4)
    q_tax = tot(s, xl, xr, "VAT 18%", "₪" + com(tax), 8.4)
    q_tot = tot(s, xl, xr, "Total including VAT", "₪" + com(totl), 9.4, True)
    s.skip(2)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_due = tot(s, xl, xr, "Balance due", "₪" + com(totl), 10.5, True)
    s.skip(10)
    para(
        s,
        "Service period 01/01/2025 – 31/01/2025. Please remit to Bank Leumi, branch 948, account "
        "61-774210/33, "
        "quoting invoice 30957. Income tax withholding at source applies at the rate on our valid "
        "certificate "
        "(currently 0%). The due date was extended at the customer's request of 20/01/2025.",
        size=7.6,
    )
    s.skip(16)
    s.t("Noa Ben-Haim, CFO", 8, True)
    s.t("Digitally signed document – original issued electronically", 6.8, color=GREY)
    check(L, sub=sub, tax=tax, tot=totl)
    fields = {
        "invoice_number": F("30957", 1, q_t),
        "invoice_date": F("2025-01-23", 1, q_i[0]),
        "due_date": F("2025-02-16", 1, q_i[1]),
        "vendor_name": F("Carmel Ridge Analytics Ltd.", 1, "Carmel Ridge Analytics Ltd."),
        "bill_to": F("Negev Solar Parks Ltd.", 1, q_b[0]),
        "currency": F("ILS", 1, q_i[4]),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Israeli tax invoice in English, ILS ('₪') with comma grouping, dates dd/mm/yyyy. A reissued copy "
        "whose due date was amended: due_date is the amended date, not the replaced one printed in brackets "
        "(the request date, the service period and the reissue note are distractors). invoice_number is the "
        "tax invoice number (the allocation number and the customer PO are distractors). bill_to the "
        "customer "
        "company, not its accounts-payable attention line. Total before VAT is the subtotal, VAT 18% the "
        "tax, "
        "Total including VAT the total; the separately printed Balance due is the amount_due (equal to the "
        "total). The withholding-at-source remark gives a rate only."
    )
    return p, fields, notes, []


# ===== 10 Indonesian faktur / invoice (IDR, dot grouping, d Month yyyy in Indonesian): a logistics company
# bills
# warehousing services; a discount to the sales price after discount (sum); VAT at 12 % computed on the 'other
# value' tax base of 11/12 of the price (a distractor base); a down payment deducted to the remaining bill
# (sum);
# tax-invoice serial number, contract and period references
@doc("b38_inv_id_faktur_dpp_nilai_lain_uang_muka", "invoice", "PT Sinar Kencana Logistik invoice 0386")
def inv_id():
    L = dict(
        gross=138502000,
        disc=3462550,
        sub=135039450,
        dpp=123786163,
        tax=14854340,
        tot=149893790,
        dp=40000000,
        due=109893790,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=56, size=8.2)
    s.t("PT Sinar Kencana Logistik", 15, True, color=(0.05, 0.35, 0.3))
    s.t(
        "Jl. Raya Cakung Cilincing Km 3 No. 18, Jakarta Utara 14130 · NPWP 0731.4482.6610.4000",
        7.2,
        color=GREY,
    )
    s.skip(10)
    q_t = s.t("INVOICE / FAKTUR No. INV/SKL/2025/07/0386", 13, True)
    s.skip(4)
    y0 = s.y
    q_b = block_at(
        s,
        46,
        [
            "PT Mitra Boga Nusantara",
            "u.p. Bagian Keuangan",
            "Kawasan Industri Jababeka II Blok HH-7",
            "Cikarang, Bekasi 17530",
        ],
        8.4,
        "DITAGIHKAN KEPADA",
        6.4,
        11.6,
        True,
    )
    s.y = y0
    info = [
        ("Tanggal", "23 Juli 2025"),
        ("Jatuh tempo", "21 Agustus 2025"),
        ("No. Kontrak", "SKL-KTR/118/2025"),
        ("Periode", "1–30 Juni 2025"),
        ("No. Seri Faktur Pajak", "04002500418863127"),
    ]
    q_i = []
    for k, v_ in info:
        p.text(320, s.y, k, 7.8, color=GREY)
        p.text(420, s.y, v_, 7.8, True)
        q_i.append(f"{k} {v_}")
        s.y += 12
    s.y = max(s.y, y0 + 66)
    s.skip(8)
    cols = [(46, "l"), (330, "r"), (360, "l"), (450, "r"), (549, "r")]
    band(s, cols, ["Uraian", "Kuantitas", "Satuan", "Harga (Rp)", "Jumlah (Rp)"], x1=549)
    items = [
        ("Sewa ruang gudang berpendingin (chiller)", 420, "m²", "118500"),
        ("Penanganan barang masuk (inbound)", 1860, "palet", "14750"),
        ("Penanganan barang keluar (outbound)", 2215, "palet", "16200"),
        ("Jasa pengepakan ulang", 640, "karton", "3850"),
        ("Pengiriman ke DC Cikarang", 18, "trip", "1275000"),
    ]
    gross = D(0)
    for d_, q, u, pr in items:
        a = D(q) * D(pr)
        gross += a
        trow(s, cols, [d_, dot(q, 0), u, dot(D(pr), 0), dot(a, 0)], 7.6)
    s.rule()
    s.skip(10)
    disc = (gross * D("0.025")).quantize(D(1), rounding=ROUND_HALF_UP)
    sub = gross - disc
    dpp = (sub * 11 / D(12)).quantize(D(1), rounding=ROUND_HALF_UP)
    tax = (dpp * D("0.12")).quantize(D(1), rounding=ROUND_HALF_UP)
    totl = sub + tax
    dp = D("40000000")
    due = totl - dp
    xl, xr = 250, 549
    q_g = tot(s, xl, xr, "Harga jual", "Rp " + dot(gross, 0), 8.2)
    q_d = tot(s, xl, xr, "Dikurangi potongan harga (2,5%)", "Rp -" + dot(disc, 0), 8.2)
    q_sub = tot(s, xl, xr, "Harga jual setelah potongan", "Rp " + dot(sub, 0), 8.4, True)
    q_dpp = tot(
        s, xl, xr, "DPP nilai lain (11/12 × harga jual setelah potongan)", "Rp " + dot(dpp, 0), 7.8, grey=True
    )
    q_tax = tot(s, xl, xr, "PPN 12% × DPP nilai lain", "Rp " + dot(tax, 0), 8.4)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_tot = tot(s, xl, xr, "Total tagihan", "Rp " + dot(totl, 0), 9.6, True)
    q_dp = tot(s, xl, xr, "Dikurangi uang muka (diterima 3 Juni 2025)", "Rp -" + dot(dp, 0), 8.2)
    q_due = tot(s, xl, xr, "Sisa tagihan", "Rp " + dot(due, 0), 10.5, True)
    s.skip(10)
    para(
        s,
        "Pembayaran ditransfer ke rekening Bank Mandiri KCP Cakung No. 125-00-4471188-2 a.n. PT Sinar "
        "Kencana "
        "Logistik paling lambat pada tanggal jatuh tempo. PPh Pasal 23 dipotong oleh pengguna jasa sesuai "
        "ketentuan dan bukti potong mohon dikirim ke finance@sinarkencana.example.",
        size=7.4,
    )
    s.skip(20)
    s.t("Jakarta, 23 Juli 2025", 8, x=400)
    s.skip(30)
    s.t("Rudy Hartanto", 8, True, x=400)
    s.t("Manajer Keuangan", 7.4, x=400)
    check(L, gross=gross, disc=disc, sub=sub, dpp=dpp, tax=tax, tot=totl, dp=dp, due=due)
    fields = {
        "invoice_number": F("INV/SKL/2025/07/0386", 1, q_t),
        "invoice_date": F("2025-07-23", 1, q_i[0]),
        "due_date": F("2025-08-21", 1, q_i[1]),
        "vendor_name": F("PT Sinar Kencana Logistik", 1, "PT Sinar Kencana Logistik"),
        "bill_to": F("PT Mitra Boga Nusantara", 1, q_b[0]),
        "currency": F("IDR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Indonesian invoice (faktur), IDR ('Rp') with dot grouping and no decimals, dates d Month yyyy in "
        "Indonesian. invoice_number from the title (the tax-invoice serial number and the contract number "
        "are "
        "distractors); invoice_date the Tanggal, due_date the Jatuh tempo (the service period and the down "
        "payment date are distractors). bill_to the customer company, not its finance department. The price "
        "after discount is the subtotal (sum); the VAT tax base 'DPP nilai lain' (11/12 of it) is only the "
        "base "
        "of the 12 % PPN, which is the tax; Total tagihan the total (subtotal + tax); the down payment is "
        "deducted to Sisa tagihan, the amount_due (sum)."
    )
    sums = [
        SUM(
            "harga jual - potongan = setelah potongan",
            [(1, T("harga jual", L["gross"], 1, q_g)), (1, T("potongan", -L["disc"], 1, q_d))],
            "subtotal",
        ),
        SUM(
            "total - uang muka = sisa tagihan",
            [(1, "total"), (1, T("uang muka", -L["dp"], 1, q_dp))],
            "amount_due",
        ),
    ]
    del q_dpp
    return p, fields, notes, sums


# ===== 11 Croatian R-1 račun for a construction progress billing (EUR, dot grouping, dd.mm.yyyy.): domestic
# reverse charge, so VAT is named only with its rate and no VAT amount is printed; cumulative work to date and
# earlier situations as distractors (this situation = to date - earlier, sum); fiscalisation codes JIR and
# ZKI;
# issue time, delivery date and due date; the investor's site
@doc("b38_inv_hr_racun_prijenos_porezne_obveze", "invoice", "Jadran Izolacije račun 418/P2/1")
def inv_hr():
    L = dict(
        cum=131722.50,
        prev=98412.55,
        sub=33309.95,
    )
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=54, size=8.2)
    s.t("JADRAN IZOLACIJE d.o.o.", 15, True, color=(0.1, 0.3, 0.55))
    s.t(
        "Hidroizolacije i toplinske izolacije · Ul. Josipa Kršnjavoga 22, 51000 Rijeka · OIB 47128360915",
        7.2,
        color=GREY,
    )
    s.t("IBAN HR62 2402 0061 1008 4471 5 (Erste & Steiermärkische Bank d.d.)", 7.2, color=GREY)
    s.skip(12)
    y0 = s.y
    q_k = block_at(
        s,
        46,
        ["Kvarner Gradnja d.d.", "Riječka cesta 140", "51215 Kastav", "OIB 80315724466"],
        8.6,
        "KUPAC",
        6.4,
        12,
        True,
    )
    s.y = y0
    block_at(
        s,
        320,
        [
            "Gradilište: Stambeno-poslovna zgrada",
            "Vežica, Rijeka – lamela B",
            "Investitor: Liburnia Nekretnine d.o.o.",
        ],
        7.6,
        "MJESTO IZVOĐENJA",
        6.4,
        10.6,
    )
    s.y = max(s.y, y0 + 62)
    s.skip(4)
    q_t = s.t("RAČUN R-1 br. 418/P2/1", 14, True)
    s.t("Privremena obračunska situacija br. 3 – ugovor br. 62/2025", 8.4)
    s.skip(4)
    info = [
        ("Datum i vrijeme izdavanja:", "23.10.2025. 10:14"),
        ("Datum isporuke:", "17.10.2025."),
        ("Datum dospijeća:", "27.11.2025."),
        ("Način plaćanja:", "transakcijski račun"),
        ("Poziv na broj:", "HR01 418-2025"),
        ("Operater:", "Ivana Matić"),
    ]
    q_i = []
    for k, v_ in info:
        p.text(46, s.y, k, 7.8, color=GREY)
        p.text(180, s.y, v_, 7.8, True)
        q_i.append(f"{k} {v_}")
        s.y += 11.5
    s.skip(8)
    cols = [(46, "l"), (290, "l"), (370, "r"), (430, "r"), (490, "r"), (549, "r")]
    band(s, cols, ["Opis radova", "J.m.", "Ugovoreno", "Do sada", "Cijena", "Iznos €"], x1=549)
    items = [
        ("Hidroizolacija temelja, bitumenske trake 2 × 4 mm", "m²", 1240, 1240, "18.45"),
        ("Toplinska izolacija ETICS, EPS 14 cm", "m²", 2860, 1975, "39.80"),
        ("Hidroizolacija ravnog krova, PVC membrana 1,5 mm", "m²", 980, 410, "27.35"),
        ("Izolacija podnih ploča, XPS 8 cm", "m²", 1510, 1510, "12.60"),
    ]
    cum = D(0)
    for d_, u, c, done, pr in items:
        a = ext(done, pr)
        cum += a
        trow(s, cols, [d_, u, dot(c, 0), dot(done, 0), dot(D(pr)), dot(a)], 7.4)
    s.rule()
    s.skip(10)
    prev = D("98412.55")
    sub = cum - prev
    xl, xr = 250, 549
    q_cum = tot(s, xl, xr, "Ukupno izvedeno do sada", dot(cum) + " €", 8)
    q_prev = tot(s, xl, xr, "Umanjeno za situacije br. 1 i 2", "-" + dot(prev) + " €", 8)
    q_sub = tot(s, xl, xr, "Iznos ove situacije bez PDV-a", dot(sub) + " €", 8.6, True)
    q_vat = tot(s, xl, xr, "PDV 25 % – prijenos porezne obveze", "obračunava primatelj", 8)
    p.hline(s.y - 9, xl, xr, 0.8)
    q_tot = tot(s, xl, xr, "UKUPNO ZA PLATITI", dot(sub) + " €", 10.5, True)
    s.skip(8)
    para(
        s,
        "Oslobođeno PDV-a: prijenos porezne obveze sukladno čl. 75. st. 3. t. a) Zakona o PDV-u; porez "
        "obračunava primatelj računa. Situaciju je ovjerio nadzorni inženjer Marko Vukić dana 21.10.2025.",
        size=7.4,
    )
    s.skip(6)
    s.t("ZKI: 9f3a41c07be2d58416a0c3e7d2b95f18", 7, color=GREY)
    s.t("JIR: 6e2c81d4-7b0a-4f39-a51e-3d8c20fb9e47", 7, color=GREY)
    s.skip(20)
    s.t("Za Jadran Izolacije d.o.o.: Tomislav Radić, direktor", 7.8)
    check(L, cum=cum, prev=prev, sub=sub)
    fields = {
        "invoice_number": F("418/P2/1", 1, q_t),
        "invoice_date": F("2025-10-23", 1, q_i[0]),
        "due_date": F("2025-11-27", 1, q_i[2]),
        "vendor_name": F("Jadran Izolacije d.o.o.", 1, "JADRAN IZOLACIJE d.o.o."),
        "bill_to": F("Kvarner Gradnja d.d.", 1, q_k[0]),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": NULL(),
        "total": F(L["sub"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Croatian R-1 invoice for a construction progress billing (privremena situacija), EUR with dot "
        "grouping and comma decimals, dates dd.mm.yyyy. with a trailing dot. invoice_number is the fiscal "
        "number 418/P2/1 (the situation number, the contract number and the payment reference are "
        "distractors); invoice_date the issue date (not the delivery date or the supervisor's approval); "
        "due_date the Datum dospijeća. bill_to the buyer, not the site or its investor. Domestic reverse "
        "charge: "
        "VAT is named only with its 25 % rate, 'obračunava primatelj', and no VAT amount is printed, so "
        "tax is "
        "null. The work to date less the earlier situations gives this situation's amount without VAT "
        "(subtotal, sum), which is also UKUPNO ZA PLATITI, the total; nothing else is printed as payable, so "
        "amount_due is null."
    )
    sums = [
        SUM(
            "do sada - ranije situacije = ova situacija",
            [
                (1, T("izvedeno do sada", L["cum"], 1, q_cum)),
                (1, T("situacije 1 i 2", -L["prev"], 1, q_prev)),
            ],
            "subtotal",
        ),
    ]
    del q_vat
    return p, fields, notes, sums
