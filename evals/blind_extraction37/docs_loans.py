"""Loan-agreement builders for blind_extraction37 (3 documents).  Every party,
amount, date, address and clause is invented."""

from decimal import Decimal as D

from common import NULL, F, doc, same
from layout import Flow
from pdfkit import Pdf, fmt


def block(fl, text, **kw):
    """A paragraph through the flow writer; returns (first page, last page, text)."""
    size = kw.get("size") or fl.size
    first = fl.p.pages if fl.y + size * 1.42 <= fl.bottom else fl.p.pages + 1
    fl.para(text, **kw)
    return first, fl.p.pages, text


def one(fl, text, *a, **kw):
    """A single line; returns (page, page, text) like block()."""
    fl.line(text, *a, **kw)
    return fl.p.pages, fl.p.pages, text


def at(blk, snippet):
    """Page and quote of a snippet inside one block that does not straddle a page break."""
    first, last, whole = blk
    assert first == last, f"block runs over a page break: {snippet!r}"
    assert snippet in " ".join(whole.split()), snippet
    return first, snippet


def FQ(value, blk, snippet):
    return F(value, *at(blk, snippet))


def term(fl, key, value, kx=200, size=None):
    """A two-column term-sheet row: caption at the margin, value wrapped in the right column; returns
    (page, page, 'caption value')."""
    from pdfkit import width

    size = size or fl.size
    lead = size * 1.42
    words, lines, cur = value.split(" "), [], ""
    w = fl.x + fl.w - kx
    for wd in words:
        trial = (cur + " " + wd).strip()
        if cur and width(trial, size, False, fl.p.face, fl.p.ttf) > w:
            lines.append(cur)
            cur = wd
        else:
            cur = trial
    lines.append(cur)
    fl.need(lead * len(lines) + 4)
    page = fl.p.pages
    fl.p.text(fl.x, fl.y, key, size, True)
    for ln in lines:
        fl.p.text(kx, fl.y, ln, size)
        fl.y += lead
    fl.y += 4
    return page, page, f"{key} {value}"


def usd(x, nd=0):
    return "$" + fmt(x, ",", ".", nd)


