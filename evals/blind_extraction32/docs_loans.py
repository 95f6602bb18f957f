"""Loan-agreement builders for blind_extraction32 (3 documents).  All parties,
amounts, dates and addresses are invented."""

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


_DE = (
    "null ein zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn vierzehn fünfzehn sechzehn "
)
_DE += "siebzehn achtzehn neunzehn"
_DE_U = _DE.split()
_DE_T = ["_", "_", "zwanzig", "dreißig", "vierzig", "fünfzig", "sechzig", "siebzig", "achtzig", "neunzig"]


def _de99(n):
    if n < 20:
        return _DE_U[n]
    t, u = divmod(n, 10)
    return ("" if u == 0 else _DE_U[u] + "und") + _DE_T[t]


def _de999(n):
    h, r = divmod(n, 100)
    return (_DE_U[h] + "hundert" if h else "") + (_de99(r) if r else "")


def words_de(n):
    """German cardinal for amounts, 0 < n < 10**9 (Millionen written apart)."""
    mio, r = divmod(n, 10**6)
    th, u = divmod(r, 1000)
    out = []
    if mio:
        out.append("eine Million" if mio == 1 else _de999(mio) + " Millionen")
    rest = (_de999(th) + "tausend" if th else "") + (_de999(u) if u else "")
    if rest:
        out.append(rest)
    return " ".join(out)


def hkd(x):
    return "HK$" + fmt(x, ",", ".", 0)


