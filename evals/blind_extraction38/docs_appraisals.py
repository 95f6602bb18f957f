"""Appraisal builders for blind_extraction38 (2 documents).  Every property,
person, value, date and address is invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet


def euro(x):
    return "€" + fmt(x, ",", ".", 0)


def sgd(x):
    return "S$" + fmt(x, ",", ".", 0)


def strip(s, title, size=8, fill=0.85):
    """A shaded section heading across the page."""
    s.skip(4)
    s.p.shade(s.x - 4, s.y - size - 3, s.xr + 4, s.y + 3.5, fill)
    s.t(title, size, True)


def pair(s, k, v, xv=220, size=8):
    """Caption at the margin, value at xv; returns 'caption value'."""
    s.p.text(s.x, s.y, k, size, color=GREY)
    s.p.text(xv, s.y, v, size, True)
    s.y += size * 1.6
    return f"{k} {v}"


# ===== 1 Irish residential mortgage valuation report (EUR, d Month yyyy): a detached two-storey house bought
# by two
# applicants from a lender; the living accommodation's floor area in sq m and sq ft vs a detached garage;
# purchase price, reinstatement cost and comparable sales as distractors (comparables' adjusted values, sums);
# inspection, valuation and report dates; the valuer's signature and a reviewer
@doc(
    "b38_appr_ie_residential_mortgage_valuation", "appraisal", "14 Ashgrove Lawn Kilcolgan mortgage valuation"
)
def appr_ie():
    L = dict(
        val=476500,
        gla=1636,
        c1=467850,
        c2=511350,
        c3=458900,
        a1=10650,
        a2=-31850,
        a3=13250,
    )
    p = Pdf(ttf=True, w=595, h=842)
    s = Sheet(p, x=50, xr=545, top=56, size=8)
    s.t("RESIDENTIAL MORTGAGE VALUATION REPORT", 14, True)
    s.t("Prepared in accordance with the SCSI Valuation Professional Standards", 7.6, color=GREY)
    s.skip(4)
    strip(s, "1. INSTRUCTION")
    q_cl = pair(s, "Lender / client", "Liffey Mutual Bank DAC")
    pair(s, "Lender reference", "LMB-MTG-552814")
    pair(s, "Applicant(s)", "Ciarán Breathnach and Aoife Breathnach")
    pair(s, "Purpose", "Mortgage security (house purchase)")
    strip(s, "2. PROPERTY")
    q_ad = pair(s, "Property address", "14 Ashgrove Lawn, Kilcolgan, Co. Galway H91 K7P2")
    q_ty = pair(s, "Property type", "Detached two-storey house")
    pair(s, "Year built / BER", "2021 / B2 (BER cert. 118204557)")
    pair(s, "Ground floor", "Hall, living room, kitchen/dining, utility, WC")
    pair(s, "First floor", "Four bedrooms (one en suite), family bathroom")
    q_fa = pair(s, "Floor area (living accommodation)", "152 sq m (1,636 sq ft)")
    pair(s, "Outbuildings", "Detached garage 24 sq m (258 sq ft), not included in the floor area")
    pair(s, "Site", "approx. 0.21 ha, freehold, private treatment system")
    strip(s, "3. TRANSACTION")
    pair(s, "Agreed purchase price", euro(495000))
    pair(s, "Sale agreed", "10 March 2025 (private treaty)")
    strip(s, "4. COMPARABLE EVIDENCE")
    cols = [50, 250, 330, 400, 470, 545]
    s.row(
        [
            (50, "Address"),
            (250, "Sale date"),
            (330, "Floor area"),
            (440, "Price", "r"),
            (500, "Adjust.", "r"),
            (545, "Adjusted", "r"),
        ],
        7.2,
        True,
    )
    comps = [
        ("3 Ashgrove Lawn, Kilcolgan", "14/11/2024", "146 sq m", L["c1"], L["a1"]),
        ("Cnoc na Gréine, Clarinbridge", "22/01/2025", "171 sq m", L["c2"], L["a2"]),
        ("27 Dún Aengus Park, Oranmore", "05/02/2025", "139 sq m", L["c3"], L["a3"]),
    ]
    qc = []
    for a, d_, fa, pr, adj in comps:
        q = s.row(
            [
                (50, a),
                (250, d_),
                (330, fa),
                (440, euro(pr), "r"),
                (500, ("+" if adj > 0 else "-") + euro(abs(adj)), "r"),
                (545, euro(pr + adj), "r"),
            ],
            7.2,
        )
        qc.append(q)
    del cols
    strip(s, "5. VALUATION")
    q_mv = pair(
        s, "Market value", f"{euro(L['val'])} (four hundred and seventy-six thousand five hundred euro)"
    )
    pair(s, "Reinstatement cost (insurance)", euro(412000))
    q_vd = pair(s, "Valuation date", "27 March 2025")
    pair(s, "Date of inspection", "27 March 2025")
    pair(s, "Report date", "1 April 2025")
    s.skip(4)
    s.para(
        "The property is considered suitable security for mortgage purposes. The valuation assumes vacant "
        "possession and good and marketable title. The market value is below the agreed purchase price.",
        7.6,
    )
    strip(s, "6. VALUER")
    q_va = pair(s, "Valuer", "Orla Mac Giolla MSCSI MRICS, Registered Valuer No. 4417")
    pair(s, "Firm", "Mac Giolla & Rowe Chartered Surveyors, Eyre Square, Galway")
    pair(s, "Signature", "Orla Mac Giolla (signed electronically)")
    pair(s, "Reviewed by", "Fergal Rowe FSCSI (panel manager)")
    s.y = 810
    s.t("Liffey Mutual Bank DAC panel valuation · page 1 of 1", 6.6, x=297, align="c", color=GREY)
    same(L["val"], D(476500), "val")
    fields = {
        "property_address": F("14 Ashgrove Lawn, Kilcolgan, Co. Galway H91 K7P2", 1, q_ad),
        "property_type": F("single_family", 1, q_ty),
        "appraised_value": F(L["val"], 1, q_mv),
        "effective_date": F("2025-03-27", 1, q_vd),
        "appraiser_name": F("Orla Mac Giolla", 1, q_va),
        "client_name": F("Liffey Mutual Bank DAC", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_fa),
    }
    notes = (
        "Irish residential mortgage valuation report, EUR, dates d Month yyyy (comparables dd/mm/yyyy). A "
        "detached two-storey house: property_type single_family. appraised_value the market value (the "
        "agreed "
        "purchase price, the reinstatement cost and the comparable prices are distractors); effective_date "
        "the "
        "valuation date (equal to the inspection date; the sale-agreed and report dates are distractors). "
        "appraiser_name the valuer who signed, without designations (the reviewer is not the appraiser); "
        "client_name the lender, not the applicants. gross_living_area_sqft is the living accommodation's "
        "floor area printed in square feet (the garage is excluded)."
    )
    sums = [
        SUM(
            f"comparable {i + 1}: price + adjustment = adjusted",
            [(1, T("price", c[3], 1, qc[i])), (1, T("adjustment", c[4], 1, qc[i]))],
            T("adjusted", c[3] + c[4], 1, qc[i]),
        )
        for i, c in enumerate(comps)
    ]
    return p, fields, notes, sums


# ===== 2 Singapore valuation report on a single-user industrial factory for a bank (SGD, d Month yyyy): JTC
# leasehold with a commencement date and term but no expiry date printed; land area and gross floor area in sq
# m
# and sq ft (no living area); direct comparison and income approaches with an income build-up (sum) reconciled
# to the market value; forced-sale value as a distractor; licensed appraiser and countersigning director
@doc("b38_appr_sg_jtc_industrial_factory_bank", "appraisal", "31 Tuas View Circuit industrial valuation")
def appr_sg():
    L = dict(
        val=18580000,
        rent=1862300,
        outg=279345,
        noi=1582955,
        cap=18623000,
    )
    p = Pdf(w=595, h=842)
    s = Sheet(p, x=52, xr=543, top=58, size=8)
    s.t("VALUATION REPORT", 15, True)
    s.t(
        "Harbourfront Valuers & Consultants Pte Ltd · 9 Raffles Place #28-04 · Singapore 048619",
        7.4,
        color=GREY,
    )
    s.skip(6)
    strip(s, "SUMMARY")
    q_cl = pair(s, "Client", "Straits Harbour Bank Limited (Corporate Banking)")
    pair(s, "Registered owner", "Kestrel Precision Engineering Pte Ltd")
    pair(s, "Purpose", "Mortgage financing")
    q_ad = pair(s, "Property", "31 Tuas View Circuit, Singapore 637618")
    q_ty = pair(s, "Property type", "Single-user detached industrial factory (B2)")
    pair(s, "Tenure", "JTC leasehold of 30 years commencing 16 April 2021")
    pair(s, "Land area", "8,412.6 sq m (90,553 sq ft)")
    pair(s, "Gross floor area", "10,118.3 sq m (108,912 sq ft)")
    pair(s, "Temporary Occupation Permit", "issued 9 September 2022")
    pair(s, "Date of inspection", "20 August 2024")
    q_vd = pair(s, "Date of valuation", "22 August 2024")
    strip(s, "VALUATION APPROACHES")
    s.para(
        "Direct comparison method: recent transactions of B2 factories in Tuas with 24 to 30 years of "
        "remaining "
        "lease indicate S$165 to S$178 per sq ft of gross floor area; we adopt S$171 per sq ft, indicating "
        "S$18,624,000.",
        7.8,
    )
    rent, outg = D(L["rent"]), D(L["outg"])
    same(L["outg"], (rent * D("0.15")).quantize(D(1)), "outg")
    noi = rent - outg
    same(L["noi"], noi, "noi")
    cap = (noi / D("0.085")).quantize(D(1000))
    same(L["cap"], cap, "cap")
    s.t("Income capitalisation method:", 7.8, True)
    q_r = s.row(
        [(70, "Gross annual rent (market rent S$1.42 per sq ft per month on GFA)"), (543, sgd(rent), "r")],
        7.8,
    )
    q_o = s.row(
        [
            (70, "Less: outgoings at 15% (land rent, property tax, maintenance)"),
            (543, "(" + fmt(outg, ",", ".", 0) + ")", "r"),
        ],
        7.8,
    )
    q_n = s.row([(70, "Net annual income"), (543, sgd(noi), "r")], 7.8, True)
    q_c = s.row([(70, "Capitalised at 8.5% for the unexpired term, say"), (543, sgd(cap), "r")], 7.8)
    strip(s, "OPINION OF VALUE")
    q_mv = pair(s, "Market value (as is, with vacant possession)", sgd(L["val"]), 280)
    pair(s, "Forced sale value", sgd(14900000), 280)
    s.para(
        "Having regard to both methods, we are of the opinion that the market value of the property as at 22 "
        "August 2024 is S$18,580,000 (Singapore Dollars Eighteen Million Five Hundred and Eighty Thousand "
        "Only). The "
        "property is an industrial building; it contains no residential accommodation.",
        7.8,
    )
    strip(s, "VALUERS")
    q_va = s.row([(52, "Tan Mei Xuan, MSISV, Licensed Appraiser No. AD041-0318J")], 8)
    s.row([(52, "Director, Harbourfront Valuers & Consultants Pte Ltd · signed 28 August 2024")], 7.6)
    s.skip(4)
    s.row(
        [
            (
                52,
                "Countersigned: Gerald Ong Kah Seng, FSISV, Licensed Appraiser No. AD041-0227K, Managing "
                "Director",
            )
        ],
        7.6,
    )
    s.y = 810
    s.t("This report is for the use of the client only. Page 1 of 1.", 6.6, x=297, align="c", color=GREY)
    fields = {
        "property_address": F("31 Tuas View Circuit, Singapore 637618", 1, q_ad),
        "property_type": F("industrial", 1, q_ty),
        "appraised_value": F(L["val"], 1, q_mv),
        "effective_date": F("2024-08-22", 1, q_vd),
        "appraiser_name": F("Tan Mei Xuan", 1, q_va),
        "client_name": F("Straits Harbour Bank Limited", 1, q_cl),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Singapore valuation report on a single-user B2 industrial factory for mortgage financing, SGD "
        "('S$'), "
        "dates d Month yyyy. property_type industrial. appraised_value the market value (the "
        "direct-comparison "
        "and income indications and the forced sale value are distractors; the income build-up is a sum); "
        "effective_date the date of valuation (inspection, TOP, lease-commencement and signing dates are "
        "distractors). appraiser_name the licensed appraiser who signed, without designations, not the "
        "countersigning managing director; client_name the bank, not the registered owner. The property "
        "has no "
        "living accommodation (the land area and gross floor area are not living area), so "
        "gross_living_area_sqft is null."
    )
    sums = [
        SUM(
            "rent - outgoings = net income",
            [(1, T("gross rent", L["rent"], 1, q_r)), (1, T("outgoings", -L["outg"], 1, q_o))],
            T("net income", L["noi"], 1, q_n),
        ),
    ]
    del q_c
    return p, fields, notes, sums