# ===== 1 US amended and restated syndicated credit agreement, excerpt (USD; Rhode Island law): cover page
# with the revolving and term A facilities; preliminary statements citing the existing agreement with its own
# date, size and maturity; definitions of Aggregate Commitments (stated aggregate), Applicable Rate (pricing
# grid), Maturity Date and an incremental basket; interest at Term SOFR or Base Rate plus the Applicable Rate;
# a default rate but no late charge; commitment and letter-of-credit fees; governing law vs jurisdiction;
# signature page
@doc(
    "b37_loan_us_amended_restated_credit_agreement",
    "loan_agreement",
    "Oxbow Canyon Foods amended and restated credit agreement",
)
def loan_us():
    L = dict(
        agg=240000000,
    )
    rev_c, tla = D(165000000), D(75000000)
    same(L["agg"], rev_c + tla, "agg")
    p = Pdf(w=612, h=792)
    fl = Flow(
        p,
        top=72,
        bottom=720,
        x=72,
        w=468,
        size=9.2,
        footer="Oxbow Canyon Foods, Inc. - Amended and Restated Credit Agreement - Page {} of {}",
    )
    fl.line("Published CUSIP Numbers: Deal 69118QAA9 · Revolver 69118QAB7 · Term A 69118QAC5", 7.4, align="r")
    fl.skip(60)
    q_title = one(fl, "AMENDED AND RESTATED CREDIT AGREEMENT", 15, True, align="c")
    fl.skip(8)
    q_dated = one(fl, "Dated as of March 13, 2025", 11, True, align="c")
    fl.skip(10)
    fl.line("among", 10, align="c")
    fl.skip(6)
    q_bor = one(fl, "OXBOW CANYON FOODS, INC.,", 11, True, align="c")
    fl.line("as the Borrower,", 10, align="c")
    fl.skip(6)
    fl.line("THE SUBSIDIARIES OF THE BORROWER PARTY HERETO,", 10, True, align="c")
    fl.line("as the Guarantors,", 10, align="c")
    fl.skip(6)
    q_agent = one(fl, "FIRST CUMBERLAND BANK, NATIONAL ASSOCIATION,", 11, True, align="c")
    fl.line("as Administrative Agent, Swingline Lender and an L/C Issuer,", 10, align="c")
    fl.skip(6)
    fl.line("and", 10, align="c")
    fl.skip(6)
    fl.line("THE OTHER LENDERS PARTY HERETO", 10, True, align="c")
    fl.skip(20)
    fl.line(f"{usd(rev_c)} REVOLVING CREDIT FACILITY", 10, True, align="c")
    fl.line(f"{usd(tla)} TERM A LOAN FACILITY", 10, True, align="c")
    fl.skip(24)
    fl.line("NARRAGANSETT CAPITAL MARKETS LLC,", 10, True, align="c")
    fl.line("as Sole Lead Arranger and Sole Bookrunner", 10, align="c")
    fl.p.new_page()
    fl.y = fl.top
    b_intro = block(
        fl,
        "This AMENDED AND RESTATED CREDIT AGREEMENT is entered into as of March 13, 2025, among OXBOW CANYON "
        'FOODS, INC., a Rhode Island corporation (the "Borrower"), the Guarantors party hereto, each lender '
        'from time to time party hereto (collectively, the "Lenders" and individually, a "Lender"), and '
        "FIRST CUMBERLAND BANK, NATIONAL ASSOCIATION, as Administrative Agent, Swingline Lender and an L/C "
        "Issuer.",
    )
    fl.head("PRELIMINARY STATEMENTS", align="c")
    b_pre = block(
        fl,
        "The Borrower, certain lenders and First Cumberland Bank, National Association, as administrative "
        "agent, are parties to a Credit Agreement dated as of June 17, 2021 (as amended prior to the date "
        'hereof, the "Existing Credit Agreement"), which provided for a revolving credit facility in an '
        "aggregate principal amount of $120,000,000 with a maturity date of June 17, 2026. The Borrower has "
        "requested that the Existing Credit Agreement be amended and restated to, among other things, "
        "increase the revolving credit commitments, establish a term A loan facility and extend the maturity "
        "date, and the Lenders are willing to do so on the terms and subject to the conditions set forth "
        "herein.",
    )
    fl.head("ARTICLE I. DEFINITIONS AND ACCOUNTING TERMS", align="c")
    fl.head("1.01 Defined Terms.")
    b_agg = block(
        fl,
        '"Aggregate Commitments" means the Revolving Credit Commitments and the Term A Loan Commitments of '
        "all the Lenders. On the Restatement Effective Date, the Aggregate Commitments are $240,000,000, "
        "consisting "
        f"of Revolving Credit Commitments of {usd(rev_c)} and Term A Loan Commitments of {usd(tla)}.",
    )
    block(
        fl,
        '"Applicable Rate" means, from time to time, the following percentages per annum, based upon the '
        "Consolidated Net Leverage Ratio as set forth in the most recent Compliance Certificate delivered "
        "pursuant to Section 6.02(a):",
    )
    grid = [
        (
            "Pricing Level",
            "Consolidated Net Leverage Ratio",
            "Term SOFR Loans",
            "Base Rate Loans",
            "Commitment Fee",
        ),
        ("I", "< 1.50:1.00", "1.375%", "0.375%", "0.150%"),
        ("II", ">= 1.50:1.00 but < 2.25:1.00", "1.625%", "0.625%", "0.200%"),
        ("III", ">= 2.25:1.00 but < 3.00:1.00", "1.875%", "0.875%", "0.250%"),
        ("IV", ">= 3.00:1.00", "2.125%", "1.125%", "0.300%"),
    ]
    xs = [(80, "l"), (140, "l"), (372, "r"), (452, "r"), (536, "r")]
    fl.need(12 * 6)
    for i, r in enumerate(grid):
        for (x, al), t in zip(xs, r, strict=True):
            fl.p.text(x, fl.y, t, 8, i == 0, align=al)
        if i == 0:
            fl.p.hline(fl.y + 3, 76, 540, 0.4)
        fl.y += 12
    fl.skip(4)
    block(
        fl,
        '"Incremental Term Facility" means any incremental term loan facility established pursuant to '
        "Section 2.16 in an aggregate principal amount not to exceed the greater of $100,000,000 and 100% of "
        "Consolidated EBITDA for the most recently ended period of four fiscal quarters.",
    )
    b_mat = block(
        fl,
        '"Maturity Date" means (a) with respect to the Revolving Credit Facility, March 13, 2030, and (b) '
        "with respect to the Term A Loan Facility, March 13, 2030; provided, however, that if such date is "
        "not a Business Day, the Maturity Date shall be the next preceding Business Day.",
    )
    block(
        fl,
        '"Term A Loan Amortization" means quarterly installments of principal equal to 1.25% of the original '
        "principal amount of the Term A Loans, commencing June 30, 2025, with the balance due on the "
        "Maturity Date.",
    )
    fl.head("ARTICLE II. THE COMMITMENTS AND CREDIT EXTENSIONS", align="c")
    fl.head("2.08 Interest.")
    b_int = block(
        fl,
        "(a) Subject to the provisions of subsection (b) below, (i) each Term SOFR Loan shall bear interest "
        "on the outstanding principal amount thereof for each Interest Period at a rate per annum equal to "
        "the Term SOFR Rate for such Interest Period plus the Applicable Rate; (ii) each Base Rate Loan "
        "shall bear interest on the outstanding principal amount thereof from the applicable borrowing date "
        "at a rate per annum equal to the Base Rate plus the Applicable Rate; and (iii) each Swingline Loan "
        "shall bear interest at the Base Rate plus the Applicable Rate for Base Rate Loans.",
    )
    block(
        fl,
        "(b) If any amount payable by the Borrower under any Loan Document is not paid when due, whether at "
        "stated maturity, by acceleration or otherwise, such amount shall thereafter bear interest at a "
        "fluctuating interest rate per annum at all times equal to the Default Rate (the interest rate "
        "otherwise applicable plus 2.00% per annum) to the fullest extent permitted by applicable Laws.",
    )
    fl.head("2.09 Fees.")
    block(
        fl,
        "The Borrower shall pay to the Administrative Agent for the account of each Lender a commitment fee "
        "equal to the Applicable Rate times the actual daily unused portion of the Revolving Credit "
        "Commitments, and a Letter of Credit fee equal to the Applicable Rate for Term SOFR Loans times the "
        "daily amount available to be drawn under each Letter of Credit, in each case payable quarterly in "
        "arrears.",
    )
    fl.head("ARTICLE X. MISCELLANEOUS", align="c")
    fl.head("10.14 Governing Law; Jurisdiction.")
    b_law = block(
        fl,
        "(a) GOVERNING LAW. THIS AGREEMENT AND EACH OTHER LOAN DOCUMENT AND ANY CLAIM, CONTROVERSY OR "
        "DISPUTE ARISING UNDER OR RELATED TO THIS AGREEMENT SHALL BE GOVERNED BY, AND CONSTRUED IN "
        "ACCORDANCE WITH, THE LAW OF THE STATE OF RHODE ISLAND.",
    )
    block(
        fl,
        "(b) SUBMISSION TO JURISDICTION. EACH LOAN PARTY IRREVOCABLY SUBMITS TO THE EXCLUSIVE JURISDICTION "
        "OF THE COURTS OF THE STATE OF RHODE ISLAND SITTING IN PROVIDENCE COUNTY AND OF THE UNITED STATES "
        "DISTRICT COURT FOR THE DISTRICT OF RHODE ISLAND.",
    )
    fl.skip(10)
    fl.line("[Signature pages follow]", align="c")
    fl.skip(16)
    fl.need(120)
    block(
        fl,
        "IN WITNESS WHEREOF, the parties hereto have caused this Agreement to be duly executed as of the "
        "date first above written.",
    )
    for who, name, title in (
        ("OXBOW CANYON FOODS, INC., as the Borrower", "Teresa M. Quon", "Chief Financial Officer"),
        (
            "FIRST CUMBERLAND BANK, NATIONAL ASSOCIATION, as Administrative Agent and a Lender",
            "Gareth P. Oyelaran",
            "Managing Director",
        ),
    ):
        fl.need(60)
        fl.line(who, 9, True)
        fl.skip(6)
        fl.line("By: ______________________________", 9)
        fl.line(f"Name: {name}", 9)
        fl.line(f"Title: {title}", 9)
        fl.skip(8)
    fl.finish()
    _ = (q_title, q_bor, q_agent, b_pre)
    fields = {
        "borrower": FQ(
            "Oxbow Canyon Foods, Inc.", b_intro, "OXBOW CANYON FOODS, INC., a Rhode Island corporation"
        ),
        "lender": FQ(
            "First Cumberland Bank, National Association",
            b_intro,
            "FIRST CUMBERLAND BANK, NATIONAL ASSOCIATION, as Administrative Agent",
        ),
        "agreement_date": F("2025-03-13", *at(q_dated, "Dated as of March 13, 2025")),
        "principal_amount": FQ(
            L["agg"], b_agg, "On the Restatement Effective Date, the Aggregate Commitments are $240,000,000"
        ),
        "interest_rate": FQ(
            "the Term SOFR Rate for such Interest Period plus the Applicable Rate",
            b_int,
            "at a rate per annum equal to the Term SOFR Rate for such Interest Period plus the Applicable "
            "Rate",
        ),
        "maturity_date": FQ(
            "2030-03-13", b_mat, "with respect to the Revolving Credit Facility, March 13, 2030"
        ),
        "governing_law": FQ("Rhode Island", b_law, "THE LAW OF THE STATE OF RHODE ISLAND"),
        "late_charge": NULL(),
    }
    notes = (
        "Excerpt of a US amended and restated syndicated credit agreement (cover page, preliminary "
        "statements, definitions, interest, fees, governing law, signatures), USD. borrower is the company; "
        "lender is the administrative agent (the lead arranger and the other lenders are distractors). "
        "agreement_date is the 'dated as of' date of the amended and restated agreement, not the existing "
        "agreement's date. principal_amount is the Aggregate Commitments stated in the definitions "
        "(revolving plus term A; the incremental basket and the existing facility's size are distractors). "
        "interest_rate is the Term SOFR phrase for Term SOFR Loans as printed in Section 2.08 (the Base Rate "
        "option, the pricing grid and the Default Rate are not it); maturity_date is the Maturity Date of "
        "the facilities (the existing maturity and the first amortization date are distractors). "
        "governing_law is the state whose law governs, not the courts. Only a Default Rate (interest rate "
        "plus 2 %) is provided for overdue amounts and no late charge or late fee is printed, so late_charge "
        "is null (default interest is not a late charge)."
    )
    return p, fields, notes, []


