"""Appraisal builders for blind_extraction36 (2 documents).  Every property,
person, value, date and address is invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet


def money(x):
    return "$" + fmt(x, ",", ".", 0)


def adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + money(abs(x))


def section(s, title, fill=0.84):
    s.p.shade(s.x - 5, s.y - 9, s.xr + 5, s.y + 3, fill)
    s.t(title, 8, True)
    s.skip(1)


def pairs_row(s, items, size=7.6):
    """Several 'label: value' cells on one line; items [(x, label, value)]; returns the line text."""
    return s.row([(x, f"{k} {v}".strip()) for x, k, v in items], size)


# ===== 1 Canadian residential appraisal report (Manitoba, CAD, ISO dates): a detached bungalow bought by the
# borrowers; credit-union client vs borrowers, vendor and a research assistant; above-grade living area in
# square feet and square metres vs the finished basement, lot size and the comparables' areas; purchase price
# and assessment as distractors; direct comparison with three sales (sale price plus net adjustment = adjusted
# price); cost approach; effective date vs inspection, offer, report and licence dates
@doc(
    "b36_appr_ca_mb_residential_bungalow", "appraisal", "57 Larchdale Crescent Winnipeg residential appraisal"
)
def appr_ca():
    L = dict(
        val=474500,
        gla=1307,
        c1=463900,
        c2=449750,
        c3=486900,
        a1=10450,
        a2=14450,
        a3=-16450,
        j1=474350,
        j2=464200,
        j3=470450,
    )
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=46, xr=566, top=48, size=7.6)
    s.row([(46, "RESIDENTIAL APPRAISAL REPORT", "l"), (566, "File No. WPG-23-0584", "r")], 12, True)
    s.t(
        "Prepared by Red River Valuation Group Ltd. · 1180 Pembina Highway, Winnipeg, MB R3T 2B4",
        7.2,
        color=GREY,
    )
    s.skip(6)
    section(s, "CLIENT AND ASSIGNMENT")
    q_client = pairs_row(
        s,
        [
            (46, "Client:", "Assiniboine Valley Credit Union Limited"),
            (330, "Client reference:", "MTG-7731-04"),
        ],
    )
    pairs_row(
        s,
        [
            (46, "Client address:", "400 Portage Avenue, Suite 900, Winnipeg, MB R3C 0C3"),
            (330, "Attention:", "Mortgage Lending Centre"),
        ],
    )
    pairs_row(
        s, [(46, "Intended use:", "first mortgage financing"), (330, "Intended user:", "the client only")]
    )
    pairs_row(
        s,
        [
            (46, "Borrowers / purchasers:", "Jaspreet Fairweather and Colin Fairweather"),
            (330, "Vendor:", "Lorraine Dubé"),
        ],
    )
    pairs_row(
        s,
        [
            (46, "Purchase price:", "$468,500"),
            (170, "Offer accepted:", "2023-04-28"),
            (330, "Possession date:", "2023-06-30"),
        ],
    )
    s.skip(4)
    section(s, "SUBJECT PROPERTY")
    q_addr = s.t("Address: 57 Larchdale Crescent, Winnipeg, MB R2V 3K8", 8.4, True)
    pairs_row(
        s,
        [
            (46, "Legal description:", "Lot 14, Block 3, Plan 21847 WLTO"),
            (330, "Roll No.:", "04-118-263-500"),
        ],
    )
    pairs_row(
        s,
        [
            (46, "Assessed value:", "$412,000"),
            (170, "Property taxes:", "$4,318"),
            (330, "Zoning:", "R1-M residential single-family"),
        ],
    )
    pairs_row(
        s,
        [
            (46, "Site:", "50 ft x 115 ft, 5,750 sq. ft., interior lot"),
            (330, "Services:", "municipal water, sewer, natural gas"),
        ],
    )
    s.skip(4)
    section(s, "IMPROVEMENTS")
    q_type = pairs_row(
        s, [(46, "Building type:", "detached bungalow (single-family dwelling)"), (330, "Storeys:", "1")]
    )
    pairs_row(
        s,
        [
            (46, "Actual age:", "38 years"),
            (170, "Effective age:", "22 years"),
            (330, "Remaining economic life:", "38 years"),
        ],
    )
    q_gla = pairs_row(
        s,
        [
            (46, "Living area (above grade):", "1,307 sq. ft. (121.4 m²)"),
            (330, "Rooms / bedrooms / baths:", "6 / 3 / 1"),
        ],
    )
    pairs_row(
        s,
        [
            (46, "Basement:", "full, 85 % finished, 1,090 sq. ft., 1 bedroom, 1 bath"),
            (330, "Garage:", "detached double, 24 ft x 24 ft"),
        ],
    )
    pairs_row(
        s,
        [
            (46, "Condition:", "average to good; kitchen updated, shingles replaced"),
            (330, "Heating:", "forced-air gas, high efficiency"),
        ],
    )
    s.skip(4)
    section(s, "DIRECT COMPARISON APPROACH")
    cx = [46, 200, 300, 400, 500]
    hdr = ["", "Subject", "Sale 1", "Sale 2", "Sale 3"]
    s.p.shade(42, s.y - 9, 570, s.y + 3, 0.92)
    s.row([(x, t) for x, t in zip(cx, hdr, strict=True)], 7.4, True)
    comps = [
        ("Address", ["57 Larchdale Cres.", "22 Kirkbridge Dr.", "140 Marchand Rd.", "9 Ashbourne Bay"]),
        ("Sale price", ["$468,500", "$463,900", "$449,750", "$486,900"]),
        ("Sale date", ["(offer 2023-04-28)", "2023-03-17", "2023-02-09", "2023-04-21"]),
        ("Days on market", ["12", "9", "31", "6"]),
        ("Living area (sq. ft.)", ["1,307", "1,216", "1,302", "1,347"]),
        ("Actual age (years)", ["38", "41", "36", "35"]),
        ("Basement finish", ["85 %", "full", "partial", "full"]),
        ("Garage", ["double det.", "single det.", "double det.", "double att."]),
    ]
    rows = {}
    for label, vals in comps:
        rows[label] = s.row(
            [(46, label)] + [(x, v) for x, v in zip(cx[1:], vals, strict=True)], 7.2, lead=10.6
        )
    q_price = rows["Sale price"]
    prices = [D(463900), D(449750), D(486900)]
    adjs = [
        [("Living area", 5250), ("Garage", 6500), ("Basement", -2500), ("Age", 1200)],
        [("Living area", 650), ("Basement", 7000), ("Location", 4500), ("Time", 2300)],
        [("Living area", -1650), ("Garage", -8000), ("Condition", -5500), ("Age", -1300)],
    ]
    nets = [sum((D(v) for _, v in a), D(0)) for a in adjs]
    adjusted = [pp + n for pp, n in zip(prices, nets, strict=True)]
    for k in range(4):
        cells = [(46, "Adjustments" if k == 0 else "")]
        for i, a in enumerate(adjs):
            cells.append((cx[i + 2], f"{a[k][0]} {adj(a[k][1])}"))
        s.row(cells, 7, lead=10.4)
    q_net = s.row([(46, "Net adjustment")] + [(cx[i + 2], adj(n)) for i, n in enumerate(nets)], 7.4, True)
    q_adj = s.row(
        [(46, "Adjusted sale price")] + [(cx[i + 2], money(v)) for i, v in enumerate(adjusted)], 7.4, True
    )
    s.skip(2)
    s.para(
        "Most weight is placed on Sale 1 and Sale 2, which required the least adjustment; Sale 3 is an "
        "attached-"
        "garage home on a premium bay and sets the upper limit. Indicated value by direct comparison: "
        "$474,500.",
        7.4,
    )
    val = D(474500)
    # ------------------------------------------------------------ page 2
    s.new_page()
    s.row([(46, "RESIDENTIAL APPRAISAL REPORT", "l"), (566, "File No. WPG-23-0584 · page 2", "r")], 9, True)
    s.skip(6)
    section(s, "COST APPROACH (supporting)")
    for k, v in (
        ("Land value (direct comparison of lot sales)", "$148,000"),
        ("Replacement cost new: dwelling 1,307 sq. ft. at $262 per sq. ft.", "$342,434"),
        ("Basement finish and garage", "$58,200"),
        ("Less depreciation (effective age 22 of 60 years)", "-$144,400"),
        ("Site improvements", "$12,500"),
        ("Indicated value by the cost approach (rounded)", "$416,700"),
    ):
        s.row([(46, k), (420, v, "r")], 7.6)
    s.skip(6)
    section(s, "RECONCILIATION AND FINAL ESTIMATE OF VALUE")
    s.para(
        "The direct comparison approach best reflects the actions of buyers and sellers for owner-occupied "
        "bungalows in this neighbourhood and is given most weight; the cost approach supports the lower end "
        "of "
        "the range. The purchase price of $468,500 falls within the range of adjusted sales.",
        7.8,
    )
    q_val = s.t(f"ESTIMATED MARKET VALUE OF THE SUBJECT PROPERTY: {money(val)}", 10, True)
    q_eff = s.t("Effective date of the appraisal: 2023-05-16 (date of inspection)", 8.6, True)
    s.t("Date of report: 2023-05-19 · Exposure time: 30 to 60 days", 8)
    s.skip(8)
    section(s, "ASSUMPTIONS AND LIMITING CONDITIONS (extract)")
    s.para(
        "This report is prepared for the client named above for mortgage financing and may not be relied "
        "upon by any other party. The appraiser has no present or prospective interest in the property. "
        "Areas were measured on site from exterior dimensions; the finished basement is not included in the "
        "above-grade living area.",
        7.6,
    )
    s.skip(6)
    section(s, "CERTIFICATION AND SIGNATURE")
    s.para(
        "I certify that I personally inspected the subject property on 2023-05-16, that the statements of "
        "fact "
        "in this report are true and correct, and that the analyses and conclusions are my own. Owen "
        "Petrakis, a "
        "candidate member, provided research assistance and did not sign this report.",
        7.6,
    )
    s.skip(14)
    s.t("______________________________", 8)
    q_sig = s.t("Appraiser: Marguerite Lindqvist, AACI, P.App", 8.6, True)
    s.t("Designation no. 904218 · Licence valid to 2024-03-31 · Signed 2023-05-19", 7.6)
    for k, v in dict(c1=prices[0], c2=prices[1], c3=prices[2], a1=nets[0], a2=nets[1], a3=nets[2]).items():
        same(L[k], v, k)
    for k, v in dict(j1=adjusted[0], j2=adjusted[1], j3=adjusted[2], val=val).items():
        same(L[k], v, k)
    fields = {
        "property_address": F("57 Larchdale Crescent, Winnipeg, MB R2V 3K8", 1, q_addr),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(L["val"], 2, q_val),
        "effective_date": F("2023-05-16", 2, q_eff),
        "appraiser_name": F("Marguerite Lindqvist", 2, q_sig),
        "client_name": F("Assiniboine Valley Credit Union Limited", 1, q_client),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "Canadian residential appraisal report (Manitoba), CAD, dates yyyy-mm-dd. property_address is the "
        "subject's address (the comparables' addresses and the client's are distractors); property_type "
        "single_family (a detached bungalow). appraised_value is the estimated market value in the "
        "reconciliation, not the purchase price, assessed value, cost-approach value or the comparables; "
        "effective_date is the effective date (date of inspection), not the offer, possession, sale, report "
        "or licence dates. appraiser_name is the signing appraiser without designations, not the research "
        "assistant; client_name the credit union, not the borrowers or the vendor. gross_living_area_sqft is "
        "the above-grade living area in square feet (not the square-metre figure, the basement, the lot or "
        "the comparables). Comparable sale prices plus net adjustments give the adjusted prices (sums)."
    )
    sums = [
        SUM(
            f"Sale {i + 1} price + net adjustment = adjusted price",
            [
                (1, T(f"sale {i + 1} price", L[f"c{i + 1}"], 1, q_price)),
                (1, T(f"sale {i + 1} net adjustment", L[f"a{i + 1}"], 1, q_net)),
            ],
            T(f"sale {i + 1} adjusted price", L[f"j{i + 1}"], 1, q_adj),
        )
        for i in range(3)
    ]
    return p, fields, notes, sums


# ===== 2 US appraisal report of a vacant land tract (Kansas, USD, written and mm/dd/yyyy dates): a 63.48-acre
# tract with no situs address, identified by road corner and legal description; site area also in square feet;
# agricultural lender as client vs the purchaser-borrower and the owner trust; a purchase contract price as a
# distractor; sales comparison per acre with four land sales (price per acre plus net adjustment = adjusted
# price per acre); highest and best use; extraordinary assumption; effective date vs inspection, contract,
# report and licence dates; no building, hence no living area
@doc(
    "b36_appr_us_ks_vacant_land_tract",
    "appraisal",
    "Prairie Ridge Road tract Cottonwood Bend KS land appraisal",
)
def appr_ks():
    L = dict(
        val=1184500,
        p1=1433360,
        p2=891540,
        p3=1097920,
        p4=2344950,
        n1=57334,
        n2=-89154,
        n3=65875,
        n4=234495,
        j1=1490694,
        j2=802386,
        j3=1163795,
        j4=2579445,
    )
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=54, xr=558, top=56, size=8.2)
    s.t("APPRAISAL REPORT", 15, True, align="c")
    s.t("Vacant Land – 63.48 Acres", 11, True, align="c")
    s.skip(6)
    q_addr = s.t(
        "Southwest corner of Prairie Ridge Road and County Road 410, Cottonwood Bend, Kansas 67135",
        9,
        True,
        align="c",
    )
    s.t("Harvey County · Parcel ID 041-22-0-00-00-003.01", 8, align="c", color=GREY)
    s.skip(12)
    section(s, "SUMMARY OF SALIENT FACTS")
    facts = [
        ("Client / intended user", "Smoky River Agricultural Credit Association"),
        ("Client file", "SRACA-LN-22-3309"),
        ("Intended use", "collateral evaluation for a proposed land acquisition loan"),
        ("Borrower / purchaser", "Prairie Ridge Development, LLC"),
        ("Owner of record", "Wendell and Ilse Brandt Revocable Trust"),
        ("Property type", "vacant agricultural land with light-industrial potential"),
        ("Legal description", "Tract B in the NE/4 of Section 22, Township 23 South, Range 1 West"),
        ("Site area", "63.48 acres (2,765,189 square feet) per survey"),
        ("Zoning", "A-1 Agricultural; rezoning to I-1 Light Industrial requested"),
        ("Flood zone", "Zone X (outside the 0.2% annual chance floodplain)"),
        ("Improvements", "none; perimeter fence and a gravel field entrance only"),
        ("Purchase contract", "dated 07/11/2022 at $1,215,000, contingent on financing and rezoning"),
        ("Prior sales", "no transfer of the subject within the past three years"),
        ("Date of inspection", "08/23/2022"),
        ("Effective date of value", "August 23, 2022"),
        ("Date of report", "September 2, 2022"),
        ("Highest and best use", "agricultural use, holding for future industrial development"),
    ]
    q_facts = {k: s.row([(54, k, "l"), (230, v, "l")], 8) for k, v in facts}
    s.skip(6)
    section(s, "FINAL OPINION OF VALUE")
    val = D(1184500)
    q_val = s.t(f"Market value of the fee simple interest, as is: {money(val)}", 10, True)
    s.t("(ONE MILLION ONE HUNDRED EIGHTY-FOUR THOUSAND FIVE HUNDRED DOLLARS)", 8.4)
    s.skip(4)
    s.para(
        "Extraordinary assumption: the site is assumed to be free of environmental contamination; no Phase I "
        "assessment was provided. Hypothetical condition: none. The value does not assume the requested "
        "rezoning; the contract price reflects the buyer's expectation of industrial zoning and exceeds the "
        "market value as is.",
        7.8,
    )
    # ------------------------------------------------------------ page 2
    s.new_page()
    s.row(
        [(54, "Appraisal Report – 63.48 acres, Cottonwood Bend, Kansas", "l"), (558, "Page 2", "r")], 8, True
    )
    s.skip(6)
    section(s, "SALES COMPARISON APPROACH – PRICE PER ACRE")
    cx = [54, 196, 250, 330, 400, 480, 558]
    heads_ = ["Sale", "Date", "Acres", "Sale price", "Net adj.", "Adjusted price", "Adjusted $/acre"]
    s.p.shade(50, s.y - 9, 562, s.y + 3, 0.92)
    s.row([(cx[0], heads_[0])] + [(x, t, "r") for x, t in zip(cx[1:], heads_[1:], strict=True)], 7.4, True)
    sales = [
        (
            "1 Hesston Rd & 12th St",
            "03/14/2022",
            "80.00",
            1433360,
            [("location", 5), ("size", 3), ("access", -4)],
        ),
        (
            "2 US-50 frontage tract",
            "11/29/2021",
            "41.27",
            891540,
            [("frontage", -12), ("size", -4), ("time", 6)],
        ),
        ("3 Meadowlark Ln parcel", "05/06/2022", "58.90", 1097920, [("utilities", 4), ("time", 2)]),
        (
            "4 County Rd 395 quarter",
            "01/18/2022",
            "157.20",
            2344950,
            [("size", 9), ("soils", -3), ("time", 4)],
        ),
    ]
    q_ppa = []
    ppa_l, net_l, adj_l = [], [], []
    for name, dt, ac, price, adjs in sales:
        pct_ = sum(a for _, a in adjs)
        net = (D(price) * pct_ / 100).quantize(D(1))
        adjd = D(price) + net
        ppa_l.append(D(price))
        net_l.append(net)
        adj_l.append((adjd / D(ac)).quantize(D(1)))
        row = s.row(
            [
                (cx[0], name),
                (cx[1], dt, "r"),
                (cx[2], ac, "r"),
                (cx[3], money(price), "r"),
                (cx[4], adj(net), "r"),
                (cx[5], money(adjd), "r"),
                (cx[6], money(adj_l[-1]), "r"),
            ],
            7.6,
        )
        q_ppa.append((row, adjd))
        s.row(
            [(cx[0] + 10, "adjustments: " + ", ".join(f"{k} {'+' if a > 0 else ''}{a}%" for k, a in adjs))],
            6.8,
            lead=11,
        )
    s.skip(4)
    lo, hi = min(adj_l), max(adj_l)
    s.para(
        f"Adjusted prices range from {money(lo)} to {money(hi)} per acre. Sales 1 and 3, the most similar in "
        "size and zoning, are weighted most. A value of $18,660 per acre is concluded.",
        7.8,
    )
    conc = D("63.48") * 18660
    s.row([(54, "63.48 acres x $18,660 per acre"), (420, money(conc), "r")], 8.2)
    s.row([(54, "Market value as is, rounded"), (420, money(val), "r")], 8.2, True)
    s.skip(8)
    section(s, "RECONCILIATION")
    s.para(
        "The cost and income approaches were not developed: the subject is vacant land that is not typically "
        "leased for income beyond cash rent of about $95 per acre, and buyers of comparable tracts rely on "
        "sales comparison. The sales comparison approach is given full weight.",
        7.8,
    )
    s.skip(6)
    section(s, "CERTIFICATION")
    s.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact in this report are "
        "true "
        "and correct; I have no interest in the subject property; my compensation is not contingent on the "
        "value reported; and I personally inspected the subject property on 08/23/2022. No one provided "
        "significant real property appraisal assistance to the person signing this certification.",
        7.8,
    )
    s.skip(16)
    s.t("______________________________", 8)
    q_sig = s.t("Thaddeus R. Kowalski, Certified General Real Property Appraiser", 8.6, True)
    s.t("Kansas certificate G-2716 · expires 06/30/2023 · Signed 09/02/2022", 7.8)
    s.t(
        "Heartland Land Valuation, LLC · 2200 North Rock Road, Suite 140, Wichita, Kansas 67226",
        7.8,
        color=GREY,
    )
    for i in range(4):
        for k, v in ((f"p{i + 1}", ppa_l[i]), (f"n{i + 1}", net_l[i]), (f"j{i + 1}", q_ppa[i][1])):
            same(L[k], v, k)
    same(L["val"], val, "val")
    fields = {
        "property_address": F(
            "Southwest corner of Prairie Ridge Road and County Road 410, Cottonwood Bend, Kansas 67135",
            1,
            q_addr,
        ),
        "property_type": F("land", 1, q_facts["Property type"]),
        "appraised_value": F(L["val"], 1, q_val),
        "effective_date": F("2022-08-23", 1, q_facts["Effective date of value"]),
        "appraiser_name": F("Thaddeus R. Kowalski", 2, q_sig),
        "client_name": F("Smoky River Agricultural Credit Association", 1, q_facts["Client / intended user"]),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "US appraisal report of a vacant land tract (Kansas), USD, dates written out and mm/dd/yyyy. "
        "property_address is the road-corner location printed as the subject's address (no street number "
        "exists; the parcel ID and legal description are distractors); property_type land. appraised_value "
        "is the market value as is, rounded (not the contract price, the unrounded acre calculation or the "
        "sales); effective_date the effective date of value (inspection the same day; contract, sale, "
        "report, "
        "signature and licence dates are distractors). appraiser_name the certified appraiser who signed; "
        "client_name the agricultural credit association, not the purchaser-borrower or the owner trust. The "
        "subject has no building, so no living area is printed and gross_living_area_sqft is null; the site "
        "area in square feet is land area, not living area. For each land sale, price per acre plus net "
        "adjustment = adjusted price (sums); the adjusted prices per acre are distractors."
    )
    sums = [
        SUM(
            f"Sale {i + 1} price + net adjustment = adjusted price",
            [
                (1, T(f"sale {i + 1} price", L[f"p{i + 1}"], 2, q_ppa[i][0])),
                (1, T(f"sale {i + 1} net adjustment", L[f"n{i + 1}"], 2, q_ppa[i][0])),
            ],
            T(f"sale {i + 1} adjusted price", L[f"j{i + 1}"], 2, q_ppa[i][0]),
        )
        for i in range(4)
    ]
    return p, fields, notes, sums