# ===== 1 Hong Kong term and revolving facilities agreement (HKD) under the laws of Hong Kong: facility
# agent as lender, Facility A (term) and Facility B (revolving) commitments by lender (sums) and their
# aggregate, margins defined apart from the HIBOR interest clause, Facility A vs Facility B termination
# dates, fees, default interest only, arbitration clause
@doc(
    "b32_loan_hk_term_revolving_facilities_hibor",
    "loan_agreement",
    "Lantau Cold Storage Holdings HK$ term and revolving facilities agreement",
)
def loan_hk():
    L = dict(
        a1=418620000,
        a2=365740000,
        a3=264340000,
        ta=1048700000,
        b1=171250000,
        b2=152640000,
        b3=116380000,
        tb=440270000,
        tot=1488970000,
    )
    a = [D(418_620_000), D(365_740_000), D(264_340_000)]
    b = [D(171_250_000), D(152_640_000), D(116_380_000)]
    ta, tb = sum(a, D(0)), sum(b, D(0))
    tot = ta + tb
    p = Pdf()
    fl = Flow(
        p,
        top=66,
        size=9,
        footer="Facilities Agreement - Lantau Cold Storage Holdings Limited - page {} of {}",
    )
    p_date = line(fl, "DATED 19 October 2020", 10, True, align="c")
    fl.skip(12)
    p_b = line(fl, "LANTAU COLD STORAGE HOLDINGS LIMITED", 12, True, align="c")
    fl.line("as Borrower", 9, align="c")
    fl.skip(4)
    fl.line("THE COMPANIES LISTED IN PART 1 OF SCHEDULE 1", 9, True, align="c")
    fl.line("as Original Guarantors", 9, align="c")
    fl.skip(4)
    fl.line("TAI HANG COMMERCIAL BANK LIMITED, KOWLOON PACIFIC BANK LIMITED", 9, True, align="c")
    fl.line("and SAI KUNG FINANCE BANK LIMITED", 9, True, align="c")
    fl.line("as Mandated Lead Arrangers and Original Lenders", 9, align="c")
    fl.skip(4)
    p_l = line(fl, "VICTORIA HARBOUR LOAN AGENCY LIMITED", 12, True, align="c")
    fl.line("as Facility Agent", 9, align="c")
    fl.skip(14)
    fl.line("TERM AND REVOLVING FACILITIES AGREEMENT", 13, True, align="c")
    fl.line(f"{hkd(tot)} term loan and revolving credit facilities", 9.4, align="c")
    fl.skip(16)
    para(
        fl,
        "THIS AGREEMENT is dated 19 October 2020 and made between: (1) LANTAU COLD STORAGE HOLDINGS "
        "LIMITED, a "
        'company incorporated in Hong Kong with company number 2738416 (the "Borrower"); (2) THE COMPANIES '
        'listed in Part 1 of Schedule 1 as original guarantors (the "Original Guarantors"); (3) TAI HANG '
        "COMMERCIAL BANK LIMITED, KOWLOON PACIFIC BANK LIMITED and SAI KUNG FINANCE BANK LIMITED as mandated "
        'lead arrangers and as original lenders (the "Original Lenders"); and (4) VICTORIA HARBOUR LOAN '
        "AGENCY "
        'LIMITED as agent of the other Finance Parties (the "Facility Agent").',
    )
    fl.head("1. THE FACILITIES")
    p_tot = para(
        fl,
        "Subject to the terms of this Agreement, the Lenders make available to the Borrower (a) a Hong Kong "
        "dollar term loan facility in an aggregate amount equal to the Total Facility A Commitments of "
        f"{hkd(ta)} "
        '("Facility A") and (b) a Hong Kong dollar revolving credit facility in an aggregate amount equal '
        "to "
        f'the Total Facility B Commitments of {hkd(tb)} ("Facility B"), being in aggregate {hkd(tot)} (the '
        '"Total Commitments"). The Borrower may request an increase of Facility B by up to HK$300,000,000 '
        "through an accordion, which no Lender is obliged to provide.",
    )
    para(
        fl,
        "Purpose: Facility A shall be applied towards refinancing the existing HK$860,000,000 club loan "
        "dated "
        "2 May 2019 and the construction of the Tsing Yi automated cold store; Facility B for general "
        "corporate and working capital purposes of the Group.",
    )
    fl.head("2. DEFINITIONS")
    p_defs = para(
        fl,
        '"Facility A Termination Date" means 19 October 2025. "Facility B Termination Date" means the date '
        'falling 42 months after the date of this Agreement, being 19 April 2024. "Margin" means in relation '
        "to a Facility A Loan, 1.38 per cent. per annum and, in relation to a Facility B Loan, 1.18 per "
        "cent. "
        'per annum. "HIBOR" means the Hong Kong Interbank Offered Rate for Hong Kong dollars for the '
        "relevant "
        "period displayed on the relevant screen page as of 11:00 a.m. (Hong Kong time) "
        "on the Quotation Day.",
    )
    fl.head("3. INTEREST")
    p_int = para(
        fl,
        "Calculation of interest: the rate of interest on each Loan for each Interest Period is the "
        "percentage "
        "rate per annum which is the aggregate of the applicable Margin and HIBOR. Interest Periods are one, "
        "three or six Months at the Borrower's election.",
    )
    para(
        fl,
        "Default interest: if an Obligor fails to pay any amount payable by it under a Finance Document on "
        "its "
        "due date, interest shall accrue on the overdue amount from the due date up to the date of actual "
        "payment at a rate which is 2 per cent. per annum higher than the rate which would have been payable "
        "if the overdue amount had constituted a Loan in the currency of the overdue amount.",
    )
    fl.head("4. REPAYMENT")
    para(
        fl,
        "The Borrower shall repay Facility A in ten equal semi-annual instalments, the first falling 12 "
        "months "
        "after the date of this Agreement and the last on the Facility A Termination Date. Each Facility B "
        "Loan "
        "shall be repaid on the last day of its Interest Period; all Facility B Loans shall be repaid in "
        "full "
        "on the Facility B Termination Date.",
    )
    fl.head("5. FEES")
    para(
        fl,
        "The Borrower shall pay (a) to the Mandated Lead Arrangers an arrangement fee of 0.55 per cent. of "
        "the "
        "Total Commitments; (b) a commitment fee computed at the rate of 35 per cent. of the applicable "
        "Margin "
        "on each Lender's Available Commitment under Facility B; and (c) to the Facility Agent an agency "
        "fee of "
        "HK$380,000 per annum.",
    )
    fl.head("6. GOVERNING LAW AND ENFORCEMENT")
    p_law = para(
        fl,
        "This Agreement and any non-contractual obligations arising out of or in connection with it are "
        "governed by the laws of Hong Kong. Any dispute arising out of or in connection with this Agreement "
        "shall be referred to and finally resolved by arbitration administered by the Hong Kong "
        "International "
        "Arbitration Centre, the seat of arbitration being Hong Kong.",
    )
    fl.head("SCHEDULE 1, PART 2 - THE ORIGINAL LENDERS AND THEIR COMMITMENTS")
    names = [
        "Tai Hang Commercial Bank Limited",
        "Kowloon Pacific Bank Limited",
        "Sai Kung Finance Bank Limited",
    ]
    pa_ = []
    for n, x, y in zip(names, a, b, strict=True):
        pa_.append(
            line(fl, f"{n}: Facility A Commitment {hkd(x)}; Facility B Commitment {hkd(y)}", 9, indent=12)
        )
    p_ta = line(fl, f"Total Facility A Commitments: {hkd(ta)}", 9, True, indent=12)
    p_tb = line(fl, f"Total Facility B Commitments: {hkd(tb)}", 9, True, indent=12)
    fl.skip(10)
    fl.head("SIGNATORIES")
    fl.line("The Borrower: LANTAU COLD STORAGE HOLDINGS LIMITED, by Leung Ka-wai, Director", 9)
    fl.line(
        "The Facility Agent: VICTORIA HARBOUR LOAN AGENCY LIMITED, by Mok Wing-sze, Authorised Signatory", 9
    )
    fl.finish()
    for k, v in dict(a1=a[0], a2=a[1], a3=a[2], ta=ta, b1=b[0], b2=b[1], b3=b[2], tb=tb, tot=tot).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ("LANTAU COLD STORAGE HOLDINGS LIMITED", p_b, "LANTAU COLD STORAGE HOLDINGS LIMITED"),
        "lender": FQ("VICTORIA HARBOUR LOAN AGENCY LIMITED", p_l, "VICTORIA HARBOUR LOAN AGENCY LIMITED"),
        "agreement_date": FQ("2020-10-19", p_date, "DATED 19 October 2020"),
        "principal_amount": FQ(L["tot"], p_tot, f"being in aggregate {hkd(tot)}"),
        "interest_rate": FQ(
            "the aggregate of the applicable Margin and HIBOR",
            p_int,
            "the aggregate of the applicable Margin and HIBOR",
        ),
        "maturity_date": FQ("2025-10-19", p_defs, '"Facility A Termination Date" means 19 October 2025.'),
        "governing_law": FQ("the laws of Hong Kong", p_law, "governed by the laws of Hong Kong"),
        "late_charge": NULL(),
    }
    notes = (
        "Hong Kong term and revolving facilities agreement (HKD, HK$) in the Loan Market style. borrower is "
        "the Borrower; lender is the Facility Agent (syndicated facility), not the arrangers or the original "
        "lenders. agreement_date is the DATED cover date (the refinanced club loan's date is a distractor). "
        "principal_amount is the Total Commitments, the printed aggregate of Facility A and Facility B (sums "
        "by lender and facility); the refinanced loan, the accordion amount and the agency fee are "
        "distractors. interest_rate is the rate as printed in the interest clause (the Margin is defined "
        "separately per facility). maturity_date is the Facility A Termination Date of the term loan, the "
        "principal facility; the earlier Facility B Termination Date is a distractor. governing_law is the "
        "laws of Hong Kong (arbitration seat aside). late_charge is null: only default interest (2 per cent. "
        "higher) is printed, and default interest is not a late charge."
    )
    sums = [
        SUM(
            "Facility A commitments by lender = Total Facility A Commitments",
            [
                (1, T(f"A {n}", L[k], *on(pr, pr[2])))
                for n, k, pr in zip(names, ["a1", "a2", "a3"], pa_, strict=True)
            ],
            TQ("Total Facility A Commitments", L["ta"], p_ta, p_ta[2]),
        ),
        SUM(
            "Facility B commitments by lender = Total Facility B Commitments",
            [
                (1, T(f"B {n}", L[k], *on(pr, pr[2])))
                for n, k, pr in zip(names, ["b1", "b2", "b3"], pa_, strict=True)
            ],
            TQ("Total Facility B Commitments", L["tb"], p_tb, p_tb[2]),
        ),
        SUM(
            "Facility A + Facility B = Total Commitments",
            [
                (1, TQ("Total Facility A Commitments", L["ta"], p_tot, f"Commitments of {hkd(ta)}")),
                (1, TQ("Total Facility B Commitments", L["tb"], p_tot, f"Commitments of {hkd(tb)}")),
            ],
            "principal_amount",
        ),
    ]
    return p, fields, notes, sums