def eur(x, nd=2):
    return "€ " + fmt(x, ".", ",", nd)


# ===== 2 Italian medium-term unsecured loan contract in Italian (EUR, dot grouping, written dates): a
# cooperative bank lends to an engineering company; recitals with the request date, the requested amount and
# the board resolution granting a lower amount; 72 months with 12 months of pre-amortisation and 60 monthly
# instalments with first and last due dates; a floating rate (3-month Euribor plus a spread) vs the rate at
# signing (TAN) and the TAEG; default interest apart from a penalty on each late instalment; early-repayment
# fee, arrangement fee and SME guarantee-fund cover; Italian law vs the competent court; place and date above
# the signatures
@doc(
    "b37_loan_it_finanziamento_chirografario_euribor",
    "loan_agreement",
    "Officine Meccaniche Zanardelli contratto di finanziamento",
)
def loan_it():
    L = dict(
        amt=850000,
        rata=15812.58,
    )
    amt = D("850000.00")
    tan = D("4.412")
    r = tan / 100 / 12
    rata = (amt * r / (1 - (1 + r) ** -60)).quantize(D("0.01"))
    same(L["amt"], amt, "amt")
    same(L["rata"], rata, "rata")
    p = Pdf(ttf=True, w=595, h=842)
    fl = Flow(
        p,
        top=70,
        bottom=770,
        x=62,
        w=471,
        size=8.8,
        footer="Contratto di finanziamento n. 0418/773215 · pagina {} di {} · sigle: ______ ______",
    )
    fl.line("BANCA DI CREDITO COOPERATIVO DEL SEBINO", 12, True)
    fl.line(
        "Società Cooperativa · Sede legale e direzione generale: Via Gregorini 18, 24065 Lovere (BG)", 7.6
    )
    fl.line("Iscritta all'Albo delle banche al n. 8437 · Codice ABI 08513 · P.IVA 02874130165", 7.6)
    fl.skip(14)
    q_title = one(fl, "CONTRATTO DI FINANZIAMENTO CHIROGRAFARIO A MEDIO TERMINE", 12, True, align="c")
    fl.line("n. 0418/773215 – stipulato in data 16 maggio 2025", 9, align="c")
    fl.skip(8)
    fl.line("TRA", 9, True, align="c")
    b_bank = block(
        fl,
        "la BANCA DI CREDITO COOPERATIVO DEL SEBINO – Società Cooperativa, con sede in Lovere (BG), Via "
        "Gregorini 18, codice fiscale 02874130165, in persona del Sig. Ettore Fenaroli, Responsabile Area "
        'Crediti, munito dei necessari poteri (di seguito la "Banca")',
    )
    fl.line("E", 9, True, align="c")
    b_cli = block(
        fl,
        "la OFFICINE MECCANICHE ZANARDELLI S.r.l., con sede in Pisogne (BS), Via Valcamonica 112, codice "
        "fiscale e partita IVA 03318470984, iscritta al Registro delle Imprese di Brescia, REA BS-517703, in "
        'persona dell\'Amministratore Unico Sig.ra Marta Zanardelli (di seguito il "Cliente" o la "Parte '
        'Finanziata")',
    )
    fl.head("PREMESSO CHE")
    block(
        fl,
        "a) il Cliente, con domanda del 3 marzo 2025, ha richiesto un finanziamento di € 900.000,00 "
        "destinato all'acquisto di un centro di lavoro a cinque assi e delle relative attrezzature; b) la "
        "Banca, con delibera del Consiglio di Amministrazione del 29 aprile 2025, ha accolto la domanda per "
        "il minore importo indicato all'art. 1; c) il finanziamento è assistito dalla garanzia diretta del "
        "Fondo di Garanzia per le PMI nella misura dell'80% dell'importo erogato;",
    )
    fl.line("si conviene e si stipula quanto segue.", 8.8)
    fl.head("Art. 1 – Importo ed erogazione")
    b_amt = block(
        fl,
        "La Banca concede al Cliente, che accetta, un finanziamento chirografario dell'importo di € "
        "850.000,00 (euro ottocentocinquantamila/00), erogato in unica soluzione alla data di stipula "
        "mediante accredito sul conto corrente n. 000041877321 intestato al Cliente presso la filiale di "
        "Pisogne.",
    )
    fl.head("Art. 2 – Durata e rimborso")
    b_dur = block(
        fl,
        "Il finanziamento ha una durata di 72 mesi, di cui 12 mesi di preammortamento, durante i quali il "
        "Cliente corrisponde i soli interessi con periodicità mensile. Il capitale è rimborsato in 60 rate "
        'mensili posticipate, comprensive di capitale e interessi, secondo un piano di ammortamento "alla '
        "francese\"; la prima rata scade il 16 giugno 2026 e l'ultima il 16 maggio 2031, data di scadenza "
        "finale "
        f"del finanziamento. L'importo della rata, calcolato al tasso di stipula, è pari a {eur(rata)}; esso "
        "varia con il parametro di indicizzazione di cui all'art. 3.",
    )
    fl.head("Art. 3 – Tasso di interesse")
    b_rate = block(
        fl,
        "Il finanziamento è regolato a tasso variabile, pari all'Euribor a 3 mesi (base 360) maggiorato di "
        "uno spread di 2,35 punti percentuali annui. Il parametro è rilevato il penultimo giorno lavorativo "
        "di ogni trimestre solare e, se negativo, è considerato pari a zero. Alla data di stipula il tasso "
        "annuo nominale (TAN) applicato è pari al 4,412% e il tasso annuo effettivo globale (TAEG) al "
        "4,687%.",
    )
    fl.head("Art. 4 – Interessi di mora")
    block(
        fl,
        "Sulle somme dovute e non pagate alle rispettive scadenze decorrono, dal giorno della scadenza e "
        "senza necessità di costituzione in mora, interessi di mora al tasso contrattuale tempo per tempo "
        "vigente maggiorato di 2 punti percentuali annui, nei limiti della normativa antiusura.",
    )
    fl.head("Art. 5 – Penale per ritardato pagamento")
    b_pen = block(
        fl,
        "In caso di ritardato pagamento anche di una sola rata, il Cliente è tenuto a corrispondere alla "
        "Banca, oltre agli interessi di mora di cui all'art. 4, una penale pari all'1,50% dell'importo della "
        "rata scaduta e non pagata, con un minimo di € 15,00 per ciascuna rata.",
    )
    fl.head("Art. 6 – Estinzione anticipata")
    block(
        fl,
        "Il Cliente può estinguere anticipatamente, in tutto o in parte, il finanziamento con preavviso "
        "scritto di 30 giorni, corrispondendo un compenso onnicomprensivo pari all'1,00% del capitale "
        "anticipatamente rimborsato.",
    )
    fl.head("Art. 7 – Spese e commissioni")
    block(
        fl,
        "Spese di istruttoria: € 2.125,00, trattenute all'erogazione. Spese di incasso rata: € 2,50 per "
        "rata. Commissione per la garanzia del Fondo: a carico della Banca. Imposta sostitutiva: 0,25% "
        "dell'importo erogato (€ 2.125,00).",
    )
    fl.head("Art. 8 – Decadenza dal beneficio del termine")
    block(
        fl,
        "La Banca può dichiarare il Cliente decaduto dal beneficio del termine, ai sensi dell'art. 1186 "
        "c.c., in caso di mancato pagamento di tre rate anche non consecutive, di protesti o di procedure "
        "esecutive a carico del Cliente.",
    )
    fl.head("Art. 9 – Garanzie")
    block(
        fl,
        "A garanzia delle obbligazioni derivanti dal presente contratto assistono la garanzia diretta del "
        "Fondo di Garanzia per le PMI di cui in premessa e la fideiussione specifica prestata dalla Sig.ra "
        "Marta Zanardelli fino alla concorrenza di € 170.000,00.",
    )
    fl.head("Art. 10 – Legge applicabile e foro competente")
    b_law = block(
        fl,
        "Il presente contratto è regolato dalla legge italiana. Per ogni controversia relativa al presente "
        "contratto è competente in via esclusiva il Foro di Bergamo, salvo quanto previsto dal Codice del "
        "Consumo ove applicabile.",
    )
    fl.skip(8)
    q_place = one(fl, "Lovere, 16 maggio 2025", 9, True)
    fl.skip(22)
    fl.need(50)
    y = fl.y
    fl.p.hline(y, 70, 250, 0.4)
    fl.p.hline(y, 340, 525, 0.4)
    fl.p.text(160, y + 11, "La Banca – Ettore Fenaroli", 8, align="c")
    fl.p.text(432, y + 11, "Il Cliente – Marta Zanardelli", 8, align="c")
    fl.y = y + 30
    block(
        fl,
        "Il Cliente dichiara di aver ricevuto copia del presente contratto e del documento di sintesi, che "
        "ne costituisce il frontespizio, e di approvare specificamente, ai sensi degli artt. 1341 e 1342 "
        "c.c., gli articoli 4, 5, 6, 8 e 10.",
        size=7.8,
    )
    fl.finish()
    _ = (q_title, b_dur, b_bank, b_cli)
    fields = {
        "borrower": FQ(
            "Officine Meccaniche Zanardelli S.r.l.", b_cli, "OFFICINE MECCANICHE ZANARDELLI S.r.l."
        ),
        "lender": FQ(
            "Banca di Credito Cooperativo del Sebino",
            b_bank,
            "BANCA DI CREDITO COOPERATIVO DEL SEBINO – Società Cooperativa",
        ),
        "agreement_date": F("2025-05-16", *at(q_place, "Lovere, 16 maggio 2025")),
        "principal_amount": FQ(L["amt"], b_amt, "dell'importo di € 850.000,00"),
        "interest_rate": FQ(
            "Euribor a 3 mesi (base 360) maggiorato di uno spread di 2,35 punti percentuali annui",
            b_rate,
            "pari all'Euribor a 3 mesi (base 360) maggiorato di uno spread di 2,35 punti percentuali annui",
        ),
        "maturity_date": FQ("2031-05-16", b_dur, "l'ultima il 16 maggio 2031, data di scadenza finale"),
        "governing_law": FQ(
            "legge italiana", b_law, "Il presente contratto è regolato dalla legge italiana."
        ),
        "late_charge": FQ(
            "penale pari all'1,50% dell'importo della rata scaduta e non pagata, con un minimo di € 15,00 "
            "per ciascuna rata",
            b_pen,
            "una penale pari all'1,50% dell'importo della rata scaduta e non pagata, con un minimo di € "
            "15,00 per ciascuna rata",
        ),
    }
    notes = (
        "Italian medium-term unsecured loan contract (two pages), EUR with dot grouping and comma decimals, "
        "dates written out. borrower is the company (the Cliente); lender the cooperative bank. "
        "agreement_date is the stipulation date (header and the place-and-date line above the signatures), "
        "not the request date or the board-resolution date in the recitals. principal_amount is the amount "
        "granted in Art. 1 (the larger amount requested, the guaranteed share, the fees and the instalment "
        "amount are distractors). interest_rate is the floating rate as printed (Euribor plus the spread), "
        "not the TAN at signing, the TAEG or the default interest. maturity_date is the final maturity, the "
        "last instalment date (the first instalment date is a distractor). governing_law is Italian law, not "
        "the competent court. late_charge is the penalty for each instalment paid late (Art. 5), not the "
        "default interest of Art. 4 nor the early-repayment fee."
    )
    return p, fields, notes, []


