"""Appraisal builders for blind_extraction12 (2 documents).  All properties,
people, figures and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid
from pdfkit import US, Pdf

BAND = (0.85, 0.88, 0.93)


def money(x):
    return "$" + US(x, 0)


def bar(p, y, title, x0=30, x1=582):
    p.rect(x0, y, x1, y + 13, 0, fill=BAND, color=None)
    p.text(x0 + 4, y + 10, title, 8, True)
    return y + 13


# ==================== 1 condominium unit form with comparables grid
@doc(
    "b12_appr_condo_form",
    "appraisal",
    "Individual Condominium Unit Appraisal Report - 2207 Brightwater Terrace Unit 5C",
)
def appr_condo():
    p = Pdf(612, 792)
    p.new_page()
    p.text(306, 40, "Individual Condominium Unit Appraisal Report", 12, True, align="c")
    p.text(582, 52, "File # PH-25-10417", 7.6, align="r", color=GREY)
    y = bar(p, 58, "SUBJECT")
    y = grid(
        p,
        y,
        [
            (30, 300, "Property Address", "2207 Brightwater Terrace, Unit 5C"),
            (300, 420, "City", "Tacoma"),
            (420, 470, "State", "WA"),
            (470, 582, "Zip Code", "98402"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (30, 220, "Borrower", "Jonah P. Mirelli"),
            (220, 400, "Owner of Public Record", "Estate of Beverly A. Stroud"),
            (400, 582, "Project Name", "Brightwater Lofts Condominium"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (30, 220, "Lender/Client", "Puget Harbor Credit Union"),
            (220, 400, "Address", "915 Pacific Avenue, Tacoma, WA 98402"),
            (400, 582, "HOA $ / month", "$486"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (30, 170, "Contract Price", "$545,000"),
            (170, 300, "Date of Contract", "08/28/2025"),
            (300, 440, "Seller Concessions", "$7,500"),
            (440, 582, "Prior Sale (06/14/2019)", "$418,000"),
        ],
        22,
    )
    y = bar(p, y + 6, "PROJECT AND UNIT")
    y = grid(
        p,
        y,
        [
            (30, 160, "Property Type", "Condominium"),
            (160, 270, "Floor / Stories", "5 of 7"),
            (270, 380, "Year Built", "2008"),
            (380, 480, "Units in Project", "84"),
            (480, 582, "Parking", "1 deeded stall"),
        ],
        22,
    )
    y = grid(
        p,
        y,
        [
            (30, 160, "Rooms / Bed / Bath", "5 / 2 / 2.0"),
            (160, 300, "Gross Living Area (sq ft)", "1,184"),
            (300, 440, "Balcony (sq ft)", "96"),
            (440, 582, "Storage unit (sq ft)", "42"),
        ],
        22,
    )
    y = bar(p, y + 6, "SALES COMPARISON APPROACH")
    cols = [150, 258, 366, 474, 582]
    hdr = ["FEATURE", "SUBJECT", "COMPARABLE 1", "COMPARABLE 2", "COMPARABLE 3"]
    y += 11
    for i, h in enumerate(hdr):
        p.text(34 if i == 0 else cols[i] - 4, y, h, 7.2, True, align="l" if i == 0 else "r")
    y += 4
    p.hline(y, 30, 582, 0.5)
    y += 10
    comps = [
        ("Address", ["Unit 5C", "2207 Brightwater Ter #3A", "1919 Dock St #612", "2150 Ruston Way #204"]),
        ("Sale Price", ["$545,000", "$529,500", "$551,000", "$525,000"]),
        ("Date of Sale", ["", "07/22/2025", "08/09/2025", "06/30/2025"]),
        ("Gross Living Area", ["1,184", "1,120", "1,240", "1,176"]),
        ("GLA adjustment", ["", "+9,600", "-8,400", "+1,200"]),
        ("View / Floor adjustment", ["", "-5,000", "0", "0"]),
        ("Parking adjustment", ["", "0", "0", "+10,000"]),
        ("Adjusted Sale Price", ["", "$534,100", "$542,600", "$536,200"]),
    ]
    prices = [529500, 551000, 525000]
    glas = [1120, 1240, 1176]
    other = [-5000, 0, 10000]
    for k in range(3):
        adj = D(prices[k]) + (1184 - glas[k]) * 150 + other[k]
        same([534100, 542600, 536200][k], adj, f"comp {k + 1}")
    for label, vals in comps:
        p.text(34, y, label, 7.6)
        for x, v in zip(cols[1:], vals, strict=True):
            p.text(x - 4, y, v, 7.6, align="r")
        y += 12
    p.hline(y - 7, 30, 582, 0.5)
    p.text(34, y + 4, "Indicated Value by Sales Comparison Approach $538,000", 8.4, True)
    y = bar(p, y + 16, "RECONCILIATION")
    y = p.wrap(
        34,
        y + 12,
        544,
        "Most weight is given to Comparable 2 (same floor plan, most recent sale). The income approach "
        "was not "
        'developed. This appraisal is made "as is".',
        8,
    )
    p.text(
        34,
        y + 4,
        "Based on a complete visual inspection of the interior and exterior areas of the subject "
        "property, my (our)",
        8,
    )
    p.text(
        34,
        y + 15,
        "opinion of the market value, as defined, of the real property that is the subject of this report is",
        8,
    )
    p.text(
        34,
        y + 28,
        "$538,000 , as of 10/06/2025 , which is the date of inspection and the effective date of this "
        "appraisal.",
        8.6,
        True,
    )
    # page 2: certification and signature
    p.new_page()
    p.text(306, 40, "Individual Condominium Unit Appraisal Report", 12, True, align="c")
    p.text(582, 52, "File # PH-25-10417", 7.6, align="r", color=GREY)
    p.text(30, 52, "Subject: 2207 Brightwater Terrace, Unit 5C, Tacoma, WA 98402", 7.6, color=GREY)
    y = bar(p, 58, "PROJECT INFORMATION AND COST DATA")
    y = p.wrap(
        34,
        y + 14,
        544,
        "Project: Brightwater Lofts Condominium, 84 units, 81 sold, 3 owner-developer rentals; 6 units "
        "(7%) currently "
        "listed; HOA reserve balance $412,900 per 2025 budget. No special assessments. Commercial space "
        "in the project: "
        "2 ground-floor retail units (6% of total floor area). Site area of the project: 1.12 acres.",
        8,
    )
    y = bar(p, y + 4, "APPRAISER'S CERTIFICATION AND SIGNATURE")
    y = p.wrap(
        34,
        y + 14,
        544,
        "I certify that I personally inspected the interior and exterior of the subject unit on "
        "10/06/2025 and that the "
        "statements of fact in this report are true and correct. The intended user of this report is the "
        "lender/client.",
        8,
    )
    y = grid(
        p,
        y + 6,
        [
            (30, 306, "APPRAISER Name", "Rosalind T. Achterberg"),
            (306, 582, "SUPERVISORY APPRAISER (only if required)", ""),
        ],
        24,
    )
    y = grid(
        p,
        y,
        [
            (30, 306, "Company Name", "Narrows Valuation Group, LLC"),
            (306, 582, "Company Name", ""),
        ],
        24,
    )
    y = grid(
        p,
        y,
        [
            (30, 168, "Date of Signature and Report", "10/09/2025"),
            (168, 306, "Effective Date of Appraisal", "10/06/2025"),
            (306, 582, "Did not inspect subject property", ""),
        ],
        24,
    )
    y = grid(
        p,
        y,
        [
            (30, 168, "State Certification #", "27011604"),
            (168, 306, "Expiration Date", "03/31/2027"),
            (306, 582, "AMC", "Cascadia Appraisal Management, Inc."),
        ],
        24,
    )
    y = grid(
        p,
        y,
        [
            (30, 306, "APPRAISED VALUE OF SUBJECT PROPERTY $", "538,000"),
            (306, 582, "LENDER/CLIENT Name", "Puget Harbor Credit Union"),
        ],
        24,
    )
    fields = {
        "property_address": F(
            "2207 Brightwater Terrace, Unit 5C, Tacoma, WA 98402",
            2,
            "Subject: 2207 Brightwater Terrace, Unit 5C, Tacoma, WA 98402",
        ),
        "property_type": F("condominium", 1, "Property Type Condominium"),
        "appraised_value": F(538000, 2, "APPRAISED VALUE OF SUBJECT PROPERTY $ 538,000"),
        "effective_date": F("2025-10-06", 2, "Effective Date of Appraisal 10/06/2025"),
        "appraiser_name": F("Rosalind T. Achterberg", 2, "APPRAISER Name Rosalind T. Achterberg"),
        "client_name": F("Puget Harbor Credit Union", 1, "Lender/Client Puget Harbor Credit Union"),
        "gross_living_area_sqft": F(1184, 1, "Gross Living Area (sq ft) 1,184"),
    }
    notes = (
        "Two-page condominium unit form: label/value cells with the caption above the value (page text reads "
        "'caption value'); page 2 repeats the full subject address in its header. appraised_value "
        "$538,000 vs the contract price $545,000, concessions, the prior sale "
        "$418,000, comparable sale and adjusted prices, the HOA reserve balance. effective date "
        "10/06/2025 vs the "
        "report signature date 10/09/2025, contract and sale dates. Client is the lender, not the AMC, "
        "the borrower or "
        "the estate owner of record. GLA 1,184 vs balcony, storage and comparable GLAs. A sum checks "
        "comparable 2's "
        "adjustment arithmetic."
    )
    sums = [
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("comp 2 sale price", 551000, 1, "Sale Price $545,000 $529,500 $551,000")),
                (-1, T("comp 2 GLA adjustment", 8400, 1, "GLA adjustment +9,600 -8,400")),
            ],
            T("comp 2 adjusted", 542600, 1, "Adjusted Sale Price $534,100 $542,600"),
        )
    ]
    return p, fields, notes, sums


# ==================== 2 narrative appraisal of a multi-tenant warehouse
@doc(
    "b12_appr_industrial_narrative",
    "appraisal",
    "Appraisal Report - Meridian Commerce Center Building 3, Wichita",
)
def appr_industrial():
    p = Pdf(612, 792, face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=730,
        size=9.3,
        footer="Meridian Commerce Center Building 3 - Appraisal Report - Page {} of {}",
    )
    fl.line("Brzezinski Realty Advisors, LLC", 12, True)
    fl.line("301 N. Main Street, Suite 1450, Wichita, Kansas 67202", 8.6)
    fl.skip(10)
    fl.line("November 3, 2025", 9.3)
    fl.skip(6)
    for s in [
        "Ms. Priya Raman-Castell, Vice President, Commercial Real Estate",
        "Great Plains Business Bank",
        "8000 E. Central Avenue",
        "Wichita, Kansas 67206",
    ]:
        fl.line(s)
    fl.skip(6)
    fl.line(
        "RE: Appraisal of Meridian Commerce Center Building 3, 4410 S. Commerce Loop, Wichita, Kansas 67216",
        bold=True,
    )
    fl.skip(4)
    fl.para(
        "Dear Ms. Raman-Castell: At your request, we have prepared an appraisal of the above referenced "
        "multi-tenant "
        "industrial warehouse building for Great Plains Business Bank (the client) for use in "
        "underwriting a proposed "
        "mortgage loan to Tallgrass Logistics Properties, LLC (the owner and borrower). The property was "
        "inspected on "
        "October 17, 2025."
    )
    fl.para(
        "The subject is a 68,400 square foot single-story, rear-load warehouse building on a 5.37-acre "
        "site, built in "
        "2016 with 32-foot clear height, 14 dock-high doors and 2 drive-in doors. It is 88.2% leased to "
        "four tenants."
    )
    fl.para(
        "Based on the analysis in the attached report, our opinion of the As Is market value of the "
        "leased fee interest in the subject property, as of October 20, 2025, is:"
    )
    fl.line("NINE MILLION THREE HUNDRED FIFTY THOUSAND DOLLARS ($9,350,000)", 10, True, align="c", lead=20)
    fl.para(
        "We have also developed a prospective market value upon stabilization at 95% occupancy, as of "
        "October 1, 2026, "
        "of $10,100,000. The land value is estimated at $1,640,000. This letter must remain attached to "
        "the report."
    )
    fl.skip(8)
    for s in [
        "Respectfully submitted,",
        "/s/ Howard L. Brzezinski",
        "Howard L. Brzezinski, MAI",
        "Certified General Real Property Appraiser, Kansas G-2218",
    ]:
        fl.line(s)
    # page 2: salient facts
    p.new_page()
    fl.y = fl.top
    fl.line("SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 11, True, align="c", lead=20)
    facts = [
        ("Property name", "Meridian Commerce Center Building 3"),
        ("Property address", "4410 S. Commerce Loop, Wichita, Kansas 67216"),
        ("Property type", "Industrial - multi-tenant warehouse / distribution"),
        ("Owner / borrower", "Tallgrass Logistics Properties, LLC"),
        ("Client / intended user", "Great Plains Business Bank"),
        ("Interest appraised", "Leased fee"),
        ("Site area", "5.37 acres (233,917 square feet)"),
        ("Gross building area", "68,400 square feet"),
        ("Net rentable area", "67,250 square feet"),
        ("Occupancy", "88.2% (four tenants)"),
        ("Date of inspection", "October 17, 2025"),
        ("Effective date of value (As Is)", "October 20, 2025"),
        ("Date of report", "November 3, 2025"),
        ("Prospective date (As Stabilized)", "October 1, 2026"),
    ]
    for k, v in facts:
        fl.need(15)
        p.text(fl.x, fl.y, k, 9)
        p.text(fl.x + 200, fl.y, v, 9, True)
        fl.y += 15
    fl.skip(8)
    fl.line("Value indications (As Is)", 9.6, True)
    noi = D("701250")
    cap = D("7.50")
    inc = noi / cap * 100
    same(9350000, inc, "income approach")
    vals = [
        ("Sales comparison approach", "$9,300,000"),
        (f"Income capitalization approach (NOI ${US(noi, 0)} / {cap}%)", "$9,350,000"),
        ("Cost approach", "Not developed"),
        ("Final opinion of market value, As Is", "$9,350,000"),
        ("Prospective market value, As Stabilized", "$10,100,000"),
        ("Insurable value", "$6,480,000"),
    ]
    for k, v in vals:
        p.text(fl.x, fl.y, k, 9)
        p.text(fl.x + 440, fl.y, v, 9, True, align="r")
        fl.y += 15
    # page 3: sales comparison grid
    p.new_page()
    fl.y = fl.top
    fl.line("SALES COMPARISON APPROACH", 11, True, align="c", lead=20)
    cols = [64, 200, 262, 318, 380, 440, 548]
    hd = ["Sale", "Address", "Date", "GBA (SF)", "Price", "$/SF", "Adj. $/SF"]
    for i, h in enumerate(hd):
        p.text(cols[i], fl.y, h, 8, True, align="l" if i < 2 else "r")
    fl.y += 6
    p.hline(fl.y, 60, 552, 0.5)
    fl.y += 12
    sales = [
        ("1", "2901 W. Pawnee St", "05/2025", 61800, 8220000, "139.10"),
        ("2", "1650 S. Hoover Rd", "03/2025", 74500, 9760000, "135.90"),
        ("3", "3318 N. Ohio St", "11/2024", 52900, 7300000, "134.70"),
        ("4", "7711 E. 37th St N", "08/2025", 70200, 9340000, "136.10"),
    ]
    for n, a, dte, gba, pr, adj in sales:
        per = D(pr) / gba
        p.text(cols[0], fl.y, n, 8.4)
        p.text(cols[0] + 24, fl.y, a, 8.4)
        p.text(cols[2], fl.y, dte, 8.4, align="r")
        p.text(cols[3], fl.y, US(gba, 0), 8.4, align="r")
        p.text(cols[4], fl.y, money(pr), 8.4, align="r")
        p.text(cols[5], fl.y, "$" + US(per, 2), 8.4, align="r")
        p.text(cols[6], fl.y, "$" + adj, 8.4, align="r")
        fl.y += 14
    fl.skip(8)
    fl.para(
        "The adjusted sales indicate a range of $134.70 to $139.10 per square foot of gross building "
        "area. We conclude "
        "$136.00 per square foot, or $9,302,400, rounded to $9,300,000 by the sales comparison approach."
    )
    same(9302400, D("136.00") * 68400, "sales comparison")
    fl.para(
        "Reconciliation: the income capitalization approach is given primary weight because the subject "
        "is a leased "
        "investment property. Our final opinion of the As Is market value of the leased fee interest as "
        "of October 20, "
        "2025 is $9,350,000."
    )
    fl.para(
        "Certification: I, Howard L. Brzezinski, MAI, personally inspected the subject property on "
        "October 17, 2025. "
        "Elena Voskuijlen, a state-licensed trainee, provided significant real property appraisal assistance."
    )
    fl.finish()
    fields = {
        "property_address": F(
            "4410 S. Commerce Loop, Wichita, Kansas 67216",
            2,
            "Property address 4410 S. Commerce Loop, Wichita, Kansas 67216",
        ),
        "property_type": F(
            "industrial", 2, "Property type Industrial - multi-tenant warehouse / distribution"
        ),
        "appraised_value": F(9350000, 2, "Final opinion of market value, As Is $9,350,000"),
        "effective_date": F("2025-10-20", 2, "Effective date of value (As Is) October 20, 2025"),
        "appraiser_name": F("Howard L. Brzezinski", 1, "Howard L. Brzezinski, MAI"),
        "client_name": F(
            "Great Plains Business Bank", 2, "Client / intended user Great Plains Business Bank"
        ),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Three-page narrative appraisal of a multi-tenant warehouse (industrial): letter of transmittal, "
        "salient facts, "
        "sales comparison grid. appraised_value is the As Is market value $9,350,000 vs the prospective "
        "As Stabilized "
        "value $10,100,000, the sales comparison indication $9,300,000 (and unrounded $9,302,400), land "
        "value, "
        "insurable value and comparable prices. effective date October 20, 2025 vs inspection (October "
        "17), report "
        "(November 3) and prospective (October 1, 2026) dates. Client is the bank, not the "
        "owner/borrower; the trainee "
        "is not the signing appraiser. gross_living_area_sqft is null: a warehouse has no living area "
        "(gross building "
        "area 68,400 SF and net rentable area are not GLA)."
    )
    return p, fields, notes, []