def eur(x):
    return "EUR " + fmt(x, ".", ",", 2)


# ===== 2 Austrian Kreditvertrag (EUR, dot grouping) with a cooperative (eGen) as borrower: amount in
# figures and words vs the total investment and own funds (sum), the mortgage cap and instalments; fixed
# rate vs the effective rate; end of term vs first instalment, availability and offer dates; Verzugszinsen
# vs the EUR 40 lump sum (late charge); österreichisches Recht vs the court; place-and-date signing line at
# the end
@doc(
    "b32_loan_at_kreditvertrag_egen_pauschalbetrag",
    "loan_agreement",
    "Biomasse-Heizwerk Zillertal eGen Kreditvertrag 4718-302-655",
)
def loan_at():
    L = dict(amt=2853700, inv=3521400, own=667700)
    amt, inv = D(2_853_700), D(3_521_400)
    own = inv - amt
    p = Pdf(ttf=True, face="serif")
    fl = Flow(p, top=70, size=9.2, footer="Kreditvertrag Nr. 4718-302-655 · Seite {} von {}")
    fl.line("KREDITVERTRAG", 15, True, align="c")
    fl.line("Nr. 4718-302-655 · Investitionskredit", 9.4, align="c")
    fl.skip(12)
    para(fl, "abgeschlossen zwischen")
    p_l = para(
        fl,
        "Inntal Landesbank AG, Maria-Theresien-Straße 27, 6020 Innsbruck, FN 118734 p, Landesgericht "
        "Innsbruck "
        "(im Folgenden „Bank“)",
        indent=14,
    )
    para(fl, "und")
    p_b = para(
        fl,
        "Biomasse-Heizwerk Zillertal eGen, Dorfstraße 12, 6272 Kaltenbach, FN 418236 x, Landesgericht "
        "Innsbruck, vertreten durch die Vorstandsmitglieder Ing. Josef Kröll und Maria Eberharter (im "
        "Folgenden „Kreditnehmerin“)",
        indent=14,
    )
    para(
        fl,
        "Grundlage dieses Vertrages ist die Kreditzusage der Bank vom 27.01.2022 sowie der Beschluss des "
        "Vorstands der Kreditnehmerin vom 09.02.2022.",
    )
    fl.head("1. Kreditbetrag und Verwendungszweck")
    p_amt = para(
        fl,
        f"Die Bank gewährt der Kreditnehmerin einen Investitionskredit in Höhe von {eur(amt)} (in Worten: "
        "Euro "
        f"{words_de(int(amt))}). Der Kredit dient der Finanzierung der Erweiterung des Fernwärmenetzes "
        "Kaltenbach–Stumm samt Pufferspeicher.",
    )
    p_inv = para(
        fl,
        f"Die Gesamtinvestitionskosten betragen {eur(inv)}; davon werden {eur(own)} aus Eigenmitteln und "
        "Förderungen der Kommunalkredit-Umweltförderung aufgebracht.",
    )
    fl.head("2. Ausnützung")
    para(
        fl,
        "Der Kredit kann bis 31.12.2022 in Teilbeträgen gegen Vorlage von Rechnungen ausgenützt werden. Für "
        "den "
        "nicht ausgenützten Kreditbetrag wird eine Bereitstellungsprovision von 0,25 % p.a. verrechnet.",
    )
    fl.head("3. Zinsen")
    p_int = para(
        fl,
        "Der Kredit wird für die gesamte Laufzeit mit einem Fixzinssatz von 1,875 % p.a. verzinst. Die "
        "Zinsen "
        "werden vierteljährlich dekursiv berechnet und angelastet. Der Effektivzinssatz unter Einrechnung "
        "der "
        "Bearbeitungsgebühr von 0,50 % des Kreditbetrages beträgt 2,04 % p.a.",
    )
    fl.head("4. Rückzahlung und Laufzeit")
    p_mat = para(
        fl,
        "Die Rückzahlung erfolgt in 33 vierteljährlichen Pauschalraten (Kapital und Zinsen) zu je EUR "
        "94.386,00, "
        "erstmals am 31.03.2023. Die Laufzeit des Kredites endet am 30.11.2030; zu diesem Tag ist der "
        "aushaftende "
        "Kreditbetrag samt Zinsen und Nebenkosten zur Gänze zur Rückzahlung fällig.",
    )
    fl.head("5. Zahlungsverzug")
    p_late = para(
        fl,
        "Bei Zahlungsverzug ist die Bank berechtigt, Verzugszinsen in Höhe von 9,2 Prozentpunkten über dem "
        "jeweiligen Basiszinssatz zu verrechnen (§ 456 UGB). Darüber hinaus ist die Bank berechtigt, einen "
        "Pauschalbetrag von EUR 40,00 als Entschädigung für Betreibungskosten zu verlangen (§ 458 UGB).",
    )
    fl.head("6. Sicherheiten")
    para(
        fl,
        "Zur Sicherstellung aller Forderungen der Bank wird eine Höchstbetragshypothek von EUR 3.400.000,00 "
        "auf "
        "der Liegenschaft EZ 512, KG 87106 Kaltenbach, einverleibt; zusätzlich tritt die Kreditnehmerin ihre "
        "Ansprüche aus der Investitionsförderung an die Bank ab.",
    )
    fl.head("7. Rechtswahl und Gerichtsstand")
    p_law = para(
        fl,
        "Dieser Vertrag unterliegt österreichischem Recht unter Ausschluss der Verweisungsnormen des "
        "internationalen Privatrechts. Ausschließlicher Gerichtsstand ist das sachlich zuständige Gericht in "
        "Innsbruck.",
    )
    fl.skip(16)
    p_date = line(fl, "Innsbruck, am 16.02.2022", 9.2)
    fl.skip(24)
    fl.line(
        "Inntal Landesbank AG                                        Biomasse-Heizwerk Zillertal eGen", 9.2
    )
    fl.line(
        "Mag. Stefan Hörtnagl · Prok. Anna Lechner                   Ing. Josef Kröll · Maria Eberharter", 8.4
    )
    fl.finish()
    same(L["amt"], amt, "amt")
    same(L["inv"], inv, "inv")
    same(L["own"], own, "own")
    fields = {
        "borrower": FQ("Biomasse-Heizwerk Zillertal eGen", p_b, "Biomasse-Heizwerk Zillertal eGen"),
        "lender": FQ("Inntal Landesbank AG", p_l, "Inntal Landesbank AG"),
        "agreement_date": FQ("2022-02-16", p_date, "Innsbruck, am 16.02.2022"),
        "principal_amount": FQ(L["amt"], p_amt, f"Investitionskredit in Höhe von {eur(amt)}"),
        "interest_rate": FQ("1,875 % p.a.", p_int, "Fixzinssatz von 1,875 % p.a."),
        "maturity_date": FQ("2030-11-30", p_mat, "Die Laufzeit des Kredites endet am 30.11.2030"),
        "governing_law": FQ(
            "österreichischem Recht", p_law, "Dieser Vertrag unterliegt österreichischem Recht"
        ),
        "late_charge": FQ(
            "Pauschalbetrag von EUR 40,00 als Entschädigung für Betreibungskosten",
            p_late,
            "Pauschalbetrag von EUR 40,00 als Entschädigung für Betreibungskosten",
        ),
    }
    notes = (
        "Austrian investment loan agreement (Kreditvertrag) in German, EUR with dot grouping and comma "
        "decimals, dates dd.mm.yyyy. borrower is the Kreditnehmerin, a registered cooperative (eGen), not "
        "its "
        "board members; lender the Bank. agreement_date is the signing line at the end (Innsbruck, am "
        "16.02.2022); the offer (Kreditzusage) and board-resolution dates, the availability end and the "
        "first "
        "instalment date are distractors. principal_amount is the Kreditbetrag printed in figures and words; "
        "the total investment, own funds (sum), mortgage cap and instalment amount are distractors. "
        "interest_rate is the fixed rate as printed (the Effektivzinssatz, the commitment and processing "
        "fees are distractors). maturity_date is the end of the term (Laufzeit endet am). governing_law is "
        "österreichischem Recht as printed (dative), not the court in Innsbruck. late_charge is the EUR 40 "
        "lump sum for collection costs; the Verzugszinsen are default interest, not a late charge."
    )
    sums = [
        SUM(
            "Kreditbetrag + Eigenmittel = Gesamtinvestitionskosten",
            [
                (1, "principal_amount"),
                (1, TQ("Eigenmittel und Förderungen", L["own"], p_inv, f"davon werden {eur(own)}")),
            ],
            TQ(
                "Gesamtinvestitionskosten",
                L["inv"],
                p_inv,
                f"Die Gesamtinvestitionskosten betragen {eur(inv)}",
            ),
        )
    ]
    return p, fields, notes, sums


