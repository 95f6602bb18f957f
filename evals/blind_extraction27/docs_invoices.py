"""Invoice builders for blind_extraction27 (11 documents).  All parties, numbers,
dates and addresses are invented.  Each builder computes what it prints and checks
the hand-written label literals with same()."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, ext, grid, pct
from pdfkit import CH, EU, SP, US, Pdf, q
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


def PT(x):
    """Portuguese grouping: 1 234,56"""
    return SP(x)


# ===== 1 Portuguese fatura from a self-employed engineer: IVA 23 %, IRS withholding to Total a pagar
@doc("b27_inv_pt_fatura_retencao_irs", "invoice", "Leonor Quaresma Brandão engenharia fatura FT LQB2028/31")
def inv_pt():
    L = dict(sub=4564.4, tax=1049.81, tot=5614.21, ret=1004.18, due=4610.03)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=46, xr=549, top=52, size=8.3)
    q_vendor = s.t("Leonor Quaresma Brandão", 15, True, color=(0.05, 0.2, 0.45))
    s.t(
        "Engenharia Civil · Estruturas e Fundações · Membro da Ordem dos Engenheiros n.º 48317",
        7.6,
        color=GREY,
    )
    s.t("Travessa do Bonjóia 58, 1.º Dto · 4300-082 Porto · NIF 219 874 306", 7.6, color=GREY)
    s.t("leonor.brandao@estruturas-lqb.example · 912 448 730", 7.6, color=GREY)
    p.rect(420, 40, 549, 78, 0.8)
    p.text(484.5, 55, "FATURA", 12, True, align="c")
    p.text(484.5, 70, "Original", 7.4, align="c", color=GREY)
    s.skip(14)
    y0 = s.y
    side(
        s,
        46,
        ["Tâmega Habitat Construções, S.A.", "Zona Industrial de Lustosa, Lote 22", "4620-713 Lousada"],
        caption="Exmo.(s) Senhor(es)",
    )
    s.y = y0
    bill = side(
        s,
        318,
        ["NIF cliente 509 316 284", "Obra: Moradia unifamiliar T4", "Rua de Ordins 17, Paços de Ferreira"],
        size=8,
        first_bold=False,
        caption="Dados do cliente / obra",
    )
    s.y = y0 + 60
    q_bill = "Exmo.(s) Senhor(es) Tâmega Habitat Construções, S.A."
    info = [
        (46, 160, "Fatura n.º", "FT LQB2028/31"),
        (160, 262, "Data de emissão", "2028-03-16"),
        (262, 364, "Data de vencimento", "2028-04-15"),
        (364, 460, "ATCUD", "JQ7KW3PB-31"),
        (460, 549, "Cond. pagamento", "30 dias"),
    ]
    q_info = strip(s, info, shade=0.93)
    s.t("Período de prestação dos serviços: 01-02-2028 a 29-02-2028 · Requisição do cliente RQ-THC-0447", 7.6)
    s.skip(6)
    xs = [(46, "l"), (330, "r"), (380, "r"), (440, "r"), (470, "r"), (549, "r")]
    head_row(s, cells(xs, ["Descrição", "Qtd.", "Un.", "Preço unit.", "IVA", "Valor"]))
    rows = [
        ("Projeto de estabilidade e contenção periférica - fase de execução", "1", "vg", "2850.00"),
        ("Acompanhamento técnico de obra (visitas de fevereiro)", "6", "vis.", "145.00"),
        ("Verificação de armaduras antes de betonagem da laje do piso 1", "2", "vis.", "118.00"),
        ("Relatório de inspeção de fissuração em muro de suporte existente", "1", "un.", "410.00"),
        ("Despesas de deslocação (8 x 62 km a 0,40 EUR/km), sem retenção", "496", "km", "0.40"),
    ]
    vals = []
    for name, qty, un, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [name, qty, un, PT(D(price)), "23%", PT(e)]), size=7.8, lead=13)
    fees = tot(vals[:4])
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tax = pct(sub, 23)
    total = sub + tax
    ret = pct(fees, 23)
    due = total - ret
    s.x = 318
    s.kv("Total ilíquido", PT(sub) + " €")
    s.kv("Descontos", PT(0) + " €")
    q_sub = s.kv("Total sem IVA", PT(sub) + " €")
    q_tax = s.kv("IVA à taxa normal 23%", PT(tax) + " €")
    s.rule()
    q_tot = s.kv("Total do documento", PT(total) + " €", bold=True)
    q_ret = s.kv(f"Retenção na fonte IRS 23% s/ {PT(fees)}", "-" + PT(ret) + " €")
    s.skip(4)
    p.shade(314, s.y - 13, 553, s.y + 6, 0.87)
    q_due = s.kv("Total a pagar", PT(due) + " €", bold=True, size=10)
    s.x = 46
    s.skip(16)
    s.t("Quadro resumo do IVA", 7.6, True)
    xr = [(46, "l"), (200, "r"), (300, "r"), (400, "r")]
    s.row(cells(xr, ["Taxa", "Incidência", "IVA", "Total"]), size=7.4, bold=True)
    s.row(cells(xr, ["Normal 23%", PT(sub), PT(tax), PT(total)]), size=7.4)
    s.skip(10)
    s.para(
        "Pagamento por transferência bancária para o IBAN PT50 0036 0418 9910 0073 5526 4 (Leonor Quaresma "
        "Brandão) até à data de vencimento. A retenção na fonte deve ser entregue pelo cliente nos termos "
        "do art.º 101.º do Código do IRS; a declaração anual de rendimentos será emitida em janeiro de 2029.",
        7.4,
    )
    s.skip(30)
    p.rect(46, s.y - 8, 110, s.y + 56, 0.6)
    p.text(78, s.y + 27, "QR", 10, True, align="c", color=GREY)
    s.x = 122
    s.t("Kq4T - Processado por programa certificado n.º 3291/AT", 7, color=GREY)
    s.t(
        "Os bens e/ou serviços foram colocados à disposição do adquirente na data do documento.",
        7,
        color=GREY,
    )
    s.x = 46
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["ret"], ret, "ret")
    same(L["due"], due, "due")
    del bill
    fields = {
        "invoice_number": F("FT LQB2028/31", 1, q_info),
        "invoice_date": F("2028-03-16", 1, "Data de emissão 2028-03-16"),
        "due_date": F("2028-04-15", 1, "Data de vencimento 2028-04-15"),
        "vendor_name": F("Leonor Quaresma Brandão", 1, q_vendor),
        "bill_to": F("Tâmega Habitat Construções, S.A.", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Portuguese fatura from a self-employed engineer (EUR, space-grouped figures with comma decimals, "
        "ISO dates in the header strip). vendor_name is the engineer's name printed as the letterhead. "
        "bill_to is the addressed company, not the construction site (obra). invoice_date is the Data de "
        "emissão, not the service period; due_date the Data de vencimento. subtotal is Total sem IVA, tax "
        "the IVA 23 % amount, total the Total do documento. The IRS withholding (retenção na fonte, also 23 "
        "%, on the fees only) is not tax on the invoice: it is deducted from the total to the separately "
        "printed Total a pagar (amount_due; sum)."
    )
    sums = [
        SUM(
            "Total do documento - retenção IRS = Total a pagar",
            [(1, "total"), (-1, T("Retenção na fonte IRS 23%", L["ret"], 1, q_ret))],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Italian fattura differita over two pages: A riportare / Riporto, sconto, trasporto, IVA 22 %
@doc("b27_inv_it_fattura_differita_riporto", "invoice", "Bulloneria Valseriana fattura differita 963/FV")
def inv_it():
    L = dict(sub=2509.16, tax=552.02, tot=3061.18, rip=2213.62, merce=2547.07, sconto=76.41, trasp=38.5)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=50, size=8.2)

    def header(page):
        p.rect(44, 706, 551, 770, 0.5)
        p.text(50, 718, "Coordinate bancarie", 6.8, True, color=GREY)
        p.text(50, 730, "Credito Cooperativo Orobico · IBAN IT37 K084 4052 5200 0000 0318 447", 7.4)
        p.text(
            50,
            742,
            "Condizioni generali di vendita sul retro del listino 2028 e su richiesta.",
            7,
            color=GREY,
        )
        p.text(50, 754, "Foro competente esclusivo: Bergamo.", 7, color=GREY)
        s.t("BULLONERIA VALSERIANA S.r.l.", 14, True, color=(0.55, 0.1, 0.1))
        s.t(
            "Viteria, bulloneria normalizzata e a disegno · Via Provinciale 118/C · 24021 Albino (BG)",
            7.4,
            color=GREY,
        )
        s.t("P.IVA IT03194870162 · Tel. 035 751 448 · ordini@valseriana-bulloni.example", 7.4, color=GREY)
        p.text(551, 62, f"Pag. {page}/2", 8, align="r")

    header(1)
    s.skip(10)
    y0 = s.y
    q_bill = side(
        s,
        300,
        [
            "Officine Meccaniche Camune Ricambi S.p.A.",
            "Via Leonardo da Vinci 41",
            "25043 Breno (BS)",
            "P.IVA IT02881650984 · SDI M5UXCR1",
        ],
        caption="Spett.le",
    )[0]
    s.y = y0
    side(
        s,
        44,
        ["Stabilimento di Darfo", "Via dell'Artigianato 7, Zona PIP", "25047 Darfo Boario Terme (BS)"],
        size=7.8,
        first_bold=False,
        caption="Destinazione merce",
    )
    s.y = max(s.y, y0 + 70)
    info = [
        (44, 190, "Tipo documento", "Fattura differita TD24"),
        (190, 290, "Numero", "963/FV"),
        (290, 390, "Data", "31/05/2028"),
        (390, 470, "Cod. cliente", "C00418"),
        (470, 551, "Vs. ordine", "OA-28-0712"),
    ]
    q_info = strip(s, info, shade=0.93)
    xs = [(44, "l"), (110, "l"), (352, "l"), (418, "r"), (462, "r"), (500, "r"), (551, "r")]
    hdr = ["Codice", "Descrizione", "U.M.", "Quantità", "Prezzo", "IVA", "Importo"]
    head_row(s, cells(xs, hdr))
    ddts = [
        (
            "DDT n. 2211 del 08/05/2028",
            [
                ("VTE8X30Z", "Vite TE 8.8 M8x30 UNI 5739 zincata bianca", "pz", "2400", "0.0462"),
                ("VTE10X40", "Vite TE 8.8 M10x40 UNI 5739 zincata bianca", "pz", "1800", "0.0915"),
                ("DAD8Z", "Dado esagonale 8 M8 UNI 5588 zincato", "pz", "3000", "0.0138"),
                ("DAD10Z", "Dado esagonale 8 M10 UNI 5588 zincato", "pz", "2000", "0.0224"),
                ("RON8L", "Rondella piana M8 UNI 6592 larga", "pz", "5000", "0.0071"),
                ("RON10L", "Rondella piana M10 UNI 6592 larga", "pz", "3000", "0.0102"),
                ("TCE6X20", "Vite TCEI 12.9 M6x20 UNI 5931 brunita", "pz", "1500", "0.0587"),
                ("TCE8X25", "Vite TCEI 12.9 M8x25 UNI 5931 brunita", "pz", "1200", "0.0934"),
            ],
        ),
        (
            "DDT n. 2290 del 17/05/2028",
            [
                ("GRW12", "Rondella Grower M12 DIN 127 zincata", "pz", "2500", "0.0163"),
                ("BAR16M1", "Barra filettata M16 classe 8.8 L=1000 zincata", "pz", "60", "4.8200"),
                ("DAD16AL", "Dado autobloccante M16 DIN 985 zincato", "pz", "400", "0.1840"),
                ("TAS10", "Tassello in acciaio M10 con vite TE", "pz", "300", "0.7350"),
                ("VTE12X60", "Vite TE 10.9 M12x60 UNI 5737 grezza", "pz", "800", "0.3380"),
                ("SPI4X40", "Spina elastica 4x40 ISO 8752", "pz", "1000", "0.0409"),
                ("INS8", "Inserto filettato M8 per lamiera", "pz", "700", "0.1275"),
            ],
        ),
        (
            "DDT n. 2354 del 24/05/2028",
            [
                ("VTC5X16", "Vite TC a croce M5x16 ISO 7045 inox A2", "pz", "2000", "0.0396"),
                ("DAD5X", "Dado esagonale M5 ISO 4032 inox A2", "pz", "2000", "0.0152"),
                ("RIV4X10", "Rivetto a strappo 4x10 alluminio/acciaio", "pz", "6000", "0.0118"),
                ("VAU48X19", "Vite autoperforante 4,8x19 testa flangiata", "pz", "4000", "0.0211"),
                ("GOL8", "Golfare maschio M8 DIN 580", "pz", "50", "1.6400"),
                ("GOL12", "Golfare maschio M12 DIN 580", "pz", "40", "2.9800"),
                ("PRI6", "Prigioniero M6x30 DIN 938 classe 8.8", "pz", "900", "0.0745"),
                ("SEE20", "Anello Seeger per albero d=20 DIN 471", "pz", "1200", "0.0233"),
                ("SEE25", "Anello Seeger per albero d=25 DIN 471", "pz", "1000", "0.0318"),
                ("CHI6", "Chiavetta 6x6x30 UNI 6604 forma A", "pz", "500", "0.0962"),
                ("CAV3", "Copiglia 3,2x32 ISO 1234 zincata", "pz", "1500", "0.0129"),
                ("TCE10X50", "Vite TCEI 12.9 M10x50 UNI 5931 brunita", "pz", "600", "0.2410"),
                ("FAS8", "Fascetta stringitubo 8-16 mm inox", "pz", "800", "0.1120"),
            ],
        ),
    ]
    page_tot = D(0)
    all_tot = D(0)
    q_c1 = q_c2 = None
    carried = None
    for ddt, rows in ddts:
        s.row([(110, ddt)], size=7.8, bold=True, lead=13)
        for code, name, um, qty, price in rows:
            if s.y > 540:
                s.rule()
                q_c1 = s.row([(330, "A riportare"), (551, "€ " + EU(page_tot), "r")], size=8.4, bold=True)
                p.footer("Bulloneria Valseriana S.r.l. · segue a pagina 2")
                s.new_page()
                header(2)
                s.skip(6)
                s.t("Fattura differita n. 963/FV del 31/05/2028 (continuazione)", 8.4, True)
                head_row(s, cells(xs, hdr))
                q_c2 = s.row(
                    [(110, "Riporto da pagina 1"), (551, "€ " + EU(page_tot), "r")], size=8.4, bold=True
                )
                carried = page_tot
                s.skip(2)
            e = ext(qty, price)
            page_tot += e
            all_tot += e
            pr = EU(D(price), 4)
            s.row(cells(xs, [code, name, um, EU(D(qty), 0), pr, "22", EU(e)]), size=7.6, lead=12.6)
    s.rule()
    s.skip(6)
    merce = all_tot
    sconto = q(merce * D("0.03"))
    trasp = D("38.50")
    sub = merce - sconto + trasp
    tax = pct(sub, 22)
    total = sub + tax
    s.x = 300
    q_merce = s.kv("Totale merce", "€ " + EU(merce))
    q_sconto = s.kv("Sconto cliente 3%", "-€ " + EU(sconto))
    q_trasp = s.kv("Spese di trasporto (IVA 22%)", "€ " + EU(trasp))
    q_sub = s.kv("Totale imponibile", "€ " + EU(sub))
    q_tax = s.kv("IVA 22% su imponibile", "€ " + EU(tax))
    s.rule()
    q_tot = s.kv("TOTALE DOCUMENTO", "€ " + EU(total), bold=True, size=9.6)
    s.kv("Netto a pagare", "€ " + EU(total), bold=True)
    s.x = 44
    s.skip(10)
    s.t(
        "Pagamento: Ri.Ba. 60 gg d.f.f.m. · Banca d'appoggio: Credito Cooperativo Orobico, filiale di Albino",
        7.6,
    )
    q_due = s.row([(44, "Scadenze:"), (110, "31/07/2028"), (200, "€ " + EU(total))], size=8, bold=True)
    s.skip(6)
    s.para(
        "Contributo ambientale CONAI assolto ove dovuto. Merce resa franco destino con nostro automezzo. "
        "Eventuali reclami devono pervenire entro 8 giorni dal ricevimento della merce. Documento trasmesso "
        "al Sistema di Interscambio: la presente è una copia di cortesia priva di valore fiscale.",
        7.2,
    )
    p.footer("Bulloneria Valseriana S.r.l. · Cap. soc. € 90.000,00 i.v. · REA BG-318844")
    same(L["rip"], carried, "rip")
    same(L["merce"], merce, "merce")
    same(L["sconto"], sconto, "sconto")
    same(L["trasp"], trasp, "trasp")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("963/FV", 1, q_info),
        "invoice_date": F("2028-05-31", 1, q_info),
        "due_date": F("2028-07-31", 2, q_due),
        "vendor_name": F(
            "Bulloneria Valseriana S.r.l.", 1, "BULLONERIA VALSERIANA S.r.l. Viteria, bulloneria"
        ),
        "bill_to": F("Officine Meccaniche Camune Ricambi S.p.A.", 1, "Spett.le " + q_bill),
        "currency": F("EUR", 2, q_tot),
        "subtotal": F(L["sub"], 2, q_sub),
        "tax": F(L["tax"], 2, q_tax),
        "total": F(L["tot"], 2, q_tot),
        "amount_due": F(L["tot"], 2, "Netto a pagare € " + EU(total)),
    }
    notes = (
        "Italian deferred invoice (fattura differita, EUR, dot-grouped figures with comma decimals, "
        "dd/mm/yyyy) over two pages. invoice_date is the document date in the header strip, not the three "
        "DDT dates; due_date is the single Ri.Ba. instalment date under Scadenze on page 2. bill_to is the "
        "Spett.le company, not the Destinazione merce plant. Page 1 ends with 'A riportare', brought "
        "forward on page 2 as 'Riporto da pagina 1' (a page carry-over, not a total; sum). subtotal is "
        "Totale imponibile (Totale merce less the 3 % customer discount plus carriage; sum), tax the IVA 22 "
        "% amount, total the TOTALE DOCUMENTO and amount_due the separately printed Netto a pagare (same "
        "figure)."
    )
    sums = [
        SUM(
            "A riportare (p. 1) = Riporto (p. 2)",
            [(1, T("A riportare", L["rip"], 1, q_c1))],
            T("Riporto da pagina 1", L["rip"], 2, q_c2),
        ),
        SUM(
            "Totale merce - sconto 3% + trasporto = Totale imponibile",
            [
                (1, T("Totale merce", L["merce"], 2, q_merce)),
                (-1, T("Sconto cliente 3%", L["sconto"], 2, q_sconto)),
                (1, T("Spese di trasporto", L["trasp"], 2, q_trasp)),
            ],
            "subtotal",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Austrian credit note (Gutschrift) with negative amounts, set off against the next payment
@doc("b27_inv_at_gutschrift_negativ", "invoice", "Fensterbau Gschnitzer Gutschrift GS-2028-0117")
def inv_at():
    L = dict(sub=-2692.2, tax=-538.44, tot=-3230.64, orig=21884.52, rest=18653.88)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=56, xr=539, top=56, size=8.6)
    q_vendor = s.t("Fensterbau Gschnitzer & Söhne GmbH", 14, True, color=(0.2, 0.3, 0.2))
    s.t("Holz- und Holz-Alu-Fenster · Haustüren · Sonnenschutz", 8, color=GREY)
    s.t("Gewerbepark Pirchanger 6 · 6130 Schwaz · Tirol · Tel. +43 5242 61 9 48", 7.6, color=GREY)
    s.skip(14)
    s.t("Fensterbau Gschnitzer & Söhne GmbH · Gewerbepark Pirchanger 6 · 6130 Schwaz", 6.4, color=GREY)
    y0 = s.y
    q_bill = s.t("Baumeister Wechselberger Bau GmbH", 9.6, True)
    s.t("z. H. Frau Ing. Verena Kapferer, Einkauf")
    s.t("Rossaugasse 19")
    s.t("6020 Innsbruck")
    yb = s.y
    s.y = y0
    s.x = 360
    q_no = s.t("Gutschrift Nr. GS-2028-0117", 9.4, True)
    q_date = s.t("Datum: 19.06.2028")
    s.t("Kundennummer: 20877")
    s.t("UID Kunde: ATU61847203")
    s.t("Ihr Bauvorhaben: Wohnanlage Amraser Feld, Haus B", 7.6)
    s.x = 56
    s.y = max(s.y, yb) + 16
    s.t("GUTSCHRIFT / RECHNUNGSKORREKTUR", 13, True)
    q_ref = s.t("zu unserer Rechnung Nr. RE-2028-1462 vom 22.05.2028 (Lieferung vom 16.05.2028)", 8.6)
    s.skip(4)
    s.para(
        "Sehr geehrte Frau Ing. Kapferer, aufgrund der Reklamation vom 02.06.2028 (Glasbruch bei "
        "Anlieferung und falsche Anschlagrichtung) schreiben wir Ihnen folgende Positionen gut:",
        8.4,
    )
    s.skip(4)
    xs = [(56, "l"), (96, "l"), (380, "r"), (440, "r"), (539, "r")]
    head_row(s, cells(xs, ["Pos.", "Bezeichnung", "Menge", "EP netto", "Gesamt netto"]))
    rows = [
        ("3", "Holz-Alu-Drehkippfenster 1-flg. 880 x 1430 mm, Dreifachglas", "-2", "694.50"),
        ("7", "Balkontür 1-flg. 900 x 2280 mm, Anschlag rechts statt links", "-1", "1128.00"),
        ("12", "Montage je Element (anteilig, nicht erbracht)", "-3", "96.00"),
        ("", "Abzüglich Wiedereinlagerung Balkontür (Rücknahmegebühr 10 %)", "1", "112.80"),
    ]
    vals = []
    for pos, name, qty, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [pos, name, qty, EU(D(price)), EU(e)]), size=8, lead=14)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tax = pct(sub, 20)
    total = sub + tax
    s.x = 320
    q_sub = s.kv("Nettobetrag", "EUR " + EU(sub))
    q_tax = s.kv("zzgl. 20 % USt.", "EUR " + EU(tax))
    s.rule()
    q_tot = s.kv("Gutschriftsbetrag brutto", "EUR " + EU(total), bold=True, size=9.6)
    s.x = 56
    s.skip(14)
    orig = D("21884.52")
    rest = orig + total
    s.para(
        "Der Gutschriftsbetrag wird mit Ihrer nächsten Zahlung verrechnet; eine Auszahlung erfolgt nicht. "
        f"Der offene Betrag unserer Rechnung RE-2028-1462 (ursprünglich EUR {EU(orig)}, fällig am "
        f"21.06.2028) "
        f"vermindert sich damit auf EUR {EU(rest)}.",
        8.4,
    )
    q_orig = f"(ursprünglich EUR {EU(orig)}, fällig am 21.06.2028)"
    q_rest = f"vermindert sich damit auf EUR {EU(rest)}."
    s.skip(6)
    s.t("Die Ersatzlieferung (Pos. 3 und 7) erfolgt mit gesonderter Rechnung voraussichtlich in KW 27.", 8.4)
    s.skip(20)
    s.t("Mit freundlichen Grüßen", 8.4)
    s.t("Fensterbau Gschnitzer & Söhne GmbH", 8.4)
    s.skip(50)
    p.hline(s.y - 10, 56, 539, 0.4)
    s.row(
        [
            (56, "FN 248173 k · LG Innsbruck"),
            (200, "UID ATU57739014"),
            (330, "Raiffeisenbank Schwaz · IBAN AT41 3634 0000 0214 6628"),
        ],
        6.6,
    )
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["orig"], orig, "orig")
    same(L["rest"], rest, "rest")
    fields = {
        "invoice_number": F("GS-2028-0117", 1, q_no),
        "invoice_date": F("2028-06-19", 1, q_date),
        "due_date": NULL(),
        "vendor_name": F("Fensterbau Gschnitzer & Söhne GmbH", 1, q_vendor),
        "bill_to": F("Baumeister Wechselberger Bau GmbH", 1, q_bill),
        "currency": F("EUR", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Austrian credit note (Gutschrift / Rechnungskorrektur, EUR, dot-grouped figures with comma "
        "decimals, dd.mm.yyyy). invoice_number and invoice_date are the credit note's own number and date, "
        "not the corrected invoice RE-2028-1462 or its delivery, complaint and due dates. The amounts are "
        "printed negative and labelled negative: subtotal is the Nettobetrag, tax the 20 % USt. line, total "
        "the Gutschriftsbetrag brutto. due_date and amount_due are null: the credit is set off against the "
        "next payment and nothing is payable on this document; the reduced open balance of the corrected "
        "invoice (original amount + this credit; sum) and its due date belong to the other invoice."
    )
    sums = [
        SUM(
            "Rechnung RE-2028-1462 + Gutschrift = offener Betrag",
            [(1, T("ursprünglicher Rechnungsbetrag", L["orig"], 1, q_orig)), (1, "total")],
            T("offener Betrag nach Gutschrift", L["rest"], 1, q_rest),
        ),
    ]
    del q_ref
    return p, fields, notes, sums


# ===== 4 Hungarian számla (HUF, no decimals): ÁFA 5 % and 27 % summary, three dates, dotted dates
@doc("b27_inv_hu_szamla_afa_osszesito", "invoice", "Dunakanyar Nyomda számla DN-2028/00734")
def inv_hu():
    L = dict(sub=8244200, tax=463998, tot=8708198, n5=8008800, n27=235400, a5=400440, a27=63558)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=42, xr=553, top=48, size=8.2)
    p.text(297.5, 60, "SZÁMLA", 18, True, align="c")
    s.y = 82
    s.t("Eredeti példány · 1. oldal / 1", 7.4, align="c", color=GREY)
    s.skip(8)
    y0 = s.y
    p.rect(42, y0 - 12, 294, y0 + 88, 0.6)
    p.rect(300, y0 - 12, 553, y0 + 88, 0.6)
    s.x = 48
    s.t("Eladó", 7, True, color=GREY)
    q_vendor = s.t("Dunakanyar Nyomda és Kiadványgyártó Kft.", 9.2, True)
    s.t("2600 Vác, Kosdi út 47.")
    s.t("Adószám: 24871093-2-13")
    s.t("Bankszámla: 11742087-20419366")
    s.t("Cégjegyzékszám: 13-09-187442", 7.6)
    s.y = y0
    s.x = 306
    s.t("Vevő", 7, True, color=GREY)
    q_bill = s.t("Tiszavirág Könyvkiadó Zrt.", 9.2, True)
    s.t("1087 Budapest, Hungária körút 13–15.")
    s.t("Adószám: 26391574-2-42")
    s.t("Vevőkód: TK-0093")
    s.x = 42
    s.y = y0 + 108
    info = [
        (42, 150, "Számla sorszáma", "DN-2028/00734"),
        (150, 244, "Fizetési mód", "átutalás"),
        (244, 346, "Teljesítés dátuma", "2028.07.07."),
        (346, 448, "Számla kelte", "2028.07.11."),
        (448, 553, "Fizetési határidő", "2028.08.10."),
    ]
    q_info = strip(s, info, shade=0.92)
    s.t("Megrendelés: TK-MR-28/118 (2028.06.02.) · Szállítólevél: SZL-28-2291", 7.6)
    s.skip(6)
    xs = [(42, "l"), (274, "r"), (284, "l"), (372, "r"), (424, "r"), (478, "r"), (553, "r")]
    head_row(
        s, cells(xs, ["Megnevezés", "Menny.", "Egys.", "Egységár", "Nettó érték", "ÁFA %", "Bruttó érték"])
    )
    rows = [
        ("Könyv: A Tisza ártéri erdei, keménytáblás, 320 old.", "2500", "db", "1864", 5),
        ("Könyv: Szalmakalap és csizma, puhatáblás, 176 old.", "3200", "db", "742", 5),
        ("Könyv: Madárhangok a Hortobágyon, spirálozott", "800", "db", "1218", 5),
        ("Plakát B1, 4+0 szín, 170 g matt műnyomó", "150", "db", "486", 27),
        ("Könyvjelző 50 x 180 mm, 4+4 szín, lakkozott", "6000", "db", "19", 27),
        ("Raklapos kiszállítás Budapestre, emelőhátfalas autóval", "1", "alk.", "48500", 27),
    ]
    base = {5: D(0), 27: D(0)}
    for name, qty, unit, price, rate in rows:
        net = ext(qty, price)
        gross = net + q(net * rate / D(100), 0)
        base[rate] += net
        s.row(
            cells(xs, [name, SP(D(qty), 0), unit, SP(D(price), 0), SP(net, 0), f"{rate}%", SP(gross, 0)]),
            size=7.6,
            lead=13.5,
        )
    s.rule()
    s.skip(10)
    a5 = q(base[5] * D("0.05"), 0)
    a27 = q(base[27] * D("0.27"), 0)
    sub = base[5] + base[27]
    tax = a5 + a27
    total = sub + tax
    s.t("ÁFA-összesítő", 8.4, True)
    xa = [(42, "l"), (240, "r"), (360, "r"), (480, "r")]
    s.row(cells(xa, ["ÁFA-kulcs", "Nettó", "ÁFA", "Bruttó"]), size=7.6, bold=True)
    q_b5 = s.row(cells(xa, ["5%", SP(base[5], 0) + " Ft", SP(a5, 0) + " Ft", SP(base[5] + a5, 0) + " Ft"]), 8)
    q_b27 = s.row(
        cells(xa, ["27%", SP(base[27], 0) + " Ft", SP(a27, 0) + " Ft", SP(base[27] + a27, 0) + " Ft"]), 8
    )
    s.rule()
    q_all = s.row(
        cells(xa, ["Összesen", SP(sub, 0) + " Ft", SP(tax, 0) + " Ft", SP(total, 0) + " Ft"]), 8, bold=True
    )
    s.skip(10)
    p.shade(290, s.y - 15, 553, s.y + 7, 0.88)
    q_tot = s.row([(296, "Fizetendő végösszeg:"), (549, SP(total, 0) + " Ft", "r")], size=10.5, bold=True)
    s.skip(6)
    s.t("Azaz: nyolcmillió-hétszáznyolcezer-százkilencvennyolc forint", 7.6, color=GREY)
    s.skip(14)
    s.para(
        "A könyvek az Áfa tv. 3. számú melléklete szerint 5%-os kulcs alá tartoznak. Késedelmes fizetés "
        "esetén a Ptk. 6:155. § szerinti késedelmi kamatot és 40 eurónak megfelelő behajtási "
        "költségátalányt számítunk fel. A számla elektronikus adatait a NAV Online Számla rendszerébe "
        "továbbítottuk.",
        7.4,
    )
    s.skip(30)
    s.row(
        [(60, "........................................"), (360, "........................................")],
        8,
    )
    s.row([(80, "kiállító"), (390, "átvevő")], 7.4)
    same(L["n5"], base[5], "n5")
    same(L["n27"], base[27], "n27")
    same(L["a5"], a5, "a5")
    same(L["a27"], a27, "a27")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("DN-2028/00734", 1, q_info),
        "invoice_date": F("2028-07-11", 1, "Számla kelte 2028.07.11."),
        "due_date": F("2028-08-10", 1, "Fizetési határidő 2028.08.10."),
        "vendor_name": F("Dunakanyar Nyomda és Kiadványgyártó Kft.", 1, "Eladó " + q_vendor),
        "bill_to": F("Tiszavirág Könyvkiadó Zrt.", 1, "Vevő " + q_bill),
        "currency": F("HUF", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_all),
        "tax": F(L["tax"], 1, q_all),
        "total": F(L["tot"], 1, q_all),
        "amount_due": F(L["tot"], 1, q_tot),
    }
    notes = (
        "Hungarian számla (HUF printed as Ft, space-grouped whole forints, dates yyyy.mm.dd.). invoice_date "
        "is the Számla kelte, not the Teljesítés dátuma (supply date) or the order date; due_date is the "
        "Fizetési határidő. vendor_name is the Eladó, bill_to the Vevő. The ÁFA-összesítő lists 5 % and 27 "
        "% bases and amounts (sums); its Összesen row gives subtotal (Nettó), tax (ÁFA) and total (Bruttó). "
        "amount_due is the separately printed Fizetendő végösszeg (same figure)."
    )
    sums = [
        SUM(
            "Nettó 5 % + Nettó 27 % = Nettó összesen",
            [(1, T("Nettó 5%", L["n5"], 1, q_b5)), (1, T("Nettó 27%", L["n27"], 1, q_b27))],
            "subtotal",
        ),
        SUM(
            "ÁFA 5 % + ÁFA 27 % = ÁFA összesen",
            [(1, T("ÁFA 5%", L["a5"], 1, q_b5)), (1, T("ÁFA 27%", L["a27"], 1, q_b27))],
            "tax",
        ),
    ]
    return p, fields, notes, sums


# ===== 5 Norwegian faktura: MVA 15 % (food) and 25 %, KID vs invoice number, giro payment part
@doc("b27_inv_no_faktura_mva_giro", "invoice", "Fjordkjøkken Engros faktura 480217")
def inv_no():
    L = dict(sub=15531.55, tax=2622.33, tot=18153.88, g15=12605.55, g25=2926, m15=1890.83, m25=731.5)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.3)
    q_vendor = s.t("Fjordkjøkken Engros AS", 16, True, color=(0.0, 0.3, 0.45))
    s.t("Storkjøkkenvarer og dagligvarer til serveringsbransjen", 8, color=GREY)
    s.t("Moaveien 31 · 6018 Ålesund · Org.nr. 918 447 302 MVA · ordre@fjordkjokken.example", 7.4, color=GREY)
    p.text(547, 66, "FAKTURA", 20, True, align="r")
    s.skip(16)
    y0 = s.y
    s.t("Fakturaadresse", 7, True, color=GREY)
    q_bill = s.t("Restaurant Havsula Brosundet AS", 9.4, True)
    s.t("Regnskap / faktura")
    s.t("Postboks 1187 Sentrum")
    s.t("6001 Ålesund")
    yb = s.y
    s.y = y0
    s.x = 330
    s.t("Leveringsadresse", 7, True, color=GREY)
    s.t("Havsula kjøkken, varemottak bakgård", 8.4)
    s.t("Apotekergata 14")
    s.t("6004 Ålesund")
    s.x = 48
    s.y = max(s.y, yb) + 10
    info = [
        (48, 140, "Fakturanr.", "480217"),
        (140, 232, "Fakturadato", "04.08.2028"),
        (232, 324, "Leveringsdato", "02.08.2028"),
        (324, 416, "Forfallsdato", "18.08.2028"),
        (416, 547, "Kundenr. / Deres ref.", "21084 / Kjøkkensjef"),
    ]
    q_info = strip(s, info, shade=0.93)
    xs = [(48, "l"), (100, "l"), (330, "r"), (360, "l"), (420, "r"), (460, "r"), (547, "r")]
    head_row(s, cells(xs, ["Varenr.", "Beskrivelse", "Antall", "Enh.", "Pris", "MVA", "Beløp"]))
    rows = [
        ("10433", "Laksefilet fersk, trim D, 1,4-1,8 kg", "18.5", "kg", "169.90", 15),
        ("10871", "Torskeloins skinnfri, vakuum", "12", "kg", "238.00", 15),
        ("22019", "Smør usaltet 10 kg kartong", "2", "krt", "1184.00", 15),
        ("22140", "Fløte 38 % 1 liter", "24", "stk", "41.60", 15),
        ("30512", "Poteter mandelpotet, 10 kg sekk", "6", "sekk", "214.00", 15),
        ("41007", "Olivenolje extra virgin 5 liter", "4", "kanne", "489.00", 15),
        ("70215", "Oppvaskmiddel maskin, 20 liter", "3", "kanne", "612.00", 25),
        ("70388", "Engangshansker nitril L, 100 stk", "10", "pk", "89.50", 25),
        ("80011", "Fraktbidrag kjølebil, sone 2", "1", "stk", "195.00", 25),
    ]
    base = {15: D(0), 25: D(0)}
    for nr, name, qty, unit, price, rate in rows:
        e = ext(qty, price)
        base[rate] += e
        qd = SP(D(qty), 1) if "." in qty else qty
        s.row(cells(xs, [nr, name, qd, unit, SP(D(price)), f"{rate} %", SP(e)]), size=7.8, lead=13)
    s.rule()
    s.skip(10)
    m15 = pct(base[15], 15)
    m25 = pct(base[25], 25)
    sub = base[15] + base[25]
    tax = m15 + m25
    total = sub + tax
    xa = [(300, "l"), (390, "r"), (450, "r"), (547, "r")]
    s.row(cells(xa, ["MVA-grunnlag", "Sats", "MVA", "Sum"]), size=7.4, bold=True)
    q_g15 = s.row(cells(xa, [SP(base[15]), "15 %", SP(m15), SP(base[15] + m15)]), size=8)
    q_g25 = s.row(cells(xa, [SP(base[25]), "25 %", SP(m25), SP(base[25] + m25)]), size=8)
    s.rule()
    s.x = 300
    q_sub = s.kv("Sum ekskl. MVA", SP(sub))
    q_tax = s.kv("Sum MVA", SP(tax))
    q_tot = s.kv("Totalt NOK inkl. MVA", SP(total), bold=True, size=9.6)
    s.skip(4)
    p.shade(296, s.y - 14, 551, s.y + 6, 0.86)
    q_due = s.kv("Å betale", "kr " + SP(total), bold=True, size=10.4)
    s.x = 48
    s.skip(8)
    s.para(
        "Betalingsbetingelser: 14 dager netto. Ved for sen betaling beregnes forsinkelsesrente etter "
        "forsinkelsesrenteloven samt purregebyr. Reklamasjon på ferskvarer må skje ved mottak.",
        7.4,
    )
    # giro / payment part
    y = 610
    p.rect(36, y, 559, 806, 0.6, fill=(0.97, 0.93, 0.85))
    p.text(48, y + 16, "GIRO", 12, True, color=(0.5, 0.3, 0.0))
    p.text(120, y + 16, "Betalingsinformasjon", 8, True)
    p.text(48, y + 40, "Betalt av", 6.8, color=GREY)
    p.text(48, y + 52, "Restaurant Havsula Brosundet AS", 8.4)
    p.text(48, y + 64, "Postboks 1187 Sentrum, 6001 Ålesund", 8.4)
    p.text(310, y + 40, "Betalt til", 6.8, color=GREY)
    p.text(310, y + 52, "Fjordkjøkken Engros AS", 8.4)
    p.text(310, y + 64, "Moaveien 31, 6018 Ålesund", 8.4)
    p.text(48, y + 96, "Betalingsfrist", 6.8, color=GREY)
    p.text(48, y + 108, "18.08.2028", 9, True)
    p.text(160, y + 96, "Kundeidentifikasjon (KID)", 6.8, color=GREY)
    p.text(160, y + 108, "0480217210849", 9, True)
    p.text(330, y + 96, "Til konto", 6.8, color=GREY)
    p.text(330, y + 108, "3910.44.71825", 9, True)
    p.text(450, y + 96, "Beløp", 6.8, color=GREY)
    p.text(547, y + 108, "kr " + SP(total), 9, True, align="r")
    p.line(36, y + 130, 559, y + 130, 0.4)
    p.text(48, y + 150, "Kvittering", 6.8, color=GREY)
    p.text(48, y + 166, "Underskrift ved girering i papirform", 6.8, color=GREY)
    p.text(
        547,
        y + 184,
        "H  0480217210849  " + SP(total).replace(" ", "") + "  3910.44.71825  >",
        8.4,
        face="mono",
        align="r",
    )
    same(L["g15"], base[15], "g15")
    same(L["g25"], base[25], "g25")
    same(L["m15"], m15, "m15")
    same(L["m25"], m25, "m25")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("480217", 1, "Fakturanr. 480217"),
        "invoice_date": F("2028-08-04", 1, "Fakturadato 04.08.2028"),
        "due_date": F("2028-08-18", 1, "Forfallsdato 18.08.2028"),
        "vendor_name": F("Fjordkjøkken Engros AS", 1, q_vendor),
        "bill_to": F("Restaurant Havsula Brosundet AS", 1, "Fakturaadresse " + q_bill),
        "currency": F("NOK", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due),
    }
    notes = (
        "Norwegian faktura (NOK, space-grouped figures with comma decimals, dd.mm.yyyy) with a giro payment "
        "part. invoice_number is the Fakturanr., not the KID (which embeds it) or the customer number; "
        "invoice_date the Fakturadato, not the Leveringsdato; due_date the Forfallsdato (repeated as "
        "Betalingsfrist). bill_to is the Fakturaadresse company, not the delivery address. MVA 15 % (food) "
        "and 25 % bases and amounts add up to Sum ekskl. MVA (subtotal) and Sum MVA (tax) (sums); total is "
        "Totalt NOK inkl. MVA and amount_due the separately printed Å betale (same figure)."
    )
    sums = [
        SUM(
            "MVA-grunnlag 15 % + 25 % = Sum ekskl. MVA",
            [(1, T("grunnlag 15%", L["g15"], 1, q_g15)), (1, T("grunnlag 25%", L["g25"], 1, q_g25))],
            "subtotal",
        ),
        SUM(
            "MVA 15 % + MVA 25 % = Sum MVA",
            [(1, T("MVA 15%", L["m15"], 1, q_g15)), (1, T("MVA 25%", L["m25"], 1, q_g25))],
            "tax",
        ),
    ]
    del q_info
    return p, fields, notes, sums


# ===== 6 Swiss Rechnung with QR payment part: MWST 8.1 %, discount on material, 5-Rappen rounding line
@doc("b27_inv_ch_rechnung_qr_rundung", "invoice", "Elektro Schwarzenbach Lüthi AG Rechnung 28-30517")
def inv_ch():
    L = dict(sub=9715.93, tax=786.99, tot=10502.9, rnd=-0.02, arb=4984, mat=5143.4, rab=411.47)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=50, size=8.4)
    q_vendor = s.t("Elektro Schwarzenbach Lüthi AG", 14, True, color=(0.75, 0.1, 0.1))
    s.t("Installationen · Telematik · Photovoltaik · Service", 7.8, color=GREY)
    s.t("Kirchbergstrasse 88 · 3400 Burgdorf · 034 422 71 60 · info@esl-elektro.example", 7.4, color=GREY)
    s.skip(18)
    y0 = s.y
    s.x = 330
    s.t("Rechnungsadresse", 6.8, True, color=GREY)
    q_bill = s.t("STWEG Lindenhof 12", 9.4, True)
    s.t("c/o Aebersold Immobilien-Treuhand AG")
    s.t("Frau Corinne Wyssbrod")
    s.t("Postfach 2241")
    s.t("3001 Bern")
    yb = s.y
    s.y = y0
    s.x = 52
    s.t("Objekt", 6.8, True, color=GREY)
    s.t("Lindenhofweg 12, 3400 Burgdorf", 8.4)
    s.t("Treppenhaus- und Kellerbeleuchtung, Ersatz", 8.4)
    s.t("Ausführung: 24.07.2028 - 28.07.2028", 8.4)
    s.t("Ihre Auftragsnr.: AIT-28-0619", 8.4)
    s.y = max(s.y, yb) + 12
    q_title = s.t("Rechnung 28-30517", 13, True)
    q_date = s.t("Burgdorf, 12.08.2028", 8.6)
    s.skip(4)
    xs = [(52, "l"), (330, "r"), (360, "l"), (430, "r"), (543, "r")]
    head_row(s, cells(xs, ["Leistung / Material", "Menge", "Einh.", "Preis", "Betrag CHF"]))
    s.row([(52, "Arbeit")], size=8, bold=True, lead=13)
    arb_rows = [
        ("Elektromonteur EFZ, Montage und Verdrahtung", "31.5", "Std.", "108.00"),
        ("Hilfsmonteur", "12", "Std.", "82.00"),
        ("Projektleitung / Abnahme, Sicherheitsnachweis (SiNa)", "3", "Std.", "136.00"),
        ("Fahrzeugpauschale", "5", "Tag", "38.00"),
    ]
    mat_rows = [
        ("LED-Wandleuchte IP54 mit Bewegungsmelder, 14 W", "18", "Stk.", "148.60"),
        ("LED-Feuchtraumleuchte 1500 mm, 36 W", "9", "Stk.", "112.40"),
        ("Notleuchte Fluchtweg, Einzelbatterie 3 h", "4", "Stk.", "236.00"),
        ("Installationskabel TT 3x1.5 mm2", "140", "m", "2.35"),
        ("Kleinmaterial pauschal (Dosen, Klemmen, Befestigung)", "1", "Psch.", "184.00"),
    ]

    def draw(rows):
        out = D(0)
        for name, qty, unit, price in rows:
            e = ext(qty, price)
            out += e
            qd = qty if "." not in qty else qty
            s.row(cells(xs, [name, qd, unit, CH(D(price)), CH(e)]), size=7.8, lead=12.8)
        return out

    arb = draw(arb_rows)
    q_arb = s.row([(300, "Total Arbeit"), (543, CH(arb), "r")], size=8, bold=True)
    s.row([(52, "Material")], size=8, bold=True, lead=13)
    mat = draw(mat_rows)
    rab = q(mat * D("0.08"))
    q_mat = s.row([(300, "Total Material"), (543, CH(mat), "r")], size=8, bold=True)
    q_rab = s.row([(300, "Rabatt Material 8 %"), (543, "-" + CH(rab), "r")], size=8)
    s.rule()
    s.skip(6)
    sub = arb + mat - rab
    tax = pct(sub, D("8.1"))
    raw = sub + tax
    total = (raw * 20).quantize(D(1), rounding="ROUND_HALF_UP") / 20
    total = q(total)
    rnd_ = total - raw
    s.x = 300
    q_sub = s.kv("Total exkl. MWST", CH(sub))
    q_tax = s.kv("MWST 8.1 %", CH(tax))
    q_rnd = s.kv("Rundungsdifferenz", ("-" if rnd_ < 0 else "") + CH(abs(rnd_)))
    s.rule()
    q_tot = s.kv("Total CHF inkl. MWST", CH(total), bold=True, size=9.8)
    s.x = 52
    s.skip(6)
    q_terms = s.t("Zahlbar bis 11.09.2028 rein netto. MWST-Nr. CHE-108.447.913 MWST", 8)
    # QR-bill payment part
    y = 560
    p.line(36, y, 559, y, 0.5)
    p.line(200, y, 200, 806, 0.5)
    p.text(44, y + 20, "Empfangsschein", 11, True)
    p.text(212, y + 20, "Zahlteil", 11, True)
    p.rect(212, y + 36, 340, y + 164, 0.8)
    p.text(276, y + 104, "QR", 16, True, align="c", color=GREY)
    for x0, items in (
        (
            44,
            [
                (
                    "Konto / Zahlbar an",
                    [
                        "CH52 3082 0000 4417 9360 2",
                        "Elektro Schwarzenbach Lüthi AG",
                        "Kirchbergstrasse 88",
                        "3400 Burgdorf",
                    ],
                ),
                ("Referenz", ["21 08470 00000 28305 17000 00092"]),
                (
                    "Zahlbar durch",
                    ["STWEG Lindenhof 12", "c/o Aebersold Immobilien-Treuhand AG", "3001 Bern"],
                ),
            ],
        ),
        (
            352,
            [
                (
                    "Konto / Zahlbar an",
                    ["CH52 3082 0000 4417 9360 2", "Elektro Schwarzenbach Lüthi AG", "3400 Burgdorf"],
                ),
                ("Referenz", ["21 08470 00000 28305 17000 00092"]),
                ("Zusätzliche Informationen", ["Rechnung 28-30517 vom 12.08.2028"]),
                ("Zahlbar durch", ["STWEG Lindenhof 12, 3001 Bern"]),
            ],
        ),
    ):
        yy = y + 40
        for cap, vals in items:
            p.text(x0, yy, cap, 6.4, True)
            yy += 10
            for v in vals:
                p.text(x0, yy, v, 7.6)
                yy += 9.6
            yy += 4
    p.text(44, y + 200, "Währung", 6.4, True)
    p.text(44, y + 212, "CHF", 8)
    p.text(100, y + 200, "Betrag", 6.4, True)
    p.text(100, y + 212, CH(total).replace("'", " "), 8)
    p.text(212, y + 200, "Währung", 6.4, True)
    p.text(212, y + 212, "CHF", 8.6)
    p.text(270, y + 200, "Betrag", 6.4, True)
    p.text(270, y + 212, CH(total).replace("'", " "), 8.6)
    same(L["arb"], arb, "arb")
    same(L["mat"], mat, "mat")
    same(L["rab"], rab, "rab")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["rnd"], rnd_, "rnd")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("28-30517", 1, q_title),
        "invoice_date": F("2028-08-12", 1, q_date),
        "due_date": F("2028-09-11", 1, q_terms),
        "vendor_name": F("Elektro Schwarzenbach Lüthi AG", 1, q_vendor),
        "bill_to": F("STWEG Lindenhof 12", 1, "Rechnungsadresse " + q_bill),
        "currency": F("CHF", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, "Währung CHF Betrag " + CH(total).replace("'", " ")),
    }
    notes = (
        "Swiss Rechnung (CHF, apostrophe grouping, dd.mm.yyyy) with a QR-bill payment part. bill_to is the "
        "condominium owners' association (STWEG) in the Rechnungsadresse, billed c/o its property manager; "
        "the Objekt address is the work site. invoice_date is the date next to the place, not the execution "
        "dates; due_date is the 'Zahlbar bis' date. subtotal is Total exkl. MWST (labour + material - 8 % "
        "material discount; sum), tax the MWST 8.1 % amount, total Total CHF inkl. MWST after a 5-Rappen "
        "rounding difference (subtotal + tax + rounding = total; sum). amount_due is the Betrag of the QR "
        "payment part (the amount payable, printed separately; same figure as the total)."
    )
    sums = [
        SUM(
            "Arbeit + Material - Rabatt = Total exkl. MWST",
            [
                (1, T("Total Arbeit", L["arb"], 1, q_arb)),
                (1, T("Total Material", L["mat"], 1, q_mat)),
                (-1, T("Rabatt Material 8 %", L["rab"], 1, q_rab)),
            ],
            "subtotal",
        ),
        SUM(
            "Total exkl. MWST + MWST + Rundung = Total inkl. MWST",
            [(1, "subtotal"), (1, "tax"), (1, T("Rundungsdifferenz", L["rnd"], 1, q_rnd))],
            "total",
        ),
    ]
    return p, fields, notes, sums


# ===== 7 South African abridged tax invoice: VAT only as a rate, VAT-inclusive "Sub-total", delivery
@doc(
    "b27_inv_za_abridged_vat_inclusive", "invoice", "Gamka Valley Irrigation abridged tax invoice OUD-118842"
)
def inv_za():
    L = dict(tot=4665.3, st=4415.3, dlv=250)
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=54, size=8.4)
    q_vendor = s.t("Gamka Valley Irrigation & Pump Supplies (Pty) Ltd", 13, True, color=(0.1, 0.4, 0.3))
    s.t(
        "Voortrekker Road 212, Oudtshoorn 6625 · Tel 044 279 3318 · sales@gamkavalley.example",
        7.6,
        color=GREY,
    )
    s.t("VAT Reg. No. 4680 227 913 · Reg. No. 2011/148836/07", 7.6, color=GREY)
    s.skip(10)
    s.t("TAX INVOICE (ABRIDGED)", 13, True, align="c")
    s.skip(6)
    y0 = s.y
    q_bill = side(
        s,
        50,
        ["Thandeka Verster", "PO Box 417", "De Rust 6650", "Cell 082 614 7730"],
        caption="Customer (account 30119)",
    )[0]
    s.y = y0
    side(
        s,
        330,
        ["Invoice No.  OUD-118842", "Date  2028/09/01", "Sales rep  J. Kotzé", "Order  telephone"],
        size=8.4,
        first_bold=False,
        caption="Invoice details",
    )
    s.y = y0 + 74
    s.t("Deliver to: Plot 14, Kruisrivier farm road (Meiringspoort side), De Rust", 8)
    s.skip(6)
    xs = [(50, "l"), (112, "l"), (380, "r"), (450, "r"), (545, "r")]
    head_row(s, cells(xs, ["Code", "Description", "Qty", "Unit price", "Amount"]))
    rows = [
        ("DL16-500", "Dripline 16 mm, 2.0 l/h emitters @ 30 cm, 500 m roll", "2", "1389.00"),
        ("DF-120", 'Disc filter 1 1/2" 120 mesh', "1", "612.50"),
        ("VLV-25", "Ball valve PVC 25 mm, threaded", "6", "58.90"),
        ("CON16", "Joiner / end-stop 16 mm (bag of 25)", "4", "96.00"),
        ("PR-150", 'Pressure regulator 1.5 bar, 1"', "1", "287.40"),
    ]
    vals = []
    for code, name, qty, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [code, name, qty, "R " + US(D(price)), "R " + US(e)]), size=8, lead=14)
    s.rule()
    s.skip(8)
    st = tot(vals)
    dlv = D("250.00")
    total = st + dlv
    s.x = 320
    q_st = s.kv("Sub-total (incl. VAT)", "R " + US(st))
    q_dlv = s.kv("Delivery to De Rust (incl. VAT)", "R " + US(dlv))
    s.rule()
    q_tot = s.kv("TOTAL", "R " + US(total), bold=True, size=10)
    s.x = 50
    s.skip(4)
    q_vat = s.t("All prices include VAT at 15%. All amounts are in South African Rand (ZAR).", 8.4, True)
    s.skip(10)
    y1 = s.y
    p.rect(44, y1 - 13, 551, y1 + 62, 0.6, fill=(0.95, 0.95, 0.95))
    s.t("Payment by EFT", 8, True)
    s.t(
        "Bank: Outeniqua Mutual Bank · Account 6204 418 8813 · Branch code 470010 · Reference OUD-118842", 7.8
    )
    q_pay = s.t(
        f"Amount payable R {US(total)} · Payment due by 15 September 2028 (30-day account)", 8.2, True
    )
    s.t("Please e-mail proof of payment to accounts@gamkavalley.example", 7.6, color=GREY)
    s.skip(20)
    s.para(
        "Goods remain the property of Gamka Valley Irrigation & Pump Supplies (Pty) Ltd until paid in full. "
        "Returns are accepted within 14 days with this invoice; cut dripline cannot be returned. Warranty "
        "on pumps and regulators is the manufacturer's warranty only.",
        7.2,
    )
    same(L["st"], st, "st")
    same(L["dlv"], dlv, "dlv")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("OUD-118842", 1, "Invoice No. OUD-118842"),
        "invoice_date": F("2028-09-01", 1, "Date 2028/09/01"),
        "due_date": F("2028-09-15", 1, q_pay),
        "vendor_name": F("Gamka Valley Irrigation & Pump Supplies (Pty) Ltd", 1, q_vendor),
        "bill_to": F("Thandeka Verster", 1, "Customer (account 30119) " + q_bill),
        "currency": F("ZAR", 1, q_vat),
        "subtotal": NULL(),
        "tax": NULL(),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_pay),
    }
    notes = (
        "South African abridged tax invoice (ZAR named in the VAT statement, R amounts, yyyy/mm/dd). A "
        "private person is billed; the delivery point is a farm. tax is null: VAT is printed only as a rate "
        "('All prices include VAT at 15%'), with no VAT amount. subtotal is null: the only 'Sub-total' is "
        "VAT-inclusive and before delivery, so no pre-tax total is printed. total is the TOTAL line "
        "(VAT-inclusive sub-total + delivery; sum); amount_due the 'Amount payable' in the EFT box (same "
        "figure), due_date the date in that sentence."
    )
    sums = [
        SUM(
            "Sub-total (incl. VAT) + delivery = TOTAL",
            [(1, T("Sub-total (incl. VAT)", L["st"], 1, q_st)), (1, T("Delivery", L["dlv"], 1, q_dlv))],
            "total",
        ),
    ]
    return p, fields, notes, sums


def CL(x):
    """Chilean pesos: dot grouping, no decimals."""
    return EU(x, 0)


# ===== 8 Chilean factura electrónica: Monto Neto after a global discount, IVA 19 %, references
@doc(
    "b27_inv_cl_factura_electronica_descuento",
    "invoice",
    "Insumos Acuícolas Reloncaví factura electrónica 20591",
)
def inv_cl():
    L = dict(sub=16397376, tax=3115501, tot=19512877, bruto=17080600, desc=683224)
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=44, xr=551, top=52, size=8.2)
    p.rect(372, 38, 551, 112, 1.6, color=(0.8, 0.1, 0.1))
    for i, t in enumerate(["R.U.T.: 76.914.382-5", "FACTURA ELECTRÓNICA", "Nº 20591"]):
        p.text(461.5, 58 + i * 17, t, 11, True, align="c", color=(0.8, 0.1, 0.1))
    p.text(461.5, 126, "S.I.I. - PUERTO MONTT", 8, True, align="c", color=(0.8, 0.1, 0.1))
    q_vendor = s.t("INSUMOS ACUÍCOLAS RELONCAVÍ SpA", 12.5, True)
    s.t("Giro: Venta al por mayor de insumos para la acuicultura", 7.6)
    s.t("Camino a Chinquihue km 6,4 · Puerto Montt · Región de Los Lagos", 7.6)
    s.t("Fono +56 65 243 8817 · facturacion@reloncavi-insumos.example", 7.6)
    s.y = 150
    q_date = s.t("Fecha Emisión: 22 de septiembre de 2028", 8.6, True)
    s.skip(4)
    y0 = s.y
    p.rect(44, y0 - 12, 551, y0 + 66, 0.5)
    s.x = 50
    q_bill = s.kv("SEÑOR(ES):", "CULTIVOS MARINOS CHAUQUEAR S.A.", xv=130)
    s.kv("R.U.T.:", "96.738.510-K", xv=130)
    s.kv("GIRO:", "Cultivo y crianza de peces marinos", xv=130)
    s.kv("DIRECCIÓN:", "Ruta 7 km 42, sector Chauquear", xv=130)
    s.y = y0
    s.x = 350
    s.kv("COMUNA:", "Calbuco", xv=420)
    s.kv("CIUDAD:", "Calbuco", xv=420)
    q_cond = s.kv("COND. VENTA:", "Crédito 30 días", xv=420)
    q_venc = s.kv("VENCIMIENTO:", "22/10/2028", xv=420)
    s.x = 44
    s.y = y0 + 84
    xs = [(44, "l"), (120, "l"), (380, "r"), (460, "r"), (551, "r")]
    head_row(s, cells(xs, ["Código", "Descripción", "Cantidad", "Precio Unit.", "Valor"]))
    rows = [
        ("MLL-2040", "Malla lobera poliéster 200 mm, paño 20 x 40 m", "3", "1846500"),
        ("CAB-24", "Cabo polipropileno 24 mm, rollo 220 m", "14", "168900"),
        ("BOY-600", "Boya de fondeo 600 l con cáncamo", "10", "214350"),
        ("GRL-19", "Grillete galvanizado 19 mm", "60", "8420"),
        ("ANC-500", "Ancla tipo Danforth 500 kg", "4", "1287000"),
        ("OXI-AZ", "Oxímetro portátil con sonda 10 m", "2", "689900"),
    ]
    vals = []
    for code, name, qty, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [code, name, qty, CL(D(price)), CL(e)]), size=7.8, lead=14)
    s.rule()
    s.skip(10)
    yt = s.y
    s.t("REFERENCIAS", 7.8, True)
    s.t("Orden de Compra Nº 4500183376 del 11/09/2028", 7.6)
    s.t("Guía de Despacho Electrónica Nº 52117 del 19/09/2028", 7.6)
    s.t("Valores expresados en pesos chilenos (CLP).", 7.6)
    s.skip(8)
    p.rect(44, s.y - 8, 210, s.y + 60, 0.6)
    p.text(127, s.y + 22, "Timbre Electrónico SII", 7.4, align="c", color=GREY)
    p.text(127, s.y + 34, "Res. 99 de 2014", 7, align="c", color=GREY)
    p.text(127, s.y + 46, "Verifique documento: www.sii.cl", 7, align="c", color=GREY)
    bruto = tot(vals)
    desc = q(bruto * D("0.04"), 0)
    sub = bruto - desc
    tax = q(sub * D("0.19"), 0)
    total = sub + tax
    s.y = yt
    s.x = 340
    q_bruto = s.kv("SUBTOTAL", "$ " + CL(bruto))
    q_desc = s.kv("DESCUENTO GLOBAL 4%", "$ " + CL(desc))
    q_sub = s.kv("MONTO NETO", "$ " + CL(sub), bold=True)
    s.kv("MONTO EXENTO", "$ 0")
    q_tax = s.kv("I.V.A. 19%", "$ " + CL(tax))
    s.rule()
    q_tot = s.kv("TOTAL", "$ " + CL(total), bold=True, size=10)
    s.x = 44
    s.y = max(s.y, yt + 120) + 20
    s.para(
        "CEDIBLE CON SU FACTURA. Nombre: ______________________ R.U.T.: ____________ Fecha: ____________ "
        "Recinto: ____________ Firma: ____________. El acuse de recibo que se declara en este acto, de "
        "acuerdo a lo dispuesto en la letra b) del Art. 4º y la letra c) del Art. 5º de la Ley 19.983, "
        "acredita que la entrega de mercaderías o servicio(s) prestado(s) ha(n) sido recibido(s).",
        7,
    )
    same(L["bruto"], bruto, "bruto")
    same(L["desc"], desc, "desc")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    fields = {
        "invoice_number": F("20591", 1, "FACTURA ELECTRÓNICA Nº 20591"),
        "invoice_date": F("2028-09-22", 1, q_date),
        "due_date": F("2028-10-22", 1, q_venc),
        "vendor_name": F("Insumos Acuícolas Reloncaví SpA", 1, q_vendor),
        "bill_to": F("Cultivos Marinos Chauquear S.A.", 1, q_bill),
        "currency": F("CLP", 1, "Valores expresados en pesos chilenos (CLP)."),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": NULL(),
    }
    notes = (
        "Chilean factura electrónica (CLP named in the references; amounts with a bare $, dot grouping, no "
        "decimals; date in words, due date dd/mm/yyyy). invoice_number is the folio in the red SII box, not "
        "the issuer's R.U.T. or the purchase-order and dispatch-guide numbers; invoice_date the Fecha "
        "Emisión, not the reference dates. bill_to is the SEÑOR(ES) company. The printed SUBTOTAL is before "
        "the 4 % global discount; the pre-tax total (subtotal) is the MONTO NETO (SUBTOTAL - discount; "
        "sum); tax the I.V.A. 19 % amount; total the TOTAL. amount_due is null: no separate amount due is "
        "printed."
    )
    sums = [
        SUM(
            "SUBTOTAL - descuento global 4 % = MONTO NETO",
            [
                (1, T("SUBTOTAL", L["bruto"], 1, q_bruto)),
                (-1, T("DESCUENTO GLOBAL 4%", L["desc"], 1, q_desc)),
            ],
            "subtotal",
        ),
    ]
    del q_cond
    return p, fields, notes, sums


def yen(x):
    return "¥" + US(x, 0)


# ===== 9 Japanese qualified invoice (適格請求書): 10 % and reduced 8 % rates, monthly account summary
@doc("b27_inv_jp_seikyusho_keigen_zeiritsu", "invoice", "Michinoku Chubo Supply seikyusho MS-2810-0472")
def inv_jp():
    L = dict(sub=116746, tax=10338, tot=127084, b10=49930, b8=66816, t10=4993, t8=5345, prev=186340)
    p = Pdf(face="jp", **A4)
    s = Sheet(p, x=48, xr=547, top=56, size=8.6)
    s.t("請 求 書", 20, align="c")
    s.skip(6)
    p.text(547, 104, "請求日 2028年10月31日", 8.6, align="r")
    p.text(547, 118, "請求番号 MS-2810-0472", 8.6, align="r")
    s.y = 112
    q_bill = s.t("有限会社 割烹たかむら 御中", 12)
    s.t("〒980-0811 宮城県仙台市青葉区一番町2-7-14", 8)
    s.t("お客様コード K-0318", 8)
    s.skip(6)
    y0 = s.y
    s.x = 340
    q_vendor = s.t("株式会社みちのく厨房サプライ", 11)
    q_reg = s.t("登録番号 T4370001028461", 8.2)
    s.t("〒983-0034 宮城県仙台市宮城野区扇町5-3-22", 7.6)
    s.t("TEL 022-287-4416  FAX 022-287-4419", 7.6)
    s.t("担当: 佐々木", 7.6)
    s.x = 48
    s.y = y0
    s.t("下記のとおりご請求申し上げます。", 8.6)
    s.y = y0 + 5 * s.lead + 14
    rows = [
        ("10/03", "業務用食器洗浄機用洗剤 18kg", "2", "6920", 10),
        ("10/03", "※ 宮城県産ひとめぼれ 10kg", "6", "5480", 8),
        ("10/10", "※ 濃口醤油 1.8L", "12", "468", 8),
        ("10/10", "土鍋 6号 黒", "8", "2380", 10),
        ("10/17", "※ 本みりん 1.8L", "6", "1120", 8),
        ("10/24", "白衣(割烹着) L", "4", "3850", 10),
        ("10/24", "※ 利尻昆布 1kg", "3", "7200", 8),
        ("10/31", "配送料(10月分)", "1", "1650", 10),
    ]
    base = {10: D(0), 8: D(0)}
    for _, _, qty, price, rate in rows:
        base[rate] += ext(qty, price)
    t10 = (base[10] * D("0.10")).to_integral_value(rounding="ROUND_FLOOR")
    t8 = (base[8] * D("0.08")).to_integral_value(rounding="ROUND_FLOOR")
    sub = base[10] + base[8]
    tax = t10 + t8
    total = sub + tax
    prev = D("186340")
    y1 = s.y
    p.rect(48, y1 - 4, 300, y1 + 44, 1.2)
    p.text(56, y1 + 14, "ご請求金額", 9)
    p.text(292, y1 + 34, yen(total) + "-", 16, align="r")
    p.text(310, y1 + 14, "お支払期限", 8.2)
    p.text(310, y1 + 32, "2028年11月30日", 10)
    q_due_amt = f"ご請求金額 {yen(total)}-"
    q_due_date = "お支払期限 2028年11月30日"
    s.y = y1 + 66
    xs = [(48, "l"), (130, "r"), (220, "r"), (300, "r"), (390, "r"), (470, "r"), (547, "r")]
    heads = ["前回ご請求額", "ご入金額", "繰越金額", "今回お買上額", "消費税額", "今回ご請求額"]
    s.row([(x, h, a) for (x, a), h in zip(xs[1:], heads, strict=True)], size=7.6)
    q_acct = s.row(
        [
            (x, v, a)
            for (x, a), v in zip(
                xs[1:], [yen(prev), yen(prev), yen(D(0)), yen(sub), yen(tax), yen(total)], strict=True
            )
        ],
        size=8.4,
    )
    s.rule()
    s.skip(10)
    xi = [(48, "l"), (90, "l"), (360, "r"), (430, "r"), (547, "r")]
    head_row(s, cells(xi, ["月日", "品名", "数量", "単価", "金額"]), size=8)
    for day, name, qty, price, _ in rows:
        s.row(cells(xi, [day, name, qty, US(D(price), 0), US(ext(qty, price), 0)]), size=8.4, lead=15)
    s.rule()
    s.skip(6)
    s.t("※は軽減税率(8%)対象品目です。", 7.6)
    s.skip(4)
    s.x = 300
    q_b10 = s.kv("10%対象 " + yen(base[10]), "消費税 " + yen(t10))
    q_b8 = s.kv("8%対象 " + yen(base[8]), "消費税 " + yen(t8))
    s.rule()
    q_sub = s.kv("小計(税抜)", yen(sub))
    q_tax = s.kv("消費税合計", yen(tax))
    q_tot = s.kv("合計(税込)", yen(total), bold=True, size=10)
    s.x = 48
    s.skip(14)
    s.t("お振込先: 七十七みなと銀行 扇町支店 普通 4418720 カ)ミチノクチュウボウサプライ", 8)
    s.t("誠に恐れ入りますが、振込手数料は貴社にてご負担くださいますようお願い申し上げます。", 7.6)
    same(L["b10"], base[10], "b10")
    same(L["b8"], base[8], "b8")
    same(L["t10"], t10, "t10")
    same(L["t8"], t8, "t8")
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["prev"], prev, "prev")
    fields = {
        "invoice_number": F("MS-2810-0472", 1, "請求番号 MS-2810-0472"),
        "invoice_date": F("2028-10-31", 1, "請求日 2028年10月31日"),
        "due_date": F("2028-11-30", 1, q_due_date),
        "vendor_name": F("株式会社みちのく厨房サプライ", 1, q_vendor + " " + q_reg),
        "bill_to": F("有限会社 割烹たかむら", 1, q_bill + " 〒980-0811"),
        "currency": F("JPY", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["tot"], 1, q_due_amt),
    }
    notes = (
        "Japanese qualified invoice (請求書, JPY with ¥, dates 年月日) for a month of deliveries. "
        "invoice_date is the 請求日, not the delivery dates in the 月日 column; due_date the お支払期限. "
        "vendor_name is the issuing company with its registration number (登録番号), bill_to the 御中 "
        "customer. The account summary row shows last month's bill (前回ご請求額), the payment received "
        "(ご入金額) and a zero carry-over: distractors from the prior period. subtotal is 小計(税抜) (10 % "
        "and 8 % bases; sum), tax 消費税合計 (10 % + 8 % amounts; sum), total 合計(税込); amount_due the "
        "boxed ご請求金額 (same figure as this month's total)."
    )
    sums = [
        SUM(
            "10%対象 + 8%対象 = 小計",
            [(1, T("10%対象", L["b10"], 1, q_b10)), (1, T("8%対象", L["b8"], 1, q_b8))],
            "subtotal",
        ),
        SUM(
            "消費税 10% + 8% = 消費税合計",
            [(1, T("消費税 10%", L["t10"], 1, q_b10)), (1, T("消費税 8%", L["t8"], 1, q_b8))],
            "tax",
        ),
        SUM(
            "前回ご請求額 - ご入金額 + 今回お買上額 + 消費税額 = 今回ご請求額",
            [
                (1, T("前回ご請求額", L["prev"], 1, q_acct)),
                (-1, T("ご入金額", L["prev"], 1, q_acct)),
                (1, "subtotal"),
                (1, "tax"),
            ],
            T("今回ご請求額", L["tot"], 1, q_acct),
        ),
    ]
    return p, fields, notes, sums


# ===== 10 Australian tax invoice (AUD named): GST 10 %, deposit and progress payment deducted to Balance due
@doc(
    "b27_inv_au_tax_invoice_progress_balance", "invoice", "Burdekin Joinery & Cabinets tax invoice INV-05318"
)
def inv_au():
    L = dict(sub=29511, tax=2951.1, tot=32462.1, dep=8500, prog=12000, due=11962.1)
    p = Pdf(**A4)
    s = Sheet(p, x=50, xr=545, top=54, size=8.5)
    p.shade(0, 0, 595, 96, 0.2)
    p.text(50, 50, "BURDEKIN JOINERY & CABINETS", 17, True, color=(1, 1, 1))
    p.text(50, 68, "Kitchens · Vanities · Built-in robes · Townsville & Burdekin", 8, color=(0.9, 0.9, 0.9))
    p.text(545, 50, "TAX INVOICE", 16, True, align="r", color=(1, 1, 1))
    s.y = 122
    y0 = s.y
    s.t("Bill to", 7, True, color=GREY)
    q_bill = s.t("Ms Kirra Donnelly-Haddad", 9.4, True)
    s.t("PO Box 1928")
    s.t("Aitkenvale QLD 4814")
    s.skip(4)
    s.t("Site: Unit 3, 41 Gregory Street, North Ward QLD 4810", 8)
    yb = s.y
    s.y = y0
    s.x = 340
    s.kv("Invoice number", "INV-05318", xv=440)
    q_date = s.kv("Invoice date", "06/11/2028", xv=440)
    q_duedate = s.kv("Due date", "20/11/2028", xv=440)
    s.kv("Quote ref.", "Q-2271 (accepted 29/08/2028)", xv=440, size=7.6)
    s.kv("QBCC licence", "15204771", xv=440)
    s.x = 50
    s.y = max(s.y, yb) + 14
    q_vendor = s.t("Burdekin Joinery & Cabinets Pty Ltd · ABN 47 613 882 045", 8.4, True)
    s.t(
        "18 Enterprise Street, Bohle QLD 4818 · 07 4774 0612 · accounts@burdekinjoinery.example",
        7.6,
        color=GREY,
    )
    s.skip(8)
    xs = [(50, "l"), (390, "r"), (460, "r"), (545, "r")]
    head_row(s, cells(xs, ["Description", "Qty", "Unit (ex GST)", "Amount (ex GST)"]))
    rows = [
        ("Kitchen cabinetry, 2-pac satin, supply and install (per quote Q-2271)", "1", "18940.00"),
        ("20 mm engineered stone benchtops incl. waterfall end, templated", "1", "6385.00"),
        ("Soft-close drawer runners and hinges upgrade", "14", "46.50"),
        ("Glass splashback, toughened, colour-backed", "1", "1290.00"),
        ("Removal and disposal of existing kitchen", "1", "780.00"),
        ("Plumber and electrician disconnect / reconnect (subcontract)", "1", "1465.00"),
    ]
    vals = []
    for name, qty, price in rows:
        e = ext(qty, price)
        vals.append(e)
        s.row(cells(xs, [name, qty, "$" + US(D(price)), "$" + US(e)]), size=8, lead=14.5)
    s.rule()
    s.skip(8)
    sub = tot(vals)
    tax = pct(sub, 10)
    total = sub + tax
    dep = D("8500.00")
    prog = D("12000.00")
    due = total - dep - prog
    s.x = 310
    q_sub = s.kv("Subtotal (ex GST)", "$" + US(sub))
    q_tax = s.kv("GST 10%", "$" + US(tax))
    s.rule()
    q_tot = s.kv("Total (inc GST)", "$" + US(total), bold=True)
    q_dep = s.kv("Less deposit received 12/09/2028", "-$" + US(dep))
    q_prog = s.kv("Less progress payment 10/10/2028", "-$" + US(prog))
    s.rule()
    p.shade(306, s.y - 14, 549, s.y + 6, 0.85)
    q_due = s.kv("Balance due", "$" + US(due), bold=True, size=10.4)
    s.x = 50
    s.skip(10)
    q_cur = s.t("All amounts are in Australian dollars (AUD).", 8)
    s.skip(8)
    s.t("How to pay", 8.4, True)
    s.t("EFT: Burdekin Joinery & Cabinets Pty Ltd · BSB 064-812 · Account 1044 7391 · Ref INV-05318", 8)
    s.t("Card payments by phone attract a 1.2% surcharge.", 8, color=GREY)
    s.skip(10)
    s.para(
        "Workmanship warranty: 6 years on cabinetry from practical completion (27/10/2028). Title in the "
        "goods passes on payment in full. Overdue accounts may be referred for collection.",
        7.4,
    )
    same(L["sub"], sub, "sub")
    same(L["tax"], tax, "tax")
    same(L["tot"], total, "tot")
    same(L["dep"], dep, "dep")
    same(L["prog"], prog, "prog")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("INV-05318", 1, "Invoice number INV-05318"),
        "invoice_date": F("2028-11-06", 1, q_date),
        "due_date": F("2028-11-20", 1, q_duedate),
        "vendor_name": F("Burdekin Joinery & Cabinets Pty Ltd", 1, q_vendor),
        "bill_to": F("Ms Kirra Donnelly-Haddad", 1, "Bill to " + q_bill),
        "currency": F("AUD", 1, q_cur),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(L["tax"], 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "Australian tax invoice (amounts with a bare $ but the document names Australian dollars (AUD); "
        "dd/mm/yyyy). A private person is billed; the site address is the renovated unit. invoice_date is "
        "the Invoice date, not the quote-acceptance, deposit, progress-payment or completion dates. "
        "subtotal is Subtotal (ex GST), tax GST 10 %, total Total (inc GST). The deposit and a progress "
        "payment are deducted to the Balance due (amount_due; sum)."
    )
    sums = [
        SUM(
            "Total - deposit - progress payment = Balance due",
            [
                (1, "total"),
                (-1, T("deposit received", L["dep"], 1, q_dep)),
                (-1, T("progress payment", L["prog"], 1, q_prog)),
            ],
            "amount_due",
        ),
    ]
    return p, fields, notes, sums


# ===== 11 US (Oregon) invoice: Sales Tax 0.00 printed, Remit To a factor, back-orders, core credit
@doc("b27_inv_us_or_zero_sales_tax_remit_to", "invoice", "Willamette Sawblade & Tooling invoice 0419327")
def inv_us():
    L = dict(sub=2629.92, tot=2629.92, core=75, paid=500, due=2129.92)
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=48, size=8.2)
    q_vendor = s.t("WILLAMETTE SAWBLADE & TOOLING CO.", 14, True)
    s.t("Carbide saw blades · router tooling · sharpening service", 7.8, color=GREY)
    s.t("2260 NW Nicolai Street, Portland, OR 97210 · (503) 228-4471", 7.8, color=GREY)
    p.rect(430, 36, 572, 92, 0.8)
    p.text(501, 52, "INVOICE", 13, True, align="c")
    p.text(436, 68, "Invoice No.", 7, color=GREY)
    p.text(566, 68, "0419327", 9, True, align="r")
    p.text(436, 84, "Invoice Date", 7, color=GREY)
    p.text(566, 84, "12/04/2028", 9, True, align="r")
    s.y = 116
    y0 = s.y
    p.rect(40, y0 - 12, 210, y0 + 56, 0.5)
    p.rect(220, y0 - 12, 390, y0 + 56, 0.5)
    p.rect(400, y0 - 12, 572, y0 + 56, 0.5)
    s.x = 46
    s.t("SOLD TO", 6.8, True, color=GREY)
    q_bill = s.t("Tualatin Valley Cabinet Works, Inc.", 8.2, True)
    s.t("Accounts Payable", 7.8)
    s.t("PO Box 2188", 7.8)
    s.t("Tualatin, OR 97062", 7.8)
    s.y = y0
    s.x = 226
    s.t("SHIP TO", 6.8, True, color=GREY)
    s.t("TVCW Plant 2 - Receiving", 8.2, True)
    s.t("7415 NE Butler Street", 7.8)
    s.t("Hillsboro, OR 97124", 7.8)
    s.y = y0
    s.x = 406
    s.t("REMIT TO", 6.8, True, color=GREY)
    s.t("Cascadia Commercial Funding, LLC", 8.2, True)
    s.t("Dept. 4471, PO Box 91302", 7.8)
    s.t("Seattle, WA 98111-9302", 7.8)
    s.x = 40
    s.y = y0 + 78
    info = [
        (40, 120, "Customer No.", "TVC-0061"),
        (120, 210, "Customer PO", "TVC-88314"),
        (210, 290, "PO Date", "11/20/2028"),
        (290, 370, "Ship Date", "12/02/2028"),
        (370, 440, "Ship Via", "UPS Ground"),
        (440, 500, "Terms", "Net 45"),
        (500, 572, "Due Date", "01/18/2029"),
    ]
    q_info = strip(s, info, shade=0.92)
    xs = [(70, "r"), (100, "r"), (124, "r"), (134, "l"), (200, "l"), (500, "r"), (572, "r")]
    head_row(s, cells(xs, ["QTY ORD", "SHIP", "B/O", "ITEM #", "DESCRIPTION", "UNIT PRICE", "EXT PRICE"]), 7)
    rows = [
        ("12", "12", "0", "CB-10-80T", '10" x 80T ATB carbide blade, 5/8" arbor', "64.75"),
        ("6", "4", "2", "CB-12-96T", '12" x 96T Hi-ATB carbide blade, 1" arbor', "118.40"),
        ("20", "20", "0", "RB-1/2-SP", '1/2" spiral upcut router bit, solid carbide', "38.90"),
        ("8", "8", "0", "CMP-35", "35 mm hinge boring bit, carbide tipped", "27.15"),
        ("1", "1", "0", "SHP-LOT", "Sharpening service, 31 blades (lot ticket 7734)", "412.30"),
        ("4", "0", "4", "SCR-SET", "Scoring blade set 120 mm adjustable", "96.00"),
        ("1", "1", "0", "FRT-UPS", "Freight - UPS Ground, 2 cartons", "46.82"),
    ]
    vals = []
    for qo, qs, bo, item, desc, price in rows:
        e = ext(qs, price)
        vals.append(e)
        s.row(cells(xs, [qo, qs, bo, item, desc, US(D(price)), US(e)]), size=7.8, lead=14)
    core = D("-75.00")
    vals.append(core)
    s.row(
        cells(xs, ["", "", "", "CORE-CR", "Core credit - 5 returned dull blades (RMA 2291)", "", US(core)]),
        size=7.8,
        lead=14,
    )
    s.rule()
    s.skip(8)
    sub = tot(vals)
    total = sub
    s.x = 330
    q_sub = s.kv("Subtotal", "$" + US(sub))
    q_tax = s.kv("Sales Tax (Oregon)", "$0.00")
    q_tot = s.kv("Invoice Total", "$" + US(total), bold=True)
    paid = D("500.00")
    due = total - paid
    q_paid = s.kv("Payments/Credits (check 20417, 11/22/2028)", "-$" + US(paid))
    q_due = s.kv("BALANCE DUE", "$" + US(due), bold=True, size=9.6)
    s.x = 40
    s.skip(10)
    s.para(
        "NOTICE OF ASSIGNMENT: This account has been assigned to and is payable only to Cascadia Commercial "
        "Funding, LLC at the remit-to address above. Back-ordered items (B/O) will ship and be invoiced "
        "separately. A service charge of 1.5% per month may be applied to balances past due.",
        7.4,
    )
    same(L["sub"], sub, "sub")
    same(L["tot"], total, "tot")
    same(L["core"], -core, "core")
    same(L["paid"], paid, "paid")
    same(L["due"], due, "due")
    fields = {
        "invoice_number": F("0419327", 1, "Invoice No. 0419327"),
        "invoice_date": F("2028-12-04", 1, "Invoice Date 12/04/2028"),
        "due_date": F("2029-01-18", 1, "Due Date 01/18/2029"),
        "vendor_name": F("Willamette Sawblade & Tooling Co.", 1, q_vendor),
        "bill_to": F("Tualatin Valley Cabinet Works, Inc.", 1, "SOLD TO " + q_bill),
        "currency": F("USD", 1, q_tot),
        "subtotal": F(L["sub"], 1, q_sub),
        "tax": F(0, 1, q_tax),
        "total": F(L["tot"], 1, q_tot),
        "amount_due": F(L["due"], 1, q_due),
    }
    notes = (
        "US invoice from Oregon (USD, MM/DD/YYYY). vendor_name is the seller in the letterhead, not the "
        "factor in the REMIT TO box; bill_to is the SOLD TO company, not the SHIP TO plant. invoice_date is "
        "the Invoice Date, not the PO or ship dates; due_date the Due Date in the strip. Only shipped "
        "quantities are billed (back-ordered lines extend to zero) and a core credit is deducted within the "
        "Subtotal (subtotal, after the credit). tax is the printed Sales Tax $0.00, i.e. 0, not null. total "
        "is the Invoice Total; amount_due the BALANCE DUE after a prepayment shown under Payments/Credits "
        "(sum)."
    )
    sums = [
        SUM(
            "Invoice Total - Payments/Credits = BALANCE DUE",
            [(1, "total"), (-1, T("Payments/Credits", L["paid"], 1, q_paid))],
            "amount_due",
        ),
    ]
    del q_info
    return p, fields, notes, sums
