"""Loan-agreement builders for blind_extraction38 (3 documents).  Every party,
amount, date, address and clause is invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import Pdf, fmt


def para(fl, text, **kw):
    """A paragraph through the flow writer; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(text, **kw)
    return first, fl.p.pages, text


def line(fl, text, *a, **kw):
    fl.line(text, *a, **kw)
    return fl.p.pages, fl.p.pages, text


def quote(blk, snippet):
    """Page and quote of a snippet inside one paragraph that does not straddle a page break."""
    first, last, whole = blk
    assert first == last, f"paragraph runs over a page break: {snippet!r}"
    assert snippet in " ".join(whole.split()), snippet
    return first, snippet


def FQ(value, blk, snippet):
    return F(value, *quote(blk, snippet))


def row(fl, key, value, kx=210, size=None):
    """A schedule row: caption at the margin, value wrapped in the right column.
    Returns (page, page, text)."""

    from pdfkit import width

    size = size or fl.size
    lead = size * 1.42
    words, out, cur = value.split(" "), [], ""
    w = fl.x + fl.w - kx
    for wd in words:
        trial = (cur + " " + wd).strip()
        if cur and width(trial, size, False, fl.p.face, fl.p.ttf) > w:
            out.append(cur)
            cur = wd
        else:
            cur = trial
    out.append(cur)
    fl.need(lead * len(out) + 5)
    page = fl.p.pages
    fl.p.text(fl.x, fl.y, key, size, True)
    for ln in out:
        fl.p.text(kx, fl.y, ln, size)
        fl.y += lead
    fl.y += 5
    return page, page, f"{key} {value}"


