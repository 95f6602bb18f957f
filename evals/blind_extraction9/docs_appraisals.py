"""Appraisal builders for blind_extraction9 (2 documents).  All properties,
people, firms and figures are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import US, Pdf, q

GREY = (0.35, 0.35, 0.35)


def usd(v):
    return "$" + US(v, 0)


def sgn(v):
    """Adjustment as printed on the grid: +16,060 / -13,860 / 0."""
    v = D(v)
    if v == 0:
        return "0"
    return ("+" if v > 0 else "-") + US(abs(v), 0)


def band(p, y, title, x0=28, x1=584):
    """Section band on the left edge of the form (title in a dark strip)."""
    p.shade(x0, y, x1, y + 12, 0.25)
    p.text(x0 + 4, y + 9, title, 7.2, True, color=(1, 1, 1))
    return y + 12


def boxes(p, y, h, cells, vsize=8, lsize=6):
    """A row of form cells: (x0, x1, label, value); label on top, value under it."""
    for x0, x1, lab, val in cells:
        p.field_box(x0, y, x1, y + h, lab, val, vsize, lsize)
    return y + h


# ================================================================ 1 URAR-style form, single family with ADU
@doc(
    "b9_appr_urar_adu",
    "appraisal",
    "Uniform Residential Appraisal Report - 2418 NW Larkspur Hollow Road, Bend, OR",
)
def appr_urar_adu():
    p = Pdf()
    addr = "2418 NW Larkspur Hollow Road, Bend, OR 97703"
    # ---------------- page 1
    p.new_page()
    p.text(306, 34, "Uniform Residential Appraisal Report", 12, True, align="c")
    p.text(584, 34, "File # HDA-25-08814", 7.5, align="r")
    y = 42
    p.wrap(
        28,
        y + 8,
        556,
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.8,
    )
    y = band(p, y + 22, "SUBJECT")
    y = boxes(
        p,
        y,
        22,
        [
            (28, 300, "Property Address", "2418 NW Larkspur Hollow Road"),
            (300, 430, "City", "Bend"),
            (430, 490, "State", "OR"),
            (490, 584, "Zip Code", "97703"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 220, "Borrower", "Jonah Pettersen and Aiko Pettersen"),
            (220, 430, "Owner of Public Record", "Pettersen, Jonah & Aiko"),
            (430, 584, "County", "Deschutes"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 300, "Legal Description", "Lot 17, Larkspur Hollow Phase 2"),
            (300, 430, "Assessor's Parcel #", "171226-DB-04117"),
            (430, 584, "Tax Year / R.E. Taxes $", "2024 / 7,486"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 220, "Occupant", "Owner"),
            (220, 330, "Property Rights Appraised", "Fee Simple"),
            (330, 430, "Assignment Type", "Refinance Transaction"),
            (430, 584, "Special Assessments $ / HOA $", "0 / 35 per month"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 220, "Lender/Client", "Deschutes Federal Credit Union"),
            (220, 584, "Address", "2950 NE Butler Market Road, Bend, OR 97701"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 330, "Appraisal management company (ordered through)", "Cascadia Valuation Management, LLC"),
            (330, 584, "Is the subject currently offered for sale?", "No; not listed in prior 12 months"),
        ],
    )
    y = band(p, y + 4, "CONTRACT")
    y = boxes(
        p,
        y,
        22,
        [
            (28, 200, "Contract Price $", "N/A (refinance)"),
            (200, 330, "Date of Contract", "N/A"),
            (330, 584, "Prior sale of subject", "03/14/2019 for $548,000 (deed 2019-09127)"),
        ],
    )
    y = band(p, y + 4, "NEIGHBORHOOD")
    y = boxes(
        p,
        y,
        22,
        [
            (28, 120, "Location", "Suburban"),
            (120, 200, "Built-Up", "75-100%"),
            (200, 290, "Growth", "Stable"),
            (290, 380, "Property Values", "Stable"),
            (380, 480, "One-Unit PRICE $(000)", "520 low - 1,450 high"),
            (480, 584, "Predominant", "$790 (000)"),
        ],
    )
    p.wrap(
        30,
        y + 10,
        552,
        "Neighborhood boundaries: Shevlin Park Road to the north, NW Mt. Washington Drive to the east, Skyliners "
        "Road to the south and the urban growth boundary to the west. Market conditions: days on market have "
        "lengthened from 34 to 46 over the past 12 months; prices are stable.",
        7.2,
    )
    y += 34
    y = band(p, y, "SITE")
    y = boxes(
        p,
        y,
        22,
        [
            (28, 160, "Dimensions", "98 x 138 irregular"),
            (160, 280, "Area", "0.31 ac (13,504 sf)"),
            (280, 400, "Shape / View", "Irregular / N;Mtn;"),
            (400, 584, "Zoning Classification", "RS - Urban Standard Density"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 280, "Zoning Compliance", "Legal (ADU permitted, permit B-2020-1187)"),
            (280, 584, "Utilities", "Public electricity, gas, water and sanitary sewer"),
        ],
    )
    y = band(p, y + 4, "IMPROVEMENTS")
    y = boxes(
        p,
        y,
        22,
        [
            (28, 150, "Units", "One with Accessory Unit"),
            (150, 230, "# of Stories", "2"),
            (230, 330, "Type", "Detached"),
            (330, 450, "Design (Style)", "Craftsman"),
            (450, 520, "Year Built", "2006"),
            (520, 584, "Effective Age", "8"),
        ],
    )
    y = boxes(
        p,
        y,
        22,
        [
            (28, 150, "Foundation", "Crawl Space"),
            (150, 330, "Basement Area / Finish", "0 sq. ft. / 0%"),
            (330, 450, "Heating / Cooling", "FWA gas / Central"),
            (450, 584, "Car Storage", "Attached garage, 2 cars (484 sf)"),
        ],
    )
    y += 14
    p.text(
        30,
        y,
        "Finished area above grade contains: 9 Rooms 4 Bedrooms 3.0 Bath(s) 2,264 Square Feet of Gross Living "
        "Area Above Grade",
        7.9,
        True,
    )
    y += 14
    y = p.wrap(
        30,
        y,
        552,
        "Additional features: detached accessory dwelling unit (ADU) of 540 sq. ft. with 1 bedroom and 1 bath, "
        "built 2020, separately metered; the ADU is NOT included in the gross living area above and is "
        "adjusted separately in the sales comparison grid. Covered rear deck 320 sf, gas fireplace, solar "
        "array 6.2 kW (owned).",
        7.4,
    )
    y = p.wrap(
        30,
        y + 2,
        552,
        "Condition: C2. Kitchen updated 2022 (quartz counters, new appliances); primary bath remodeled 2023. "
        "The subject is a two-story detached single-family residence with a detached accessory unit, "
        "conforming to the neighborhood in use, style and quality.",
        7.4,
    )
    p.text(306, 770, "Uniform Residential Appraisal Report - Page 1 of 3", 7, align="c", color=GREY)

    # ---------------- page 2: sales comparison grid
    p.new_page()
    p.text(306, 34, "Uniform Residential Appraisal Report", 12, True, align="c")
    p.text(584, 34, "File # HDA-25-08814", 7.5, align="r")
    y = band(p, 44, "SALES COMPARISON APPROACH")
    p.wrap(
        30,
        y + 10,
        552,
        "There are 14 comparable properties currently offered for sale in the subject neighborhood ranging in "
        "price from $698,000 to $1,125,000. There are 22 comparable sales in the subject neighborhood within "
        "the past twelve months ranging in sale price from $655,000 to $1,210,000.",
        7.2,
    )
    y += 34
    cols = [28, 140, 250, 362, 474, 584]
    heads = ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    p.shade(28, y, 584, y + 12, 0.85)
    for i, h in enumerate(heads):
        p.text(cols[i] + 3, y + 9, h, 6.8, True)
    y += 12
    comps = [
        {
            "addr": ["2205 NW Quiet Canyon Dr", "Bend, OR 97703"],
            "prox": "0.42 miles W",
            "price": 752000,
            "gla": 2118,
            "date": "s05/25;c04/25",
            "adj": [
                ("Condition", "C2", "C3", 20000),
                ("GLA", "2,264", "2,118", 16060),
                ("ADU", "540 sf ADU", "None", 45000),
                ("Garage", "2ga2att", "2ga2att", 0),
            ],
        },
        {
            "addr": ["61020 NW Ridgeview Ct", "Bend, OR 97703"],
            "prox": "0.77 miles SW",
            "price": 835000,
            "gla": 2390,
            "date": "s07/25;c06/25",
            "adj": [
                ("Condition", "C2", "C2", 0),
                ("GLA", "2,264", "2,390", -13860),
                ("ADU", "540 sf ADU", "620 sf ADU", -4000),
                ("Garage", "2ga2att", "2ga2att", 0),
            ],
        },
        {
            "addr": ["1977 NW Elm Ridge Ln", "Bend, OR 97703"],
            "prox": "0.31 miles N",
            "price": 768500,
            "gla": 2210,
            "date": "s03/25;c02/25",
            "adj": [
                ("Condition", "C2", "C2", 0),
                ("GLA", "2,264", "2,210", 5940),
                ("ADU", "540 sf ADU", "None", 45000),
                ("Garage", "2ga2att", "3ga3att", -8000),
            ],
        },
    ]
    # comp 2 is newer: age adjustment; comp 3 inferior view
    comps[1]["adj"].append(("Actual Age", "19", "10", -12000))
    comps[2]["adj"].append(("View", "N;Mtn;", "N;Res;", 10000))

    def grid_row(label, subj, vals, bold=False):
        nonlocal y
        p.line(28, y + 12, 584, y + 12, 0.3)
        p.text(cols[0] + 3, y + 9, label, 7, bold)
        p.text(cols[1] + 3, y + 9, subj, 7, bold)
        for i, v in enumerate(vals):
            if isinstance(v, tuple):
                p.text(cols[2 + i] + 3, y + 9, v[0], 7, bold)
                p.text(cols[3 + i] - 4, y + 9, v[1], 7, bold, align="r")
            else:
                p.text(cols[2 + i] + 3, y + 9, v, 7, bold)
        y += 12

    grid_row("Address", "2418 NW Larkspur Hollow Rd", [c["addr"][0] for c in comps])
    grid_row("", "Bend, OR 97703", [c["addr"][1] for c in comps])
    grid_row("Proximity to Subject", "", [c["prox"] for c in comps])
    grid_row("Sale Price", "$ N/A", [("", usd(c["price"])) for c in comps], True)
    grid_row(
        "Sale Price/Gross Liv. Area", "", [("$" + US(q(D(c["price"]) / c["gla"]), 2) + " sq.ft.", "") for c in comps]
    )
    grid_row("Data Source(s)", "", ["CORMLS#22504118", "CORMLS#22506230", "CORMLS#22501977"])
    grid_row("VALUE ADJUSTMENTS", "DESCRIPTION", [("DESCRIPTION", "+(-) $ Adjust.") for _ in comps], True)
    grid_row("Date of Sale/Time", "", [(c["date"], "0") for c in comps])
    grid_row("Location", "N;Res;", [("N;Res;", "0") for _ in comps])
    grid_row("Site", "13,504 sf", [("12,980 sf", "0"), ("14,200 sf", "0"), ("13,110 sf", "0")])
    adj_names = ["View", "Condition", "Actual Age", "GLA", "ADU", "Garage"]
    subj_vals = {
        "View": "N;Mtn;",
        "Condition": "C2",
        "Actual Age": "19",
        "GLA": "2,264",
        "ADU": "540 sf ADU",
        "Garage": "2ga2att",
    }
    comp_defaults = [
        {"View": "N;Mtn;", "Actual Age": "21"},
        {"View": "N;Mtn;"},
        {"Actual Age": "17"},
    ]
    for name in adj_names:
        vals = []
        for c, dft in zip(comps, comp_defaults, strict=True):
            hit = [a for a in c["adj"] if a[0] == name]
            if hit:
                vals.append((hit[0][2], sgn(hit[0][3])))
            else:
                vals.append((dft.get(name, ""), "0"))
        label = "Gross Living Area" if name == "GLA" else ("Accessory unit" if name == "ADU" else name)
        grid_row(label, subj_vals[name], vals)
    nets, adjusted = [], []
    for c in comps:
        net = sum((D(a[3]) for a in c["adj"]), D(0))
        nets.append(net)
        adjusted.append(D(c["price"]) + net)
    grid_row("Net Adjustment (Total)", "", [("", sgn(n)) for n in nets], True)
    grid_row("Adjusted Sale Price of Comparables", "", [("", usd(a)) for a in adjusted], True)
    for x in cols:
        p.line(x, 140, x, y, 0.4)
    y += 12
    sca = D(812000)
    y = p.wrap(
        30,
        y,
        552,
        "Summary of Sales Comparison Approach: All three sales are in the subject's subdivision or adjoining "
        "plats. Comparable 2 (most similar, also with an ADU) received the most weight. The adjusted range is "
        f"{usd(min(adjusted))} to {usd(max(adjusted))}.",
        7.4,
    )
    p.text(30, y + 6, f"Indicated Value by Sales Comparison Approach $ {US(sca, 0)}", 8.4, True)
    y += 26
    y = band(p, y, "PRIOR SALE / TRANSFER HISTORY")
    p.wrap(
        30,
        y + 10,
        552,
        "Subject: prior sale 03/14/2019, $548,000 (Deschutes County deed 2019-09127). No transfers of the "
        "comparables within one year prior to their sale dates. Data source: county records, CORMLS, effective "
        "date of data source 08/19/2025.",
        7.4,
    )
    p.text(306, 770, "Uniform Residential Appraisal Report - Page 2 of 3", 7, align="c", color=GREY)

    # ---------------- page 3: cost approach, reconciliation, certification
    p.new_page()
    p.text(306, 34, "Uniform Residential Appraisal Report", 12, True, align="c")
    p.text(584, 34, "File # HDA-25-08814", 7.5, align="r")
    y = band(p, 44, "COST APPROACH TO VALUE (not required by Fannie Mae)")
    site = D(275000)
    dwell = D(2264) * D(215)
    adu = D(540) * D(195)
    gar = D(484) * D(48)
    cost_new = dwell + adu + gar
    dep = q(cost_new * D("0.16"), 0)
    depc = cost_new - dep
    siteimp = D(42000)
    cav = site + depc + siteimp
    rows = [
        ("Opinion of Site Value", usd(site)),
        ("Dwelling 2,264 Sq.Ft. @ $ 215.00", usd(dwell)),
        ("ADU 540 Sq.Ft. @ $ 195.00", usd(adu)),
        ("Garage/Carport 484 Sq.Ft. @ $ 48.00", usd(gar)),
        ("Total Estimate of Cost-New", usd(cost_new)),
        ("Less Physical Depreciation (16%)", "(" + usd(dep) + ")"),
        ("Depreciated Cost of Improvements", usd(depc)),
        ('"As-is" Value of Site Improvements', usd(siteimp)),
        ("Indicated Value By Cost Approach", usd(cav)),
    ]
    y += 6
    for k, v in rows:
        b = k.startswith(("Indicated", "Total"))
        p.text(40, y + 9, k, 7.8, b)
        p.text(330, y + 9, v, 7.8, b, align="r")
        y += 12
    p.wrap(
        350,
        64,
        230,
        "Support for the opinion of site value: three land sales in NW Bend, 0.25-0.40 ac, $248,000-$295,000. "
        "Source of cost data: Marshall & Swift, quality rating Q3, effective date of cost data 07/2025. "
        "Estimated remaining economic life 52 years.",
        7.2,
    )
    y += 8
    y = band(p, y, "RECONCILIATION")
    y += 6
    for k, v in (
        ("Indicated Value by: Sales Comparison Approach", usd(sca)),
        ("Cost Approach (if developed)", usd(cav)),
        ("Income Approach (if developed)", "N/A - not developed"),
    ):
        p.text(40, y + 9, k, 7.8)
        p.text(330, y + 9, v, 7.8, align="r")
        y += 12
    final = D(815000)
    y += 6
    y = p.wrap(
        40,
        y + 4,
        530,
        'This appraisal is made "as is". The sales comparison approach is given the most weight; the cost '
        "approach supports it. Based on a complete visual inspection of the interior and exterior areas of the "
        "subject property, defined scope of work, statement of assumptions and limiting conditions, and "
        "appraiser's certification, my (our) opinion of the market value, as defined, of the real property "
        f"that is the subject of this report is {usd(final)}, as of 08/19/2025, which is the date of inspection "
        "and the effective date of this appraisal.",
        8,
    )
    y += 6
    y = band(p, y, "APPRAISER CERTIFICATION AND SIGNATURES")
    col = [28, 306, 584]
    p.text(32, y + 12, "APPRAISER", 7.5, True)
    p.text(310, y + 12, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 7.5, True)
    yy = y + 26
    left = [
        ("Signature", "/s/ Mariela V. Castellanos"),
        ("Name", "Mariela V. Castellanos"),
        ("Company Name", "High Desert Appraisal Group, LLC"),
        ("Company Address", "1040 NW Bond St., Suite 210, Bend, OR"),
        ("Date of Signature and Report", "08/26/2025"),
        ("Effective Date of Appraisal", "08/19/2025"),
        ("State Certification #", "C001874 (Certified Residential)"),
        ("State / Expiration Date", "OR / 06/30/2027"),
    ]
    right = [
        ("Signature", ""),
        ("Name", ""),
        ("SUBJECT PROPERTY", "[X] Did not inspect subject property"),
        ("LENDER/CLIENT", ""),
        ("Name", "Rafael Quintanilla, Loan Officer"),
        ("Company Name", "Deschutes Federal Credit Union"),
        ("Company Address", "2950 NE Butler Market Rd., Bend, OR"),
        ("Email Address", "mortgage@deschutesfcu.example"),
    ]
    for (k1, v1), (k2, v2) in zip(left, right, strict=True):
        p.text(32, yy, k1, 6.8, color=GREY)
        p.text(140, yy, v1, 7.4)
        p.text(310, yy, k2, 6.8, k2.isupper(), color=GREY)
        p.text(410, yy, v2, 7.4)
        p.line(28, yy + 4, 584, yy + 4, 0.25)
        yy += 15
    p.line(col[1], y, col[1], yy - 11, 0.4)
    for k, v in (("ADDRESS OF PROPERTY APPRAISED", addr), ("APPRAISED VALUE OF SUBJECT PROPERTY", usd(final))):
        p.text(32, yy, k, 6.8, True, color=GREY)
        p.text(200, yy, v, 8.2, True)
        p.line(28, yy + 4, 584, yy + 4, 0.25)
        yy += 15
    p.text(306, 770, "Uniform Residential Appraisal Report - Page 3 of 3", 7, align="c", color=GREY)

    for lab, comp, what in (
        (81060, nets[0], "comp 1 net"),
        (-29860, nets[1], "comp 2 net"),
        (52940, nets[2], "comp 3 net"),
        (833060, adjusted[0], "comp 1 adjusted"),
        (805140, adjusted[1], "comp 2 adjusted"),
        (821440, adjusted[2], "comp 3 adjusted"),
        (615292, cost_new, "cost new"),
        (98447, dep, "depreciation"),
        (833845, cav, "cost approach"),
    ):
        same(lab, comp, what)
    fields = {
        "property_address": F(addr, 3, "ADDRESS OF PROPERTY APPRAISED " + addr),
        "property_type": F("single_family", 1, "The subject is a two-story detached single-family residence"),
        "appraised_value": F(815000, 3, "APPRAISED VALUE OF SUBJECT PROPERTY $815,000"),
        "effective_date": F("2025-08-19", 3, "Effective Date of Appraisal 08/19/2025"),
        "appraiser_name": F("Mariela V. Castellanos", 3, "Name Mariela V. Castellanos"),
        "client_name": F("Deschutes Federal Credit Union", 1, "Lender/Client Deschutes Federal Credit Union"),
        "gross_living_area_sqft": F(2264, 1, "3.0 Bath(s) 2,264 Square Feet of Gross Living Area Above Grade"),
    }
    notes = (
        "URAR-style form (3 pages) whose cells print each label above its value. On page 1 the subject address "
        "is split across cells (Property Address | City | State | Zip Code); property_address is quoted from "
        "page 3's 'ADDRESS OF PROPERTY APPRAISED' line, where it is printed whole. property_type is "
        "single_family: a two-story detached single-family residence with a detached accessory dwelling unit "
        "('Units: One with Accessory Unit'; the contract counts a detached house with an accessory unit as "
        "single_family). appraised_value is the reconciled opinion $815,000 (page 3, repeated as 'APPRAISED "
        "VALUE OF SUBJECT PROPERTY'); the sales comparison indication $812,000, cost approach $833,845, the "
        "comparables' sale and adjusted prices, the prior sale $548,000 and the neighborhood price ranges are "
        "distractors. effective_date 08/19/2025 vs the signature/report date 08/26/2025, the prior-sale date "
        "03/14/2019 and the comparables' UAD sale dates (s05/25;c04/25). appraiser_name is the signing "
        "appraiser Mariela V. Castellanos; the supervisory-appraiser block is blank and the loan officer "
        "Rafael Quintanilla, the AMC Cascadia Valuation Management, LLC and the borrowers are distractors. "
        "client_name is the Lender/Client Deschutes Federal Credit Union (page 1; repeated on page 3). "
        "gross_living_area_sqft is 2,264 above grade; the ADU (540 sf, explicitly not in GLA), garage 484 sf, "
        "deck 320 sf, site 13,504 sf and the comparables' GLA are distractors. No field is null."
    )
    sums = [
        SUM(
            "comparable 1 adjusted",
            [
                (1, T("comp 1 sale price", 752000, 2, "Sale Price $ N/A $752,000")),
                (1, T("comp 1 condition", 20000, 2, "Condition C2 C3 +20,000")),
                (1, T("comp 1 GLA", 16060, 2, "2,118 +16,060")),
                (1, T("comp 1 ADU", 45000, 2, "Accessory unit 540 sf ADU None +45,000")),
            ],
            T("comp 1 adjusted", 833060, 2, "Adjusted Sale Price of Comparables $833,060"),
        ),
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("comp 2 sale price", 835000, 2, "$752,000 $835,000")),
                (-1, T("comp 2 age", 12000, 2, "10 -12,000")),
                (-1, T("comp 2 GLA", 13860, 2, "2,390 -13,860")),
                (-1, T("comp 2 ADU", 4000, 2, "620 sf ADU -4,000")),
            ],
            T("comp 2 adjusted", 805140, 2, "$833,060 $805,140"),
        ),
        SUM(
            "comparable 3 adjusted",
            [
                (1, T("comp 3 sale price", 768500, 2, "$835,000 $768,500")),
                (1, T("comp 3 view", 10000, 2, "N;Res; +10,000")),
                (1, T("comp 3 GLA", 5940, 2, "2,210 +5,940")),
                (1, T("comp 3 ADU", 45000, 2, "None +45,000 Garage")),
                (-1, T("comp 3 garage", 8000, 2, "3ga3att -8,000")),
            ],
            T("comp 3 adjusted", 821440, 2, "$805,140 $821,440"),
        ),
        SUM(
            "cost approach",
            [
                (1, T("site value", 275000, 3, "Opinion of Site Value $275,000")),
                (1, T("dwelling", 486760, 3, "Dwelling 2,264 Sq.Ft. @ $ 215.00 $486,760")),
                (1, T("ADU", 105300, 3, "ADU 540 Sq.Ft. @ $ 195.00 $105,300")),
                (1, T("garage", 23232, 3, "Garage/Carport 484 Sq.Ft. @ $ 48.00 $23,232")),
                (-1, T("depreciation", 98447, 3, "Less Physical Depreciation (16%) ($98,447)")),
                (1, T("site improvements", 42000, 3, '"As-is" Value of Site Improvements $42,000')),
            ],
            T("cost approach", 833845, 3, "Indicated Value By Cost Approach $833,845"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 narrative appraisal letter, multi-tenant industrial
@doc(
    "b9_appr_industrial_narrative",
    "appraisal",
    "Appraisal report - Tallgrass Logistics Center, 11250 W. 191st Street, Mokena, Illinois",
)
def appr_industrial_narrative():
    p = Pdf(face="serif")
    addr = "11250 W. 191st Street, Mokena, Illinois 60448"
    sf = D(148600)
    rent = sf * D("8.25")
    reimb = sf * D("2.35")
    pgi = rent + reimb
    vac = q(pgi * D("0.05"), 0)
    egi = pgi - vac
    exps = [
        ("Real estate taxes (non-recoverable share)", sf * D("0.80")),
        ("Insurance", sf * D("0.20")),
        ("Management (3.0% of EGI)", q(egi * D("0.03"), 0)),
        ("Replacement reserves", sf * D("0.15")),
        ("Structural / non-reimbursable repairs", sf * D("0.03")),
    ]
    texp = sum((v for _, v in exps), D(0))
    noi = egi - texp
    cap = D("6.25")
    stab_raw = noi / (cap / 100)
    stab = (stab_raw / 100000).quantize(D(1)) * 100000
    leaseup = [
        ("Rent loss during lease-up (12 months)", D(386000)),
        ("Tenant improvements, 29,720 SF @ $12.00", D(29720) * 12),
        ("Leasing commissions", D(154000)),
        ("Entrepreneurial incentive", D(103360)),
    ]
    tlu = sum((v for _, v in leaseup), D(0))
    asis = stab - tlu
    sca_psf = D("129.25")
    sca = ((sf * sca_psf) / 50000).quantize(D(1)) * 50000

    # ---------------- page 1: letter of transmittal
    p.new_page()
    p.text(306, 52, "KINROSS & WEBB VALUATION ADVISORS, LLC", 12.5, True, align="c")
    p.text(
        306,
        65,
        "Real Estate Appraisal and Consulting · 200 W. Madison Street, Suite 2810 · Chicago, Illinois 60606",
        7.6,
        align="c",
        color=GREY,
    )
    p.hline(73, 60, 552, 0.8)
    y = 98
    for s_ in (
        "November 7, 2025",
        "",
        "Ms. Dana Whitfield",
        "Vice President, Commercial Real Estate Lending",
        "Prairie Heritage Bank",
        "1700 Ogden Avenue",
        "Naperville, Illinois 60540",
    ):
        p.text(60, y, s_, 9.5)
        y += 12.5
    y += 6
    p.text(60, y, "RE:", 9.5, True)
    for s_ in (
        "Appraisal Report - Tallgrass Logistics Center",
        "Multi-tenant industrial distribution building",
        addr,
        "Our File No. KW-25-1147 · Client Reference No. PHB-CRE-25-0318",
    ):
        p.text(90, y, s_, 9.5, s_.startswith("Appraisal"))
        y += 12.5
    y += 8
    p.text(60, y, "Dear Ms. Whitfield:", 9.5)
    y += 18
    for para in (
        "At your request, we have prepared an appraisal of the leased fee interest in the above-referenced "
        "property, a multi-tenant industrial distribution building containing 148,600 square feet of gross "
        "building area on an 11.82-acre site located at " + addr + ". The building was constructed in 2008 and "
        "is 80% leased to four tenants; 29,720 square feet are vacant.",
        "The appraisal was prepared for Prairie Heritage Bank (the client) for use in underwriting a proposed "
        "refinance loan to the owner, Tallgrass Industrial Partners II, LLC. It conforms to the Uniform Standards "
        "of Professional Appraisal Practice, FIRREA and the client's appraisal guidelines. The property was "
        "inspected on October 28, 2025.",
        "Based on the analysis contained in the attached report, subject to the assumptions and limiting "
        "conditions therein, our opinion of the As Is market value of the leased fee interest in the subject "
        "property, as of October 28, 2025, is:",
    ):
        y = p.wrap(60, y, 492, para, 9.5, lead=12.8) + 7
    p.text(306, y + 6, "NINETEEN MILLION FOUR HUNDRED THOUSAND DOLLARS", 10, True, align="c")
    p.text(306, y + 20, "($" + US(asis, 0) + ")", 10, True, align="c")
    y += 42
    y = (
        p.wrap(
            60,
            y,
            492,
            "We have also developed a prospective opinion of the market value of the leased fee interest upon "
            "stabilization at 95% occupancy, as of October 1, 2026, of $" + US(stab, 0) + ". The insurable "
            "replacement cost of the improvements is estimated at $12,380,000. These are not opinions of the As Is "
            "market value.",
            9.5,
            lead=12.8,
        )
        + 7
    )
    y = (
        p.wrap(
            60,
            y,
            492,
            "Extraordinary assumption: the prospective value assumes that the vacant 29,720 square feet are leased "
            "at market terms by October 1, 2026. Lauren M. Pike, Senior Analyst, provided significant real property "
            "appraisal assistance, including the inspection and market research; she did not sign this report.",
            9.5,
            lead=12.8,
        )
        + 10
    )
    p.text(60, y, "Respectfully submitted,", 9.5)
    p.text(60, y + 14, "KINROSS & WEBB VALUATION ADVISORS, LLC", 9.5, True)
    p.text(60, y + 40, "/s/ Gregory T. Abernathy", 10)
    for i, s_ in enumerate(
        (
            "Gregory T. Abernathy, MAI",
            "Managing Director",
            "Illinois Certified General Real Estate Appraiser No. 553.002914",
        )
    ):
        p.text(60, y + 54 + i * 12, s_, 9)
    p.text(306, 770, "Kinross & Webb Valuation Advisors, LLC · File KW-25-1147 · Page 1", 7.2, align="c", color=GREY)

    # ---------------- page 2: summary of salient facts
    p.new_page()
    p.text(60, 60, "SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 11, True)
    y = 78
    facts = [
        ("Property name", "Tallgrass Logistics Center"),
        ("Property address", addr),
        ("Property type", "Multi-tenant industrial / warehouse distribution"),
        ("Owner of record", "Tallgrass Industrial Partners II, LLC"),
        ("Client / intended user", "Prairie Heritage Bank"),
        ("Intended use", "First-mortgage refinance underwriting"),
        ("Interest appraised", "Leased fee"),
        ("Site area", "11.82 acres (514,879 SF)"),
        ("Gross building area", "148,600 SF (net rentable area 148,600 SF)"),
        ("Clear height / docks", "32 feet / 28 exterior docks, 2 drive-in doors"),
        ("Year built", "2008"),
        ("Occupancy", "80% (4 tenants); 29,720 SF vacant"),
        ("Zoning", "I-1 Light Industrial, Village of Mokena"),
        ("Highest and best use", "Industrial use as improved"),
        ("Date of inspection", "October 28, 2025"),
        ("Date of report", "November 7, 2025"),
    ]
    for k, v in facts:
        p.rect(60, y, 230, y + 17, 0.4)
        p.rect(230, y, 552, y + 17, 0.4)
        p.text(65, y + 12, k, 8.6, True)
        p.text(236, y + 12, v, 8.6)
        y += 17
    y += 18
    p.text(60, y, "VALUE CONCLUSIONS", 10, True)
    y += 8
    xs = [60, 250, 340, 450, 552]
    heads = ["Value premise", "Interest", "Date of value", "Value"]
    p.shade(60, y, 552, y + 16, 0.85)
    for i, h in enumerate(heads):
        p.text(xs[i] + 5, y + 11.5, h, 8.4, True)
    y += 16
    for row in (
        ("As Is Market Value", "Leased fee", "October 28, 2025", "$" + US(asis, 0)),
        ("Prospective Market Value Upon Stabilization", "Leased fee", "October 1, 2026", "$" + US(stab, 0)),
        ("Insurable Replacement Cost", "n/a", "October 28, 2025", "$12,380,000"),
    ):
        for i, c in enumerate(row):
            p.text(xs[i] + 5, y + 12, c, 8.2)
        p.line(60, y + 17, 552, y + 17, 0.4)
        y += 17
    for x in xs:
        p.line(x, y - 51 - 16, x, y, 0.4)
    y += 14
    p.wrap(
        60,
        y,
        492,
        "Exposure time and marketing time are each estimated at six to nine months. The As Is value reflects a "
        "deduction from the stabilized value for the costs of leasing up the vacant space.",
        8.6,
    )
    p.text(306, 770, "Kinross & Webb Valuation Advisors, LLC · File KW-25-1147 · Page 2", 7.2, align="c", color=GREY)

    # ---------------- page 3: income approach, lease-up, reconciliation, certification
    p.new_page()
    p.text(60, 56, "INCOME CAPITALIZATION APPROACH - DIRECT CAPITALIZATION (STABILIZED)", 10, True)
    y = 74

    def line(k, v, bold=False, indent=0):
        nonlocal y
        p.text(66 + indent, y, k, 8.6, bold)
        p.text(470, y, v, 8.6, bold, align="r")
        y += 12.5

    line("Base rent, 148,600 SF @ $8.25/SF NNN", "$" + US(rent, 0))
    line("Expense reimbursements, 148,600 SF @ $2.35/SF", "$" + US(reimb, 0))
    line("Potential gross income", "$" + US(pgi, 0), True)
    line("Less vacancy and collection loss (5.0%)", "(" + "$" + US(vac, 0) + ")")
    line("Effective gross income", "$" + US(egi, 0), True)
    for k, v in exps:
        line(k, "$" + US(v, 0), indent=10)
    line("Total operating expenses", "(" + "$" + US(texp, 0) + ")", True)
    line("Net operating income", "$" + US(noi, 0), True)
    line("Overall capitalization rate", "6.25%")
    line("Indicated stabilized value (NOI / 6.25%)", "$" + US(q(stab_raw, 0), 0))
    line("Rounded prospective value upon stabilization", "$" + US(stab, 0), True)
    y += 8
    p.text(60, y, "LEASE-UP ADJUSTMENT TO AS IS", 10, True)
    y += 16
    for k, v in leaseup:
        line("Less: " + k, "(" + "$" + US(v, 0) + ")")
    line("Total lease-up deductions", "(" + "$" + US(tlu, 0) + ")", True)
    line("As Is market value - income approach", "$" + US(asis, 0), True)
    y += 8
    p.text(60, y, "RECONCILIATION", 10, True)
    y += 16
    line("Sales comparison approach (5 sales, $124.80-$139.15/SF; concluded $129.25/SF)", "$" + US(sca, 0))
    line("Income capitalization approach", "$" + US(asis, 0))
    line("Cost approach", "Not developed")
    y = (
        p.wrap(
            60,
            y + 4,
            492,
            "Most weight is given to the income capitalization approach, which reflects how investors price "
            "multi-tenant industrial property; the sales comparison approach supports it. Final reconciled As Is "
            "Market Value of the leased fee interest as of October 28, 2025: $" + US(asis, 0) + ".",
            8.8,
        )
        + 8
    )
    p.text(60, y, "CERTIFICATION (excerpt)", 10, True)
    y = (
        p.wrap(
            60,
            y + 15,
            492,
            "I certify that, to the best of my knowledge and belief, the statements of fact in this report are true "
            "and correct; I have no present or prospective interest in the property; my compensation is not "
            "contingent on the value reported; and the analyses, opinions and conclusions were developed, and this "
            "report prepared, in conformity with the Uniform Standards of Professional Appraisal Practice and the "
            "Code of Professional Ethics of the Appraisal Institute.",
            8.6,
        )
        + 8
    )
    p.text(60, y, "/s/ Gregory T. Abernathy", 9.5)
    p.text(60, y + 13, "Gregory T. Abernathy, MAI · Illinois Certified General No. 553.002914 · November 7, 2025", 8.6)
    p.text(306, 770, "Kinross & Webb Valuation Advisors, LLC · File KW-25-1147 · Page 3", 7.2, align="c", color=GREY)

    for lab, comp, what in (
        (1575160, pgi, "PGI"),
        (1496402, egi, "EGI"),
        (220240, texp, "expenses"),
        (1276162, noi, "NOI"),
        (20400000, stab, "stabilized"),
        (1000000, tlu, "lease-up"),
        (19400000, asis, "as is"),
        (19200000, sca, "sales comparison"),
    ):
        same(lab, comp, what)
    fields = {
        "property_address": F(addr, 1, "located at " + addr),
        "property_type": F("industrial", 1, "a multi-tenant industrial distribution building"),
        "appraised_value": F(19400000, 1, "NINETEEN MILLION FOUR HUNDRED THOUSAND DOLLARS ($19,400,000)"),
        "effective_date": F("2025-10-28", 1, "property, as of October 28, 2025, is:"),
        "appraiser_name": F("Gregory T. Abernathy", 1, "Gregory T. Abernathy, MAI Managing Director"),
        "client_name": F("Prairie Heritage Bank", 1, "prepared for Prairie Heritage Bank (the client)"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative commercial appraisal: letter of transmittal (page 1), summary of salient facts (page 2), "
        "income approach, lease-up adjustment, reconciliation and certification (page 3). appraised_value is "
        "the As Is market value $19,400,000 (also in words); the prospective market value upon stabilization "
        "$20,400,000 (as of October 1, 2026), the unrounded income indications, the insurable replacement cost "
        "$12,380,000 and the sales comparison figure are distractors. effective_date is the As Is date of value "
        "October 28, 2025 (also the inspection date) vs the report/letter date November 7, 2025 and the "
        "prospective date. appraiser_name is the signer Gregory T. Abernathy (MAI); Lauren M. Pike assisted "
        "but did not sign. client_name is Prairie Heritage Bank (addressee Ms. Dana Whitfield is its officer; "
        "the owner/borrower Tallgrass Industrial Partners II, LLC is a distractor). property_type is "
        "industrial (multi-tenant warehouse distribution). gross_living_area_sqft is null: a commercial "
        "building has no gross living area; the 148,600 SF gross building area, the vacant 29,720 SF and the "
        "site area are not GLA."
    )
    sums = [
        SUM(
            "potential gross income",
            [
                (1, T("base rent", 1225950, 3, "Base rent, 148,600 SF @ $8.25/SF NNN $1,225,950")),
                (1, T("reimbursements", 349210, 3, "Expense reimbursements, 148,600 SF @ $2.35/SF $349,210")),
            ],
            T("PGI", 1575160, 3, "Potential gross income $1,575,160"),
        ),
        SUM(
            "net operating income",
            [
                (1, T("PGI", 1575160, 3, "Potential gross income $1,575,160")),
                (-1, T("vacancy", 78758, 3, "Less vacancy and collection loss (5.0%) ($78,758)")),
                (-1, T("total operating expenses", 220240, 3, "Total operating expenses ($220,240)")),
            ],
            T("NOI", 1276162, 3, "Net operating income $1,276,162"),
        ),
        SUM(
            "operating expenses",
            [
                (1, T("taxes", 118880, 3, "Real estate taxes (non-recoverable share) $118,880")),
                (1, T("insurance", 29720, 3, "Insurance $29,720")),
                (1, T("management", 44892, 3, "Management (3.0% of EGI) $44,892")),
                (1, T("reserves", 22290, 3, "Replacement reserves $22,290")),
                (1, T("structural", 4458, 3, "Structural / non-reimbursable repairs $4,458")),
            ],
            T("total operating expenses", 220240, 3, "Total operating expenses ($220,240)"),
        ),
        SUM(
            "stabilized value less lease-up costs",
            [
                (1, T("stabilized value", 20400000, 3, "Rounded prospective value upon stabilization $20,400,000")),
                (-1, T("rent loss", 386000, 3, "Rent loss during lease-up (12 months) ($386,000)")),
                (-1, T("tenant improvements", 356640, 3, "29,720 SF @ $12.00 ($356,640)")),
                (-1, T("leasing commissions", 154000, 3, "Less: Leasing commissions ($154,000)")),
                (-1, T("entrepreneurial incentive", 103360, 3, "Entrepreneurial incentive ($103,360)")),
            ],
            "appraised_value",
        ),
    ]
    return p, fields, notes, sums