def usd(x):
    return "$" + fmt(x, ",", ".", 2)


# ===== 3 US loan modification and extension agreement (USD, Idaho): note increased to a modified principal
# amount (unpaid balance plus an additional advance, sum) vs the original note amount; fixed rate replaced
# by Prime plus a spread with a floor; maturity extended; late charge vs default rate; modification fee;
# notary date
@doc(
    "b32_loan_us_id_modification_extension",
    "loan_agreement",
    "Palouse Ridge Grain loan modification and extension agreement",
)
def loan_us():
    L = dict(mod=3148500, bal=1986412.37, adv=1162087.63, fee=7871.25)
    mod, bal = D("3148500.00"), D("1986412.37")
    adv = mod - bal
    fee = (mod * D("0.0025")).quantize(D("0.01"))
    p = Pdf(w=612, h=792)
    fl = Flow(
        p,
        top=66,
        size=9.4,
        footer="Loan Modification and Extension Agreement - Palouse Ridge Grain, LLC - Page {} of {}",
    )
    fl.line("LOAN MODIFICATION AND EXTENSION AGREEMENT", 13, True, align="c")
    fl.skip(10)
    p_open = para(
        fl,
        'THIS LOAN MODIFICATION AND EXTENSION AGREEMENT (this "Agreement") is made and entered into as of '
        "March "
        '28, 2023 (the "Effective Date"), by and between PALOUSE RIDGE GRAIN, LLC, an Idaho limited '
        "liability "
        'company ("Borrower"), and CLEARWATER VALLEY BANK, an Idaho state-chartered bank ("Lender").',
    )
    fl.head("RECITALS")
    para(
        fl,
        "A. Lender made a loan to Borrower evidenced by a Promissory Note dated June 14, 2019 in the "
        "original "
        'principal amount of $2,400,000.00 (the "Note"), bearing interest at a fixed rate of 4.35% per annum '
        "and maturing on June 1, 2024, and secured by a Deed of Trust recorded June 17, 2019 as Instrument "
        "No. "
        "618274 in the records of Latah County, Idaho.",
    )
    p_bal = para(
        fl,
        f"B. As of the Effective Date the unpaid principal balance of the Note is {usd(bal)}. Borrower has "
        "requested that Lender increase the Note to finance a second grain elevator at Genesee, Idaho, and "
        "extend its maturity, and Lender is willing to do so on the terms of this Agreement.",
    )
    fl.head("AGREEMENT")
    p_mod = para(
        fl,
        "1. Modified Principal Amount. The principal amount of the Note is hereby increased from "
        "$2,400,000.00 "
        f'to {usd(mod)} (the "Modified Principal Amount"). On the Effective Date Lender shall advance to '
        f'Borrower the additional sum of {usd(adv)} (the "Additional Advance"), so that the unpaid principal '
        "balance after the Additional Advance equals the Modified Principal Amount.",
    )
    p_int = para(
        fl,
        "2. Interest Rate. From and after the Effective Date the unpaid principal balance of the Note shall "
        "bear "
        "interest at a variable rate per annum equal to the Prime Rate plus five-eighths of one percent "
        "(0.625%), adjusted on the first day of each calendar month, provided that the rate shall never be "
        'less than 6.25% per annum. "Prime Rate" means the rate published as the prime rate in the money '
        "rates "
        "section of a national business newspaper on the first business day of the month.",
    )
    p_mat = para(
        fl,
        "3. Extension of Maturity. The maturity date of the Note is hereby extended from June 1, 2024 to "
        "June 1, "
        '2029 (the "Maturity Date"), on which date all unpaid principal, accrued interest and other sums '
        "shall "
        "be due and payable in full.",
    )
    para(
        fl,
        "4. Payments. Commencing May 1, 2023 and on the first day of each month thereafter Borrower shall "
        "pay "
        "monthly installments of principal and interest in the amount of $24,318.06, which Lender shall "
        "recalculate upon each change of the interest rate, with a final balloon payment on the Maturity "
        "Date.",
    )
    p_late = para(
        fl,
        "5. Late Charge. If any payment is not received by Lender within ten (10) days after its due date, "
        "Borrower shall pay a late charge equal to five percent (5%) of the unpaid amount of such payment.",
    )
    para(
        fl,
        "6. Default Rate. Upon an Event of Default, the unpaid principal balance shall bear interest at the "
        "rate "
        "otherwise applicable plus five percent (5%) per annum until cured.",
    )
    para(
        fl,
        f"7. Modification Fee. Borrower shall pay Lender a modification fee of {usd(fee)}, being one "
        "quarter of "
        "one percent (0.25%) of the Modified Principal Amount, together with Lender's title and recording "
        "costs.",
    )
    para(
        fl,
        "8. Reaffirmation. Except as expressly modified by this Agreement, the Note, the Deed of Trust and "
        "the "
        "other Loan Documents remain in full force and effect. Dale R. Hensley, as guarantor, consents to "
        "this "
        "Agreement and reaffirms his Guaranty dated June 14, 2019.",
    )
    p_law = para(
        fl,
        "9. Governing Law. This Agreement shall be governed by and construed in accordance with the laws of "
        "the "
        "State of Idaho, without regard to its conflict of laws principles.",
    )
    fl.skip(10)
    fl.line("BORROWER: PALOUSE RIDGE GRAIN, LLC   By: /s/ Dale R. Hensley, Managing Member", 9.2)
    fl.line("LENDER: CLEARWATER VALLEY BANK   By: /s/ Teresa M. Okonkwo, Senior Vice President", 9.2)
    fl.skip(10)
    para(
        fl,
        "STATE OF IDAHO, County of Latah: On this 29th day of March, 2023, before me, a Notary Public, "
        "personally "
        "appeared Dale R. Hensley, known to me to be the Managing Member of Palouse Ridge Grain, LLC.",
        size=8.4,
    )
    fl.finish()
    for k, v in dict(mod=mod, bal=bal, adv=adv, fee=fee).items():
        same(L[k], v, k)
    fields = {
        "borrower": FQ("PALOUSE RIDGE GRAIN, LLC", p_open, "PALOUSE RIDGE GRAIN, LLC"),
        "lender": FQ("CLEARWATER VALLEY BANK", p_open, "CLEARWATER VALLEY BANK"),
        "agreement_date": FQ("2023-03-28", p_open, "made and entered into as of March 28, 2023"),
        "principal_amount": FQ(L["mod"], p_mod, f'to {usd(mod)} (the "Modified Principal Amount")'),
        "interest_rate": FQ(
            "the Prime Rate plus five-eighths of one percent (0.625%)",
            p_int,
            "the Prime Rate plus five-eighths of one percent (0.625%)",
        ),
        "maturity_date": FQ("2029-06-01", p_mat, "from June 1, 2024 to June 1, 2029"),
        "governing_law": FQ("the laws of the State of Idaho", p_law, "the laws of the State of Idaho"),
        "late_charge": FQ(
            "a late charge equal to five percent (5%) of the unpaid amount of such payment",
            p_late,
            "a late charge equal to five percent (5%) of the unpaid amount of such payment",
        ),
    }
    notes = (
        "US loan modification and extension agreement (USD) under Idaho law. borrower and lender as named in "
        "the opening paragraph (the guarantor is a distractor). agreement_date is the as-of date of this "
        "agreement (the Effective Date); the original note, deed of trust, guaranty, first payment and "
        "notary "
        "dates are distractors. principal_amount is the Modified Principal Amount of the note after the "
        "increase (the unpaid balance plus the Additional Advance, sum), not the original note amount. "
        "interest_rate is the new variable rate as printed (the 6.25% floor and the superseded fixed rate "
        "are "
        "distractors). maturity_date is the extended Maturity Date, not the original one. late_charge is the "
        "5% late charge; the Default Rate is default interest. governing_law the laws of the State of Idaho."
    )
    sums = [
        SUM(
            "unpaid balance + Additional Advance = Modified Principal Amount",
            [
                (
                    1,
                    TQ(
                        "unpaid principal balance",
                        L["bal"],
                        p_bal,
                        f"the unpaid principal balance of the Note is {usd(bal)}",
                    ),
                ),
                (1, TQ("Additional Advance", L["adv"], p_mod, f"the additional sum of {usd(adv)}")),
            ],
            "principal_amount",
        )
    ]
    return p, fields, notes, sums
