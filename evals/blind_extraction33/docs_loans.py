"""Loan-agreement builders for blind_extraction33 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import Pdf, fmt


def para(fl, s, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages, s


def line(fl, s, *a, **kw):
    """One line; returns (page, page, text) like para()."""
    fl.line(s, *a, **kw)
    return fl.p.pages, fl.p.pages, s


def on(par, q):
    first, last, whole = par
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in " ".join(whole.split()), q
    return first, q


def FQ(value, par, q):
    return F(value, *on(par, q))


def TQ(what, value, par, q):
    return T(what, value, *on(par, q))


def usd(x):
    return "$" + fmt(x, ",", ".", 2)


_ONES = [
    "Zero",
    "One",
    "Two",
    "Three",
    "Four",
    "Five",
    "Six",
    "Seven",
    "Eight",
    "Nine",
    "Ten",
    "Eleven",
    "Twelve",
    "Thirteen",
    "Fourteen",
    "Fifteen",
    "Sixteen",
    "Seventeen",
    "Eighteen",
    "Nineteen",
]
_TENS = ["_", "_", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"]


def _w99(n):
    if n < 20:
        return _ONES[n]
    t, u = divmod(n, 10)
    return _TENS[t] + ("" if u == 0 else "-" + _ONES[u])


def _w999(n):
    h, r = divmod(n, 100)
    return " ".join(([_ONES[h] + " Hundred"] if h else []) + ([_w99(r)] if r else []))


def words_us(n):
    """US legal style cardinal, 0 < n < 10**9: 'Two Million Eight Hundred Forty-Seven Thousand ...'."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out.append(_w999(mio) + " Million")
    if th:
        out.append(_w999(th) + " Thousand")
    if u:
        out.append(_w999(u))
    return " ".join(out)


