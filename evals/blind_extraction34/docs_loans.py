"""Loan-agreement builders for blind_extraction34 (3 documents).  All parties,
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


def usd(x, nd=2):
    return "$" + fmt(x, ",", ".", nd)


def brl(x):
    return "R$ " + fmt(x, ".", ",", 2)


def cent(x):
    return D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)


# ===== 1 US Form 8-K cover and its exhibit, a third amendment to a syndicated credit agreement (USD, New York
# law): the amendment date vs the original agreement date, earlier amendments and the 8-K signature date;
# revolving commitments increased, a new delayed-draw term facility and the outstanding term loans adding up
# to the aggregate commitments; maturity extended (old date superseded); Adjusted Term SOFR plus the
# Applicable Rate with a pricing grid; default rate only, no late charge
@doc(
    "b34_loan_us_ny_third_amendment_8k",
    "loan_agreement",
    "Calloway Ridge Industries Form 8-K and Third Amendment to Credit Agreement",
)
def loan_us():
    L = dict(
        rev=340000000,
        ta1=121875000,
        ta2=150000000,
        agg=611875000,
    )
    rev, ta1, ta2 = D(340000000), D(121875000), D(150000000)
    agg = rev + ta1 + ta2
    p = Pdf(**dict(w=612, h=792))
    fl = Flow(
        p,
        top=64,
        size=8.8,
        footer="Calloway Ridge Industries, Inc. - Form 8-K with Exhibit 10.1 - Page {} of {}",
    )
    fl.line("UNITED STATES SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    fl.line("Washington, D.C. 20549", 8.4, align="c")
    fl.skip(4)
    fl.line("FORM 8-K", 14, True, align="c")
    fl.line("CURRENT REPORT", 9.4, True, align="c")
    fl.line("Pursuant to Section 13 or 15(d) of the Securities Exchange Act of 1934", 8.4, align="c")
    fl.skip(4)
    fl.line("Date of Report (Date of earliest event reported): October 26, 2023", 8.8, align="c")
    fl.skip(4)
    fl.line("CALLOWAY RIDGE INDUSTRIES, INC.", 13, True, align="c")
    fl.line("(Exact name of registrant as specified in its charter)", 7.4, align="c")
    fl.line(
        "Delaware · Commission File Number 001-40672 · IRS Employer Identification No. 83-2147906",
        8.2,
        align="c",
    )
    fl.line("3300 Riverchase Parkway, Suite 400, Birmingham, Alabama 35244 · (205) 555-0139", 8.2, align="c")
    fl.skip(6)
    fl.head("Item 1.01 Entry into a Material Definitive Agreement.")
    p_801 = para(
        fl,
        'On October 26, 2023, Calloway Ridge Industries, Inc. (the "Company") entered into a Third Amendment '
        'to Credit Agreement (the "Amendment") with the lenders party thereto and Keystone Meridian Bank, '
        "National Association, as administrative agent, which amends the Credit Agreement dated as of March "
        "9, 2020 (as previously amended by the First Amendment dated as of June 22, 2021 and the Second "
        'Amendment dated as of December 5, 2022, the "Credit Agreement").',
    )
    p_802 = para(
        fl,
        f"The Amendment (i) increases the revolving commitments from {usd(D(250000000), 0)} to "
        f"{usd(rev, 0)}, (ii) establishes a new delayed-draw Term A-2 facility of {usd(ta2, 0)}, available "
        "until April 26, 2024, and (iii) extends the maturity date of the revolving facility and the Term "
        "A-1 loans from March 9, 2025 to October 26, 2028. After giving effect to the Amendment, the "
        f"aggregate commitments and outstanding term loans under the Credit Agreement total {usd(agg, 0)}. "
        "Borrowings bear interest at Adjusted Term SOFR plus a margin of 1.375% to 2.125% based on the "
        "Company's consolidated net leverage ratio.",
    )
    para(
        fl,
        "The foregoing description is qualified in its entirety by reference to the Amendment, filed as "
        "Exhibit 10.1 hereto and incorporated herein by reference.",
    )
    fl.head("Item 9.01 Financial Statements and Exhibits.")
    para(
        fl,
        "(d) Exhibits. 10.1 Third Amendment to Credit Agreement, dated as of October 26, 2023. 104 Cover "
        "Page Interactive Data File (embedded within the Inline XBRL document).",
    )
    fl.head("SIGNATURE")
    para(
        fl,
        "Pursuant to the requirements of the Securities Exchange Act of 1934, the registrant has duly caused "
        "this report to be signed on its behalf by the undersigned hereunto duly authorized. Date: October "
        "27, 2023. By: /s/ Lauren M. Pryor, Executive Vice President and Chief Financial Officer.",
    )
    # ---------------------------------------------------------------- exhibit
    fl.p.new_page()
    fl.y = fl.top - 8
    fl.size = 8.4
    fl.line("Exhibit 10.1", 8.4, True, align="r")
    fl.line("THIRD AMENDMENT TO CREDIT AGREEMENT", 12, True, align="c")
    fl.skip(4)
    p_pre = para(
        fl,
        'THIS THIRD AMENDMENT TO CREDIT AGREEMENT (this "Amendment") is dated as of October 26, 2023 and is '
        'entered into among CALLOWAY RIDGE INDUSTRIES, INC., a Delaware corporation (the "Borrower"), the '
        "Guarantors party hereto, the Lenders party hereto and KEYSTONE MERIDIAN BANK, NATIONAL ASSOCIATION, "
        'as Administrative Agent, Swing Line Lender and L/C Issuer (in such capacity, the "Administrative '
        'Agent").',
    )
    fl.head("RECITALS")
    para(
        fl,
        "The Borrower, the Lenders and the Administrative Agent are parties to a Credit Agreement dated as "
        'of March 9, 2020 (as amended prior to the date hereof, the "Existing Credit Agreement"). The '
        "Borrower has requested that the Lenders increase the Revolving Commitments, provide the Term A-2 "
        "Facility and extend the Maturity Date, and the Lenders are willing to do so on the terms set forth "
        "herein.",
    )
    fl.head("SECTION 1. AMENDMENTS TO THE EXISTING CREDIT AGREEMENT")
    p_agg = para(
        fl,
        f'1.1 "Aggregate Commitments" means, as of the Third Amendment Effective Date, {usd(agg)}, '
        f"consisting of (a) Revolving Commitments of {usd(rev)}, (b) outstanding Term A-1 Loans of "
        f"{usd(ta1)} and (c) Term A-2 Commitments of {usd(ta2)}, as such amounts may be reduced or increased "
        "from time to time pursuant to this Agreement.",
    )
    p_mat = para(
        fl,
        '1.2 The definition of "Maturity Date" is amended and restated in its entirety to read: "Maturity '
        'Date" means October 26, 2028; provided that if such date is not a Business Day, the Maturity Date '
        "shall be the immediately preceding Business Day. The reference to March 9, 2025 in the Existing "
        "Credit Agreement is superseded.",
    )
    p_rate = para(
        fl,
        '1.3 Section 2.08(a) is amended to read: "Subject to Section 2.08(b), (i) each Term SOFR Loan shall '
        "bear interest on the outstanding principal amount thereof for each Interest Period at a rate per "
        "annum equal to Adjusted Term SOFR plus the Applicable Rate; and (ii) each Base Rate Loan shall bear "
        'interest at a rate per annum equal to the Base Rate plus the Applicable Rate."',
    )
    para(
        fl,
        '1.4 The pricing grid in the definition of "Applicable Rate" is replaced by the following: Level I '
        "(Consolidated Net Leverage Ratio below 1.50:1.00): Term SOFR Loans 1.375%, Base Rate Loans 0.375%, "
        "Commitment Fee 0.175%; Level II (below 2.25:1.00): 1.625%, 0.625%, 0.200%; Level III (below "
        "3.00:1.00): 1.875%, 0.875%, 0.250%; Level IV (3.00:1.00 or above): 2.125%, 1.125%, 0.300%. "
        '"Adjusted Term SOFR" means Term SOFR plus 0.10% per annum, but not less than 0.00%.',
    )
    para(
        fl,
        "1.5 Section 2.08(b) (Default Rate) remains in effect: while any Event of Default under Section "
        "8.01(a) exists, all Obligations shall bear interest at a rate per annum equal to 2% in excess of "
        "the rate otherwise applicable thereto.",
    )
    fl.head("SECTION 2. CONDITIONS TO EFFECTIVENESS")
    para(
        fl,
        'This Amendment shall become effective on the date (the "Third Amendment Effective Date") on which '
        "the Administrative Agent has received counterparts of this Amendment executed by the Borrower, each "
        "Guarantor and each Lender, the fees payable on such date (including an upfront fee of 0.15% of each "
        "Lender's increased Revolving Commitment and Term A-2 Commitment) and customary officer's "
        "certificates and legal opinions.",
    )
    fl.head("SECTION 3. MISCELLANEOUS")
    para(
        fl,
        "3.1 Except as expressly amended hereby, the Existing Credit Agreement and the other Loan Documents "
        "remain in full force and effect and are hereby ratified and confirmed. This Amendment is a Loan "
        "Document.",
    )
    p_law = para(
        fl,
        "3.2 Governing Law; Jurisdiction. This Amendment and any claim arising out of or relating to it "
        "shall be governed by, and construed in accordance with, the laws of the State of New York. Each "
        "party submits to the exclusive jurisdiction of the courts of the State of New York sitting in the "
        "Borough of Manhattan and of the United States District Court for the Southern District of New York.",
    )
    para(
        fl,
        "3.3 Counterparts. This Amendment may be executed in counterparts and by electronic signature, each "
        "of which shall be an original and all of which together shall constitute one instrument.",
    )
    fl.head("SIGNATURES")
    fl.line("CALLOWAY RIDGE INDUSTRIES, INC., as Borrower", 8.8, True)
    fl.line("By: /s/ Lauren M. Pryor · Name: Lauren M. Pryor · Title: Executive Vice President and CFO", 8.4)
    fl.skip(4)
    fl.line("KEYSTONE MERIDIAN BANK, NATIONAL ASSOCIATION, as Administrative Agent and a Lender", 8.8, True)
    fl.line("By: /s/ Gregory T. Albrecht · Name: Gregory T. Albrecht · Title: Senior Vice President", 8.4)
    fl.finish()
    for k, v in dict(rev=rev, ta1=ta1, ta2=ta2, agg=agg).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ(
            "Calloway Ridge Industries, Inc.",
            p_pre,
            'CALLOWAY RIDGE INDUSTRIES, INC., a Delaware corporation (the "Borrower")',
        ),
        "lender": FQ(
            "Keystone Meridian Bank, National Association",
            p_pre,
            "KEYSTONE MERIDIAN BANK, NATIONAL ASSOCIATION, as Administrative Agent",
        ),
        "agreement_date": FQ("2023-10-26", p_pre, "is dated as of October 26, 2023"),
        "principal_amount": FQ(
            L["agg"],
            p_agg,
            f'"Aggregate Commitments" means, as of the Third Amendment Effective Date, {usd(agg)}',
        ),
        "interest_rate": FQ(
            "Adjusted Term SOFR plus the Applicable Rate",
            p_rate,
            "at a rate per annum equal to Adjusted Term SOFR plus the Applicable Rate",
        ),
        "maturity_date": FQ("2028-10-26", p_mat, '"Maturity Date" means October 26, 2028'),
        "governing_law": FQ(
            "the laws of the State of New York",
            p_law,
            "governed by, and construed in accordance with, the laws of the State of New York",
        ),
        "late_charge": NULL(),
    }
    notes = (
        "US Form 8-K (page 1) with its exhibit, a third amendment to a syndicated credit agreement under New "
        "York law (USD). borrower is the company; lender is the administrative agent of the syndicate. "
        "agreement_date is the date of the amendment (the contract's rule for an amendment); the original "
        "agreement date, the earlier amendment dates, the 8-K signature date and the delayed-draw "
        "availability date are distractors. principal_amount is the Aggregate Commitments after the "
        "amendment (revolving commitments + outstanding Term A-1 loans + Term A-2 commitments, sum); the "
        "former revolving amount is a distractor. interest_rate is the Term SOFR loan rate as printed in the "
        "amended interest section; the margins of the pricing grid, the SOFR adjustment, the base-rate "
        "option, commitment and upfront fees and the default rate are distractors. maturity_date is the "
        "amended Maturity Date; the superseded earlier maturity is a distractor. governing_law is New York "
        "law (the Manhattan and federal courts are the forum). late_charge is null: the documents provide "
        "only a default rate of 2 % above the applicable rate, which is default interest, not a late charge."
    )
    sums = [
        SUM(
            "revolving commitments + Term A-1 loans + Term A-2 commitments = aggregate commitments",
            [
                (1, TQ("revolving commitments", L["rev"], p_agg, f"Revolving Commitments of {usd(rev)}")),
                (1, TQ("Term A-1 loans", L["ta1"], p_agg, f"outstanding Term A-1 Loans of {usd(ta1)}")),
                (1, TQ("Term A-2 commitments", L["ta2"], p_agg, f"A-2 Commitments of {usd(ta2)}")),
            ],
            "principal_amount",
        ),
    ]
    _ = (p_801, p_802)
    return p, fields, notes, sums


# ===== 2 Canadian (Ontario) equipment term loan agreement with a credit union (CAD): principal in words and
# figures; fixed rate compounded monthly with the Interest Act equivalent annual rate; 60 blended monthly
# payments on an 84-month amortization and the balance due at maturity; commitment-letter and first-payment
# dates; a late payment fee vs an NSF fee and interest on overdue amounts; Ontario law vs the courts
@doc(
    "b34_loan_ca_on_equipment_term_loan",
    "loan_agreement",
    "Trent Valley Precision Machining equipment term loan agreement",
)
def loan_ca():
    L = dict(
        prin=1394720,
        pmt=20609.67,
        bal=463362.74,
    )
    prin = D("1394720.00")
    r = D("0.0635") / 12
    n = 84
    pmt = cent(prin * r / (1 - (1 + r) ** -n))
    bal = prin
    for _ in range(60):
        bal = cent(bal * (1 + r)) - pmt
    ear = ((1 + r) ** 12 - 1) * 100
    p = Pdf(**dict(w=612, h=792))
    fl = Flow(p, top=66, size=9, footer="Equipment Term Loan Agreement - Loan No. 7704-2291 - Page {} of {}")
    fl.line("EQUIPMENT TERM LOAN AGREEMENT", 13, True, align="c")
    fl.line("Loan No. 7704-2291", 8.6, align="c")
    fl.skip(6)
    p_pre = para(
        fl,
        "THIS AGREEMENT is made as of the 9th day of June, 2023 BETWEEN TRENT VALLEY PRECISION MACHINING "
        "LTD., a corporation incorporated under the laws of the Province of Ontario, having its registered "
        'office at 418 Ashburnham Drive, Peterborough, Ontario K9L 1P4 (the "Borrower"), AND KAWARTHA LAKES '
        "COMMUNITY CREDIT UNION LIMITED, a credit union incorporated under the Credit Unions and Caisses "
        "Populaires Act of Ontario, having its head office at 1205 Lansdowne Street West, Peterborough, "
        'Ontario K9J 7M2 (the "Lender").',
    )
    para(
        fl,
        "WHEREAS the Lender issued a commitment letter dated April 27, 2023, accepted by the Borrower on May "
        '3, 2023 (the "Commitment Letter"), and the parties wish to record the terms of the loan; this '
        "Agreement supersedes the Commitment Letter to the extent of any inconsistency.",
    )
    fl.head("1. THE LOAN")
    p_loan = para(
        fl,
        "The Lender agrees to lend to the Borrower the principal amount of One Million Three Hundred "
        f"Ninety-Four Thousand Seven Hundred Twenty Dollars ({usd(prin)}) in lawful money of Canada (the "
        '"Loan"), to be advanced in a single advance on or about June 14, 2023 and used solely to finance '
        "the purchase of a five-axis CNC machining centre and a coordinate measuring machine (the "
        '"Equipment").',
    )
    fl.head("2. INTEREST")
    p_rate = para(
        fl,
        "The Loan bears interest from the date of advance at a fixed rate of 6.35% per annum, calculated and "
        "compounded monthly, not in advance, both before and after maturity, default and judgment. For the "
        "purposes of the Interest Act (Canada), the yearly rate of interest equivalent to the rate payable "
        f"hereunder is {fmt(ear, ',', '.', 2)}% per annum.",
    )
    fl.head("3. REPAYMENT AND MATURITY")
    p_pay = para(
        fl,
        "The Borrower shall repay the Loan in 60 consecutive blended monthly payments of principal and "
        f"interest of {usd(pmt)} each, calculated on an 84-month amortization, commencing on July 15, 2023 "
        "and continuing on the 15th day of each month thereafter, and shall pay the entire unpaid balance of "
        'principal, interest and other amounts owing on June 15, 2028 (the "Maturity Date"). The estimated '
        f"balance payable on the Maturity Date, if all payments are made when due, is {usd(bal)}.",
    )
    fl.head("4. PREPAYMENT")
    para(
        fl,
        "The Borrower may prepay the Loan in whole or in part on any payment date upon 30 days' written "
        "notice and payment of an amount equal to three months' interest on the amount prepaid.",
    )
    fl.head("5. FEES AND CHARGES")
    para(
        fl,
        "The Borrower has paid a commitment fee of $3,486.80 under the Commitment Letter, which is "
        "non-refundable. The Borrower shall pay the Lender's reasonable legal fees and registration costs.",
    )
    p_late = para(
        fl,
        "If any payment is not received by the Lender within ten (10) days after its due date, the Borrower "
        "shall pay a late payment fee of $150.00 per occurrence. In addition, a fee of $45.00 is payable for "
        "each pre-authorized payment returned NSF, and overdue amounts bear interest at the rate set out in "
        "Section 2.",
    )
    fl.head("6. SECURITY")
    para(
        fl,
        "The Loan is secured by (a) a general security agreement over all present and after-acquired "
        "personal property of the Borrower, with a first-ranking purchase-money security interest in the "
        "Equipment registered under the Personal Property Security Act (Ontario), and (b) the guarantee of "
        "Daniel R. Whitlock limited to $500,000.00.",
    )
    fl.head("7. COVENANTS AND EVENTS OF DEFAULT")
    para(
        fl,
        "The Borrower shall maintain a debt service coverage ratio of not less than 1.25:1, tested annually "
        "on its fiscal year-end financial statements delivered within 120 days of year end, keep the "
        "Equipment insured with the Lender as first loss payee and not sell or move the Equipment without "
        "consent. Upon an event of default the Loan becomes immediately due and payable at the Lender's "
        "option.",
    )
    fl.head("8. GOVERNING LAW")
    p_law = para(
        fl,
        "This Agreement shall be governed by and construed in accordance with Ontario law and the federal "
        "laws of Canada applicable in Ontario. The parties attorn to the non-exclusive jurisdiction of the "
        "courts of Ontario sitting at Peterborough.",
    )
    fl.head("IN WITNESS WHEREOF the parties have executed this Agreement as of the date first written above.")
    fl.line("TRENT VALLEY PRECISION MACHINING LTD.", 9, True)
    fl.line("Per: /s/ Daniel R. Whitlock, President · I have authority to bind the corporation.", 8.6)
    fl.skip(6)
    fl.line("KAWARTHA LAKES COMMUNITY CREDIT UNION LIMITED", 9, True)
    fl.line("Per: /s/ Marianne Okafor-Bell, Manager, Commercial Lending", 8.6)
    fl.finish()
    for k, v in dict(prin=prin, pmt=pmt, bal=bal).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ(
            "Trent Valley Precision Machining Ltd.",
            p_pre,
            "TRENT VALLEY PRECISION MACHINING LTD., a corporation",
        ),
        "lender": FQ(
            "Kawartha Lakes Community Credit Union Limited",
            p_pre,
            "KAWARTHA LAKES COMMUNITY CREDIT UNION LIMITED, a credit union",
        ),
        "agreement_date": FQ("2023-06-09", p_pre, "THIS AGREEMENT is made as of the 9th day of June, 2023"),
        "principal_amount": FQ(
            L["prin"], p_loan, f"Ninety-Four Thousand Seven Hundred Twenty Dollars ({usd(prin)})"
        ),
        "interest_rate": FQ(
            "6.35% per annum, calculated and compounded monthly, not in advance",
            p_rate,
            "at a fixed rate of 6.35% per annum, calculated and compounded monthly, not in advance",
        ),
        "maturity_date": FQ("2028-06-15", p_pay, 'on June 15, 2028 (the "Maturity Date")'),
        "governing_law": FQ(
            "Ontario law and the federal laws of Canada applicable in Ontario",
            p_law,
            "in accordance with Ontario law and the federal laws of Canada applicable in Ontario",
        ),
        "late_charge": FQ(
            "a late payment fee of $150.00 per occurrence",
            p_late,
            "the Borrower shall pay a late payment fee of $150.00 per occurrence",
        ),
    }
    notes = (
        "Canadian (Ontario) equipment term loan agreement with a credit union, CAD (the amounts are stated "
        "to be in lawful money of Canada). agreement_date is the 'made as of' date; the commitment-letter, "
        "acceptance, advance and first-payment dates are distractors. principal_amount is the Loan (in words "
        "and figures); the monthly payment, the estimated balance at maturity, the commitment fee and the "
        "guarantee limit are distractors. interest_rate is the fixed rate as printed with its compounding; "
        "the Interest Act equivalent yearly rate is a distractor. maturity_date is the Maturity Date "
        "(balance due after 60 payments on an 84-month amortization). governing_law is Ontario law with the "
        "applicable federal law; the Peterborough courts are the forum. late_charge is the late payment fee; "
        "the NSF fee for returned payments and interest on overdue amounts are not late charges."
    )
    sums = []
    return p, fields, notes, sums


# ===== 3 Brazilian Cédula de Crédito Bancário for working capital (BRL, dot grouping, dd/mm/yyyy and a
# written place-and-date line) in Portuguese: summary table (quadro-resumo) with issue date, final maturity,
# grace period, CDI plus spread and the total effective cost; credit amount less the opening fee and IOF to
# the net amount released; guarantors; default interest vs a non-compensatory fine (multa) as the late charge;
# Brazilian law vs the chosen court
@doc(
    "b34_loan_br_cedula_credito_bancario_cdi",
    "loan_agreement",
    "Laticínios Serra da Canastra cédula de crédito bancário 40.2024.118734",
)
def loan_br():
    L = dict(
        prin=4735000,
        tac=9925,
        iof=88852.28,
        net=4636222.72,
    )
    prin = D("4735000.00")
    tac = D("9925.00")
    iof = cent(prin * D("0.0038") + prin * D("0.000041") * 365)
    net = prin - tac - iof
    p = Pdf(ttf=True, **dict(w=595, h=842))
    fl = Flow(p, top=62, x=56, w=483, size=8.8, footer="CCB nº 40.2024.118734 · página {} de {}")
    fl.line("CÉDULA DE CRÉDITO BANCÁRIO – CAPITAL DE GIRO", 12, True, align="c")
    fl.line("Nº 40.2024.118734", 10, True, align="c")
    fl.skip(6)
    fl.line("QUADRO-RESUMO", 9.4, True)
    q = {}
    for key, label, value in (
        (
            "I",
            "I. Emitente",
            "LATICÍNIOS SERRA DA CANASTRA LTDA., CNPJ 18.406.217/0001-42, Rodovia MG-050, km 312, São Roque "
            "de Minas/MG",
        ),
        (
            "II",
            "II. Credor",
            "BANCO CERRADO MINEIRO S.A., CNPJ 07.318.406/0001-09, Av. Afonso Pena, 3118, Belo Horizonte/MG",
        ),
        (
            "III",
            "III. Avalistas",
            "Renata Faria de Castro (CPF 041.318.276-40) e Otávio Lemos de Castro (CPF 062.417.398-11)",
        ),
        (
            "IV",
            "IV. Valor do crédito",
            f"{brl(prin)} (quatro milhões, setecentos e trinta e cinco mil reais)",
        ),
        ("V", "V. Data de emissão", "14/08/2024"),
        ("VI", "VI. Vencimento final", "14/08/2029"),
        ("VII", "VII. Prazo e carência", "60 meses, com carência de 6 meses para o principal"),
        ("VIII", "VIII. Encargos remuneratórios", "100% da Taxa DI + 3,15% ao ano, base 252 dias úteis"),
        ("IX", "IX. Custo Efetivo Total (CET)", "17,84% ao ano · 1,38% ao mês"),
        (
            "X",
            "X. Pagamento",
            "54 parcelas mensais de principal a partir de 14/03/2025; juros mensais desde 14/09/2024",
        ),
        ("XI", "XI. Tarifa de abertura de crédito (TAC)", brl(tac)),
        ("XII", "XII. IOF", brl(iof)),
        (
            "XIII",
            "XIII. Valor líquido liberado",
            f"{brl(net)}, creditado na conta corrente nº 48.217-3, agência 0318",
        ),
        (
            "XIV",
            "XIV. Garantias",
            "alienação fiduciária de equipamentos e cessão fiduciária de recebíveis de cartão",
        ),
        ("XV", "XV. Praça de pagamento", "Belo Horizonte/MG"),
    ):
        q[key] = para(fl, f"{label}: {value}", size=8.4, gap=2)
    fl.skip(4)
    fl.head("CLÁUSULAS E CONDIÇÕES")
    para(
        fl,
        "1. CRÉDITO. O Credor concede à Emitente crédito no valor indicado no item IV, liberado na data de "
        "emissão, deduzidos a TAC e o IOF. A Emitente promete pagar ao Credor, ou à sua ordem, na praça de "
        "pagamento, a dívida em dinheiro, certa, líquida e exigível, correspondente ao valor do crédito "
        "acrescido dos encargos pactuados. A proposta de crédito nº 88213, aprovada em 02/08/2024, fica "
        "substituída por esta Cédula.",
    )
    p_rate = para(
        fl,
        "2. ENCARGOS REMUNERATÓRIOS. Sobre o saldo devedor incidirão juros correspondentes a 100% da Taxa DI "
        "+ 3,15% ao ano, capitalizados diariamente, calculados por dias úteis e exigíveis mensalmente com as "
        "parcelas. O CET informado no item IX considera a TAC e o IOF.",
    )
    p_mora = para(
        fl,
        "3. ENCARGOS MORATÓRIOS. No caso de atraso no pagamento de qualquer parcela, incidirão sobre o valor "
        "em atraso, desde o vencimento até o efetivo pagamento: (a) os encargos remuneratórios; (b) juros "
        "moratórios de 1% ao mês; e (c) multa não compensatória de 2% sobre o valor total devido.",
    )
    para(
        fl,
        "4. VENCIMENTO ANTECIPADO. O Credor poderá considerar antecipadamente vencida a dívida nas hipóteses "
        "legais e, ainda, se a Emitente deixar de pagar qualquer parcela no prazo, tiver protestado título "
        "de valor superior a R$ 250.000,00 ou alterar seu controle societário sem anuência do Credor.",
    )
    para(
        fl,
        "5. AVAL. Os Avalistas garantem solidariamente o pagamento integral da dívida, renunciando ao "
        "benefício de ordem.",
    )
    p_law = para(
        fl,
        "6. LEI APLICÁVEL E FORO. Esta Cédula é regida pelas leis da República Federativa do Brasil e "
        "emitida nos termos da Lei nº 10.931. Fica eleito o foro da Comarca de Belo Horizonte/MG para "
        "dirimir quaisquer questões dela decorrentes.",
    )
    fl.skip(4)
    p_date = line(fl, "Belo Horizonte, 14 de agosto de 2024.", 9, True)
    fl.skip(10)
    fl.line("LATICÍNIOS SERRA DA CANASTRA LTDA. – Emitente", 8.8, True)
    fl.line("p.p. Renata Faria de Castro, sócia-administradora", 8.4)
    fl.skip(4)
    fl.line("Avalistas: Renata Faria de Castro · Otávio Lemos de Castro", 8.4)
    fl.line("BANCO CERRADO MINEIRO S.A. – Credor (via negociável)", 8.8, True)
    fl.finish()
    for k, v in dict(prin=prin, tac=tac, iof=iof, net=net).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ(
            "Laticínios Serra da Canastra Ltda.", q["I"], "I. Emitente: LATICÍNIOS SERRA DA CANASTRA LTDA."
        ),
        "lender": FQ("Banco Cerrado Mineiro S.A.", q["II"], "II. Credor: BANCO CERRADO MINEIRO S.A."),
        "agreement_date": FQ("2024-08-14", q["V"], "V. Data de emissão: 14/08/2024"),
        "principal_amount": FQ(L["prin"], q["IV"], f"IV. Valor do crédito: {brl(prin)}"),
        "interest_rate": FQ(
            "100% da Taxa DI + 3,15% ao ano",
            q["VIII"],
            "VIII. Encargos remuneratórios: 100% da Taxa DI + 3,15% ao ano",
        ),
        "maturity_date": FQ("2029-08-14", q["VI"], "VI. Vencimento final: 14/08/2029"),
        "governing_law": FQ(
            "leis da República Federativa do Brasil",
            p_law,
            "Esta Cédula é regida pelas leis da República Federativa do Brasil",
        ),
        "late_charge": FQ(
            "multa não compensatória de 2% sobre o valor total devido",
            p_mora,
            "multa não compensatória de 2% sobre o valor total devido",
        ),
    }
    notes = (
        "Brazilian bank credit note (Cédula de Crédito Bancário) for working capital, in Portuguese, BRL "
        "(R$) with dot grouping and comma decimals, dates dd/mm/yyyy and a written place-and-date line. "
        "borrower is the Emitente, lender the Credor; the guarantors (avalistas) are distractors. "
        "agreement_date is the issue date (also in the place-and-date line); the credit-proposal approval "
        "date and the first interest and principal dates are distractors. principal_amount is the Valor do "
        "crédito (in words and figures); the opening fee (TAC) and IOF tax are deducted to the net amount "
        "released (sum), a distractor. interest_rate is the remuneration as printed (CDI plus spread); the "
        "total effective cost (CET) and default interest are distractors. maturity_date is the Vencimento "
        "final. governing_law is Brazilian law as printed; the Belo Horizonte court is the forum. "
        "late_charge is the non-compensatory fine (multa) of 2 %; the 1 % monthly default interest (juros "
        "moratórios) is default interest, not a late charge."
    )
    sums = [
        SUM(
            "valor do crédito - TAC - IOF = valor líquido liberado",
            [
                (1, "principal_amount"),
                (-1, TQ("TAC", L["tac"], q["XI"], f"XI. Tarifa de abertura de crédito (TAC): {brl(tac)}")),
                (-1, TQ("IOF", L["iof"], q["XII"], f"XII. IOF: {brl(iof)}")),
            ],
            TQ("valor líquido liberado", L["net"], q["XIII"], f"XIII. Valor líquido liberado: {brl(net)}"),
        ),
    ]
    _ = (p_date, p_rate)
    return p, fields, notes, sums
