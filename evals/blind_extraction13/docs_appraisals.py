"""Appraisal builders for blind_extraction13 (2 documents).  All properties,
people, figures and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid
from pdfkit import US, Pdf, q

SECT = (0.9, 0.9, 0.84)


def money(x):
    return "$" + US(x, 0)


def ext_(n, price):
    """Area times unit cost, rounded to whole dollars."""
    return q(D(str(n)) * D(str(price)), 0)


def signed(x):
    if x == 0:
        return "0"
    return ("+" if x > 0 else "-") + US(abs(x), 0)


def section(p, y, title, x0=28, x1=584):
    """A section strip: title bar across the form."""
    p.rect(x0, y, x1, y + 12, 0, fill=SECT, color=None)
    p.text(x0 + 4, y + 9, title, 7.6, True)
    return y + 12


def header(p, page, pages):
    p.text(306, 34, "Uniform Residential Appraisal Report", 11.5, True, align="c")
    p.text(584, 34, "File # 25-SBH-0917", 7.4, align="r", color=GREY)
    p.text(28, 34, f"Page {page} of {pages}", 7.4, color=GREY)
    p.text(
        306,
        46,
        "Subject: 4127 Sagebrush Hollow Ln, Meridian, ID 83646",
        7.6,
        align="c",
        color=GREY,
    )


# ==================== 1 URAR-style single-family form (PUD, with an ADU) and comparable grid
@doc(
    "b13_appr_urar_pud_adu",
    "appraisal",
    "Uniform Residential Appraisal Report - 4127 Sagebrush Hollow Ln, Meridian, ID",
)
def appr_urar():
    p = Pdf(612, 792)
    p.new_page()
    header(p, 1, 3)
    y = section(p, 54, "SUBJECT")
    y = grid(
        p,
        y,
        [
            (28, 290, "Property Address", "4127 Sagebrush Hollow Ln"),
            (290, 420, "City", "Meridian"),
            (420, 480, "State", "ID"),
            (480, 584, "Zip Code", "83646"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Borrower", "Caleb & Ingrid Marchetti"),
            (200, 390, "Owner of Public Record", "Harlan T. and Joyce Ebersole"),
            (390, 584, "County", "Ada"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 236, "Legal Description", "Lot 14 Blk 3 Sagebrush Hollow Sub No. 2"),
            (236, 322, "Assessor's Parcel #", "R7712040140"),
            (322, 410, "Tax Year / R.E. Taxes", "2024 / $3,412"),
            (410, 512, "Neighborhood Name", "Sagebrush Hollow"),
            (512, 584, "Census Tract", "0103.27"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 170, "Occupant", "Owner"),
            (170, 300, "Special Assessments", "$0"),
            (300, 390, "PUD  [X]", "HOA $85 per month"),
            (390, 584, "Property Rights Appraised", "Fee Simple"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Assignment Type", "Purchase Transaction"),
            (200, 390, "Lender/Client", "Sawtooth Ridge Federal Credit Union"),
            (390, 584, "Address", "7800 W Fairview Ave, Boise, ID 83704"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Appraisal Management Co.", "Clearpath Valuation Services, LLC"),
            (200, 390, "AMC Order # / Contact", "CVS-448120 / Megan Tully"),
            (390, 584, "Offered for sale in prior 12 months?", "Yes - MLS #98244107"),
        ],
        22,
    )
    y = section(p, y + 4, "CONTRACT")
    y = grid(
        p,
        y,
        [
            (28, 160, "Contract Price", "$619,900"),
            (160, 280, "Date of Contract", "09/28/2025"),
            (280, 440, "Financial assistance (concessions)", "$8,000"),
            (440, 584, "Seller is owner of public record?", "Yes"),
        ],
        22,
    )
    y = section(p, y + 4, "NEIGHBORHOOD")
    y = grid(
        p,
        y,
        [
            (28, 140, "Location", "Suburban"),
            (140, 250, "Built-Up", "Over 75%"),
            (250, 380, "One-Unit Housing Price", "$455,000 - $790,000"),
            (380, 480, "Predominant", "$600,000"),
            (480, 584, "Age (yrs)", "2 - 24"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 140, "Property Values", "Stable"),
            (140, 250, "Marketing Time", "Under 3 mths"),
            (
                250,
                584,
                "Present Land Use",
                "One-Unit 82%  2-4 Unit 3%  Multi-Family 5%  Commercial 10%",
            ),
        ],
        22,
    )
    y = section(p, y + 4, "SITE")
    y = grid(
        p,
        y,
        [
            (28, 150, "Dimensions", "82 x 134 irreg."),
            (150, 250, "Area", "0.26 ac"),
            (250, 390, "Zoning", "R-4 Med.-Low Density Res."),
            (390, 584, "Zoning Compliance", "Legal (ADU permitted, #B-22-3318)"),
        ],
        22,
    )
    y = section(p, y + 4, "IMPROVEMENTS")
    y = grid(
        p,
        y,
        [
            (28, 150, "Units", "One with Accessory Unit"),
            (150, 215, "Type", "Detached"),
            (215, 290, "Design (Style)", "Ranch"),
            (290, 370, "Year Built", "2016"),
            (370, 460, "Effective Age (Yrs)", "6"),
            (460, 584, "Foundation", "Crawl Space"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Rooms / Bedrooms / Bath(s)", "8 / 4 / 2.5"),
            (200, 390, "Gross Living Area Above Grade", "2,146 sq.ft."),
            (390, 584, "Car Storage", "Garage, 3 car attached (720 sq.ft.)"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (
                28,
                584,
                "Accessory dwelling unit",
                "Detached ADU over a 2-car garage, 480 sq.ft., 1 bed / 1 bath; NOT included in GLA",
            ),
        ],
        22,
    )
    p.wrap(
        28,
        y + 14,
        556,
        "Condition: C3. The subject is a single-story detached house in a planned unit development with an "
        "accessory dwelling unit (ADU) permitted in 2022. The ADU is legally permitted and typical for the "
        "market; it is valued separately in the sales comparison grid.",
        7.8,
    )
    # ---------------------------------------------------------------- page 2: sales comparison and reconciliation
    p.new_page()
    header(p, 2, 3)
    y = section(p, 54, "SALES COMPARISON APPROACH")
    cols = [172, 275, 378, 481, 584]
    y += 12
    for i, h in enumerate(
        [
            "FEATURE",
            "SUBJECT",
            "COMPARABLE SALE # 1",
            "COMPARABLE SALE # 2",
            "COMPARABLE SALE # 3",
        ]
    ):
        p.text(32 if i == 0 else cols[i] - 4, y, h, 6.8, True, align="l" if i == 0 else "r")
    y += 4
    p.hline(y, 28, 584, 0.5)
    y += 11
    price = [D(608500), D(641000), D(587250)]
    gla = [2146, 2080, 2215, 2034]
    adj_gla = [D((gla[0] - g) * 85) for g in gla[1:]]
    adj_adu = [D(0), D(0), D(45000)]
    adj_gar = [D(0), D(-5000), D(0)]
    adj_cond = [D(0), D(-12000), D(0)]
    adj_date = [D(0), D(0), D(6000)]
    net = [
        a + b + c + d + e for a, b, c, d, e in zip(adj_gla, adj_adu, adj_gar, adj_cond, adj_date, strict=True)
    ]
    adjd = [pr + n for pr, n in zip(price, net, strict=True)]
    same(5610, adj_gla[0], "comp 1 GLA adj")
    same(614110, adjd[0], "comp 1 adjusted")
    same(618135, adjd[1], "comp 2 adjusted")
    same(647770, adjd[2], "comp 3 adjusted")
    rows = [
        (
            "Address",
            [
                "4127 Sagebrush Hollow Ln",
                "3988 Sagebrush Hollow Ln",
                "612 N Juniper Crest Way",
                "4470 W Cobalt Ridge Dr",
            ],
        ),
        (
            "City",
            [
                "Meridian, ID 83646",
                "Meridian, ID 83646",
                "Meridian, ID 83646",
                "Meridian, ID 83646",
            ],
        ),
        ("Proximity to Subject", ["", "0.12 miles W", "0.48 miles NE", "0.71 miles S"]),
        ("Sale Price", ["$619,900"] + [money(x) for x in price]),
        ("Data Source(s)", ["", "IMLS #98231077", "IMLS #98229460", "IMLS #98217735"]),
        ("Date of Sale", ["", "s08/2025", "s07/2025", "s04/2025"]),
        (
            "Date of sale adjustment",
            ["", signed(adj_date[0]), signed(adj_date[1]), signed(adj_date[2])],
        ),
        ("Design (Style)", ["Ranch", "Ranch", "Ranch", "Ranch"]),
        ("Condition", ["C3", "C3", "C2", "C3"]),
        (
            "Condition adjustment",
            ["", signed(adj_cond[0]), signed(adj_cond[1]), signed(adj_cond[2])],
        ),
        (
            "Gross Living Area",
            ["2,146 sq.ft."] + [US(g, 0) + " sq.ft." for g in gla[1:]],
        ),
        (
            "GLA adjustment ($85/sf)",
            ["", signed(adj_gla[0]), signed(adj_gla[1]), signed(adj_gla[2])],
        ),
        ("Garage/Carport", ["3 car att.", "3 car att.", "4 car att.", "3 car att."]),
        (
            "Garage adjustment",
            ["", signed(adj_gar[0]), signed(adj_gar[1]), signed(adj_gar[2])],
        ),
        ("Accessory dwelling unit", ["ADU 480 sf", "ADU 512 sf", "ADU 440 sf", "None"]),
        (
            "ADU adjustment",
            ["", signed(adj_adu[0]), signed(adj_adu[1]), signed(adj_adu[2])],
        ),
        (
            "Net Adjustment (Total)",
            ["", signed(net[0]), signed(net[1]), signed(net[2])],
        ),
        (
            "Adjusted Sale Price of Comparables",
            ["", money(adjd[0]), money(adjd[1]), money(adjd[2])],
        ),
    ]
    for lab, vals in rows:
        bold = lab.startswith(("Sale Price", "Adjusted"))
        p.text(32, y, lab, 7.2, bold)
        for x, v in zip(cols[1:], vals, strict=True):
            p.text(x - 4, y, v, 7.2, bold, align="r")
        y += 12.6
    p.hline(y - 8, 28, 584, 0.5)
    y = p.wrap(
        28,
        y + 8,
        556,
        "Summary of Sales Comparison Approach: Comparable 1 is a resale within the subject's PUD and received "
        "the most weight. Comparable 3 has no ADU and was adjusted +$45,000 based on paired sales. Adjusted "
        "range $614,110 to $647,770. Indicated Value by Sales Comparison Approach $612,000.",
        7.8,
    )
    y = section(p, y + 4, "RECONCILIATION")
    y = grid(
        p,
        y,
        [
            (28, 220, "Indicated Value by: Sales Comparison Approach", "$612,000"),
            (220, 400, "Cost Approach (if developed)", "$628,400"),
            (400, 584, "Income Approach (if developed)", "N/A"),
        ],
        22,
    )
    y = p.wrap(
        28,
        y + 14,
        556,
        'This appraisal is made [X] "as is". Based on a complete visual inspection of the interior and '
        "exterior areas of the subject property, defined scope of work, statement of assumptions and limiting "
        "conditions, and appraiser's certification, my (our) opinion of the market value, as defined, of the "
        "real property that is the subject of this report is $612,000, as of 10/21/2025, which is the date of "
        "inspection and the effective date of this appraisal.",
        8.2,
    )
    y = section(p, y + 4, "COST APPROACH (supplemental)")
    site, dw, adu, gar, dep = (
        D(185000),
        ext_(2146, "168.40"),
        ext_(480, "142.00"),
        D(52300),
        D(38450),
    )
    cost = site + dw + adu + gar - dep
    same(361386, dw, "dwelling")
    same(68160, adu, "ADU")
    same(628396, cost, "cost approach")
    grid(
        p,
        y,
        [
            (28, 120, "Opinion of Site Value", money(site)),
            (120, 230, "Dwelling 2,146 sf @ $168.40", money(dw)),
            (230, 330, "ADU 480 sf @ $142.00", money(adu)),
            (330, 420, "Garage / Site Impr.", money(gar)),
            (420, 490, "Less Depreciation", "-" + money(dep)),
            (490, 584, "Cost Approach (rnd)", "$628,400"),
        ],
        22,
    )
    # ---------------------------------------------------------------- page 3: certification
    p.new_page()
    header(p, 3, 3)
    y = section(p, 54, "APPRAISER'S CERTIFICATION (excerpt)")
    y = p.wrap(
        28,
        y + 14,
        556,
        "The Appraiser certifies and agrees that: (1) I have, at a minimum, developed and reported this "
        "appraisal in accordance with the scope of work requirements stated in this appraisal report. (2) I "
        "performed a complete visual inspection of the interior and exterior areas of the subject property. "
        "(3) I performed this appraisal in accordance with the requirements of the Uniform Standards of "
        "Professional Appraisal Practice. (4) The intended user of this appraisal report is the lender/client; "
        "the borrower, the AMC and the seller are not intended users.",
        8,
    )
    y = section(p, y + 6, "APPRAISER")
    y = grid(
        p,
        y,
        [
            (28, 300, "Signature", "/s/ Danielle R. Okonkwo"),
            (300, 584, "Name", "Danielle R. Okonkwo"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Company Name", "Treasure Valley Appraisal Group"),
            (
                200,
                390,
                "Company Address",
                "1450 S Eagle Rd, Suite 210, Meridian, ID 83642",
            ),
            (390, 584, "Email Address", "dokonkwo@tvag.example"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Date of Signature and Report", "10/27/2025"),
            (200, 390, "Effective Date of Appraisal", "10/21/2025"),
            (390, 584, "State Certification #", "CRA-4471 (Idaho)"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (28, 200, "Expiration Date of Certification", "06/30/2027"),
            (200, 390, "Appraised Value of Subject Property", "$612,000"),
            (390, 584, "Lender/Client Name", "Sawtooth Ridge Federal Credit Union"),
        ],
        22,
    )
    y = section(p, y + 6, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")
    p.text(32, y + 14, "Not applicable. No supervisory appraiser signed this report.", 8)
    p.text(
        32,
        y + 40,
        "AMC review completed 10/28/2025 by Megan Tully, Clearpath Valuation Services, LLC (not an appraiser of record).",
        7.6,
        color=GREY,
    )
    fields = {
        "property_address": F(
            "4127 Sagebrush Hollow Ln, Meridian, ID 83646",
            1,
            "Subject: 4127 Sagebrush Hollow Ln, Meridian, ID 83646",
        ),
        "property_type": F("single_family", 1, "Type Detached"),
        "appraised_value": F(612000, 2, "the subject of this report is $612,000, as of 10/21/2025"),
        "effective_date": F(
            "2025-10-21",
            2,
            "as of 10/21/2025, which is the date of inspection and the effective date of this appraisal",
        ),
        "appraiser_name": F("Danielle R. Okonkwo", 3, "Name Danielle R. Okonkwo"),
        "client_name": F(
            "Sawtooth Ridge Federal Credit Union",
            1,
            "Lender/Client Sawtooth Ridge Federal Credit Union",
        ),
        "gross_living_area_sqft": F(2146, 1, "Gross Living Area Above Grade 2,146 sq.ft."),
    }
    notes = (
        "URAR-style single-family form, 3 pages, with caption-over-value cells (page text reads 'caption "
        "value'). The subject is a detached house in a PUD with a permitted ADU, so property_type is "
        "single_family. Appraised value $612,000 vs contract price $619,900, concessions $8,000, the cost "
        "approach $628,400, site value, comparable prices and adjusted prices (a sum checks comparable 1's "
        "adjustments). Effective date 10/21/2025 vs contract date, signature/report date 10/27/2025, AMC "
        "review date and certification expiry. GLA 2,146 sq.ft. above grade; the ADU (480 sf, not in GLA), "
        "garage 720 sf and comparable GLAs are distractors. client is the Lender/Client, not the AMC, its "
        "contact, the borrowers or the owners of record. The address is labelled from the page header "
        "line, where it is printed in one piece (the SUBJECT cells split it into street/city/state/zip)."
    )
    sums = [
        SUM(
            "comparable 1: sale price + net adjustment = adjusted sale price",
            [
                (
                    1,
                    T(
                        "comparable 1 sale price",
                        608500,
                        2,
                        "Sale Price $619,900 $608,500",
                    ),
                ),
                (
                    1,
                    T(
                        "comparable 1 net adjustment",
                        5610,
                        2,
                        "Net Adjustment (Total) +5,610",
                    ),
                ),
            ],
            T(
                "comparable 1 adjusted price",
                614110,
                2,
                "Adjusted Sale Price of Comparables $614,110",
            ),
        )
    ]
    return p, fields, notes, sums


def kv(fl, rows, size=8.8, lead=13.2, xv=190):
    """Label / value table at the flow position (one row per line)."""
    for k, v in rows:
        fl.need(lead)
        fl.p.text(fl.x, fl.y, k, size, True)
        fl.p.text(fl.x + xv, fl.y, v, size)
        fl.y += lead
    fl.y += 4


# ==================== 2 narrative appraisal of a medical office building (commercial)
@doc(
    "b13_appr_medical_office_narrative",
    "appraisal",
    "Appraisal Report - Larkspur Medical Pavilion, Greenville, South Carolina",
)
def appr_office():
    p = Pdf(612, 792, face="serif")
    fl = Flow(
        p,
        top=66,
        bottom=732,
        size=9.2,
        footer="Larkspur Medical Pavilion - Appraisal Report - Page {} of {}",
    )
    fl.line("Hightower Valuation Partners, LLC", 12.5, True)
    fl.line(
        "220 N. Main Street, Suite 600, Greenville, South Carolina 29601 · (864) 555-0142",
        8.4,
    )
    fl.skip(10)
    fl.line("November 18, 2025", 9.2)
    fl.skip(6)
    for s in [
        "Ms. Rebecca Liu, Chief Appraiser",
        "Piedmont Crescent Bank",
        "400 E. McBee Avenue",
        "Greenville, South Carolina 29601",
    ]:
        fl.line(s)
    fl.skip(6)
    fl.line("RE: Appraisal Report - Larkspur Medical Pavilion", bold=True)
    fl.line(
        "Property address: 1850 Larkspur Medical Parkway, Greenville, South Carolina 29615",
        bold=True,
    )
    fl.line("Our file: HVP-25-3390 · Client reference: PCB-CRE-25-1187", 8.6)
    fl.skip(4)
    fl.para(
        "Dear Ms. Liu: In accordance with your engagement letter dated October 20, 2025, we have prepared an "
        "appraisal of the above property, a three-story multi-tenant medical office building with 48,600 "
        "square feet of gross building area and 46,210 square feet of net rentable area on 5.12 acres. The "
        "client is Piedmont Crescent Bank; the intended use is first-mortgage underwriting of a proposed "
        "refinance loan to Larkspur MOB Partners, LLC (the owner and borrower). No other party may rely on "
        "this report."
    )
    fl.para(
        "The property was inspected on November 4, 2025. At that date it was 86.4% leased to eleven "
        "physician-practice and outpatient-imaging tenants. A 6,300 square foot suite on the third floor is "
        "under a signed lease commencing in 2026; our prospective value assumes stabilization at 95% "
        "occupancy."
    )
    fl.para("Based on the analyses in the attached report, our opinions of value are:")
    kv(
        fl,
        [
            ("Value premise", "Interest / Date of value / Value"),
            ("Market Value As Is", "Leased fee · November 4, 2025 · $14,600,000"),
            (
                "Prospective Market Value As Stabilized",
                "Leased fee · October 1, 2026 · $15,350,000",
            ),
            ("Insurable Value", "November 4, 2025 · $9,840,000"),
        ],
        xv=200,
    )
    fl.para(
        "The As Is market value is the value on which the client's loan decision should rest. This letter is "
        "not valid unless accompanied by the full report, including its assumptions and limiting conditions."
    )
    fl.para("Respectfully submitted,")
    fl.line("HIGHTOWER VALUATION PARTNERS, LLC")
    fl.line("/s/ Jonathan P. Hightower")
    fl.line("Jonathan P. Hightower, MAI, SC Certified General Appraiser CG.7718")
    # ---------------------------------------------------------------- salient facts
    fl.p.new_page()
    fl.y = fl.top
    fl.head("SUMMARY OF SALIENT FACTS", size=11)
    kv(
        fl,
        [
            ("Property name", "Larkspur Medical Pavilion"),
            ("Location", "1850 Larkspur Medical Parkway, Greenville, SC 29615"),
            ("Tax map number", "0533.01-01-014.02 (Greenville County)"),
            ("Owner / borrower", "Larkspur MOB Partners, LLC"),
            ("Property type", "Medical office building, multi-tenant, 3 stories"),
            ("Year built / renovated", "2009 / 2021"),
            ("Site area", "5.12 acres (223,027 sf); 214 surface parking spaces"),
            ("Gross building area", "48,600 sf"),
            ("Net rentable area", "46,210 sf"),
            ("Occupancy", "86.4% as of inspection; 95.0% stabilized"),
            ("Zoning", "O-D Office District (City of Greenville)"),
            ("Highest and best use", "Continued use as a medical office building"),
            ("Land value", "$2,150,000"),
            ("Date of inspection", "November 4, 2025"),
            ("Date of report", "November 18, 2025"),
        ],
    )
    fl.head("INCOME CAPITALIZATION APPROACH", size=11)
    fl.para(
        "Market rent for the subject's suites is estimated at $27.50 per square foot of net rentable area, "
        "triple net, on the basis of six recent medical office leases in the Greenville market ranging from "
        "$25.75 to $29.25 per square foot."
    )
    pgi = D(46210) * D("27.50")
    vac = q(pgi * D("0.07"), 0)
    egi = pgi - vac
    opex = D(86701)
    noi = egi - opex
    cap = q(noi / D("0.075"), 0)
    same(1270775, pgi, "PGI")
    same(88954, vac, "vacancy")
    same(1181821, egi, "EGI")
    same(1095120, noi, "NOI")
    same(14601600, cap, "capitalized value")
    kv(
        fl,
        [
            ("Potential gross income", money(pgi)),
            ("Less vacancy and collection loss (7.0%)", "(" + money(vac) + ")"),
            ("Effective gross income", money(egi)),
            ("Less non-recoverable expenses and reserves", "(" + money(opex) + ")"),
            ("Net operating income", money(noi)),
            ("Overall capitalization rate", "7.50%"),
            ("Indicated value (NOI / rate)", money(cap)),
            ("Indicated value by the income approach, rounded", "$14,600,000"),
        ],
        xv=260,
    )
    fl.head("SALES COMPARISON APPROACH", size=11)
    fl.para(
        "Four sales of medical office buildings in the Upstate region between August 2024 and September 2025 "
        "sold for $298 to $331 per square foot of net rentable area. After adjustments for location, age and "
        "occupancy, a value of $312 per square foot is concluded: 46,210 sf x $312 = $14,417,520, rounded to "
        "$14,400,000. The most comparable sale, Verdae Medical Commons at 410 Verdae Boulevard, sold on June "
        "12, 2025 for $15,900,000 ($331 per square foot)."
    )
    fl.head("RECONCILIATION OF VALUE", size=11)
    fl.para(
        "The income approach is given primary weight because buyers of multi-tenant medical office buildings "
        "price them on their income; the sales comparison approach supports it. The cost approach was not "
        "developed. Accordingly, the market value of the leased fee interest in the subject property, As Is, "
        "as of November 4, 2025, is $14,600,000 (FOURTEEN MILLION SIX HUNDRED THOUSAND DOLLARS)."
    )
    fl.para(
        "The prospective market value As Stabilized, as of October 1, 2026, is $15,350,000. This value assumes "
        "completion of the tenant improvements for the third-floor suite (budgeted at $441,000) and the "
        "commencement of that lease."
    )
    fl.head("CERTIFICATION", size=11)
    fl.para(
        "I certify that, to the best of my knowledge and belief: the statements of fact contained in this "
        "report are true and correct; I have no present or prospective interest in the property; my "
        "engagement was not contingent upon developing or reporting predetermined results; the analyses and "
        "this report were prepared in conformity with the Uniform Standards of Professional Appraisal Practice "
        "and the Code of Professional Ethics of the Appraisal Institute; I made a personal inspection of the "
        "property. Kayla Brandt, research analyst, provided significant real property appraisal assistance in "
        "collecting market data; she did not inspect the property and does not sign this report."
    )
    fl.skip(6)
    for s in [
        "/s/ Jonathan P. Hightower",
        "Jonathan P. Hightower, MAI",
        "SC Certified General Real Property Appraiser CG.7718, expires June 30, 2026",
        "Date of signature: November 18, 2025",
    ]:
        fl.line(s)
    fl.finish()
    fields = {
        "property_address": F(
            "1850 Larkspur Medical Parkway, Greenville, South Carolina 29615",
            1,
            "Property address: 1850 Larkspur Medical Parkway, Greenville, South Carolina 29615",
        ),
        "property_type": F("commercial", 1, "a three-story multi-tenant medical office building"),
        "appraised_value": F(
            14600000,
            1,
            "Market Value As Is Leased fee · November 4, 2025 · $14,600,000",
        ),
        "effective_date": F("2025-11-04", 1, "Market Value As Is Leased fee · November 4, 2025"),
        "appraiser_name": F(
            "Jonathan P. Hightower",
            1,
            "Jonathan P. Hightower, MAI, SC Certified General Appraiser",
        ),
        "client_name": F("Piedmont Crescent Bank", 1, "The client is Piedmont Crescent Bank"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a multi-tenant medical office building (commercial). appraised_value is the "
        "As Is market value $14,600,000; the prospective As Stabilized value $15,350,000 (October 1, 2026), "
        "the insurable value, land value, the unrounded income indication $14,601,600, the sales comparison "
        "indication $14,400,000 / $14,417,520, NOI and a comparable's price are distractors (sums check "
        "PGI - vacancy - expenses = NOI). effective_date is the As Is date of value November 4, 2025 (also "
        "the inspection date), not the report/signature date November 18, 2025, the engagement letter date or "
        "the prospective date. client is Piedmont Crescent Bank, not the borrower/owner or the bank's chief "
        "appraiser named in the address block; the signing appraiser is Jonathan P. Hightower, not the "
        "research analyst. gross_living_area_sqft is null: an office building has no gross living area "
        "(gross building area 48,600 sf and net rentable area 46,210 sf are not GLA)."
    )
    sums = [
        SUM(
            "potential gross income - vacancy - expenses = NOI",
            [
                (
                    1,
                    T(
                        "potential gross income",
                        1270775,
                        2,
                        "Potential gross income $1,270,775",
                    ),
                ),
                (
                    -1,
                    T(
                        "vacancy",
                        88954,
                        2,
                        "Less vacancy and collection loss (7.0%) ($88,954)",
                    ),
                ),
                (
                    -1,
                    T(
                        "expenses",
                        86701,
                        2,
                        "Less non-recoverable expenses and reserves ($86,701)",
                    ),
                ),
            ],
            T("net operating income", 1095120, 2, "Net operating income $1,095,120"),
        )
    ]
    return p, fields, notes, sums