# ===== 1 US commercial promissory note (USD, Kentucky): fixed rate superseding a commitment-letter rate,
# principal in words and figures, 83 monthly payments and a balloon at maturity, first-payment, commitment and
# mortgage dates, late charge vs default rate, prepayment premium, federal law plus Kentucky law vs venue
@doc(
    "b33_loan_us_ky_promissory_note_balloon",
    "loan_agreement",
    "Elkhorn Creek Bottling Company promissory note",
)
def loan_us():
    L = dict(prin=2847500, pmt=18207.39, fee=14237.5)
    prin = D("2847500.00")
    r = D("4.625") / 100 / 12
    n = 240
    pmt = (prin * r / (1 - (1 + r) ** -n)).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    fee = (prin * D("0.005")).quantize(D("0.01"))
    p = Pdf()
    fl = Flow(p, top=66, size=9, footer="Promissory Note - Loan No. 40-318274 - Page {} of {}")
    fl.line("PROMISSORY NOTE", 14, True, align="c")
    fl.skip(6)
    hdr = [
        line(fl, f"Principal Amount: {usd(prin)}", 9.4, True),
        line(fl, "Date of Note: September 14, 2021", 9.4, True),
        line(fl, "Maturity Date: September 14, 2028", 9.4, True),
        line(fl, "Loan No.: 40-318274 · Officer: RJH · Call code: 4C", 8.4),
    ]
    fl.skip(4)
    p_parties = para(
        fl,
        "BORROWER: Elkhorn Creek Bottling Company, LLC, a Kentucky limited liability company, 1180 "
        "Versailles Road, Frankfort, Kentucky 40601. LENDER: Bluegrass Commonwealth Bank, Inc., 200 West "
        "Main Street, Lexington, Kentucky 40507, together with its successors and assigns.",
    )
    fl.head("PROMISE TO PAY")
    p_prom = para(
        fl,
        'Elkhorn Creek Bottling Company, LLC ("Borrower") promises to pay to Bluegrass Commonwealth Bank, '
        'Inc. ("Lender"), or order, in lawful money of the United States of America, the principal amount '
        f"of {words_us(int(prin))} and No/100 Dollars ({usd(prin)}), together with interest on the unpaid "
        "principal balance from September 14, 2021, until paid in full.",
    )
    fl.head("INTEREST RATE")
    p_rate = para(
        fl,
        "The unpaid principal balance of this Note will bear interest at a fixed rate of 4.6250% per annum, "
        "computed on a 365/360 basis. The rate of 4.250% quoted in Lender's commitment letter dated July 30, "
        "2021 is superseded by this Note and is of no further effect.",
    )
    fl.head("PAYMENT")
    p_pay = para(
        fl,
        f"Borrower will pay this loan in 83 regular monthly payments of {usd(pmt)} each, calculated on a "
        "twenty-year amortization, beginning October 14, 2021, and on the same day of each month thereafter, "
        "and one irregular last payment of all principal and accrued interest not yet paid, due on the "
        "Maturity Date, September 14, 2028. Payments are applied first to accrued unpaid interest, then to "
        "principal, and then to any late charges.",
    )
    fl.head("PREPAYMENT")
    para(
        fl,
        "Borrower may prepay this Note in whole or in part upon payment of a prepayment premium of 3% of the "
        "amount prepaid during the first loan year, 2% during the second and 1% during the third loan year; "
        "thereafter without premium.",
    )
    fl.head("LATE CHARGE")
    p_late = para(
        fl,
        "If a payment is 10 days or more late, Borrower will be charged five percent (5%) of the overdue "
        "installment, but not less than $45.00.",
    )
    fl.head("INTEREST AFTER DEFAULT")
    para(
        fl,
        "Upon default, including failure to pay upon final maturity, the interest rate on this Note shall be "
        "increased by 5.000 percentage points. In no event will the interest rate exceed the maximum rate "
        "allowed under applicable law.",
    )
    fl.head("COLLATERAL AND GUARANTY")
    para(
        fl,
        "This Note is secured by a Mortgage, Security Agreement and Fixture Filing of even date covering the "
        "real property at 1180 Versailles Road, Frankfort, Franklin County, Kentucky, and an Assignment of "
        "Leases and Rents, and is guaranteed by Marcus T. Haldeman under a Commercial Guaranty of even date.",
    )
    fl.head("LOAN FEES")
    para(
        fl,
        f"Borrower shall pay at closing a loan origination fee of {usd(fee)} (0.50% of the Principal "
        "Amount), which is fully earned and non-refundable.",
    )
    fl.head("GOVERNING LAW")
    p_law = para(
        fl,
        "This Note will be governed by federal law applicable to Lender and, to the extent not preempted by "
        "federal law, the laws of the Commonwealth of Kentucky without regard to its conflicts of law "
        "provisions. Borrower agrees upon Lender's request to submit to the jurisdiction of the courts of "
        "Fayette County, Kentucky.",
    )
    fl.head("SIGNATURES")
    para(
        fl,
        "PRIOR TO SIGNING THIS NOTE, BORROWER READ AND UNDERSTOOD ALL THE PROVISIONS OF THIS NOTE, INCLUDING "
        "THE FIXED INTEREST RATE PROVISIONS. BORROWER AGREES TO THE TERMS OF THE NOTE.",
        size=8.4,
    )
    fl.line("BORROWER: ELKHORN CREEK BOTTLING COMPANY, LLC", 9, True)
    fl.line("By: /s/ Marcus T. Haldeman, Managing Member", 9)
    fl.skip(6)
    fl.line("LENDER: BLUEGRASS COMMONWEALTH BANK, INC.", 9, True)
    fl.line("By: /s/ Rebecca J. Hollister, Senior Vice President", 9)
    fl.finish()
    check = dict(prin=prin, pmt=pmt, fee=fee)
    for k, v in check.items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ(
            "Elkhorn Creek Bottling Company, LLC", p_parties, "BORROWER: Elkhorn Creek Bottling Company, LLC"
        ),
        "lender": FQ(
            "Bluegrass Commonwealth Bank, Inc.", p_parties, "LENDER: Bluegrass Commonwealth Bank, Inc."
        ),
        "agreement_date": FQ("2021-09-14", hdr[1], "Date of Note: September 14, 2021"),
        "principal_amount": FQ(L["prin"], hdr[0], f"Principal Amount: {usd(prin)}"),
        "interest_rate": FQ("4.6250% per annum", p_rate, "at a fixed rate of 4.6250% per annum"),
        "maturity_date": FQ("2028-09-14", hdr[2], "Maturity Date: September 14, 2028"),
        "governing_law": FQ(
            "the laws of the Commonwealth of Kentucky",
            p_law,
            "the laws of the Commonwealth of Kentucky without regard to its conflicts of law",
        ),
        "late_charge": FQ(
            "five percent (5%) of the overdue installment, but not less than $45.00",
            p_late,
            "Borrower will be charged five percent (5%) of the overdue installment, but not less "
            "than $45.00.",
        ),
    }
    notes = (
        "US commercial promissory note under Kentucky law, USD. borrower and lender as named in the parties "
        "block and the promise to pay. agreement_date is the Date of Note; the commitment-letter date, the "
        "first payment date and the guaranty/mortgage (of even date) are not separate agreement dates. "
        "principal_amount is the Principal Amount (also in words); the monthly payment and the origination "
        "fee are distractors. interest_rate is the fixed rate of the Note; the commitment letter's quoted "
        "rate "
        "is superseded and a distractor, as are the default increase and the prepayment premiums. "
        "maturity_date is the Maturity Date (balloon). governing_law is Kentucky law (federal law applies "
        "where not preempted; the Fayette County courts are a venue, not the governing law). late_charge is "
        "the late-charge clause as printed; the increase of the rate after default is default interest, not "
        "a late charge."
    )
    sums = []
    _ = p_prom, p_pay
    return p, fields, notes, sums


