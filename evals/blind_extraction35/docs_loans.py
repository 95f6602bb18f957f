"""Loan-agreement builders for blind_extraction35 (3 documents).  Every party,
amount, date, address and clause is invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import Pdf, fmt


def par(fl, s, **kw):
    """A paragraph; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages, s


def ln(fl, s, *a, **kw):
    """One line; returns (page, page, text) like par()."""
    fl.line(s, *a, **kw)
    return fl.p.pages, fl.p.pages, s


def at(block, q):
    """Page and quote of a snippet inside one paragraph that must not straddle a page break."""
    first, last, whole = block
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in " ".join(whole.split()), q
    return first, q


def FQ(value, block, q):
    return F(value, *at(block, q))


def TQ(what, value, block, q):
    return T(what, value, *at(block, q))


def gbp(x, nd=0):
    return "£" + fmt(x, ",", ".", nd)


def eur(x):
    return fmt(x, " ", ",", 2) + " EUR"


def hkd(x, nd=0):
    return "HK$" + fmt(x, ",", ".", nd)


def cents(x):
    return D(x).quantize(D("0.01"), rounding=ROUND_HALF_UP)


# ===== 1 English-law term and revolving facilities agreement (GBP): two arrangers as original lenders, one of
# them as agent; Facility A, Facility B and a revolving facility adding up to the total commitments; the
# interest clause (Margin and Daily Compounded SONIA) with a margin ratchet; termination dates per facility;
# the commitment letter and the refinanced facilities agreement as older dates; default interest only, no
# late-payment fee; governing law vs jurisdiction
@doc(
    "b35_loan_uk_sonia_term_revolving_facilities",
    "loan_agreement",
    "Pennine Cold Chain Holdings Limited facilities agreement",
)
def loan_uk():
    L = dict(
        fa=18472500,
        fb=6835500,
        rcf=3500000,
        tot=28808000,
    )
    fa, fb, rcf = D(18472500), D(6835500), D(3500000)
    tot = fa + fb + rcf
    for k, v in dict(fa=fa, fb=fb, rcf=rcf, tot=tot).items():
        same(L[k], v, k)
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(p, top=72, bottom=770, x=66, w=463, size=8.8, footer="Facilities Agreement · Page {} of {}")
    fl.skip(40)
    ln(fl, "EXECUTION VERSION", 8, True, align="r")
    fl.skip(40)
    p_date = ln(fl, "DATED 24 June 2022", 11, True, align="c")
    fl.skip(30)
    ln(fl, "PENNINE COLD CHAIN HOLDINGS LIMITED", 12, True, align="c")
    ln(fl, "as Borrower", 9, align="c")
    fl.skip(12)
    ln(fl, "NORTHGATE MERCANTILE BANK PLC and ST ALBANS COMMERCIAL BANK LIMITED", 10, True, align="c")
    ln(fl, "as Arrangers and Original Lenders", 9, align="c")
    fl.skip(12)
    ln(fl, "NORTHGATE MERCANTILE BANK PLC", 10, True, align="c")
    ln(fl, "as Agent and Security Agent", 9, align="c")
    fl.skip(40)
    ln(fl, f"{gbp(tot)} TERM AND REVOLVING FACILITIES AGREEMENT", 13, True, align="c")
    fl.skip(120)
    par(
        fl,
        "Lupton Hale Ashworth LLP, 14 Quayside Chambers, Leeds LS1 4AP (ref. PCC/0482/JRH). Entered into "
        'pursuant to the commitment letter dated 9 May 2022 (the "Commitment Letter").',
        size=8,
    )
    fl.p.new_page()
    fl.y = fl.top
    p_pre = par(
        fl,
        "THIS AGREEMENT is dated 24 June 2022 and made between: (1) PENNINE COLD CHAIN HOLDINGS LIMITED, a "
        'company incorporated in England and Wales with registered number 11842736 (the "Borrower"); (2) THE '
        'SUBSIDIARIES of the Borrower listed in Part 1 of Schedule 1 as original guarantors (the "Original '
        'Guarantors"); (3) NORTHGATE MERCANTILE BANK PLC and ST ALBANS COMMERCIAL BANK LIMITED as mandated '
        "lead "
        'arrangers (the "Arrangers"); (4) THE FINANCIAL INSTITUTIONS listed in Part 2 of Schedule 1 as '
        "lenders "
        '(the "Original Lenders"); (5) NORTHGATE MERCANTILE BANK PLC as agent of the other Finance Parties '
        '(the "Agent"); and (6) NORTHGATE MERCANTILE BANK PLC as security trustee for the Secured Parties '
        '(the "Security Agent").',
    )
    fl.head("IT IS AGREED as follows:")
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    par(
        fl,
        '"Existing Facilities Agreement" means the facilities agreement dated 3 May 2019 between the '
        "Borrower "
        "and Calderbrook Bank plc, which shall be repaid and cancelled in full on the first Utilisation "
        "Date.",
    )
    p_fac = par(
        fl,
        f'"Facility A" means the amortising term loan facility in an aggregate amount of {gbp(fa)}; '
        '"Facility '
        f'B" means the capital expenditure term loan facility in an aggregate amount of {gbp(fb)}; and the '
        f'"Revolving Facility" means the revolving credit facility in an aggregate amount of {gbp(rcf)}, '
        "each "
        "made available under Clause 2 (The Facilities).",
    )
    p_tot = par(
        fl,
        f'"Total Commitments" means the aggregate of the Total Facility A Commitments, the Total Facility B '
        f"Commitments and the Total Revolving Facility Commitments, being {gbp(tot)} at the date of this "
        "Agreement.",
    )
    p_mar = par(
        fl,
        '"Margin" means (a) in relation to any Facility A Loan or Revolving Facility Loan, 3.10 per cent. '
        "per "
        "annum and (b) in relation to any Facility B Loan, 3.60 per cent. per annum, in each case subject to "
        "adjustment under Clause 9.4 (Margin adjustment): if Leverage in respect of the most recently ended "
        "Relevant Period is less than 2.00:1, the Margin for each Loan shall be reduced by 0.25 per cent. "
        "per "
        "annum, and if it is less than 1.50:1, by 0.50 per cent. per annum.",
    )
    par(
        fl,
        '"Daily Compounded SONIA" means, in relation to any RFR Banking Day during an Interest Period, the '
        "rate calculated in accordance with the methodology set out in Schedule 7 (Compounded Rate Terms) by "
        "reference to the Sterling Overnight Index Average, subject to a floor of zero.",
    )
    p_term = par(
        fl,
        '"Termination Date" means (a) in relation to Facility A and the Revolving Facility, 24 June 2027, '
        "and "
        "(b) in relation to Facility B, 24 December 2027.",
    )
    fl.head("2. THE FACILITIES")
    par(
        fl,
        "2.1 Subject to the terms of this Agreement, the Lenders make available to the Borrower a sterling "
        "term "
        "loan facility (Facility A), a sterling term loan facility for capital expenditure at the Wakefield "
        "and Normanton distribution centres (Facility B) and a sterling revolving credit facility.",
    )
    par(
        fl,
        "2.2 Facility A shall be repaid in semi-annual instalments on 31 December and 30 June of each year, "
        "the first falling on 31 December 2022, each equal to 6.5 per cent. of the amount of Facility A "
        "outstanding at the end of the Availability Period, with the balance repaid on the Termination Date. "
        "Facility B shall be repaid in full on its Termination Date.",
    )
    fl.head("9. CALCULATION OF INTEREST")
    p_rate = par(
        fl,
        "9.1 The rate of interest on each Loan for each day during an Interest Period is the percentage rate "
        "per annum which is the sum of the Margin and Daily Compounded SONIA for that day.",
    )
    par(
        fl,
        "9.2 The Borrower shall pay accrued interest on each Loan on the last day of each Interest Period "
        "(and, "
        "if the Interest Period is longer than three Months, on the dates falling at three-Monthly intervals "
        "after the first day of the Interest Period).",
    )
    par(
        fl,
        "9.3 Default interest. If an Obligor fails to pay any amount payable by it under a Finance "
        "Document on "
        "its due date, interest shall accrue on the overdue amount from the due date up to the date of "
        "actual "
        "payment at a rate which is 2 per cent. per annum higher than the rate which would have been payable "
        "if the overdue amount had constituted a Loan. Default interest (if unpaid) shall be compounded with "
        "the overdue amount at the end of each Interest Period.",
    )
    fl.head("11. FEES")
    par(
        fl,
        "11.1 The Borrower shall pay to the Agent (for the account of each Lender) a commitment fee computed "
        "at the rate of 40 per cent. of the applicable Margin on that Lender's available commitment under "
        "Facility B and the Revolving Facility. 11.2 The Borrower shall pay to the Arrangers an arrangement "
        "fee in the amount and at the times agreed in a Fee Letter. 11.3 The Borrower shall pay to the Agent "
        "an agency fee of £35,000 per annum.",
    )
    fl.head("41. GOVERNING LAW")
    p_law = par(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by the law of England.",
    )
    fl.head("42. JURISDICTION")
    par(
        fl,
        "The courts of England have exclusive jurisdiction to settle any dispute arising out of or in "
        "connection with this Agreement. This Clause 42 is for the benefit of the Finance Parties only.",
    )
    par(
        fl,
        "This Agreement has been entered into on the date stated at the beginning of this Agreement.",
    )
    fl.head("SIGNATORIES")
    ln(fl, "The Borrower: PENNINE COLD CHAIN HOLDINGS LIMITED · By: Joanna Redfern, Director", 8.4)
    ln(fl, "The Arrangers and Original Lenders: NORTHGATE MERCANTILE BANK PLC · By: Tariq Hussain", 8.4)
    ln(fl, "ST ALBANS COMMERCIAL BANK LIMITED · By: Claire Ostrowski", 8.4)
    ln(fl, "The Agent and Security Agent: NORTHGATE MERCANTILE BANK PLC · By: Tariq Hussain", 8.4)
    fl.finish()
    fields = {
        "borrower": FQ(
            "Pennine Cold Chain Holdings Limited",
            p_pre,
            "PENNINE COLD CHAIN HOLDINGS LIMITED, a company incorporated in England and Wales",
        ),
        "lender": FQ(
            "Northgate Mercantile Bank plc",
            p_pre,
            'NORTHGATE MERCANTILE BANK PLC as agent of the other Finance Parties (the "Agent")',
        ),
        "agreement_date": FQ("2022-06-24", p_pre, "THIS AGREEMENT is dated 24 June 2022"),
        "principal_amount": FQ(
            L["tot"],
            p_tot,
            f"Total Revolving Facility Commitments, being {gbp(tot)} at the date of this Agreement",
        ),
        "interest_rate": FQ(
            "the sum of the Margin and Daily Compounded SONIA",
            p_rate,
            "the percentage rate per annum which is the sum of the Margin and Daily Compounded SONIA for "
            "that day",
        ),
        "maturity_date": FQ(
            "2027-06-24",
            p_term,
            "in relation to Facility A and the Revolving Facility, 24 June 2027",
        ),
        "governing_law": FQ("the law of England", p_law, "are governed by the law of England"),
        "late_charge": NULL(),
    }
    notes = (
        "English-law term and revolving facilities agreement (LMA style) in GBP. borrower is the company "
        "defined as Borrower (its guarantor subsidiaries are distractors). Two banks are arrangers and "
        "original lenders and one of them is also the agent: lender is that agent. agreement_date is the "
        "date of the agreement (cover and first line); the commitment letter, the refinanced existing "
        "facilities agreement and the repayment dates are distractors. principal_amount is the Total "
        "Commitments, which the definitions relate to Facility A, Facility B and the revolving facility "
        "(sum). interest_rate is the interest clause as printed (Margin and Daily Compounded SONIA); the "
        "Margin percentages and the ratchet are distractors. maturity_date is the Termination Date of "
        "Facility A (the principal facility, shared with the revolving facility); Facility B's later "
        "termination date is a distractor. governing_law is the law named in clause 41, not the courts of "
        "clause 42. late_charge is null: the agreement provides only default interest (2 per cent. above the "
        "loan rate), which the contract excludes, and no late-payment fee."
    )
    sums = [
        SUM(
            "Facility A + Facility B + Revolving Facility = Total Commitments",
            [
                (1, TQ("Facility A", L["fa"], p_fac, f"an aggregate amount of {gbp(fa)}")),
                (1, TQ("Facility B", L["fb"], p_fac, f"an aggregate amount of {gbp(fb)}")),
                (1, TQ("Revolving Facility", L["rcf"], p_fac, f"an aggregate amount of {gbp(rcf)}")),
            ],
            "principal_amount",
        )
    ]
    _ = (p_date, p_mar)
    return p, fields, notes, sums


