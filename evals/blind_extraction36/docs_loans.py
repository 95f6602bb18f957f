"""Loan-agreement builders for blind_extraction36 (3 documents).  Every party,
amount, date, address and clause is invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import Pdf, fmt


def para(fl, text, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(text, **kw)
    return first, fl.p.pages, text


def line(fl, text, *a, **kw):
    """One line; returns (page, page, text) like para()."""
    fl.line(text, *a, **kw)
    return fl.p.pages, fl.p.pages, text


def where(block, snippet):
    """Page and quote of a snippet inside one block that must not straddle a page break."""
    first, last, whole = block
    assert first == last, f"block runs over a page break: {snippet!r}"
    assert snippet in " ".join(whole.split()), snippet
    return first, snippet


def FQ(value, block, snippet):
    return F(value, *where(block, snippet))


def annuity(principal, rate_pct, n):
    r = D(str(rate_pct)) / 100 / 12
    pay = D(principal) * r / (1 - (1 + r) ** -n)
    return pay.quantize(D("0.01"), rounding=ROUND_HALF_UP)


_ONES = [
    "ZERO",
    "ONE",
    "TWO",
    "THREE",
    "FOUR",
    "FIVE",
    "SIX",
    "SEVEN",
    "EIGHT",
    "NINE",
    "TEN",
    "ELEVEN",
    "TWELVE",
    "THIRTEEN",
    "FOURTEEN",
    "FIFTEEN",
    "SIXTEEN",
    "SEVENTEEN",
    "EIGHTEEN",
    "NINETEEN",
]
_TENS = ["_", "_", "TWENTY", "THIRTY", "FORTY", "FIFTY", "SIXTY", "SEVENTY", "EIGHTY", "NINETY"]


def _h(n):
    out = []
    if n >= 100:
        out.append(_ONES[n // 100] + " HUNDRED")
        n %= 100
    if n >= 20:
        out.append(_TENS[n // 10] + ("-" + _ONES[n % 10] if n % 10 else ""))
    elif n:
        out.append(_ONES[n])
    return " ".join(out)


def dollars_words(n):
    """US legal style, upper case, no 'and' inside the number."""
    out = []
    for div, name in ((10**6, "MILLION"), (10**3, "THOUSAND")):
        if n >= div:
            out.append(_h(n // div) + " " + name)
            n %= div
    if n:
        out.append(_h(n))
    return " ".join(out)


# ===== 1 US commercial promissory note secured by a hotel (Wyoming, USD): principal in words and figures;
# fixed rate on an actual/360 basis vs the indicative rate of a superseded commitment letter; monthly
# installments on a 25-year amortization with a balloon maturity; a 5 % late charge after a grace period vs a
# default rate; prepayment premium by loan year; closing and funding dates; mortgage and guaranty of even
# date;
# governing law vs the courts of a county
@doc("b36_loan_us_wy_promissory_note_balloon", "loan_agreement", "Laramie Plains Hospitality promissory note")
def loan_us():
    L = dict(
        principal=4368250,
        pay=31855.99,
    )
    principal = D("4368250.00")
    rate = D("7.35")
    pay = annuity(principal, rate, 300)
    same(L["principal"], principal, "principal")
    same(L["pay"], pay, "pay")
    p = Pdf(w=612, h=792)
    fl = Flow(
        p,
        top=72,
        bottom=724,
        x=72,
        w=468,
        size=9.6,
        footer="Promissory Note · Loan No. 7004182 · Page {} of {}",
    )
    line(fl, "PROMISSORY NOTE", 14, True, align="c")
    fl.skip(10)
    q_amt = line(fl, f"${fmt(principal, ',', '.', 2)}", 10, True)
    q_date = line(fl, "Dated as of June 7, 2023", 10, True)
    line(fl, "Cheyenne, Wyoming", 10, True)
    fl.skip(10)
    words = dollars_words(int(principal))
    b_pre = para(
        fl,
        "FOR VALUE RECEIVED, the undersigned, LARAMIE PLAINS HOSPITALITY, LLC, a Wyoming limited liability "
        'company ("Borrower"), promises to pay to the order of HIGH PLAINS MERCANTILE BANK, a Wyoming '
        'state-chartered bank ("Lender"), at 1820 Capitol Avenue, Cheyenne, Wyoming 82001, or at such other '
        f"place as Lender may designate in writing, the principal sum of {words} AND NO/100 DOLLARS "
        f"(${fmt(principal, ',', '.', 2)}), together with interest on the unpaid principal balance as "
        "provided "
        "below.",
    )
    fl.head("1. Interest Rate.")
    b_rate = para(
        fl,
        f"The unpaid principal balance of this Note shall bear interest at a fixed rate of {rate}% per annum "
        "from the date of disbursement until paid in full, computed on the basis of a 360-day year and the "
        "actual number of days elapsed. The indicative rate of 7.10% per annum stated in Lender's commitment "
        "letter dated April 18, 2023 is superseded by this Note and is of no further effect.",
    )
    fl.head("2. Payments; Maturity.")
    b_pay = para(
        fl,
        "Interest only on the amount disbursed shall be due on July 1, 2023. Commencing on August 1, 2023, "
        "and "
        "continuing on the first day of each calendar month thereafter, Borrower shall pay equal monthly "
        f"installments of principal and interest in the amount of ${fmt(pay, ',', '.', 2)}, calculated on "
        "the "
        "basis of a twenty-five (25) year amortization schedule. The entire unpaid principal balance, "
        "together "
        "with all accrued and unpaid interest and all other sums due under the Loan Documents, shall be due "
        "and "
        'payable in full on July 1, 2028 (the "Maturity Date").',
    )
    fl.head("3. Late Charge.")
    b_late = para(
        fl,
        "If any installment of principal or interest is not received by Lender within ten (10) days after "
        "the "
        "date it is due, Borrower shall pay to Lender a late charge equal to five percent (5%) of the amount "
        "of "
        "such overdue installment, to compensate Lender for the costs of handling the delinquent payment. "
        "The "
        "late charge shall not apply to the payment due on the Maturity Date.",
    )
    fl.head("4. Default Rate.")
    para(
        fl,
        "From and after the occurrence of an Event of Default, and whether or not this Note has been "
        "accelerated, interest shall accrue at a rate equal to five percentage points above the rate set "
        "forth "
        'in Section 1 (the "Default Rate"), but not in excess of the maximum rate permitted by law.',
    )
    fl.head("5. Prepayment.")
    para(
        fl,
        "Borrower may prepay this Note in whole, but not in part, on any payment date upon thirty (30) days' "
        "prior written notice, together with a prepayment premium equal to three percent (3%) of the amount "
        "prepaid during the first loan year, two percent (2%) during the second loan year and one percent "
        "(1%) "
        "during the third loan year, and thereafter without premium.",
    )
    fl.head("6. Disbursement; Security.")
    para(
        fl,
        "The loan evidenced by this Note shall be disbursed in a single advance at closing, which is "
        "anticipated to occur on June 9, 2023. This Note is secured by a Mortgage, Assignment of Leases and "
        'Rents, Security Agreement and Fixture Filing of even date herewith (the "Mortgage") encumbering the '
        "84-room hotel known as the Snowy Range Lodge at 2415 Grand Avenue, Laramie, Wyoming 82070, and is "
        "guaranteed by Curtis D. Holloway and Marisa A. Holloway under a Guaranty Agreement dated as of "
        "June 7, 2023.",
    )
    fl.head("7. Events of Default; Acceleration.")
    para(
        fl,
        "If (a) any payment under this Note is not made within ten (10) days after it is due, (b) any "
        "default "
        "occurs under the Mortgage or any other Loan Document beyond any applicable cure period, or (c) "
        "Borrower or any guarantor becomes insolvent or the subject of a bankruptcy proceeding, then Lender "
        "may declare the entire unpaid principal balance, accrued interest and all other sums due hereunder "
        "immediately due and payable.",
    )
    fl.head("8. Governing Law; Venue.")
    b_law = para(
        fl,
        "This Note shall be governed by and construed in accordance with the laws of the State of Wyoming, "
        "without regard to its conflict of laws principles. Borrower irrevocably submits to the jurisdiction "
        "of "
        "the state and federal courts sitting in Laramie County, Wyoming.",
    )
    fl.head("9. Waivers.")
    para(
        fl,
        "Borrower waives presentment, demand, protest and notice of dishonor. BORROWER AND LENDER EACH WAIVE "
        "TRIAL BY JURY IN ANY ACTION ARISING OUT OF THIS NOTE OR THE LOAN DOCUMENTS.",
    )
    fl.skip(12)
    fl.need(120)
    for t in (
        "BORROWER:",
        "LARAMIE PLAINS HOSPITALITY, LLC,",
        "a Wyoming limited liability company",
        "By: Snowy Range Managers, Inc., its Manager",
        "",
        "By: ______________________________",
        "Name: Curtis D. Holloway",
        "Title: President",
    ):
        fl.line(t, 9.6, t in ("BORROWER:", "LARAMIE PLAINS HOSPITALITY, LLC,"), indent=230)
    fl.finish()
    fields = {
        "borrower": FQ(
            "LARAMIE PLAINS HOSPITALITY, LLC",
            b_pre,
            "LARAMIE PLAINS HOSPITALITY, LLC, a Wyoming limited liability company",
        ),
        "lender": FQ("HIGH PLAINS MERCANTILE BANK", b_pre, "to the order of HIGH PLAINS MERCANTILE BANK"),
        "agreement_date": F("2023-06-07", q_date[0], q_date[2]),
        "principal_amount": F(L["principal"], q_amt[0], q_amt[2]),
        "interest_rate": FQ(f"{rate}% per annum", b_rate, f"fixed rate of {rate}% per annum"),
        "maturity_date": FQ("2028-07-01", b_pay, 'payable in full on July 1, 2028 (the "Maturity Date")'),
        "governing_law": FQ("State of Wyoming", b_law, "the laws of the State of Wyoming"),
        "late_charge": FQ(
            "five percent (5%) of the amount of such overdue installment",
            b_late,
            "a late charge equal to five percent (5%) of the amount of such overdue installment",
        ),
    }
    notes = (
        "US commercial promissory note (Wyoming), USD. borrower and lender from the opening paragraph (the "
        "manager, the guarantors and the hotel are distractors). agreement_date is the 'Dated as of' date "
        "(commitment-letter, first-interest, first-installment, closing/disbursement and guaranty dates are "
        "distractors). principal_amount is the note amount in figures (also in words). interest_rate is the "
        "fixed rate as printed, not the superseded indicative rate of the commitment letter nor the Default "
        "Rate. maturity_date is the defined Maturity Date of the balloon. governing_law is the State of "
        "Wyoming (Laramie County is only the venue). late_charge is the 5 % charge on an installment "
        "received more than ten days late; the Default Rate and the prepayment premium are not late charges."
    )
    _ = (L, b_late)
    return p, fields, notes, []


def chf(x):
    return "CHF " + fmt(x, "'", ".", 2)


def term_row(fl, key, value, kx=192, size=None):
    """A two-column term-sheet row: key at the left margin, value wrapped in the right column.  Returns
    (page, page, 'key value') when the row stays on one page."""
    from pdfkit import width

    size = size or fl.size
    lead = size * 1.4
    words, lines_, cur = value.split(" "), [], ""
    w = fl.w - (kx - fl.x)
    for wd in words:
        trial = (cur + " " + wd).strip()
        if cur and width(trial, size, False, fl.p.face, fl.p.ttf) > w:
            lines_.append(cur)
            cur = wd
        else:
            cur = trial
    lines_.append(cur)
    fl.need(lead * len(lines_) + 6)
    page = fl.p.pages
    fl.p.text(fl.x, fl.y, key, size, True)
    for ln_ in lines_:
        fl.p.text(kx, fl.y, ln_, size)
        fl.y += lead
    fl.p.line(fl.x, fl.y - lead + 4, fl.x + fl.w, fl.y - lead + 4, 0.3, (0.6, 0.6, 0.6))
    fl.y += 4
    return page, page, f"{key} {value}"


# ===== 2 Swiss fixed-term investment loan contract in German (CHF, apostrophe grouping, dd.mm.yyyy and
# written
# dates): a term-sheet table with amount in figures and words, purpose, drawdown, term and maturity, fixed
# rate,
# interest dates and semi-annual amortisation; the superseded credit offer with another rate; default interest
# only (no late fee); prepayment compensation; a mortgage note as security; Swiss law vs the place of
# jurisdiction; place-and-date signature line
@doc(
    "b36_loan_ch_kreditvertrag_festkredit",
    "loan_agreement",
    "Talbank Reuss Kreditvertrag Festkredit 448.217.03",
)
def loan_ch():
    L = dict(
        principal=2846500,
    )
    principal = D("2846500.00")
    same(L["principal"], principal, "principal")
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p, top=70, bottom=770, x=64, w=467, size=9, footer="Kreditvertrag Nr. 448.217.03 · Seite {} von {}"
    )
    line(fl, "Talbank Reuss AG", 13, True)
    line(fl, "Bahnhofplatz 3 · 6210 Sursee · www.talbank-reuss.example", 8)
    fl.skip(18)
    line(fl, "KREDITVERTRAG", 15, True)
    line(fl, "Festkredit (Investitionsdarlehen) Nr. 448.217.03", 10, True)
    fl.skip(10)
    b_parties = para(
        fl,
        "zwischen der Talbank Reuss AG, Bahnhofplatz 3, 6210 Sursee (nachfolgend «Bank»), und der Aebischer "
        "& "
        "Wyss Holzbau AG, Ettiswilerstrasse 14, 6130 Willisau, CHE-281.406.735 (nachfolgend "
        "«Kreditnehmerin»).",
    )
    fl.skip(4)
    fl.head("1. Kreditkonditionen")
    r_borr = term_row(fl, "Kreditnehmerin", "Aebischer & Wyss Holzbau AG, Willisau")
    r_amt = term_row(
        fl,
        "Kreditbetrag",
        f"{chf(principal)} (Schweizer Franken zwei Millionen achthundertsechsundvierzigtausendfünfhundert)",
    )
    term_row(
        fl, "Verwendungszweck", "Finanzierung einer CNC-Abbundanlage und Erweiterung der Produktionshalle"
    )
    term_row(
        fl,
        "Auszahlung",
        "in einem Betrag, frühestens am 02.10.2023, nach Erfüllung der Auszahlungsbedingungen",
    )
    r_term = term_row(fl, "Laufzeit", "ab Auszahlung bis 15.03.2031 (Verfalltag)")
    r_rate = term_row(fl, "Zinssatz", "2.85 % p.a., fest für die gesamte Laufzeit")
    term_row(
        fl,
        "Zinstermine",
        "vierteljährlich per Ende März, Juni, September und Dezember, erstmals per 31.12.2023",
    )
    amort = D("165000.00")
    term_row(
        fl,
        "Amortisation",
        f"halbjährlich {chf(amort)} per 31.03. und 30.09., erstmals per 31.03.2024; Restschuld am Verfalltag",
    )
    term_row(fl, "Kommission", "Bearbeitungsgebühr CHF 4'500.00, zahlbar bei Auszahlung")
    term_row(
        fl,
        "Sicherheit",
        "Inhaberschuldbrief über CHF 3'400'000.00 im 1. Rang auf Grundstück Nr. 1187, Grundbuch Willisau",
    )
    fl.skip(6)
    fl.head("2. Kreditofferte")
    para(
        fl,
        "Dieser Vertrag ersetzt die unverbindliche Kreditofferte der Bank vom 24. August 2023, die einen "
        "Zinssatz von 2.95 % p.a. und eine Laufzeit bis 30.09.2030 vorsah. Abweichende Bedingungen der "
        "Offerte "
        "sind nicht mehr gültig.",
    )
    fl.head("3. Zahlungsverzug")
    b_late = para(
        fl,
        "Werden Zins- oder Amortisationszahlungen nicht fristgerecht geleistet, schuldet die Kreditnehmerin "
        "ab "
        "Fälligkeit ohne Mahnung einen Verzugszins von 2 Prozentpunkten über dem vereinbarten Zinssatz. Bei "
        "einem Zahlungsrückstand von mehr als 60 Tagen kann die Bank den Kredit sofort zur Rückzahlung "
        "fällig stellen.",
    )
    fl.head("4. Vorzeitige Rückzahlung")
    para(
        fl,
        "Eine vorzeitige Rückzahlung ist nur mit Zustimmung der Bank möglich. Die Bank ist berechtigt, eine "
        "Vorfälligkeitsentschädigung in der Höhe des ihr entstehenden Zinsausfalls (Wiederanlage zum "
        "Swap-Satz) zu verlangen.",
    )
    fl.head("5. Auszahlungsbedingungen und Auflagen")
    para(
        fl,
        "Voraussetzung der Auszahlung sind die Errichtung des Inhaberschuldbriefs, der Nachweis der "
        "Gebäudeversicherung sowie die Jahresrechnung des Geschäftsjahres 2022. Die Kreditnehmerin stellt "
        "der "
        "Bank jährlich innert sechs Monaten nach Abschluss des Geschäftsjahres die revidierte Jahresrechnung "
        "zu und hält eine Eigenkapitalquote von mindestens 30 % ein.",
    )
    fl.head("6. Anwendbares Recht und Gerichtsstand")
    b_law = para(
        fl,
        "Dieser Vertrag untersteht schweizerischem Recht. Erfüllungsort und ausschliesslicher Gerichtsstand "
        "ist "
        "Sursee; die Bank kann die Kreditnehmerin auch an deren Sitz belangen. Ergänzend gelten die "
        "Allgemeinen Geschäftsbedingungen der Bank.",
    )
    fl.skip(16)
    fl.need(110)
    b_sig = line(fl, "Sursee, 19. September 2023", 9.4, True)
    fl.skip(20)
    y = fl.y
    for i, t in enumerate(
        ["Talbank Reuss AG", "", "__________________________", "Reto Amstutz · Daniela Felber"]
    ):
        p.text(64, y + i * 13, t, 9, i == 0)
    for i, t in enumerate(
        ["Aebischer & Wyss Holzbau AG", "", "__________________________", "Beat Aebischer · Simone Wyss-Küng"]
    ):
        p.text(320, y + i * 13, t, 9, i == 0)
    fl.y = y + 60
    fl.finish()
    fields = {
        "borrower": F("Aebischer & Wyss Holzbau AG", r_borr[0], r_borr[2]),
        "lender": FQ("Talbank Reuss AG", b_parties, "zwischen der Talbank Reuss AG"),
        "agreement_date": F("2023-09-19", b_sig[0], b_sig[2]),
        "principal_amount": F(L["principal"], r_amt[0], r_amt[2]),
        "interest_rate": F("2.85 % p.a.", r_rate[0], r_rate[2]),
        "maturity_date": F("2031-03-15", r_term[0], r_term[2]),
        "governing_law": FQ(
            "schweizerischem Recht", b_law, "Dieser Vertrag untersteht schweizerischem Recht."
        ),
        "late_charge": NULL(),
    }
    notes = (
        "Swiss fixed-term investment loan contract (Kreditvertrag, Festkredit) in German, CHF with "
        "apostrophe "
        "grouping, dates dd.mm.yyyy and written out. borrower from the term sheet (also in the parties "
        "clause); lender the bank. agreement_date is the place-and-date line above the signatures (the "
        "superseded offer, drawdown, interest and amortisation dates are distractors). principal_amount is "
        "the Kreditbetrag (in figures and words; the mortgage note and the fee are distractors). "
        "interest_rate is the fixed rate as printed, not the 2.95 % of the superseded offer nor the default "
        "interest. maturity_date is the Verfalltag at the end of the term (the offer's term is superseded). "
        "governing_law is Swiss law as printed (Sursee is only the place of jurisdiction). The contract "
        "provides only default interest (Verzugszins) on late payments and no late fee or charge, so "
        "late_charge is null; the processing fee and the prepayment compensation are not late charges either."
    )
    _ = b_late
    return p, fields, notes, []


def eur(x):
    return fmt(x, ".", ",", 2) + " euros"


# ===== 3 Spanish commercial loan policy (póliza de préstamo mercantil) in Spanish (EUR, dot grouping, written
# dates): parties with company ids and guarantors; amount, purpose (partly to cancel an older loan of another
# date and amount); fixed nominal rate vs TAE; 84 monthly French-system instalments with the first and last
# instalment dates; opening and early-repayment commissions; a fixed claim fee per unpaid instalment vs
# default
# interest; notarial intervention; Spanish law vs the courts
@doc(
    "b36_loan_es_poliza_prestamo_mercantil",
    "loan_agreement",
    "Hortofrutícola Vega del Segura póliza de préstamo",
)
def loan_es():
    L = dict(
        principal=1275400,
        cuota=17491.97,
        apertura=9565.5,
        equip=956750,
        cancel=318650,
    )
    principal = D("1275400.00")
    rate = D("4.10")
    cuota = annuity(principal, rate, 84)
    apertura = (principal * D("0.0075")).quantize(D("0.01"))
    same(L["principal"], principal, "principal")
    same(L["cuota"], cuota, "cuota")
    same(L["apertura"], apertura, "apertura")
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p,
        top=68,
        bottom=772,
        x=62,
        w=471,
        size=8.9,
        footer="Póliza nº 0187-4421-58-0003196 · Página {} de {}",
    )
    line(fl, "BANCO MEDITERRÁNEO DE LEVANTE, S.A.", 11, True)
    line(fl, "Oficina 0418 · Gran Vía Alfonso X el Sabio 27 · 30008 Murcia", 7.8)
    fl.skip(12)
    line(fl, "PÓLIZA DE PRÉSTAMO MERCANTIL", 14, True, align="c")
    line(fl, "Número 0187-4421-58-0003196", 9.4, align="c")
    fl.skip(8)
    b_date = para(fl, "En Murcia, a 22 de noviembre de 2022.", bold=True)
    fl.head("REUNIDOS")
    b_lender = para(
        fl,
        "De una parte, BANCO MEDITERRÁNEO DE LEVANTE, S.A., con C.I.F. A30418627 y domicilio social en "
        "Murcia, "
        "representado por D. Ginés Marín Ortuño y Dña. Lorena Caballero Abellán, apoderados (en adelante, "
        "«el Banco»).",
    )
    b_borr = para(
        fl,
        "De otra parte, HORTOFRUTÍCOLA VEGA DEL SEGURA, S.L., con C.I.F. B73184526 y domicilio en Carretera "
        "de "
        "Alguazas, km 2,4, 30560 Alguazas (Murcia), representada por su administrador solidario D. Pedro "
        "José "
        "Sánchez Moya (en adelante, «el Prestatario»).",
    )
    para(
        fl,
        "Y de otra, D. Pedro José Sánchez Moya y Dña. Encarnación Moya Gil, que intervienen como fiadores "
        "solidarios del Prestatario, con renuncia a los beneficios de excusión, orden y división.",
    )
    fl.head("CLÁUSULAS")
    equip = principal - D("318650.00")
    b_amt = para(
        fl,
        "PRIMERA. Importe y destino. El Banco concede al Prestatario un préstamo por importe de "
        f"{eur(principal)} (UN MILLÓN DOSCIENTOS SETENTA Y CINCO MIL CUATROCIENTOS EUROS), que se "
        f"destinará: a) por importe de {eur(equip)}, a la adquisición de una línea de calibrado y envasado "
        "de cítricos; y b) por importe de 318.650,00 euros, a cancelar el préstamo nº 0187-4421-58-0001207 "
        "formalizado el 14 de marzo de 2019 por un importe inicial de 600.000,00 euros.",
    )
    b_rate = para(
        fl,
        "SEGUNDA. Tipo de interés. El capital pendiente devengará un tipo de interés nominal anual fijo del "
        "4,10\u00a0% durante toda la vida del préstamo, liquidable mensualmente. Tasa anual equivalente "
        "(TAE): "
        "4,36\u00a0%, calculada incluyendo la comisión de apertura.",
    )
    b_pay = para(
        fl,
        f"TERCERA. Amortización. El préstamo se reembolsará en 84 cuotas mensuales, constantes, de "
        f"{eur(cuota)} cada una, comprensivas de capital e intereses (sistema francés), pagaderas los días "
        "22 "
        "de cada mes. La primera cuota vencerá el 22 de diciembre de 2022 y la última, con la que quedará "
        "totalmente reembolsado el préstamo, el 22 de noviembre de 2029, fecha de vencimiento final.",
    )
    para(
        fl,
        f"CUARTA. Comisiones. Comisión de apertura: 0,75 % sobre el importe del préstamo ({eur(apertura)}), "
        "pagadera a la firma. Comisión por amortización anticipada parcial o total: 1,00 % del capital "
        "amortizado anticipadamente.",
    )
    b_late = para(
        fl,
        "QUINTA. Impagados. Comisión por reclamación de posiciones deudoras vencidas: 42,00 euros por cada "
        "cuota impagada que sea objeto de reclamación, que se devengará una sola vez por cada cuota. Las "
        "cantidades vencidas y no satisfechas devengarán, además, intereses de demora al tipo resultante de "
        "incrementar en dos puntos porcentuales el tipo de interés ordinario vigente.",
    )
    para(
        fl,
        "SEXTA. Vencimiento anticipado. El Banco podrá declarar vencido anticipadamente el préstamo en caso "
        "de impago de tres cuotas mensuales, de inexactitud de la información financiera facilitada o de "
        "concurso del Prestatario o de cualquiera de los fiadores.",
    )
    para(
        fl,
        "SÉPTIMA. Información financiera. El Prestatario entregará al Banco sus cuentas anuales dentro de "
        "los "
        "treinta días siguientes a su depósito en el Registro Mercantil.",
    )
    b_law = para(
        fl,
        "OCTAVA. Ley aplicable y jurisdicción. El presente contrato se regirá por el Derecho común español. "
        "Para cuantas cuestiones se deriven del mismo, las partes se someten a los Juzgados y Tribunales de "
        "Murcia.",
    )
    para(
        fl,
        "NOVENA. Intervención notarial. La presente póliza se intervendrá por el Notario de Murcia D. Álvaro "
        "Requena Sanz, con el número 1.842 de su Libro Registro, Sección A, teniendo la consideración de "
        "título ejecutivo.",
    )
    fl.skip(8)
    para(
        fl,
        "Y en prueba de conformidad, las partes firman la presente póliza por triplicado en el lugar y fecha "
        "indicados.",
    )
    fl.skip(22)
    fl.need(60)
    y = fl.y
    for x, t in ((62, "El Banco"), (230, "El Prestatario"), (400, "Los fiadores")):
        p.text(x, y, t, 8.8, True)
        p.text(x, y + 34, "____________________", 8.8)
    fl.y = y + 50
    fl.finish()
    same(L["equip"], equip, "equip")
    same(L["cancel"], D("318650.00"), "cancel")
    fields = {
        "borrower": FQ(
            "HORTOFRUTÍCOLA VEGA DEL SEGURA, S.L.",
            b_borr,
            "HORTOFRUTÍCOLA VEGA DEL SEGURA, S.L., con C.I.F. B73184526",
        ),
        "lender": FQ(
            "BANCO MEDITERRÁNEO DE LEVANTE, S.A.",
            b_lender,
            "BANCO MEDITERRÁNEO DE LEVANTE, S.A., con C.I.F. A30418627",
        ),
        "agreement_date": FQ("2022-11-22", b_date, "En Murcia, a 22 de noviembre de 2022."),
        "principal_amount": FQ(L["principal"], b_amt, f"un préstamo por importe de {eur(principal)}"),
        "interest_rate": FQ(
            "nominal anual fijo del 4,10 %", b_rate, "tipo de interés nominal anual fijo del 4,10 %"
        ),
        "maturity_date": FQ("2029-11-22", b_pay, "el 22 de noviembre de 2029, fecha de vencimiento final"),
        "governing_law": FQ("Derecho común español", b_law, "se regirá por el Derecho común español"),
        "late_charge": FQ(
            "42,00 euros por cada cuota impagada que sea objeto de reclamación",
            b_late,
            "Comisión por reclamación de posiciones deudoras vencidas: 42,00 euros por cada cuota impagada "
            "que "
            "sea objeto de reclamación",
        ),
    }
    notes = (
        "Spanish commercial loan policy (póliza de préstamo mercantil) in Spanish, EUR with dot grouping and "
        "comma decimals, dates written out in Spanish. borrower and lender from the parties section (bank "
        "attorneys, the borrower's director and the guarantors are distractors). agreement_date is the place-"
        "and-date line at the head of the policy (the cancelled older loan's date and the first instalment "
        "are "
        "distractors). principal_amount is the loan amount (the part used to cancel the older loan, the "
        "older "
        "loan's initial amount, the instalment and the opening commission are distractors). interest_rate is "
        "the fixed nominal annual rate as printed (the wording around 4,10 %); the TAE and the default "
        "interest are not it. maturity_date is the last instalment, the stated final maturity. governing_law "
        "is Spanish common law as printed (the Murcia courts are jurisdiction only). late_charge is the "
        "fixed "
        "claim fee per unpaid instalment; default interest (interés de demora) and the early-repayment "
        "commission are not late charges. The two purposes (equipment and cancellation of the older loan) "
        "add "
        "up to the loan amount (sum)."
    )
    sums = [
        SUM(
            "equipment part + cancellation part = loan amount",
            [
                (1, T("equipment part", L["equip"], *where(b_amt, f"a) por importe de {eur(equip)}"))),
                (1, T("cancellation part", L["cancel"], *where(b_amt, "b) por importe de 318.650,00 euros"))),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