# ===== 1 Brazilian bank credit note (Cédula de Crédito Bancário) for working capital, in Portuguese (BRL, dot
# grouping, written dates): a summary table with issuer, creditor, amount, issue date, final maturity, a
# CDI-based
# rate, grace period and instalments with their own dates; fees and IOF as distractors; default interest apart
# from a late-payment fine; guarantors; governing law vs the chosen court; place and date above the signatures
@doc("b38_loan_br_cedula_credito_bancario_cdi", "loan_agreement", "Cédula de Crédito Bancário 7012/2025")
def loan_br():
    L = dict(
        amt=8400000,
    )
    same(L["amt"], D(42) * D(200000), "amt")
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p,
        top=66,
        bottom=738,
        x=60,
        w=475,
        size=8.8,
        footer="Cédula de Crédito Bancário nº 7012/2025 – página {} de {}",
    )
    line(fl, "CÉDULA DE CRÉDITO BANCÁRIO Nº 7012/2025", 14, True, align="c")
    line(fl, "Capital de Giro – Taxa Pós-Fixada", 10, align="c")
    fl.skip(8)
    fl.head("QUADRO RESUMO")
    q_em = row(
        fl,
        "I. Emitente:",
        "Cerealista Planalto Goiano Ltda., CNPJ 22.871.436/0001-09, com sede na Rodovia "
        "GO-060, km 14, Trindade/GO",
    )
    q_cr = row(
        fl,
        "II. Credor:",
        "Banco Aurora do Centro-Oeste S.A., CNPJ 61.204.778/0001-35, com sede na Av. "
        "Goiás, 1.450, Goiânia/GO",
    )
    q_vl = row(
        fl,
        "III. Valor do crédito:",
        f"R$ {fmt(L['amt'], '.', ',', 2)} (oito milhões e quatrocentos mil reais)",
    )
    q_dt = row(fl, "IV. Data de emissão:", "25 de março de 2025")
    q_vc = row(fl, "V. Vencimento final:", "26 de março de 2029")
    q_tx = row(
        fl,
        "VI. Encargos remuneratórios:",
        "100% da Taxa DI acrescida de sobretaxa de 2,85% ao ano, base 252 dias úteis",
    )
    row(
        fl,
        "VII. Carência e amortização:",
        "carência de principal de 6 (seis) meses; 42 (quarenta e duas) "
        "parcelas mensais de R$ 200.000,00, vencendo a primeira em 27/10/2025 e a última na data do "
        "vencimento "
        "final; juros pagos mensalmente a partir de 25/04/2025",
    )
    row(
        fl,
        "VIII. Tarifas e tributos:",
        "tarifa de estruturação de R$ 42.000,00; IOF de R$ 61.742,18, "
        "financiados e descontados do valor liberado",
    )
    row(
        fl,
        "IX. Garantias:",
        "aval de Renato Siqueira Borges e Luíza Helena Borges; cessão fiduciária de "
        "recebíveis de vendas a prazo, com saldo mínimo de 30% do saldo devedor",
    )
    row(fl, "X. Praça de pagamento:", "Goiânia/GO")
    fl.skip(6)
    fl.head("CLÁUSULAS E CONDIÇÕES")
    para(
        fl,
        "1. Promessa de pagamento. A Emitente pagará ao Credor, ou à sua ordem, na praça de pagamento, a "
        "quantia certa, líquida e exigível correspondente ao valor do crédito indicado no item III do Quadro "
        "Resumo, acrescida dos encargos remuneratórios, nas datas previstas no item VII.",
    )
    para(
        fl,
        "2. Liberação. O crédito será liberado em conta corrente de titularidade da Emitente, mantida junto "
        "ao Credor, em até 2 (dois) dias úteis após a assinatura desta Cédula e o registro da cessão "
        "fiduciária, "
        "deduzidos a tarifa de estruturação e o IOF.",
    )
    para(
        fl,
        "3. Encargos remuneratórios. Sobre o saldo devedor incidirão juros correspondentes a 100% da Taxa "
        "DI, "
        "divulgada pela B3, acrescida de sobretaxa de 2,85% ao ano, calculados de forma exponencial e "
        "cumulativa pro rata temporis por dias úteis decorridos. A Taxa DI vigente na data de emissão era de "
        "14,15% ao ano, apenas para referência.",
    )
    fl.need(60)
    b_mora = para(
        fl,
        "4. Encargos moratórios. Ocorrendo impontualidade no pagamento de qualquer obrigação, "
        "sobre o valor em atraso incidirão, além dos encargos remuneratórios, juros moratórios de 1% "
        "(um por cento) ao mês e multa moratória de 2% (dois por cento) sobre o valor do débito em "
        "atraso, sem prejuízo do vencimento antecipado previsto na cláusula 6.",
    )
    para(
        fl,
        "5. Amortização antecipada. A Emitente poderá amortizar antecipadamente o saldo devedor, total ou "
        "parcialmente, mediante aviso prévio de 5 (cinco) dias úteis, com redução proporcional dos juros.",
    )
    para(
        fl,
        "6. Vencimento antecipado. O Credor poderá considerar antecipadamente vencida esta Cédula nas "
        "hipóteses de inadimplemento, pedido de recuperação judicial ou extrajudicial, protesto de títulos "
        "acima "
        "de R$ 500.000,00 ou redução do saldo mínimo dos recebíveis cedidos.",
    )
    fl.need(60)
    b_lei = para(
        fl,
        "7. Lei aplicável e foro. Esta Cédula é regida pelo direito brasileiro. "
        "Fica eleito o foro da Comarca de Goiânia/GO para dirimir quaisquer questões dela decorrentes, "
        "com renúncia a qualquer outro, por mais privilegiado que seja.",
    )
    fl.skip(10)
    b_loc = line(fl, "Goiânia, 25 de março de 2025.", 9)
    fl.skip(26)
    for ln in (
        "______________________________________",
        "CEREALISTA PLANALTO GOIANO LTDA. – Emitente",
        "p. Renato Siqueira Borges, sócio-administrador",
    ):
        fl.line(ln, 8.6)
    fl.skip(16)
    for ln in (
        "______________________________________",
        "Avalistas: Renato Siqueira Borges · Luíza Helena Borges",
    ):
        fl.line(ln, 8.6)
    fl.skip(16)
    for ln in ("Testemunhas: 1) Marcos Vieira Lacerda   2) Patrícia Ramos Teles",):
        fl.line(ln, 8.2)
    fl.finish()
    fields = {
        "borrower": F("Cerealista Planalto Goiano Ltda.", q_em[0], q_em[2]),
        "lender": F("Banco Aurora do Centro-Oeste S.A.", q_cr[0], q_cr[2]),
        "agreement_date": F("2025-03-25", q_dt[0], q_dt[2]),
        "principal_amount": F(L["amt"], q_vl[0], q_vl[2]),
        "interest_rate": F("100% da Taxa DI acrescida de sobretaxa de 2,85% ao ano", q_tx[0], q_tx[2]),
        "maturity_date": F("2029-03-26", q_vc[0], q_vc[2]),
        "governing_law": FQ("direito brasileiro", b_lei, "Esta Cédula é regida pelo direito brasileiro."),
        "late_charge": FQ(
            "multa moratória de 2% (dois por cento) sobre o valor do débito em atraso",
            b_mora,
            "multa moratória de 2% (dois por cento) sobre o valor do débito em atraso",
        ),
    }
    notes = (
        "Brazilian bank credit note (Cédula de Crédito Bancário) for working capital, in Portuguese, BRL "
        "with "
        "dot grouping, written dates. borrower is the Emitente, lender the Credor; agreement_date the issue "
        "date (Data de emissão, repeated above the signatures); principal_amount the credit amount (the "
        "fees, "
        "IOF and instalment amounts are distractors); interest_rate the CDI-based rate as printed (the DI "
        "rate "
        "at issue is only a reference); maturity_date the Vencimento final (first instalment and first "
        "interest "
        "dates are distractors). governing_law is the law named in clause 7, not the court (foro). "
        "late_charge is "
        "the 2 % late-payment fine (multa moratória); the 1 % per month juros moratórios are default "
        "interest, "
        "not a late charge."
    )
    del b_loc
    return p, fields, notes, []


