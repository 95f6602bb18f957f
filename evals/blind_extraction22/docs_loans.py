"""Loan-agreement builders for blind_extraction22 (3 documents).  Every party,
amount, date and address is invented."""

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import Pdf


def row(fl, cells, size=8.8, bold=False, lead=None):
    """One line of cells at the Flow's current position; cells: (x, text, align).  Returns the text."""
    lead = lead or size * 1.5
    fl.need(lead)
    out = []
    for x, s, al in cells:
        if s:
            fl.p.text(x, fl.y, s, size, bold, align=al)
            out.append(s)
    fl.y += lead
    return " ".join(out)


def para_at(fl, s, **kw):
    """A paragraph; returns (first page, last page) it occupies."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(s, **kw)
    return first, fl.p.pages


# ==================== 1 Italian notarial mutuo fondiario: Euribor + spread, fee for late instalments vs mora
@doc(
    "b22_loan_it_mutuo_fondiario_euribor",
    "loan_agreement",
    "Prosciuttificio Colle Baganza contratto di mutuo fondiario rep. 41.872",
)
def loan_it():
    p = Pdf(face="serif", ttf=True)
    fl = Flow(
        p,
        top=70,
        bottom=730,
        x=72,
        w=468,
        size=9.2,
        footer="Rep. n. 41.872 - Racc. n. 19.306 - pagina {} di {}",
    )
    fl.line(
        "Repertorio n. 41.872                                        Raccolta n. 19.306",
        8.4,
        align="c",
        lead=18,
    )
    fl.line("CONTRATTO DI MUTUO FONDIARIO", 13, True, align="c", lead=18)
    fl.line("(artt. 38 e seguenti del D.Lgs. 1° settembre 1993 n. 385)", 8.6, align="c", lead=14)
    fl.line("REPUBBLICA ITALIANA", 9.4, True, align="c", lead=20)
    pg_date, _ = para_at(
        fl,
        "L'anno duemilaventisei, il giorno ventidue del mese di aprile (22 aprile 2026), in Parma, Via "
        "Farini n. "
        "37, nel mio studio. Avanti a me, dott.ssa Federica Landolfi, notaio in Parma, iscritta nel Collegio "
        "Notarile del Distretto di Parma, sono presenti:",
    )
    pg_lender, _ = para_at(
        fl,
        "- BANCA POPOLARE DELL'APPENNINO EMILIANO S.p.A., con sede in Reggio Emilia, Via Emilia San Pietro "
        "n. "
        "58, capitale sociale euro 318.400.000,00, iscritta all'Albo delle Banche al n. 5731, in persona del "
        'procuratore speciale dott. Marco Ferretti, di seguito "la Banca" o "parte mutuante";',
        indent=10,
    )
    pg_borr, _ = para_at(
        fl,
        "- PROSCIUTTIFICIO COLLE BAGANZA S.r.l., con sede in Sala Baganza (PR), Strada Maestà n. 14, codice "
        "fiscale 02914470346, in persona dell'amministratore unico sig. Ermanno Carbognani, di seguito \"la "
        'parte mutuataria";',
        indent=10,
    )
    fl.para(
        "- il sig. Ermanno Carbognani, nato a Langhirano il 3 maggio 1961, in proprio, quale fideiussore "
        "della "
        'parte mutuataria, di seguito "il fideiussore".',
        indent=10,
    )
    fl.para(
        "Premesso che la parte mutuataria, con domanda del 4 febbraio 2026, ha richiesto alla Banca un "
        "finanziamento destinato all'ampliamento dello stabilimento di stagionatura e che la Banca ha "
        "deliberato "
        "il finanziamento in data 30 marzo 2026, le parti convengono e stipulano quanto segue."
    )
    fl.head("Art. 1 - Oggetto")
    pg_amt, _ = para_at(
        fl,
        "La Banca concede a mutuo fondiario alla parte mutuataria, che accetta, la somma di euro "
        "2.350.000,00 "
        "(duemilionitrecentocinquantamila virgola zero zero), che viene erogata contestualmente alla "
        "sottoscrizione del presente atto mediante accredito sul conto corrente n. 000041187 intestato alla "
        "parte mutuataria, della quale somma la parte mutuataria rilascia quietanza.",
    )
    fl.head("Art. 2 - Durata e rimborso")
    pg_mat, _ = para_at(
        fl,
        "Il mutuo ha la durata di quindici anni. Fino al 31 ottobre 2026 la parte mutuataria corrisponde i "
        "soli interessi di preammortamento; il capitale è rimborsato in 29 rate semestrali posticipate "
        "comprensive di capitale e interessi, scadenti il 30 aprile e il 31 ottobre di ogni anno, la prima "
        "il "
        "30 aprile 2027 e l'ultima il 30 aprile 2041, data di scadenza finale del mutuo.",
    )
    fl.head("Art. 3 - Tasso di interesse")
    pg_rate, _ = para_at(
        fl,
        "Il mutuo è regolato a tasso variabile. Il tasso annuo nominale è pari al tasso Euribor a sei mesi "
        "(base 360) maggiorato di uno spread di 1,95 punti percentuali annui, con rilevazione il secondo "
        "giorno "
        "lavorativo antecedente l'inizio di ciascun periodo semestrale. Qualora l'Euribor assuma valore "
        "negativo, sarà considerato pari a zero. Alla data di stipula il tasso applicato è pari al 4,112% "
        "annuo e il TAEG al 4,38%.",
    )
    fl.head("Art. 4 - Interessi di mora")
    fl.para(
        "Sulle somme dovute e non pagate alle rispettive scadenze decorrono di pieno diritto, senza "
        "necessità "
        "di costituzione in mora, interessi di mora al tasso contrattuale maggiorato di tre punti "
        "percentuali "
        "annui, nei limiti di legge."
    )
    fl.head("Art. 5 - Spese e commissioni")
    pg_late, _ = para_at(
        fl,
        "Sono a carico della parte mutuataria: commissione di istruttoria euro 4.700,00; spese di incasso "
        "per "
        "ciascuna rata euro 2,50; commissione per ritardato pagamento di ciascuna rata euro 25,00; compenso "
        "per estinzione anticipata pari all'1% del capitale rimborsato anticipatamente.",
    )
    fl.head("Art. 6 - Garanzie")
    fl.para(
        "A garanzia del mutuo la parte mutuataria concede a favore della Banca ipoteca di primo grado per la "
        "somma complessiva di euro 4.700.000,00 sull'immobile industriale sito in Sala Baganza, Strada "
        "Maestà "
        "n. 14, censito al Catasto Fabbricati del Comune di Sala Baganza al foglio 12, particella 418. Il "
        "fideiussore garantisce l'adempimento delle obbligazioni della parte mutuataria fino all'importo "
        "massimo di euro 2.820.000,00."
    )
    fl.head("Art. 7 - Risoluzione")
    fl.para(
        "La Banca può dichiarare risolto il contratto ai sensi dell'art. 40 del D.Lgs. 385/1993 in caso di "
        "ritardato pagamento, per almeno sette volte anche non consecutive, di una rata, intendendosi per "
        "ritardato pagamento quello effettuato tra il trentesimo e il centottantesimo giorno dalla scadenza."
    )
    fl.head("Art. 8 - Legge applicabile e foro competente")
    pg_law, _ = para_at(
        fl,
        "Il presente contratto è regolato dalla legge della Repubblica Italiana. Per ogni controversia è "
        "competente in via esclusiva il Foro di Parma.",
    )
    fl.para(
        "Richiesto, io notaio ho ricevuto il presente atto, del quale ho dato lettura alle parti che, da me "
        "interpellate, lo approvano e con me lo sottoscrivono alle ore dodici e quaranta."
    )
    fl.skip(8)
    fl.need(80)
    row(fl, [(72, "F.to Marco Ferretti", "l"), (320, "F.to Ermanno Carbognani", "l")], 8.8)
    row(fl, [(72, "(per la Banca)", "l"), (320, "(per la parte mutuataria e in proprio)", "l")], 8)
    row(fl, [(72, "F.to Federica Landolfi, notaio", "l")], 8.8)
    fl.finish()
    same(1, pg_date, "date page")
    same(1, pg_lender, "lender page")
    same(1, pg_borr, "borrower page")
    same(1, pg_amt, "amount page")
    same(1, pg_mat, "maturity page")
    same(1, pg_rate, "rate page")
    same(1, pg_late, "late page")
    same(2, pg_law, "law page")
    fields = {
        "borrower": F(
            "PROSCIUTTIFICIO COLLE BAGANZA S.r.l.", 1, "- PROSCIUTTIFICIO COLLE BAGANZA S.r.l., con sede in"
        ),
        "lender": F(
            "BANCA POPOLARE DELL'APPENNINO EMILIANO S.p.A.",
            1,
            "- BANCA POPOLARE DELL'APPENNINO EMILIANO S.p.A., con sede in Reggio Emilia",
        ),
        "agreement_date": F(
            "2026-04-22", 1, "il giorno ventidue del mese di aprile (22 aprile 2026), in Parma"
        ),
        "principal_amount": F(2350000.00, 1, "la somma di euro 2.350.000,00"),
        "interest_rate": F(
            "Euribor a sei mesi (base 360) maggiorato di uno spread di 1,95 punti percentuali annui",
            1,
            "pari al tasso Euribor a sei mesi (base 360) maggiorato di uno spread di 1,95 punti percentuali "
            "annui",
        ),
        "maturity_date": F("2041-04-30", 1, "l'ultima il 30 aprile 2041, data di scadenza finale del mutuo"),
        "governing_law": F("Repubblica Italiana", 2, "è regolato dalla legge della Repubblica Italiana"),
        "late_charge": F(
            "commissione per ritardato pagamento di ciascuna rata euro 25,00",
            1,
            "commissione per ritardato pagamento di ciascuna rata euro 25,00",
        ),
    }
    notes = (
        "Italian notarial mortgage loan (mutuo fondiario, EUR, '2.350.000,00', date in words and in "
        "figures). "
        "borrower is the mutuataria company, not its director who signs and also guarantees as fideiussore; "
        "lender the Banca (parte mutuante), not the notary. agreement_date is the date of the deed, not the "
        "application (4 febbraio 2026) or credit-approval (30 marzo 2026) dates. principal_amount is the "
        "loan, "
        "not the mortgage registration amount (double the loan) or the guarantee cap. interest_rate is the "
        "variable Euribor + spread clause (the 4,112% is only the rate at signing). maturity_date is the "
        "last "
        "instalment / data di scadenza finale, not the end of the pre-amortisation period. governing_law is "
        "the Italian Republic (the Foro di Parma is the court). late_charge is the fixed fee per late "
        "instalment in Art. 5; the interessi di mora of Art. 4 are default interest, not a late charge. No "
        "field is null."
    )
    return p, fields, notes, []


# ==================== 2 Singapore facility letter: SORA margin, tenor from drawdown (no maturity date)
@doc(
    "b22_loan_sg_facility_letter_sora_tenor",
    "loan_agreement",
    "Serangoon Crest Bank facility letter to Pasir Laut Precision Engineering",
)
def loan_sg():
    p = Pdf()
    fl = Flow(p, top=64, bottom=734, x=66, w=480, size=8.9, footer="SCR/CB/2026/0417 - page {} of {}")
    fl.line("SERANGOON CREST BANK LIMITED", 14, True, lead=16)
    fl.line("(Incorporated in the Republic of Singapore) · Corporate Banking Group", 7.6, lead=11)
    fl.line("30 Collyer Quay #14-02, Singapore 049315 · Tel +65 6555 0417", 7.6, lead=20)
    q_ref = row(fl, [(66, "Our Ref: SCR/CB/2026/0417", "l"), (546, "Date: 3 March 2026", "r")], 8.8)
    fl.skip(4)
    fl.line("PRIVATE & CONFIDENTIAL", 8.8, True)
    fl.line("The Board of Directors", 8.8)
    fl.line("Pasir Laut Precision Engineering Pte. Ltd.", 8.8)
    fl.line("18 Loyang Crescent #03-11, Singapore 509012", 8.8, lead=18)
    fl.line("Dear Sirs", 8.8, lead=16)
    fl.line("BANKING FACILITY - TERM LOAN FOR THE PURCHASE OF AN INDUSTRIAL PROPERTY", 9, True, lead=16)
    pg_parties, _ = para_at(
        fl,
        'We, Serangoon Crest Bank Limited (the "Bank"), are pleased to offer the following banking facility '
        '(the "Facility") to Pasir Laut Precision Engineering Pte. Ltd. (the "Borrower") subject to the '
        "terms and conditions set out below and to the Bank's Standard Terms and Conditions for Banking "
        "Facilities.",
    )
    items = [
        (
            "1. Facility",
            "Term loan of up to S$4,250,000 (Singapore Dollars Four Million Two Hundred and Fifty Thousand "
            "only), "
            "limited to 80% of the purchase price or the Bank's valuation of the Property, whichever is "
            "lower.",
        ),
        (
            "2. Purpose",
            "To part-finance the purchase of the leasehold property at 21 Pioneer Sector Walk 2, Singapore "
            '628417 (the "Property") at a purchase price of S$5,312,500.',
        ),
        (
            "3. Availability",
            "The Facility shall be drawn in one lump sum within three months from the date of the Borrower's "
            "acceptance of this letter, failing which it shall be cancelled.",
        ),
        (
            "4. Interest",
            "Interest shall be charged at 1.60% per annum above the 3-month Compounded SORA, determined at "
            "the "
            "beginning of each interest period of three months, calculated on a 365-day basis and payable "
            "monthly in arrears.",
        ),
        (
            "5. Repayment",
            "By 120 monthly instalments of principal and interest commencing one month from the date of "
            "first "
            "drawdown. Tenor: 10 years from the date of first drawdown.",
        ),
        (
            "6. Prepayment",
            "Permitted on one month's written notice; a prepayment fee of 1.5% of the amount prepaid applies "
            "within the first three years from the date of first drawdown.",
        ),
        (
            "7. Default interest",
            "Overdue amounts bear interest at 3% per annum above the rate otherwise applicable, from the due "
            "date until payment in full.",
        ),
        (
            "8. Late payment fee",
            "A late payment fee of S$150 shall be payable for each instalment not paid in full on its due "
            "date, in addition to default interest.",
        ),
        (
            "9. Security",
            "(a) A first legal mortgage over the Property; (b) an assignment of the rental proceeds and "
            "insurances of the Property; (c) a joint and several guarantee of Mr Ong Kah Seng, director, "
            "for S$4,250,000 plus interest and costs.",
        ),
        (
            "10. Fees",
            "A non-refundable processing fee of S$8,500 is payable upon acceptance. Valuation and legal fees "
            "are "
            "for the Borrower's account.",
        ),
        (
            "11. Existing facility",
            "The Borrower's existing overdraft facility of S$300,000 granted under our letter dated 14 June "
            "2023 remains unchanged and is not part of this offer.",
        ),
        (
            "12. Governing law",
            "This letter and the Facility shall be governed by and construed in accordance with the laws of "
            "the "
            "Republic of Singapore, and the Borrower submits to the non-exclusive jurisdiction of the "
            "Singapore "
            "courts.",
        ),
    ]
    pages = {}
    for head, txt in items:
        fl.head(head, 9)
        pages[head] = para_at(fl, txt, indent=14)[0]
    fl.para(
        "This offer will lapse if the duplicate of this letter, duly signed by the Borrower, is not returned "
        "to "
        "the Bank by 17 March 2026."
    )
    fl.skip(6)
    fl.need(150)
    fl.line("Yours faithfully", 8.8)
    fl.line("for and on behalf of SERANGOON CREST BANK LIMITED", 8.8, True, lead=30)
    fl.line("Lydia Chua Mei Ling, Vice President, Corporate Banking", 8.8, lead=22)
    fl.line("ACCEPTANCE", 8.8, True)
    fl.para(
        "We accept the Facility on the terms and conditions stated above. Signed for and on behalf of "
        "Pasir Laut Precision Engineering Pte. Ltd. pursuant to a resolution of its Board of Directors."
    )
    row(fl, [(66, "Director: ______________________", "l"), (330, "Date: ____________________", "l")], 8.8)
    fl.finish()
    same(1, pg_parties, "parties page")
    same(1, pages["1. Facility"], "facility page")
    same(1, pages["4. Interest"], "rate page")
    same(1, pages["8. Late payment fee"], "late page")
    same(2, pages["12. Governing law"], "law page")
    fields = {
        "borrower": F(
            "Pasir Laut Precision Engineering Pte. Ltd.",
            1,
            'to Pasir Laut Precision Engineering Pte. Ltd. (the "Borrower")',
        ),
        "lender": F("Serangoon Crest Bank Limited", 1, 'We, Serangoon Crest Bank Limited (the "Bank")'),
        "agreement_date": F("2026-03-03", 1, q_ref),
        "principal_amount": F(4250000, 1, "Term loan of up to S$4,250,000"),
        "interest_rate": F(
            "1.60% per annum above the 3-month Compounded SORA",
            1,
            "Interest shall be charged at 1.60% per annum above the 3-month Compounded SORA",
        ),
        "maturity_date": NULL(),
        "governing_law": F("Singapore", 2, "in accordance with the laws of the Republic of Singapore"),
        "late_charge": F(
            "A late payment fee of S$150 shall be payable for each instalment not paid in full on its due "
            "date",
            1,
            "A late payment fee of S$150 shall be payable for each instalment not paid in full on its due "
            "date",
        ),
    }
    notes = (
        "Singapore facility letter (SGD) offering a property term loan. borrower is the company, not the "
        "guarantor director; lender the bank (the signing vice president is its officer). agreement_date is "
        "the letter date; the acceptance deadline (17 March 2026) and the blank acceptance date are not the "
        "agreement date, nor is the date of the letter for the existing overdraft. principal_amount is the "
        "term loan of up to S$4,250,000, not the purchase price, the guarantee or the separate existing "
        "overdraft. interest_rate is the SORA margin clause. maturity_date is null: the letter states the "
        "tenor "
        "only relative to the first drawdown ('10 years from the date of first drawdown', 120 instalments), "
        "which has no date yet, and no availability or termination date is printed. late_charge is the S$150 "
        "late payment fee per instalment; the 3% default interest is not a late charge. governing_law is "
        "Singapore."
    )
    return p, fields, notes, []


# ==================== 3 Japanese money loan agreement (romanized translation): TIBOR, delay damages only
@doc(
    "b22_loan_jp_kinsen_shohi_taishaku_tibor",
    "loan_agreement",
    "Okitsu Seika money loan agreement with Suruga Kaigan Shinkin Bank (English translation)",
)
def loan_jp():
    p = Pdf(face="serif")
    fl = Flow(
        p, top=70, bottom=728, x=70, w=472, size=9.2, footer="Kinsen Shohi Taishaku Keiyakusho - {} / {}"
    )
    fl.line("KINSEN SHOHI TAISHAKU KEIYAKUSHO", 13, True, align="c", lead=16)
    fl.line(
        "(Money Loan Agreement - English translation for reference; the Japanese original prevails)",
        8.4,
        align="c",
        lead=20,
    )
    q_date = row(fl, [(542, "Dated: June 11, 2026 (Reiwa 8)", "r")], 9)
    pg_parties, _ = para_at(
        fl,
        'Suruga Kaigan Shinkin Bank (the "Lender" / kashinushi), Okitsu Seika Kabushiki Kaisha (the '
        '"Borrower" / karinushi) and Mr. Haruto Mochizuki (the "Joint and Several Guarantor" / rentai '
        "hoshonin) agree as follows, in addition to the Shinkin Bank Transaction Agreement (shinkin kinko "
        "torihiki yakujosho) separately submitted by the Borrower.",
    )
    fl.head("Article 1 (Loan)")
    pg_amt, _ = para_at(
        fl,
        "The Lender lends to the Borrower the sum of JPY 180,000,000 (One Hundred Eighty Million Yen) and "
        "the "
        "Borrower borrows the same. The loan shall be disbursed on June 15, 2026 by credit to the Borrower's "
        "ordinary deposit account No. 0418833 at the Lender's Shimizu Branch.",
    )
    fl.head("Article 2 (Use of Funds)")
    fl.para(
        "The Borrower shall use the loan solely for the construction of a new baked-confectionery production "
        "line at its Okitsu plant, 3-4-18 Okitsu-Honcho, Shimizu-ku, Shizuoka-shi."
    )
    fl.head("Article 3 (Repayment)")
    pg_mat, _ = para_at(
        fl,
        "The Borrower shall repay the principal in 120 equal monthly instalments of JPY 1,500,000 each, "
        "payable "
        "on the last day of each month commencing July 31, 2026, the final instalment falling due on June "
        "30, "
        '2036 (the "Final Repayment Date"). If a payment date is not a bank business day, payment shall be '
        "made on the preceding bank business day.",
    )
    fl.head("Article 4 (Interest)")
    pg_rate, _ = para_at(
        fl,
        "Interest shall accrue at the 3-month Japanese Yen TIBOR plus 0.85% per annum, reset on the first "
        "business day of each January, April, July and October, calculated on the basis of the actual number "
        "of "
        "days elapsed and a 365-day year, and payable monthly in arrears together with each instalment.",
    )
    fl.head("Article 5 (Delay Damages)")
    fl.para(
        "If the Borrower fails to pay any amount when due, the Borrower shall pay delay damages (chien "
        "songaikin) on the overdue amount at the rate of 14.0% per annum (365-day basis) from the day "
        "following "
        "the due date until the date of payment."
    )
    fl.head("Article 6 (Loss of the Benefit of Time)")
    fl.para(
        "Upon the occurrence of any event listed in Article 5 of the Shinkin Bank Transaction Agreement, the "
        "Borrower shall lose the benefit of time (kigen no rieki) and shall immediately repay all "
        "outstanding "
        "obligations."
    )
    fl.head("Article 7 (Security)")
    fl.para(
        "As security for this loan, the Borrower shall create in favour of the Lender a first-ranking "
        "revolving "
        "mortgage (ne-teito-ken) with a maximum secured amount of JPY 216,000,000 over the land and "
        "buildings of "
        "the Okitsu plant, and the Joint and Several Guarantor guarantees all obligations of the Borrower."
    )
    fl.head("Article 8 (Prepayment)")
    fl.para(
        "The Borrower may prepay the loan in whole or in part on an instalment date upon one month's prior "
        "notice, paying a prepayment fee of 1.0% of the amount prepaid."
    )
    fl.head("Article 9 (Stamp Duty and Costs)")
    fl.para(
        "Revenue stamps of JPY 60,000 are affixed to the original of this Agreement. Stamp duty and "
        "registration costs of the mortgage shall be borne by the Borrower."
    )
    fl.head("Article 10 (Governing Law and Jurisdiction)")
    pg_law, _ = para_at(
        fl,
        "This Agreement shall be governed by and construed in accordance with the laws of Japan. The "
        "Shizuoka "
        "District Court shall have exclusive jurisdiction of the first instance.",
    )
    fl.skip(8)
    fl.need(160)
    for who, name, addr in [
        ("Lender", "Suruga Kaigan Shinkin Bank", "2-9-1 Sodeshi-cho, Shimizu-ku, Shizuoka-shi"),
        ("Borrower", "Okitsu Seika Kabushiki Kaisha", "3-4-18 Okitsu-Honcho, Shimizu-ku, Shizuoka-shi"),
        (
            "Joint and Several Guarantor",
            "Haruto Mochizuki",
            "1-22-7 Okitsu-Nakacho, Shimizu-ku, Shizuoka-shi",
        ),
    ]:
        row(fl, [(70, who + ":", "l"), (230, name, "l"), (470, "(seal)", "l")], 9, True)
        row(fl, [(230, addr, "l")], 8.4, lead=18)
    fl.finish()
    same(1, pg_parties, "parties page")
    same(1, pg_amt, "amount page")
    same(1, pg_mat, "maturity page")
    same(1, pg_rate, "rate page")
    same(1, pg_law, "law page")
    fields = {
        "borrower": F("Okitsu Seika Kabushiki Kaisha", 1, 'Okitsu Seika Kabushiki Kaisha (the "Borrower"'),
        "lender": F("Suruga Kaigan Shinkin Bank", 1, 'Suruga Kaigan Shinkin Bank (the "Lender"'),
        "agreement_date": F("2026-06-11", 1, q_date),
        "principal_amount": F(180000000, 1, "the sum of JPY 180,000,000 (One Hundred Eighty Million Yen)"),
        "interest_rate": F(
            "3-month Japanese Yen TIBOR plus 0.85% per annum",
            1,
            "Interest shall accrue at the 3-month Japanese Yen TIBOR plus 0.85% per annum",
        ),
        "maturity_date": F("2036-06-30", 1, "the final instalment falling due on June 30, 2036"),
        "governing_law": F("Japan", 1, "in accordance with the laws of Japan"),
        "late_charge": NULL(),
    }
    notes = (
        "English translation (romanized Japanese terms) of a Japanese money loan agreement (JPY). borrower "
        "is "
        "the kabushiki kaisha, not the joint and several guarantor; lender the shinkin bank. agreement_date "
        "is "
        "the date of the agreement (Reiwa 8 = 2026), not the disbursement date (June 15, 2026) or the first "
        "instalment date. principal_amount is the loan, not the maximum amount of the revolving mortgage or "
        "the stamp duty. interest_rate is the TIBOR clause. maturity_date is the Final Repayment Date. "
        "late_charge is null: the only consequence of late payment is delay damages (chien songaikin) at "
        "14.0% per annum, which is default interest, not a late charge. governing_law is Japan (the Shizuoka "
        "District Court is the forum)."
    )
    return p, fields, notes, []
