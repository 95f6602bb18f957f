"""Loan-agreement builders for blind_extraction28 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import Pdf


def cols(fl, cells, size=8.6, bold=False, lead=None):
    """One table row at the Flow's current line; cells: (x, text, align).  Returns the row text."""
    lead = lead or size * 1.5
    fl.need(lead)
    out = []
    for x, s, al in cells:
        if s:
            fl.p.text(x, fl.y, s, size, bold, align=al)
            out.append(s)
    fl.y += lead
    return " ".join(out)


def para(fl, s, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages, s


def on(par, q):
    """(page, quote) for a quote taken from a paragraph that sits on one page."""
    first, last, whole = par
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in whole, q
    return first, q


def FQ(value, par, q):
    pg, qq = on(par, q)
    return F(value, pg, qq)


def TQ(what, value, par, q):
    pg, qq = on(par, q)
    return T(what, value, pg, qq)


# ===== 1 Ontario demand promissory note (CAD): no maturity date, prime-based rate, flat late payment fee
@doc(
    "b28_loan_on_demand_promissory_note_prime",
    "loan_agreement",
    "Muskoka Timber Frame Homes Inc. demand promissory note to Georgian Shores Credit Union",
)
def loan_on():
    principal = D("1372500.00")
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=736,
        x=72,
        w=468,
        size=9.6,
        footer="Demand Promissory Note - Loan No. GSCU-44-81907 - Page {} of {}",
    )
    fl.line("DEMAND PROMISSORY NOTE", 15, True, align="c", lead=22)
    q_amt = cols(
        fl, [(72, "Principal Amount: CAD $1,372,500.00", "l"), (540, "Bracebridge, Ontario", "r")], 9.6
    )
    q_date = cols(fl, [(72, "Loan No. GSCU-44-81907", "l"), (540, "Dated: March 19, 2029", "r")], 9.6)
    fl.skip(8)
    P1 = para(
        fl,
        "FOR VALUE RECEIVED, the undersigned, MUSKOKA TIMBER FRAME HOMES INC., a corporation incorporated "
        "under the laws of the Province of Ontario, having its registered office at 2200 Cedar Lane, "
        'Bracebridge, Ontario P1L 1W9 (the "Borrower"), promises to pay ON DEMAND to or to the order of '
        'GEORGIAN SHORES CREDIT UNION LIMITED (the "Lender"), at its branch at 61 Manitoba Street, '
        "Bracebridge, Ontario, the principal sum of ONE MILLION THREE HUNDRED SEVENTY-TWO THOUSAND FIVE "
        "HUNDRED CANADIAN DOLLARS (CAD $1,372,500.00), or so much thereof as is advanced and outstanding, "
        "together with interest as provided below.",
    )
    fl.head("1. Interest")
    P2 = para(
        fl,
        "The Borrower shall pay interest on the principal outstanding from the date of advance at a rate "
        "equal to the Prime Rate plus 1.65% per annum, calculated daily and compounded monthly, not in "
        'advance, both before and after demand, default and judgment. "Prime Rate" means the annual rate '
        "of interest announced from time to time by the Lender as its reference rate for Canadian dollar "
        "commercial loans made in Canada; on the date of this Note the Prime Rate is 4.70% per annum.",
    )
    para(
        fl,
        "For the purposes of the Interest Act (Canada), the yearly rate of interest to which any rate "
        "calculated on the basis of a period of less than a calendar year is equivalent is that rate "
        "multiplied by the actual number of days in the calendar year and divided by the number of days in "
        "that period.",
    )
    fl.head("2. Payments")
    para(
        fl,
        "Until demand is made, the Borrower shall make blended monthly payments of principal and interest "
        "of CAD $10,274.00 on the 1st day of each month commencing May 1, 2029, calculated on a 20-year "
        "amortization. The payment amount shall be recalculated on each change in the Prime Rate. The "
        "amortization is used for calculating payments only and does not constitute a term; the whole of "
        "the principal and interest is repayable ON DEMAND. The Lender intends to review the credit "
        "annually, with the first review by April 30, 2030, but no review shall limit the right to demand.",
    )
    fl.head("3. Late Payment Fee and Overdue Interest")
    P3 = para(
        fl,
        "Late Payment Fee: $75.00 for each instalment received more than 10 days after its due date, "
        "payable as an administration charge in addition to interest. Any amount not paid when due shall "
        "bear interest at the rate set out in section 1 until paid; no higher default rate applies.",
    )
    fl.head("4. Prepayment and Security")
    para(
        fl,
        "The Borrower may prepay the whole or any part of the principal at any time without notice or bonus. "
        "This Note is secured by a general security agreement and a first collateral mortgage in the amount "
        "of CAD $1,650,000.00 on the lands municipally known as 2200 Cedar Lane, Bracebridge, and is issued "
        "under the Lender's commitment letter dated February 26, 2029, the terms of which are superseded by "
        "this Note to the extent of any inconsistency.",
    )
    fl.head("5. General")
    P4 = para(
        fl,
        "The Borrower waives presentment, protest and notice of dishonour. This Note shall be governed by "
        "and construed in accordance with Ontario law and the federal laws of Canada applicable therein.",
    )
    fl.skip(20)
    fl.need(110)
    cols(fl, [(72, "MUSKOKA TIMBER FRAME HOMES INC.", "l")], 9.4, True)
    fl.skip(24)
    cols(
        fl,
        [(72, "Per: ______________________________", "l"), (320, "Per: ______________________________", "l")],
        9,
    )
    cols(
        fl,
        [(72, "Name: Harlan J. Oduya, President", "l"), (320, "Name: Linnea Pettersen-Moyo, Secretary", "l")],
        8.6,
    )
    cols(fl, [(72, "I have authority to bind the corporation.", "l")], 8.2)
    fl.finish()
    same(1372500, principal, "principal")
    fields = {
        "borrower": FQ(
            "Muskoka Timber Frame Homes Inc.",
            P1,
            "the undersigned, MUSKOKA TIMBER FRAME HOMES INC., a corporation",
        ),
        "lender": FQ(
            "Georgian Shores Credit Union Limited", P1, 'GEORGIAN SHORES CREDIT UNION LIMITED (the "Lender")'
        ),
        "agreement_date": F("2029-03-19", 1, q_date),
        "principal_amount": F(1372500, 1, q_amt),
        "interest_rate": FQ(
            "Prime Rate plus 1.65% per annum", P2, "equal to the Prime Rate plus 1.65% per annum"
        ),
        "maturity_date": NULL(),
        "governing_law": FQ(
            "Ontario law", P4, "construed in accordance with Ontario law and the federal laws"
        ),
        "late_charge": FQ(
            "$75.00 for each instalment received more than 10 days after its due date",
            P3,
            "Late Payment Fee: $75.00 for each instalment received more than 10 days after its due date",
        ),
    }
    notes = (
        "Ontario demand promissory note (CAD, a credit-union lender). agreement_date is the Dated line, not "
        "the superseded commitment letter date or the first payment or review dates. principal_amount is the "
        "face amount (CAD $1,372,500.00, also in words), not the collateral mortgage amount. interest_rate "
        "is "
        "the prime-based rate as printed (today's Prime Rate figure is a distractor). maturity_date is null: "
        "the note is payable on demand and states no maturity; the 20-year amortization and the annual "
        "review date are expressly not a term. late_charge is the flat Late Payment Fee; overdue interest "
        "at the note rate is not a late charge. governing_law is Ontario law (with the federal laws of "
        "Canada applicable therein)."
    )
    return p, fields, notes, []


