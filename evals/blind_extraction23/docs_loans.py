"""Loan-agreement builders for blind_extraction23 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import EU, US, Pdf


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


# ==================== 1 Florida amended and restated note: increase, new variable rate, extended maturity
@doc(
    "b23_loan_fl_amended_restated_note_increase",
    "loan_agreement",
    "Coquina Shoals Hospitality amended and restated promissory note",
)
def loan_fl():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=724,
        x=72,
        w=468,
        size=9.4,
        footer="Loan No. 30-5518 · A&R Promissory Note · Page {} of {}",
    )
    fl.line("AMENDED AND RESTATED PROMISSORY NOTE", 13, True, align="c", lead=20)
    fl.line("(Variable Rate · Renewal, Increase and Extension)", 9, align="c", lead=20)
    q_amt = cols(fl, [(72, "$4,275,000.00", "l"), (540, "Tampa, Florida", "r")], 9.6, True)
    q_date = cols(fl, [(72, "Loan No. 30-5518", "l"), (540, "Dated as of August 27, 2026", "r")], 9.6)
    fl.skip(6)
    P_parties = para(
        fl,
        "FOR VALUE RECEIVED, COQUINA SHOALS HOSPITALITY, LLC, a Florida limited liability company "
        '("Borrower"), '
        "promises to pay to the order of TAMIAMI COAST BANK, a Florida state-chartered bank (together with "
        "its "
        'successors and assigns, "Lender"), at its office at 2600 Bayfront Commerce Drive, Tampa, Florida '
        "33602, or at such other place as the holder may designate, the principal sum of FOUR MILLION TWO "
        "HUNDRED SEVENTY-FIVE THOUSAND AND NO/100 DOLLARS ($4,275,000.00), or so much thereof as is "
        "advanced, together with interest as provided below.",
    )
    fl.head("1. RENEWAL AND INCREASE")
    old_bal = D("3118406.22")
    advance = D("4275000.00") - old_bal
    P_ren = para(
        fl,
        "This Note amends, restates, renews and increases, but does not extinguish or novate, that certain "
        "Promissory Note dated June 3, 2021 in the original principal amount of $3,600,000.00 made by "
        "Borrower "
        'to Lender (the "Original Note"), which bore interest at a fixed rate of 4.25% per annum and '
        "matured on "
        f"June 1, 2026. The principal amount of this Note consists of the unpaid principal balance of the "
        f"Original Note of ${US(old_bal)} plus an additional advance of ${US(advance)} to fund the "
        "renovation of the guest rooms at the Property.",
    )
    fl.head("2. INTEREST RATE")
    P_rate = para(
        fl,
        "From the date of this Note the unpaid principal balance shall bear interest at a variable rate "
        "equal "
        'to one-month Term SOFR plus 2.75% per annum (the "Interest Rate"), adjusted on the first day of '
        "each month, but in no event less than 6.00% per annum. Interest shall be calculated on the basis "
        "of a 360-day year for the actual number of days elapsed.",
    )
    fl.head("3. PAYMENTS; MATURITY")
    fl.para(
        "Borrower shall pay accrued interest only on October 1, 2026 and on the first day of each month "
        "thereafter through and including March 1, 2027. Commencing April 1, 2027, Borrower shall pay "
        "monthly installments of principal in the amount of $14,250.00 plus accrued interest.",
    )
    P_mat = para(
        fl,
        "The entire unpaid principal balance, together with all accrued and unpaid interest, shall be due "
        "and "
        'payable on September 1, 2031 (the "Maturity Date").',
    )
    fl.head("4. LATE CHARGE")
    P_late = para(
        fl,
        "If any payment is not received by the holder within fifteen (15) days after its due date, Borrower "
        "shall pay a late charge equal to four percent (4%) of the amount of the overdue payment, but not "
        "less than $50.00.",
    )
    fl.head("5. DEFAULT RATE")
    fl.para(
        "Upon the occurrence and during the continuance of an Event of Default, and after maturity, the "
        "unpaid principal shall bear interest at the lesser of eighteen percent (18%) per annum and the "
        "maximum rate permitted by applicable law.",
    )
    fl.head("6. SECURITY")
    fl.para(
        "This Note is secured by a Mortgage, Assignment of Rents and Security Agreement recorded in "
        "Official Records Book 30412, Page 1352, of Pinellas County, Florida, as amended by a Mortgage "
        "Modification and Spreader Agreement of even date, encumbering the hotel known as Coquina Shoals "
        "Inn, 1410 Gulf Sands "
        'Boulevard, Madeira Shores, Florida 33708 (the "Property"), and is guaranteed by Marisol '
        "Etxeberria-Vance under a Reaffirmation of Guaranty of even date.",
    )
    fl.head("7. DOCUMENTARY STAMP TAX")
    fl.para(
        "Florida documentary stamp taxes were paid on the Original Note. Documentary stamp taxes in the "
        "amount of $4,048.10, computed on the additional advance only, have been paid and the stamps "
        "affixed to the Mortgage Modification and Spreader Agreement.",
    )
    fl.head("8. GOVERNING LAW; JURY WAIVER")
    P_law = para(
        fl,
        "This Note shall be governed by and construed in accordance with the laws of the State of Florida. "
        "BORROWER AND LENDER KNOWINGLY AND VOLUNTARILY WAIVE ANY RIGHT TO A TRIAL BY JURY IN ANY ACTION "
        "ARISING OUT OF THIS NOTE.",
    )
    fl.skip(12)
    fl.need(140)
    fl.line("BORROWER:", 9.4, True, lead=16)
    fl.line("COQUINA SHOALS HOSPITALITY, LLC, a Florida limited liability company", 9.4, True)
    fl.line("By: Etxeberria Vance Holdings, Inc., its Manager", 9.4, lead=22)
    fl.line("By: ___________________________________", 9.4)
    fl.line("Name: Marisol Etxeberria-Vance, President", 9.4)
    fl.skip(10)
    fl.line(
        "STATE OF FLORIDA, COUNTY OF HILLSBOROUGH: acknowledged before me on August 27, 2026 by means of", 8.6
    )
    fl.line(
        "physical presence by Marisol Etxeberria-Vance, who is personally known to me. Notary: Dwayne "
        "Okafor-Lisle",
        8.6,
    )
    fl.finish()
    same(1156593.78, advance, "advance")
    same(4048.10, (advance / 100).to_integral_value(rounding="ROUND_CEILING") * D("0.35"), "doc stamps")
    same(2, p.pages, "pages")
    fields = {
        "borrower": F(
            "COQUINA SHOALS HOSPITALITY, LLC",
            *on(P_parties, "COQUINA SHOALS HOSPITALITY, LLC, a Florida limited liability company"),
        ),
        "lender": F(
            "TAMIAMI COAST BANK",
            *on(P_parties, "to the order of TAMIAMI COAST BANK, a Florida state-chartered"),
        ),
        "agreement_date": F("2026-08-27", 1, q_date),
        "principal_amount": F(4275000.00, 1, q_amt),
        "interest_rate": F(
            "one-month Term SOFR plus 2.75% per annum",
            *on(P_rate, "a variable rate equal to one-month Term SOFR plus 2.75% per annum"),
        ),
        "maturity_date": F("2031-09-01", *on(P_mat, 'payable on September 1, 2031 (the "Maturity Date")')),
        "governing_law": F("Florida", *on(P_law, "in accordance with the laws of the State of Florida")),
        "late_charge": F(
            "a late charge equal to four percent (4%) of the amount of the overdue payment, but not less "
            "than $50.00",
            *on(
                P_late,
                "pay a late charge equal to four percent (4%) of the amount of the overdue payment, but not "
                "less than $50.00",
            ),
        ),
    }
    notes = (
        "Florida amended and restated promissory note that renews, increases and extends an earlier note. "
        "agreement_date is the date of this amended and restated note ('Dated as of August 27, 2026'), not "
        "the Original Note date (June 3, 2021). principal_amount is the new note amount, which is the "
        "unpaid balance of the Original Note plus an additional advance (sum); the original $3,600,000.00 "
        "is superseded. interest_rate is the new variable rate (Term SOFR plus 2.75%), not the Original "
        "Note's fixed 4.25%, the 6.00% floor or the 18% default rate. maturity_date is the new Maturity "
        "Date; June 1, 2026 was the Original Note's maturity. The documentary stamp tax amount and the "
        "guarantor are distractors. No field is null."
    )
    sums = [
        SUM(
            "Original Note balance + additional advance = principal",
            [
                (
                    1,
                    T(
                        "unpaid balance of the Original Note",
                        3118406.22,
                        *on(P_ren, "balance of the Original Note of $3,118,406.22"),
                    ),
                ),
                (
                    1,
                    T("additional advance", 1156593.78, *on(P_ren, "an additional advance of $1,156,593.78")),
                ),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ==================== 2 English-law facilities agreement: three facilities, agent vs arranger, accordion
@doc(
    "b23_loan_uk_facilities_agreement_sonia_agent",
    "loan_agreement",
    "Hallowmere Care Homes £62,000,000 facilities agreement",
)
def loan_uk():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=730,
        x=72,
        w=468,
        size=9.2,
        footer="Hallowmere Care Homes – Facilities Agreement – {}",
    )
    fl.skip(60)
    q_cover_date = cols(fl, [(306, "Dated 22 October 2026", "c")], 11, True, lead=40)
    for a, b in (
        ("HALLOWMERE CARE HOMES LIMITED", "as Borrower"),
        ("THE ENTITIES LISTED IN PART I OF SCHEDULE 1", "as Original Guarantors"),
        ("ASHBURY & CRANE BANK PLC", "as Arranger"),
        ("THE FINANCIAL INSTITUTIONS LISTED IN PART II OF SCHEDULE 1", "as Original Lenders"),
        ("ASHBURY & CRANE AGENCY SERVICES LIMITED", "as Agent and Security Agent"),
    ):
        fl.line(a, 10.4, True, align="c", lead=15)
        fl.line(b, 9.4, align="c", lead=24)
    fl.skip(20)
    fl.line("£62,000,000", 14, True, align="c", lead=20)
    fl.line("TERM AND REVOLVING FACILITIES AGREEMENT", 12, True, align="c", lead=60)
    fl.line("Whitcombe Lyle LLP · 18 Ropemakers Yard · London EC2Y 9AX", 8.4, align="c")
    # ---- body
    fl.p.new_page()
    fl.y = fl.top
    fl.line("THIS AGREEMENT is dated 22 October 2026 and made between:", 9.2, True)
    fl.skip(4)
    P_b = para(
        fl,
        "(1) HALLOWMERE CARE HOMES LIMITED, a company incorporated in England and Wales with registered "
        "number "
        '09318844 (the "Borrower");',
        indent=12,
    )
    para(
        fl,
        "(2) THE SUBSIDIARIES of the Borrower listed in Part I of Schedule 1 as original guarantors "
        "(together with "
        'the Borrower, the "Original Guarantors");',
        indent=12,
    )
    para(fl, '(3) ASHBURY & CRANE BANK PLC as mandated lead arranger (the "Arranger");', indent=12)
    para(
        fl,
        '(4) THE FINANCIAL INSTITUTIONS listed in Part II of Schedule 1 as lenders (the "Original Lenders");',
        indent=12,
    )
    P_a = para(
        fl,
        '(5) ASHBURY & CRANE AGENCY SERVICES LIMITED as agent of the other Finance Parties (the "Agent"); '
        "and",
        indent=12,
    )
    para(
        fl,
        "(6) ASHBURY & CRANE AGENCY SERVICES LIMITED as security trustee for the Secured Parties (the "
        '"Security Agent").',
        indent=12,
    )
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    fl.para("1.1 In this Agreement:")
    defs = [
        '"Additional Facility Commitment" means a commitment established under Clause 2.2 (Additional '
        "Facility).",
        '"Compounded Reference Rate" means, in relation to any day during an Interest Period, the '
        "percentage rate per annum which is the aggregate of the Daily Non-Cumulative Compounded RFR Rate "
        "for that day and the applicable Credit Adjustment Spread (if any), where the reference rate is "
        "SONIA.",
        '"Facility A Termination Date" means 22 October 2031.',
        '"Facility B Termination Date" means 22 April 2032.',
        '"Margin" means (a) in relation to Facility A, 3.25 per cent. per annum; (b) in relation to '
        "Facility B, 3.75 per cent. per annum; and (c) in relation to the Revolving Facility, 3.00 per "
        "cent. per annum, in each case subject to the margin ratchet in Schedule 9.",
        '"Revolving Facility Termination Date" means the date falling 57 months after the date of this '
        "Agreement.",
        '"Total Commitments" means the aggregate of the Total Facility A Commitments, the Total Facility B '
        "Commitments and the Total Revolving Facility Commitments, being £62,000,000 at the date of this "
        "Agreement.",
    ]
    P_d = [para(fl, d, indent=12) for d in defs]
    fl.head("2. THE FACILITIES")
    fl.para("2.1 Subject to the terms of this Agreement, the Lenders make available to the Borrower:")
    P_fa = para(
        fl,
        '(a) a sterling term loan facility in an aggregate amount equal to £38,500,000 ("Facility A");',
        indent=12,
    )
    P_fb = para(
        fl,
        "(b) a sterling term loan facility for permitted acquisitions and capital expenditure in an "
        'aggregate amount equal to £16,000,000 ("Facility B"); and',
        indent=12,
    )
    P_fr = para(
        fl,
        "(c) a sterling revolving credit facility in an aggregate amount equal to £7,500,000 "
        '(the "Revolving Facility").',
        indent=12,
    )
    fl.para(
        "2.2 Additional Facility. The Borrower may by notice to the Agent request the establishment of one "
        "or more additional term facilities in an aggregate amount not exceeding £20,000,000, subject to "
        "the conditions in Clause 2.3. No Lender is obliged to provide an Additional Facility Commitment."
    )
    fl.head("8. INTEREST")
    P_i = para(
        fl,
        "8.1 Calculation of interest. The rate of interest on each Loan for each day during an Interest "
        "Period is the percentage rate per annum which is the aggregate of the applicable Margin and the "
        "Compounded Reference Rate for that day.",
    )
    fl.para(
        "8.3 Default interest. If an Obligor fails to pay any amount payable by it under a Finance Document "
        "on its due date, interest shall accrue on the overdue amount from the due date up to the date of "
        "actual payment at a rate which is 2 per cent. per annum higher than the rate which would have been "
        "payable if the overdue amount had constituted a Loan. Any interest accruing under this Clause 8.3 "
        "is immediately payable on demand by the Agent."
    )
    fl.head("9. FEES")
    fl.para(
        "9.1 The Borrower shall pay to the Agent (for the account of each Lender) a fee computed at the "
        "rate of 35 per cent. of the applicable Margin on that Lender's available Revolving Facility "
        "Commitment. 9.2 The Borrower shall pay to the Arranger an arrangement fee and to the Agent an "
        "agency fee in the amounts and at the times agreed in the relevant Fee Letter."
    )
    fl.head("10. REPAYMENT")
    fl.para(
        "The Borrower shall repay Facility A Loans in semi-annual instalments of £1,925,000 commencing 30 "
        "June 2027, with the balance on the Facility A Termination Date, and shall repay Facility B Loans "
        "in full on the Facility B Termination Date."
    )
    fl.head("37. GOVERNING LAW")
    P_g = para(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by English law.",
    )
    fl.head("38. ENFORCEMENT")
    fl.para(
        "The courts of England have exclusive jurisdiction to settle any dispute arising out of or in "
        "connection with this Agreement."
    )
    # ---- schedule
    fl.head("SCHEDULE 1 – PART II: THE ORIGINAL LENDERS")
    q_h = cols(
        fl,
        [
            (72, "Name of Original Lender", "l"),
            (330, "Facility A", "r"),
            (410, "Facility B", "r"),
            (490, "Revolving", "r"),
        ],
        8.4,
        True,
    )
    lenders = [
        ("Ashbury & Crane Bank plc", 15400000, 6400000, 3000000),
        ("Kestrelmoor Bank Limited", 11550000, 4800000, 2250000),
        ("Northgate Credit Partners Limited", 11550000, 4800000, 2250000),
    ]
    qs = {}
    pages_ = {fl.p.pages}
    for nm, a, b, c in lenders:
        qs[nm] = cols(
            fl,
            [
                (72, nm, "l"),
                (330, "£" + US(a, 0), "r"),
                (410, "£" + US(b, 0), "r"),
                (490, "£" + US(c, 0), "r"),
            ],
            8.4,
        )
        pages_.add(fl.p.pages)
    ta = sum(x[1] for x in lenders)
    tb = sum(x[2] for x in lenders)
    tr = sum(x[3] for x in lenders)
    q_tot = cols(
        fl,
        [
            (72, "Total", "l"),
            (330, "£" + US(ta, 0), "r"),
            (410, "£" + US(tb, 0), "r"),
            (490, "£" + US(tr, 0), "r"),
        ],
        8.4,
        True,
    )
    pages_.add(fl.p.pages)
    same(1, len(pages_), "schedule on one page")
    pg_s = pages_.pop()
    fl.finish()
    same(38500000, ta, "A")
    same(16000000, tb, "B")
    same(7500000, tr, "R")
    assert q_h
    pg_tc, q_tc = on(
        P_d[6], "Total Revolving Facility Commitments, being £62,000,000 at the date of this Agreement"
    )
    fields = {
        "borrower": F(
            "HALLOWMERE CARE HOMES LIMITED", *on(P_b, "(1) HALLOWMERE CARE HOMES LIMITED, a company")
        ),
        "lender": F(
            "ASHBURY & CRANE AGENCY SERVICES LIMITED",
            *on(P_a, "(5) ASHBURY & CRANE AGENCY SERVICES LIMITED as agent of the other Finance Parties"),
        ),
        "agreement_date": F("2026-10-22", 1, q_cover_date),
        "principal_amount": F(62000000, pg_tc, q_tc),
        "interest_rate": F(
            "the aggregate of the applicable Margin and the Compounded Reference Rate",
            *on(P_i, "the aggregate of the applicable Margin and the Compounded Reference Rate for that day"),
        ),
        "maturity_date": F("2031-10-22", *on(P_d[2], '"Facility A Termination Date" means 22 October 2031.')),
        "governing_law": F("English law", *on(P_g, "in connection with it are governed by English law.")),
        "late_charge": NULL(),
    }
    notes = (
        "English-law syndicated facilities agreement (LMA style) with a cover page. lender is the Agent "
        "(Ashbury & Crane Agency Services Limited), not the Arranger (Ashbury & Crane Bank plc, also an "
        "Original Lender). principal_amount is the Total Commitments of £62,000,000 stated in the "
        "definition; Facility A + Facility B + Revolving Facility add up to it (sum), and the lender "
        "schedule totals repeat the three facilities (sums). The £20,000,000 Additional Facility "
        "(accordion) is uncommitted and not part of it. interest_rate is the Margin plus Compounded "
        "Reference Rate (SONIA) formula; the per-facility margins and the 2 per cent. default interest are "
        "not the rate. maturity_date is the Facility A Termination Date (the principal, largest facility); "
        "the later Facility B Termination Date and the Revolving Facility Termination Date (a period, not a "
        "date) are distractors. governing_law is English law (the courts clause is jurisdiction, not "
        "governing law). late_charge is null: there is no late charge, only default interest (Clause 8.3), "
        "which is not a late charge."
    )
    sums = [
        SUM(
            "Facility A + Facility B + Revolving Facility = Total Commitments",
            [
                (1, T("Facility A", 38500000, *on(P_fa, "an aggregate amount equal to £38,500,000"))),
                (1, T("Facility B", 16000000, *on(P_fb, "aggregate amount equal to £16,000,000"))),
                (1, T("Revolving Facility", 7500000, *on(P_fr, "an aggregate amount equal to £7,500,000"))),
            ],
            "principal_amount",
        ),
        SUM(
            "schedule: Facility A commitments of the three lenders = total",
            [(1, T(f"{nm} Facility A", a, pg_s, qs[nm])) for nm, a, _, _ in lenders],
            T("Facility A total", 38500000, pg_s, q_tot),
        ),
        SUM(
            "schedule: Facility B commitments of the three lenders = total",
            [(1, T(f"{nm} Facility B", b, pg_s, qs[nm])) for nm, _, b, _ in lenders],
            T("Facility B total", 16000000, pg_s, q_tot),
        ),
    ]
    return p, fields, notes, sums


# ==================== 3 German Darlehensvertrag: Zinsbindung shorter than the term, KfW tranche
@doc(
    "b23_loan_de_darlehensvertrag_zinsbindung",
    "loan_agreement",
    "Pfeiffer & Lohmeyer Kunststofftechnik Darlehensvertrag 7704-118-26",
)
def loan_de():
    p = Pdf(ttf=True)
    fl = Flow(
        p,
        top=70,
        bottom=730,
        x=70,
        w=472,
        size=9,
        footer="Darlehensvertrag Nr. 7704-118-26 · Seite {} von {}",
    )
    fl.line("Werrataler Genossenschaftsbank eG", 12, True, lead=15)
    fl.line("Marktplatz 9 · 37242 Bad Sooden-Allendorf · www.werrataler-gb.example", 8, lead=26)
    fl.line("DARLEHENSVERTRAG", 14, True, align="c", lead=18)
    fl.line("Investitionsdarlehen mit Festzins · Vertrags-Nr. 7704-118-26", 9.4, align="c", lead=24)
    fl.line("zwischen", 9, lead=14)
    P_b = para(
        fl,
        "der Pfeiffer & Lohmeyer Kunststofftechnik GmbH, Am Gradierwerk 12, 37242 Bad Sooden-Allendorf, "
        "eingetragen im Handelsregister des Amtsgerichts Eschwege unter HRB 2017, vertreten durch die "
        'Geschäftsführer Konstanze Pfeiffer und Arvid Lohmeyer (nachstehend "Darlehensnehmerin"),',
    )
    fl.line("und", 9, lead=14)
    P_l = para(
        fl,
        "der Werrataler Genossenschaftsbank eG, Marktplatz 9, 37242 Bad Sooden-Allendorf (nachstehend "
        '"Bank").',
    )
    fl.head("§ 1 Darlehensbetrag, Verwendungszweck")
    P_amt = para(
        fl,
        "(1) Die Bank gewährt der Darlehensnehmerin ein Darlehen in Höhe von EUR 2.850.000,00 (in Worten: "
        "zwei Millionen achthundertfünfzigtausend Euro).",
    )
    P_fin = para(
        fl,
        "(2) Das Darlehen dient der Finanzierung einer Spritzgießhalle mit zwei Fertigungslinien. Das "
        "Gesamtfinanzierungsvolumen beträgt EUR 3.400.000,00; davon werden EUR 550.000,00 als "
        "KfW-Förderkredit über die Bank nach gesondertem Vertrag zur Verfügung gestellt.",
    )
    fl.para("(3) Grundlage dieses Vertrages ist die Darlehenszusage der Bank vom 18.09.2026.")
    fl.head("§ 2 Zinsen")
    P_i = para(
        fl,
        "(1) Der Sollzinssatz beträgt 3,95 % p.a. und ist fest bis zum 30.09.2031 (Ende der Zinsbindung). "
        "Der anfängliche effektive Jahreszins beträgt 4,07 %.",
    )
    fl.para(
        "(2) Spätestens einen Monat vor Ende der Zinsbindung wird die Bank der Darlehensnehmerin ein "
        "Angebot über die Zinskonditionen für den anschließenden Zeitraum unterbreiten. Kommt keine "
        "Vereinbarung zustande, gilt ab dem 01.10.2031 ein variabler Zinssatz in Höhe des 3-Monats-EURIBOR "
        "zuzüglich 2,40 % p.a."
    )
    fl.para(
        "(3) Für nicht abgerufene Darlehensbeträge berechnet die Bank ab dem 01.01.2027 "
        "Bereitstellungszinsen von 0,25 % pro Monat."
    )
    fl.head("§ 3 Auszahlung, Tilgung, Laufzeit")
    fl.para(
        "(1) Die Auszahlung erfolgt nach Baufortschritt gegen Vorlage von Rechnungen, frühestens nach "
        "Eintragung der Grundschuld gemäß § 6."
    )
    fl.para(
        "(2) Das Darlehen ist in 40 gleichen vierteljährlichen Raten von je EUR 71.250,00 zuzüglich Zinsen "
        "zu tilgen, erstmals am 31.12.2026."
    )
    P_m = para(
        fl,
        "(3) Das Darlehen ist spätestens am 30.09.2036 vollständig zurückzuzahlen (Laufzeitende).",
    )
    fl.head("§ 4 Verzug")
    fl.para(
        "Gerät die Darlehensnehmerin mit Zahlungen in Verzug, schuldet sie Verzugszinsen in Höhe von neun "
        "Prozentpunkten über dem jeweiligen Basiszinssatz (§ 288 Abs. 2 BGB). Die Geltendmachung eines "
        "weiteren Schadens bleibt vorbehalten."
    )
    fl.head("§ 5 Sondertilgung, Vorfälligkeit")
    fl.para(
        "Während der Zinsbindung ist die Darlehensnehmerin berechtigt, einmal jährlich eine Sondertilgung "
        "von bis zu 5 % des ursprünglichen Darlehensbetrages zu leisten. Weitergehende vorzeitige "
        "Rückzahlungen sind nur gegen Zahlung einer Vorfälligkeitsentschädigung möglich."
    )
    fl.head("§ 6 Sicherheiten")
    fl.para(
        "Das Darlehen wird gesichert durch eine Buchgrundschuld über EUR 3.000.000,00 an dem Grundbesitz Am "
        "Gradierwerk 12, eingetragen im Grundbuch von Sooden Blatt 4527, sowie durch die "
        "Sicherungsübereignung der finanzierten Maschinen."
    )
    fl.head("§ 7 Schlussbestimmungen")
    P_g = para(
        fl,
        "(1) Es gilt das Recht der Bundesrepublik Deutschland. (2) Erfüllungsort und Gerichtsstand ist, "
        "soweit gesetzlich zulässig, Bad Sooden-Allendorf. (3) Ergänzend gelten die Allgemeinen "
        "Geschäftsbedingungen der Bank.",
    )
    fl.skip(14)
    fl.need(120)
    q_sig = cols(
        fl,
        [
            (70, "Bad Sooden-Allendorf, den 8. Oktober 2026", "l"),
            (330, "Bad Sooden-Allendorf, den 8. Oktober 2026", "l"),
        ],
        9,
    )
    fl.skip(24)
    cols(fl, [(70, "______________________________", "l"), (330, "______________________________", "l")], 9)
    cols(
        fl,
        [
            (70, "Werrataler Genossenschaftsbank eG", "l"),
            (330, "Pfeiffer & Lohmeyer Kunststofftechnik GmbH", "l"),
        ],
        8.6,
    )
    cols(
        fl,
        [(70, "Henrike Ostendorp · Jannis Wälde", "l"), (330, "Konstanze Pfeiffer · Arvid Lohmeyer", "l")],
        8.6,
    )
    fl.finish()
    same(D("2850000.00"), D(71250) * 40, "Tilgung")
    fields = {
        "borrower": F(
            "Pfeiffer & Lohmeyer Kunststofftechnik GmbH",
            *on(P_b, "der Pfeiffer & Lohmeyer Kunststofftechnik GmbH, Am Gradierwerk 12"),
        ),
        "lender": F(
            "Werrataler Genossenschaftsbank eG",
            *on(P_l, "der Werrataler Genossenschaftsbank eG, Marktplatz 9"),
        ),
        "agreement_date": F("2026-10-08", fl.p.pages, q_sig),
        "principal_amount": F(2850000.00, *on(P_amt, "ein Darlehen in Höhe von EUR 2.850.000,00")),
        "interest_rate": F("3,95 % p.a.", *on(P_i, "Der Sollzinssatz beträgt 3,95 % p.a. und ist fest")),
        "maturity_date": F("2036-09-30", *on(P_m, "spätestens am 30.09.2036 vollständig zurückzuzahlen")),
        "governing_law": F(
            "Bundesrepublik Deutschland", *on(P_g, "Es gilt das Recht der Bundesrepublik Deutschland.")
        ),
        "late_charge": NULL(),
    }
    notes = (
        "German investment loan agreement (Darlehensvertrag, EUR '2.850.000,00', dates dd.mm.yyyy and '8. "
        "Oktober 2026'). borrower is the GmbH (Darlehensnehmerin), lender the bank. agreement_date is the "
        "signing date of both parties, not the Darlehenszusage of 18.09.2026. principal_amount is the "
        "Darlehensbetrag; the Gesamtfinanzierungsvolumen includes a separate KfW loan (sum) and the "
        "Grundschuld amount is security. interest_rate is the fixed Sollzinssatz as printed ('3,95 % "
        "p.a.'), not the effective rate, the follow-on EURIBOR rate or the Bereitstellungszinsen. "
        "maturity_date is the Laufzeitende 30.09.2036, not the end of the Zinsbindung (30.09.2031) or the "
        "first repayment date. governing_law: 'Es gilt das Recht der Bundesrepublik Deutschland'. "
        "late_charge is null: § 4 provides only Verzugszinsen (default interest), which is not a late "
        "charge."
    )
    sums = [
        SUM(
            "Darlehensbetrag + KfW-Förderkredit = Gesamtfinanzierungsvolumen",
            [
                (1, "principal_amount"),
                (
                    1,
                    T(
                        "KfW-Förderkredit",
                        550000.00,
                        *on(P_fin, "davon werden EUR 550.000,00 als KfW-Förderkredit"),
                    ),
                ),
            ],
            T(
                "Gesamtfinanzierungsvolumen",
                3400000.00,
                *on(P_fin, "Gesamtfinanzierungsvolumen beträgt EUR 3.400.000,00"),
            ),
        ),
    ]
    assert EU(D("2850000")) == "2.850.000,00"
    return p, fields, notes, sums
