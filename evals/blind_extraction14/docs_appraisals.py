"""Appraisal builders for blind_extraction14 (2 documents).  All properties,
people, firms and figures are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid, lines
from pdfkit import US, Pdf

SEA = (0.05, 0.3, 0.38)


def money(x):
    return "$" + US(x, 0)


def signed(x):
    return ("+" if x > 0 else "-") + "$" + US(abs(x), 0) if x else "0"


def section(p, y, title, x0=28, x1=584):
    p.shade(x0, y, x1, y + 13, 0.85)
    p.text(x0 + 4, y + 9.5, title, 7.6, True)
    return y + 13


# ==================== 1 condominium appraisal, form style, two pages
@doc(
    "b14_appr_condo_form",
    "appraisal",
    "Individual Condominium Unit Appraisal Report - 2250 Kalakaua Shore Drive, Unit 1407",
)
def appr_condo():
    p = Pdf(612, 792)
    p.new_page()
    p.text(306, 34, "Individual Condominium Unit Appraisal Report", 11.5, True, align="c")
    p.text(584, 46, "File No. MV-25-10388", 7.6, align="r", color=GREY)
    y = section(p, 54, "SUBJECT")
    y = grid(
        p,
        y,
        [
            (28, 300, "Property Address", "2250 Kalakaua Shore Dr, Unit 1407"),
            (300, 430, "City", "Honolulu"),
            (430, 490, "State", "HI"),
            (490, 584, "Zip Code", "96815"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (28, 220, "Borrower", "Keoni & Aiko Nakamura-Pali"),
            (220, 420, "Owner of Public Record", "Sandcastle Holdings 1407 LLC"),
            (420, 584, "County", "Honolulu"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (28, 220, "Project Name", "Kalakaua Shore Residences"),
            (220, 330, "Assessor's Parcel #", "2-6-014-022-0177"),
            (330, 440, "HOA $ (per month)", "$1,186"),
            (440, 584, "R.E. Taxes $ (annual)", "$4,212"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (28, 300, "Lender/Client", "Pacific Ohana Federal Credit Union"),
            (300, 584, "Address", "1100 Alakea Street, Honolulu, HI 96813"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (28, 300, "Appraisal Management Company", "Makai Valuation Management, LLC"),
            (300, 440, "Contract Price $", "$865,000"),
            (440, 584, "Date of Contract", "09/08/2025"),
        ],
    )
    y = section(p, y + 6, "PROJECT INFORMATION")
    y = grid(
        p,
        y,
        [
            (28, 160, "Project type", "High-rise (24 stories)"),
            (160, 270, "Total # of units", "212"),
            (270, 380, "Units sold", "212"),
            (380, 490, "Year built", "2008"),
            (490, 584, "Owner-occupied", "61%"),
        ],
    )
    y = section(p, y + 6, "UNIT DESCRIPTION")
    y = grid(
        p,
        y,
        [
            (28, 130, "Floor #", "14"),
            (130, 230, "Rooms", "5"),
            (230, 330, "Bedrooms", "2"),
            (330, 430, "Baths", "2.0"),
            (430, 584, "Gross Living Area", "1,184 sq.ft."),
        ],
    )
    y = grid(
        p,
        y,
        [
            (28, 300, "Lanai / view", "112 sq.ft. lanai, partial ocean view"),
            (300, 584, "Parking", "2 deeded stalls (#B2-41, #B2-42)"),
        ],
    )
    y = section(p, y + 6, "SALES COMPARISON APPROACH")
    colx = [150, 260, 370, 480]
    heads = ["FEATURE", "SUBJECT", "COMPARABLE 1", "COMPARABLE 2", "COMPARABLE 3"]
    yy = y + 12
    p.text(32, yy, heads[0], 7.2, True)
    for x, h in zip(colx, heads[1:], strict=True):
        p.text(x, yy, h, 7.2, True)
    yy += 13
    comps = [
        ("Address", ["Unit 1407", "Unit 1902", "Unit 1104", "Unit 2207"]),
        ("Sale Price", ["$865,000", "$879,000", "$842,500", "$915,000"]),
        ("Date of Sale", ["-", "07/2025", "06/2025", "08/2025"]),
        ("Floor", ["14", "19", "11", "22"]),
        ("Gross Living Area", ["1,184", "1,240", "1,096", "1,206"]),
    ]
    for lab, vals in comps:
        p.text(32, yy, lab, 7.6)
        for x, v in zip(colx, vals, strict=True):
            p.text(x, yy, v, 7.6)
        yy += 12
    adj = [
        ("Floor / view adj.", ["", signed(-12500), signed(7500), signed(-20000)]),
        ("GLA adj. ($250/sf)", ["", signed(-14000), signed(22000), signed(-5500)]),
        ("Parking", ["", signed(0), signed(15000), signed(0)]),
        ("Net Adj. (total)", ["", signed(-26500), signed(44500), signed(-25500)]),
        ("Adjusted Sale Price", ["", "$852,500", "$887,000", "$889,500"]),
    ]
    same(852500, 879000 - 12500 - 14000, "comp 1")
    same(887000, 842500 + 7500 + 22000 + 15000, "comp 2")
    same(889500, 915000 - 20000 - 5500, "comp 3")
    for lab, vals in adj:
        p.text(32, yy, lab, 7.6)
        for x, v in zip(colx, vals, strict=True):
            p.text(x, yy, v, 7.6)
        yy += 12
    y = yy + 6
    p.text(32, y, "Indicated Value by Sales Comparison Approach $ 875,000", 8.6, True)
    p.text(32, y + 14, "Indicated Value by Income Approach (if developed) $ not developed", 8)
    p.footer("Page 1 of 2 - Kalakaua Shore Residences Unit 1407 - File No. MV-25-10388")
    # page 2: reconciliation and certification
    p.new_page()
    y = section(p, 40, "RECONCILIATION")
    y = p.wrap(
        32,
        y + 14,
        548,
        "Most weight is given to Comparable 1, a same-stack sale five floors higher. The subject sold for "
        "$865,000 under a contract dated 09/08/2025 that includes $6,500 in seller-paid closing costs. The "
        "subject's prior sale was 03/14/2019 for $618,000. The HOA reserve study dated 01/2025 shows "
        "reserves of $3,418,000.",
        8.4,
    )
    y = p.wrap(
        32,
        y + 6,
        548,
        "This appraisal is made 'as is'. Based on a complete visual inspection of the interior and exterior "
        "areas of the subject unit, my (our) opinion of the market value, as defined, of the real property "
        "that is the subject of this report is $875,000, as of 10/06/2025, which is the date of inspection "
        "and the effective date of this appraisal.",
        8.6,
    )
    y = section(p, y + 8, "APPRAISER'S CERTIFICATION - SIGNATURES")
    y = lines(
        p,
        32,
        y + 16,
        [
            "APPRAISER",
            "Signature: /s/ Leilani K. Fonoti",
            "Name: Leilani K. Fonoti",
            "Company Name: Windward Appraisal Group",
            "Date of Signature and Report: 10/09/2025",
            "Effective Date of Appraisal: 10/06/2025",
            "State Certification #: CRA-1172",
            "Address of Property Appraised: 2250 Kalakaua Shore Drive, Unit 1407, Honolulu, HI 96815",
            "APPRAISED VALUE OF SUBJECT PROPERTY $ 875,000",
            "LENDER/CLIENT: Pacific Ohana Federal Credit Union",
        ],
        8.6,
        13.5,
        bold_first=True,
    )
    lines(
        p,
        330,
        y - 13.5 * 10,
        [
            "SUPERVISORY APPRAISER (ONLY IF REQUIRED)",
            "Signature: (not required)",
            "Name:",
            "Did not inspect subject property",
            "AMC review completed 10/10/2025",
            "by Makai Valuation Management, LLC",
        ],
        8.2,
        13.5,
        bold_first=True,
    )
    p.footer("Page 2 of 2 - Kalakaua Shore Residences Unit 1407 - File No. MV-25-10388")
    fields = {
        "property_address": F(
            "2250 Kalakaua Shore Drive, Unit 1407, Honolulu, HI 96815",
            2,
            "Address of Property Appraised: 2250 Kalakaua Shore Drive, Unit 1407, Honolulu, HI 96815",
        ),
        "property_type": F("condominium", 1, "Individual Condominium Unit Appraisal Report"),
        "appraised_value": F(875000, 2, "APPRAISED VALUE OF SUBJECT PROPERTY $ 875,000"),
        "effective_date": F("2025-10-06", 2, "Effective Date of Appraisal: 10/06/2025"),
        "appraiser_name": F("Leilani K. Fonoti", 2, "Name: Leilani K. Fonoti"),
        "client_name": F(
            "Pacific Ohana Federal Credit Union",
            2,
            "LENDER/CLIENT: Pacific Ohana Federal Credit Union",
        ),
        "gross_living_area_sqft": F(1184, 1, "Gross Living Area 1,184 sq.ft."),
    }
    notes = (
        "Condominium unit appraisal in a form layout (caption-over-value cells; the page text reads "
        "'caption value'). property_address is labelled from the certification line on page 2, where it is "
        "printed in one piece (page 1 splits street, city, state and zip into cells). appraised_value "
        "$875,000 (contract price $865,000, comparable sale and adjusted prices, prior sale $618,000, "
        "seller concessions, HOA reserves and the HOA dues are distractors; a sum checks comparable 1's "
        "adjustments). effective_date 10/06/2025 vs contract 09/08/2025, signature/report 10/09/2025 and "
        "AMC review 10/10/2025. appraiser_name is the signing appraiser; the supervisory appraiser block is "
        "empty. client_name is the Lender/Client credit union, not the AMC, the borrowers or the owner of "
        "record. gross_living_area_sqft 1,184 (lanai 112 sq.ft. and comparable GLAs are distractors)."
    )
    sums = [
        SUM(
            "Comparable 1: sale price + net adjustment = adjusted sale price",
            [
                (1, T("Comparable 1 sale price", 879000, 1, "Sale Price $865,000 $879,000")),
                (-1, T("Comparable 1 net adjustment", 26500, 1, "Net Adj. (total) -$26,500")),
            ],
            T("Comparable 1 adjusted sale price", 852500, 1, "Adjusted Sale Price $852,500"),
        )
    ]
    return p, fields, notes, sums


# ==================== 2 vacant land, narrative appraisal (Texas)
@doc(
    "b14_appr_land_narrative",
    "appraisal",
    "Appraisal of a 12.84-acre vacant tract, 0 Cattlemen's Trail, Dripping Springs, Texas",
)
def appr_land():
    p = Pdf(612, 792, face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=724,
        size=9.3,
        footer="Etchegaray Land Valuation, PLLC - File 25-0731 - Page {} of {}",
    )
    fl.line("ETCHEGARAY LAND VALUATION, PLLC", 12, True, align="c")
    fl.line("301 Mercer Street, Suite 5, Dripping Springs, Texas 78620", 8.6, align="c", lead=22)
    fl.line("October 20, 2025", 9.3, lead=18)
    for s in [
        "Mr. Garrett Vinson, Senior Credit Officer",
        "Hill Country Heritage Bank",
        "900 Highway 290 West, Dripping Springs, Texas 78620",
    ]:
        fl.line(s, 9.3)
    fl.skip(8)
    fl.line(
        "Re: Appraisal of a 12.84-acre vacant tract, 0 Cattlemen's Trail, Dripping Springs, Texas 78620",
        9.3,
        True,
    )
    fl.skip(6)
    fl.para(
        "Dear Mr. Vinson: At your request, we have appraised the fee simple interest in the above-referenced "
        "property, a 12.84-acre tract of unimproved land with frontage on Cattlemen's Trail, located in the "
        "extraterritorial jurisdiction of the City of Dripping Springs, Hays County. The borrower, "
        "Pedernales "
        "Crossing Partners, LP, proposes to acquire the tract for a future residential subdivision."
    )
    fl.para(
        "The site is currently unimproved and has no buildings; it is partially wooded, has about 620 feet "
        "of "
        "road frontage, and is not within a FEMA flood hazard area. Water is available from the West Travis "
        "County PUA; wastewater would require an on-site system. The current use is agricultural (1-d-1 "
        "open-space valuation)."
    )
    fl.para(
        "The purchase contract dated August 28, 2025 provides for a price of $2,250,000. The seller also "
        "marketed the tract in 2024 at an asking price of $2,600,000."
    )
    fl.head("VALUE CONCLUSIONS")
    acres = D("12.84")
    per = D("180000")
    ind = acres * per
    rounded = D("2310000")
    same(2311200, ind, "indicated")
    same(-1200, rounded - ind, "rounding")
    rows = [
        ("Land area", "12.84 acres (559,310 sq. ft.)"),
        ("Indicated unit value", "$180,000 per acre"),
        ("Indicated value (12.84 x $180,000)", "$2,311,200"),
        ("Rounding", "-$1,200"),
        ("Market value As Is", "$2,310,000"),
        ("Hypothetical value as if platted (45 lots)", "$3,150,000"),
        ("Effective date of value (As Is)", "October 2, 2025"),
        ("Date of inspection", "October 2, 2025"),
        ("Date of report", "October 20, 2025"),
    ]
    for a, b in rows:
        fl.need(14)
        p.text(fl.x + 14, fl.y, a, 9.1)
        p.text(fl.x + 300, fl.y, b, 9.1, bold=a.startswith("Market"))
        fl.y += 14
    fl.skip(6)
    fl.para(
        "Based on the analysis in the accompanying report, it is our opinion that the market value of the "
        "fee "
        "simple interest in the subject property, As Is, as of October 2, 2025, is TWO MILLION THREE HUNDRED "
        "TEN THOUSAND DOLLARS ($2,310,000). The hypothetical value assumes approval of a 45-lot preliminary "
        "plat that has not been filed; it is provided at the client's request and is not the market value As "
        "Is."
    )
    fl.head("SALES COMPARISON SUMMARY")
    for s in [
        "Sale 1: 15.20 acres, Founders Ridge Rd, sold 06/2025 for $2,812,000 ($185,000/acre)",
        "Sale 2: 9.75 acres, Sportsplex Dr, sold 03/2025 for $1,706,250 ($175,000/acre)",
        "Sale 3: 21.40 acres, Creek Road, sold 11/2024 for $3,638,000 ($170,000/acre)",
        "Sale 4: 11.02 acres, Bell Springs Rd, sold 08/2025 for $2,093,800 ($190,000/acre)",
    ]:
        fl.line(s, 8.9, indent=14)
    fl.skip(4)
    fl.para(
        "The intended use of this appraisal is to assist Hill Country Heritage Bank in evaluating the "
        "subject for a possible acquisition loan. The intended user is Hill Country Heritage Bank; no other "
        "users are intended. Research assistance was provided by Tobias Lindgren-Okafor, who did not sign "
        "this report."
    )
    fl.head("SITE DESCRIPTION, ZONING AND HIGHEST AND BEST USE")
    fl.para(
        "The tract is an irregular polygon with gently rolling topography (about 40 feet of fall to the "
        "southeast), shallow limestone soils and scattered live oak and cedar. Access is by one curb cut on "
        "Cattlemen's Trail, a two-lane paved county road. The property lies outside city limits and is not "
        "zoned; development is governed by the Hays County subdivision rules and the Dripping Springs ETJ "
        "development agreement, which permits minimum lot sizes of one-quarter acre with a central "
        "wastewater connection and one acre with on-site systems."
    )
    fl.para(
        "Highest and best use as vacant is holding for future single-family residential subdivision when "
        "wastewater service becomes available, with interim agricultural use. No extraordinary assumptions "
        "apply to the As Is value; the hypothetical value assumes a recorded 45-lot plat."
    )
    fl.head("CERTIFICATION")
    for s in [
        "- The statements of fact contained in this report are true and correct.",
        "- I have no present or prospective interest in the property and no personal interest in the "
        "parties.",
        "- My engagement was not contingent on developing or reporting predetermined results.",
        "- I made a personal inspection of the property on October 2, 2025.",
        "- The analyses and this report conform to the Uniform Standards of Professional Appraisal Practice.",
        "- I have completed the continuing education program of the Appraisal Institute.",
    ]:
        fl.line(s, 8.9, indent=8)
    fl.skip(6)
    for s in [
        "Respectfully submitted,",
        "/s/ Marisol Etchegaray",
        "Marisol Etchegaray, MAI",
        "Texas Certified General Real Estate Appraiser TX-1338204-G",
    ]:
        fl.line(s, 9.3)
    fl.finish()
    fields = {
        "property_address": F(
            "0 Cattlemen's Trail, Dripping Springs, Texas 78620",
            1,
            "Re: Appraisal of a 12.84-acre vacant tract, 0 Cattlemen's Trail, Dripping Springs, Texas 78620",
        ),
        "property_type": F("land", 1, "12.84-acre vacant tract"),
        "appraised_value": F(2310000, 1, "Market value As Is $2,310,000"),
        "effective_date": F("2025-10-02", 1, "Effective date of value (As Is) October 2, 2025"),
        "appraiser_name": F("Marisol Etchegaray", 2, "Marisol Etchegaray, MAI"),
        "client_name": F("Hill Country Heritage Bank", 1, "Hill Country Heritage Bank 900 Highway 290 West"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a vacant land tract (letter of transmittal with a value table). "
        "property_type is land (unimproved, no buildings). appraised_value is the Market value As Is "
        "$2,310,000 (the unrounded $2,311,200, the contract price $2,250,000, the 2024 asking price and the "
        "hypothetical as-if-platted value $3,150,000 are distractors; a sum checks the rounding). "
        "effective_date is the As Is date of value October 2, 2025 (report date October 20, 2025 and the "
        "contract date are distractors). client_name is the bank, not the borrower Pedernales Crossing "
        "Partners or the addressed officer. appraiser_name is the signing MAI, not the research assistant. "
        "gross_living_area_sqft is null: vacant land has no living area (the land area in acres and square "
        "feet is not GLA)."
    )
    sums = [
        SUM(
            "indicated value + rounding = market value As Is",
            [
                (1, T("Indicated value", 2311200, 1, "Indicated value (12.84 x $180,000) $2,311,200")),
                (1, T("Rounding", -1200, 1, "Rounding -$1,200")),
            ],
            "appraised_value",
        )
    ]
    return p, fields, notes, sums
