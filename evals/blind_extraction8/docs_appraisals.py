"""Appraisal builders for blind_extraction8 (2 documents).  All properties,
people, companies, prices and dates are invented."""

from decimal import Decimal as D

from common import SUM, F, T, doc, same
from pdfkit import US, Pdf

GREY = (0.35, 0.35, 0.35)


def usd(v):
    return "$" + US(v, 0)


def sgn(v):
    v = D(v)
    return ("+" if v > 0 else "-") + "$" + US(abs(v), 0) if v else "0"


def band(p, y, title, x0=30, x1=582):
    p.shade(x0, y, x1, y + 12, 0.22)
    p.text(x0 + 4, y + 9, title, 7.5, True, color=(1, 1, 1))
    return y + 12


def boxes(p, y, h, cells, x0=30, x1=582, vsize=8.2):
    """A row of form cells: cells = [(width_fraction, label, value)]."""
    x = x0
    tot = x1 - x0
    for frac, lab, val in cells:
        w = tot * frac
        p.field_box(x, y, x + w, y + h, lab, val, vsize, 6)
        x += w
    return y + h


def grid(p, y, heads, rows, xs, lead=11.2, size=7.6):
    """Sales-comparison grid: heads over columns, rows of (label, [cells])."""
    for x, h in zip(xs, heads, strict=True):
        p.text(x, y, h, size, True)
    p.hline(y + 3, 30, 582, 0.5)
    y += lead + 1
    for lab, cells in rows:
        p.text(32, y, lab, size, color=GREY)
        for x, c in zip(xs[1:], cells, strict=True):
            p.text(x, y, c, size)
        p.line(30, y + 3, 582, y + 3, 0.15, GREY)
        y += lead
    return y


