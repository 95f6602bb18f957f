"""Loan-agreement builders for blind_extraction30 (3 documents).  All parties,
amounts, dates and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow
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


def cols(fl, left, right, size, bold=False, xr=330):
    """Two signature columns on one line (left drawn first)."""
    fl.need(size * 1.42)
    fl.p.text(fl.x, fl.y, left, size, bold)
    if right:
        fl.p.text(xr, fl.y, right, size, bold)
    fl.y += size * 1.42


def on(par, q):
    first, last, whole = par
    assert first == last, f"paragraph runs over a page break: {q!r}"
    assert q in whole, q
    return first, q


def FQ(value, par, q):
    return F(value, *on(par, q))


def TQ(what, value, par, q):
    return T(what, value, *on(par, q))


# ===== 1 Singapore bank facility letter (SGD): term loan plus revolving credit with a stated total, SORA
# margin, acceptance date and annual review date as distractors, flat late payment fee vs default interest
@doc(
    "b30_loan_sg_facility_letter_sora",
    "loan_agreement",
    "Serangoon Harbour Bank facility letter to Tampines Precision",
)
def loan_sg():
    L = dict(tl=18465000, rc=3500000, tot=21965000)
    p = Pdf()
    fl = Flow(
        p, top=64, footer="Serangoon Harbour Bank Limited · Facility Letter SHB/CB/37/0418 · page {} of {}"
    )
    fl.line("SERANGOON HARBOUR BANK LIMITED", 13, True)
    fl.line("Corporate Banking · 9 Collyer Quay Annex #21-03, Singapore 049318 · UEN 199204418K", 7.6)
    fl.skip(8)
    fl.line("Our ref: SHB/CB/37/0418", 8.6)
    p_date = line(fl, "Date: 3 March 2037", 8.6)
    fl.skip(6)
    fl.line("PRIVATE AND CONFIDENTIAL", 8.6, True)
    fl.line("The Board of Directors", 8.6)
    p_b = line(fl, "Tampines Precision Moulding Pte. Ltd. (UEN 201418273K)", 8.6)
    fl.line("21 Tampines Industrial Crescent #04-12, Singapore 528631", 8.6)
    fl.skip(6)
    fl.line("Dear Sirs,", 9)
    fl.head("BANKING FACILITIES")
    para(
        fl,
        'We, Serangoon Harbour Bank Limited (the "Bank"), are pleased to offer Tampines Precision Moulding '
        'Pte. Ltd. (the "Borrower") the banking facilities set out below, on the terms of this letter (the '
        '"Facility Letter") and the Bank\'s Standard Terms and Conditions for Corporate Facilities. This '
        "Facility Letter replaces the indicative term sheet dated 14 January 2037.",
    )
    fl.head("1. Facilities")
    tl, rc = D("18465000"), D("3500000")
    p_fac = para(
        fl,
        f"(a) Term Loan of up to S${fmt(tl, ',', '.', 0)} (Singapore Dollars Eighteen Million Four Hundred "
        f"and Sixty-Five Thousand only); and (b) Revolving Credit of up to S${fmt(rc, ',', '.', 0)}; total "
        f"facilities: S${fmt(tl + rc, ',', '.', 0)}.",
    )
    para(
        fl,
        "Purpose: the Term Loan part-finances the purchase of the leasehold factory at 8 Loyang Close, "
        "Singapore 508955; the Revolving Credit finances working capital.",
    )
    fl.head("2. Interest")
    p_int = para(
        fl,
        "Interest on each facility shall accrue at 1.85% per annum above the 3-month Compounded SORA, "
        "payable quarterly in arrears and calculated on a 365-day basis.",
    )
    fl.head("3. Repayment and maturity")
    p_mat = para(
        fl,
        "The Term Loan shall be repaid in 10 consecutive quarterly instalments of S$1,230,000 each, the "
        "first falling three months after the first drawdown, and the balance in full on 30 June 2039 (the "
        '"Final Maturity Date"). Each Revolving Credit drawing is repaid at the end of its interest '
        "period, and the Revolving Credit terminates on the Final Maturity Date.",
    )
    para(
        fl,
        "The facilities are subject to annual review by the Bank, the first review falling on 31 March 2038. "
        "The Term Loan is available for drawdown until 2 June 2037.",
    )
    fl.head("4. Late payment and default interest")
    p_late = para(
        fl,
        "A late payment fee of S$250 is payable for each instalment not paid when due. In addition, "
        "overdue amounts bear default interest at 2% per annum above the applicable interest rate.",
    )
    fl.head("5. Fees and security")
    para(
        fl,
        "Facility fee: 0.35% flat on the Term Loan amount, payable on acceptance. Security: a first legal "
        "mortgage over 8 Loyang Close and a corporate guarantee from Tampines Precision Holdings Pte. Ltd.",
    )
    fl.head("6. Governing law")
    p_law = para(
        fl,
        "This Facility Letter shall be governed by and construed in accordance with the laws of Singapore, "
        "and the parties submit to the non-exclusive jurisdiction of the Singapore courts.",
    )
    fl.skip(6)
    fl.line("Yours faithfully,", 9)
    fl.line("for and on behalf of SERANGOON HARBOUR BANK LIMITED", 9, True)
    fl.line("Tan Wei Ling, Director, Corporate Banking · Rajesh s/o Pillai, Vice President, Credit", 8.6)
    fl.skip(10)
    fl.head("ACCEPTANCE")
    para(
        fl,
        "We accept the facilities on the terms and conditions of this Facility Letter. Signed for and on "
        "behalf of Tampines Precision Moulding Pte. Ltd. by Lim Boon Hock, Director, and Sharifah Nur "
        "Aisyah, "
        "Director, on 10 March 2037.",
    )
    fl.finish()
    same(L["tl"], tl, "tl")
    same(L["rc"], rc, "rc")
    same(L["tot"], tl + rc, "tot")
    fields = {
        "borrower": FQ("Tampines Precision Moulding Pte. Ltd.", p_b, "Tampines Precision Moulding Pte. Ltd."),
        "lender": F("Serangoon Harbour Bank Limited", 1, "SERANGOON HARBOUR BANK LIMITED"),
        "agreement_date": FQ("2037-03-03", p_date, "Date: 3 March 2037"),
        "principal_amount": FQ(L["tot"], p_fac, "total facilities: S$21,965,000"),
        "interest_rate": FQ(
            "1.85% per annum above the 3-month Compounded SORA",
            p_int,
            "1.85% per annum above the 3-month Compounded SORA",
        ),
        "maturity_date": FQ("2039-06-30", p_mat, 'in full on 30 June 2039 (the "Final Maturity Date")'),
        "governing_law": FQ("the laws of Singapore", p_law, "the laws of Singapore"),
        "late_charge": FQ(
            "A late payment fee of S$250 is payable for each instalment not paid when due",
            p_late,
            "A late payment fee of S$250 is payable for each instalment not paid when due",
        ),
    }
    notes = (
        "Singapore bank facility letter (SGD as S$). agreement_date is the letter's date; the indicative "
        "term "
        "sheet date, the availability date, the first review date and the acceptance date are distractors. "
        "principal_amount is the stated total facilities (Term Loan plus Revolving Credit, sum). "
        "interest_rate is the margin over Compounded SORA as printed; maturity_date the Final Maturity Date "
        "(not the annual review date). late_charge is the flat late payment fee; default interest is not a "
        "late charge. governing_law is the laws of Singapore."
    )
    sums = [
        SUM(
            "Term Loan + Revolving Credit = total facilities",
            [
                (1, TQ("Term Loan", L["tl"], p_fac, "Term Loan of up to S$18,465,000")),
                (1, TQ("Revolving Credit", L["rc"], p_fac, "Revolving Credit of up to S$3,500,000")),
            ],
            "principal_amount",
        )
    ]
    return p, fields, notes, sums


# ===== 2 German Darlehensvertrag (EUR): fixed Sollzins vs effective rate, instalment schedule, commitment
# interest and Verzugszinsen only (no late charge), German law vs place of jurisdiction
@doc(
    "b30_loan_de_darlehensvertrag_sollzins",
    "loan_agreement",
    "Raiffeisenbank Altmühl-Jura Darlehensvertrag 7730418836",
)
def loan_de():
    L = dict(amt=3285000, rate=219000, n=15)
    p = Pdf(ttf=True)
    fl = Flow(p, top=66, footer="Darlehensvertrag Nr. 7730418836 · Seite {} von {}")
    fl.line("Raiffeisenbank Altmühl-Jura eG", 12, True)
    fl.line("Marktplatz 4 · 91781 Weißenburg i. Bay. · BIC GENODEF1WAJ", 7.6)
    fl.skip(10)
    p_title = line(fl, "Darlehensvertrag Nr. 7730418836 vom 12. März 2035", 12.5, True)
    fl.skip(4)
    para(fl, "zwischen")
    p_l = para(
        fl, "der Raiffeisenbank Altmühl-Jura eG, Marktplatz 4, 91781 Weißenburg i. Bay. (nachfolgend „Bank“)"
    )
    para(fl, "und")
    p_b = para(
        fl,
        "der Brauerei Altmühltaler Hopfengold GmbH & Co. KG, Brauhausgasse 7, 85072 Eichstätt, vertreten "
        "durch "
        "die Komplementärin Hopfengold Verwaltungs-GmbH (nachfolgend „Darlehensnehmerin“).",
    )
    amt = D("3285000.00")
    n = 15
    rate = (amt / n).quantize(D("0.01"))
    fl.head("§ 1 Darlehensbetrag und Verwendungszweck")
    p_amt = para(
        fl,
        f"Die Bank gewährt der Darlehensnehmerin ein Darlehen über EUR {fmt(amt, '.', ',', 2)} (in Worten: "
        "drei Millionen zweihundertfünfundachtzigtausend Euro) zur Finanzierung einer Flaschenabfüllanlage "
        "am Standort Eichstätt.",
    )
    fl.head("§ 2 Auszahlung und Bereitstellungszinsen")
    para(
        fl,
        "Das Darlehen wird zu 100 % ausgezahlt. Für nicht abgerufene Beträge berechnet die Bank ab dem "
        "12.06.2035 Bereitstellungszinsen von 0,25 % pro Monat.",
    )
    fl.head("§ 3 Zinsen")
    p_int = para(
        fl,
        "Der Sollzinssatz beträgt 4,27 % p. a. und ist für die gesamte Laufzeit fest vereinbart. Der "
        "anfängliche effektive Jahreszins beträgt 4,43 %. Die Zinsen sind vierteljährlich nachträglich "
        "fällig.",
    )
    fl.head("§ 4 Tilgung und Laufzeit")
    p_mat = para(
        fl,
        f"Das Darlehen ist in {n} gleichen vierteljährlichen Raten von je EUR {fmt(rate, '.', ',', 2)} zu "
        "tilgen, erstmals am 30.06.2035. Die Laufzeit des Darlehens endet am 31.12.2038; zu diesem Termin "
        "ist "
        "der Restbetrag einschließlich aller Zinsen zur Rückzahlung fällig.",
    )
    fl.head("§ 5 Zahlungsverzug")
    para(
        fl,
        "Kommt die Darlehensnehmerin mit fälligen Zahlungen in Verzug, berechnet die Bank Verzugszinsen in "
        "Höhe von fünf Prozentpunkten über dem jeweiligen Basiszinssatz. Weitergehende Ansprüche bleiben "
        "unberührt.",
    )
    fl.head("§ 6 Sicherheiten")
    para(
        fl,
        "Als Sicherheit dient eine Buchgrundschuld über EUR 3.500.000,00 am Betriebsgrundstück Brauhausgasse "
        "7, Eichstätt (Grundbuch von Eichstätt, Blatt 4418), sowie die Sicherungsübereignung der Anlage.",
    )
    fl.head("§ 7 Rechtswahl und Gerichtsstand")
    p_law = para(
        fl,
        "Dieser Vertrag unterliegt deutschem Recht. Gerichtsstand ist, soweit gesetzlich zulässig, "
        "Weißenburg i. Bay.",
    )
    fl.skip(14)
    cols(fl, "Weißenburg, 12.03.2035", "Eichstätt, 14.03.2035", 8.6)
    cols(fl, "Raiffeisenbank Altmühl-Jura eG", "Brauerei Altmühltaler Hopfengold GmbH & Co. KG", 8.6, True)
    cols(fl, "gez. Andrea Pfisterer, Vorstand", "gez. Korbinian Stoiber, Geschäftsführer", 7.6)
    cols(fl, "gez. Markus Leinfelder, Prokurist", "", 7.6)
    fl.finish()
    same(L["amt"], amt, "amt")
    same(L["rate"], rate, "rate")
    same(L["n"], n, "n")
    fields = {
        "borrower": FQ(
            "Brauerei Altmühltaler Hopfengold GmbH & Co. KG",
            p_b,
            "Brauerei Altmühltaler Hopfengold GmbH & Co. KG",
        ),
        "lender": FQ("Raiffeisenbank Altmühl-Jura eG", p_l, "Raiffeisenbank Altmühl-Jura eG"),
        "agreement_date": FQ("2035-03-12", p_title, "Darlehensvertrag Nr. 7730418836 vom 12. März 2035"),
        "principal_amount": FQ(L["amt"], p_amt, "ein Darlehen über EUR 3.285.000,00"),
        "interest_rate": FQ("4,27 % p. a.", p_int, "Der Sollzinssatz beträgt 4,27 % p. a."),
        "maturity_date": FQ("2038-12-31", p_mat, "Die Laufzeit des Darlehens endet am 31.12.2038"),
        "governing_law": FQ("deutschem Recht", p_law, "Dieser Vertrag unterliegt deutschem Recht."),
        "late_charge": NULL(),
    }
    notes = (
        "German loan agreement (Darlehensvertrag) in German, EUR with dot grouping and comma decimals. "
        "agreement_date is the 'vom 12. März 2035' date of the title; the two signature dates, the first "
        "instalment date and the commitment-interest start date are distractors. principal_amount is the "
        "Darlehen über EUR 3.285.000,00 (the land charge amount is security, not principal). interest_rate "
        "is the fixed Sollzinssatz as printed, not the effective annual rate (effektiver Jahreszins) or the "
        "Bereitstellungszinsen. maturity_date is the end of the term (Laufzeit endet am 31.12.2038). "
        "governing_law is German law (deutschem Recht, as printed), not the place of jurisdiction "
        "(Gerichtsstand). "
        "late_charge is null: only default interest (Verzugszinsen) is printed, which is not a late charge."
    )
    return p, fields, notes, []


# ===== 3 US demand promissory note (USD, South Dakota): no maturity, Prime plus margin, late charge vs
# default rate, amended-and-restated earlier note and review date as distractors
@doc(
    "b30_loan_us_demand_note_south_dakota",
    "loan_agreement",
    "Prairie Kestrel Seed Company demand promissory note",
)
def loan_us():
    L = dict(amt=2735000, old=1900000)
    p = Pdf()
    fl = Flow(p, top=72, footer="Demand Promissory Note · Prairie Kestrel Seed Company · page {} of {}")
    fl.line("DEMAND PROMISSORY NOTE", 14, True, align="c")
    fl.skip(8)
    amt = D("2735000.00")
    old = D("1900000.00")
    p_amt0 = line(fl, f"${fmt(amt, ',', '.', 2)}", 10, True)
    fl.line("Sioux Falls, South Dakota", 10, align="r")
    p_date = line(fl, "July 9, 2038", 10, align="r")
    fl.skip(6)
    p_main = para(
        fl,
        'FOR VALUE RECEIVED, PRAIRIE KESTREL SEED COMPANY, a South Dakota corporation ("Borrower"), promises '
        "to pay "
        'to the order of JAMES RIVER PRAIRIE BANK, a South Dakota state bank ("Lender"), ON DEMAND, the '
        "principal sum of TWO MILLION SEVEN HUNDRED THIRTY-FIVE THOUSAND AND NO/100 DOLLARS ($2,735,000.00), "
        "or so "
        "much of it as is outstanding, together with interest as provided below.",
    )
    fl.head("1. Interest")
    p_int = para(
        fl,
        "The unpaid principal balance bears interest at a variable rate per annum equal to the Prime Rate "
        'plus 0.85%, adjusted on each day the Prime Rate changes. "Prime Rate" means the rate published as '
        "the prime rate in The Wall Street Journal. Interest is computed on a 365/360 basis.",
    )
    fl.head("2. Payments")
    para(
        fl,
        "Borrower will pay accrued interest monthly beginning August 1, 2038. The entire unpaid principal "
        "balance and accrued interest are payable ON DEMAND. This Note has no stated maturity date. Lender "
        "may review the credit relationship annually; the first review date is June 30, 2039, and a review "
        "does not limit Lender's right to demand payment at any time.",
    )
    fl.head("3. Late charge")
    p_late = para(
        fl,
        "If a payment is 10 days or more late, Borrower will be charged 5.000% of the unpaid portion of the "
        "regularly scheduled payment or $50.00, whichever is greater.",
    )
    fl.head("4. Default rate")
    para(
        fl,
        "Upon default, including failure to pay upon demand, the interest rate on this Note shall be "
        "increased by 4.000 percentage points.",
    )
    fl.head("5. Amendment and restatement")
    p_old = para(
        fl,
        f"This Note amends and restates, and does not extinguish, the Demand Note dated June 3, 2036 in the "
        f"original principal amount of ${fmt(old, ',', '.', 2)} made by Borrower to Lender.",
    )
    fl.head("6. Governing law")
    p_law = para(
        fl,
        "This Note will be governed by federal law applicable to Lender and, to the extent not preempted by "
        "federal law, the laws of the State of South Dakota without regard to its conflicts of law "
        "provisions. "
        "Borrower consents to the jurisdiction of the courts of Minnehaha County, South Dakota.",
    )
    fl.skip(16)
    fl.line("BORROWER: PRAIRIE KESTREL SEED COMPANY", 9.4, True)
    fl.line("By: Marjorie L. Vandermolen, President", 9.4)
    fl.line("By: Dwight A. Osterhaus, Treasurer", 9.4)
    fl.skip(8)
    fl.line("LENDER: JAMES RIVER PRAIRIE BANK · By: Renata Quigley-Ames, Senior Vice President", 9.4)
    p.text(64, fl.y + 4, "Loan No. 6041827-03 · Officer RQA", 7, color=GREY)
    fl.finish()
    same(L["amt"], amt, "amt")
    same(L["old"], old, "old")
    fields = {
        "borrower": FQ(
            "Prairie Kestrel Seed Company", p_main, "PRAIRIE KESTREL SEED COMPANY, a South Dakota corporation"
        ),
        "lender": FQ(
            "James River Prairie Bank", p_main, "JAMES RIVER PRAIRIE BANK, a South Dakota state bank"
        ),
        "agreement_date": FQ("2038-07-09", p_date, "July 9, 2038"),
        "principal_amount": FQ(
            L["amt"],
            p_main,
            "the principal sum of TWO MILLION SEVEN HUNDRED THIRTY-FIVE THOUSAND AND NO/100 DOLLARS "
            "($2,735,000.00)",
        ),
        "interest_rate": FQ(
            "the Prime Rate plus 0.85%", p_int, "a variable rate per annum equal to the Prime Rate plus 0.85%"
        ),
        "maturity_date": NULL(),
        "governing_law": FQ("the State of South Dakota", p_law, "the laws of the State of South Dakota"),
        "late_charge": FQ(
            "5.000% of the unpaid portion of the regularly scheduled payment or $50.00, whichever is greater",
            p_late,
            "Borrower will be charged 5.000% of the unpaid portion of the regularly scheduled payment or "
            "$50.00, "
            "whichever is greater",
        ),
    }
    del p_amt0, p_old
    notes = (
        "US demand promissory note governed by South Dakota law (USD). agreement_date is the date under the "
        "place "
        "line; the earlier note's date, the first interest payment date and the review date are distractors. "
        "principal_amount is the principal sum of this note, not the original amount of the amended and "
        "restated earlier note. interest_rate is the Prime Rate plus 0.85 % as printed. maturity_date is "
        "null: "
        "the note is payable on demand and states that it has no maturity date (the first review date is not "
        "a maturity). late_charge is the 5 % / $50 late charge, not the default-rate increase. governing_law "
        "is the State of South Dakota (federal law applicable to the lender aside), not the Minnehaha County "
        "venue."
    )
    return p, fields, notes, []
