"""Appraisal 1: a URAR-style single-family form report (3 pages) with a trainee who assisted the signer."""

from b4_pdf import DARK, GREY, LETTER, LIGHT, Built, D, Doc, F, num, width


def _cell(pg, x, y, label, value, size=7.8):
    """Form cell: small label, then the value, drawn in that order (so the text reads 'label value')."""
    end = pg.text(x, y, label, size - 1, "helv", GREY)
    pg.text(end + 4, y, value, size, "hebo")


def _section(pg, y, title, h):
    pg.box(36, y, 576, y + h, 0.5)
    pg.box(36, y, 52, y + h, 0.5, fill=LIGHT)
    size = 6.5 if width(title, 6.5, "hebo") < h - 6 else 5.5
    # the section name runs bottom-to-top along the left edge, as on the printed form
    pg.p.insert_text(
        (46.5, y + h / 2 + width(title, size, "hebo") / 2), title, fontname="hebo", fontsize=size, rotate=90
    )


def urar_single_family():
    doc = Doc(
        "Uniform Residential Appraisal Report - 4418 Larkspur Lane", "Santangelo Valuation Group", LETTER
    )
    pg = doc.page()
    pg.text(306, 40, "Uniform Residential Appraisal Report", 12, "hebo", align="c")
    pg.text(576, 40, "File # 24-05117", 8, align="r")
    pg.para(
        36,
        54,
        540,
        "The purpose of this summary appraisal report is to provide the lender/client with an "
        "accurate, and adequately supported, opinion of the market value of the subject property.",
        7,
        "helv",
    )
    _section(pg, 66, "SUBJECT", 150)
    rows = [
        [
            (58, "Property Address", "4418 Larkspur Lane"),
            (300, "City", "Boise"),
            (440, "State", "ID"),
            (500, "Zip Code", "83709"),
        ],
        [
            (58, "Borrower", "Nathan & Claire Whitfield"),
            (250, "Owner of Public Record", "Estate of Harold J. Pruitt"),
            (500, "County", "Ada"),
        ],
        [(58, "Legal Description", "Lot 14, Block 3, Larkspur Meadows Subdivision No. 2")],
        [
            (58, "Assessor's Parcel #", "R5172340140"),
            (300, "Tax Year", "2024"),
            (420, "R.E. Taxes $", "2,418"),
        ],
        [
            (58, "Neighborhood Name", "Larkspur Meadows"),
            (300, "Map Reference", "44-116"),
            (440, "Census Tract", "0103.32"),
        ],
        [
            (58, "Occupant", "[X] Owner [ ] Tenant [ ] Vacant"),
            (300, "Special Assessments $", "0"),
            (440, "[X] PUD  HOA $", "38 per month"),
        ],
        [
            (58, "Property Rights Appraised", "[X] Fee Simple [ ] Leasehold"),
            (330, "Assignment Type", "[X] Purchase Transaction [ ] Refinance"),
        ],
        [
            (58, "Lender/Client", "Treasure Valley Federal Credit Union"),
            (330, "Address", "7800 W Emerald St, Boise, ID 83704"),
        ],
        [(58, "Ordered through", "ClearPath Valuation Services, LLC (AMC order CP-881204)")],
    ]
    y = 80
    for row in rows:
        for x, lab, val in row:
            _cell(pg, x, y, lab, val)
        y += 15.5
    _section(pg, 222, "CONTRACT", 44)
    _cell(pg, 58, 236, "Contract Price $", "629,900")
    _cell(pg, 200, 236, "Date of Contract", "04/22/2025")
    _cell(pg, 340, 236, "Is the property seller the owner of public record?", "[ ] Yes [X] No")
    _cell(pg, 58, 252, "Financial assistance (seller concessions) $", "8,000 toward buyer's closing costs")
    _section(pg, 272, "NEIGHBORHOOD", 78)
    y = 286
    for row in [
        [
            (58, "Location", "[X] Suburban"),
            (200, "Built-Up", "[X] 75% or more"),
            (360, "Growth", "[X] Stable"),
        ],
        [
            (58, "One-Unit Housing price range $(000)", "455 (Low) to 780 (High), 590 (Pred.)"),
            (360, "Age (yrs)", "4 to 38"),
        ],
        [
            (58, "Present Land Use %", "One-Unit 85, 2-4 Unit 5, Multi-Family 4, Commercial 6"),
            (400, "Marketing time", "[X] Under 3 mths"),
        ],
        [
            (
                58,
                "Neighborhood boundaries",
                "W Ustick Rd (N), N Five Mile Rd (E), W Fairview Ave (S), N Cloverdale Rd (W)",
            )
        ],
    ]:
        for x, lab, val in row:
            _cell(pg, x, y, lab, val)
        y += 15.5
    _section(pg, 356, "SITE", 46)
    _cell(pg, 58, 370, "Dimensions", "76 x 120")
    _cell(pg, 180, 370, "Area", "9,148 sf")
    _cell(pg, 290, 370, "Shape", "Rectangular")
    _cell(pg, 400, 370, "Zoning", "R-1C Single Family Residential")
    _cell(pg, 58, 386, "FEMA Flood Zone", "X   FEMA Map # 16001C0152H, 06/19/2020")
    _section(pg, 408, "IMPROVEMENTS", 150)
    y = 422
    for row in [
        [
            (58, "Units", "[X] One [ ] One with Accessory Unit"),
            (250, "# of Stories", "1"),
            (330, "Type", "[X] Detached [ ] Attached"),
        ],
        [
            (58, "Design (Style)", "Ranch"),
            (180, "Year Built", "1998"),
            (290, "Effective Age (Yrs)", "12"),
            (420, "Foundation", "Full Basement"),
        ],
        [
            (58, "Basement Area", "1,210 sq. ft."),
            (200, "Basement Finish", "70 %"),
            (330, "Heating", "FWA, gas"),
            (450, "Cooling", "Central"),
        ],
        [
            (58, "Car Storage", "Attached garage, # of Cars 3 (780 sf)"),
            (330, "Exterior Walls", "Fiber cement / stone"),
        ],
        [
            (
                58,
                "Finished area above grade contains:",
                "7 Rooms  3 Bedrooms  2.0 Bath(s)  1,862 Square Feet of Gross Living Area Above Grade",
            )
        ],
        [(58, "Basement finished area (not included in GLA)", "847 sq. ft., family room, bedroom, 3/4 bath")],
        [(58, "Condition", "C3 - kitchen and baths updated 2019; no deferred maintenance noted")],
    ]:
        for x, lab, val in row:
            _cell(pg, x, y, lab, val)
        y += 18
    assert 1210 * 70 // 100 == 847

    # ---- page 2: sales comparison, cost approach, reconciliation
    pg = doc.page()
    pg.text(306, 40, "Uniform Residential Appraisal Report", 12, "hebo", align="c")
    pg.text(576, 40, "File # 24-05117", 8, align="r")
    pg.text(40, 62, "SALES COMPARISON APPROACH", 9, "hebo")
    subj_gla = 1862
    comps = [
        ("4502 W Bluebell Dr", "0.31 miles NW", 612000, "03/28/2025", 1790, 9400),
        ("3987 N Thistle Way", "0.58 miles E", 640500, "02/14/2025", 1944, -21600),
        ("4120 N Sagebrush Pl", "0.44 miles S", 598000, "04/09/2025", 1705, 11250),
    ]
    xs = [250, 345, 450, 560]
    hdr = ["SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    for x, h in zip(xs, hdr, strict=False):
        pg.text(x, 80, h, 7, "hebo", align="r")
    grid = [
        ("Address", ["4418 Larkspur Lane"] + [c[0] for c in comps]),
        ("Proximity to Subject", [""] + [c[1] for c in comps]),
        ("Sale Price", ["$ 629,900"] + [f"$ {num(c[2], 0)}" for c in comps]),
        (
            "Sale Price/Gross Liv. Area",
            [f"$ {num(D(629900) / subj_gla)} sq. ft."] + [f"$ {num(D(c[2]) / c[4])} sq. ft." for c in comps],
        ),
        ("Date of Sale/Time", ["contract 04/22/2025"] + [c[3] for c in comps]),
        ("Gross Living Area", [f"{num(subj_gla, 0)} sq. ft."] + [f"{num(c[4], 0)} sq. ft." for c in comps]),
        (
            "Net Adjustment (Total)",
            [""] + [("+ " if c[5] > 0 else "- ") + f"$ {num(abs(c[5]), 0)}" for c in comps],
        ),
        ("Adjusted Sale Price of Comparables", [""] + [f"$ {num(c[2] + c[5], 0)}" for c in comps]),
    ]
    y = 96
    for lab, vals in grid:
        pg.text(40, y, lab, 7.3, "helv", DARK)
        for x, v in zip(xs, vals, strict=False):
            pg.text(x, y, v, 7.3, "helv", align="r")
        pg.line(36, y + 4, 576, y + 4, 0.2, GREY)
        y += 15
    adjusted = [c[2] + c[5] for c in comps]
    assert adjusted == [621400, 618900, 609250] and min(adjusted) <= 615000 <= max(adjusted)
    pg.text(40, y + 8, "Indicated Value by Sales Comparison Approach $ 615,000", 8.5, "hebo")
    pg.text(40, y + 34, "COST APPROACH TO VALUE (not required by Fannie Mae)", 9, "hebo")
    site, dwell, bsmt, gar = 185000, 1862 * 215, 1210 * 48, 780 * 42
    new = dwell + bsmt + gar
    dep, site_imp = 63400, 15530
    cost_value = site + new - dep + site_imp
    assert cost_value == 628300
    y += 50
    for s in [
        f"Opinion of Site Value $ {num(site, 0)}",
        f"Dwelling 1,862 Sq. Ft. @ $ 215.00 = $ {num(dwell, 0)}; Basement 1,210 Sq. Ft. @ $ 48.00 = $ "
        f"{num(bsmt, 0)}; Garage 780 Sq. Ft. @ $ 42.00 = $ {num(gar, 0)}",
        f"Total Estimate of Cost-New $ {num(new, 0)}; Less Depreciation $ {num(dep, 0)}; Depreciated Cost "
        f"of Improvements $ {num(new - dep, 0)}",
        f'"As-is" Value of Site Improvements $ {num(site_imp, 0)}',
        f"Indicated Value By Cost Approach $ {num(cost_value, 0)}",
    ]:
        pg.text(40, y, s, 7.8)
        y += 12
    pg.text(40, y + 16, "RECONCILIATION", 9, "hebo")
    y = pg.para(
        40,
        y + 30,
        536,
        "Indicated Value by: Sales Comparison Approach $ 615,000   Cost Approach (if "
        "developed) $ 628,300   Income Approach (if developed) $ N/A",
        8,
        "helv",
    )
    y = pg.para(
        40,
        y + 4,
        536,
        "The sales comparison approach is given most weight; the cost approach supports it. "
        "The contract price of $629,900 includes $8,000 of seller concessions and is above the indicated "
        "range after adjustment.",
        8,
        "helv",
    )
    y = pg.para(
        40,
        y + 4,
        536,
        'This appraisal is made [X] "as is", [ ] subject to completion per plans and '
        "specifications, [ ] subject to the following repairs or alterations.",
        8,
        "helv",
    )
    pg.para(
        40,
        y + 4,
        536,
        "Based on a complete visual inspection of the interior and exterior areas of the subject "
        "property, defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my (our) opinion of the market value, as defined, of the real property that is the "
        "subject of this report is $ 615,000, as of 05/14/2025, which is the date of inspection and the "
        "effective date of this appraisal.",
        8,
        "hebo",
    )

    # ---- page 3: certification and signatures
    pg = doc.page()
    pg.text(306, 40, "Uniform Residential Appraisal Report", 12, "hebo", align="c")
    pg.text(576, 40, "File # 24-05117", 8, align="r")
    y = pg.para(
        40,
        62,
        536,
        "APPRAISER'S CERTIFICATION (excerpt): 23. The borrower, another lender at the request of "
        "the borrower, the mortgagee or its successors and assigns, mortgage insurers, government sponsored "
        "enterprises, and other secondary market participants may rely on this appraisal report as part of "
        "any mortgage finance transaction. 25. Any intentional or negligent misrepresentation(s) contained "
        "in this appraisal report may result in civil liability and/or criminal penalties.",
        7.5,
        "helv",
    )
    pg.box(36, y + 6, 300, y + 250, 0.5)
    pg.box(312, y + 6, 576, y + 250, 0.5)
    pg.text(44, y + 20, "APPRAISER", 8.5, "hebo")
    pg.text(320, y + 20, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 8.5, "hebo")
    yy = y + 36
    for lab, val in [
        ("Signature", "/s/ Rebecca L. Santangelo"),
        ("Name", "Rebecca L. Santangelo"),
        ("Company Name", "Santangelo Valuation Group"),
        ("Company Address", "1020 W Main St, Ste 200, Boise"),
        ("Date of Signature and Report", "05/22/2025"),
        ("Effective Date of Appraisal", "05/14/2025"),
        ("State Certification #", "CRA-4471"),
        ("State", "ID"),
        ("Expiration Date of Certification", "11/30/2026"),
    ]:
        _cell(pg, 44, yy, lab, val)
        yy += 14
    pg.text(44, yy + 4, "ADDRESS OF PROPERTY APPRAISED", 7, "hebo", GREY)
    pg.text(44, yy + 16, "4418 Larkspur Lane, Boise, ID 83709", 7.8, "hebo")
    _cell(pg, 44, yy + 32, "APPRAISED VALUE OF SUBJECT PROPERTY $", "615,000")
    pg.text(44, yy + 48, "LENDER/CLIENT", 7, "hebo", GREY)
    pg.text(44, yy + 60, "Treasure Valley Federal Credit Union", 7.8, "hebo")
    yy = y + 36
    for lab, val in [("Signature", ""), ("Name", ""), ("Company Name", ""), ("State Certification #", "")]:
        _cell(pg, 320, yy, lab, val)
        yy += 14
    pg.para(
        320,
        yy + 6,
        248,
        "APPRAISER TRAINEE: Jordan M. Pike (Idaho Appraiser Trainee AT-1183) provided significant real "
        "property appraisal assistance, including the interior and exterior inspection of the subject on "
        "05/14/2025 and the comparable search, under the direct supervision of the signing appraiser. The "
        "trainee did not sign this report.",
        7.5,
        "helv",
    )
    fields = dict(
        property_address=F(
            "4418 Larkspur Lane, Boise, ID 83709",
            3,
            "ADDRESS OF PROPERTY APPRAISED 4418 Larkspur Lane, Boise, ID 83709",
        ),
        property_type=F("single_family", 1, "Type [X] Detached"),
        appraised_value=F(615000.0, 2, "subject of this report is $ 615,000, as of 05/14/2025"),
        effective_date=F("2025-05-14", 3, "Effective Date of Appraisal 05/14/2025"),
        appraiser_name=F("Rebecca L. Santangelo", 3, "Name Rebecca L. Santangelo"),
        client_name=F(
            "Treasure Valley Federal Credit Union", 1, "Lender/Client Treasure Valley Federal Credit Union"
        ),
        gross_living_area_sqft=F(1862, 1, "1,862 Square Feet of Gross Living Area Above Grade"),
    )
    notes = (
        "URAR-style form. property_type single_family: one unit, detached, in a PUD (HOA $38/month). "
        "appraised_value $615,000 (contract price $629,900, cost approach $628,300 and comparable prices are "
        "distractors). effective_date 05/14/2025; the report was signed 05/22/2025. appraiser_name = the "
        "signer Rebecca L. Santangelo; the trainee Jordan M. Pike assisted and did not sign; the supervisory "
        "box is empty. client = Treasure Valley Federal Credit Union, not the AMC. GLA 1,862 above grade "
        "(the 847 sq ft of finished basement is excluded)."
    )
    return Built(
        "b4_appr_single_family",
        "appraisal",
        "Appraisal report, 4418 Larkspur Lane, Boise ID",
        "Santangelo Valuation Group",
        doc,
        fields,
        notes,
    )


BUILDERS = [urar_single_family]