# ===== 2 Czech investment loan contract in Czech (CZK, space grouping, d. m. yyyy): a regional bank lends to
# an
# agricultural machinery company; drawdown deadline, monthly instalments with the first date; a floating rate
# on
# 3M PRIBOR plus a margin with the fixing at signing quoted; default interest apart from a fixed contractual
# penalty per late instalment; commitment and arrangement fees; Czech law vs the court; place and date above
# the signatures
@doc(
    "b38_loan_cz_smlouva_o_investicnim_uveru_pribor",
    "loan_agreement",
    "Smlouva o investičním úvěru 0412/24/LCD",
)
def loan_cz():
    L = dict(
        amt=24550000,
    )
    same(L["amt"], D(59) * D(409000) + D(419000), "amt")
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p,
        top=66,
        bottom=738,
        x=62,
        w=471,
        size=8.8,
        footer="Smlouva o investičním úvěru č. 0412/24/LCD – strana {} z {}",
    )
    line(fl, "SMLOUVA O INVESTIČNÍM ÚVĚRU", 14, True, align="c")
    line(fl, "č. 0412/24/LCD", 10, align="c")
    fl.skip(8)
    line(fl, "Smluvní strany:", 9, True)
    b_ver = para(
        fl,
        "Moravská regionální banka, a.s., IČO: 46318770, se sídlem Masarykovo náměstí 1102/17, 586 01 "
        "Jihlava, zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl B, vložka 7214 (dále "
        "jen „věřitel“)",
    )
    line(fl, "a", 8.8)
    b_dl = para(
        fl,
        "Vysočina Agro Technik s.r.o., IČO: 08124573, se sídlem Havlíčkova 2871/44, 586 01 Jihlava, "
        "zastoupená jednatelem Ing. Petrem Hanákem (dále jen „dlužník“)",
    )
    para(
        fl,
        "uzavírají dle příslušných ustanovení občanského zákoníku tuto smlouvu o investičním úvěru (dále jen "
        "„smlouva“).",
    )
    fl.head("Článek I – Výše a účel úvěru")
    fl.need(60)
    b_vy = para(
        fl,
        f"1. Věřitel poskytne dlužníkovi úvěr ve výši {fmt(L['amt'], ' ', ',', 0)} Kč (slovy: "
        "dvacet čtyři milionů pět set padesát tisíc korun českých) na pořízení zemědělské techniky a "
        "modernizaci servisního areálu v Jihlavě.",
    )
    para(
        fl,
        "2. Dlužník se zavazuje podílet se na financování projektu vlastními zdroji ve výši nejméně 4 150 "
        "000 "
        "Kč. Celkové náklady projektu činí 28 700 000 Kč.",
    )
    fl.head("Článek II – Čerpání")
    para(
        fl,
        "Úvěr lze čerpat jednorázově nebo postupně na základě žádostí o čerpání doložených fakturami, a to "
        "nejpozději do 31. 3. 2025. Nevyčerpaná část úvěru po tomto dni zaniká.",
    )
    fl.head("Článek III – Úroky")
    fl.need(60)
    b_ur = para(
        fl,
        "1. Úvěr je úročen pohyblivou úrokovou sazbou ve výši 3M PRIBOR + 1,95 % p.a. Sazba 3M PRIBOR "
        "se stanoví vždy k prvnímu pracovnímu dni kalendářního čtvrtletí; ke dni podpisu smlouvy činí 3M "
        "PRIBOR 3,62 % p.a.",
    )
    para(fl, "2. Úroky jsou splatné měsíčně, vždy k poslednímu dni kalendářního měsíce.")
    fl.head("Článek IV – Splácení")
    fl.need(60)
    b_spl = para(
        fl,
        "Dlužník je povinen splatit úvěr v 60 měsíčních splátkách splatných vždy k poslednímu dni "
        "měsíce, počínaje 30. 11. 2024; prvních 59 splátek činí 409 000 Kč, poslední splátka 419 000 Kč. "
        "Konečná splatnost úvěru je 31. 10. "
        "2029.",
    )
    fl.head("Článek V – Poplatky")
    para(
        fl,
        "Dlužník uhradí poplatek za zpracování úvěru ve výši 49 200 Kč a poplatek za nečerpanou část úvěru "
        "ve "
        "výši 0,50 % p.a. z nevyčerpané částky.",
    )
    fl.head("Článek VI – Prodlení a sankce")
    para(
        fl,
        "1. V případě prodlení se splácením jistiny nebo úroků je dlužník povinen zaplatit úrok z prodlení "
        "ve "
        "výši úrokové sazby dle článku III zvýšené o 4 procentní body ročně.",
    )
    fl.need(60)
    b_pok = para(
        fl,
        "2. Za každou splátku uhrazenou po její splatnosti je dlužník povinen zaplatit smluvní pokutu "
        "ve výši 1 500 Kč.",
    )
    fl.head("Článek VII – Zajištění")
    para(
        fl,
        "Úvěr je zajištěn zástavním právem k pořizované zemědělské technice a ručitelským prohlášením "
        "společníka Ing. Petra Hanáka do výše 5 000 000 Kč.",
    )
    fl.head("Článek VIII – Závěrečná ustanovení")
    fl.need(60)
    b_pr = para(
        fl,
        "1. Tato smlouva se řídí právním řádem České republiky. Případné spory budou rozhodovány "
        "věcně a místně příslušným soudem v Jihlavě.",
    )
    para(
        fl,
        "2. Smlouva je vyhotovena ve dvou stejnopisech a nabývá platnosti a účinnosti dnem podpisu oběma "
        "smluvními stranami.",
    )
    fl.skip(10)
    b_dt = line(fl, "V Jihlavě dne 15. 10. 2024", 9)
    fl.skip(24)
    fl.line(
        "za věřitele: ...............................          za dlužníka: ...............................",
        8.6,
    )
    fl.line("Mgr. Alena Dvořáková, ředitelka pobočky                   Ing. Petr Hanák, jednatel", 8.2)
    fl.finish()
    fields = {
        "borrower": FQ("Vysočina Agro Technik s.r.o.", b_dl, "Vysočina Agro Technik s.r.o., IČO: 08124573"),
        "lender": FQ(
            "Moravská regionální banka, a.s.", b_ver, "Moravská regionální banka, a.s., IČO: 46318770"
        ),
        "agreement_date": F("2024-10-15", b_dt[0], b_dt[2]),
        "principal_amount": FQ(L["amt"], b_vy, f"úvěr ve výši {fmt(L['amt'], ' ', ',', 0)} Kč"),
        "interest_rate": FQ(
            "3M PRIBOR + 1,95 % p.a.", b_ur, "pohyblivou úrokovou sazbou ve výši 3M PRIBOR + 1,95 % p.a."
        ),
        "maturity_date": FQ("2029-10-31", b_spl, "Konečná splatnost úvěru je 31. 10. 2029."),
        "governing_law": FQ("České republiky", b_pr, "Tato smlouva se řídí právním řádem České republiky."),
        "late_charge": FQ(
            "smluvní pokutu ve výši 1 500 Kč",
            b_pok,
            "Za každou splátku uhrazenou po její splatnosti "
            "je dlužník povinen zaplatit smluvní pokutu ve výši 1 500 Kč.",
        ),
    }
    notes = (
        "Czech investment loan contract in Czech, CZK with space grouping, dates d. m. yyyy. lender is the "
        "věřitel (bank), borrower the dlužník; agreement_date the signing date above the signatures (the "
        "drawdown deadline and the first instalment date are distractors); principal_amount the loan amount "
        "(own funds and total project cost are distractors); interest_rate the floating rate as printed (the "
        "3M PRIBOR fixing at signing is a distractor); maturity_date the final maturity (Konečná splatnost). "
        "governing_law the Czech legal order (printed in the genitive, 'České republiky'), not the court. "
        "late_charge is the fixed contractual penalty per instalment paid late; the default interest (úrok z "
        "prodlení) is not a late charge, and the fees are distractors."
    )
    return p, fields, notes, []