# ================================================================ 1 single-family with basement, reconciled value
@doc(
    "b8_appr_sfr_basement_reconciled",
    "appraisal",
    "Uniform Residential Appraisal Report, 4817 Larkspur Hollow Lane, Maple Grove MN",
)
def appr_sfr_basement():
    p = Pdf()
    p.new_page()
    p.text(306, 26, "Uniform Residential Appraisal Report", 12, True, align="c")
    p.text(582, 26, "File # NHV-25-04418", 7.5, align="r")
    y = band(p, 34, "SUBJECT")
    y = boxes(
        p,
        y,
        20,
        [
            (0.46, "Property Address", "4817 Larkspur Hollow Lane"),
            (0.24, "City", "Maple Grove"),
            (0.12, "State", "MN"),
            (0.18, "Zip Code", "55311"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.34, "Borrower", "Tobias Halvorsen and Wren Halvorsen"),
            (0.33, "Owner of Public Record", "Gerald P. Lindahl"),
            (0.33, "County", "Hennepin"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.5, "Legal Description", "Lot 7, Block 3, Larkspur Hollow 2nd Addition"),
            (0.25, "Assessor's Parcel #", "27-119-22-41-0063"),
            (0.25, "Tax Year / R.E. Taxes", "2024 / $7,318"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.34, "Neighborhood Name", "Larkspur Hollow"),
            (0.22, "Occupant", "Owner"),
            (0.22, "Property Rights Appraised", "Fee Simple"),
            (0.22, "Assignment Type", "Purchase Transaction"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.5, "Lender/Client", "Northstar Heritage Credit Union"),
            (0.5, "Address", "7600 Wayzata Boulevard, Golden Valley, MN 55426"),
        ],
    )
    y = band(p, y + 4, "CONTRACT")
    y = boxes(
        p,
        y,
        20,
        [
            (0.25, "Contract Price", "$619,900"),
            (0.25, "Date of Contract", "03/28/2025"),
            (0.5, "Financial assistance (concessions) to be paid by seller", "$6,000 toward closing costs"),
        ],
    )
    y = band(p, y + 4, "SITE")
    y = boxes(
        p,
        y,
        20,
        [
            (0.25, "Dimensions", "94 x 142 (irregular)"),
            (0.2, "Area", "13,480 sf"),
            (0.2, "Zoning", "R-1 Single Family"),
            (0.35, "Highest & best use as improved", "Present use"),
        ],
    )
    y = band(p, y + 4, "IMPROVEMENTS")
    y = boxes(
        p,
        y,
        20,
        [
            (0.16, "Units", "One"),
            (0.18, "Type", "Detached"),
            (0.2, "Design (Style)", "Two-story"),
            (0.16, "Year Built", "1998"),
            (0.16, "Effective Age", "12 yrs"),
            (0.14, "Stories", "2"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.26, "Basement Area", "1,120 sq.ft."),
            (0.24, "Basement Finish", "77 % (860 sq.ft.)"),
            (0.25, "Car Storage", "Att. garage, 3 cars"),
            (0.25, "Garage Area", "682 sq.ft."),
        ],
    )
    p.rect(30, y, 582, y + 22)
    p.text(
        34,
        y + 14,
        "Finished area above grade contains: 9 Rooms 4 Bedrooms 2.5 Bath(s) 2,146 Square Feet of Gross Living Area Above Grade",
        8.2,
    )
    y += 22
    p.rect(30, y, 582, y + 56)
    p.text(34, y + 9, "Additional features / condition", 6, color=GREY)
    p.wrap(
        34,
        y + 20,
        540,
        "Walk-out basement finished with family room, bedroom-sized flex room (no egress window, not counted as a "
        "bedroom) and 3/4 bath; finished basement area is not included in the gross living area. Kitchen updated in "
        "2021; roof replaced 2019. Condition C3, quality Q3. Total finished area including basement: 3,006 sq.ft.",
        7.8,
    )
    y += 56
    y = band(p, y + 4, "PRIOR SALE / TRANSFER HISTORY")
    p.wrap(
        34,
        y + 11,
        540,
        "Subject: last transfer 06/11/2009 for $372,500 (warranty deed). No other transfers of the subject in the 36 "
        "months before the effective date. Comparable 2 sold 08/2021 for $512,000.",
        7.8,
    )
    p.footer("Freddie Mac Form 70 / Fannie Mae Form 1004 style layout - page 1 of 3")

    # ---- page 2: sales comparison, cost approach, reconciliation
    p.new_page()
    y = band(p, 24, "SALES COMPARISON APPROACH")
    comps = [
        (
            "4702 Larkspur Hollow Lane",
            "0.08 miles N",
            598000,
            "02/14/2025",
            "2,080",
            3960,
            "1,040 sf / 780 fin",
            2400,
            "C3",
            0,
            "1999",
            0,
            0,
        ),
        (
            "15508 Wedgewood Lane N",
            "0.41 miles SW",
            634500,
            "11/20/2024",
            "2,312",
            -9960,
            "1,180 sf / 1,000 fin",
            -2800,
            "C3",
            0,
            "2004",
            -5000,
            3200,
        ),
        (
            "9871 Juneberry Court N",
            "0.63 miles E",
            589900,
            "03/03/2025",
            "2,190",
            -2640,
            "1,120 sf / unfin.",
            12900,
            "C4",
            10000,
            "1996",
            0,
            0,
        ),
    ]
    xs = [32, 150, 295, 440]
    heads = ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2"]
    adj = []
    for c in comps:
        net = sum((D(c[k]) for k in (5, 7, 9, 11, 12)), D(0))
        adj.append((net, D(c[2]) + net))
    rows = [
        ("Address", ["4817 Larkspur Hollow Lane", comps[0][0], comps[1][0]]),
        ("Proximity to Subject", ["", comps[0][1], comps[1][1]]),
        ("Sale Price", ["$619,900 (contract)", usd(comps[0][2]), usd(comps[1][2])]),
        ("Date of Sale", ["", comps[0][3], comps[1][3]]),
        (
            "Gross Living Area",
            ["2,146 sf", comps[0][4] + " sf  " + sgn(comps[0][5]), comps[1][4] + " sf  " + sgn(comps[1][5])],
        ),
        (
            "Basement & Finished",
            [
                "1,120 sf / 860 fin",
                comps[0][6] + "  " + sgn(comps[0][7]),
                comps[1][6] + "  " + sgn(comps[1][7]),
            ],
        ),
        ("Condition", ["C3", comps[0][8] + "  " + sgn(comps[0][9]), comps[1][8] + "  " + sgn(comps[1][9])]),
        (
            "Year Built",
            ["1998", comps[0][10] + "  " + sgn(comps[0][11]), comps[1][10] + "  " + sgn(comps[1][11])],
        ),
        ("Market Conditions", ["", sgn(comps[0][12]), sgn(comps[1][12])]),
        ("Net Adjustment (Total)", ["", sgn(adj[0][0]), sgn(adj[1][0])]),
        ("Adjusted Sale Price of Comparables", ["", usd(adj[0][1]), usd(adj[1][1])]),
    ]
    y = grid(p, y + 12, heads, rows, xs)
    c3 = comps[2]
    rows3 = [
        ("Address", [c3[0]]),
        ("Proximity / Sale Price / Date", [f"{c3[1]} · {usd(c3[2])} · {c3[3]}"]),
        ("Gross Living Area", [c3[4] + " sf  " + sgn(c3[5])]),
        ("Basement & Finished", [c3[6] + "  " + sgn(c3[7])]),
        ("Condition", [c3[8] + "  " + sgn(c3[9])]),
        ("Net Adjustment (Total)", [sgn(adj[2][0])]),
        ("Adjusted Sale Price of Comparables", [usd(adj[2][1])]),
    ]
    y = grid(p, y + 10, ["FEATURE", "COMPARABLE SALE # 3"], rows3, [32, 190])
    sca = D(612000)
    p.text(32, y + 8, "Indicated Value by Sales Comparison Approach $" + US(sca, 0), 8.5, True)
    y += 20
    y = band(p, y, "COST APPROACH TO VALUE (not required by Fannie Mae)")
    site = D(168000)
    dwell = D(2146) * D("205.00")
    bsmt = D(1120) * D("48.00")
    gar = D(682) * D("42.00")
    new = dwell + bsmt + gar
    dep = D(79934)
    sitei = D(18000)
    cost = site + new - dep + sitei
    lines = [
        ("Opinion of Site Value", usd(site)),
        ("Dwelling 2,146 Sq.Ft. @ $205.00", usd(dwell)),
        ("Basement 1,120 Sq.Ft. @ $48.00", usd(bsmt)),
        ("Garage/Carport 682 Sq.Ft. @ $42.00", usd(gar)),
        ("Total Estimate of Cost-New", usd(new)),
        ("Less Physical Depreciation", "-" + usd(dep)),
        ("Depreciated Cost of Improvements", usd(new - dep)),
        ('"As-is" Value of Site Improvements', usd(sitei)),
        ("Indicated Value By Cost Approach", usd(cost)),
    ]
    yy = y + 12
    for k, v in lines:
        p.text(300, yy, k, 7.8, k.startswith("Indicated"))
        p.text(580, yy, v, 7.8, k.startswith("Indicated"), align="r")
        yy += 10.5
    p.wrap(
        34,
        y + 12,
        250,
        "Site value from three lot sales in Maple Grove, 2023-2024. Cost figures from a national cost service, "
        "adjusted to the local market. Physical depreciation by the age-life method (12 / 60 years). "
        "Remaining economic life: 48 years.",
        7.5,
    )
    y = yy + 6
    y = band(p, y, "INCOME APPROACH TO VALUE")
    p.text(
        34,
        y + 11,
        "Estimated Monthly Market Rent $ N/A  X Gross Rent Multiplier N/A = $ N/A  Indicated Value by Income Approach: not developed",
        7.6,
    )
    y += 18
    y = band(p, y, "RECONCILIATION")
    p.text(
        34,
        y + 11,
        "Indicated Value by: Sales Comparison Approach $612,000 Cost Approach (if developed) $628,400 Income Approach (if developed) N/A",
        7.8,
    )
    fin = D(615000)
    y = p.wrap(
        34,
        y + 23,
        544,
        "Reconciled value: $615,000. The sales comparison approach is given primary weight; the cost approach "
        'supports it. This appraisal is made "as is". Based on a complete visual inspection of the interior and '
        "exterior areas of the subject property, defined scope of work, statement of assumptions and limiting "
        "conditions, and appraiser's certification, my (our) opinion of the market value, as defined, of the real "
        "property that is the subject of this report is $615,000, as of 04/22/2025, which is the date of inspection "
        "and the effective date of this appraisal.",
        7.8,
    )
    p.footer("Uniform Residential Appraisal Report - File # NHV-25-04418 - page 2 of 3")

    # ---- page 3: certification and signatures
    p.new_page()
    y = band(p, 24, "APPRAISER'S CERTIFICATION (excerpt)")
    y = p.wrap(
        34,
        y + 12,
        544,
        "I certify that I performed a complete visual inspection of the interior and exterior areas of the subject "
        "property and that I have no present or prospective interest in the property. This appraisal was ordered "
        "through Lakeshore Valuation Management, LLC on behalf of the lender/client, Northstar Heritage Credit "
        "Union, which is the intended user of this report. The borrowers and the seller are not intended users.",
        7.8,
    )
    y += 8
    top = y
    p.text(34, y, "APPRAISER", 8.5, True)
    p.text(310, y, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 8.5, True)
    left = [
        ("Signature", "/s/ Dana K. Ostrowski"),
        ("Name", "Dana K. Ostrowski"),
        ("Company Name", "Ostrowski Residential Valuation LLC"),
        ("Company Address", "412 Main Street, Suite 3, Osseo, MN 55369"),
        ("Date of Signature and Report", "04/29/2025"),
        ("Effective Date of Appraisal", "04/22/2025"),
        ("State Certification #", "MN 40419921 (Certified Residential)"),
        ("Expiration Date of Certification", "08/31/2026"),
        ("ADDRESS OF PROPERTY APPRAISED", "4817 Larkspur Hollow Lane, Maple Grove, MN 55311"),
        ("APPRAISED VALUE OF SUBJECT PROPERTY", "$615,000"),
        ("LENDER/CLIENT - Name", "Loan Origination Department"),
        ("Company Name", "Northstar Heritage Credit Union"),
    ]
    right = [
        ("Signature", "/s/ Lyle M. Pedersen"),
        ("Name", "Lyle M. Pedersen"),
        ("Company Name", "Ostrowski Residential Valuation LLC"),
        ("Date of Signature", "04/29/2025"),
        ("State Certification #", "MN 20077184"),
        ("SUBJECT PROPERTY", "[X] Did not inspect subject property"),
        ("COMPARABLE SALES", "[X] Did not inspect exterior of comparable sales"),
    ]
    y = top + 14
    for k, v in left:
        p.text(34, y, k, 6.5, color=GREY)
        p.text(34, y + 10, v, 8.2)
        y += 23
    y = top + 14
    for k, v in right:
        p.text(310, y, k, 6.5, color=GREY)
        p.text(310, y + 10, v, 8.2)
        y += 23
    p.footer("Uniform Residential Appraisal Report - File # NHV-25-04418 - page 3 of 3")

    same(604360, adj[0][1], "c1")
    same(619940, adj[1][1], "c2")
    same(610160, adj[2][1], "c3")
    same(522334, new, "cost new")
    same(628400, cost, "cost value")
    same(615000, fin, "final")
    fields = {
        "property_address": F(
            "4817 Larkspur Hollow Lane, Maple Grove, MN 55311",
            3,
            "ADDRESS OF PROPERTY APPRAISED 4817 Larkspur Hollow Lane, Maple Grove, MN 55311",
        ),
        "property_type": F("single_family", 1, "Units One Type Detached Design (Style) Two-story"),
        "appraised_value": F(615000, 3, "APPRAISED VALUE OF SUBJECT PROPERTY $615,000"),
        "effective_date": F("2025-04-22", 3, "Effective Date of Appraisal 04/22/2025"),
        "appraiser_name": F("Dana K. Ostrowski", 3, "Name Dana K. Ostrowski"),
        "client_name": F(
            "Northstar Heritage Credit Union", 1, "Lender/Client Northstar Heritage Credit Union"
        ),
        "gross_living_area_sqft": F(2146, 1, "2,146 Square Feet of Gross Living Area Above Grade"),
    }
    notes = (
        "URAR-style single-family appraisal of a detached two-story house with a walk-out basement. "
        "gross_living_area_sqft is the above-grade 2,146 sq ft; the basement area 1,120 sq ft, its finished 860 sq "
        "ft, the garage 682 sq ft and the 'total finished area including basement' 3,006 sq ft are distractors, as "
        "are the comparables' GLAs. appraised_value is the reconciled opinion $615,000, distinct from the indicated "
        "values by approach (sales comparison $612,000, cost $628,400), the contract price $619,900, the site value "
        "and the comparables' prices; the subject's prior sale ($372,500) is also a distractor. effective_date is "
        "the inspection/effective date 04/22/2025, not the signature/report date 04/29/2025 or the contract date. "
        "appraiser_name is the signing appraiser, not the supervisory appraiser Lyle M. Pedersen. client_name is the "
        "lender/client credit union, not the AMC (Lakeshore Valuation Management), the borrowers or the seller. No "
        "field is null."
    )
    sums = [
        SUM(
            "comparable 1 adjusted",
            [
                (1, T("Comp 1 sale price", 598000, 2, "$598,000")),
                (1, T("Comp 1 net adjustment", 6360, 2, "Net Adjustment (Total) +$6,360")),
            ],
            T("Comp 1 adjusted", 604360, 2, "Adjusted Sale Price of Comparables $604,360"),
        ),
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("Comp 2 sale price", 634500, 2, "$598,000 $634,500")),
                (1, T("Comp 2 net adjustment", -14560, 2, "+$6,360 -$14,560")),
            ],
            T("Comp 2 adjusted", 619940, 2, "$604,360 $619,940"),
        ),
        SUM(
            "comparable 3 adjusted",
            [
                (1, T("Comp 3 sale price", 589900, 2, "0.63 miles E · $589,900 · 03/03/2025")),
                (1, T("Comp 3 net adjustment", 20260, 2, "Net Adjustment (Total) +$20,260")),
            ],
            T("Comp 3 adjusted", 610160, 2, "Adjusted Sale Price of Comparables $610,160"),
        ),
        SUM(
            "cost approach",
            [
                (1, T("Site value", 168000, 2, "Opinion of Site Value $168,000")),
                (1, T("Cost-new", 522334, 2, "Total Estimate of Cost-New $522,334")),
                (-1, T("Depreciation", 79934, 2, "Less Physical Depreciation -$79,934")),
                (1, T("Site improvements", 18000, 2, '"As-is" Value of Site Improvements $18,000')),
            ],
            T("Cost approach value", 628400, 2, "Indicated Value By Cost Approach $628,400"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 condominium unit, income approach, reconciled value
@doc(
    "b8_appr_condo_reconciled",
    "appraisal",
    "Individual Condominium Unit Appraisal Report, 77 Wexcombe Wharf Road Unit 412, Burlington VT",
)
def appr_condo():
    p = Pdf()
    p.new_page()
    p.text(306, 26, "Individual Condominium Unit Appraisal Report", 12, True, align="c")
    p.text(582, 26, "File No. LCM-0617-412", 7.5, align="r")
    y = band(p, 34, "SUBJECT")
    y = boxes(
        p,
        y,
        20,
        [
            (0.4, "Property Address", "77 Wexcombe Wharf Road"),
            (0.14, "Unit #", "412"),
            (0.2, "City", "Burlington"),
            (0.1, "State", "VT"),
            (0.16, "Zip Code", "05401"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.34, "Borrower", "Ananya Ferreira-Holt"),
            (0.33, "Owner of Public Record", "Ananya Ferreira-Holt"),
            (0.33, "County", "Chittenden"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.4, "Project Name", "Wexcombe Wharf Condominium"),
            (0.2, "Phase #", "II"),
            (0.2, "HOA $", "412 per month"),
            (0.2, "Special Assessments $", "1,850"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.34, "Assignment Type", "Refinance Transaction"),
            (0.33, "Property Rights Appraised", "Fee Simple"),
            (0.33, "Occupant", "Owner"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.5, "Lender/Client", "Lake Champlain Mutual Savings Bank"),
            (0.5, "Address", "150 Pearl Street, Burlington, VT 05401"),
        ],
    )
    y = band(p, y + 4, "PROJECT INFORMATION")
    y = boxes(
        p,
        y,
        20,
        [
            (0.25, "Data source(s)", "HOA manager"),
            (0.25, "Project type", "Condominium, elevator"),
            (0.2, "# of Stories", "6"),
            (0.15, "# of Units", "96"),
            (0.15, "# Units Sold", "96"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.3, "Year Built", "2008"),
            (0.35, "Common elements", "Pool, fitness room, marina slips (leased)"),
            (0.35, "Owner-occupied units", "71 of 96 (74%)"),
        ],
    )
    y = band(p, y + 4, "UNIT DESCRIPTION")
    y = boxes(
        p,
        y,
        20,
        [
            (0.2, "Floor #", "4"),
            (0.2, "# of Levels", "1"),
            (0.3, "Heating/Cooling", "Heat pump / central"),
            (0.3, "Parking", "1 deeded garage space (#44)"),
        ],
    )
    y = boxes(
        p,
        y,
        20,
        [
            (0.3, "Storage", "Deeded locker, 64 sq.ft."),
            (0.3, "Balcony / Deck", "96 sq.ft., partial lake view"),
            (0.4, "Condition / Quality", "C2 / Q3; kitchen and baths renovated 2023"),
        ],
    )
    p.rect(30, y, 582, y + 22)
    p.text(
        34,
        y + 14,
        "Finished area above grade contains: 5 Rooms 2 Bedrooms 2.0 Bath(s) 1,184 Square Feet of Gross Living Area Above Grade",
        8.2,
    )
    y += 22
    y = band(p, y + 4, "PRIOR SALE / TRANSFER HISTORY")
    p.wrap(
        34,
        y + 11,
        540,
        "Subject purchased 08/16/2019 for $301,500. No transfer in the 36 months before the effective date. The "
        "owner's estimate of value on the loan application was $465,000.",
        7.8,
    )
    p.footer("Fannie Mae Form 1073 style layout - page 1 of 3")

    # ---- page 2: sales comparison, income approach, reconciliation
    p.new_page()
    y = band(p, 24, "SALES COMPARISON APPROACH")
    comps = [
        (
            "77 Wexcombe Wharf Road, Unit 308",
            "same project",
            429000,
            "04/11/2025",
            "1,140",
            6600,
            "3",
            3000,
            "Partial lake",
            0,
            0,
        ),
        (
            "77 Wexcombe Wharf Road, Unit 517",
            "same project",
            452500,
            "02/27/2025",
            "1,226",
            -6300,
            "5",
            -3000,
            "Partial lake",
            0,
            0,
        ),
        (
            "410 Battery Quay, Unit 2C",
            "0.38 miles S",
            419900,
            "12/18/2024",
            "1,205",
            -3150,
            "2",
            0,
            "City",
            15000,
            8400,
        ),
    ]
    adj = []
    for c in comps:
        net = sum((D(c[k]) for k in (5, 7, 9, 10)), D(0))
        adj.append((net, D(c[2]) + net))
    xs = [32, 140, 260, 370, 480]
    heads = ["FEATURE", "SUBJECT", "COMPARABLE # 1", "COMPARABLE # 2", "COMPARABLE # 3"]
    rows = [
        ("Address", ["Unit 412", "Unit 308", "Unit 517", "410 Battery Quay 2C"]),
        ("Project / Proximity", ["Wexcombe Wharf", comps[0][1], comps[1][1], comps[2][1]]),
        ("Sale Price", ["", usd(comps[0][2]), usd(comps[1][2]), usd(comps[2][2])]),
        ("Date of Sale", ["", comps[0][3], comps[1][3], comps[2][3]]),
        ("HOA Mo. Assessment", ["$412", "$398", "$431", "$365"]),
        ("Gross Living Area", ["1,184 sf"] + [c[4] + " sf " + sgn(c[5]) for c in comps]),
        ("Floor Location", ["4"] + [c[6] + " " + sgn(c[7]) for c in comps]),
        ("Location / View", ["Partial lake"] + [c[8] + " " + sgn(c[9]) for c in comps]),
        ("Market Conditions", [""] + [sgn(c[10]) for c in comps]),
        ("Net Adjustment (Total)", [""] + [sgn(a[0]) for a in adj]),
        ("Adjusted Sale Price", [""] + [usd(a[1]) for a in adj]),
    ]
    y = grid(p, y + 12, heads, rows, xs)
    sca = D(441000)
    p.text(32, y + 8, "Indicated Value by Sales Comparison Approach $" + US(sca, 0), 8.5, True)
    y += 22
    y = band(p, y, "INCOME APPROACH TO VALUE (if developed)")
    rent = D(2240)
    grm = D(193)
    inc = rent * grm
    p.text(
        34,
        y + 11,
        f"Estimated Monthly Market Rent ${US(rent, 0)} X Gross Rent Multiplier {grm} = ${US(inc, 0)} Indicated Value by Income Approach",
        7.8,
    )
    p.text(34, y + 22, "GRM from four rented units in comparable lakefront projects (range 188-199).", 7.5)
    y += 30
    y = band(p, y, "RECONCILIATION")
    p.text(
        34,
        y + 11,
        f"Indicated Value by: Sales Comparison Approach ${US(sca, 0)} Income Approach (if developed) ${US(inc, 0)}",
        7.8,
    )
    y = p.wrap(
        34,
        y + 23,
        544,
        "The sales comparison approach is the most reliable indicator for owner-occupied units in this project; the "
        'income approach is given secondary weight. Reconciled value: $438,000. This appraisal is made "as is".',
        7.8,
    )
    y = p.wrap(
        34,
        y + 2,
        544,
        "Based on a complete visual inspection of the interior and exterior areas of the subject unit, defined scope of "
        "work, statement of assumptions and limiting conditions, and appraiser's certification, my (our) opinion of "
        "the market value, as defined, of the real property that is the subject of this report is $438,000, as of "
        "June 17, 2025, which is the date of inspection and the effective date of this appraisal.",
        7.8,
    )
    p.footer("Individual Condominium Unit Appraisal Report - File No. LCM-0617-412 - page 2 of 3")

    # ---- page 3: signatures
    p.new_page()
    y = band(p, 24, "APPRAISER'S CERTIFICATION AND SIGNATURE")
    y = p.wrap(
        34,
        y + 12,
        544,
        "The intended user of this appraisal report is the lender/client. The intended use is to evaluate the "
        "property that is the subject of this appraisal for a mortgage finance transaction. The report was reviewed "
        "for completeness by Mirela Osterhout (trainee, did not inspect and did not sign).",
        7.8,
    )
    y += 8
    items = [
        ("Signature", "/s/ Theo Marchetti-Vance"),
        ("Name", "Theo Marchetti-Vance"),
        ("Company Name", "Champlain Valley Appraisal Group"),
        ("Company Address", "33 Church Street, Suite 210, Burlington, VT 05401"),
        ("Date of Signature and Report", "June 24, 2025"),
        ("Effective Date of Appraisal", "June 17, 2025"),
        ("State Certification #", "VT 080.0133907 (Certified Residential)"),
        ("ADDRESS OF PROPERTY APPRAISED", "77 Wexcombe Wharf Road, Unit 412, Burlington, VT 05401"),
        ("APPRAISED VALUE OF SUBJECT PROPERTY", "$438,000"),
        ("LENDER/CLIENT - Name", "Residential Lending"),
        ("Company Name", "Lake Champlain Mutual Savings Bank"),
        ("Company Address", "150 Pearl Street, Burlington, VT 05401"),
    ]
    for k, v in items:
        p.text(34, y, k, 6.5, color=GREY)
        p.text(34, y + 10, v, 8.2)
        y += 23
    p.footer("Individual Condominium Unit Appraisal Report - File No. LCM-0617-412 - page 3 of 3")

    same(438600, adj[0][1], "c1")
    same(443200, adj[1][1], "c2")
    same(440150, adj[2][1], "c3")
    same(432320, inc, "income")
    fields = {
        "property_address": F(
            "77 Wexcombe Wharf Road, Unit 412, Burlington, VT 05401",
            3,
            "ADDRESS OF PROPERTY APPRAISED 77 Wexcombe Wharf Road, Unit 412, Burlington, VT 05401",
        ),
        "property_type": F("condominium", 1, "Individual Condominium Unit Appraisal Report"),
        "appraised_value": F(438000, 3, "APPRAISED VALUE OF SUBJECT PROPERTY $438,000"),
        "effective_date": F("2025-06-17", 3, "Effective Date of Appraisal June 17, 2025"),
        "appraiser_name": F("Theo Marchetti-Vance", 3, "Name Theo Marchetti-Vance"),
        "client_name": F(
            "Lake Champlain Mutual Savings Bank", 1, "Lender/Client Lake Champlain Mutual Savings Bank"
        ),
        "gross_living_area_sqft": F(1184, 1, "1,184 Square Feet of Gross Living Area Above Grade"),
    }
    notes = (
        "Condominium unit appraisal (1073-style) with two approaches: sales comparison $441,000 and income "
        "approach $432,320 (market rent $2,240 x GRM 193); the RECONCILED value $438,000 is the appraised_value. "
        "The owner's estimate ($465,000), the prior purchase price ($301,500), comparables' prices and adjusted "
        "prices, HOA dues and the special assessment are distractors. gross_living_area_sqft is the unit's 1,184 sq "
        "ft; the 64 sq ft storage locker, 96 sq ft balcony and comparables' areas are distractors. effective_date "
        "is June 17, 2025 (inspection), not the report date June 24, 2025. The borrower is also the owner of record "
        "(not the client); the reviewing trainee did not sign. No field is null."
    )
    sums = [
        SUM(
            "comparable 1 adjusted",
            [
                (1, T("Comp 1 sale price", 429000, 2, "Sale Price $429,000")),
                (1, T("Comp 1 net adjustment", 9600, 2, "Net Adjustment (Total) +$9,600")),
            ],
            T("Comp 1 adjusted", 438600, 2, "Adjusted Sale Price $438,600"),
        ),
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("Comp 2 sale price", 452500, 2, "$429,000 $452,500")),
                (1, T("Comp 2 net adjustment", -9300, 2, "+$9,600 -$9,300")),
            ],
            T("Comp 2 adjusted", 443200, 2, "$438,600 $443,200"),
        ),
        SUM(
            "comparable 3 adjusted",
            [
                (1, T("Comp 3 sale price", 419900, 2, "$452,500 $419,900")),
                (1, T("Comp 3 net adjustment", 20250, 2, "-$9,300 +$20,250")),
            ],
            T("Comp 3 adjusted", 440150, 2, "$443,200 $440,150"),
        ),
    ]
    return p, fields, notes, sums
