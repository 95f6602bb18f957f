"""Appraisal builders for blind_extraction7 (2 documents).  All properties,
people, firms, values and dates are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from pdfkit import US, Pdf

GREY = (0.35, 0.35, 0.35)


def sec(p, y, title):
    p.shade(36, y - 9, p.w - 36, y + 3, 0.82)
    p.text(40, y, title, 8, True)
    return y + 8


# ================================================================ 1 URAR-style single-family with comparables
@doc("b7_appr_urar_sfr_comps", "appraisal", "Uniform Residential Appraisal Report - 2817 Wren Hollow Drive")
def appr_urar_sfr_comps():
    p = Pdf()
    p.new_page()
    p.text(306, 40, "Uniform Residential Appraisal Report", 13, True, align="c")
    p.text(576, 40, "File # OZ-25-06-1182", 8, align="r")
    y = sec(p, 58, "SUBJECT")
    cells = [
        [
            (36, 220, "Property Address", "2817 Wren Hollow Drive"),
            (220, 380, "City", "Bentonville"),
            (380, 460, "State", "AR"),
            (460, 576, "Zip Code", "72712"),
        ],
        [
            (36, 300, "Borrower", "Dmitri Vasquez-Holt and Alana Vasquez-Holt"),
            (300, 576, "Owner of Public Record", "Cedar Bend Homes LLC"),
        ],
        [
            (36, 220, "County", "Benton"),
            (220, 400, "Neighborhood Name", "Wren Hollow"),
            (400, 576, "Assessor's Parcel #", "01-17733-000"),
        ],
        [
            (36, 300, "Lender/Client", "Ozark Meridian Bank"),
            (300, 576, "Address", "4100 SW Regional Airport Blvd, Bentonville, AR 72712"),
        ],
    ]
    for row in cells:
        for x0, x1, lab, val in row:
            p.field_box(x0, y, x1, y + 24, lab, val, 8.5)
        y += 24
    y = sec(p, y + 14, "CONTRACT")
    p.text(
        40,
        y + 8,
        "Contract Price $ 555,000   Date of Contract 05/29/2025   Seller: Cedar Bend Homes LLC   "
        "Financial assistance (seller concessions): $ 7,500",
        8.5,
    )
    y = sec(p, y + 30, "IMPROVEMENTS")
    imp = [
        [
            (36, 160, "Units", "One"),
            (160, 290, "Type", "Det."),
            (290, 420, "Design (Style)", "2-Story Traditional"),
            (420, 576, "Year Built", "2024"),
        ],
        [
            (36, 160, "Rooms", "9"),
            (160, 290, "Bedrooms", "4"),
            (290, 420, "Bath(s)", "3.1"),
            (420, 576, "Square Feet of Gross Living Area Above Grade", "2,486"),
        ],
        [
            (36, 290, "Basement", "None - slab"),
            (290, 576, "Car Storage", "Attached garage, 3 cars (742 sq ft)"),
        ],
    ]
    for row in imp:
        for x0, x1, lab, val in row:
            p.field_box(x0, y, x1, y + 24, lab, val, 8.5)
        y += 24
    y = sec(p, y + 14, "SALES COMPARISON APPROACH")
    cols = [
        (40, ""),
        (260, "SUBJECT", "r"),
        (365, "COMPARABLE # 1", "r"),
        (470, "COMPARABLE # 2", "r"),
        (574, "COMPARABLE # 3", "r"),
    ]
    p.row(y + 6, cols, 7.5, True)
    y += 20
    grid = [
        (
            "Address",
            "2817 Wren Hollow Dr",
            "2904 Wren Hollow Dr",
            "1188 SW Quail Run",
            "3310 Bramblewood Ln",
        ),
        ("Proximity to Subject", "", "0.12 miles NE", "0.64 miles S", "0.91 miles W"),
        ("Sale Price", "$ 555,000", "$ 539,900", "$ 571,000", "$ 526,500"),
        ("Date of Sale", "", "s04/25;c03/25", "s02/25;c01/25", "s05/25;c04/25"),
        ("Gross Living Area", "2,486", "2,412", "2,655", "2,390"),
        ("Bedrooms / Baths", "4 / 3.1", "4 / 3.0", "5 / 3.1", "4 / 2.1"),
        ("Garage", "3-car att.", "3-car att.", "3-car att.", "2-car att."),
    ]
    for r in grid:
        p.row(y, [(40, r[0]), (260, r[1], "r"), (365, r[2], "r"), (470, r[3], "r"), (574, r[4], "r")], 8)
        y += 12
    adj = [D("6700"), D("-14800"), D("20500")]
    prices = [D("539900"), D("571000"), D("526500")]
    adjp = [a + b for a, b in zip(prices, adj, strict=True)]
    p.row(
        y,
        [
            (40, "Net Adjustment (Total)"),
            (365, "$ " + ("+" if adj[0] > 0 else "-") + US(abs(adj[0]), 0), "r"),
            (470, "$ " + ("+" if adj[1] > 0 else "-") + US(abs(adj[1]), 0), "r"),
            (574, "$ " + ("+" if adj[2] > 0 else "-") + US(abs(adj[2]), 0), "r"),
        ],
        8,
        True,
    )
    y += 12
    p.row(
        y,
        [
            (40, "Adjusted Sale Price of Comparables"),
            (365, "$ " + US(adjp[0], 0), "r"),
            (470, "$ " + US(adjp[1], 0), "r"),
            (574, "$ " + US(adjp[2], 0), "r"),
        ],
        8,
        True,
    )
    y += 18
    p.text(40, y, "Indicated Value by Sales Comparison Approach $ 548,000", 8.5, True)
    p.text(
        40,
        y + 12,
        "Indicated Value by: Cost Approach (if developed) $ 561,300   Income Approach (if developed) $ N/A",
        8,
    )
    p.footer("Freddie Mac Form 70 March 2005 style - fictional - Page 1 of 3")

    p.new_page()
    y = sec(p, 50, "RECONCILIATION")
    y = p.wrap(
        40,
        y + 12,
        532,
        "The sales comparison approach is given most weight; the cost approach supports the "
        'conclusion. This appraisal is made "as is". The subject is a one-unit detached single-family '
        "dwelling completed in 2024 and was inspected on 06/18/2025.",
        8.5,
    )
    y = p.wrap(
        40,
        y + 6,
        532,
        "Based on a complete visual inspection of the interior and exterior areas of the subject "
        "property, defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my (our) opinion of the market value, as defined, of the real property that is the "
        "subject of this report is $ 548,000, as of 06/18/2025, which is the date of inspection and the "
        "effective date of this appraisal.",
        8.5,
        bold=True,
    )
    y = sec(p, y + 16, "PRIOR SALE HISTORY")
    y = p.wrap(
        40,
        y + 12,
        532,
        "The subject has no prior sale in the past three years (new construction; lot "
        "transferred 08/14/2023 for $ 86,000). Comparable # 2 previously sold 06/2022 for $ 498,000.",
        8.5,
    )
    y = sec(p, y + 16, "ADDITIONAL COMMENTS")
    p.wrap(
        40,
        y + 12,
        532,
        "The intended user of this appraisal report is the lender/client, Ozark Meridian Bank. The "
        "appraisal was ordered through ClearValue Appraisal Management, LLC, which is not a client. The borrower "
        "is not an intended user.",
        8.5,
    )
    p.footer("Page 2 of 3")

    p.new_page()
    y = sec(p, 50, "APPRAISER'S CERTIFICATION AND SIGNATURES")
    y = p.wrap(
        40,
        y + 12,
        532,
        "I certify that I personally inspected the interior and exterior of the subject "
        "property. The supervisory appraiser did not inspect the subject property.",
        8.5,
    )
    y += 10
    left = [
        ("APPRAISER", ""),
        ("Signature", "/s/ Renata K. Ostergaard"),
        ("Name", "Renata K. Ostergaard"),
        ("Company Name", "Northwest Arkansas Valuation Group"),
        ("Date of Signature and Report", "06/24/2025"),
        ("Effective Date of Appraisal", "06/18/2025"),
        ("State Certification #", "CR-4418 (AR)"),
        ("Address of Property Appraised", "2817 Wren Hollow Drive, Bentonville, AR 72712"),
        ("APPRAISED VALUE OF SUBJECT PROPERTY", "$ 548,000"),
        ("LENDER/CLIENT", "Ozark Meridian Bank"),
    ]
    right = [
        ("SUPERVISORY APPRAISER (ONLY IF REQUIRED)", ""),
        ("Signature", "/s/ Martin J. Pruett"),
        ("Name", "Martin J. Pruett"),
        ("Company Name", "Northwest Arkansas Valuation Group"),
        ("Date of Signature", "06/24/2025"),
        ("State Certification #", "CG-1203 (AR)"),
        ("SUBJECT PROPERTY", "Did not inspect subject property"),
    ]
    yy = y
    for k, v in left:
        p.text(40, yy, k, 7.5, True)
        p.text(40, yy + 11, v, 9)
        yy += 26
    yy = y
    for k, v in right:
        p.text(320, yy, k, 7.5, True)
        p.text(320, yy + 11, v, 9)
        yy += 26
    p.footer("Page 3 of 3")
    same(548000, D("548000"), "value")
    same(546600, adjp[0], "c1")
    same(556200, adjp[1], "c2")
    same(547000, adjp[2], "c3")
    fields = {
        "property_address": F(
            "2817 Wren Hollow Drive, Bentonville, AR 72712",
            3,
            "Address of Property Appraised 2817 Wren Hollow Drive, Bentonville, AR 72712",
        ),
        "property_type": F("single_family", 2, "one-unit detached single-family dwelling"),
        "appraised_value": F(548000, 3, "APPRAISED VALUE OF SUBJECT PROPERTY $ 548,000"),
        "effective_date": F("2025-06-18", 3, "Effective Date of Appraisal 06/18/2025"),
        "appraiser_name": F("Renata K. Ostergaard", 3, "Name Renata K. Ostergaard"),
        "client_name": F("Ozark Meridian Bank", 3, "LENDER/CLIENT Ozark Meridian Bank"),
        "gross_living_area_sqft": F(2486, 1, "Square Feet of Gross Living Area Above Grade 2,486"),
    }
    notes = (
        "URAR-style one-unit form. The subject's GLA (2,486) sits next to three comparables' GLAs, sale prices, "
        "sale dates and adjusted prices (546,600 / 556,200 / 547,000); the contract price $555,000 (05/29/2025), "
        "the cost-approach value, the lot's 2023 price and comparable 2's prior sale are distractors for "
        "appraised_value. Effective date = inspection date 06/18/2025; signature/report date 06/24/2025 is later. "
        "Appraiser vs supervisory appraiser (did not inspect); lender/client vs AMC vs borrower vs seller."
    )
    sums = [
        SUM(
            "comparable 1 adjusted",
            [
                (1, T("Comp 1 sale price", 539900, 1, "$ 555,000 $ 539,900 $ 571,000 $ 526,500")),
                (1, T("Comp 1 net adjustment", 6700, 1, "Net Adjustment (Total) $ +6,700")),
            ],
            T("Comp 1 adjusted", 546600, 1, "Adjusted Sale Price of Comparables $ 546,600"),
        ),
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("Comp 2 sale price", 571000, 1, "$ 539,900 $ 571,000 $ 526,500")),
                (1, T("Comp 2 net adjustment", -14800, 1, "$ +6,700 $ -14,800")),
            ],
            T("Comp 2 adjusted", 556200, 1, "$ 546,600 $ 556,200"),
        ),
        SUM(
            "comparable 3 adjusted",
            [
                (1, T("Comp 3 sale price", 526500, 1, "$ 571,000 $ 526,500")),
                (1, T("Comp 3 net adjustment", 20500, 1, "$ -14,800 $ +20,500")),
            ],
            T("Comp 3 adjusted", 547000, 1, "$ 556,200 $ 547,000"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 narrative industrial appraisal
@doc(
    "b7_appr_industrial_narrative",
    "appraisal",
    "Appraisal Report - Pinyon Ridge Logistics Center, Sparks, Nevada",
)
def appr_industrial_narrative():
    p = Pdf(face="serif")
    p.new_page()
    p.text(306, 120, "APPRAISAL REPORT", 20, True, align="c")
    p.text(306, 150, "Pinyon Ridge Logistics Center", 14, align="c")
    p.text(306, 168, "Multi-Tenant Industrial Warehouse / Distribution Building", 10, align="c")
    p.text(306, 184, "4470 Pinyon Ridge Logistics Way, Sparks, Nevada 89437", 10, align="c")
    p.text(306, 240, "Prepared for:", 9, align="c")
    p.text(306, 254, "Tahoe Basin Commercial Bank", 11, True, align="c")
    p.text(306, 268, "Commercial Real Estate Lending, 50 W Liberty Street, Reno, Nevada 89501", 9, align="c")
    p.text(306, 310, "Prepared by:", 9, align="c")
    p.text(306, 324, "Whitfield Valuation Advisors, LLC", 11, True, align="c")
    p.text(306, 338, "File No. WVA-25-0419 · Date of Report: May 28, 2025", 9, align="c")
    p.footer("Cover")

    p.new_page()
    p.text(60, 64, "LETTER OF TRANSMITTAL", 11, True)
    y = p.wrap(
        60,
        86,
        492,
        "May 28, 2025\nMr. Desmond Achterberg, Senior Vice President, Tahoe Basin Commercial Bank, "
        "50 W Liberty Street, Reno, Nevada 89501",
        9.5,
        gap=4,
    )
    y = p.wrap(
        60,
        y + 6,
        492,
        "Re: Appraisal of Pinyon Ridge Logistics Center, 4470 Pinyon Ridge Logistics Way, Sparks, "
        "Nevada 89437 (APN 037-611-18)",
        9.5,
        True,
    )
    y = p.wrap(
        60,
        y + 6,
        492,
        "At your request, we have prepared an appraisal of the fee simple interest in the subject, "
        "a 142,600 square foot (gross building area) multi-tenant industrial warehouse on 9.84 acres, built in "
        "2019 and currently 81% leased. The property was inspected on May 7, 2025 by Colleen M. Arbuckle, MAI, "
        "and Jared Lin. The intended user is Tahoe Basin Commercial Bank; the intended use is first-mortgage "
        "underwriting.",
        9.5,
    )
    p.text(60, y + 8, "VALUE CONCLUSIONS", 10, True)
    y += 26
    cols = [
        (60, "Appraisal Premise"),
        (250, "Interest Appraised"),
        (370, "Date of Value"),
        (552, "Value", "r"),
    ]
    p.row(y, cols, 8.5, True)
    p.hline(y + 4, 60, 552)
    y += 18
    rows = [
        ('Market Value "As Is"', "Fee Simple", "May 7, 2025", "$18,400,000"),
        ('Prospective Market Value "Upon Stabilization"', "Fee Simple", "May 1, 2026", "$20,750,000"),
        ("Insurable Value", "n/a", "May 7, 2025", "$11,900,000"),
    ]
    for r in rows:
        p.row(y, [(60, r[0]), (250, r[1]), (370, r[2]), (552, r[3], "r")], 9)
        y += 15
    y = p.wrap(
        60,
        y + 10,
        492,
        'The "As Is" value equals the prospective stabilized value less lease-up costs, '
        "rent loss and entrepreneurial incentive of $2,350,000. Extraordinary assumption: the pending lease "
        "with Basin Freight Services (21,400 SF) is executed as described.",
        9.5,
    )
    y = p.wrap(60, y + 20, 492, "Respectfully submitted,\nWHITFIELD VALUATION ADVISORS, LLC", 9.5)
    p.text(60, y + 24, "/s/ Colleen M. Arbuckle", 10)
    p.text(60, y + 38, "Colleen M. Arbuckle, MAI", 9.5, True)
    p.text(60, y + 50, "Managing Director · Nevada Certified General Appraiser A.0007214-CG", 8.5)
    p.wrap(
        60,
        y + 72,
        492,
        "Jared Lin provided significant real property appraisal assistance, including research "
        "and the inspection, but did not sign this report.",
        8.5,
    )
    p.footer("ii")

    p.new_page()
    p.text(60, 64, "SALES COMPARISON APPROACH - IMPROVED SALES", 11, True)
    cols = [
        (60, "No."),
        (80, "Property / Location"),
        (300, "Sale Date"),
        (370, "GBA (SF)", "r"),
        (460, "Price", "r"),
        (552, "$/SF", "r"),
    ]
    y = 90
    p.row(y, cols, 8.5, True)
    p.hline(y + 4, 60, 552)
    y += 18
    comps = [
        ("1", "Vista Ridge Distribution, 1180 Vista Blvd, Sparks", "Feb 12, 2025", 118400, 15630000),
        ("2", "Lockwood Trade Center, 75 Lockwood Dr, McCarran", "Nov 20, 2024", 164250, 20860000),
        ("3", "Golden Valley Flex, 9025 Golden Valley Rd, Reno", "Mar 31, 2025", 96800, 13360000),
        ("4", "Eastlake Commerce Park Bldg B, Sparks", "Aug 8, 2024", 131900, 16220000),
    ]
    for n, loc, dt, gba, pr in comps:
        psf = (D(pr) / D(gba)).quantize(D("0.01"))
        p.row(
            y,
            [
                (60, n),
                (80, loc),
                (300, dt),
                (370, US(gba, 0), "r"),
                (460, "$" + US(pr, 0), "r"),
                (552, "$" + US(psf), "r"),
            ],
            8.5,
        )
        y += 14
    y = p.wrap(
        60,
        y + 10,
        492,
        "After adjustments for market conditions, clear height, office finish and occupancy, "
        "the comparables indicate $126.00 to $134.00 per square foot. We conclude $129.00 per square foot "
        "for the subject as is: 142,600 SF x $129.00 = $18,395,400, rounded to $18,400,000.",
        9.5,
    )
    p.text(60, y + 10, "RECONCILIATION", 11, True)
    y = p.wrap(
        60,
        y + 28,
        492,
        "Sales comparison approach $18,400,000; income capitalization approach $18,250,000. "
        "Greatest weight is given to the income approach, supported by the sales. Final reconciled opinion "
        "of market value as is, as of May 7, 2025: $18,400,000 (EIGHTEEN MILLION FOUR HUNDRED THOUSAND "
        "DOLLARS).",
        9.5,
    )
    p.footer("54")
    same(18400000, D("20750000") - D("2350000"), "as is")
    same(18395400, D("142600") * D("129.00"), "psf")
    fields = {
        "property_address": F(
            "4470 Pinyon Ridge Logistics Way, Sparks, Nevada 89437",
            1,
            "4470 Pinyon Ridge Logistics Way, Sparks, Nevada 89437",
        ),
        "property_type": F("industrial", 1, "Multi-Tenant Industrial Warehouse / Distribution Building"),
        "appraised_value": F(18400000, 2, 'Market Value "As Is" Fee Simple May 7, 2025 $18,400,000'),
        "effective_date": F("2025-05-07", 2, 'Market Value "As Is" Fee Simple May 7, 2025'),
        "appraiser_name": F("Colleen M. Arbuckle", 2, "Colleen M. Arbuckle, MAI Managing Director"),
        "client_name": F("Tahoe Basin Commercial Bank", 1, "Prepared for: Tahoe Basin Commercial Bank"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative commercial appraisal of an industrial warehouse. appraised_value is the 'As Is' market value "
        "($18,400,000 as of May 7, 2025); the prospective 'Upon Stabilization' value ($20,750,000, May 1, 2026), "
        "the insurable value, the income-approach figure and the comparables' prices and sale dates are "
        "distractors. Report date May 28, 2025 differs from the date of value. Appraiser is the signer (Colleen "
        "M. Arbuckle, MAI); Jared Lin assisted but did not sign. gross_living_area_sqft is null: an industrial "
        "building has no gross living area; the 142,600 SF gross building area is not GLA."
    )
    sums = [
        SUM(
            "as is = stabilized less lease-up",
            [
                (
                    1,
                    T(
                        "prospective stabilized value",
                        20750000,
                        2,
                        'Prospective Market Value "Upon Stabilization" Fee Simple May 1, 2026 $20,750,000',
                    ),
                ),
                (-1, T("lease-up costs", 2350000, 2, "entrepreneurial incentive of $2,350,000")),
            ],
            "appraised_value",
        ),
    ]
    return p, fields, notes, sums