# ===== 3 Canadian demand operating-line facility letter (CAD; Nova Scotia law): a bank's letter agreement to
# a seafood processor replacing an older facility letter with a lower limit; a term sheet with the authorized
# amount, a letter-of-credit sub-limit, margining, interest at prime plus a spread (prime quoted with its
# current level), repayment on demand with an annual review date (no maturity), standby and administration
# fees, interest on overdue amounts, security, covenants and reporting; governing law; an acceptance deadline
# and the borrower's acceptance on a later date
@doc(
    "b37_loan_ca_demand_operating_line_letter",
    "loan_agreement",
    "Harbourview Seafoods demand operating facility letter",
)
def loan_ca():
    L = dict(
        amt=2800000,
    )
    amt = D("2800000")
    same(L["amt"], amt, "amt")
    p = Pdf(w=612, h=792)
    fl = Flow(
        p,
        top=64,
        bottom=724,
        x=66,
        w=480,
        size=8.8,
        footer="Harbourview Seafoods Ltd. - Facility Letter - Page {} of {}",
    )
    fl.line("CHIGNECTO COMMERCIAL BANK", 14, True)
    fl.line(
        "Commercial Banking Centre · 5186 Hollis Street, Halifax, Nova Scotia B3J 1A4 · (902) 555-0148", 7.6
    )
    fl.skip(14)
    q_date = one(fl, "October 24, 2024", 9)
    fl.skip(6)
    fl.line("PRIVATE AND CONFIDENTIAL", 8.4, True)
    for ln in (
        "Harbourview Seafoods Ltd.",
        "44 Wharf Road",
        "Lunenburg, Nova Scotia B0J 2C0",
        "Attention: Mr. Colin MacAskill, President",
    ):
        fl.line(ln, 8.8)
    fl.skip(8)
    fl.line("Re: Credit Facilities", 9, True)
    fl.skip(2)
    b_open = block(
        fl,
        'We are pleased to confirm that Chignecto Commercial Bank (the "Bank") is prepared to make available '
        'to Harbourview Seafoods Ltd. (the "Borrower") the credit facility described below, on the terms and '
        'subject to the conditions of this letter agreement dated October 24, 2024 (the "Agreement"). This '
        "Agreement amends, restates and replaces the facility letter dated June 3, 2022, under which the "
        "authorized amount of the operating loan was $2,000,000.",
    )
    fl.skip(2)
    t_bor = term(fl, "BORROWER:", "Harbourview Seafoods Ltd.")
    t_len = term(fl, "LENDER:", "Chignecto Commercial Bank")
    term(fl, "FACILITY:", 'Revolving demand operating loan (the "Operating Loan").')
    t_amt = term(
        fl,
        "AUTHORIZED AMOUNT:",
        "CAD $2,800,000, including a sub-limit of $250,000 for standby letters of credit and letters of "
        "guarantee.",
    )
    term(
        fl,
        "PURPOSE:",
        "General operating requirements, including seasonal inventories of lobster and scallops.",
    )
    term(
        fl,
        "MARGIN REQUIREMENTS:",
        "Borrowings may not exceed the aggregate of 75% of good accounts receivable less than 90 days old "
        "and 50% of inventory at the lower of cost and market, to a maximum of $1,400,000 for inventory.",
    )
    t_int = term(
        fl,
        "INTEREST RATE:",
        "The Bank's Prime Rate plus 1.20% per annum, calculated daily and payable monthly in arrears. The "
        "Bank's Prime Rate is currently 6.45% per annum.",
    )
    t_rep = term(
        fl,
        "REPAYMENT:",
        "The Operating Loan is repayable ON DEMAND. Without limiting the demand nature of the Operating "
        "Loan, the Bank will review the facility annually, with the next annual review scheduled on or "
        "before August 31, 2025.",
    )
    term(
        fl,
        "FEES:",
        "Standby fee of 0.25% per annum on the unused authorized amount, payable quarterly; monthly "
        "administration fee of $250; annual review fee of $2,500; letter-of-credit fees at the Bank's "
        "standard rates.",
    )
    term(
        fl,
        "OVERDUE AMOUNTS:",
        "Any amount not paid when due shall bear interest, both before and after demand and judgment, at the "
        "Bank's Prime Rate plus 3.00% per annum.",
    )
    term(
        fl,
        "SECURITY:",
        "General security agreement constituting a first-ranking charge over all present and after-acquired "
        "personal property of the Borrower; guarantee of Colin MacAskill limited to $500,000; assignment of "
        "fire and marine insurance.",
    )
    term(
        fl,
        "FINANCIAL COVENANTS:",
        "Debt service coverage ratio of not less than 1.25:1 and total debt to tangible net worth of not "
        "more than 2.50:1, tested annually on the Borrower's fiscal year-end financial statements.",
    )
    term(
        fl,
        "REPORTING:",
        "Monthly borrowing base certificate and aged receivables listing within 20 days of each month end; "
        "review-engagement financial statements within 120 days of each fiscal year end (March 31).",
    )
    t_law = term(
        fl,
        "GOVERNING LAW:",
        "This Agreement shall be governed by the laws of the Province of Nova Scotia and the federal laws of "
        "Canada applicable therein.",
    )
    fl.skip(4)
    block(
        fl,
        "This offer is open for acceptance until November 15, 2024, after which it will lapse unless "
        "extended by the Bank in writing. Please confirm your acceptance by signing and returning a copy of "
        "this Agreement.",
    )
    fl.skip(4)
    fl.need(150)
    fl.line("Yours truly,", 8.8)
    fl.line("CHIGNECTO COMMERCIAL BANK", 8.8, True)
    fl.skip(16)
    fl.line("Per: ______________________________", 8.8)
    fl.line("Rebecca Thibodeau, Senior Account Manager, Commercial Banking", 8.8)
    fl.skip(14)
    q_acc = one(fl, "ACCEPTED AND AGREED this 30th day of October, 2024.", 8.8, True)
    fl.line("HARBOURVIEW SEAFOODS LTD.", 8.8, True)
    fl.skip(16)
    fl.line("Per: ______________________________", 8.8)
    fl.line("Colin MacAskill, President - I have authority to bind the corporation.", 8.8)
    fl.finish()
    _ = (q_date, t_rep, q_acc, t_bor)
    fields = {
        "borrower": FQ("Harbourview Seafoods Ltd.", b_open, 'Harbourview Seafoods Ltd. (the "Borrower")'),
        "lender": FQ("Chignecto Commercial Bank", t_len, "LENDER: Chignecto Commercial Bank"),
        "agreement_date": FQ("2024-10-24", b_open, "this letter agreement dated October 24, 2024"),
        "principal_amount": FQ(L["amt"], t_amt, "AUTHORIZED AMOUNT: CAD $2,800,000"),
        "interest_rate": FQ(
            "The Bank's Prime Rate plus 1.20% per annum",
            t_int,
            "INTEREST RATE: The Bank's Prime Rate plus 1.20% per annum",
        ),
        "maturity_date": NULL(),
        "governing_law": FQ(
            "Province of Nova Scotia", t_law, "governed by the laws of the Province of Nova Scotia"
        ),
        "late_charge": NULL(),
    }
    notes = (
        "Canadian facility letter for a revolving demand operating loan, CAD, dates written Month d, yyyy. "
        "borrower and lender from the opening paragraph and the term sheet. agreement_date is the date of "
        "the letter agreement (printed as the letter date and in the opening paragraph), not the replaced "
        "facility letter's date, the acceptance deadline or the borrower's later acceptance date. "
        "principal_amount is the authorized amount (the letter-of-credit sub-limit, the inventory margin "
        "cap, the guarantee limit and the old limit are distractors). interest_rate is the prime-based rate "
        "as printed, not the current prime level nor the overdue rate. The loan is repayable on demand and "
        "has no stated maturity; the annual review date is not a maturity, so maturity_date is null. "
        "governing_law is Nova Scotia. Overdue amounts only bear interest at a higher rate (default "
        "interest) and the fees listed are standby, administration and review fees; no late charge or late "
        "fee is printed, so late_charge is null."
    )
    return p, fields, notes, []