def annuity(principal, rate_pct, n):
    r = D(rate_pct) / D(1200)
    return cents(D(principal) * r / (1 - (1 + r) ** -n))


# ===== 2 French professional loan contract (EUR, space grouping, French dates): bank and cheese-maker SAS;
# particular conditions table with amount in figures and words, fixed rate vs TEG (effective global rate),
# 60 monthly instalments, first and last instalment dates; fees and guarantees; the earlier loan offer at
# another rate superseded; default interest (rate plus three points) vs a 5 % late-payment indemnity; early
# repayment indemnity; French law vs the commercial court; place-and-date signature line
@doc(
    "b35_loan_fr_pret_professionnel_taux_fixe",
    "loan_agreement",
    "Fromagerie Bornandine SAS contrat de prêt professionnel",
)
def loan_fr():
    L = dict(
        amt=487360,
        inst=9008.5,
    )
    amt = D(487360)
    inst = annuity(amt, "4.15", 60)
    same(L["amt"], amt, "amt")
    same(L["inst"], inst, "inst")
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p,
        top=60,
        bottom=780,
        x=60,
        w=475,
        size=8.6,
        footer="Contrat de prêt n° 10278 46193 07 · page {}/{} · Paraphes : ____ ____",
    )
    ln(fl, "BANQUE RHODANIENNE DE CRÉDIT", 12, True)
    ln(fl, "Société anonyme au capital de 84 600 000 € · 14 quai Saint-Antoine, 69002 Lyon", 6.8)
    ln(fl, "RCS Lyon B 582 417 093 · ORIAS 07 024 118", 6.8)
    fl.skip(10)
    ln(fl, "CONTRAT DE PRÊT PROFESSIONNEL", 14, True, align="c")
    ln(fl, "Prêt n° 10278 46193 07 · Agence Annecy Entreprises", 8.6, align="c")
    fl.skip(8)
    fl.head("ENTRE LES SOUSSIGNÉS")
    p_lender = par(
        fl,
        "La BANQUE RHODANIENNE DE CRÉDIT, ci-après dénommée « la Banque » ou « le Prêteur », représentée par "
        "Mme Claire Vuillermoz, directrice de l'agence Annecy Entreprises, dûment habilitée,",
    )
    p_borr = par(
        fl,
        "ET la société FROMAGERIE BORNANDINE SAS, société par actions simplifiée au capital de 120 000 €, "
        "dont le "
        "siège social est situé 4 route du Plateau, 74130 Le Petit-Bornand, immatriculée au RCS d'Annecy "
        "sous le "
        "n° 831 264 907, représentée par M. Julien Perrissin-Fabert, président, ci-après dénommée "
        "« l'Emprunteur ».",
    )
    fl.head("CONDITIONS PARTICULIÈRES")
    rows = [
        ("Objet du financement", "acquisition d'une cave d'affinage et de matériel de fromagerie"),
        ("Montant du prêt", eur(amt)),
        ("Montant en lettres", "quatre cent quatre-vingt-sept mille trois cent soixante euros"),
        ("Durée", "60 mois, sans différé d'amortissement"),
        ("Taux d'intérêt", "taux fixe de 4,15 % l'an (base 360 jours)"),
        ("Taux effectif global (TEG)", "4,52 % l'an, soit un taux de période mensuel de 0,377 %"),
        ("Échéances", f"60 mensualités constantes de {eur(inst)} chacune, hors assurance"),
        ("Date de première échéance", "5 novembre 2023"),
        ("Date de dernière échéance", "5 octobre 2028"),
        ("Frais de dossier", "1 450,00 EUR, prélevés lors du déblocage des fonds"),
        ("Garanties", "nantissement du fonds de commerce ; caution du président (50 %)"),
    ]
    q_rows = {}
    top = fl.y - 11
    for k, v in rows:
        fl.need(13)
        p.text(fl.x + 4, fl.y, k, 8.4, True)
        p.text(fl.x + 150, fl.y, v, 8.4)
        q_rows[k] = (p.pages, p.pages, f"{k} {v}")
        fl.y += 13.2
    p.rect(fl.x, top, fl.x + fl.w, fl.y - 8, 0.5)
    p.line(fl.x + 146, top, fl.x + 146, fl.y - 8, 0.5)
    fl.skip(8)
    p_sup = par(
        fl,
        "Le présent contrat annule et remplace l'offre de prêt émise le 22 septembre 2023, qui prévoyait "
        "un taux "
        "fixe de 4,35 % l'an et une durée de 72 mois.",
    )
    fl.head("CONDITIONS GÉNÉRALES")
    par(
        fl,
        "Article 1 – Mise à disposition des fonds. Les fonds seront versés sur le compte courant de "
        "l'Emprunteur ouvert dans les livres de la Banque, sur présentation des factures d'acquisition, au "
        "plus "
        "tard le 31 janvier 2024. À défaut, la Banque pourra annuler le solde non débloqué.",
    )
    par(
        fl,
        "Article 2 – Remboursement. Le prêt est remboursable en mensualités constantes comprenant le "
        "capital et "
        "les intérêts, prélevées le 5 de chaque mois sur le compte de l'Emprunteur, selon le tableau "
        "d'amortissement remis à l'Emprunteur.",
    )
    p_def = par(
        fl,
        "Article 3 – Intérêts de retard. Toute somme devenue exigible et non payée à bonne date portera "
        "intérêts, de plein droit et sans mise en demeure, au taux du prêt majoré de trois points.",
    )
    p_late = par(
        fl,
        "Article 4 – Indemnité de retard. En cas de retard dans le paiement d'une échéance, la Banque "
        "percevra "
        "en outre une indemnité de retard égale à 5 % du montant de l'échéance impayée.",
    )
    par(
        fl,
        "Article 5 – Remboursement anticipé. L'Emprunteur pourra rembourser le prêt par anticipation, en "
        "tout "
        "ou en partie, moyennant un préavis d'un mois et le paiement d'une indemnité égale à 3 % du capital "
        "remboursé par anticipation.",
    )
    par(
        fl,
        "Article 6 – Exigibilité anticipée. Le prêt deviendra exigible de plein droit en cas de non-paiement "
        "d'une échéance à bonne date, de cessation d'activité, de cession du fonds de commerce ou "
        "d'ouverture "
        "d'une procédure collective à l'encontre de l'Emprunteur.",
    )
    p_law = par(
        fl,
        "Article 7 – Loi applicable et attribution de compétence. Le présent contrat est soumis au droit "
        "français. Tout litige relatif à son interprétation ou à son exécution sera porté devant le "
        "tribunal de "
        "commerce d'Annecy.",
    )
    fl.skip(6)
    p_sig = ln(fl, "Fait en deux exemplaires originaux à Annecy, le 11 octobre 2023.", 9, True)
    fl.skip(8)
    ln(
        fl,
        "Pour la Banque : Claire Vuillermoz            Pour l'Emprunteur : Julien Perrissin-Fabert, "
        "président",
        8.6,
    )
    ln(fl, "(signature précédée de la mention « lu et approuvé »)", 7.6)
    fl.finish()
    fields = {
        "borrower": FQ(
            "FROMAGERIE BORNANDINE SAS",
            p_borr,
            "ET la société FROMAGERIE BORNANDINE SAS, société par actions simplifiée",
        ),
        "lender": FQ(
            "BANQUE RHODANIENNE DE CRÉDIT",
            p_lender,
            "La BANQUE RHODANIENNE DE CRÉDIT, ci-après dénommée « la Banque »",
        ),
        "agreement_date": FQ("2023-10-11", p_sig, "à Annecy, le 11 octobre 2023"),
        "principal_amount": FQ(L["amt"], q_rows["Montant du prêt"], f"Montant du prêt {eur(amt)}"),
        "interest_rate": FQ(
            "taux fixe de 4,15 % l'an", q_rows["Taux d'intérêt"], "Taux d'intérêt taux fixe de 4,15 % l'an"
        ),
        "maturity_date": FQ(
            "2028-10-05", q_rows["Date de dernière échéance"], "Date de dernière échéance 5 octobre 2028"
        ),
        "governing_law": FQ("droit français", p_law, "Le présent contrat est soumis au droit français"),
        "late_charge": FQ(
            "indemnité de retard égale à 5 % du montant de l'échéance impayée",
            p_late,
            "une indemnité de retard égale à 5 % du montant de l'échéance impayée",
        ),
    }
    notes = (
        "French professional loan contract in French, EUR with space grouping and comma decimals, dates "
        "written out in French. borrower is the SAS (not its president, who also stands surety); lender the "
        "bank. agreement_date is the date of the signature line ('Fait ... à Annecy, le ...'); the "
        "superseded "
        "offer, the disbursement deadline and the instalment dates are distractors. principal_amount is the "
        "Montant du prêt (also in words); the monthly instalment and the fees are distractors. "
        "interest_rate is the fixed rate as printed, not the TEG (effective global rate, a cost measure) nor "
        "the superseded offer's rate. maturity_date is the date of the last instalment. governing_law is "
        "French law (the commercial court is a distractor). late_charge is the 5 % late-payment indemnity of "
        "article 4; the default interest of article 3 (loan rate plus three points) and the early repayment "
        "indemnity are not late charges."
    )
    _ = (p_sup, p_def)
    return p, fields, notes, []


