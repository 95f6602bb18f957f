"""Appraisal builders for blind_extraction10 (2 documents).  All properties,
people, firms and figures are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from docs_loans import Flow
from pdfkit import US, Pdf, q

GREY = (0.35, 0.35, 0.35)


def usd(v):
    return "$" + US(v, 0)


def adj(v):
    """Grid adjustment: +6,500 / -11,500 / 0."""
    v = D(v)
    if v == 0:
        return "0"
    return ("+" if v > 0 else "-") + US(abs(v), 0)


def band(p, y, title, x0=28, x1=584):
    p.shade(x0, y, x1, y + 12, 0.3)
    p.text(x0 + 4, y + 9, title, 7.2, True, color=(1, 1, 1))
    return y + 12


def cells(p, y, h, row, vsize=7.8, lsize=5.8):
    """A row of form cells (x0, x1, label, value): label on top, value under it."""
    for x0, x1, lab, val in row:
        p.field_box(x0, y, x1, y + h, lab, val, vsize, lsize)
    return y + h


# ================================================================ 1 small residential income (2-4 unit) form
@doc(
    "b10_appr_form_triplex",
    "appraisal",
    "Small Residential Income Property Appraisal Report - 41 Linden Terrace, Burlington, VT",
)
def appr_form_triplex():
    p = Pdf()
    # ---------------- page 1
    p.new_page()
    p.text(306, 32, "Small Residential Income Property Appraisal Report", 12, True, align="c")
    p.text(584, 32, "File # CVA-25-1093", 7.5, align="r")
    p.wrap(
        28,
        46,
        556,
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and adequately "
        "supported, opinion of the market value of the subject property.",
        6.8,
    )
    y = band(p, 58, "SUBJECT")
    y = cells(
        p,
        y,
        21,
        [
            (28, 300, "Property Address", "41 Linden Terrace"),
            (300, 430, "City", "Burlington"),
            (430, 490, "State", "VT"),
            (490, 584, "Zip Code", "05401"),
        ],
    )
    y = cells(
        p,
        y,
        21,
        [
            (28, 220, "Borrower", "Ezra M. Whitcombe"),
            (220, 430, "Owner of Public Record", "Whitcombe, Ezra M."),
            (430, 584, "County", "Chittenden"),
        ],
    )
    y = cells(
        p,
        y,
        21,
        [
            (28, 300, "Legal Description", "Lot 14, Block C, Linden Heights Addition"),
            (300, 430, "Assessor's Parcel #", "044-3-118-000"),
            (430, 584, "Tax Year / R.E. Taxes $", "2025 / 11,904"),
        ],
    )
    y = cells(
        p,
        y,
        21,
        [
            (28, 220, "Neighborhood Name", "Old North End"),
            (220, 330, "Occupant", "Tenant"),
            (330, 430, "Property Rights Appraised", "Fee Simple"),
            (430, 584, "Assignment Type", "Refinance Transaction"),
        ],
    )
    y = cells(
        p,
        y,
        21,
        [
            (28, 260, "Lender/Client", "Champlain Valley Savings Bank"),
            (260, 584, "Address", "75 Pearl Street, Essex Junction, VT 05452"),
        ],
    )
    y = cells(
        p,
        y,
        21,
        [
            (28, 330, "Appraisal management company", "Green Mountain Appraisal Management, LLC"),
            (330, 584, "Offered for sale in the 12 months prior?", "No"),
        ],
    )
    y = band(p, y + 6, "NEIGHBORHOOD")
    y = cells(
        p,
        y,
        21,
        [
            (28, 130, "Location", "Urban"),
            (130, 230, "Built-Up", "Over 75%"),
            (230, 330, "Property Values", "Increasing"),
            (330, 450, "Present Land Use", "1-Unit 55% / 2-4 Unit 30%"),
            (450, 584, "Multi-Family / Commercial", "10% / 5%"),
        ],
    )
    y = band(p, y + 6, "SITE")
    y = cells(
        p,
        y,
        21,
        [
            (28, 130, "Dimensions", "50 x 140 ft"),
            (130, 230, "Area", "7,000 sf"),
            (230, 420, "Zoning Classification", "RL-W Residential Low Density"),
            (420, 584, "Zoning Compliance", "Legal Nonconforming"),
        ],
    )
    y = band(p, y + 6, "IMPROVEMENTS")
    y = cells(
        p,
        y,
        21,
        [
            (28, 180, "Units", "Three (3-unit multi-family)"),
            (180, 230, "Type", "Det."),
            (230, 300, "Design (Style)", "Triple-decker"),
            (300, 380, "Year Built", "1912"),
            (380, 470, "Effective Age (Yrs)", "25"),
            (470, 584, "Basement", "1,046 sf, unfinished"),
        ],
    )
    y += 10
    p.text(28, y + 8, "Unit breakdown (above grade)", 7.2, True)
    y += 14
    hdr = [
        (32, "Unit"),
        (170, "Rooms", "r"),
        (240, "Bedrooms", "r"),
        (310, "Baths", "r"),
        (420, "Gross Living Area", "r"),
        (540, "Monthly Rent (actual)", "r"),
    ]
    p.shade(28, y, 584, y + 12, 0.9)
    for c in hdr:
        p.text(c[0], y + 9, c[1], 7, True, align=c[2] if len(c) > 2 else "l")
    y += 12
    units = [
        ("Unit 1 (1st floor)", 5, 2, "1.0", 1046, 1650),
        ("Unit 2 (2nd floor)", 5, 2, "1.0", 982, 1725),
        ("Unit 3 (3rd floor)", 5, 2, "1.0", 982, 1600),
    ]
    gla = 0
    rent_actual = 0
    for u, r, bdr, ba, a, rent in units:
        p.row(
            y + 10,
            [
                (32, u),
                (170, str(r), "r"),
                (240, str(bdr), "r"),
                (310, ba, "r"),
                (420, US(a, 0), "r"),
                (540, usd(rent), "r"),
            ],
            7.8,
        )
        gla += a
        rent_actual += rent
        y += 13
    p.hline(y + 2, 28, 584, 0.5)
    p.row(
        y + 12,
        [
            (32, "Total"),
            (170, "15", "r"),
            (240, "6", "r"),
            (310, "3.0", "r"),
            (420, US(gla, 0), "r"),
            (540, usd(rent_actual), "r"),
        ],
        7.8,
        True,
    )
    y += 26
    p.text(28, y, f"{US(gla, 0)} Square Feet of Gross Building Living Area Above Grade", 8.2, True)
    y += 14
    y = p.wrap(
        28,
        y,
        556,
        "Additional features: enclosed front porches on all three levels, rear egress stairs (rebuilt 2019), "
        "detached two-car parking pad (no garage). Heating: gas-fired hot water, separate boilers per unit. "
        "Condition C4: typical wear; kitchens in Units 2 and 3 updated 2021. The unfinished basement (1,046 sf) "
        "houses utilities and tenant storage and is not included in the gross building living area.",
        7.4,
    )
    p.footer("Small Residential Income Property Appraisal Report - Page 1 of 3")
    # ---------------- page 2: sales comparison and rents
    p.new_page()
    p.text(306, 32, "Small Residential Income Property Appraisal Report", 10, True, align="c")
    p.text(584, 32, "File # CVA-25-1093", 7.5, align="r")
    y = band(p, 40, "SALES COMPARISON APPROACH")
    comps = [
        {
            "addr": "118 Elmwood Avenue",
            "prox": "0.41 miles NE",
            "price": 728000,
            "rent": 5100,
            "date": "s09/25; c08/25",
            "gla": 2880,
            "cond": "C4",
            "adj": [("GLA", 6500), ("Condition", 0), ("Parking", -5000)],
        },
        {
            "addr": "27 North Champlain Street",
            "prox": "0.28 miles W",
            "price": 765000,
            "rent": 5400,
            "date": "s07/25; c06/25",
            "gla": 3240,
            "cond": "C3",
            "adj": [("GLA", -11500), ("Condition", -15000), ("Parking", 0)],
        },
        {
            "addr": "302 North Avenue",
            "prox": "0.66 miles N",
            "price": 712000,
            "rent": 4950,
            "date": "s05/25; c04/25",
            "gla": 2964,
            "cond": "C4",
            "adj": [("Location", 15000), ("GLA", 2300), ("Parking", 8000)],
        },
    ]
    X = [28, 150, 250, 362, 474, 584]
    rows = [
        ("FEATURE", "SUBJECT", [f"COMPARABLE SALE # {i}" for i in (1, 2, 3)]),
        ("Address", "41 Linden Terrace", [c["addr"] for c in comps]),
        ("Proximity to Subject", "", [c["prox"] for c in comps]),
        ("Sale Price", "$ n/a (refinance)", [usd(c["price"]) for c in comps]),
        ("Gross Monthly Rent", usd(5250) + " (market)", [usd(c["rent"]) for c in comps]),
        ("Gross Rent Multiplier", "", [str(q(D(c["price"]) / c["rent"], 1)) for c in comps]),
        ("Price per Unit", "", [usd(c["price"] / 3) for c in comps]),
        ("Date of Sale/Time", "", [c["date"] for c in comps]),
        ("Condition", "C4", [c["cond"] for c in comps]),
        ("Gross Bldg. Living Area", US(gla, 0) + " sq.ft.", [US(c["gla"], 0) + " sq.ft." for c in comps]),
        ("Units / Total Rooms", "3 / 15", ["3 / 15", "3 / 16", "3 / 15"]),
    ]
    for i, (lab, subj, vals) in enumerate(rows):
        h = 15
        if i == 0:
            p.shade(X[0], y, X[-1], y + h, 0.88)
        p.rect(X[0], y, X[-1], y + h, 0.4)
        p.text(X[0] + 3, y + 10.5, lab, 7, i == 0)
        p.text(X[1] + 3, y + 10.5, subj, 7.2, i == 0)
        for j, v in enumerate(vals):
            p.text(X[2 + j] + 3, y + 10.5, v, 7.2, i == 0)
        y += h
    nets, adjusted = [], []
    for k in range(3):
        lab_row = [c["adj"][k] for c in comps]
        p.rect(X[0], y, X[-1], y + 15, 0.4)
        p.text(X[0] + 3, y + 10.5, f"Adjustment {k + 1}", 7)
        for j, (what, v) in enumerate(lab_row):
            p.text(X[2 + j] + 3, y + 10.5, what, 7.2)
            p.text(X[3 + j] - 4, y + 10.5, adj(v), 7.2, align="r")
        y += 15
    for c in comps:
        n = sum(v for _, v in c["adj"])
        nets.append(n)
        adjusted.append(c["price"] + n)
    for lab, vals, b in (
        ("Net Adjustment (Total)", [adj(n) for n in nets], False),
        ("Adjusted Sale Price of Comparables", [usd(a) for a in adjusted], True),
    ):
        p.rect(X[0], y, X[-1], y + 15, 0.4)
        p.text(X[0] + 3, y + 10.5, lab, 7, b)
        for j, v in enumerate(vals):
            p.text(X[3 + j] - 4, y + 10.5, v, 7.4, b, align="r")
        y += 15
    y += 14
    sca = 736000
    p.text(28, y, f"Indicated Value by Sales Comparison Approach $ {US(sca, 0)}", 8.6, True)
    y += 14
    y = p.wrap(
        28,
        y,
        556,
        "Summary: the three sales are triple-deckers within 0.7 mile that sold within six months. Comparable 2 "
        "is the most similar in layout but superior in condition; most weight is given to Comparables 1 and 2. "
        "Prior sale of subject: 06/14/2018 for $468,000 (Warranty Deed, Bk 1622 Pg 88); no transfer in the past "
        "three years.",
        7.4,
    )
    y = band(p, y + 8, "COMPARABLE RENT SCHEDULE / SUBJECT RENT SCHEDULE")
    rent_mkt = [1750, 1750, 1750]
    hdr = [
        (32, "Unit"),
        (200, "Lease expiration", "l"),
        (400, "Actual Rent", "r"),
        (540, "Opinion of Market Rent", "r"),
    ]
    p.shade(28, y, 584, y + 12, 0.9)
    for c in hdr:
        p.text(c[0], y + 9, c[1], 7, True, align=c[2] if len(c) > 2 else "l")
    y += 12
    for unit, exp, mr in zip(units, ("05/31/2026", "08/31/2026", "month-to-month"), rent_mkt, strict=True):
        u, rent = unit[0], unit[-1]
        p.row(y + 10, [(32, u), (200, exp), (400, usd(rent), "r"), (540, usd(mr), "r")], 7.8)
        y += 13
    p.hline(y + 2, 28, 584, 0.5)
    tot_mkt = sum(rent_mkt)
    p.row(
        y + 12,
        [(32, "Total Gross Monthly Rent"), (400, usd(rent_actual), "r"), (540, usd(tot_mkt), "r")],
        7.8,
        True,
    )
    y += 30
    p.wrap(
        28,
        y,
        556,
        "Utilities included in rent: water/sewer. Other monthly income: coin laundry approximately $60 (not "
        "included in the gross monthly rent used for the GRM). Vacancy in the Old North End is under 3%.",
        7.4,
    )
    p.footer("Small Residential Income Property Appraisal Report - Page 2 of 3")
    # ---------------- page 3: income, cost, reconciliation, certification
    p.new_page()
    p.text(306, 32, "Small Residential Income Property Appraisal Report", 10, True, align="c")
    p.text(584, 32, "File # CVA-25-1093", 7.5, align="r")
    y = band(p, 40, "INCOME APPROACH TO VALUE")
    grm = 142
    inc = tot_mkt * grm
    p.text(
        32,
        y + 14,
        f"Estimated Monthly Market Rent $ {US(tot_mkt, 0)}  X  Gross Rent Multiplier {grm}  =  $ {US(inc, 0)}  Indicated Value by Income Approach",
        7.8,
    )
    y += 22
    y = band(p, y + 6, "COST APPROACH TO VALUE (not required by Fannie Mae)")
    site = 165000
    dw = 3010 * 245
    bsmt = 1046 * 45
    porch = 18600
    new = dw + bsmt + porch
    dep = 188734
    depc = new - dep
    siteimp = 12000
    cost = site + depc + siteimp
    cost_rows = [
        ("Opinion of Site Value", usd(site)),
        (f"Dwelling {US(3010, 0)} Sq.Ft. @ $ 245", usd(dw)),
        (f"Basement {US(1046, 0)} Sq.Ft. @ $ 45", usd(bsmt)),
        ("Enclosed porches (3)", usd(porch)),
        ("Total Estimate of Cost-New", usd(new)),
        ("Less Physical Depreciation", "-" + usd(dep)),
        ("Depreciated Cost of Improvements", usd(depc)),
        ('"As-is" Value of Site Improvements', usd(siteimp)),
        ("Indicated Value By Cost Approach", usd(cost)),
    ]
    for i, (k, v) in enumerate(cost_rows):
        b = i in (4, 8)
        p.text(300, y + 12, k, 7.6, b)
        p.text(580, y + 12, v, 7.6, b, align="r")
        y += 11
    p.wrap(
        28,
        y - 88,
        260,
        "Source of cost data: Marshall & Swift, local builders. Quality rating Q4. Remaining economic life 35 "
        "years. Site value from four land sales and allocation; the cost approach is given least weight for a "
        "1912 building.",
        7.2,
    )
    y = band(p, y + 10, "RECONCILIATION")
    final = 740000
    for k, v in (
        ("Indicated Value by: Sales Comparison Approach", usd(sca)),
        ("Cost Approach (if developed)", usd(cost)),
        ("Income Approach (if developed)", usd(inc)),
    ):
        p.text(32, y + 12, k, 7.8)
        p.text(400, y + 12, v, 7.8, True, align="r")
        y += 12
    y = p.wrap(
        28,
        y + 16,
        556,
        'This appraisal is made "as is". Based on a complete visual inspection of the interior and exterior areas '
        "of the subject property, defined scope of work, statement of assumptions and limiting conditions, and "
        f"appraiser's certification, my (our) opinion of the market value, as defined, of the real property that is "
        f"the subject of this report is $ {US(final, 0)}, as of 10/09/2025, which is the date of inspection and the "
        "effective date of this appraisal.",
        7.8,
    )
    y = p.wrap(
        28,
        y + 4,
        556,
        "Significant real property appraisal assistance was provided by Dylan Marchetti, Appraiser Trainee "
        "(VT 080.0138804), who measured the building; he did not sign this report.",
        7.4,
    )
    y = band(p, y + 6, "APPRAISER")
    y0 = y
    left = [
        ("Signature", "/s/ Renata J. Okafor-Lindgren"),
        ("Name", "Renata J. Okafor-Lindgren"),
        ("Company Name", "Lake Champlain Valuation Group"),
        ("Company Address", "180 Battery Street, Burlington, VT 05401"),
        ("Telephone Number / Email", "(802) 555-0119 / rol@lcvaluation.example"),
        ("Date of Signature and Report", "10/16/2025"),
        ("Effective Date of Appraisal", "10/09/2025"),
        ("State Certification # / State", "080.0134271 / VT"),
        ("Expiration Date of Certification", "05/31/2026"),
    ]
    for k, v in left:
        y = cells(p, y, 19, [(28, 300, k, v)], 7.6, 5.6)
    y = y0
    right = [
        ("ADDRESS OF PROPERTY APPRAISED", "41 Linden Terrace, Burlington, VT 05401"),
        ("APPRAISED VALUE OF SUBJECT PROPERTY", "$ " + US(final, 0)),
        ("LENDER/CLIENT - Name", "Gregory T. Amsel, Loan Officer"),
        ("Company Name", "Champlain Valley Savings Bank"),
        ("Company Address", "75 Pearl Street, Essex Junction, VT 05452"),
        ("SUPERVISORY APPRAISER (ONLY IF REQUIRED)", ""),
        ("Name / Signature", ""),
        ("Did inspect subject property", "[ ] Yes  [ ] No"),
        ("State Certification #", ""),
    ]
    for k, v in right:
        y = cells(p, y, 19, [(300, 584, k, v)], 7.6, 5.6)
    p.footer("Small Residential Income Property Appraisal Report - Page 3 of 3")

    same(3010, gla, "GLA")
    same(745500, inc, "income approach")
    same(803120, new, "cost new")
    same(791386, cost, "cost approach")
    same(729500, adjusted[0], "comp 1")
    same(738500, adjusted[1], "comp 2")
    same(737300, adjusted[2], "comp 3")
    same(5250, tot_mkt, "market rent")
    fields = {
        "property_address": F(
            "41 Linden Terrace, Burlington, VT 05401",
            3,
            "ADDRESS OF PROPERTY APPRAISED 41 Linden Terrace, Burlington, VT 05401",
        ),
        "property_type": F("multifamily", 1, "Units Three (3-unit multi-family)"),
        "appraised_value": F(740000, 3, "APPRAISED VALUE OF SUBJECT PROPERTY $ 740,000"),
        "effective_date": F("2025-10-09", 3, "Effective Date of Appraisal 10/09/2025"),
        "appraiser_name": F("Renata J. Okafor-Lindgren", 3, "Name Renata J. Okafor-Lindgren"),
        "client_name": F("Champlain Valley Savings Bank", 1, "Lender/Client Champlain Valley Savings Bank"),
        "gross_living_area_sqft": F(3010, 1, "3,010 Square Feet of Gross Building Living Area Above Grade"),
    }
    notes = (
        "Form-style small residential income property (2-4 unit) appraisal of a three-unit triple-decker: "
        "property_type multifamily (the Units cell prints 'Three (3-unit multi-family)'). "
        "Form cells print the label above the value, so the page text reads 'label value'. GLA is the total of "
        "the unit grid, 3,010 sq ft of gross building living area above grade (units 1,046 + 982 + 982); the "
        "unfinished basement 1,046 sf, the site 7,000 sf and the comparables' areas are distractors. Values: "
        "reconciled market value $740,000 vs the sales comparison indication $736,000, the income approach "
        "$745,500 (rent $5,250 x GRM 142), the cost approach $791,386, the adjusted comparables and the 2018 "
        "prior sale $468,000. Effective date 10/09/2025 (date of inspection) vs the signature and report date "
        "10/16/2025 and the certification expiry. The signer is Renata J. Okafor-Lindgren; the appraiser trainee "
        "who assisted and did not sign, the loan officer (Lender/Client name line) and the AMC are distractors; "
        "the client is the bank. The borrower/owner is Ezra M. Whitcombe. The supervisory appraiser block is "
        "blank."
    )
    sums = [
        SUM(
            "comparable 1 adjusted",
            [
                (1, T("comp 1 sale price", 728000, 2, "Sale Price $ n/a (refinance) $728,000")),
                (1, T("comp 1 net adjustment", 1500, 2, "Net Adjustment (Total) +1,500")),
            ],
            T("comp 1 adjusted", 729500, 2, "Adjusted Sale Price of Comparables $729,500"),
        ),
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("comp 2 sale price", 765000, 2, "$728,000 $765,000")),
                (1, T("comp 2 net adjustment", -26500, 2, "+1,500 -26,500")),
            ],
            T("comp 2 adjusted", 738500, 2, "$729,500 $738,500"),
        ),
        SUM(
            "comparable 3 adjusted",
            [
                (1, T("comp 3 sale price", 712000, 2, "$765,000 $712,000")),
                (1, T("comp 3 net adjustment", 25300, 2, "-26,500 +25,300")),
            ],
            T("comp 3 adjusted", 737300, 2, "$738,500 $737,300"),
        ),
        SUM(
            "cost approach",
            [
                (1, T("site value", 165000, 3, "Opinion of Site Value $165,000")),
                (1, T("depreciated cost", 614386, 3, "Depreciated Cost of Improvements $614,386")),
                (1, T("site improvements", 12000, 3, "Value of Site Improvements $12,000")),
            ],
            T("cost approach", 791386, 3, "Indicated Value By Cost Approach $791,386"),
        ),
        SUM(
            "depreciation",
            [
                (1, T("cost new", 803120, 3, "Total Estimate of Cost-New $803,120")),
                (-1, T("physical depreciation", 188734, 3, "Less Physical Depreciation -$188,734")),
            ],
            T("depreciated cost", 614386, 3, "Depreciated Cost of Improvements $614,386"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 narrative appraisal of an industrial land tract
@doc(
    "b10_appr_narrative_land",
    "appraisal",
    "Appraisal Report - 48.62-acre industrial land tract, Hollis Creek Commerce Park, Georgetown, TX",
)
def appr_narrative_land():
    p = Pdf(612, 792, face="serif")
    acres = D("48.62")
    rate = 130000
    raw = acres * rate
    as_is = 6320000
    hypo = 7150000
    f = Flow(p, footer="Ellery Talbot Appraisal Partners - File ETA-25-0611 - Page {} of {}", top=60)
    # ---------------- letter of transmittal
    f.line("ELLERY TALBOT APPRAISAL PARTNERS", 13, True, align="c", lead=16)
    f.line(
        "Real Estate Valuation & Consulting \u00b7 1015 South Austin Avenue, Georgetown, Texas 78626",
        8.2,
        align="c",
        lead=26,
    )
    f.line("October 20, 2025", lead=20)
    for s in (
        "Mr. Calvin Rhee",
        "Vice President - Commercial Real Estate Lending",
        "Brazos Plains National Bank",
        "3300 Williams Drive, Georgetown, Texas 78628",
    ):
        f.line(s)
    f.space(10)
    f.para(
        "Re: Appraisal Report - 48.62-acre industrial land tract, Tract 3, Hollis Creek Commerce Park, 4600 "
        "Northgate Parkway, Georgetown, Williamson County, Texas 78626 (Our File No. ETA-25-0611)",
        bold=True,
    )
    f.para("Dear Mr. Rhee:")
    for s in (
        "At your request, we have prepared an appraisal of the above-referenced property. The purpose of the "
        "assignment is to develop an opinion of the As Is market value of the fee simple interest in the subject "
        "land, and a hypothetical market value as if the Northgate Parkway extension and the public water and "
        "wastewater lines to the tract were complete. The client is Brazos Plains National Bank; the intended "
        "user is the client; the intended use is underwriting of an acquisition loan. The property is owned by "
        "Hollis Creek Land Partners, Ltd. and is under contract for sale to Northgate Logistics Partners, LLC, "
        "the proposed borrower, for $6,800,000 (contract dated August 29, 2025).",
        "The subject is a 48.62-acre tract of vacant land zoned IP (Industrial Park) with about 1,410 feet of "
        "frontage on the planned Northgate Parkway extension. We inspected the property on October 2, 2025, which "
        "is the effective date of the As Is value. This report was prepared on the date of this letter.",
        "Based on the analyses in the attached report, and subject to the assumptions, hypothetical condition and "
        "limiting conditions herein, our opinions of value are:",
    ):
        f.para(s, first=24)
    rows = [
        ("Value premise", "Interest", "Effective date", "Value"),
        ("As Is Market Value", "Fee simple", "October 2, 2025", usd(as_is)),
        ("Hypothetical Market Value (infrastructure complete)", "Fee simple", "October 2, 2025", usd(hypo)),
    ]
    f.need(60)
    for i, r in enumerate(rows):
        xs = [f.x + 6, f.x + 260, f.x + 340, f.x + 498]
        for j, (xx, s) in enumerate(zip(xs, r, strict=True)):
            p.text(xx, f.y, s, 8.6, i == 0 or (i == 1 and j == 3), align="r" if j == 3 else "l")
        if i == 0:
            p.hline(f.y + 3, f.x, f.x + 504, 0.5)
        f.y += 13
    f.space(6)
    f.para(
        "The As Is market value is SIX MILLION THREE HUNDRED TWENTY THOUSAND DOLLARS ($6,320,000). The hypothetical "
        "value is based on the hypothetical condition that the infrastructure is complete as of the effective date; "
        "its use might have affected the assignment results.",
        first=24,
    )
    f.para("Respectfully submitted,")
    f.space(4)
    for s in (
        "ELLERY TALBOT APPRAISAL PARTNERS",
        "/s/ Graham T. Ellery",
        "Graham T. Ellery, MAI",
        "Texas State Certified General Real Estate Appraiser No. TX-1331907-G",
    ):
        f.line(s, bold=s.startswith("Graham"))
    # ---------------- salient facts and land sales
    p.new_page()
    f.y = f.top
    f.head("SUMMARY OF SALIENT FACTS", 10.5, align="c")
    facts = [
        ("Property", "Tract 3, Hollis Creek Commerce Park"),
        ("Address", "4600 Northgate Parkway, Georgetown, Texas 78626"),
        ("Property Type", "Vacant industrial land"),
        ("Owner of record", "Hollis Creek Land Partners, Ltd."),
        ("Proposed borrower", "Northgate Logistics Partners, LLC"),
        ("Client", "Brazos Plains National Bank"),
        ("Land area", "48.62 acres (2,117,887 square feet)"),
        ("Zoning", "IP - Industrial Park, City of Georgetown"),
        ("Flood zone", "Zone X (outside the 100-year floodplain), FEMA panel 48491C0275F"),
        ("Highest and best use", "Industrial (warehouse / distribution) development"),
        ("Williamson CAD 2025 assessed value", "$1,458,600"),
        ("Date of inspection / effective date", "October 2, 2025"),
        ("Date of report", "October 20, 2025"),
        ("Exposure time", "9 to 12 months"),
    ]
    for k, v in facts:
        f.need(13)
        p.text(f.x + 6, f.y, k, 8.8, True)
        p.text(f.x + 200, f.y, v, 8.8)
        f.y += 13.5
    f.space(8)
    f.head("SALES COMPARISON APPROACH - LAND SALES", 10, align="c")
    sales = [
        ("1", "SH 130 Logistics Site, Hutto", "06/2025", "61.40", 7428000, "+5%"),
        ("2", "Westinghouse Rd Tract, Georgetown", "03/2025", "35.15", 4745000, "-5%"),
        ("3", "CR 110 Industrial, Round Rock", "11/2024", "52.08", 6250000, "+10%"),
        ("4", "Leander Commerce Tract", "08/2024", "40.90", 5480000, "0%"),
    ]
    hdr = ("No.", "Location", "Date", "Acres", "Price", "Price/acre", "Net adj.", "Adj. price/acre")
    xs = [f.x + 4, f.x + 28, f.x + 180, f.x + 250, f.x + 320, f.x + 385, f.x + 430, f.x + 504]
    al = ["l", "l", "l", "r", "r", "r", "r", "r"]
    for j, h in enumerate(hdr):
        p.text(xs[j], f.y, h, 7.8, True, align=al[j])
    p.hline(f.y + 3, f.x, f.x + 506, 0.5)
    f.y += 13
    adj_rates = []
    for no, loc, dt, ac, pr, na in sales:
        ppa = q(D(pr) / D(ac), 0)
        pct_ = D(na.rstrip("%").replace("+", ""))
        ar = q(ppa * (1 + pct_ / 100), 0)
        adj_rates.append(ar)
        vals = (no, loc, dt, ac, usd(pr), usd(ppa), na, usd(ar))
        for j, s in enumerate(vals):
            p.text(xs[j], f.y, s, 7.8, align=al[j])
        f.y += 12.5
    f.space(8)
    for s in (
        "The adjusted indications range from $"
        + US(min(adj_rates), 0)
        + " to $"
        + US(max(adj_rates), 0)
        + " per acre. Sale 2 required a downward adjustment for existing utility service; Sale 3 was adjusted "
        "upward for its older date of sale and smaller frontage. We reconcile to $130,000 per acre.",
    ):
        f.para(s, first=24)
    for k, v in (
        ("Land area (acres)", "48.62"),
        ("Concluded value per acre", usd(rate)),
        ("Indicated value", usd(raw)),
        ("Indicated value, rounded", usd(as_is)),
    ):
        p.text(f.x + 200, f.y, k, 8.8, k.endswith("rounded"))
        p.text(f.x + 420, f.y, v, 8.8, k.endswith("rounded"), align="r")
        f.y += 13
    # ---------------- cross-check, reconciliation and certification
    p.new_page()
    f.y = f.top
    f.head("DISCOUNTED SELLOUT ANALYSIS (SUPPORT ONLY)", 10, align="c")
    f.para(
        "As a test of reasonableness we modeled a sale of the tract as four pad sites after completion of "
        "infrastructure, with proceeds discounted at 11.5%. The present-value summary is:",
        first=24,
    )
    dcf = [
        ("Gross pad sale revenue", 9480000),
        ("Less infrastructure costs", -1860000),
        ("Less sales and closing costs", -474000),
        ("Less carrying costs and taxes", -396000),
        ("Less entrepreneurial incentive", -700000),
    ]
    tot = 0
    for k, v in dcf:
        p.text(f.x + 60, f.y, k, 8.8)
        p.text(f.x + 400, f.y, ("-" if v < 0 else "") + usd(abs(v)), 8.8, align="r")
        tot += v
        f.y += 13
    p.hline(f.y - 9, f.x + 300, f.x + 402, 0.5)
    p.text(f.x + 60, f.y, "Indicated value, discounted sellout", 8.8, True)
    p.text(f.x + 400, f.y, usd(tot), 8.8, True, align="r")
    f.y += 22
    f.head("RECONCILIATION", 10, align="c")
    for s in (
        "The cost approach is not applicable to vacant land, and no income approach beyond the sellout test was "
        "developed. The sales comparison approach indicates $6,320,000 and the discounted sellout analysis "
        "indicates $6,050,000. The sellout analysis depends on infrastructure that is not yet built, so the "
        "sales comparison approach receives primary weight.",
        "Final opinion of As Is market value of the fee simple interest, as of October 2, 2025: $6,320,000.",
        "Hypothetical market value as if the Northgate Parkway extension and utilities were complete, as of "
        "October 2, 2025: $7,150,000. The contract price of $6,800,000 was considered and is within a reasonable "
        "range of the hypothetical value but above the As Is value.",
    ):
        f.para(s, first=24)
    f.head("CERTIFICATION", 10, align="c")
    for s in (
        "I certify that, to the best of my knowledge and belief: the statements of fact contained in this report are "
        "true and correct; the reported analyses, opinions and conclusions are limited only by the reported "
        "assumptions and limiting conditions; I have no present or prospective interest in the property; I have "
        "performed no services regarding the subject property within the three-year period immediately preceding "
        "acceptance of this assignment; my compensation is not contingent upon the reporting of a predetermined "
        "value; and the analyses were developed in conformity with the Uniform Standards of Professional Appraisal "
        "Practice and the Code of Professional Ethics of the Appraisal Institute.",
        "I made a personal inspection of the property on October 2, 2025. Sofia Marquez, Appraiser Trainee "
        "(TX-1344120-AT), provided significant real property appraisal assistance, including the research of "
        "land sales; she did not sign this report.",
    ):
        f.para(s, first=24)
    f.space(6)
    for s in (
        "/s/ Graham T. Ellery",
        "Graham T. Ellery, MAI",
        "Texas State Certified General Real Estate Appraiser No. TX-1331907-G (expires 09/30/2026)",
        "Date of signature: October 20, 2025",
    ):
        f.line(s, bold=s.startswith("Graham"))
    f.finish()

    same(6320600, raw, "acres x rate")
    same(6050000, tot, "sellout")
    fields = {
        "property_address": F(
            "4600 Northgate Parkway, Georgetown, Texas 78626",
            2,
            "Address 4600 Northgate Parkway, Georgetown, Texas 78626",
        ),
        "property_type": F("land", 2, "Property Type Vacant industrial land"),
        "appraised_value": F(6320000, 1, "As Is Market Value Fee simple October 2, 2025 $6,320,000"),
        "effective_date": F("2025-10-02", 1, "As Is Market Value Fee simple October 2, 2025"),
        "appraiser_name": F("Graham T. Ellery", 1, "Graham T. Ellery, MAI"),
        "client_name": F("Brazos Plains National Bank", 1, "The client is Brazos Plains National Bank"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal report of a vacant industrial land tract: letter of transmittal, summary of salient "
        "facts, land sales grid, a discounted sellout test, reconciliation and certification. property_type is "
        "land ('Vacant industrial land'). appraised_value is the As Is market value $6,320,000 (also in words); "
        "the hypothetical value $7,150,000 (infrastructure complete), the unrounded $6,320,600, the sellout "
        "indication $6,050,000, the contract price $6,800,000, the assessed value and the land sale prices are "
        "distractors. Effective date October 2, 2025 (inspection) vs the report/letter/signature date October 20, "
        "2025 and the contract date. The signer is Graham T. Ellery, MAI; the assisting trainee is not a signer. "
        "The client is the bank (the addressee Calvin Rhee works for it); the owner Hollis Creek Land Partners, "
        "Ltd. and the proposed borrower Northgate Logistics Partners, LLC are distractors. "
        "gross_living_area_sqft is null: vacant land has no living area (the land area 2,117,887 square feet is "
        "not GLA)."
    )
    sums = [
        SUM(
            "discounted sellout",
            [
                (1, T("gross pad revenue", 9480000, 3, "Gross pad sale revenue $9,480,000")),
                (1, T("infrastructure", -1860000, 3, "Less infrastructure costs -$1,860,000")),
                (1, T("sales and closing", -474000, 3, "Less sales and closing costs -$474,000")),
                (1, T("carrying", -396000, 3, "Less carrying costs and taxes -$396,000")),
                (1, T("incentive", -700000, 3, "Less entrepreneurial incentive -$700,000")),
            ],
            T("sellout indication", 6050000, 3, "Indicated value, discounted sellout $6,050,000"),
        ),
    ]
    return p, fields, notes, sums
