"""Appraisal builders (2 documents).  All properties, people and values are fictional."""

from decimal import Decimal

from common import NULL, F, doc, same
from pdfkit import GREY, LETTER, LIGHT, Pdf, tlen

X0, X1 = 36, 576


def _section(pg, y0, y1, name):
    """Shaded left strip with a rotated section name (URAR style)."""
    pg.fill(X0, y0, X0 + 13, y1, (0.85, 0.85, 0.85))
    pg.rect(X0, y0, X1, y1, w=0.8)
    ty = (y0 + y1) / 2 + tlen(name, "hebo", 6.5) / 2
    pg.p.insert_text((X0 + 9.5, ty), name, fontname="hebo", fontsize=6.5, rotate=90)


def _row(pg, y, cells, h=13, x=X0 + 13, csz=6.3, vsz=7.8, line=True):
    """One form row: cells are (width, caption, value); caption small grey, value bold-ish."""
    for i, (w, cap, val) in enumerate(cells):
        tx = x + 2
        if cap:
            pg.text(tx, y + h - 3.5, cap, "helv", csz, (0.3, 0.3, 0.3))
            tx += tlen(cap, "helv", csz) + 3
        if val:
            pg.text(tx, y + h - 3.5, val, "helv", vsz)
        x += w
        if i < len(cells) - 1:
            pg.line(x, y, x, y + h, w=0.4)
    if line:
        pg.line(X0 + 13, y + h, X1, y + h, w=0.4)
    return y + h


def _box(pg, x, y, checked):
    pg.checkbox(x, y, checked, sz=6)


