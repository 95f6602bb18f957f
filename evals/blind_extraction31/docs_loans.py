"""Loan-agreement builders for blind_extraction31 (3 documents).  All parties,
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


def gbp(x):
    return "£" + fmt(x, ",", ".", 0)


# ===== 1 Northern Ireland amendment and restatement agreement (GBP): syndicated revolving facility, agent as
# lender, original agreement and amendment letter dates, superseded commitments, margin and termination
# date, lenders' commitments adding up to the total, default interest only, law of Northern Ireland
@doc(
    "b31_loan_ni_amendment_restatement_rcf",
    "loan_agreement",
    "Lagan Cold Chain Holdings amendment and restatement agreement",
)
def loan_ni():
    L = dict(c1=97275000, c2=84650000, c3=60575000, tot=242500000)
    p = Pdf()
    fl = Flow(
        p,
        top=66,
        size=9,
        footer="Amendment and Restatement Agreement - Lagan Cold Chain Holdings plc - {}/{}",
    )
    p_date = line(fl, "DATED 11 August 2022", 10, True, align="c")
    fl.skip(10)
    p_b = line(fl, "LAGAN COLD CHAIN HOLDINGS PLC", 11, True, align="c")
    fl.line("as the Company", 9, align="c")
    fl.skip(4)
    fl.line("THE SUBSIDIARIES OF THE COMPANY LISTED IN PART 1 OF SCHEDULE 1", 9, True, align="c")
    fl.line("as Original Guarantors", 9, align="c")
    fl.skip(4)
    fl.line("THE FINANCIAL INSTITUTIONS LISTED IN PART 2 OF SCHEDULE 1", 9, True, align="c")
    fl.line("as Lenders", 9, align="c")
    fl.skip(4)
    p_l = line(fl, "DONEGALL LOAN AGENCY SERVICES LIMITED", 11, True, align="c")
    fl.line("as Agent", 9, align="c")
    fl.skip(12)
    fl.line("AMENDMENT AND RESTATEMENT AGREEMENT", 12, True, align="c")
    fl.line("relating to a £190,000,000 revolving credit facility agreement dated 9 July 2019", 9, align="c")
    fl.skip(14)
    para(
        fl,
        "THIS AGREEMENT is dated 11 August 2022 and made between: (1) LAGAN COLD CHAIN HOLDINGS PLC, a "
        "company "
        'incorporated in Northern Ireland with registered number NI618274 (the "Company"); (2) THE '
        "SUBSIDIARIES of the Company listed in Part 1 of Schedule 1 as original guarantors; (3) THE "
        "FINANCIAL "
        'INSTITUTIONS listed in Part 2 of Schedule 1 as lenders (the "Lenders"); and (4) DONEGALL LOAN '
        "AGENCY "
        'SERVICES LIMITED as agent of the other Finance Parties (the "Agent").',
    )
    fl.head("BACKGROUND")
    para(
        fl,
        "(A) The Lenders made available to the Company a sterling revolving credit facility of £190,000,000 "
        "under the Original Facility Agreement. (B) The Parties wish to amend and restate the Original "
        "Facility "
        "Agreement to increase the Total Commitments, to extend the Termination Date, to replace LIBOR with "
        "compounded SONIA and to change the Margin, on the terms of this Agreement.",
    )
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    para(
        fl,
        '"Original Facility Agreement" means the revolving credit facility agreement dated 9 July 2019 '
        "between, "
        "among others, the Company, the Original Guarantors, the Lenders and the Agent, as amended by an "
        'amendment letter dated 2 March 2021. "Amended Facility Agreement" means the Original Facility '
        "Agreement "
        'as amended and restated by this Agreement in the form set out in Schedule 3. "Effective Date" '
        "means the "
        "date on which the Agent notifies the Company and the Lenders that it has received each of the "
        "documents "
        "listed in Schedule 2 in form and substance satisfactory to it.",
    )
    fl.head("2. AMENDMENT AND RESTATEMENT")
    para(
        fl,
        "With effect from the Effective Date the Original Facility Agreement shall be amended and restated "
        "so "
        "that it shall be read and construed for all purposes as set out in Schedule 3.",
    )
    fl.head("3. PRINCIPAL TERMS OF THE AMENDED FACILITY AGREEMENT")
    c = [D(97_275_000), D(84_650_000), D(60_575_000)]
    total = sum(c, D(0))
    p_tot = para(
        fl,
        f"(a) Total Commitments. The aggregate of the Commitments of the Lenders under the Amended Facility "
        f"Agreement is {gbp(total)} (the Total Commitments under the Original Facility Agreement were "
        f"£190,000,000). The Company may request an uncommitted incremental facility of up to £50,000,000.",
    )
    p_int = para(
        fl,
        "(b) Interest. The rate of interest on each Loan for any day during an Interest Period is the "
        "percentage "
        "rate per annum which is the aggregate of the applicable Compounded Reference Rate (SONIA) plus a "
        "Margin "
        "of 1.85 per cent. per annum for that day, replacing LIBOR plus the margin of 2.10 per cent. per "
        "annum "
        "under the Original Facility Agreement.",
    )
    p_mat = para(
        fl,
        '(c) Termination Date. "Termination Date" means 11 August 2027 (under the Original Facility '
        "Agreement, "
        "9 July 2024). The Company may request one extension of the Termination Date by twelve months, "
        "subject "
        "to the consent of each Lender.",
    )
    para(
        fl,
        "(d) Commitment fee. A commitment fee of 35 per cent. of the applicable Margin is payable on each "
        "Lender's available Commitment, quarterly in arrears.",
    )
    para(
        fl,
        "(e) Default interest. If an Obligor fails to pay any amount payable by it under a Finance Document "
        "on "
        "its due date, interest shall accrue on the overdue amount at a rate which is one per cent. per "
        "annum "
        "higher than the rate which would have been payable if the overdue amount had constituted a Loan.",
    )
    fl.head("4. GOVERNING LAW AND JURISDICTION")
    p_law = para(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by the law of Northern Ireland. The courts of Northern Ireland have exclusive jurisdiction "
        "to settle any dispute arising out of or in connection with this Agreement.",
    )
    fl.head("SCHEDULE 1, PART 2 - THE LENDERS AND THEIR COMMITMENTS")
    names = ["Ulster Maritime Bank plc", "Antrim Coast Bank Limited", "Foyle Estuary Credit Bank DAC"]
    p_c = []
    for n, v in zip(names, c, strict=True):
        p_c.append(line(fl, f"{n}: Commitment {gbp(v)}", 9, indent=12))
    p_ct = line(fl, f"Total Commitments: {gbp(total)}", 9, True, indent=12)
    fl.skip(10)
    fl.head("SIGNATORIES")
    fl.line("The Company: LAGAN COLD CHAIN HOLDINGS PLC, by Ciaran McAleese, Director", 9)
    fl.line("The Agent: DONEGALL LOAN AGENCY SERVICES LIMITED, by Niamh Brannigan, Authorised Signatory", 9)
    fl.line("Mandated Lead Arrangers: Ulster Maritime Bank plc and Antrim Coast Bank Limited", 9)
    fl.finish()
    same(L["c1"], c[0], "c1")
    same(L["c2"], c[1], "c2")
    same(L["c3"], c[2], "c3")
    same(L["tot"], total, "tot")
    fields = {
        "borrower": FQ("LAGAN COLD CHAIN HOLDINGS PLC", p_b, "LAGAN COLD CHAIN HOLDINGS PLC"),
        "lender": FQ("DONEGALL LOAN AGENCY SERVICES LIMITED", p_l, "DONEGALL LOAN AGENCY SERVICES LIMITED"),
        "agreement_date": FQ("2022-08-11", p_date, "DATED 11 August 2022"),
        "principal_amount": FQ(L["tot"], p_tot, f"Agreement is {gbp(total)}"),
        "interest_rate": FQ(
            "Compounded Reference Rate (SONIA) plus a Margin of 1.85 per cent. per annum",
            p_int,
            "Compounded Reference Rate (SONIA) plus a Margin of 1.85 per cent. per annum",
        ),
        "maturity_date": FQ("2027-08-11", p_mat, '"Termination Date" means 11 August 2027'),
        "governing_law": FQ("the law of Northern Ireland", p_law, "governed by the law of Northern Ireland"),
        "late_charge": NULL(),
    }
    notes = (
        "Amendment and restatement agreement (GBP) of a syndicated sterling revolving credit facility, "
        "drafted "
        "in the Loan Market style under the law of Northern Ireland. borrower is the Company; lender is the "
        "Agent (syndicated facility), not the Lenders or the Mandated Lead Arrangers. agreement_date is the "
        "date of this amendment agreement, not the original agreement (9 July 2019) or the amendment letter "
        "(2 March 2021). principal_amount is the amended Total Commitments (the lenders' commitments add up "
        "to "
        "it, sum), not the superseded £190,000,000 or the uncommitted incremental facility. interest_rate is "
        "the new SONIA-based rate (the LIBOR margin is superseded); maturity_date the amended Termination "
        "Date, "
        "not the original one. late_charge is null: only default interest is provided for."
    )
    sums = [
        SUM(
            "lenders' commitments = Total Commitments",
            [
                (1, TQ(f"{n} commitment", L[f"c{i}"], pc, gbp(v)))
                for i, (n, v, pc) in enumerate(zip(names, c, p_c, strict=True), 1)
            ],
            "principal_amount",
        ),
        SUM(
            "Schedule 1 total = clause 3(a) Total Commitments",
            [(1, TQ("Schedule 1 total", L["tot"], p_ct, f"Total Commitments: {gbp(total)}"))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


def eur(x):
    return fmt(x, " ", ",", 2) + " €"


# ===== 2 French contrat de prêt professionnel (EUR): amount in words and figures vs the larger offer, EURIBOR
# plus margin vs indicative TEG, quarterly instalments with the last due date, indemnité forfaitaire (late
# charge) vs intérêts de retard, loi française vs tribunal, offer and signature dates
@doc(
    "b31_loan_fr_contrat_pret_euribor_indemnite",
    "loan_agreement",
    "Banque Régionale de Sologne et du Blésois contrat de prêt 07718",
)
def loan_fr():
    L = dict(amt=2815000, inst=100535.71, last=100535.83, n=28)
    p = Pdf(ttf=True, face="serif")
    fl = Flow(p, top=64, size=9, footer="Contrat de prêt professionnel n° PR-07718 - page {} / {}")
    p_l = line(fl, "BANQUE RÉGIONALE DE SOLOGNE ET DU BLÉSOIS", 12, True)
    fl.line("Société anonyme · 12, rue Denis-Papin, 41000 Blois · RCS Blois 412 118 937", 8)
    fl.skip(10)
    fl.line("CONTRAT DE PRÊT PROFESSIONNEL", 13, True, align="c")
    fl.line("n° PR-07718 · prêt à taux variable amortissable", 9, align="c")
    fl.skip(10)
    fl.head("ENTRE LES SOUSSIGNÉS :")
    para(
        fl,
        "La BANQUE RÉGIONALE DE SOLOGNE ET DU BLÉSOIS, société anonyme au capital de 48 600 000 €, dont le "
        "siège social est situé 12, rue Denis-Papin, 41000 Blois, immatriculée au RCS de Blois sous le "
        "n° 412 118 937, représentée par Mme Claire Vaudoyer, directrice du centre d'affaires entreprises, "
        "ci-après dénommée « le Prêteur »,",
    )
    fl.line("ET :", 9, True)
    p_b = para(
        fl,
        "La société MENUISERIES INDUSTRIELLES DE SOLOGNE, société par actions simplifiée au capital de "
        "1 250 000 €, dont le siège social est situé ZA des Mardelles, 45240 La Ferté-Saint-Aubin, "
        "immatriculée "
        "au RCS d'Orléans sous le n° 533 207 418, représentée par M. Olivier Péricard, Président, ci-après "
        "dénommée « l'Emprunteur ».",
    )
    fl.head("Article 1 - Objet")
    para(
        fl,
        "Le prêt est destiné au financement d'un centre d'usinage à commande numérique cinq axes et d'une "
        "ligne "
        "de finition par laquage, installés sur le site de La Ferté-Saint-Aubin.",
    )
    amt = D("2815000.00")
    n = 28
    inst = (amt / n).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    last = amt - inst * (n - 1)
    fl.head("Article 2 - Montant")
    p_amt = para(
        fl,
        f"Le Prêteur consent à l'Emprunteur, qui l'accepte, un prêt d'un montant de deux millions huit cent "
        f"quinze mille euros ({eur(amt)}). Ce montant remplace celui de 3 200 000,00 € figurant dans l'offre "
        "de "
        "prêt émise le 26 septembre 2023, l'Emprunteur ayant réduit son besoin de financement.",
    )
    fl.head("Article 3 - Durée et remboursement")
    p_mat = para(
        fl,
        f"Le prêt est consenti pour une durée de 84 mois. Il est remboursable en {n} échéances "
        "trimestrielles "
        f"d'amortissement constant du capital de {eur(inst)} chacune, la dernière étant ajustée à "
        f"{eur(last)}, "
        "majorées des intérêts. La première échéance interviendra le 15 janvier 2024 et la dernière le "
        "15 octobre 2030. Le déblocage des fonds interviendra au plus tard le 31 décembre 2023.",
    )
    fl.head("Article 4 - Taux d'intérêt")
    p_int = para(
        fl,
        "Le prêt porte intérêt au taux variable EURIBOR 3 mois majoré d'une marge de 1,45 % l'an, l'EURIBOR "
        "étant réputé égal à zéro s'il devient négatif. Les intérêts sont calculés sur la base d'une année "
        "de "
        "360 jours. À titre indicatif, sur la base de l'EURIBOR 3 mois connu au 13 octobre 2023 (3,962 %), "
        "le "
        "taux effectif global (TEG) ressort à 5,61 % l'an, soit un taux de période trimestriel de 1,40 %.",
    )
    fl.head("Article 5 - Commission d'engagement et frais")
    para(
        fl,
        "Une commission d'engagement de 0,40 % l'an est due sur la fraction non débloquée du prêt. Les "
        "frais de "
        "dossier s'élèvent à 4 200,00 €.",
    )
    fl.head("Article 6 - Retard de paiement")
    p_late = para(
        fl,
        "Toute somme due et non payée à son échéance portera de plein droit intérêts de retard au taux du "
        "prêt "
        "majoré de trois points. En outre, en cas de retard dans le paiement d'une échéance, l'Emprunteur "
        "sera "
        "redevable d'une indemnité forfaitaire de 5 % du montant de l'échéance impayée.",
    )
    fl.head("Article 7 - Garanties")
    para(
        fl,
        "Nantissement du matériel financé au profit du Prêteur ; caution personnelle et solidaire de M. "
        "Olivier "
        "Péricard dans la limite de 700 000 € et pour une durée de 108 mois.",
    )
    fl.head("Article 8 - Exigibilité anticipée")
    para(
        fl,
        "Le prêt deviendra exigible de plein droit en cas de non-paiement d'une échéance à bonne date, de "
        "cession du matériel financé ou d'ouverture d'une procédure collective à l'encontre de l'Emprunteur.",
    )
    fl.head("Article 9 - Droit applicable et attribution de juridiction")
    p_law = para(
        fl,
        "Le présent contrat est soumis à la loi française. Tout litige relatif à son interprétation ou à son "
        "exécution relèvera de la compétence exclusive du Tribunal de commerce de Blois.",
    )
    fl.skip(6)
    p_date = line(fl, "Fait à Blois, le 17 octobre 2023, en deux exemplaires originaux.", 9)
    fl.skip(8)
    fl.need(40)
    y = fl.y
    p.text(fl.x, y, "Pour le Prêteur", 9, True)
    p.text(330, y, "Pour l'Emprunteur", 9, True)
    p.text(fl.x, y + 13, "Claire Vaudoyer", 9)
    p.text(330, y + 13, "Olivier Péricard, Président", 9)
    p.text(fl.x, y + 26, "« Lu et approuvé, bon pour prêt »", 8)
    p.text(330, y + 26, "« Lu et approuvé, bon pour accord »", 8)
    fl.y = y + 40
    fl.finish()
    same(L["amt"], amt, "amt")
    same(L["inst"], inst, "inst")
    same(L["last"], last, "last")
    same(L["n"], n, "n")
    fields = {
        "borrower": FQ(
            "MENUISERIES INDUSTRIELLES DE SOLOGNE", p_b, "La société MENUISERIES INDUSTRIELLES DE SOLOGNE"
        ),
        "lender": FQ(
            "BANQUE RÉGIONALE DE SOLOGNE ET DU BLÉSOIS", p_l, "BANQUE RÉGIONALE DE SOLOGNE ET DU BLÉSOIS"
        ),
        "agreement_date": FQ("2023-10-17", p_date, "Fait à Blois, le 17 octobre 2023"),
        "principal_amount": FQ(L["amt"], p_amt, f"quinze mille euros ({eur(amt)})"),
        "interest_rate": FQ(
            "EURIBOR 3 mois majoré d'une marge de 1,45 % l'an",
            p_int,
            "EURIBOR 3 mois majoré d'une marge de 1,45 % l'an",
        ),
        "maturity_date": FQ("2030-10-15", p_mat, "la dernière le 15 octobre 2030"),
        "governing_law": FQ("la loi française", p_law, "Le présent contrat est soumis à la loi française"),
        "late_charge": FQ(
            "une indemnité forfaitaire de 5 % du montant de l'échéance impayée",
            p_late,
            "une indemnité forfaitaire de 5 % du montant de l'échéance impayée",
        ),
    }
    notes = (
        "French business loan agreement (contrat de prêt professionnel), EUR with space grouping and comma "
        "decimals. lender is the Prêteur (bank), borrower the Emprunteur (société par actions simplifiée, "
        "labelled by its name as printed). agreement_date is the 'Fait à Blois, le ...' signing line at the "
        "end; "
        "the offer date, the EURIBOR reference date, the first instalment and the latest drawdown date are "
        "distractors. principal_amount is the loan amount in words and figures, not the superseded 3 200 "
        "000 € "
        "of the offer, the guarantee cap, the instalment amounts or the fees. "
        "interest_rate is EURIBOR 3 mois plus the margin, not the indicative TEG. maturity_date is the last "
        "instalment date. late_charge is the indemnité forfaitaire of 5 %; the intérêts de retard (loan rate "
        "plus three points) are default interest. governing_law is la loi française, not the Tribunal de "
        "commerce de Blois."
    )
    sums = []
    return p, fields, notes, sums


def usd(x):
    return "$" + fmt(x, ",", ".", 2)


# ===== 3 US commercial promissory note (USD), New Mexico: principal in words and figures vs the commitment
# letter amount, fixed rate vs default rate, 119 monthly payments and a balloon on the Maturity Date
# (estimated balloon amount), late charge, mortgage and guaranty dates, federal-law clause and venue
@doc(
    "b31_loan_us_nm_promissory_note_balloon",
    "loan_agreement",
    "Rio Puerco Community Bank promissory note 4471-0926",
)
def loan_us():
    L = dict(amt=1872500, pay=12737.02, balloon=1467545.86)
    p = Pdf()
    fl = Flow(p, top=58, size=9, footer="Promissory Note - Loan No. 4471-0926 - Page {} of {}")
    fl.line("PROMISSORY NOTE", 14, True, align="c")
    fl.skip(6)
    amt = D("1872500.00")
    r = D("0.0658") / 12
    pay = (amt * r / (1 - (1 + r) ** -300)).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    bal = amt
    for _ in range(119):
        bal = bal + (bal * r).quantize(D("0.01"), rounding=ROUND_HALF_UP) - pay
    balloon = bal + (bal * r).quantize(D("0.01"), rounding=ROUND_HALF_UP)
    p_head = line(fl, f"Principal Amount: {usd(amt)}    Loan No. 4471-0926    Officer: TGL", 9.2, True)
    p_date = line(fl, "Santa Fe, New Mexico    June 24, 2020", 9.2, True)
    fl.skip(6)
    p_par = para(
        fl,
        "FOR VALUE RECEIVED, SANGRE RIDGE HOSPITALITY, LLC, a New Mexico limited liability company "
        '("Borrower"), promises to pay to the order of RIO PUERCO COMMUNITY BANK, a New Mexico '
        "state-chartered "
        'bank ("Lender"), at its office at 2210 Cerrillos Road, Santa Fe, New Mexico 87505, or at such other '
        "place as Lender may designate in writing, the principal sum of ONE MILLION EIGHT HUNDRED "
        "SEVENTY-TWO "
        f"THOUSAND FIVE HUNDRED AND NO/100 DOLLARS ({usd(amt)}), together with interest on the unpaid "
        "principal "
        "balance from the date of this Note until paid in full.",
    )
    fl.head("1. INTEREST RATE")
    p_int = para(
        fl,
        "The unpaid principal balance of this Note shall bear interest at a fixed rate of 6.58% per annum. "
        "Interest is calculated on a 365/360 basis, that is, by applying the ratio of the interest rate "
        "over a "
        "year of 360 days, multiplied by the outstanding principal balance, multiplied by the actual number "
        "of "
        "days the principal balance is outstanding.",
    )
    fl.head("2. PAYMENT")
    p_mat = para(
        fl,
        f"Borrower will pay this loan in 119 regular monthly payments of {usd(pay)} each, beginning "
        "August 1, 2020, and on the first day of each month thereafter, and one final irregular payment on "
        'July 1, 2030 (the "Maturity Date"), which will be for all principal and all accrued interest not '
        "yet "
        f"paid, estimated at {usd(balloon)}. Payments are based on a 25-year amortization schedule.",
    )
    fl.head("3. LATE CHARGE")
    p_late = para(
        fl,
        "If a payment is 10 days or more late, Borrower will be charged a late charge of 4% of the regularly "
        "scheduled payment.",
    )
    fl.head("4. INTEREST AFTER DEFAULT")
    para(
        fl,
        "Upon default, including failure to pay upon final maturity, Lender, at its option, may increase the "
        'interest rate on this Note to 11.58% per annum (the "Default Rate"), to the extent permitted by '
        "law.",
    )
    fl.head("5. PREPAYMENT")
    para(
        fl,
        "Borrower may prepay this Note in whole or in part upon payment of a prepayment premium equal to 3% "
        "of "
        "the amount prepaid during the first loan year, 2% during the second loan year and 1% during the "
        "third "
        "loan year; thereafter without premium.",
    )
    fl.head("6. COMMITMENT; SECURITY")
    para(
        fl,
        "This Note is made under Lender's commitment letter dated May 11, 2020, which contemplated a loan "
        "of up "
        "to $1,950,000.00; the principal amount of the loan is the amount stated in this Note. This Note is "
        "secured by a Mortgage, Assignment of Rents, Security Agreement and Fixture Filing dated June 24, "
        "2020 "
        "on the real property commonly known as 1450 Old Pecos Trail, Santa Fe, New Mexico 87505, and by a "
        "Commercial Guaranty of Elena M. Archuleta dated June 24, 2020.",
    )
    fl.head("7. GOVERNING LAW; VENUE")
    p_law = para(
        fl,
        "This Note will be governed by federal law applicable to Lender and, to the extent not preempted by "
        "federal law, the laws of the State of New Mexico without regard to its conflicts of law provisions. "
        "If there is a lawsuit, Borrower agrees to submit to the jurisdiction of the courts of Santa Fe "
        "County, "
        "New Mexico.",
    )
    fl.head("8. WAIVERS")
    para(
        fl,
        "Borrower and any other person who signs, guarantees or endorses this Note waives presentment, "
        "demand "
        "for payment, notice of dishonor and protest, to the extent allowed by law.",
    )
    fl.skip(8)
    fl.line("BORROWER:", 9.2, True)
    fl.line("SANGRE RIDGE HOSPITALITY, LLC", 9.2)
    fl.line("By: /s/ Elena M. Archuleta, Managing Member", 9.2)
    fl.finish()
    same(L["amt"], amt, "amt")
    same(L["pay"], pay, "pay")
    same(L["balloon"], balloon, "balloon")
    fields = {
        "borrower": FQ("SANGRE RIDGE HOSPITALITY, LLC", p_par, "SANGRE RIDGE HOSPITALITY, LLC"),
        "lender": FQ("RIO PUERCO COMMUNITY BANK", p_par, "RIO PUERCO COMMUNITY BANK"),
        "agreement_date": FQ("2020-06-24", p_date, "Santa Fe, New Mexico June 24, 2020"),
        "principal_amount": FQ(L["amt"], p_head, f"Principal Amount: {usd(amt)}"),
        "interest_rate": FQ("a fixed rate of 6.58% per annum", p_int, "a fixed rate of 6.58% per annum"),
        "maturity_date": FQ("2030-07-01", p_mat, 'July 1, 2030 (the "Maturity Date")'),
        "governing_law": FQ(
            "the laws of the State of New Mexico", p_law, "the laws of the State of New Mexico"
        ),
        "late_charge": FQ(
            "a late charge of 4% of the regularly scheduled payment",
            p_late,
            "a late charge of 4% of the regularly scheduled payment",
        ),
    }
    notes = (
        "US commercial promissory note (USD) under New Mexico law. agreement_date is the note's date line "
        "(Santa "
        "Fe, New Mexico June 24, 2020); the commitment letter, mortgage, guaranty and first payment dates "
        "are "
        "distractors. principal_amount is the principal in words and figures, not the commitment letter's "
        "$1,950,000.00, the monthly payment or the estimated balloon. interest_rate is the fixed rate, not "
        "the "
        "Default Rate; maturity_date the Maturity Date of the final balloon payment. late_charge is the 4 % "
        "late charge; the Default Rate increase and the prepayment premium are not late charges. "
        "governing_law is the laws of the State of New Mexico (federal law applies to the lender; the venue "
        "clause names the courts of Santa Fe County)."
    )
    return p, fields, notes, []