# ===== 2 Singapore facility letter (SGD): term loan + revolving credit, Compounded SORA, superseded letter
@doc(
    "b28_loan_sg_facility_letter_sora_two_facilities",
    "loan_agreement",
    "Straits Meridian Bank facility letter to Jurong Precision Moulding Pte. Ltd.",
)
def loan_sg():
    tl, rcf = D("14685000"), D("3195000")
    p = Pdf()
    fl = Flow(
        p,
        top=64,
        bottom=738,
        x=64,
        w=484,
        size=9,
        footer="Straits Meridian Bank Limited - Ref. SMB/CB/29/0917 - Page {} of {}",
    )
    fl.line("STRAITS MERIDIAN BANK LIMITED", 14, True, lead=16)
    fl.line(
        "Commercial Banking · 8 Raffles Quay #21-00, Singapore 048582 · Co. Reg. No. 199604418R", 7.8, lead=22
    )
    fl.line("PRIVATE AND CONFIDENTIAL", 8.6, True)
    q_date = cols(fl, [(64, "Our Ref: SMB/CB/29/0917", "l"), (548, "27 September 2029", "r")], 9)
    fl.skip(4)
    P1 = para(
        fl,
        "The Board of Directors, Jurong Precision Moulding Pte. Ltd. (UEN 200811470W), 14 Gul Crescent, "
        'Singapore 629527 (the "Borrower")',
    )
    para(fl, "Dear Sirs,")
    fl.line("BANKING FACILITIES OF SGD 17,880,000", 10, True, lead=18)
    P2 = para(
        fl,
        'Straits Meridian Bank Limited (the "Bank") is pleased to offer the Borrower the banking '
        "facilities below on the terms of this letter and the Bank's Standard Terms and Conditions for "
        'Banking Facilities (together, this "Facility Letter"). This Facility Letter supersedes and '
        "replaces the Bank's facility letter dated 4 May 2026, and once accepted constitutes the facility "
        "agreement between the Bank and the Borrower dated as of the date of this letter.",
    )
    fl.head("1. Facilities")
    q_tl = cols(fl, [(84, "(a) Term Loan Facility", "l"), (548, "SGD 14,685,000", "r")], 9)
    q_rcf = cols(fl, [(84, "(b) Revolving Credit Facility", "l"), (548, "SGD 3,195,000", "r")], 9)
    q_tot = cols(fl, [(84, "Total Facilities", "l"), (548, "SGD 17,880,000", "r")], 9, True)
    pg_fac = fl.p.pages
    fl.skip(4)
    fl.head("2. Purpose")
    para(
        fl,
        "The Term Loan Facility shall be used to part-finance the purchase of six all-electric injection "
        "moulding machines and a cleanroom extension at 14 Gul Crescent; the Revolving Credit Facility "
        "for general working capital.",
    )
    fl.head("3. Interest")
    P3 = para(
        fl,
        "Interest on each facility shall accrue at Compounded SORA plus 2.10% per annum, computed on a "
        '365-day basis and payable monthly in arrears. "Compounded SORA" means the compounded Singapore '
        "Overnight Rate Average for the relevant interest period, calculated in arrears with a five "
        "business day lookback. Should Compounded SORA be less than zero, it shall be deemed to be zero.",
    )
    fl.head("4. Repayment and Final Repayment Date")
    P4 = para(
        fl,
        "The Term Loan Facility shall be repaid in 20 quarterly instalments of SGD 734,250 each, the first "
        "falling due on 31 December 2029. All amounts outstanding under the facilities shall be repaid in "
        "full on the Final Repayment Date, being 28 September 2034. Each Revolving Credit advance shall "
        "be repaid at the end of its interest period of one, three or six months and may be redrawn; the "
        "Revolving Credit Facility is subject to annual review, the next review falling on 30 September "
        "2030.",
    )
    fl.head("5. Fees and Default Interest")
    para(
        fl,
        "An upfront fee of SGD 44,700 is payable on acceptance. A commitment fee of 0.35% per annum is "
        "payable on the undrawn Term Loan Facility during the availability period ending 31 March 2030. "
        "If any sum is not paid when due, the Bank may charge default interest on that sum at 2.00% per "
        "annum above the rate otherwise applicable, from the due date until the date of actual payment.",
    )
    fl.head("6. Security")
    para(
        fl,
        "A first legal mortgage over the machinery financed, an assignment of the insurances, and a "
        "corporate guarantee from Lion Gate Polymer Holdings Pte. Ltd. for the total facilities amount.",
    )
    fl.head("7. Governing Law")
    P5 = para(
        fl,
        "This Facility Letter is governed by Singapore law, and the parties submit "
        "to the non-exclusive jurisdiction of the Singapore courts.",
    )
    para(
        fl,
        "Please signify your acceptance by signing and returning the duplicate of this letter within 21 "
        "days of its date, failing which this offer shall lapse.",
    )
    fl.skip(10)
    fl.need(150)
    cols(fl, [(64, "Yours faithfully, for and on behalf of STRAITS MERIDIAN BANK LIMITED", "l")], 8.8)
    fl.skip(20)
    cols(
        fl,
        [
            (64, "Tan Wei Ling, Director, Commercial Banking", "l"),
            (330, "Aravind Subramaniam, Relationship Manager", "l"),
        ],
        8.4,
    )
    fl.skip(14)
    fl.line("ACCEPTANCE", 9.4, True)
    para(
        fl,
        "We accept the facilities on the terms and conditions of this Facility Letter. Signed for and on "
        "behalf of Jurong Precision Moulding Pte. Ltd. by its directors pursuant to a board resolution "
        "passed on 2 October 2029.",
        size=8.8,
    )
    cols(
        fl,
        [
            (64, "Goh Kah Hwee, Director", "l"),
            (330, "Melissa Teo-Rahman, Director", "l"),
            (548, "Date: 3 October 2029", "r"),
        ],
        8.4,
    )
    fl.finish()
    same(17880000, tl + rcf, "total facilities")
    same(14685000, 20 * D("734250"), "instalments")
    fields = {
        "borrower": FQ(
            "Jurong Precision Moulding Pte. Ltd.", P1, "Jurong Precision Moulding Pte. Ltd. (UEN 200811470W)"
        ),
        "lender": FQ("Straits Meridian Bank Limited", P2, 'Straits Meridian Bank Limited (the "Bank")'),
        "agreement_date": F("2029-09-27", 1, q_date),
        "principal_amount": F(17880000, pg_fac, q_tot),
        "interest_rate": FQ(
            "Compounded SORA plus 2.10% per annum", P3, "accrue at Compounded SORA plus 2.10% per annum"
        ),
        "maturity_date": FQ("2034-09-28", P4, "the Final Repayment Date, being 28 September 2034"),
        "governing_law": FQ("Singapore law", P5, "This Facility Letter is governed by Singapore law"),
        "late_charge": NULL(),
    }
    notes = (
        "Singapore bank facility letter (SGD) with an acceptance block. agreement_date is the letter's date: "
        "the letter says it constitutes the facility agreement dated as of its date (the superseded facility "
        "letter, board resolution and acceptance dates are distractors). principal_amount is the Total "
        "Facilities (term loan + revolving credit; sum). interest_rate is the Compounded SORA margin as "
        "printed. maturity_date is the Final Repayment Date, not the first instalment, the availability end "
        "or the annual review date. late_charge is null: only default interest is provided (not a late "
        "charge). governing_law is Singapore law."
    )
    sums = [
        SUM(
            "Term Loan + Revolving Credit = Total Facilities",
            [
                (1, T("Term Loan Facility", 14685000, pg_fac, q_tl)),
                (1, T("Revolving Credit Facility", 3195000, pg_fac, q_rcf)),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Mexican amending agreement (MXN, Spanish): increased credit, new TIIE margin, extended maturity
@doc(
    "b28_loan_mx_convenio_modificatorio_credito_simple",
    "loan_agreement",
    "Primer convenio modificatorio al contrato de crédito simple de Empacadora de Mariscos Topolobampo",
)
def loan_mx():
    old, inc = D("38000000"), D("12835000")
    p = Pdf(ttf=True, face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=738,
        x=68,
        w=476,
        size=9.2,
        footer="Convenio modificatorio · Crédito No. BRP-CS-2027-0318 · Hoja {} de {}",
    )
    fl.line("PRIMER CONVENIO MODIFICATORIO AL CONTRATO DE APERTURA", 11.4, True, align="c", lead=15)
    fl.line("DE CRÉDITO SIMPLE No. BRP-CS-2027-0318", 11.4, True, align="c", lead=22)
    P1 = para(
        fl,
        'PRIMER CONVENIO MODIFICATORIO (el "Convenio") que celebran, por una parte, BANCO REGIONAL DEL '
        'PACÍFICO, S.A., INSTITUCIÓN DE BANCA MÚLTIPLE (el "Acreditante"), representado por el Lic. '
        "Octavio Ruelas Camberos; por otra parte, EMPACADORA DE MARISCOS TOPOLOBAMPO, S.A. DE C.V. (la "
        '"Acreditada"), representada por la Ing. Maricela Bojórquez Lugo; y, como obligado solidario, '
        "el Sr. Gerardo Valenzuela Inzunza, al tenor de los siguientes antecedentes y cláusulas.",
    )
    fl.head("ANTECEDENTES", align="c")
    P2 = para(
        fl,
        "I. Con fecha 8 de marzo de 2027 las partes celebraron un Contrato de Apertura de Crédito Simple (el "
        '"Contrato") hasta por la cantidad de $38,000,000.00 (treinta y ocho millones de pesos 00/100 '
        "M.N.), con vencimiento el 15 de diciembre de 2032 y una tasa de interés ordinaria de TIIE a 28 "
        "días más 2.95 puntos porcentuales.",
    )
    para(
        fl,
        "II. La Acreditada solicitó ampliar el importe del crédito para financiar una segunda línea de "
        "congelación en su planta de Topolobampo, Ahome, Sinaloa, y el Acreditante aprobó la solicitud "
        "mediante resolución de su comité de crédito del 29 de octubre de 2029.",
    )
    fl.head("CLÁUSULAS", align="c")
    P3 = para(
        fl,
        "PRIMERA. Ampliación del crédito. Se amplía el importe del crédito en $12,835,000.00 (doce "
        "millones ochocientos treinta y cinco mil pesos 00/100 M.N.), por lo que la cláusula Primera del "
        "Contrato queda "
        'redactada así: "El Acreditante otorga a la Acreditada un crédito simple hasta por la cantidad de '
        '$50,835,000.00 (cincuenta millones ochocientos treinta y cinco mil pesos 00/100 M.N.)".',
    )
    P4 = para(
        fl,
        "SEGUNDA. Intereses ordinarios. A partir de la fecha de este Convenio, la Acreditada pagará "
        "intereses ordinarios mensuales sobre saldos insolutos a una tasa anual igual a TIIE de Fondeo más "
        "3.40 puntos porcentuales, en sustitución de la tasa pactada originalmente.",
    )
    P5 = para(
        fl,
        "TERCERA. Plazo. Se modifica la fecha de vencimiento del crédito, que será el 15 de diciembre de "
        "2034, fecha en que deberá quedar totalmente pagado. El capital se amortizará en 60 pagos mensuales "
        "a partir del 15 de enero de 2030.",
    )
    P6 = para(
        fl,
        "CUARTA. Comisión por pago tardío e intereses moratorios. Por cada amortización no pagada en su "
        "fecha, la Acreditada pagará una comisión por pago tardío de $2,500.00 (dos mil quinientos pesos "
        "00/100 M.N.) más IVA. Adicionalmente, las cantidades vencidas causarán intereses moratorios a una "
        "tasa igual a 1.5 veces la tasa ordinaria vigente.",
    )
    para(
        fl,
        "QUINTA. Comisión por ampliación. La Acreditada pagará al Acreditante, a la firma de este Convenio, "
        "una comisión de 0.75% sobre el importe de la ampliación, más IVA.",
    )
    para(
        fl,
        "SEXTA. Subsistencia. Salvo lo expresamente modificado, subsisten en sus términos todas las "
        "cláusulas del Contrato y las garantías otorgadas, que se extienden al importe ampliado. El obligado "
        "solidario manifiesta su conformidad con el presente Convenio.",
    )
    P7 = para(
        fl,
        "SÉPTIMA. Legislación y jurisdicción. Para la interpretación y cumplimiento de este Convenio, las "
        "partes se someten a las leyes federales de los Estados Unidos Mexicanos y a la jurisdicción de los "
        "tribunales competentes de la ciudad de Culiacán, Sinaloa, renunciando a cualquier otro fuero.",
    )
    P8 = para(
        fl,
        "Leído que fue, las partes firman el presente Convenio en Culiacán, Sinaloa, a 14 de noviembre de "
        "2029.",
    )
    fl.skip(16)
    fl.need(90)
    cols(
        fl,
        [(68, "EL ACREDITANTE", "l"), (240, "LA ACREDITADA", "l"), (410, "OBLIGADO SOLIDARIO", "l")],
        8.6,
        True,
    )
    fl.skip(18)
    cols(
        fl,
        [
            (68, "Lic. Octavio Ruelas Camberos", "l"),
            (240, "Ing. Maricela Bojórquez Lugo", "l"),
            (410, "Gerardo Valenzuela Inzunza", "l"),
        ],
        8.2,
    )
    fl.finish()
    same(50835000, old + inc, "ampliación")
    fields = {
        "borrower": FQ(
            "Empacadora de Mariscos Topolobampo, S.A. de C.V.",
            P1,
            "EMPACADORA DE MARISCOS TOPOLOBAMPO, S.A. DE C.V. (la",
        ),
        "lender": FQ(
            "Banco Regional del Pacífico, S.A., Institución de Banca Múltiple",
            P1,
            "BANCO REGIONAL DEL PACÍFICO, S.A., INSTITUCIÓN DE BANCA MÚLTIPLE (el",
        ),
        "agreement_date": FQ("2029-11-14", P8, "a 14 de noviembre de 2029"),
        "principal_amount": FQ(50835000, P3, "un crédito simple hasta por la cantidad de $50,835,000.00"),
        "interest_rate": FQ(
            "TIIE de Fondeo más 3.40 puntos porcentuales", P4, "TIIE de Fondeo más 3.40 puntos porcentuales"
        ),
        "maturity_date": FQ("2034-12-15", P5, "será el 15 de diciembre de 2034"),
        "governing_law": FQ(
            "leyes federales de los Estados Unidos Mexicanos",
            P7,
            "a las leyes federales de los Estados Unidos Mexicanos",
        ),
        "late_charge": FQ(
            "comisión por pago tardío de $2,500.00 (dos mil quinientos pesos 00/100 M.N.) más IVA",
            P6,
            "una comisión por pago tardío de $2,500.00 (dos mil quinientos pesos 00/100 M.N.) más IVA",
        ),
    }
    notes = (
        "Mexican first amending agreement (convenio modificatorio) to a simple credit agreement, in Spanish "
        "(MXN amounts with $ and M.N.). agreement_date is the amendment's signing date in the closing line, "
        "not the original contract date or the credit committee date. principal_amount is the amended "
        "credit amount (original + increase; sum), not the original amount or the increase. interest_rate "
        "is the new TIIE de Fondeo margin, not the superseded TIIE a 28 días rate. maturity_date is the new "
        "maturity, not the superseded one or the first amortization date. late_charge is the comisión por "
        "pago tardío; the intereses moratorios are default interest. governing_law is the federal law of "
        "Mexico as printed (the Culiacán venue is jurisdiction, not law)."
    )
    sums = [
        SUM(
            "original credit + increase = amended credit",
            [
                (1, TQ("original credit", 38000000, P2, "hasta por la cantidad de $38,000,000.00")),
                (1, TQ("increase", 12835000, P3, "Se amplía el importe del crédito en $12,835,000.00")),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
