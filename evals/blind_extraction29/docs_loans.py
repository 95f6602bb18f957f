"""Loan-agreement builders for blind_extraction29 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import Pdf


def para(fl, s, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages, s


def on(par, q):
    first, last, whole = par
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in whole, q
    return first, q


def FQ(value, par, q):
    return F(value, *on(par, q))


def TQ(what, value, par, q):
    return T(what, value, *on(par, q))


# ===== 1 DIFC syndicated facility agreement (AED): agent as lender, EIBOR plus margin, two tranches
@doc(
    "b29_loan_ae_difc_syndicated_eibor",
    "loan_agreement",
    "Jebel Ali Cold Stores syndicated facility agreement",
)
def loan_ae():
    L = dict(a=331750000, b=158275000, tot=490025000)
    p = Pdf()
    fl = Flow(p, footer="Jebel Ali Cold Stores - AED Facility Agreement · page {} of {}")
    fl.line("AED 490,025,000 TERM AND REVOLVING FACILITIES AGREEMENT", 12, True, align="c")
    p_date = para(fl, "THIS AGREEMENT is dated 23 January 2031 and made between:")
    p_b = para(fl, '(1) JEBEL ALI COLD STORES AND LOGISTICS P.J.S.C. (the "Borrower");')
    para(
        fl,
        "(2) GULF CRESCENT BANK P.J.S.C. and NAKHEEL MERCHANT BANK LIMITED as mandated lead arrangers (the "
        '"Arrangers");',
    )
    para(
        fl,
        '(3) THE FINANCIAL INSTITUTIONS listed in Schedule 1 as original lenders (the "Original Lenders");',
    )
    p_l = para(fl, '(4) DESERT PALM BANK P.J.S.C. as agent of the Finance Parties (the "Agent").')
    fl.head("1. THE FACILITIES")
    a, b = D("331750000"), D("158275000")
    p_fac = para(
        fl,
        f"1.1 Subject to this Agreement, the Lenders make available to the Borrower (a) an AED term loan "
        f"facility in an aggregate amount of AED {a:,} (Facility A) and (b) an AED revolving credit "
        f"facility in an aggregate amount of AED {b:,} (Facility B), together the Total Commitments of "
        f"AED {a + b:,}.",
    )
    para(
        fl,
        "1.2 The Borrower shall apply all amounts borrowed towards the construction of the Jebel Ali South "
        "cold-storage campus and general corporate purposes. A commitment letter dated 4 November 2030 is "
        "superseded by this Agreement.",
    )
    fl.head("2. INTEREST")
    p_int = para(
        fl,
        "2.1 The rate of interest on each Loan for each Interest Period is the percentage rate per annum "
        "which is the aggregate of the applicable Margin and EIBOR. Margin means 2.35 per cent. per annum "
        "for Facility A and 2.10 per cent. per annum for Facility B.",
    )
    para(
        fl,
        "2.2 If an Obligor fails to pay any amount payable by it on its due date, interest shall accrue on "
        "the "
        "overdue amount at a rate which is 2.00 per cent. per annum higher than the rate which would have "
        "been payable (default interest).",
    )
    fl.head("3. REPAYMENT AND TERMINATION")
    p_mat = para(
        fl,
        "3.1 The Borrower shall repay Facility A in fourteen semi-annual instalments, the first falling "
        "on 30 June 2032, and shall repay all outstanding Loans in full on the Termination Date, being "
        "16 July 2038.",
    )
    para(
        fl,
        "3.2 The Availability Period for Facility B ends one month before the Termination Date. The Agent "
        "reviews the financial covenants on each test date (30 June and 31 December).",
    )
    fl.head("4. FEES")
    para(
        fl,
        "4.1 Arrangement fee 0.85 per cent. of the Total Commitments; commitment fee 35 per cent. of the "
        "applicable Margin on undrawn commitments; agency fee AED 185,000 per annum.",
    )
    fl.head("5. GOVERNING LAW AND JURISDICTION")
    p_law = para(
        fl,
        "5.1 This Agreement and any non-contractual obligations arising out of or in connection with it "
        "are governed by the laws of the Dubai International Financial Centre. The courts of the DIFC "
        "have exclusive jurisdiction.",
    )
    fl.skip(10)
    fl.line("Signed for the Borrower: Khalid Saeed Al Mheiri, Chief Executive Officer", 8.6)
    fl.line("Signed for the Agent: Priya Raghunathan, Director, Agency Services", 8.6)
    fl.finish()
    for k, v in dict(a=a, b=b, tot=a + b).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ(
            "Jebel Ali Cold Stores and Logistics P.J.S.C.",
            p_b,
            'JEBEL ALI COLD STORES AND LOGISTICS P.J.S.C. (the "Borrower")',
        ),
        "lender": FQ(
            "Desert Palm Bank P.J.S.C.", p_l, "DESERT PALM BANK P.J.S.C. as agent of the Finance Parties"
        ),
        "agreement_date": FQ("2031-01-23", p_date, "THIS AGREEMENT is dated 23 January 2031"),
        "principal_amount": FQ(L["tot"], p_fac, f"together the Total Commitments of AED {a + b:,}"),
        "interest_rate": FQ(
            "the aggregate of the applicable Margin and EIBOR",
            p_int,
            "the aggregate of the applicable Margin and EIBOR",
        ),
        "maturity_date": FQ("2038-07-16", p_mat, "on the Termination Date, being 16 July 2038"),
        "governing_law": FQ(
            "the laws of the Dubai International Financial Centre",
            p_law,
            "governed by the laws of the Dubai International Financial Centre",
        ),
        "late_charge": NULL(),
    }
    notes = (
        "Syndicated AED facilities agreement under DIFC law. lender is the Agent (Desert Palm Bank), not the "
        "mandated lead arrangers or the original lenders. agreement_date is the dated line, not the "
        "superseded "
        "commitment letter. principal_amount is the Total Commitments (Facility A + Facility B; sum). "
        "interest_rate is Margin plus EIBOR as printed (the margins differ by facility); maturity_date the "
        "Termination Date, not the first instalment date. late_charge is null: only default interest on "
        "overdue "
        "amounts is provided, which is not a late charge."
    )
    sums = [
        SUM(
            "Facility A + Facility B = Total Commitments",
            [
                (1, TQ("Facility A", L["a"], p_fac, f"AED {a:,} (Facility A)")),
                (1, TQ("Facility B", L["b"], p_fac, f"AED {b:,} (Facility B)")),
            ],
            "principal_amount",
        )
    ]
    return p, fields, notes, sums


# ===== 2 Peruvian loan contract in Spanish (PEN): TEA, cronograma, penalidad por mora vs interés moratorio
@doc("b29_loan_pe_contrato_prestamo_tea", "loan_agreement", "Caja Rural Selva Central contrato de préstamo")
def loan_pe():
    p = Pdf(ttf=True)
    fl = Flow(p, footer="Contrato de Préstamo N° CRSC-EMP-2031-00847 · página {} de {}")
    fl.line("CONTRATO DE PRÉSTAMO DE DINERO CON GARANTÍA MOBILIARIA", 11.5, True, align="c")
    fl.line("N° CRSC-EMP-2031-00847", 9, align="c")
    p_lend = para(
        fl,
        "Conste por el presente documento el contrato de préstamo que celebran, de una parte, CAJA RURAL DE "
        "AHORRO Y CRÉDITO SELVA CENTRAL S.A., con RUC 20487193365, con domicilio en Jr. Tarma 412, La "
        "Merced, "
        "Chanchamayo, Junín, a quien en adelante se denominará LA CAJA; y de la otra parte,",
    )
    p_b = para(
        fl,
        "AGROINDUSTRIAS CAFETALERAS VILLA RICA S.A.C., con RUC 20601847392, debidamente representada por "
        "su gerente general Sr. Efraín Quispe Huamaní, a quien en adelante se denominará EL CLIENTE.",
    )
    fl.head("PRIMERA: DEL PRÉSTAMO")
    p_amt = para(
        fl,
        "LA CAJA otorga a EL CLIENTE un préstamo por la suma de S/ 2,384,600.00 (DOS MILLONES "
        "TRESCIENTOS OCHENTA Y CUATRO MIL SEISCIENTOS Y 00/100 SOLES), destinado a la compra de una "
        "planta de beneficio húmedo de café. La solicitud de crédito fue aprobada por el Comité de "
        "Créditos el 19 de marzo de 2031.",
    )
    fl.head("SEGUNDA: INTERESES")
    p_int = para(
        fl,
        "El préstamo devengará una tasa de interés compensatoria efectiva anual (TEA) de 14.85% fija, "
        "equivalente a una tasa de costo efectivo anual (TCEA) de 15.62%, calculada sobre un año de 360 "
        "días.",
    )
    fl.head("TERCERA: PLAZO Y CRONOGRAMA")
    p_mat = para(
        fl,
        "El préstamo se pagará en 48 cuotas mensuales según el cronograma anexo; la primera cuota vence "
        "el 05 de mayo de 2031 y la última cuota vence el 05 de abril de 2035, fecha de vencimiento "
        "final del préstamo.",
    )
    fl.head("CUARTA: INCUMPLIMIENTO")
    p_late = para(
        fl,
        "En caso de atraso en el pago de cualquier cuota, EL CLIENTE pagará, además del interés "
        "compensatorio, un interés moratorio nominal anual de 9.50% sobre el capital vencido y una "
        "penalidad por pago tardío de S/ 45.00 por cada cuota vencida.",
    )
    fl.head("QUINTA: GARANTÍA")
    para(
        fl,
        "En garantía, EL CLIENTE constituye garantía mobiliaria sobre la planta adquirida, valorizada en "
        "S/ 3,106,480.00, inscrita en el Registro Mobiliario de Contratos.",
    )
    fl.head("SEXTA: LEY APLICABLE Y JURISDICCIÓN")
    p_law = para(
        fl,
        "El presente contrato se rige por las leyes de la República del Perú. Las partes se someten a "
        "los jueces y tribunales de La Merced, Chanchamayo.",
    )
    p_sig = para(
        fl,
        "Suscrito en La Merced, a los 02 días de abril de 2031, en dos ejemplares de igual valor. Firma "
        "en fecha 02/04/2031.",
    )
    fl.line("LA CAJA: Rosario Melgarejo Tapia, Gerente de Negocios", 8.6)
    fl.line("EL CLIENTE: Efraín Quispe Huamaní, Gerente General", 8.6)
    fl.finish()
    fields = {
        "borrower": FQ(
            "Agroindustrias Cafetaleras Villa Rica S.A.C.",
            p_b,
            "AGROINDUSTRIAS CAFETALERAS VILLA RICA S.A.C.",
        ),
        "lender": FQ(
            "Caja Rural de Ahorro y Crédito Selva Central S.A.",
            p_lend,
            "CAJA RURAL DE AHORRO Y CRÉDITO SELVA CENTRAL S.A.",
        ),
        "agreement_date": FQ("2031-04-02", p_sig, "Firma en fecha 02/04/2031"),
        "principal_amount": FQ(2384600, p_amt, "la suma de S/ 2,384,600.00"),
        "interest_rate": FQ(
            "tasa de interés compensatoria efectiva anual (TEA) de 14.85% fija",
            p_int,
            "tasa de interés compensatoria efectiva anual (TEA) de 14.85% fija",
        ),
        "maturity_date": FQ("2035-04-05", p_mat, "la última cuota vence el 05 de abril de 2035"),
        "governing_law": FQ(
            "las leyes de la República del Perú", p_law, "se rige por las leyes de la República del Perú"
        ),
        "late_charge": FQ(
            "penalidad por pago tardío de S/ 45.00 por cada cuota vencida",
            p_late,
            "penalidad por pago tardío de S/ 45.00 por cada cuota vencida",
        ),
    }
    notes = (
        "Peruvian loan contract in Spanish (PEN as S/). agreement_date is the signing date (02 April 2031, "
        "in "
        "words and figures), not the credit-committee approval date. interest_rate is the TEA as printed, "
        "not "
        "the TCEA (total cost) or the moratorium rate; maturity_date the last instalment date, not the "
        "first. "
        "late_charge is the flat penalidad por pago tardío, not the interés moratorio (default interest). "
        "governing_law the law named, not the La Merced venue; the collateral value is not the principal."
    )
    return p, fields, notes, []


# ===== 3 Amendment and extension agreement (USD, Ghanaian law): increase, new maturity, late payment charge
@doc("b29_loan_gh_amendment_extension_usd", "loan_agreement", "Volta Basin Cocoa Processors second amendment")
def loan_gh():
    L = dict(orig=13482500, inc=4185000, tot=17667500)
    p = Pdf()
    fl = Flow(p, footer="Second Amendment and Extension Agreement · {} / {}")
    fl.line("SECOND AMENDMENT AND EXTENSION AGREEMENT", 12, True, align="c")
    p_d = para(
        fl,
        'This Second Amendment and Extension Agreement (this "Amendment") is made on 11 September 2031 '
        'between VOLTA BASIN COCOA PROCESSORS LIMITED, a company incorporated in Ghana (the "Borrower"), '
        'and KORLE LAGOON TRADE FINANCE LTD, a company incorporated in England (the "Lender").',
    )
    fl.head("Background")
    para(
        fl,
        "(A) The parties entered into a term loan agreement dated 27 February 2029 "
        '(the "Original Agreement"), '
        "as amended by a first amendment dated 8 August 2030, under which the original maturity date was "
        "28 February 2032.",
    )
    orig, inc = D("13482500"), D("4185000")
    p_amt = para(
        fl,
        f"(B) The Borrower has requested, and the Lender has agreed, to increase the loan from "
        f"US$ {orig:,} by US$ {inc:,} to an aggregate principal amount of US$ {orig + inc:,} and to extend "
        f"the maturity date.",
    )
    fl.head("1. Amendments")
    p_mat = para(
        fl,
        '1.1 The definition of "Final Maturity Date" is replaced by: "Final Maturity Date" means '
        "31 August 2035.",
    )
    p_int = para(
        fl,
        "1.2 Interest shall accrue at Term SOFR plus 4.65 per cent. per annum (previously 5.10 per cent. "
        "above three-month USD LIBOR).",
    )
    p_late = para(
        fl,
        "1.3 If any instalment is not paid within five Business Days of its due date, the Borrower shall "
        "pay a late payment charge of 2 per cent. of the overdue instalment. This is in addition to "
        "default interest at 3 per cent. per annum above the applicable rate.",
    )
    fl.head("2. Governing law")
    p_law = para(
        fl,
        "2.1 This Amendment and the Original Agreement are governed by the laws of the Republic of Ghana. "
        "Disputes shall be "
        "referred to arbitration under the LCIA Rules, seated in London.",
    )
    fl.skip(10)
    fl.line("For the Borrower: Akosua Mensah-Boateng, Managing Director", 8.6)
    fl.line("For the Lender: Oliver Treadgold-Asante, Head of Structured Trade", 8.6)
    fl.finish()
    for k, v in dict(orig=orig, inc=inc, tot=orig + inc).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ("Volta Basin Cocoa Processors Limited", p_d, "VOLTA BASIN COCOA PROCESSORS LIMITED"),
        "lender": FQ("Korle Lagoon Trade Finance Ltd", p_d, "KORLE LAGOON TRADE FINANCE LTD"),
        "agreement_date": FQ("2031-09-11", p_d, "is made on 11 September 2031"),
        "principal_amount": FQ(L["tot"], p_amt, f"an aggregate principal amount of US$ {orig + inc:,}"),
        "interest_rate": FQ(
            "Term SOFR plus 4.65 per cent. per annum", p_int, "Term SOFR plus 4.65 per cent. per annum"
        ),
        "maturity_date": FQ("2035-08-31", p_mat, '"Final Maturity Date" means 31 August 2035'),
        "governing_law": FQ(
            "the laws of the Republic of Ghana", p_law, "governed by the laws of the Republic of Ghana"
        ),
        "late_charge": FQ(
            "a late payment charge of 2 per cent. of the overdue instalment",
            p_late,
            "a late payment charge of 2 per cent. of the overdue instalment",
        ),
    }
    notes = (
        "Second amendment and extension of a USD term loan to a Ghanaian borrower, under Ghanaian law. "
        "agreement_date is the amendment's date, not the original agreement or first amendment. "
        "principal_amount the amended aggregate principal (original + increase; sum); interest_rate the new "
        "Term SOFR rate, not the superseded LIBOR rate; maturity_date the new Final Maturity Date, not the "
        "original one. late_charge the late payment charge, not default interest; governing_law the laws of "
        "Ghana, "
        "not the London arbitration seat."
    )
    sums = [
        SUM(
            "original + increase = aggregate principal",
            [
                (1, TQ("original", L["orig"], p_amt, f"US$ {orig:,} by")),
                (1, TQ("increase", L["inc"], p_amt, f"by US$ {inc:,}")),
            ],
            "principal_amount",
        )
    ]
    return p, fields, notes, sums