# ===== 3 New Zealand rural term loan agreement in English (NZD, comma grouping, d Month yyyy): a details
# schedule
# with the parties, the date, the facility amount, a floating rate on the lender's rural base rate less a
# margin
# with the current base rate quoted, quarterly repayments with the first date, and the final repayment date;
# establishment and line fees; a default rate only (no late charge); a general security agreement and a
# mortgage
# registered earlier; governing law and courts; execution block
@doc("b38_loan_nz_rural_term_loan_details_schedule", "loan_agreement", "Mataitai Downs term loan agreement")
def loan_nz():
    L = dict(
        amt=3345000,
    )
    p = Pdf(w=595, h=842)
    fl = Flow(
        p,
        top=70,
        bottom=738,
        x=64,
        w=467,
        size=9,
        footer="Term Loan Agreement - Southern Cross Rural Bank Limited - page {} of {}",
    )
    line(fl, "TERM LOAN AGREEMENT", 15, True, align="c")
    fl.skip(6)
    fl.head("Details")
    q_dt = row(fl, "Date", "15 July 2025", 200)
    q_bor = row(
        fl,
        "Borrower",
        "Mataitai Downs Farming Limited (company number 6618204), 412 Hakataramea Valley Road, RD 7, Kurow",
        200,
    )
    q_len = row(fl, "Lender", "Southern Cross Rural Bank Limited, 88 Stafford Street, Timaru", 200)
    q_amt = row(fl, "Facility Amount", f"NZ${fmt(L['amt'], ',', '.', 0)}", 200)
    row(fl, "Purpose", "To refinance existing seasonal debt and fund a centre-pivot irrigation upgrade", 200)
    q_ir = row(
        fl,
        "Interest Rate",
        "Rural Base Rate less a margin of 0.40% per annum (the Rural Base Rate at the "
        "Date is 7.95% per annum)",
        200,
    )
    row(fl, "Interest Payment Dates", "the 20th day of each month", 200)
    row(
        fl,
        "Repayment",
        "NZ$40,000 on the last day of each January, April, July and October, commencing 31 "
        "October 2025, with the balance on the Final Repayment Date",
        200,
    )
    q_mat = row(fl, "Final Repayment Date", "31 July 2030", 200)
    row(
        fl,
        "Fees",
        "establishment fee NZ$6,500 payable on the first drawdown; line fee of 0.25% per annum on the "
        "Facility Amount payable quarterly in arrears",
        200,
    )
    row(
        fl,
        "Security",
        "general security agreement dated 3 May 2021; registered first mortgage over Lot 2 DP "
        "48817 (Record of Title OT11B/904)",
        200,
    )
    fl.skip(4)
    fl.head("1. Definitions")
    para(
        fl,
        "In this Agreement, 'Rural Base Rate' means the rate per annum published by the Lender from time to "
        "time as its rural base lending rate; 'Default Rate' means the Interest Rate plus 4.00% per annum; "
        "and "
        "'Business Day' means a day on which registered banks are open for business in Timaru.",
    )
    fl.head("2. The facility and drawdown")
    para(
        fl,
        "The Lender agrees to make available to the Borrower a term loan in an aggregate principal amount "
        "not exceeding the Facility Amount. The Borrower may draw the facility in up to two drawdowns, the "
        "last "
        "of which must occur no later than 30 September 2025.",
    )
    fl.head("3. Interest")
    para(
        fl,
        "Interest accrues daily on the outstanding principal at the Interest Rate and is calculated on the "
        "basis of a 365-day year. Any change in the Rural Base Rate takes effect on the day the Lender "
        "publishes "
        "it.",
    )
    fl.head("4. Default interest")
    para(
        fl,
        "If the Borrower does not pay any amount on its due date, it must pay interest on that amount at the "
        "Default Rate from the due date until the date of actual payment, compounding monthly.",
    )
    fl.head("5. Prepayment")
    para(
        fl,
        "The Borrower may prepay the loan in whole or in part (in multiples of NZ$50,000) on any Interest "
        "Payment Date on giving not less than ten Business Days' notice. Prepaid amounts may not be redrawn.",
    )
    fl.head("6. Undertakings")
    para(
        fl,
        "The Borrower will provide annual financial statements within 150 days of each balance date, farm "
        "budgets before 1 June each year, and will maintain an interest cover ratio of at least 1.75 times.",
    )
    fl.head("7. Governing law")
    fl.need(60)
    b_law = para(
        fl,
        "This Agreement is governed by New Zealand law. The parties submit to the non-exclusive "
        "jurisdiction of the courts of New Zealand.",
    )
    fl.skip(10)
    fl.head("Execution")
    for ln in (
        "SIGNED for Mataitai Downs Farming Limited by its directors:",
        "Hamish Rutherford ..............................    Kiri Rutherford ..............................",
        "",
        "SIGNED for Southern Cross Rural Bank Limited by its authorised signatory:",
        "Bridget O'Donnell, Senior Rural Manager ..............................",
    ):
        fl.line(ln, 8.6)
    fl.finish()
    same(L["amt"], D(3345000), "amt")
    fields = {
        "borrower": F("Mataitai Downs Farming Limited", q_bor[0], q_bor[2]),
        "lender": F("Southern Cross Rural Bank Limited", q_len[0], q_len[2]),
        "agreement_date": F("2025-07-15", q_dt[0], q_dt[2]),
        "principal_amount": F(L["amt"], q_amt[0], q_amt[2]),
        "interest_rate": F("Rural Base Rate less a margin of 0.40% per annum", q_ir[0], q_ir[2]),
        "maturity_date": F("2030-07-31", q_mat[0], q_mat[2]),
        "governing_law": FQ("New Zealand law", b_law, "This Agreement is governed by New Zealand law."),
        "late_charge": NULL(),
    }
    notes = (
        "New Zealand rural term loan agreement with a details schedule, NZD with comma grouping, dates d "
        "Month "
        "yyyy. agreement_date is the Date in the details (the security agreement of an earlier year, the "
        "drawdown deadline and the first repayment date are distractors); principal_amount the Facility "
        "Amount "
        "(repayment instalments and fees are distractors); interest_rate the rate as printed without the "
        "current Rural Base Rate level; maturity_date the Final Repayment Date. governing_law New Zealand "
        "law "
        "(the courts clause is separate). The agreement provides only default interest at the Default Rate; "
        "establishment and line fees are not late charges, so late_charge is null."
    )
    return p, fields, notes, []