# ===== 3 Hong Kong banking facilities letter (HKD): overdraft repayable on demand, a term loan for the
# purchase of factory premises (the principal facility) and import trade facilities, each with its own
# limit and pricing, adding up to the total facilities limit; HIBOR-based term-loan rate vs prime-based
# overdraft rate and default interest; a late-payment handling fee; final maturity of the term loan vs the
# annual review date and acceptance deadline; an earlier facility letter superseded; undated acceptance
@doc(
    "b35_loan_hk_banking_facilities_letter",
    "loan_agreement",
    "Tsing Yi Precision Moulds banking facilities letter",
)
def loan_hk():
    L = dict(
        od=3000000,
        tl=18752500,
        tr=6500000,
        tot=28252500,
    )
    od, tl, tr = D(3000000), D(18752500), D(6500000)
    tot = od + tl + tr
    for k, v in dict(od=od, tl=tl, tr=tr, tot=tot).items():
        same(L[k], v, k)
    p = Pdf(w=595, h=842)
    fl = Flow(p, top=56, bottom=790, x=62, w=471, size=8.8, footer="Our Ref: CBD-TY-7190 · Page {} of {}")
    ln(fl, "VICTORIA HARBOUR COMMERCIAL BANK LIMITED", 13, True)
    ln(fl, "Commercial Banking Division · 28/F Harbourfront Tower, 88 Connaught Road Central, Hong Kong", 7.6)
    fl.skip(12)
    ln(fl, "PRIVATE & CONFIDENTIAL", 8.4, True)
    p_dt = ln(fl, "9 August 2022", 8.8)
    fl.skip(4)
    p_to = par(
        fl,
        "The Directors, Tsing Yi Precision Moulds Company Limited, Unit 12, 9/F, Harbourgate Industrial "
        "Centre, "
        "36 Tsing Tim Street, Tsing Yi, New Territories, Hong Kong",
    )
    ln(fl, "Dear Sirs,", 8.8)
    ln(fl, "BANKING FACILITIES", 9.4, True)
    p_intro = par(
        fl,
        'We, Victoria Harbour Commercial Bank Limited (the "Bank"), are pleased to offer Tsing Yi Precision '
        'Moulds Company Limited (the "Borrower") the following banking facilities (the "Facilities") '
        "subject to the terms and conditions set out below and in our Standard Terms for Commercial Banking "
        "Facilities. This letter supersedes our facility letter dated 14 March 2020, which is cancelled from "
        "the date of your acceptance.",
    )
    fl.head("1. OVERDRAFT")
    p_od = par(
        fl,
        f"Limit: {hkd(od)}. Interest: at HKD Prime Rate as quoted by the Bank from time to time, "
        "currently 5.125% per annum. Repayment: on demand.",
    )
    fl.head("2. TERM LOAN")
    p_tl = par(
        fl,
        f"Amount: {hkd(tl)}. Purpose: to finance the purchase of the factory premises at Unit 12, 9/F, "
        'Harbourgate Industrial Centre (the "Property"), up to 65% of the purchase price or valuation, '
        "whichever is lower.",
    )
    p_tlr = par(fl, "Interest: 2.10% per annum over one-month HIBOR, payable monthly in arrears.")
    p_tlm = par(
        fl,
        "Repayment: by 60 equal monthly instalments of principal and interest commencing one month after "
        "drawdown. Final Maturity Date: 9 September 2027, on which date all amounts outstanding under the "
        "Term "
        "Loan shall be repaid in full.",
    )
    fl.head("3. IMPORT FACILITIES")
    p_tr = par(
        fl,
        f"Combined limit: {hkd(tr)} for letters of credit and trust receipts up to 120 days. Interest on "
        "trust "
        "receipts: 1.75% per annum over HIBOR for the relevant period. Commission on letters of credit: 1/8% "
        "flat for the first US$50,000 and 1/16% on the balance.",
    )
    fl.head("4. TOTAL FACILITIES LIMIT")
    p_tot = par(fl, f"The aggregate of the Facilities shall not exceed {hkd(tot)} at any time.")
    fl.head("5. SECURITY")
    par(
        fl,
        "(a) A first legal charge over the Property. (b) An unlimited personal guarantee from Mr. Leung "
        "Chi Wai, "
        "director. (c) An assignment of the fire insurance policy over the Property with the Bank's interest "
        "endorsed.",
    )
    fl.head("6. CONDITIONS PRECEDENT AND UNDERTAKINGS")
    par(
        fl,
        "Drawdown is subject to the Bank's receipt of (a) the duplicate of this letter duly accepted, (b) a "
        "certified copy of the Borrower's board resolutions, (c) a valuation report on the Property by a "
        "valuer acceptable to the Bank showing an open market value of not less than HK$28,850,000, and (d) "
        "the executed and stamped legal charge. The Borrower shall deliver its audited financial statements "
        "within 180 days after each financial year end, maintain a tangible net worth of not less than "
        "HK$45,000,000 and a gearing ratio of not more than 1.5 times, and maintain its main operating "
        "accounts with the Bank.",
    )
    fl.head("7. OVERDUE INTEREST AND CHARGES")
    par(
        fl,
        "Any amount not paid when due shall bear default interest at 6% per annum over HKD Prime Rate from "
        "the "
        "due date until actual payment, both before and after judgment.",
    )
    p_late = par(fl, "Late payment charge: HK$500 for each instalment not paid on its due date.")
    par(
        fl,
        "Arrangement fee: HK$37,500, payable upon acceptance. Cancellation of the Term Loan after acceptance "
        "attracts a fee of 0.5% of the amount cancelled.",
    )
    fl.head("8. REVIEW")
    par(
        fl,
        "The Facilities are repayable on demand (save for the Term Loan, which is subject to the repayment "
        "terms above and to the Bank's overriding right of repayment on demand) and are subject to review at "
        "any time and in any event on or before 31 July 2023.",
    )
    fl.head("9. GOVERNING LAW")
    p_law = par(
        fl,
        "This letter and the Facilities are governed by the laws of the Hong Kong Special Administrative "
        "Region, and the Borrower submits to the non-exclusive jurisdiction of the Hong Kong courts.",
    )
    fl.head("ACCEPTANCE")
    par(
        fl,
        "Please signify your acceptance by signing and returning the duplicate of this letter within 14 days "
        "from the date of this letter, failing which this offer shall lapse.",
    )
    par(
        fl,
        "Yours faithfully, for and on behalf of Victoria Harbour Commercial Bank Limited · Janet Kwok Wing "
        "Sze, "
        "Senior Relationship Manager · Edmund Tse, Head of Commercial Credit",
    )
    fl.skip(6)
    par(
        fl,
        "We accept the above Facilities on the terms and conditions stated. For and on behalf of Tsing Yi "
        "Precision Moulds Company Limited: ______________________ Authorised signature(s) with company "
        "chop   "
        "Date: ____________",
    )
    fl.finish()
    fields = {
        "borrower": FQ(
            "Tsing Yi Precision Moulds Company Limited",
            p_intro,
            'are pleased to offer Tsing Yi Precision Moulds Company Limited (the "Borrower")',
        ),
        "lender": FQ(
            "Victoria Harbour Commercial Bank Limited",
            p_intro,
            'We, Victoria Harbour Commercial Bank Limited (the "Bank")',
        ),
        "agreement_date": FQ("2022-08-09", p_dt, "9 August 2022"),
        "principal_amount": FQ(
            L["tot"], p_tot, f"The aggregate of the Facilities shall not exceed {hkd(tot)} at any time."
        ),
        "interest_rate": FQ(
            "2.10% per annum over one-month HIBOR", p_tlr, "Interest: 2.10% per annum over one-month HIBOR"
        ),
        "maturity_date": FQ("2027-09-09", p_tlm, "Final Maturity Date: 9 September 2027"),
        "governing_law": FQ(
            "the laws of the Hong Kong Special Administrative Region",
            p_law,
            "are governed by the laws of the Hong Kong Special Administrative Region",
        ),
        "late_charge": FQ(
            "HK$500 for each instalment not paid on its due date",
            p_late,
            "Late payment charge: HK$500 for each instalment not paid on its due date.",
        ),
    }
    notes = (
        "Hong Kong banking facilities letter in English, HKD printed as HK$. borrower is the company offered "
        "the facilities (its director-guarantor is a distractor); lender the bank. agreement_date is the "
        "date "
        "of the letter: the superseded 2020 facility letter, the review date and the acceptance deadline are "
        "distractors, and the acceptance block is undated. There are three facilities (overdraft, term loan "
        "for the factory premises, import facilities): principal_amount is the total facilities limit, which "
        "adds up the three limits (sum). interest_rate is the term loan's rate as printed (the term loan is "
        "the principal facility; the overdraft's prime rate, the trust-receipt margin and the default "
        "interest are distractors). maturity_date is the term loan's Final Maturity Date (the other "
        "facilities are on demand). governing_law is the law of the Hong Kong Special Administrative "
        "Region as "
        "printed (courts are a distractor). late_charge is the late payment charge per instalment; default "
        "interest is not a late charge."
    )
    sums = [
        SUM(
            "Overdraft + Term Loan + Import facilities = Total facilities limit",
            [
                (1, TQ("Overdraft limit", L["od"], p_od, f"Limit: {hkd(od)}.")),
                (1, TQ("Term Loan", L["tl"], p_tl, f"Amount: {hkd(tl)}.")),
                (1, TQ("Import facilities", L["tr"], p_tr, f"Combined limit: {hkd(tr)}")),
            ],
            "principal_amount",
        )
    ]
    _ = p_to
    return p, fields, notes, sums