def aud(x):
    return "A$" + fmt(x, ",", ".", 0)


# ===== 2 Australian business facility agreement (AUD, New South Wales): corporate trustee as borrower, three
# facilities in a schedule (commercial bill, bank guarantee, overdraft) with the total facility limit (sum),
# BBSY-based pricing of the principal facility vs line, guarantee and overdraft pricing, Facility A
# termination
# vs overdraft review date, superseded letter of offer and term sheet dates, default rate only (no late
# charge),
# covenants, governing law vs submission to courts
@doc(
    "b33_loan_au_nsw_facility_agreement_bbsy",
    "loan_agreement",
    "Tamarind Grove Pty Ltd business facility agreement",
)
def loan_au():
    L = dict(a=4362750, b=193400, c=262500, tot=4818650, est=9637.3)
    a, b, c = D(4362750), D(193400), D(262500)
    tot = a + b + c
    est = (tot * D("0.002")).quantize(D("0.01"))
    p = Pdf(w=595, h=842)
    fl = Flow(
        p,
        top=64,
        bottom=780,
        x=60,
        w=475,
        size=8.8,
        footer="Business Facility Agreement - Hawkesbury Mutual Bank Limited - page {} of {}",
    )
    fl.line("HAWKESBURY MUTUAL BANK LIMITED", 9, True, align="c")
    fl.line("ABN 48 087 651 229 · Australian credit licence 241907", 7.6, align="c")
    fl.skip(8)
    fl.line("BUSINESS FACILITY AGREEMENT", 14, True, align="c")
    fl.skip(2)
    p_date = line(fl, "Dated 16 March 2023", 10, True, align="c")
    fl.skip(8)
    fl.head("PARTIES")
    p_b = para(
        fl,
        "Borrower: Tamarind Grove Pty Ltd ACN 615 208 347 in its own right and as trustee for the Tamarind "
        "Grove Unit Trust ABN 29 407 318 264 of Unit 4, 27 Stennett Road, Ingleburn NSW 2565.",
    )
    p_l = para(
        fl,
        "Lender: Hawkesbury Mutual Bank Limited ABN 48 087 651 229 of Level 9, 60 Church Street, Parramatta "
        "NSW 2150.",
    )
    para(fl, "Guarantors: Ravindra Sethi and Alessandra Moretti-Sethi, jointly and severally.")
    fl.head("BACKGROUND")
    para(
        fl,
        "This agreement replaces the indicative term sheet dated 2 February 2023 and the Letter of Offer "
        "dated "
        "7 March 2023, which are superseded in full. The facilities are provided to finance the acquisition "
        "of "
        "the industrial property at Unit 4, 27 Stennett Road, Ingleburn and the working capital of the "
        "Borrower's food-packaging business.",
    )
    fl.head("1. FACILITIES")
    para(
        fl,
        "The Lender agrees to provide the following facilities to the Borrower on the terms of this "
        "agreement:",
    )
    rows = [
        ("Facility A", "Commercial Bill Facility (amortising)", aud(a), "Termination Date 23 April 2027"),
        ("Facility B", "Bank Guarantee Facility (rental bond)", aud(b), "Expiry 23 April 2027"),
        ("Facility C", "Business Overdraft", aud(c), "Annual review 31 March 2024"),
    ]
    xs = [64, 118, 340, 368]
    fl.need(80)
    for r in [("Facility", "Type", "Limit", "Term")] + rows:
        bold = r[0] == "Facility"
        for x, t, al in zip(xs, r, ("l", "l", "r", "l"), strict=True):
            p.text(x, fl.y, t, 8.4, bold, align=al)
        fl.y += 13
    q_rows = [" ".join(r) for r in rows]
    pg_rows = fl.p.pages
    p.line(118, fl.y - 10, 340, fl.y - 10, 0.4)
    p.text(118, fl.y, "Total Facility Limit", 8.4, True)
    p.text(340, fl.y, aud(tot), 8.4, True, align="r")
    q_tot = f"Total Facility Limit {aud(tot)}"
    fl.y += 18
    fl.head("2. INTEREST AND FEES")
    p_int = para(
        fl,
        "Facility A pricing: BBSY Bid plus a Margin of 2.15% per annum on the face value of each Bill, "
        "calculated for each Funding Period of 30, 60 or 90 days and payable monthly in arrears, plus a line "
        "fee of 0.85% per annum on the Facility A limit.",
    )
    para(
        fl,
        "Facility B: a guarantee fee of 2.50% per annum on the face value of each guarantee issued. Facility "
        "C: the Lender's Business Overdraft Reference Rate (currently 9.42% per annum) plus 1.10% per annum, "
        "calculated daily on the debit balance.",
    )
    para(
        fl,
        f"Establishment fee: A${fmt(est, ',', '.', 2)} payable on the first drawdown. Annual review fee: "
        "A$1,250. Where an "
        "amount is not paid when due, interest accrues on it at the Default Rate, being the rate otherwise "
        "applicable plus 4.50% per annum.",
    )
    fl.head("3. REPAYMENT AND TERMINATION")
    p_term = para(
        fl,
        "Facility A is repayable by quarterly principal reductions of A$38,500 commencing 30 June 2023, with "
        "the balance repayable on the Termination Date, 23 April 2027. Facility C is repayable on demand and "
        "is subject to annual review.",
    )
    fl.head("4. SECURITY AND COVENANTS")
    para(
        fl,
        "Registered first mortgage over the Ingleburn property; general security agreement from the Borrower "
        "in both capacities; guarantees and indemnities from the Guarantors. Interest cover ratio of not "
        "less "
        "than 2.00 times and loan to value ratio of not more than 65%, tested on each 30 June.",
    )
    fl.head("5. GOVERNING LAW")
    p_law = para(
        fl,
        "This agreement is governed by the laws of New South Wales. Each party submits to the non-exclusive "
        "jurisdiction of the courts of New South Wales and the Federal Court of Australia.",
    )
    fl.head("EXECUTED AS AN AGREEMENT")
    para(
        fl,
        "Executed by Tamarind Grove Pty Ltd ACN 615 208 347 in accordance with section 127 of the "
        "Corporations "
        "Act (Cth): Ravindra Sethi (Director) · Alessandra Moretti-Sethi (Director/Secretary). Signed for "
        "Hawkesbury Mutual Bank Limited by its attorney Declan O'Rourke, Senior Relationship Manager.",
        size=8.4,
    )
    fl.finish()
    for k, v in dict(a=a, b=b, c=c, tot=tot, est=est).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ("Tamarind Grove Pty Ltd", p_b, "Borrower: Tamarind Grove Pty Ltd ACN 615 208 347"),
        "lender": FQ("Hawkesbury Mutual Bank Limited", p_l, "Lender: Hawkesbury Mutual Bank Limited"),
        "agreement_date": FQ("2023-03-16", p_date, "Dated 16 March 2023"),
        "principal_amount": F(L["tot"], pg_rows, q_tot),
        "interest_rate": FQ(
            "BBSY Bid plus a Margin of 2.15% per annum", p_int, "BBSY Bid plus a Margin of 2.15% per annum"
        ),
        "maturity_date": FQ(
            "2027-04-23", p_term, "the balance repayable on the Termination Date, 23 April 2027"
        ),
        "governing_law": FQ("the laws of New South Wales", p_law, "governed by the laws of New South Wales"),
        "late_charge": NULL(),
    }
    notes = (
        "Australian business facility agreement, AUD (A$), New South Wales. borrower is the trustee company "
        "(it borrows in its own right and as trustee of a unit trust); the guarantors are distractors. "
        "lender "
        "is the bank. agreement_date is the agreement's own date; the superseded term sheet and letter of "
        "offer dates, the first repayment date and the overdraft review date are distractors. "
        "principal_amount is the printed Total Facility Limit, the aggregate of the three facilities (sum); "
        "the quarterly reductions and the establishment fee are distractors. interest_rate is the pricing of "
        "the principal facility (Facility A) as printed; the line fee, guarantee fee and overdraft rate are "
        "distractors. maturity_date is Facility A's Termination Date. governing_law is New South Wales law "
        "(the submission to courts is not the governing law). late_charge is null: the agreement prints only "
        "a Default Rate (default interest), no late charge or late-payment fee."
    )
    sums = [
        SUM(
            "Facility A + Facility B + Facility C = Total Facility Limit",
            [
                (1, T("Facility A limit", L["a"], pg_rows, q_rows[0])),
                (1, T("Facility B limit", L["b"], pg_rows, q_rows[1])),
                (1, T("Facility C limit", L["c"], pg_rows, q_rows[2])),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


_ES_U = [
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
    "dieciséis",
    "diecisiete",
    "dieciocho",
    "diecinueve",
    "veinte",
    "veintiuno",
    "veintidós",
    "veintitrés",
    "veinticuatro",
    "veinticinco",
    "veintiséis",
    "veintisiete",
    "veintiocho",
    "veintinueve",
]
_ES_D = ["_", "_", "_", "treinta", "cuarenta", "cincuenta", "sesenta", "setenta", "ochenta", "noventa"]
_ES_H = [
    "_",
    "ciento",
    "doscientos",
    "trescientos",
    "cuatrocientos",
    "quinientos",
    "seiscientos",
    "setecientos",
    "ochocientos",
    "novecientos",
]


def _es3(n, short=False):
    if n == 100:
        return "cien"
    h, r = divmod(n, 100)
    out = [_ES_H[h]] if h else []
    if r:
        w = _ES_U[r] if r < 30 else _ES_D[r // 10] + ("" if r % 10 == 0 else " y " + _ES_U[r % 10])
        if short:
            w = w[:-1] if w.endswith("uno") else w.replace("veintiuno", "veintiún")
        out.append(w)
    return " ".join(out)


def words_es(n):
    """Spanish cardinal, 0 < n < 10**9."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out.append("un millón" if mio == 1 else _es3(mio, True) + " millones")
    if th:
        out.append("mil" if th == 1 else _es3(th, True) + " mil")
    if u:
        out.append(_es3(u))
    return " ".join(out)


def eur(x):
    return fmt(x, ".", ",", 2) + " €"


# ===== 3 Spanish póliza de préstamo mercantil in Spanish (EUR, dot grouping): notarised commercial loan to an
# S.L. with its sole director as joint guarantor; amount in words and figures; 84 months with a 12-month grace
# period, final maturity vs first instalment and binding-offer dates; Euríbor plus a spread vs the
# first-period
# rate and the TAE; default interest vs the fixed charge for claiming unpaid instalments (late charge);
# Spanish
# law vs the courts of Valencia
@doc(
    "b33_loan_es_poliza_prestamo_euribor_reclamacion",
    "loan_agreement",
    "Cerámicas Alfara del Turia póliza de préstamo mercantil",
)
def loan_es():
    L = dict(prin=1487500, apert=7437.5)
    prin = D("1487500.00")
    apert = (prin * D("0.005")).quantize(D("0.01"))
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p,
        top=64,
        bottom=780,
        x=62,
        w=471,
        size=8.8,
        footer="Póliza de préstamo mercantil n.º 3058-0418-72-0300418276 · página {} de {}",
    )
    fl.line("CAJA RURAL DEL TURIA, SOCIEDAD COOPERATIVA DE CRÉDITO", 9, True, align="c")
    fl.skip(6)
    fl.line("PÓLIZA DE PRÉSTAMO MERCANTIL", 14, True, align="c")
    fl.line("Operación n.º 3058-0418-72-0300418276", 8.4, align="c")
    fl.line(
        "Intervenida por el Notario de Valencia D. Ignacio Ferrer Balaguer, n.º 1.418 de su Libro-Registro",
        7.8,
        align="c",
    )
    fl.skip(8)
    p_date = line(fl, "En Valencia, a 14 de junio de 2022.", 9.4, True)
    fl.head("REUNIDOS")
    p_l = para(
        fl,
        "De una parte, CAJA RURAL DEL TURIA, SOCIEDAD COOPERATIVA DE CRÉDITO "
        '(en adelante, "la Entidad"), con '
        "CIF F-46318274 y domicilio en la calle Colón 44, 46004 Valencia, representada por D.ª Amparo "
        "Sanchis "
        "Ribera, directora de la oficina de empresas de Paterna.",
    )
    p_b = para(
        fl,
        "De otra parte, CERÁMICAS ALFARA DEL TURIA, S.L. "
        '(en adelante, "el Prestatario"), con CIF B-98417263 y '
        "domicilio en el Polígono Industrial Fuente del Jarro, calle Ciudad de Sevilla 18, 46988 Paterna "
        "(Valencia), representada por su administrador único D. Vicente Llorens Gimeno, quien además "
        "interviene en su propio nombre como fiador solidario.",
    )
    fl.head("EXPONEN")
    para(
        fl,
        "Que el Prestatario solicitó financiación para la sustitución del horno de rodillos de su planta de "
        "Paterna y que la Entidad le entregó la oferta vinculante de fecha 30 de mayo de 2022, cuyas "
        "condiciones se recogen en la presente póliza, que se regirá por las siguientes",
    )
    fl.head("CLÁUSULAS")
    p_imp = para(
        fl,
        "PRIMERA. Importe. La Entidad concede al Prestatario un préstamo por importe de "
        f"{words_es(int(prin)).upper()} EUROS ({eur(prin)}), que se entrega en este acto mediante abono en "
        "la "
        "cuenta del Prestatario ES42 3058 0418 7227 3041 8276.",
    )
    p_plazo = para(
        fl,
        "SEGUNDA. Plazo y amortización. El préstamo tendrá una duración de ochenta y cuatro (84) meses a "
        "contar "
        "desde la fecha de esta póliza, con vencimiento final el 14 de junio de 2029. Los doce primeros "
        "meses "
        "serán de carencia de capital; el capital se amortizará en setenta y dos cuotas mensuales, "
        "constantes "
        "de capital e intereses, la primera de ellas el 14 de julio de 2023.",
    )
    p_int = para(
        fl,
        "TERCERA. Tipo de interés. El préstamo devengará un interés variable igual al Euríbor a doce meses "
        "más "
        "un diferencial de 1,85 puntos porcentuales, revisable anualmente. Para el primer periodo de "
        "interés, "
        "que finaliza el 14 de junio de 2023, el tipo aplicable es del 2,31 % nominal anual. TAE variable "
        "calculada conforme a la normativa: 2,58 %.",
    )
    para(
        fl,
        "CUARTA. Intereses de demora. Las cantidades vencidas y no satisfechas devengarán, sin necesidad de "
        "requerimiento, un interés de demora igual al tipo ordinario vigente incrementado en dos (2) puntos "
        "porcentuales.",
    )
    p_com = para(
        fl,
        f"QUINTA. Comisiones. Comisión de apertura: 0,50 % sobre el nominal ({eur(apert)}), que se liquida "
        "en "
        "este acto. Comisión por amortización anticipada: 0,50 % del capital amortizado. Comisión por "
        "reclamación de posiciones deudoras vencidas: 35,00 euros por cada cuota impagada reclamada, que se "
        "devengará una sola vez por cada cuota.",
    )
    para(
        fl,
        "SEXTA. Garantías. Además de la responsabilidad patrimonial universal del Prestatario, el préstamo "
        "queda garantizado por la fianza solidaria de D. Vicente Llorens Gimeno y por la pignoración de la "
        "imposición a plazo fijo n.º 3058-0418-31-0200771845, de 150.000,00 €.",
    )
    p_law = para(
        fl,
        "SÉPTIMA. Ley aplicable y jurisdicción. La presente póliza se rige por la legislación española. Para "
        "cuantas cuestiones se deriven de la misma, las partes se someten a los Juzgados y Tribunales de "
        "Valencia, con renuncia a cualquier otro fuero.",
    )
    para(
        fl,
        "Y en prueba de conformidad, las partes firman la presente póliza, por triplicado, en el lugar y "
        "fecha "
        "indicados al principio, ante el Notario que la interviene.",
    )
    fl.line(
        "Por la Entidad: Amparo Sanchis Ribera · Por el Prestatario y como fiador: Vicente Llorens Gimeno",
        8.4,
    )
    fl.finish()
    for k, v in dict(prin=prin, apert=apert).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ(
            "CERÁMICAS ALFARA DEL TURIA, S.L.",
            p_b,
            'CERÁMICAS ALFARA DEL TURIA, S.L. (en adelante, "el Prestatario")',
        ),
        "lender": FQ(
            "CAJA RURAL DEL TURIA, SOCIEDAD COOPERATIVA DE CRÉDITO",
            p_l,
            'CAJA RURAL DEL TURIA, SOCIEDAD COOPERATIVA DE CRÉDITO (en adelante, "la Entidad")',
        ),
        "agreement_date": FQ("2022-06-14", p_date, "En Valencia, a 14 de junio de 2022."),
        "principal_amount": FQ(L["prin"], p_imp, f"{words_es(int(prin)).upper()} EUROS ({eur(prin)})"),
        "interest_rate": FQ(
            "Euríbor a doce meses más un diferencial de 1,85 puntos porcentuales",
            p_int,
            "igual al Euríbor a doce meses más un diferencial de 1,85 puntos porcentuales",
        ),
        "maturity_date": FQ("2029-06-14", p_plazo, "con vencimiento final el 14 de junio de 2029"),
        "governing_law": FQ(
            "legislación española", p_law, "La presente póliza se rige por la legislación española."
        ),
        "late_charge": FQ(
            "35,00 euros por cada cuota impagada reclamada",
            p_com,
            "Comisión por reclamación de posiciones deudoras vencidas: 35,00 euros por cada cuota "
            "impagada reclamada",
        ),
    }
    notes = (
        "Spanish commercial loan policy (póliza de préstamo mercantil) in Spanish, EUR with dot grouping and "
        "comma decimals. borrower is the S.L.; its sole director signs for it and is also a joint guarantor "
        "(distractor). lender is the credit co-operative. agreement_date is the date of the policy (En "
        "Valencia, a ...); the binding-offer date, the first instalment and the end of the first interest "
        "period are distractors. principal_amount is the loan amount (in words and figures); the opening "
        "commission and the pledged deposit are distractors. interest_rate is the variable rate as printed "
        "(Euríbor plus the spread); the first-period rate and the TAE are distractors. maturity_date is the "
        "final maturity. governing_law is Spanish law (the courts of Valencia are the jurisdiction, not the "
        "law). late_charge is the fixed commission for claiming each unpaid instalment; the default interest "
        "(ordinary rate plus two points) is not a late charge."
    )
    return p, fields, notes, []