# ====================================================================== URAR-like single family
@doc(
    "b5_appr_urar_sfr",
    "appraisal",
    "Uniform Residential Appraisal Report - 2817 Willow Bend Drive, Fayetteville, AR",
)
def appr_urar():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    pg.text(306, 40, "Uniform Residential Appraisal Report", "hebo", 13, al="c")
    pg.text(X1, 40, "File # RVG-24-0912", "helv", 8, al="r")
    pg.para(
        X0,
        54,
        540,
        "The purpose of this summary appraisal report is to provide the lender/client with "
        "an accurate, and adequately supported, opinion of the market value of the subject property.",
        "helv",
        7.2,
    )
    # SUBJECT
    y0 = y = 72
    y = _row(
        pg,
        y,
        [
            (250, "Property Address", "2817 Willow Bend Drive"),
            (130, "City", "Fayetteville"),
            (60, "State", "AR"),
            (87, "Zip Code", "72703"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (170, "Borrower", "Jonah & Celia Whitaker"),
            (230, "Owner of Public Record", "Estate of Loretta M. Pruitt"),
            (127, "County", "Washington"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Legal Description",
                "Lot 14, Block 3, Willow Bend Addition, Phase II, City of Fayetteville, Washington County, Arkansas",
            )
        ],
    )
    y = _row(
        pg,
        y,
        [
            (200, "Assessor's Parcel #", "765-21844-000"),
            (110, "Tax Year", "2023"),
            (217, "R.E. Taxes $", "2,186"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (200, "Neighborhood Name", "Willow Bend"),
            (160, "Map Reference", "15-16N-30W"),
            (167, "Census Tract", "0104.05"),
        ],
    )
    # occupant row with checkboxes
    pg.text(X0 + 15, y + 9.5, "Occupant", "helv", 6.3, GREY)
    for i, (lab, ck) in enumerate([("Owner", True), ("Tenant", False), ("Vacant", False)]):
        _box(pg, X0 + 48 + i * 42, y + 10, ck)
        pg.text(X0 + 56 + i * 42, y + 9.5, lab, "helv", 7)
    pg.text(X0 + 185, y + 9.5, "Special Assessments $", "helv", 6.3, GREY)
    pg.text(X0 + 250, y + 9.5, "0", "helv", 7.8)
    _box(pg, X0 + 290, y + 10, True)
    pg.text(X0 + 298, y + 9.5, "PUD", "helv", 7)
    pg.text(X0 + 325, y + 9.5, "HOA $", "helv", 6.3, GREY)
    pg.text(X0 + 345, y + 9.5, "240", "helv", 7.8)
    _box(pg, X0 + 372, y + 10, True)
    pg.text(X0 + 380, y + 9.5, "per year", "helv", 7)
    _box(pg, X0 + 420, y + 10, False)
    pg.text(X0 + 428, y + 9.5, "per month", "helv", 7)
    pg.line(X0 + 13, y + 13, X1, y + 13, w=0.4)
    y += 13
    pg.text(X0 + 15, y + 9.5, "Property Rights Appraised", "helv", 6.3, GREY)
    for i, (lab, ck) in enumerate([("Fee Simple", True), ("Leasehold", False), ("Other (describe)", False)]):
        _box(pg, X0 + 100 + i * 60, y + 10, ck)
        pg.text(X0 + 108 + i * 60, y + 9.5, lab, "helv", 7)
    pg.line(X0 + 13, y + 13, X1, y + 13, w=0.4)
    y += 13
    pg.text(X0 + 15, y + 9.5, "Assignment Type", "helv", 6.3, GREY)
    for i, (lab, ck) in enumerate(
        [("Purchase Transaction", True), ("Refinance Transaction", False), ("Other", False)]
    ):
        _box(pg, X0 + 75 + i * 95, y + 10, ck)
        pg.text(X0 + 83 + i * 95, y + 9.5, lab, "helv", 7)
    pg.line(X0 + 13, y + 13, X1, y + 13, w=0.4)
    y += 13
    y = _row(
        pg,
        y,
        [
            (230, "Lender/Client", "Ozark Heritage Mortgage Company"),
            (297, "Address", "4100 N. College Avenue, Suite 200, Fayetteville, AR 72703"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Is the subject property currently offered for sale or has it been offered for sale in the "
                "twelve months prior to the effective date of this appraisal?",
                "Yes",
            )
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Report data source(s) used, offering price(s), and date(s).",
                "NWAMLS #1287744; listed 07/30/2024 at $319,900; pending 08/21/2024",
            )
        ],
        line=False,
    )
    _section(pg, y0, y, "SUBJECT")
    # CONTRACT
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (
                527,
                "I did analyze the contract for sale for the subject purchase transaction. Explain the "
                "results of the analysis:",
                "arm's-length sale; typical terms",
            )
        ],
    )
    y = _row(
        pg,
        y,
        [
            (150, "Contract Price $", "315,000"),
            (150, "Date of Contract", "08/21/2024"),
            (227, "Is the property seller the owner of public record?", "No (executor)"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Is there any financial assistance (loan charges, sale concessions, etc.) to be paid by any "
                "party on behalf of the borrower?",
                "Yes - $4,500 seller-paid closing costs",
            )
        ],
        line=False,
    )
    _section(pg, y0, y, "CONTRACT")
    # NEIGHBORHOOD
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (130, "Location", "Suburban"),
            (130, "Built-Up", "75-100%"),
            (130, "Growth", "Stable"),
            (137, "Property Values", "Increasing"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (130, "Demand/Supply", "In Balance"),
            (130, "Marketing Time", "3-6 mths"),
            (267, "One-Unit Housing PRICE $(000)", "Low 215  High 465  Pred. 310"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (260, "One-Unit Housing AGE (yrs)", "Low 2  High 40  Pred. 18"),
            (267, "Present Land Use %", "1-Unit 80%  2-4 Unit 5%  Multi 5%  Comm. 5%  Other 5%"),
        ],
    )
    pg.para(
        X0 + 16,
        y + 9,
        520,
        "Neighborhood Description: Willow Bend is a 1990s-2010s subdivision of detached "
        "single-family homes in west Fayetteville with access to I-49, the University of Arkansas and "
        "employment along the Razorback Regional Greenway. Market conditions: inventory is about 2.8 "
        "months; typical marketing times are under 60 days and seller concessions up to 2% are common.",
        "helv",
        7.3,
        lead=9,
    )
    y += 42
    _section(pg, y0, y, "NEIGHBORHOOD")
    # SITE
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (150, "Dimensions", "92 x 128 (irreg.)"),
            (110, "Area", "0.27 ac"),
            (110, "Shape", "Irregular"),
            (157, "View", "N;Res;"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (200, "Specific Zoning Classification", "RSF-4"),
            (327, "Zoning Description", "Residential single-family, 4 units per acre"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (130, "FEMA Flood Zone", "X"),
            (200, "FEMA Map #", "05143C0090F"),
            (197, "FEMA Map Date", "05/16/2008"),
        ],
        line=False,
    )
    _section(pg, y0, y, "SITE")
    # IMPROVEMENTS
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (130, "Units", "One"),
            (100, "# of Stories", "1"),
            (140, "Type", "Det."),
            (157, "Existing / Proposed", "Existing"),
        ],
    )
    y = _row(
        pg,
        y,
        [(170, "Design (Style)", "Ranch"), (120, "Year Built", "2006"), (237, "Effective Age (Yrs)", "10")],
    )
    y = _row(
        pg,
        y,
        [
            (170, "Foundation", "Concrete slab"),
            (170, "Exterior Walls", "Brick / vinyl"),
            (187, "Roof Surface", "Architectural shingle"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (170, "Heating", "FWA / gas"),
            (170, "Cooling", "Central air"),
            (187, "Car Storage", "Garage, 2 cars, attached"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Finished area above grade contains:",
                "8 Rooms  3 Bedrooms  2.0 Bath(s)  1,864 Square Feet of Gross Living Area Above Grade",
            )
        ],
    )
    pg.para(
        X0 + 16,
        y + 9,
        520,
        "Describe the condition of the property: C3. The subject is a single-family "
        "detached dwelling located in a PUD. The kitchen was updated in 2021 (quartz counters, new "
        "cabinets); the roof was replaced in 2019. No functional or external obsolescence was noted. "
        "The rear patio (240 sq.ft.) and a 120 sq.ft. storage shed are not included in the gross "
        "living area.",
        "helv",
        7.3,
        lead=9,
    )
    y += 46
    _section(pg, y0, y, "IMPROVEMENTS")
    # ---------------- page 2: sales comparison + reconciliation
    pg2 = pdf.new_page()
    pg2.text(306, 40, "Uniform Residential Appraisal Report", "hebo", 13, al="c")
    pg2.text(X1, 40, "File # RVG-24-0912", "helv", 8, al="r")
    pg2.text(
        X0,
        58,
        "There are 9 comparable sales in the subject neighborhood within the past twelve months ranging "
        "in sale price from $ 268,000 to $ 352,500.",
        "helv",
        7.3,
    )
    comps = [
        ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"],
        [
            "Address",
            "2817 Willow Bend Drive\nFayetteville, AR 72703",
            "2904 Willow Bend Drive\nFayetteville, AR 72703",
            "1645 Magnolia Crest Lane\nFayetteville, AR 72704",
            "3120 Quail Hollow Road\nFayetteville, AR 72703",
        ],
        ["Proximity to Subject", "", "0.12 miles N", "0.41 miles SW", "0.78 miles E"],
        ["Sale Price", "$ 315,000", "$ 305,000", "$ 322,500", "$ 309,900"],
        [
            "Sale Price/Gross Liv. Area",
            "$ 168.99 sq.ft.",
            "$ 170.20 sq.ft.",
            "$ 165.38 sq.ft.",
            "$ 162.68 sq.ft.",
        ],
        ["Data Source(s)", "", "NWAMLS #1265410", "NWAMLS #1271982", "NWAMLS #1276005"],
        ["Date of Sale/Time", "", "s06/24; c05/24", "s07/24; c06/24", "s08/24; c07/24"],
        ["Location", "N;Res;", "N;Res;", "N;Res;", "N;Res;"],
        ["Site", "0.27 ac", "0.25 ac", "0.31 ac   -2,000", "0.26 ac"],
        ["Design (Style)", "Ranch", "Ranch", "Ranch", "Ranch"],
        ["Actual Age", "18", "17", "12", "21"],
        ["Condition", "C3", "C3", "C3", "C3"],
        ["Room Count (Tot/Bd/Ba)", "8 / 3 / 2.0", "7 / 3 / 2.0", "8 / 4 / 2.0   -500", "8 / 3 / 2.0"],
        [
            "Gross Living Area",
            "1,864 sq.ft.",
            "1,792 sq.ft.   +5,760",
            "1,950 sq.ft.   -6,880",
            "1,905 sq.ft.   -3,280",
        ],
        ["Garage/Carport", "2ga att", "2ga att", "2ga att", "1ga att   +4,000"],
        ["Porch/Patio/Deck", "Patio", "Patio, deck   -1,500", "Patio", "Patio   +780"],
        ["Net Adjustment (Total)", "", "+ $ 4,260", "- $ 9,380", "+ $ 1,500"],
        ["Adjusted Sale Price of Comparables", "", "$ 309,260", "$ 313,120", "$ 311,400"],
    ]
    same(309260, 305000 + 5760 - 1500)
    same(313120, 322500 - 2000 - 500 - 6880)
    same(311400, 309900 - 3280 + 4000 + 780)
    y = pg2.table(
        X0,
        66,
        [(120, "l"), (105, "l"), (105, "l"), (105, "l"), (105, "l")],
        comps,
        sz=7,
        pad=2.6,
        head_fill=(0.85, 0.85, 0.85),
    )
    pg2.para(
        X0,
        y + 12,
        540,
        "Summary of Sales Comparison Approach: All three sales are in the subject's "
        "market area and closed within the past four months. Gross living area was adjusted at $80 per "
        "square foot. Most weight was given to Comparable 1 (same street, most similar size) and "
        "Comparable 3; the adjusted range is $309,260 to $313,120.",
        "helv",
        7.5,
        lead=9.5,
    )
    y += 58
    pg2.text(X0, y, "Indicated Value by Sales Comparison Approach $ 312,000", "hebo", 8.5)
    y += 20
    # reconciliation box
    y0 = y
    pg2.text(
        X0 + 16,
        y + 12,
        "Indicated Value by: Sales Comparison Approach $ 312,000   Cost Approach (if developed) "
        "$ 321,450   Income Approach (if developed) $ N/A",
        "helv",
        7.8,
    )
    pg2.para(
        X0 + 16,
        y + 26,
        520,
        "The sales comparison approach is given most weight as it best reflects the "
        "actions of buyers and sellers in this market. The cost approach supports the value conclusion; the "
        "income approach was not developed as single-family homes in this area are typically owner-occupied.",
        "helv",
        7.5,
        lead=9.5,
    )
    pg2.text(X0 + 16, y + 62, "This appraisal is made", "helv", 7.5)
    _box(pg2, X0 + 98, y + 63, True)
    pg2.text(X0 + 106, y + 62, '"as is",', "helv", 7.5)
    _box(pg2, X0 + 140, y + 63, False)
    pg2.text(X0 + 148, y + 62, "subject to completion per plans and specifications,", "helv", 7.5)
    _box(pg2, X0 + 320, y + 63, False)
    pg2.text(X0 + 328, y + 62, "subject to repairs or alterations.", "helv", 7.5)
    pg2.para(
        X0 + 16,
        y + 78,
        520,
        "Based on a complete visual inspection of the interior and exterior areas of "
        "the subject property, defined scope of work, statement of assumptions and limiting conditions, and "
        "appraiser's certification, my (our) opinion of the market value, as defined, of the real property "
        "that is the subject of this report is $ 312,000, as of 09/12/2024, which is the date of inspection "
        "and the effective date of this appraisal.",
        "hebo",
        7.8,
        lead=10,
    )
    y += 124
    _section(pg2, y0, y, "RECONCILIATION")
    # cost approach
    y0 = y = y + 6
    cost = [
        ("Estimated Site Value", "= $ 62,000"),
        ("Dwelling 1,864 Sq.Ft. @ $ 148.00", "= $ 275,872"),
        ("Garage/Carport 480 Sq.Ft. @ $ 35.00", "= $ 16,800"),
        ("Total Estimate of Cost-New", "= $ 292,672"),
        ("Less Physical Depreciation", "= $ (39,222)"),
        ("Depreciated Cost of Improvements", "= $ 253,450"),
        ('"As-is" Value of Site Improvements', "= $ 6,000"),
        ("Indicated Value By Cost Approach", "= $ 321,450"),
    ]
    same(275872, 1864 * 148)
    same(292672, 275872 + 16800)
    same(253450, 292672 - 39222)
    same(321450, 62000 + 253450 + 6000)
    for k, v in cost:
        pg2.text(X0 + 300, y + 11, k, "helv", 7.5)
        pg2.text(X1 - 6, y + 11, v, "helv", 7.5, al="r")
        y += 12
    pg2.para(
        X0 + 16,
        y0 + 11,
        270,
        "Support for the opinion of site value: three lot sales in Willow Bend "
        "and Clabber Creek (2023-2024) ranging from $55,000 to $68,000. Source of cost data: Marshall & "
        "Swift, Good quality, 06/2024. Estimated remaining economic life: 50 years. Physical "
        "depreciation by age-life method (10 / 60 years).",
        "helv",
        7.3,
        lead=9,
    )
    y += 6
    _section(pg2, y0, y, "COST APPROACH")
    # PUD info
    y0 = y = y + 6
    y = _row(
        pg2,
        y,
        [
            (300, "Legal Name of Project", "Willow Bend Property Owners Association"),
            (227, "Developer/builder in control of HOA?", "No"),
        ],
    )
    y = _row(
        pg2,
        y,
        [(300, "Total number of units", "214"), (227, "Total number of units sold", "214")],
        line=False,
    )
    _section(pg2, y0, y, "PUD")
    # ---------------- page 3: certification signature block
    pg3 = pdf.new_page()
    pg3.text(306, 40, "Uniform Residential Appraisal Report", "hebo", 13, al="c")
    pg3.text(X1, 40, "File # RVG-24-0912", "helv", 8, al="r")
    pg3.text(X0, 62, "APPRAISER'S CERTIFICATION: The Appraiser certifies and agrees that:", "hebo", 8)
    certs = [
        "1. I have, at a minimum, developed and reported this appraisal in accordance with the scope of work "
        "requirements stated in this appraisal report.",
        "2. I performed a complete visual inspection of the interior and exterior areas of the subject property. "
        "I reported the condition of the improvements in factual, specific terms.",
        "3. I performed this appraisal in accordance with the requirements of the Uniform Standards of "
        "Professional Appraisal Practice that were adopted and promulgated by the Appraisal Standards Board "
        "of The Appraisal Foundation and that were in place at the time this appraisal report was prepared.",
        "4. I have knowledge and experience in appraising this type of property in this market area.",
        "5. My compensation for this appraisal is not contingent upon the reporting of a predetermined value "
        "or direction in value that favors the cause of the client.",
    ]
    y = 76
    for c in certs:
        y = pg3.para(X0, y, 540, c, "helv", 7.6, lead=9.6) + 3
    y += 8
    top = y
    mid = 306
    pg3.rect(X0, top, X1, top + 350, w=0.8)
    pg3.line(mid, top, mid, top + 350, w=0.6)
    pg3.text(X0 + 6, top + 14, "APPRAISER", "hebo", 8.5)
    pg3.text(mid + 6, top + 14, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", "hebo", 8.5)
    left = [
        ("Signature", None),
        ("Name", "Melissa K. Tran"),
        ("Company Name", "Ridgeline Valuation Group, LLC"),
        ("Company Address", "1200 W. Walnut Street, Suite 3"),
        ("", "Rogers, AR 72756"),
        ("Telephone Number", "(479) 555-0187"),
        ("Email Address", "mtran@ridgelinevaluation.example"),
        ("Date of Signature and Report", "09/16/2024"),
        ("Effective Date of Appraisal", "09/12/2024"),
        ("State Certification #", "CR 3318"),
        ("State", "AR"),
        ("Expiration Date of Certification or License", "06/30/2025"),
    ]
    yy = top + 34
    for cap, val in left:
        pg3.text(X0 + 6, yy, cap, "helv", 6.8, (0.3, 0.3, 0.3))
        if val:
            pg3.text(X0 + 12 + tlen(cap, "helv", 6.8), yy, val, "helv", 8)
        else:
            pg3.line(X0 + 40, yy + 1, mid - 10, yy + 1, w=0.4)
            pg3.text(X0 + 60, yy - 3, "Melissa K. Tran", "tiit", 14, (0.1, 0.1, 0.45))
        yy += 15
    yy += 8
    pg3.text(X0 + 6, yy, "ADDRESS OF PROPERTY APPRAISED", "hebo", 7.5)
    pg3.lines(X0 + 6, yy + 13, ["2817 Willow Bend Drive", "Fayetteville, AR 72703"], "helv", 8, lead=11)
    yy += 42
    pg3.text(X0 + 6, yy, "APPRAISED VALUE OF SUBJECT PROPERTY $", "hebo", 7.5)
    pg3.text(X0 + 192, yy, "312,000", "helv", 8)
    yy += 22
    pg3.text(X0 + 6, yy, "LENDER/CLIENT", "hebo", 7.5)
    for cap, val in [
        ("Name", "Kevin Doyle"),
        ("Company Name", "Ozark Heritage Mortgage Company"),
        ("Company Address", "4100 N. College Avenue, Suite 200, Fayetteville, AR 72703"),
        ("Email Address", "kdoyle@ozarkheritage.example"),
    ]:
        yy += 13
        pg3.text(X0 + 6, yy, cap, "helv", 6.8, (0.3, 0.3, 0.3))
        pg3.text(X0 + 12 + tlen(cap, "helv", 6.8), yy, val, "helv", 7.4)
    ry = top + 34
    for cap in [
        "Signature",
        "Name",
        "Company Name",
        "Company Address",
        "Telephone Number",
        "Email Address",
        "Date of Signature",
        "State Certification #",
        "or State License #",
        "State",
        "Expiration Date of Certification or License",
    ]:
        pg3.text(mid + 6, ry, cap, "helv", 6.8, (0.3, 0.3, 0.3))
        pg3.line(mid + 12 + tlen(cap, "helv", 6.8), ry + 1, X1 - 8, ry + 1, w=0.3)
        ry += 15
    ry += 8
    pg3.text(mid + 6, ry, "SUBJECT PROPERTY", "hebo", 7.5)
    for i, lab in enumerate(
        [
            "Did not inspect subject property",
            "Did inspect exterior of subject property from street",
            "Did inspect interior and exterior of subject property",
        ]
    ):
        _box(pg3, mid + 8, ry + 14 + i * 12, False)
        pg3.text(mid + 18, ry + 13 + i * 12, lab, "helv", 7)
    ry += 60
    pg3.text(mid + 6, ry, "COMPARABLE SALES", "hebo", 7.5)
    for i, lab in enumerate(
        [
            "Did not inspect exterior of comparable sales from street",
            "Did inspect exterior of comparable sales from street",
        ]
    ):
        _box(pg3, mid + 8, ry + 14 + i * 12, False)
        pg3.text(mid + 18, ry + 13 + i * 12, lab, "helv", 7)

    def foot(p, i, n):
        p.text(X0, 770, "URAR-style summary appraisal report - fictional", "helv", 6.5, GREY)
        p.text(X1, 770, "Page %d of %d" % (i, n), "helv", 6.5, GREY, al="r")

    pdf.finish(foot)
    fields = {
        "property_address": F(
            "2817 Willow Bend Drive, Fayetteville, AR 72703",
            3,
            "ADDRESS OF PROPERTY APPRAISED 2817 Willow Bend Drive Fayetteville, AR 72703",
        ),
        "property_type": F(
            "single_family", 1, "The subject is a single-family detached dwelling located in a PUD."
        ),
        "appraised_value": F(312000, 2, "that is the subject of this report is $ 312,000, as of 09/12/2024"),
        "effective_date": F("2024-09-12", 3, "Effective Date of Appraisal 09/12/2024"),
        "appraiser_name": F("Melissa K. Tran", 3, "Name Melissa K. Tran"),
        "client_name": F(
            "Ozark Heritage Mortgage Company", 1, "Lender/Client Ozark Heritage Mortgage Company"
        ),
        "gross_living_area_sqft": F(1864, 1, "1,864 Square Feet of Gross Living Area Above Grade"),
    }
    notes = (
        "URAR-style form (3 pages). The page-1 subject row splits the address into Property Address / "
        "City / State / Zip cells, so the address quote is the certification block on page 3 (also "
        "printed as the subject column of the sales grid on page 2). Detached single-family home in "
        "a PUD -> single_family. Appraised value is the reconciled opinion $312,000: the contract "
        "price $315,000, list price $319,900, cost-approach value $321,450 and comparables' adjusted "
        "prices are distractors. Effective date 09/12/2024 vs date of signature/report 09/16/2024 and "
        "contract date 08/21/2024. Client is the lender company; 'Kevin Doyle' is the lender contact. "
        "GLA 1,864 (comparables' GLAs, patio and shed areas are distractors). Supervisory appraiser "
        "block is blank."
    )
    return pdf, fields, notes


# ====================================================================== commercial narrative
@doc(
    "b5_appr_commercial",
    "appraisal",
    "Appraisal Report - Riverside Commons Office Building, 1450 Front Street, Lemoyne, PA",
)
def appr_commercial():
    pdf = Pdf(LETTER)
    navy = (0.1, 0.16, 0.32)

    def letterhead(p):
        p.text(72, 56, "WHITCOMBE & ASSOCIATES", "tibo", 16, navy)
        p.text(72, 69, "Real Estate Appraisal & Consulting", "tiit", 9.5, GREY)
        p.lines(
            540,
            50,
            [
                "300 North Second Street, Suite 710",
                "Harrisburg, Pennsylvania 17101",
                "(717) 555-0126  |  whitcombeappraisal.example",
            ],
            "tiro",
            8,
            lead=10,
            al="r",
        )
        p.line(72, 78, 540, 78, w=1, c=navy)

    # ---------------- letter of transmittal
    pg = pdf.new_page()
    letterhead(pg)
    pg.text(72, 108, "June 3, 2024", "tiro", 10.5)
    pg.lines(
        72,
        132,
        [
            "Mr. Daniel Ferrante",
            "Vice President, Commercial Real Estate Lending",
            "First Keystone Bank, N.A.",
            "200 Market Street",
            "Harrisburg, PA 17101",
        ],
        "tiro",
        10.5,
        lead=13,
    )
    pg.text(72, 210, "RE:", "tibo", 10.5)
    pg.lines(
        100,
        210,
        [
            "Appraisal of Riverside Commons Office Building",
            "1450 Front Street, Lemoyne, Pennsylvania 17043",
            "Our File No. W&A-24-0317",
        ],
        "tibo",
        10.5,
        lead=13,
    )
    pg.text(72, 262, "Dear Mr. Ferrante:", "tiro", 10.5)
    y = pg.para(
        72,
        282,
        468,
        "In accordance with your request, we have prepared an appraisal of the above "
        "referenced property in an appraisal report format. The subject is a three-story, multi-tenant "
        "office building containing 46,200 square feet of gross building area (42,860 square feet net "
        "rentable) on a 3.12-acre site along the Susquehanna River. The building was constructed in "
        "1998, renovated in 2016, and is 91% leased to eleven tenants.",
        "tiro",
        10.5,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "The purpose of this appraisal is to develop an opinion of the As Is market "
        "value of the leased fee interest in the subject property. The intended use is to assist the "
        "client in a mortgage lending decision; the client and intended user is First Keystone Bank, "
        "N.A. The property was inspected on May 20, 2024.",
        "tiro",
        10.5,
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "Based on the analysis contained in the following report, subject to the "
        "general assumptions and limiting conditions, our opinion of the As Is market value of the "
        "leased fee interest in the subject property, as of May 20, 2024, is:",
        "tiro",
        10.5,
    )
    pg.text(306, y + 16, "EIGHT MILLION FOUR HUNDRED THOUSAND DOLLARS ($8,400,000)", "tibo", 11, al="c")
    y = pg.para(
        72,
        y + 44,
        468,
        "No extraordinary assumptions or hypothetical conditions were used. The "
        "insurable value and land value reported in the summary are provided for the client's "
        "information only and are not market value opinions of the whole property.",
        "tiro",
        10.5,
    )
    pg.text(72, y + 14, "Respectfully submitted,", "tiro", 10.5)
    pg.text(72, y + 29, "WHITCOMBE & ASSOCIATES", "tibo", 10.5)
    pg.text(80, y + 56, "Robert J. Whitcombe", "tiit", 15, (0.1, 0.1, 0.45))
    pg.lines(
        72,
        y + 72,
        [
            "Robert J. Whitcombe, MAI",
            "Certified General Real Estate Appraiser",
            "Pennsylvania License No. GA001842",
        ],
        "tiro",
        10,
        lead=12.5,
    )
    # ---------------- summary of salient facts
    pg2 = pdf.new_page()
    letterhead(pg2)
    pg2.text(306, 104, "SUMMARY OF SALIENT FACTS AND CONCLUSIONS", "tibo", 12, al="c")
    facts = [
        ["Property Name", "Riverside Commons Office Building"],
        ["Location", "1450 Front Street, Lemoyne, Cumberland County, Pennsylvania 17043"],
        ["Property Type", "Suburban office, multi-tenant (Class B+)"],
        ["Tax Parcel", "12-21-0275-044"],
        ["Owner of Record", "Front Street Office Partners, LP"],
        ["Client / Intended User", "First Keystone Bank, N.A."],
        ["Intended Use", "Mortgage lending decision"],
        ["Interest Appraised", "Leased fee"],
        ["Land Area", "3.12 acres (135,907 SF)"],
        ["Gross Building Area", "46,200 SF"],
        ["Net Rentable Area", "42,860 SF"],
        ["Year Built / Renovated", "1998 / 2016"],
        ["Occupancy", "91% (11 tenants)"],
        ["Zoning", "C-2 General Commercial"],
        ["Flood Zone", "Zone X (shaded), FEMA panel 42041C0226E"],
        ["Date of Inspection", "May 20, 2024"],
        ["Effective Date of Value", "May 20, 2024"],
        ["Date of Report", "June 3, 2024"],
        ["Highest and Best Use", "Continued office use, as improved"],
        ["Exposure / Marketing Time", "9 to 12 months"],
    ]
    y = pg2.table(
        72,
        116,
        [(170, "l"), (298, "l")],
        facts,
        sz=9,
        f="tiro",
        fb="tibo",
        head=0,
        pad=3.6,
        zebra=(0.95, 0.96, 0.98),
    )
    pg2.text(72, y + 22, "VALUE INDICATIONS", "tibo", 10.5)
    vals = [
        ["Approach", "As Is (May 20, 2024)"],
        ["Cost Approach", "Not developed"],
        ["Sales Comparison Approach", "$8,500,000"],
        ["Income Capitalization Approach", "$8,350,000"],
        {"cells": ["Final Opinion of As Is Market Value", "$8,400,000"], "font": "tibo"},
        ["Insurable Value (replacement cost of insurable improvements)", "$7,150,000"],
        ["Land Value (as though vacant)", "$1,250,000"],
    ]
    pg2.table(72, y + 30, [(330, "l"), (138, "r")], vals, sz=9, f="tiro", fb="tibo", pad=3.6, head_fill=LIGHT)
    # ---------------- income approach + reconciliation
    pg3 = pdf.new_page()
    letterhead(pg3)
    pg3.text(72, 108, "INCOME CAPITALIZATION APPROACH - DIRECT CAPITALIZATION", "tibo", 11)
    inc = [
        ["", "Total", "Per SF NRA"],
        ["Potential Gross Income (contract and market rent)", "$1,071,500", "$25.00"],
        ["Expense Reimbursements", "$96,400", "$2.25"],
        ["Less: Vacancy and Collection Loss (8.0%)", "($93,432)", "($2.18)"],
        ["Effective Gross Income", "$1,074,468", "$25.07"],
        ["Less: Operating Expenses", "($448,218)", "($10.46)"],
        {"cells": ["Net Operating Income", "$626,250", "$14.61"], "font": "tibo"},
        ["Capitalization Rate", "7.50%", ""],
        {
            "cells": ["Indicated Value - Income Capitalization Approach", "$8,350,000", "$194.82"],
            "font": "tibo",
        },
    ]
    same(1071500, 42860 * 25)
    same(93432, (Decimal(1071500) + 96400) * Decimal("0.08"))
    same(1074468, 1071500 + 96400 - 93432)
    same(626250, 1074468 - 448218)
    same(8350000, Decimal(626250) / Decimal("0.075"))
    y = pg3.table(
        72,
        118,
        [(290, "l"), (100, "r"), (78, "r")],
        inc,
        sz=9,
        f="tiro",
        fb="tibo",
        pad=3.6,
        head_fill=LIGHT,
        grid="h",
    )
    pg3.text(72, y + 30, "RECONCILIATION AND FINAL VALUE OPINION", "tibo", 11)
    y = pg3.para(
        72,
        y + 48,
        468,
        "The sales comparison approach, based on five office sales in Cumberland and "
        "Dauphin Counties between March 2022 and February 2024 adjusted to $184 to $206 per square "
        "foot of net rentable area, indicated $8,500,000. The income capitalization approach, which "
        "reflects the investment rationale of typical buyers of multi-tenant office property, "
        "indicated $8,350,000. The cost approach was not developed given the age of the "
        "improvements and the lack of land sales.",
        "tiro",
        10.3,
    )
    y = pg3.para(
        72,
        y + 6,
        468,
        "Greatest weight is placed on the income capitalization approach, with "
        "support from the sales comparison approach. Accordingly, our opinion of the As Is market "
        "value of the leased fee interest in the subject property, as of May 20, 2024, is "
        "$8,400,000.",
        "tiro",
        10.3,
    )
    # ---------------- certification
    pg4 = pdf.new_page()
    letterhead(pg4)
    pg4.text(72, 108, "CERTIFICATION", "tibo", 11)
    y = pg4.para(72, 126, 468, "I certify that, to the best of my knowledge and belief:", "tiro", 10)
    for c in [
        "The statements of fact contained in this report are true and correct.",
        "The reported analyses, opinions, and conclusions are limited only by the reported assumptions and "
        "limiting conditions and are my personal, impartial, and unbiased professional analyses, opinions, "
        "and conclusions.",
        "I have no present or prospective interest in the property that is the subject of this report and no "
        "personal interest with respect to the parties involved.",
        "My engagement in this assignment was not contingent upon developing or reporting predetermined "
        "results, and my compensation is not contingent upon the amount of the value opinion.",
        "My analyses, opinions, and conclusions were developed, and this report has been prepared, in "
        "conformity with the Uniform Standards of Professional Appraisal Practice and the Code of "
        "Professional Ethics of the Appraisal Institute.",
        "I have made a personal inspection of the property that is the subject of this report.",
        "Janet Okoro, Pennsylvania Trainee Appraiser, provided significant real property appraisal "
        "assistance to the person signing this certification, including the property inspection and "
        "market data research. Janet Okoro did not sign this report.",
        "As of the date of this report, I have completed the continuing education program for Designated "
        "Members of the Appraisal Institute.",
    ]:
        pg4.text(80, y, "-", "tiro", 10)
        y = pg4.para(92, y, 448, c, "tiro", 10) + 2
    pg4.text(80, y + 40, "Robert J. Whitcombe", "tiit", 15, (0.1, 0.1, 0.45))
    pg4.line(72, y + 46, 280, y + 46, w=0.5)
    pg4.lines(
        72,
        y + 60,
        [
            "Robert J. Whitcombe, MAI",
            "Certified General Real Estate Appraiser",
            "Pennsylvania License No. GA001842",
            "Date: June 3, 2024",
        ],
        "tiro",
        10,
        lead=12.5,
    )

    def foot(p, i, n):
        p.line(72, 748, 540, 748, w=0.4, c=GREY)
        p.text(72, 760, "Riverside Commons Office Building - File W&A-24-0317", "tiro", 8, GREY)
        p.text(540, 760, "Page %d of %d" % (i, n), "tiro", 8, GREY, al="r")

    pdf.finish(foot)
    fields = {
        "property_address": F(
            "1450 Front Street, Lemoyne, Pennsylvania 17043",
            1,
            "Appraisal of Riverside Commons Office Building 1450 Front Street, Lemoyne, Pennsylvania 17043",
        ),
        "property_type": F("commercial", 1, "The subject is a three-story, multi-tenant office building"),
        "appraised_value": F(8400000, 1, "EIGHT MILLION FOUR HUNDRED THOUSAND DOLLARS ($8,400,000)"),
        "effective_date": F("2024-05-20", 1, "in the subject property, as of May 20, 2024, is:"),
        "appraiser_name": F(
            "Robert J. Whitcombe", 1, "Robert J. Whitcombe, MAI Certified General Real Estate Appraiser"
        ),
        "client_name": F("First Keystone Bank, N.A.", 2, "Client / Intended User First Keystone Bank, N.A."),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative commercial appraisal (letter of transmittal, salient facts, income approach, "
        "certification). Multi-tenant office -> commercial. Value is the final As Is market value "
        "$8,400,000; the sales comparison ($8,500,000) and income ($8,350,000) indications, insurable "
        "value and land value are distractors. Effective date May 20, 2024 vs letter/report date June "
        "3, 2024. The only signer is Robert J. Whitcombe, MAI; Janet Okoro (trainee) assisted but did "
        "not sign; Daniel Ferrante is the client's officer and Front Street Office Partners, LP the "
        "owner. gross_living_area_sqft null: a commercial property has gross building area (46,200 "
        "SF) and net rentable area (42,860 SF) but no gross living area."
    )
    return pdf, fields, notes
