"""Loan-agreement builders for blind_extraction27 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import EU, Pdf


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


# ===== 1 German Darlehensvertrag (EUR): fixed Sollzinssatz vs effective rate, quarterly instalments,
#       Verzugszinsen only (no late charge), use-of-funds split
@doc(
    "b27_loan_de_darlehensvertrag_festzins_tilgung",
    "loan_agreement",
    "Bankhaus Lindenfels Darlehensvertrag mit Kupferschmied Metallbau GmbH",
)
def loan_de():
    p = Pdf(ttf=True, face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=740,
        x=70,
        w=455,
        size=9.2,
        footer="Darlehensvertrag Nr. 7204 418 553 · Seite {} von {}",
    )
    fl.line("Bankhaus Lindenfels & Cie. KG", 14, True, lead=16)
    fl.line("Firmenkundenbetreuung · Marktplatz 9 · 73614 Schorndorf", 8.4, lead=26)
    fl.line("Darlehensvertrag Nr. 7204 418 553", 15, True, align="c", lead=20)
    q_date = "Investitionsdarlehen mit Festzins vom 14. Juni 2028"
    fl.line(q_date, 10, align="c", lead=26)
    fl.line("zwischen", 9.2, align="c", lead=18)
    P1 = para(
        fl,
        "der Bankhaus Lindenfels & Cie. KG, Marktplatz 9, 73614 Schorndorf, eingetragen im Handelsregister "
        "des Amtsgerichts Stuttgart unter HRA 728114 (nachfolgend „Bank“),",
    )
    fl.line("und", 9.2, align="c", lead=18)
    P2 = para(
        fl,
        "der Kupferschmied Metallbau GmbH, Benzstraße 21, 71332 Waiblingen, eingetragen im Handelsregister "
        "des Amtsgerichts Stuttgart unter HRB 264390, vertreten durch die Geschäftsführer Herrn Florian "
        "Kupferschmied und Frau Dr. Annegret Bäuerle-Kupferschmied (nachfolgend „Darlehensnehmer“).",
    )
    para(
        fl,
        "Dieser Vertrag ersetzt das unverbindliche Finanzierungsangebot der Bank vom 22. Mai 2028. Die "
        "Kreditzusage steht unter dem Vorbehalt der Bestellung der in § 5 genannten Sicherheiten.",
    )
    fl.head("§ 1 Darlehensbetrag und Verwendungszweck")
    use = [
        ("Laserschneidanlage Typ FL 4020 mit Automatisierung", 1252500),
        ("Erweiterung der Fertigungshalle 3", 605500),
    ]
    P3 = para(
        fl,
        "(1) Die Bank gewährt dem Darlehensnehmer ein Investitionsdarlehen in Höhe von EUR 1.858.000,00 (in "
        "Worten: Euro eine Million achthundertachtundfünfzigtausend).",
    )
    para(fl, "(2) Das Darlehen dient ausschließlich der Finanzierung folgender Investitionen:")
    qs_use = []
    for name, amt in use:
        qs_use.append((cols(fl, [(90, name, "l"), (525, "EUR " + EU(D(amt)), "r")], 9), fl.p.pages))
    q_usesum = cols(fl, [(90, "Summe", "l"), (525, "EUR " + EU(D(sum(a for _, a in use))), "r")], 9, True)
    pg_usesum = fl.p.pages
    fl.skip(4)
    fl.head("§ 2 Auszahlung, Bereitstellungszinsen")
    para(
        fl,
        "(1) Das Darlehen wird zu 100 % ausgezahlt. Die Auszahlung erfolgt nach Bestellung der Sicherheiten "
        "gegen Vorlage von Rechnungen. Das Darlehen kann bis zum 30. September 2028 abgerufen werden; "
        "danach entfällt der Anspruch auf Auszahlung nicht abgerufener Beträge.",
    )
    para(
        fl,
        "(2) Für nicht abgerufene Beträge berechnet die Bank ab dem 1. August 2028 Bereitstellungszinsen "
        "von 0,25 % pro Monat.",
    )
    fl.head("§ 3 Zinsen")
    P4 = para(
        fl,
        "(1) Der Sollzinssatz beträgt 4,15 % p. a. und ist für die gesamte Laufzeit des Darlehens fest "
        "vereinbart. Der anfängliche effektive Jahreszins beträgt 4,23 %.",
    )
    para(
        fl,
        "(2) Die Zinsen werden vierteljährlich nachträglich jeweils zum Quartalsende berechnet und zusammen "
        "mit den Tilgungsraten dem Geschäftskonto des Darlehensnehmers Nr. 4418 207 belastet. "
        "Zinsberechnung act/360.",
    )
    fl.head("§ 4 Tilgung und Laufzeit")
    n, rate = 40, D("46450.00")
    P5 = para(
        fl,
        f"(1) Das Darlehen ist in {n} gleich hohen vierteljährlichen Tilgungsraten von je EUR {EU(rate)} "
        "zuzüglich Zinsen zurückzuzahlen. Die erste Rate ist am 30. September 2028 fällig, die letzte Rate "
        "am 30. Juni 2038 (Laufzeitende). Mit der letzten Rate ist das Darlehen vollständig zurückzuzahlen.",
    )
    para(
        fl,
        "(2) Sondertilgungen sind jeweils zum Quartalsende bis zu 10 % des ursprünglichen Darlehensbetrags "
        "pro Kalenderjahr ohne Vorfälligkeitsentschädigung zulässig. Darüber hinausgehende vorzeitige "
        "Rückzahlungen berechtigen die Bank, eine Vorfälligkeitsentschädigung zu verlangen.",
    )
    fl.head("§ 5 Sicherheiten")
    para(
        fl,
        "(1) Buchgrundschuld über EUR 2.000.000,00 nebst 15 % Jahreszinsen an dem Betriebsgrundstück "
        "Benzstraße 21, 71332 Waiblingen (Grundbuch von Waiblingen Blatt 18842), im Rang nach EUR "
        "450.000,00. (2) Sicherungsübereignung der Laserschneidanlage. (3) Selbstschuldnerische "
        "Höchstbetragsbürgschaft des Herrn Florian Kupferschmied über EUR 300.000,00.",
    )
    fl.head("§ 6 Zahlungsverzug")
    para(
        fl,
        "Kommt der Darlehensnehmer mit fälligen Zahlungen in Verzug, ist der geschuldete Betrag für die "
        "Dauer des Verzugs mit neun Prozentpunkten über dem jeweiligen Basiszinssatz zu verzinsen. Die "
        "Geltendmachung eines weiteren Schadens bleibt vorbehalten.",
    )
    fl.head("§ 7 Kündigung")
    para(
        fl,
        "Die Bank kann das Darlehen aus wichtigem Grund fristlos kündigen, insbesondere wenn der "
        "Darlehensnehmer mit zwei aufeinanderfolgenden Raten ganz oder teilweise in Verzug gerät oder eine "
        "wesentliche Verschlechterung seiner Vermögensverhältnisse eintritt (Nr. 19 AGB-Banken).",
    )
    fl.head("§ 8 Schlussbestimmungen")
    P6 = para(
        fl,
        "(1) Ergänzend gelten die Allgemeinen Geschäftsbedingungen der Bank. (2) Für diesen Vertrag gilt "
        "deutsches Recht. (3) Gerichtsstand ist Stuttgart. (4) Änderungen dieses Vertrags bedürfen der "
        "Schriftform.",
    )
    fl.skip(24)
    fl.need(120)
    cols(fl, [(70, "Schorndorf, den 14.06.2028", "l"), (320, "Waiblingen, den 14.06.2028", "l")], 9)
    fl.skip(30)
    cols(fl, [(70, "______________________________", "l"), (320, "______________________________", "l")], 9)
    cols(fl, [(70, "Bankhaus Lindenfels & Cie. KG", "l"), (320, "Kupferschmied Metallbau GmbH", "l")], 8.6)
    cols(
        fl,
        [
            (70, "Sabine Rieckhoff · Jörg Enzweiler", "l"),
            (320, "Florian Kupferschmied, Geschäftsführer", "l"),
        ],
        8,
    )
    fl.finish()
    same(1858000, sum(a for _, a in use), "Verwendung")
    same(1858000, n * rate, "Tilgungsraten")
    fields = {
        "borrower": FQ("Kupferschmied Metallbau GmbH", P2, "der Kupferschmied Metallbau GmbH, Benzstraße 21"),
        "lender": FQ("Bankhaus Lindenfels & Cie. KG", P1, "der Bankhaus Lindenfels & Cie. KG, Marktplatz 9"),
        "agreement_date": F("2028-06-14", 1, q_date),
        "principal_amount": FQ(1858000, P3, "ein Investitionsdarlehen in Höhe von EUR 1.858.000,00"),
        "interest_rate": FQ("4,15 % p. a.", P4, "Der Sollzinssatz beträgt 4,15 % p. a."),
        "maturity_date": FQ("2038-06-30", P5, "die letzte Rate am 30. Juni 2038 (Laufzeitende)"),
        "governing_law": FQ("deutsches Recht", P6, "Für diesen Vertrag gilt deutsches Recht."),
        "late_charge": NULL(),
    }
    notes = (
        "German investment loan agreement (Darlehensvertrag, EUR, dot grouping with comma decimals, dates "
        "in words and dd.mm.yyyy). agreement_date is the contract date in the title block (repeated at the "
        "signatures), not the date of the superseded financing offer. principal_amount is the "
        "Darlehensbetrag (the two uses of funds add up to it; sum), not the land charge or the guarantee. "
        "interest_rate is the fixed Sollzinssatz as printed; the effective annual rate and the commitment "
        "interest (Bereitstellungszinsen) are distractors. maturity_date is the last instalment date "
        "(Laufzeitende), not the first instalment or the drawdown deadline. governing_law is German law as "
        "printed (deutsches Recht). late_charge is null: the agreement provides only default interest "
        "(Verzugszinsen, nine points above the base rate), which the contract does not count as a late "
        "charge."
    )
    sums = [
        SUM(
            "Verwendungszweck: Laserschneidanlage + Hallenerweiterung = Darlehensbetrag",
            [(1, T(name, float(a), pg, qs)) for (name, a), (qs, pg) in zip(use, qs_use, strict=True)],
            "principal_amount",
        ),
        SUM(
            "Summe Verwendungszweck = Darlehensbetrag",
            [(1, T("Summe", 1858000.0, pg_usesum, q_usesum))],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ===== 2 Scots-law term and revolving facilities agreement (GBP): agent vs arrangers, Total Commitments
@doc(
    "b27_loan_scot_facilities_agreement_sonia_agent",
    "loan_agreement",
    "Calder Vale Logistics term and revolving facilities agreement",
)
def loan_gb():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=728,
        x=72,
        w=468,
        size=9.2,
        footer="Calder Vale Logistics Limited - Facilities Agreement - {} / {}",
    )
    fl.skip(70)
    fl.line("EXECUTION VERSION", 8, True, align="r", lead=50)
    q_cover_date = "Dated 7 March 2028"
    fl.line(q_cover_date, 11, align="c", lead=40)
    fl.line("CALDER VALE LOGISTICS LIMITED", 13, True, align="c", lead=18)
    fl.line("as Company", 9.4, align="c", lead=30)
    fl.line("arranged by", 9.4, align="c", lead=18)
    fl.line("PENNINE & MERSEY BANK PLC, NORTHUMBRIA CLEARING BANK PLC", 10, True, align="c", lead=14)
    fl.line("and WEALD COMMERCIAL FINANCE LIMITED", 10, True, align="c", lead=16)
    fl.line("as Mandated Lead Arrangers", 9.4, align="c", lead=30)
    fl.line("with", 9.4, align="c", lead=18)
    fl.line("PENNINE & MERSEY BANK PLC", 11, True, align="c", lead=16)
    fl.line("acting as Agent", 9.4, align="c", lead=44)
    fl.line("£52,350,000", 14, True, align="c", lead=20)
    fl.line("TERM AND REVOLVING FACILITIES AGREEMENT", 13, True, align="c", lead=60)
    fl.line("Haworth Greaves LLP, 14 Atholl Crescent, Edinburgh EH3 8HA", 8, align="c", lead=12)
    fl.p.new_page()
    fl.y = fl.top
    P1 = para(
        fl,
        "THIS AGREEMENT is dated 7 March 2028 and made between: (1) CALDER VALE LOGISTICS LIMITED, a "
        'company incorporated in Scotland with registered number SC614472 (the "Company"); (2) PENNINE & '
        "MERSEY BANK PLC, NORTHUMBRIA CLEARING BANK PLC and WEALD COMMERCIAL FINANCE LIMITED as mandated "
        'lead arrangers (whether acting individually or together the "Arrangers"); (3) THE FINANCIAL '
        'INSTITUTIONS listed in Part II of Schedule 1 (The Original Parties) as lenders (the "Original '
        'Lenders"); and (4) PENNINE & MERSEY BANK PLC as agent of the other Finance Parties (the "Agent").',
    )
    fl.head("IT IS AGREED as follows:")
    fl.head("SECTION 1 - INTERPRETATION")
    fl.head("1. DEFINITIONS AND INTERPRETATION")
    para(fl, "1.1 Definitions. In this Agreement:")
    para(
        fl,
        '"Additional Facility" means any additional term or revolving facility established under Clause 2.2 '
        "(Additional Facilities) in an aggregate amount not exceeding £20,000,000.",
        indent=14,
    )
    para(
        fl,
        '"Daily Compounded SONIA" means, in relation to any RFR Banking Day during an Interest Period, the '
        "percentage rate per annum which is the daily non-cumulative compounded rate for that RFR Banking "
        "Day calculated by reference to SONIA with a lookback of five RFR Banking Days.",
        indent=14,
    )
    para(
        fl,
        '"Fee Letter" means the letter dated 15 February 2028 between the Arrangers and the Company setting '
        "out the arrangement fee referred to in Clause 11 (Fees).",
        indent=14,
    )
    para(
        fl,
        '"Margin" means, in relation to Facility A, 2.40 per cent. per annum and, in relation to Facility '
        "B, 2.15 per cent. per annum, in each case subject to adjustment in accordance with the following "
        "table by reference to the ratio of Total Net Debt to EBITDA shown in the most recent Compliance "
        "Certificate:",
        indent=14,
    )
    cols(
        fl,
        [(110, "Leverage", "l"), (330, "Facility A Margin", "r"), (470, "Facility B Margin", "r")],
        8.4,
        True,
    )
    for lev, a, b in (
        ("Greater than 2.50:1", "2.65% p.a.", "2.40% p.a."),
        ("Greater than 1.75:1 but not greater than 2.50:1", "2.40% p.a.", "2.15% p.a."),
        ("Not greater than 1.75:1", "2.10% p.a.", "1.85% p.a."),
    ):
        cols(fl, [(110, lev, "l"), (330, a, "r"), (470, b, "r")], 8.6)
    fl.skip(4)
    P2 = para(
        fl,
        '"Termination Date" means the date falling five years after the date of this Agreement, being 7 '
        "March 2033.",
        indent=14,
    )
    P3 = para(
        fl,
        '"Total Commitments" means the aggregate of the Total Facility A Commitments and the Total Facility '
        "B Commitments, being £52,350,000 at the date of this Agreement.",
        indent=14,
    )
    fl.head("SECTION 2 - THE FACILITIES")
    fl.head("2. THE FACILITIES")
    P4 = para(
        fl,
        "2.1 The Facilities. Subject to the terms of this Agreement, the Lenders make available to the "
        "Company: (a) a sterling term loan facility in an aggregate amount equal to the Total Facility A "
        "Commitments, being £37,350,000; and (b) a sterling revolving credit facility in an aggregate "
        "amount equal to the Total Facility B Commitments, being £15,000,000.",
    )
    para(
        fl,
        "2.2 Additional Facilities. The Company may, by notice to the Agent at any time before the date "
        "falling 36 Months after the date of this Agreement, request the establishment of one or more "
        "Additional Facilities, subject to the Lenders participating at their discretion.",
    )
    fl.head("3. PURPOSE")
    para(
        fl,
        "The Company shall apply all amounts borrowed under Facility A towards refinancing the facility "
        "agreement dated 19 October 2023 and the acquisition of the Grangemouth distribution centre, and "
        "all amounts borrowed under Facility B towards the general corporate and working capital purposes "
        "of the Group.",
    )
    fl.head("SECTION 3 - REPAYMENT, PREPAYMENT AND CANCELLATION")
    fl.head("6. REPAYMENT")
    para(
        fl,
        "6.1 Repayment of Facility A Loans. The Company shall repay the Facility A Loans in instalments of "
        "£1,867,500 on each Repayment Date falling on 31 March, 30 June, 30 September and 31 December, "
        "commencing 30 September 2028, and shall repay all outstanding Facility A Loans in full on the "
        "Termination Date.",
    )
    fl.head("SECTION 4 - COSTS OF UTILISATION")
    fl.head("9. INTEREST")
    P5 = para(
        fl,
        "9.1 Calculation of interest. The rate of interest on each Loan for any day during an Interest "
        "Period is the percentage rate per annum which is the aggregate of the applicable Margin and Daily "
        "Compounded SONIA for that day.",
    )
    para(
        fl,
        "9.3 Default interest. If an Obligor fails to pay any amount payable by it under a Finance Document "
        "on its due date, interest shall accrue on the overdue amount from the due date up to the date of "
        "actual payment at a rate which is two per cent. per annum higher than the rate which would have "
        "been payable if the overdue amount had constituted a Loan.",
    )
    fl.head("SECTION 12 - GOVERNING LAW AND ENFORCEMENT")
    fl.head("41. GOVERNING LAW")
    P6 = para(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by Scots law.",
    )
    para(
        fl,
        "This Agreement has been entered into on the date stated at the beginning of this Agreement.",
    )
    fl.p.new_page()
    fl.y = fl.top
    fl.line("SIGNATURES", 10, True, align="c", lead=24)
    for who, name in (
        ("THE COMPANY - CALDER VALE LOGISTICS LIMITED", "Eleanor Hepplewhite, Director"),
        ("THE ARRANGERS - PENNINE & MERSEY BANK PLC", "Rupert Oyelowo-Finch, Managing Director"),
        ("NORTHUMBRIA CLEARING BANK PLC", "Siobhan Tennant, Director"),
        ("WEALD COMMERCIAL FINANCE LIMITED", "Gareth Llewellyn-Price, Authorised Signatory"),
        ("THE AGENT - PENNINE & MERSEY BANK PLC", "Marcus Ashdown, Agency Director"),
    ):
        cols(fl, [(72, who, "l")], 9.2, True)
        cols(fl, [(72, "By: ______________________________", "l")], 9)
        cols(fl, [(92, name, "l")], 8.6)
        fl.skip(12)
    fl.finish()
    commit = [("Total Facility A Commitments", 37350000), ("Total Facility B Commitments", 15000000)]
    same(52350000, sum(a for _, a in commit), "Total Commitments")
    fields = {
        "borrower": FQ(
            "Calder Vale Logistics Limited", P1, "CALDER VALE LOGISTICS LIMITED, a company incorporated"
        ),
        "lender": FQ(
            "Pennine & Mersey Bank plc",
            P1,
            'PENNINE & MERSEY BANK PLC as agent of the other Finance Parties (the "Agent")',
        ),
        "agreement_date": FQ("2028-03-07", P1, "THIS AGREEMENT is dated 7 March 2028"),
        "principal_amount": FQ(52350000, P3, "being £52,350,000 at the date of this Agreement"),
        "interest_rate": FQ(
            "the aggregate of the applicable Margin and Daily Compounded SONIA",
            P5,
            "the aggregate of the applicable Margin and Daily Compounded SONIA for that day",
        ),
        "maturity_date": FQ("2033-03-07", P2, "being 7 March 2033"),
        "governing_law": FQ("Scots law", P6, "governed by Scots law."),
        "late_charge": NULL(),
    }
    notes = (
        "Scots-law term and revolving facilities agreement (excerpts, GBP) for a Scottish company with a "
        "cover page. lender is the Agent (a syndicated facility), not the other mandated lead arrangers. "
        "agreement_date is the date of the agreement, not the Fee Letter or the refinanced 2023 facility "
        "agreement dates. principal_amount is the Total Commitments (Facility A £37,350,000 + Facility B "
        "£15,000,000; sum), not one facility, the Additional Facility capacity or an instalment. "
        "interest_rate is the clause 9.1 formula as printed; the margin grid and SONIA definition are "
        "detail, default interest a distractor. maturity_date is the Termination Date, not the first "
        "repayment date. late_charge is null: only default interest (2 per cent. above the loan rate) is "
        "provided."
    )
    sums = [
        SUM(
            "Facility A + Facility B = Total Commitments",
            [
                (1, T("Total Facility A Commitments", 37350000.0, *on(P4, "being £37,350,000"))),
                (1, T("Total Facility B Commitments", 15000000.0, *on(P4, "being £15,000,000"))),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 South Carolina second amendment to a revolving loan agreement: increase and extension,
#       superseded terms
@doc(
    "b27_loan_sc_second_amendment_increase_extension",
    "loan_agreement",
    "Edisto Poultry Equipment second amendment to loan agreement",
)
def loan_sc():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=72,
        bottom=730,
        x=72,
        w=468,
        size=9.4,
        footer="Second Amendment to Loan Agreement - Edisto Poultry Equipment Co. - Page {} of {}",
    )
    fl.line("SECOND AMENDMENT TO LOAN AGREEMENT", 13, True, align="c", lead=28)
    P1 = para(
        fl,
        'THIS SECOND AMENDMENT TO LOAN AGREEMENT (this "Amendment") is made and entered into as of May 22, '
        '2028 (the "Second Amendment Effective Date"), by and between EDISTO POULTRY EQUIPMENT CO., a South '
        'Carolina corporation ("Borrower"), and CONGAREE VALLEY BANK, a South Carolina state-chartered bank '
        '("Lender").',
    )
    fl.head("RECITALS", align="c")
    PA = para(
        fl,
        "A. Borrower and Lender are parties to that certain Loan Agreement dated as of June 23, 2025, as "
        "amended by that certain First Amendment to Loan Agreement dated as of October 13, 2026 (as so "
        'amended, the "Loan Agreement"), pursuant to which Lender established a revolving line of credit in '
        "favor of Borrower in the maximum principal amount of $6,000,000.00, evidenced by a Revolving Note "
        "of even date with the Loan Agreement.",
    )
    P2 = para(
        fl,
        "B. Borrower has requested that Lender increase the Revolving Commitment by $2,400,000.00 to "
        "$8,400,000.00, extend the Maturity Date and reduce the Applicable Margin, and Lender is willing to "
        "do so on the terms and subject to the conditions set forth in this Amendment.",
    )
    para(
        fl,
        "NOW, THEREFORE, in consideration of the mutual covenants contained herein and other good and "
        "valuable consideration, the receipt and sufficiency of which are hereby acknowledged, the parties "
        "agree as follows:",
    )
    fl.head("1. Amendments to the Loan Agreement.")
    P3 = para(
        fl,
        '(a) Revolving Commitment. The definition of "Revolving Commitment" in Section 1.1 of the Loan '
        'Agreement is amended and restated to read: "Revolving Commitment" means the obligation of Lender '
        "to make Revolving Loans to Borrower in an aggregate principal amount outstanding at any time not "
        "to exceed Eight Million Four Hundred Thousand and No/100 Dollars ($8,400,000.00).",
        indent=12,
    )
    P4 = para(
        fl,
        '(b) Maturity Date. The definition of "Maturity Date" in Section 1.1 of the Loan Agreement is '
        'amended by deleting the date "June 23, 2028" and substituting "June 23, 2030" therefor, so that '
        "the Maturity Date shall be June 23, 2030.",
        indent=12,
    )
    P5 = para(
        fl,
        '(c) Interest Rate. Section 2.4(a) of the Loan Agreement is amended and restated to read: "(a) The '
        "unpaid principal balance of the Revolving Loans shall bear interest at a rate per annum equal to "
        'Daily Simple SOFR plus 2.35% per annum, subject to a Daily Simple SOFR floor of 0.50%." For the '
        "avoidance of doubt, the margin of 2.60% per annum previously applicable shall cease to apply from "
        "the Second Amendment Effective Date.",
        indent=12,
    )
    P6 = para(
        fl,
        '(d) Late Charge. Section 2.7 of the Loan Agreement is amended and restated to read: "2.7 Late '
        "Charge. If any payment of principal or interest is not received by Lender within ten (10) days "
        "after its due date, Borrower shall pay a late charge equal to five percent (5%) of the amount of "
        'such payment, but not less than $100.00."',
        indent=12,
    )
    para(
        fl,
        "(e) Borrowing Base. Section 2.2 of the Loan Agreement is amended to provide that the Borrowing "
        "Base shall equal the sum of 80% of Eligible Accounts plus 50% of Eligible Inventory, provided that "
        "advances against Eligible Inventory shall not exceed $3,000,000.00 at any time.",
        indent=12,
    )
    fl.head("2. Conditions Precedent.")
    para(
        fl,
        "This Amendment shall become effective upon (a) receipt by Lender of this Amendment and an Amended "
        "and Restated Revolving Note in the principal amount of $8,400,000.00, each duly executed by "
        "Borrower; (b) the Consent of Guarantor attached hereto; and (c) payment of an amendment fee of "
        "$13,125.00.",
    )
    fl.head("3. Default Rate.")
    para(
        fl,
        "Nothing in this Amendment modifies Section 2.8 of the Loan Agreement, under which, upon the "
        "occurrence and during the continuance of an Event of Default, the Revolving Loans bear interest at "
        "the rate otherwise applicable plus four percent (4%) per annum.",
    )
    fl.head("4. Miscellaneous.")
    fl.need(60)
    P7 = para(
        fl,
        "(a) Except as expressly amended hereby, the Loan Agreement remains in full force and effect and is "
        "ratified and confirmed. (b) This Amendment shall be governed by and construed in accordance with "
        "the laws of the State of South Carolina. (c) This Amendment may be executed in counterparts and by "
        "electronic signature.",
    )
    fl.skip(6)
    para(
        fl,
        "IN WITNESS WHEREOF, the parties have executed this Amendment as of the Second Amendment Effective "
        "Date.",
    )
    fl.skip(8)
    fl.need(200)
    for who, name, title in (
        ("BORROWER: EDISTO POULTRY EQUIPMENT CO.", "Name: Dorsey Pruitt-Whigham", "Title: President"),
        ("LENDER: CONGAREE VALLEY BANK", "Name: Lavinia Okonkwo-Stiles", "Title: Senior Vice President"),
    ):
        cols(fl, [(72, who, "l")], 9.2, True)
        fl.skip(10)
        cols(fl, [(72, "By: ______________________________", "l")], 9)
        cols(fl, [(92, name, "l")], 8.8)
        cols(fl, [(92, title, "l")], 8.8)
        fl.skip(14)
    fl.head("CONSENT OF GUARANTOR")
    para(
        fl,
        "The undersigned, Wiley T. Strozier, guarantor of the obligations of Borrower under the Guaranty "
        "Agreement dated as of June 23, 2025, consents to the foregoing Amendment and confirms that the "
        "Guaranty extends to the Revolving Commitment as increased hereby.",
        size=8.8,
    )
    cols(fl, [(72, "______________________________  Wiley T. Strozier", "l")], 8.8)
    fl.finish()
    same(8400000, 6000000 + 2400000, "commitment increase")
    fields = {
        "borrower": FQ(
            "Edisto Poultry Equipment Co.", P1, "EDISTO POULTRY EQUIPMENT CO., a South Carolina corporation"
        ),
        "lender": FQ(
            "Congaree Valley Bank", P1, "CONGAREE VALLEY BANK, a South Carolina state-chartered bank"
        ),
        "agreement_date": FQ("2028-05-22", P1, "is made and entered into as of May 22, 2028"),
        "principal_amount": FQ(
            8400000,
            P3,
            "Eight Million Four Hundred Thousand and No/100 Dollars ($8,400,000.00)",
        ),
        "interest_rate": FQ(
            "Daily Simple SOFR plus 2.35% per annum", P5, "Daily Simple SOFR plus 2.35% per annum"
        ),
        "maturity_date": FQ("2030-06-23", P4, "so that the Maturity Date shall be June 23, 2030."),
        "governing_law": FQ("State of South Carolina", P7, "the laws of the State of South Carolina."),
        "late_charge": FQ(
            "five percent (5%) of the amount of such payment, but not less than $100.00",
            P6,
            "a late charge equal to five percent (5%) of the amount of such payment, but not less than "
            "$100.00.",
        ),
    }
    notes = (
        "South Carolina second amendment to a revolving loan agreement. agreement_date is the date of the "
        "amendment (Second Amendment Effective Date), not the original Loan Agreement, First Amendment or "
        "guaranty dates. principal_amount is the Revolving Commitment as increased (previous $6,000,000.00 "
        "+ increase $2,400,000.00; sum), not the inventory sublimit or the amendment fee. interest_rate is "
        "the restated rate, not the superseded 2.60% margin or the floor; maturity_date the new Maturity "
        "Date, not the deleted June 23, 2028. late_charge is the restated Section 2.7 charge as printed; "
        "the 4% default rate is not a late charge."
    )
    sums = [
        SUM(
            "previous maximum principal + increase = Revolving Commitment",
            [
                (
                    1,
                    T(
                        "previous maximum principal",
                        6000000.0,
                        *on(PA, "maximum principal amount of $6,000,000.00"),
                    ),
                ),
                (1, T("increase", 2400000.0, *on(P2, "increase the Revolving Commitment by $2,400,000.00"))),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums
