"""Appraisal builders for blind_extraction21 (2 documents).  All properties,
people, values and addresses are invented."""

from common import NULL, SUM, F, T, doc, same
from layout import GREY, grid
from pdfkit import Pdf
from sheet import Sheet


def money(x):
    return f"{x:,}"


def signed(x):
    if x == 0:
        return "0"
    return ("+" if x > 0 else "-") + f"{abs(x):,}"


def cells_text(cells):
    """The page text of one grid() row: caption then value, cell by cell."""
    out = []
    for _, _, lab, val in cells:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def form_rows(p, y, rows, h=22, **kw):
    """Draw grid rows; returns the next y and the text of each row."""
    out = []
    for r in rows:
        y = grid(p, y, r, h=h, **kw)
        out.append(cells_text(r))
    return y, out


# ==================== 1 single-family form report (purchase) with an accessory unit, basement area, contract
#                      price, cost approach, and an empty supervisory appraiser block
@doc("b21_appr_sfr_purchase_adu_basement", "appraisal", "1846 Kestrel Hollow Road single-family appraisal")
def appr_sfr():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=42, size=7.6)
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File # LVL-2604-118", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.6,
        color=GREY,
    )
    s.skip(2)
    s.t("SUBJECT", 8.2, True)
    y = s.y - 6
    y, q_subj = form_rows(
        p,
        y,
        [
            [
                (36, 250, "Property Address", "1846 Kestrel Hollow Road"),
                (250, 380, "City", "Loveland"),
                (380, 450, "State", "CO"),
                (450, 576, "Zip Code", "80538"),
            ],
            [
                (36, 250, "Borrower", "Nathaniel and Priyanka Oduya-Brandt"),
                (250, 450, "Owner of Public Record", "Sorensen Family Living Trust"),
                (450, 576, "County", "Larimer"),
            ],
            [
                (36, 300, "Legal Description", "Lot 7, Block 2, Kestrel Hollow Subdivision, 2nd Filing"),
                (300, 420, "Assessor's Parcel #", "95052-07-007"),
                (420, 490, "Tax Year", "2025"),
                (490, 576, "R.E. Taxes $", "4,318"),
            ],
            [
                (36, 200, "Neighborhood Name", "Kestrel Hollow"),
                (200, 300, "Map Reference", "T5N R69W S28"),
                (300, 420, "Census Tract", "0018.04"),
                (420, 576, "Occupant", "Owner"),
            ],
            [
                (36, 200, "Special Assessments $", "0"),
                (200, 300, "PUD", "No"),
                (300, 420, "HOA $", "0"),
                (420, 576, "Property Rights Appraised", "Fee Simple"),
            ],
            [
                (36, 200, "Assignment Type", "Purchase Transaction"),
                (200, 360, "Lender/Client", "Front Range Hearth Mortgage, LLC"),
                (360, 576, "Address", "3300 Centerra Loop, Ste 210, Loveland, CO 80538"),
            ],
        ],
    )
    y += 10
    p.text(36, y, "CONTRACT", 8.2, True)
    y += 4
    y, q_con = form_rows(
        p,
        y,
        [
            [
                (36, 150, "Contract Price $", "812,500"),
                (150, 260, "Date of Contract", "04/02/2026"),
                (260, 420, "Seller the owner of public record?", "Yes"),
                (420, 576, "Financial assistance (concessions) $", "6,000"),
            ]
        ],
    )
    y += 10
    p.text(36, y, "SITE AND IMPROVEMENTS", 8.2, True)
    y += 4
    y, q_imp = form_rows(
        p,
        y,
        [
            [
                (36, 150, "Site Area", "0.42 ac"),
                (150, 290, "Zoning Classification", "R1 Single Family Residential"),
                (290, 420, "Zoning Compliance", "Legal"),
                (420, 576, "Highest & Best Use as improved", "Present use"),
            ],
            [
                (36, 150, "Units", "One with Accessory Unit"),
                (150, 250, "# of Stories", "1"),
                (250, 350, "Type", "Detached"),
                (350, 460, "Design (Style)", "Ranch"),
                (460, 576, "Year Built", "1998"),
            ],
            [
                (36, 150, "Foundation", "Full Basement"),
                (150, 290, "Basement Area", "1,650 sq. ft."),
                (290, 420, "Basement Finish", "1,200 sq. ft. (73%)"),
                (420, 576, "Condition", "C3"),
            ],
        ],
    )
    s.y = y + 14
    q_gla = s.t(
        "Finished area above grade contains: 8 Rooms 4 Bedrooms 3.0 Bath(s) 2,478 Square Feet of Gross "
        "Living Area Above Grade",
        7.8,
        True,
    )
    s.para(
        "Accessory dwelling unit: a 640 sq. ft. studio apartment above the detached three-car garage "
        "(permitted "
        "2019), not included in the gross living area and valued separately in the grid. The finished "
        "basement "
        "(1,200 sq. ft.) is below grade and is not included in the gross living area.",
        7.2,
    )
    s.skip(2)
    s.t("SALES COMPARISON APPROACH", 8.2, True)
    cx = [(36, "l"), (250, "r"), (360, "r"), (470, "r"), (576, "r")]
    hd = ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    s.row([(x, t, a) for (x, a), t in zip(cx, hd, strict=True)], size=7, bold=True)
    s.rule()
    grid_rows = [
        (
            "Address",
            "1846 Kestrel Hollow Rd",
            "2011 Kestrel Hollow Rd",
            "718 Bittern Court",
            "4402 Oxbow Bend Dr",
        ),
        ("Proximity to Subject", "", "0.21 miles N", "0.64 miles SW", "1.18 miles E"),
        ("Sale Price", "$ 812,500", "$ 772,000", "$ 818,000", "$ 748,000"),
        ("Date of Sale/Time", "", "s02/26;c01/26", "s03/26;c02/26", "s11/25;c10/25"),
        ("Gross Living Area", "2,478 sq ft", "2,390 sq ft", "2,655 sq ft", "2,312 sq ft"),
        ("Basement & Finished", "1,650 / 1,200", "1,580 / 1,000", "1,700 / 1,450", "1,500 / 0"),
        ("Accessory unit", "640 sf studio", "none", "none", "480 sf studio"),
    ]
    q_price = None
    for r in grid_rows:
        q = s.row([(x, t, a) for (x, a), t in zip(cx, r, strict=True)], size=7.1, lead=10.4)
        if r[0] == "Sale Price":
            q_price = q
    price = [772000, 818000, 748000]
    adjs = [
        ("Market conditions", [0, 0, 7480]),
        ("Gross living area @ $95", [8360, -16815, 15770]),
        ("Basement finish", [6000, -7500, 36000]),
        ("Accessory unit", [25000, 25000, 6000]),
        ("Garage / carport", [0, -8000, 0]),
    ]
    for lab, v in adjs:
        s.row(
            [(36, lab)] + [(x, signed(a), "r") for (x, _), a in zip(cx[2:], v, strict=True)],
            size=7.1,
            lead=10.4,
        )
    net = [sum(v[i] for _, v in adjs) for i in range(3)]
    adjusted = [price[i] + net[i] for i in range(3)]
    s.rule()
    q_net = s.row(
        [(36, "Net Adjustment (Total)")]
        + [(x, "$ " + signed(n), "r") for (x, _), n in zip(cx[2:], net, strict=True)],
        size=7.1,
    )
    q_adj = s.row(
        [(36, "Adjusted Sale Price of Comparables")]
        + [(x, "$ " + money(a), "r") for (x, _), a in zip(cx[2:], adjusted, strict=True)],
        size=7.1,
        bold=True,
    )
    s.skip(2)
    q_sca = s.t("Indicated Value by Sales Comparison Approach $ 813,000", 7.8, True)
    s.t("Uniform Residential Appraisal Report - Page 1 of 3", 6.6, x=306, align="c", color=GREY)
    # ---- page 2: cost approach and reconciliation
    s.new_page()
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File # LVL-2604-118", "r")],
        size=10,
        bold=True,
        lead=16,
    )
    s.t("COST APPROACH TO VALUE (not required by Fannie Mae)", 8.2, True)
    s.x = 60
    s.xr = 420
    site = 245000
    dwell = 2478 * 195
    bsmt = 1650 * 48
    adu = 640 * 150
    gar = 38500
    new = dwell + bsmt + adu + gar
    dep = 149860
    asis = 32000
    cost = site + new - dep + asis
    q_site = s.kv("Opinion of Site Value", "$ " + money(site))
    q_dw = s.kv("Dwelling 2,478 Sq. Ft. @ $ 195", "$ " + money(dwell))
    q_bs = s.kv("Basement 1,650 Sq. Ft. @ $ 48", "$ " + money(bsmt))
    q_adu = s.kv("Accessory unit 640 Sq. Ft. @ $ 150", "$ " + money(adu))
    q_gar = s.kv("Garage/Carport (three-car, detached)", "$ " + money(gar))
    q_new = s.kv("Total Estimate of Cost-New", "$ " + money(new), bold=True)
    q_dep = s.kv("Less Depreciation (physical, 28 years effective age 14)", "$ (" + money(dep) + ")")
    q_asis = s.kv('"As-is" Value of Site Improvements', "$ " + money(asis))
    q_cost = s.kv("Indicated Value By Cost Approach", "$ " + money(cost), bold=True)
    s.x = 36
    s.xr = 576
    s.skip(6)
    s.t("RECONCILIATION", 8.2, True)
    s.t(
        "Indicated Value by: Sales Comparison Approach $ 813,000   Cost Approach (if developed) $ "
        + money(cost)
        + "   Income Approach (if developed) $ N/A",
        7.4,
    )
    s.para(
        "The sales comparison approach is given most weight; the cost approach supports it. The contract "
        "price "
        'of $812,500 is within the adjusted range. This appraisal is made "as is".',
        7.4,
    )
    q_val = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my (our) opinion of the market value, as defined, of the real property that is the "
        "subject of this report is $ 813,000, as of 04/18/2026, which is the date of inspection and the "
        "effective date of this appraisal.",
        7.6,
    )
    s.skip(4)
    s.t("ADDITIONAL COMMENTS", 8.2, True)
    s.para(
        "The subject was listed on 03/06/2026 at $829,900 and went under contract after 27 days on market. "
        "The "
        "seller's prior purchase of the subject (08/2014, $418,000) is outside the three-year research "
        "period. "
        "The accessory unit is currently rented at $1,350 per month; the rent is not used in this analysis.",
        7.2,
    )
    s.t("Uniform Residential Appraisal Report - Page 2 of 3", 6.6, x=306, align="c", color=GREY)
    # ---- page 3: certification block
    s.new_page()
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File # LVL-2604-118", "r")],
        size=10,
        bold=True,
        lead=16,
    )
    s.t(
        "APPRAISER'S CERTIFICATION: The Appraiser certifies and agrees that ... (certifications 1 through 25 "
        "are "
        "incorporated by reference).",
        7,
        color=GREY,
    )
    s.skip(6)
    s.row([(36, "APPRAISER"), (306, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], size=8.2, bold=True)
    y = s.y - 4
    y, q_ap = form_rows(
        p,
        y,
        [
            [(36, 306, "Signature", "/s/ Lucinda Marwood-Tafoya"), (306, 576, "Signature", "")],
            [(36, 306, "Name", "Lucinda Marwood-Tafoya"), (306, 576, "Name", "")],
            [
                (36, 306, "Company Name", "Big Thompson Valuation Services, Inc."),
                (306, 576, "Company Name", ""),
            ],
            [
                (36, 306, "Company Address", "211 E. 4th Street, Loveland, CO 80537"),
                (306, 576, "Company Address", ""),
            ],
            [(36, 306, "Telephone Number", "(970) 555-0133"), (306, 576, "Telephone Number", "")],
            [(36, 306, "Date of Signature and Report", "04/23/2026"), (306, 576, "Date of Signature", "")],
            [(36, 306, "Effective Date of Appraisal", "04/18/2026"), (306, 576, "State Certification #", "")],
            [
                (36, 306, "State Certification # / State", "CR.100048217 / CO"),
                (306, 576, "or State License #", ""),
            ],
            [(36, 306, "Expiration Date of Certification", "12/31/2027"), (306, 576, "State", "")],
            [
                (36, 306, "ADDRESS OF PROPERTY APPRAISED", "1846 Kestrel Hollow Road, Loveland, CO 80538"),
                (306, 576, "Expiration Date of Certification or License", ""),
            ],
            [
                (36, 306, "APPRAISED VALUE OF SUBJECT PROPERTY", "$ 813,000"),
                (306, 576, "SUBJECT PROPERTY", ""),
            ],
            [
                (36, 306, "LENDER/CLIENT Name", "Ingrid Solvang, Loan Officer"),
                (306, 576, "COMPARABLE SALES", ""),
            ],
            [
                (36, 306, "Company Name", "Front Range Hearth Mortgage, LLC"),
                (306, 576, "", ""),
            ],
        ],
        h=23,
    )
    s.y = y + 14
    s.t("Uniform Residential Appraisal Report - Page 3 of 3", 6.6, x=306, align="c", color=GREY)
    same(39360, net[0], "net 1")
    same(-7315, net[1], "net 2")
    same(65250, net[2], "net 3")
    same(811360, adjusted[0], "adjusted 1")
    same(810685, adjusted[1], "adjusted 2")
    same(813250, adjusted[2], "adjusted 3")
    same(8360, (2478 - 2390) * 95, "gla 1")
    same(-16815, (2478 - 2655) * 95, "gla 2")
    same(15770, (2478 - 2312) * 95, "gla 3")
    same(824050, cost, "cost")
    assert "is $ 813,000, as of 04/18/2026, which" in " ".join(q_val)
    fields = {
        "property_address": F("1846 Kestrel Hollow Road, Loveland, CO 80538", 3, q_ap[9]),
        "property_type": F("single_family", 1, q_imp[1]),
        "appraised_value": F(813000, 3, q_ap[10]),
        "effective_date": F("2026-04-18", 3, q_ap[6]),
        "appraiser_name": F("Lucinda Marwood-Tafoya", 3, q_ap[1]),
        "client_name": F("Front Range Hearth Mortgage, LLC", 3, q_ap[12]),
        "gross_living_area_sqft": F(2478, 1, q_gla),
    }
    notes = (
        "Single-family form report for a purchase. property_type is single_family: a detached one-story "
        "house "
        "('One with Accessory Unit'; the contract counts a detached single-family home with an accessory "
        "unit "
        "as single_family). gross_living_area_sqft is the above-grade GLA of 2,478; the basement (1,650 / "
        "1,200 finished) and the 640 sq. ft. accessory unit are excluded. appraised_value is the reconciled "
        "opinion of $813,000, not the contract price, the list price, the cost approach indication or the "
        "comparables' adjusted prices. effective_date is 04/18/2026, not the report date or the contract "
        "date. "
        "appraiser_name is the signing APPRAISER; the SUPERVISORY APPRAISER block is printed with empty "
        "labels. "
        "client_name is the lender/client company, not its loan officer. Comparable sums and the cost "
        "approach "
        "add up (sums). No field is null."
    )
    sums = []
    for i in range(3):
        sums.append(
            SUM(
                f"comparable {i + 1}: sale price + net adjustment = adjusted sale price",
                [
                    (1, T(f"comparable {i + 1} sale price", price[i], 1, q_price)),
                    (1, T(f"comparable {i + 1} net adjustment", net[i], 1, q_net)),
                ],
                T(f"comparable {i + 1} adjusted sale price", adjusted[i], 1, q_adj),
            )
        )
    sums.append(
        SUM(
            "Cost approach: site + cost new - depreciation + site improvements = indicated value",
            [
                (1, T("Opinion of Site Value", site, 2, q_site)),
                (1, T("Dwelling", dwell, 2, q_dw)),
                (1, T("Basement", bsmt, 2, q_bs)),
                (1, T("Accessory unit", adu, 2, q_adu)),
                (1, T("Garage", gar, 2, q_gar)),
                (-1, T("Depreciation", dep, 2, q_dep)),
                (1, T("As-is value of site improvements", asis, 2, q_asis)),
            ],
            T("Indicated Value By Cost Approach", cost, 2, q_cost),
        )
    )
    sums.append(
        SUM(
            "Sales comparison indication = appraised value",
            [(1, T("Indicated Value by Sales Comparison Approach", 813000, 1, q_sca))],
            "appraised_value",
        )
    )
    del q_new, q_subj, q_con
    return p, fields, notes, sums


# ==================== 2 land appraisal form for an estate: retrospective date of value (date of death) vs
#                      inspection and report dates, price per acre, no living area
@doc("b21_appr_land_retrospective_estate", "appraisal", "TBD Larch Creek Road land appraisal (retrospective)")
def appr_land():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=42, size=7.6)
    s.row([(36, "LAND APPRAISAL REPORT"), (576, "File No. BRT-25-0611", "r")], size=12, bold=True, lead=14)
    s.t("Retrospective appraisal - value as of the date of death, for estate settlement", 7.4, True)
    s.skip(2)
    y = s.y - 6
    y, q1 = form_rows(
        p,
        y,
        [
            [
                (36, 250, "Property Address", "TBD Larch Creek Road"),
                (250, 380, "City", "Hamilton"),
                (380, 450, "State", "MT"),
                (450, 576, "Zip Code", "59840"),
            ],
            [
                (
                    36,
                    340,
                    "Legal Description",
                    "Tract 3 of Certificate of Survey No. 4417-R, NE1/4 Sec. 22, T5N, R20W",
                ),
                (340, 470, "Tax ID", "0001-298-114"),
                (470, 576, "County", "Ravalli"),
            ],
            [
                (36, 200, "Owner of Record", "Estate of Walter J. Kessling"),
                (200, 330, "Date of Death", "June 9, 2025"),
                (330, 470, "Property Rights Appraised", "Fee Simple"),
                (470, 576, "Occupant", "Vacant"),
            ],
            [
                (36, 250, "Client", "Bitterroot Valley Trust Company"),
                (250, 576, "Client Address", "410 Main Street, Hamilton, MT 59840"),
            ],
            [
                (36, 250, "Intended Use", "Estate tax reporting and distribution"),
                (250, 576, "Intended User", "the Client, as Personal Representative of the Estate"),
            ],
        ],
    )
    y += 10
    p.text(36, y, "SITE", 8.2, True)
    y += 4
    y, q_site = form_rows(
        p,
        y,
        [
            [
                (36, 130, "Site Area", "38.62 acres"),
                (130, 330, "Property Type", "Vacant land (rural residential / agricultural)"),
                (330, 450, "Zoning", "Ravalli County - no zoning"),
                (450, 576, "Highest & Best Use", "Rural homesite, grazing"),
            ],
            [
                (36, 130, "Topography", "Gently sloping"),
                (130, 280, "Water Rights", "None appurtenant"),
                (280, 436, "Utilities", "Power at road; well/septic req."),
                (436, 576, "Improvements", "None (perimeter fence only)"),
            ],
            [
                (36, 200, "Access", "County-maintained gravel road"),
                (200, 330, "Flood Zone", "X (FIRM 30081C1445E)"),
                (330, 576, "Assessed value (2025)", "$ 198,740 (agricultural classification)"),
            ],
        ],
    )
    s.y = y + 14
    s.para(
        "There is no dwelling or other building on the site, so there is no gross living area. The perimeter "
        "fence contributes no measurable value.",
        7.2,
    )
    s.t("SALES COMPARISON APPROACH (price per acre)", 8.2, True)
    cx = [(36, "l"), (250, "r"), (360, "r"), (470, "r"), (576, "r")]
    hd = ["ITEM", "SUBJECT", "COMPARABLE NO. 1", "COMPARABLE NO. 2", "COMPARABLE NO. 3"]
    s.row([(x, t, a) for (x, a), t in zip(cx, hd, strict=True)], size=7, bold=True)
    s.rule()
    rows = [
        ("Location", "Larch Creek Rd", "Sleeping Child Rd", "Skalkaho Hwy", "Bowman Rd"),
        ("Sale Price", "", "$ 512,000", "$ 398,000", "$ 655,000"),
        ("Acres", "38.62", "41.00", "29.50", "52.25"),
        ("Date of Sale", "", "04/2025", "08/2025", "01/2025"),
        ("Water / power", "power at road", "power at road", "power on site", "well, power"),
    ]
    q_price = None
    for r in rows:
        q = s.row([(x, t, a) for (x, a), t in zip(cx, r, strict=True)], size=7.1, lead=10.4)
        if r[0] == "Sale Price":
            q_price = q
    ppa = [12488, 13492, 12536]
    adjs = [
        ("Market conditions", [0, -270, 250]),
        ("Size", [120, -675, 630]),
        ("Utilities / well", [0, -400, -1250]),
        ("Views / topography", [0, 0, -620]),
    ]
    q_ppa = s.row(
        [(36, "Price per acre")] + [(x, "$ " + money(v), "r") for (x, _), v in zip(cx[2:], ppa, strict=True)],
        size=7.1,
        lead=10.4,
    )
    for lab, v in adjs:
        s.row(
            [(36, lab)] + [(x, signed(a), "r") for (x, _), a in zip(cx[2:], v, strict=True)],
            size=7.1,
            lead=10.4,
        )
    net = [sum(v[i] for _, v in adjs) for i in range(3)]
    adjusted = [ppa[i] + net[i] for i in range(3)]
    s.rule()
    q_net = s.row(
        [(36, "Net adjustment per acre")]
        + [(x, "$ " + signed(n), "r") for (x, _), n in zip(cx[2:], net, strict=True)],
        size=7.1,
    )
    q_adj = s.row(
        [(36, "Adjusted price per acre")]
        + [(x, "$ " + money(a), "r") for (x, _), a in zip(cx[2:], adjusted, strict=True)],
        size=7.1,
        bold=True,
    )
    s.skip(4)
    s.t("Reconciled value per acre: $ 12,600 x 38.62 acres = $ 486,612, rounded to $ 486,000", 7.8, True)
    s.t("Land Appraisal Report - Page 1 of 2", 6.6, x=306, align="c", color=GREY)
    # ---- page 2
    s.new_page()
    s.row([(36, "LAND APPRAISAL REPORT"), (576, "File No. BRT-25-0611", "r")], size=10, bold=True, lead=16)
    s.t("RECONCILIATION AND DATES", 8.2, True)
    q_val = s.para(
        "This is a retrospective appraisal. Based on the scope of work, the assumptions and limiting "
        "conditions "
        "and the certification, my opinion of the market value of the fee simple interest in the subject "
        "land, "
        "as of June 9, 2025 (the date of death and the effective date of this appraisal), is $ 486,000.",
        7.8,
    )
    s.para(
        "The property was inspected on August 14, 2026; conditions on that date were reported by the "
        "Personal "
        "Representative to be unchanged since the date of death. The market has since risen; current market "
        "value was not requested and is not reported. A 2023 listing of the property at $540,000 expired "
        "unsold.",
        7.6,
    )
    s.skip(4)
    s.row([(36, "APPRAISER"), (306, "REVIEW APPRAISER (if any)")], size=8.2, bold=True)
    y = s.y - 4
    y, q_ap = form_rows(
        p,
        y,
        [
            [(36, 306, "Signature", "/s/ Colton Ferris-Lund"), (306, 576, "Signature", "")],
            [(36, 306, "Name", "Colton Ferris-Lund"), (306, 576, "Name", "")],
            [
                (36, 306, "Certification", "Certified General Appraiser, MT REA-RAG-2231"),
                (306, 576, "Certification", ""),
            ],
            [(36, 306, "Company", "Sapphire Range Appraisal, PLLC"), (306, 576, "Date of Review", "")],
            [(36, 306, "Date of Inspection", "08/14/2026"), (306, 576, "", "")],
            [(36, 306, "Date of Report", "08/21/2026"), (306, 576, "", "")],
            [(36, 306, "Effective Date of Value", "06/09/2025"), (306, 576, "", "")],
            [
                (36, 306, "Subject", "TBD Larch Creek Road, Hamilton, MT 59840"),
                (306, 576, "", ""),
            ],
            [
                (36, 306, "Market Value (retrospective)", "$ 486,000"),
                (306, 576, "", ""),
            ],
            [(36, 306, "Client", "Bitterroot Valley Trust Company"), (306, 576, "", "")],
        ],
        h=23,
    )
    s.y = y + 14
    s.t("Land Appraisal Report - Page 2 of 2", 6.6, x=306, align="c", color=GREY)
    same(120, net[0], "net 1")
    same(-1345, net[1], "net 2")
    same(-990, net[2], "net 3")
    same(12488, round(512000 / 41.00), "ppa 1")
    same(13492, round(398000 / 29.50), "ppa 2")
    same(12536, round(655000 / 52.25), "ppa 3")
    same(486612, round(12600 * 38.62), "value")
    assert "is $ 486,000." in " ".join(q_val)
    fields = {
        "property_address": F("TBD Larch Creek Road, Hamilton, MT 59840", 2, q_ap[7]),
        "property_type": F("land", 1, q_site[0]),
        "appraised_value": F(486000, 2, q_ap[8]),
        "effective_date": F("2025-06-09", 2, q_ap[6]),
        "appraiser_name": F("Colton Ferris-Lund", 2, q_ap[1]),
        "client_name": F("Bitterroot Valley Trust Company", 2, q_ap[9]),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Land appraisal form for an estate (vacant rural land; property_type land). The address is a 'TBD' "
        "road address as printed. effective_date is the retrospective date of value June 9, 2025 (the date "
        "of "
        "death), not the inspection date 08/14/2026 or the report date 08/21/2026. appraised_value is the "
        "rounded $486,000, not the unrounded $486,612, the price per acre, the assessed value or the expired "
        "listing price. client_name is the trust company acting as personal representative; the owner of "
        "record "
        "is the estate. The REVIEW APPRAISER block is printed empty; appraiser_name is the signing "
        "appraiser. "
        "gross_living_area_sqft is null: vacant land with no dwelling (the report says there is no gross "
        "living "
        "area). Comparable per-acre adjustments add up (sums)."
    )
    sums = []
    for i in range(3):
        sums.append(
            SUM(
                f"comparable {i + 1}: price per acre + net adjustment = adjusted price per acre",
                [
                    (1, T(f"comparable {i + 1} price per acre", ppa[i], 1, q_ppa)),
                    (1, T(f"comparable {i + 1} net adjustment", net[i], 1, q_net)),
                ],
                T(f"comparable {i + 1} adjusted price per acre", adjusted[i], 1, q_adj),
            )
        )
    del q1, q_price
    return p, fields, notes, sums
