"""Appraisal builders for blind_extraction11 (2 documents).  All properties,
people, companies and figures are invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from docs_loans import Flow
from pdfkit import US, Pdf

GREY = (0.35, 0.35, 0.35)


def money(x):
    return "$" + US(x, 0)


def band(p, y, title, x0=24, x1=588):
    p.rect(x0, y, x1, y + 12, 0, fill=(0.2, 0.2, 0.2), color=None)
    p.text(x0 + 4, y + 9, title, 7.4, True, color=(1, 1, 1))
    return y + 12


def boxes(p, y, items, h=22):
    """A row of form cells (x0, x1, label, value)."""
    for x0, x1, lab, val in items:
        p.field_box(x0, y, x1, y + h, lab, val, size=8.2, lsize=6)
    return y + h


# ================================================================ 1 URAR-style single-family with ADU
@doc("b11_appr_urar_sfr_adu", "appraisal", "Uniform Residential Appraisal Report - 4418 Larkspur Hollow Road")
def appr_urar():
    p = Pdf(612, 792)
    p.new_page()
    p.text(306, 34, "Uniform Residential Appraisal Report", 12, True, align="c")
    p.text(588, 34, "File # HVG-25-1187", 8, align="r")
    y = band(p, 44, "SUBJECT")
    y = boxes(
        p,
        y,
        [
            (24, 300, "Property Address", "4418 Larkspur Hollow Road"),
            (300, 430, "City", "Asheville"),
            (430, 490, "State", "NC"),
            (490, 588, "Zip Code", "28804"),
        ],
    )
    y = boxes(
        p,
        y,
        [
            (24, 200, "Borrower", "Tomas and Ingrid Whitfield"),
            (200, 400, "Owner of Public Record", "Estate of Helen M. Crane"),
            (400, 588, "County", "Buncombe"),
        ],
    )
    y = boxes(
        p,
        y,
        [
            (24, 300, "Legal Description", "Lot 14, Larkspur Hollow, PB 71 PG 118"),
            (300, 430, "Assessor's Parcel #", "9740-52-1186"),
            (430, 500, "Tax Year", "2025"),
            (500, 588, "R.E. Taxes $", "3,412"),
        ],
    )
    y = boxes(
        p,
        y,
        [
            (24, 200, "Neighborhood Name", "Larkspur Hollow / Beaverdam"),
            (200, 300, "Occupant", "Owner"),
            (300, 430, "Property Rights Appraised", "Fee Simple"),
            (430, 588, "Assignment Type", "Purchase Transaction"),
        ],
    )
    y = boxes(
        p,
        y,
        [
            (24, 300, "Lender/Client", "Blue Ridge Mountain Federal Credit Union"),
            (300, 588, "Address", "PO Box 2270, Asheville, NC 28802"),
        ],
    )
    y = boxes(
        p,
        y,
        [
            (24, 300, "Ordered through (AMC)", "Summit Appraisal Management Co."),
            (300, 430, "Contract Price $", "598,500"),
            (430, 510, "Date of Contract", "08/29/2025"),
            (510, 588, "Concessions $", "6,000"),
        ],
    )
    y = band(p, y + 6, "SITE")
    y = boxes(
        p,
        y,
        [
            (24, 170, "Dimensions", "112 x 241 irregular"),
            (170, 280, "Area", "0.62 ac"),
            (280, 400, "Zoning", "RS-4 (Residential)"),
            (400, 588, "Zoning Compliance", "Legal; ADU permitted 2021"),
        ],
    )
    y = band(p, y + 6, "IMPROVEMENTS")
    y = boxes(
        p,
        y,
        [
            (24, 170, "Units", "One-unit with Accessory Unit"),
            (170, 250, "# of Stories", "2"),
            (250, 330, "Type", "Det."),
            (330, 420, "Year Built", "1998"),
            (420, 500, "Effective Age", "12 yrs"),
            (500, 588, "Design (Style)", "Craftsman"),
        ],
    )
    y = boxes(
        p,
        y,
        [
            (24, 170, "Basement Area", "1,050 sq. ft."),
            (170, 300, "Basement Finish", "60 %"),
            (300, 440, "Car Storage", "Detached garage, 2 car"),
            (440, 588, "Heating / Cooling", "Heat pump / central"),
        ],
    )
    p.rect(24, y, 588, y + 26)
    p.text(
        28,
        y + 16,
        "Finished area above grade contains: 9 Rooms 4 Bedrooms 2.5 Bath(s) 2,146 Square Feet of Gross "
        "Living Area Above Grade",
        8.2,
    )
    y += 26
    y = p.wrap(
        28,
        y + 14,
        556,
        "Additional features: detached accessory dwelling unit (ADU) of 480 sq. ft. above the garage with "
        "its own "
        "kitchen and bath, rented at $1,250 per month; rear deck; stone fireplace. The ADU area is NOT "
        "included in "
        "the gross living area above. Condition C3; quality Q3. Kitchen and baths updated 2020.",
        8,
    )
    y = band(p, y + 4, "PRIOR SALE / TRANSFER HISTORY")
    p.wrap(
        28,
        y + 12,
        556,
        "Subject: prior sale 03/15/2019 for $412,000 (deed book 5711, page 204). No other transfers in the "
        "three "
        "years before the effective date. The current contract (08/29/2025, $598,500) is an arm's-length "
        "sale "
        "from the estate; the seller pays $6,000 of the buyer's closing costs.",
        8,
    )
    p.footer("Freddie Mac Form 70 / Fannie Mae Form 1004 style - page 1 of 3 (fictional)")
    # ---- page 2: sales comparison grid
    p.new_page()
    p.text(
        28,
        22,
        "Property Address: 4418 Larkspur Hollow Road, Asheville, NC 28804   File # HVG-25-1187",
        7.4,
        color=GREY,
    )
    y = band(p, 30, "SALES COMPARISON APPROACH")
    cols = [24, 150, 260, 370, 480, 588]
    hdr = ["FEATURE", "SUBJECT", "COMPARABLE 1", "COMPARABLE 2", "COMPARABLE 3"]
    for i, h in enumerate(hdr):
        p.text(cols[i] + 4, y + 12, h, 7.4, True)
    y += 18
    comps = [
        ("31 Piney Gap Ln", "0.8 mi NW", 625000, 2310, -12000, [-16400, 0, 5000]),
        ("209 Beaverdam Run", "0.4 mi E", 589000, 2088, 0, [4600, 15000, -4000]),
        ("75 Hollow Crest Dr", "1.1 mi S", 604500, 2194, -6000, [-3800, 15000, 0]),
    ]
    rows = [
        ("Address", ["4418 Larkspur Hollow Road"] + [c[0] for c in comps]),
        ("Proximity to Subject", [""] + [c[1] for c in comps]),
        ("Sale Price", [money(598500)] + [money(c[2]) for c in comps]),
        ("Gross Living Area", ["2,146"] + [US(c[3], 0) for c in comps]),
        (
            "Sale or Financing Concessions",
            ["$6,000 seller paid"] + [("-" + money(-c[4])) if c[4] else "0" for c in comps],
        ),
        ("GLA adjustment", [""] + [("+" if c[5][0] > 0 else "-") + money(abs(c[5][0])) for c in comps]),
        (
            "ADU / accessory unit",
            ["480 sf ADU"] + [("+" + money(c[5][1])) if c[5][1] else "0" for c in comps],
        ),
        (
            "Condition / other",
            ["C3"]
            + [(("+" if c[5][2] > 0 else "-") + money(abs(c[5][2]))) if c[5][2] else "0" for c in comps],
        ),
    ]
    adj = []
    for c in comps:
        net = c[4] + sum(c[5])
        adj.append((net, c[2] + net))
    rows.append(("Net Adjustment (Total)", [""] + [("+" if n > 0 else "-") + money(abs(n)) for n, _ in adj]))
    rows.append(("Adjusted Sale Price of Comparables", [""] + [money(a) for _, a in adj]))
    for lab, vals in rows:
        p.rect(24, y, 588, y + 18, 0.3)
        p.text(28, y + 12, lab, 7.4)
        for i, v in enumerate(vals):
            p.text(cols[i + 1] + 4, y + 12, v, 7.6)
        y += 18
    sca = 610000
    y = p.wrap(
        28,
        y + 14,
        556,
        "Summary of Sales Comparison Approach: all three sales are detached two-story homes in the Beaverdam "
        "school district. Comparable 2 is the only sale with an ADU and is given the most weight; the "
        "adjusted "
        "range is $601,600 to $609,700.",
        8,
    )
    p.text(28, y + 6, f"Indicated Value by Sales Comparison Approach $ {US(sca, 0)}", 8.6, True)
    y = band(p, y + 20, "COST APPROACH TO VALUE (not required by Fannie Mae)")
    site = D(165000)
    dw = D(2146) * 182
    bsmt = D(1050) * 45
    adu = D(480) * 150
    gar = D(18900)
    new = dw + bsmt + adu + gar
    dep = D(98400)
    ext = D(24000)
    cost = site + new - dep + ext
    y = p.wrap(
        28,
        y + 14,
        556,
        f"Estimated site value $ {US(site, 0)}. Dwelling 2,146 sq. ft. @ $182 = $ {US(dw, 0)}; basement "
        "1,050 "
        f"sq. ft. @ $45 = $ {US(bsmt, 0)}; ADU 480 sq. ft. @ $150 = $ {US(adu, 0)}; garage $ {US(gar, 0)}. "
        f"Total estimate of cost-new $ {US(new, 0)}; less physical depreciation $ {US(dep, 0)}; as-is value "
        "of "
        f"site improvements $ {US(ext, 0)}.",
        8,
    )
    p.text(28, y + 4, f"Indicated Value by Cost Approach $ {US(cost, 0)}", 8.6, True)
    p.footer("page 2 of 3")
    # ---- page 3: reconciliation and certification
    p.new_page()
    p.text(
        28,
        22,
        "Property Address: 4418 Larkspur Hollow Road, Asheville, NC 28804   File # HVG-25-1187",
        7.4,
        color=GREY,
    )
    y = band(p, 30, "RECONCILIATION")
    y = p.wrap(
        28,
        y + 14,
        556,
        f"Indicated Value by: Sales Comparison Approach $ {US(sca, 0)}   Cost Approach (if developed) $ "
        f"{US(cost, 0)}   Income Approach (if developed) N/A",
        8.2,
    )
    y = p.wrap(
        28,
        y + 4,
        556,
        "This appraisal is made 'as is'. Based on a complete visual inspection of the interior and exterior "
        "areas "
        "of the subject property, defined scope of work, statement of assumptions and limiting conditions, "
        "and "
        "appraiser's certification, my (our) opinion of the market value, as defined, of the real property "
        "that "
        "is the subject of this report is $610,000, as of 09/12/2025, which is the date of inspection and "
        "the "
        "effective date of this appraisal.",
        8.2,
    )
    y = band(p, y + 8, "SIGNATURES")
    top = y + 6
    p.text(28, top + 14, "APPRAISER", 8, True)
    p.text(310, top + 14, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 8, True)
    left = [
        ("Signature", "/s/ Renée Castellanos"),
        ("Name", "Renée Castellanos"),
        ("Company Name", "Highcountry Valuation Group, LLC"),
        ("Company Address", "88 Coxe Ave, Ste 300, Asheville"),
        ("Date of Signature and Report", "09/19/2025"),
        ("Effective Date of Appraisal", "09/12/2025"),
        ("State Certification #", "A8841 (NC Certified Residential)"),
        ("Expiration Date of Certification", "06/30/2026"),
    ]
    right = [
        ("Signature", "/s/ Douglas Pruitt"),
        ("Name", "Douglas Pruitt"),
        ("Company Name", "Highcountry Valuation Group, LLC"),
        ("Date of Signature", "09/19/2025"),
        ("State Certification #", "A4410"),
        ("SUBJECT PROPERTY", "[X] Did not inspect subject property"),
    ]
    yy = top + 30
    for k, v in left:
        p.text(28, yy, k, 7.2, color=GREY)
        p.text(150, yy, v, 8)
        yy += 14
    yy2 = top + 30
    for k, v in right:
        p.text(310, yy2, k, 7.2, color=GREY)
        p.text(420, yy2, v, 8)
        yy2 += 14
    yy += 8
    p.text(28, yy, "LENDER/CLIENT", 8, True)
    yy += 14
    for k, v in [
        ("Name", "Member Lending Department"),
        ("Company Name", "Blue Ridge Mountain Federal Credit Union"),
        ("Company Address", "PO Box 2270, Asheville, NC 28802"),
    ]:
        p.text(28, yy, k, 7.2, color=GREY)
        p.text(150, yy, v, 8)
        yy += 14
    yy += 6
    p.text(28, yy, "APPRAISED VALUE OF SUBJECT PROPERTY $ 610,000", 9, True)
    p.footer("page 3 of 3")

    same(610000, sca, "sca")
    same(604600, adj[1][1], "comp2 adjusted")
    same(619322, cost, "cost approach")
    fields = {
        "property_address": F(
            "4418 Larkspur Hollow Road, Asheville, NC 28804",
            3,
            "Property Address: 4418 Larkspur Hollow Road, Asheville, NC 28804",
        ),
        "property_type": F("single_family", 1, "Units One-unit with Accessory Unit # of Stories 2 Type Det."),
        "appraised_value": F(610000, 3, "is the subject of this report is $610,000, as of 09/12/2025"),
        "effective_date": F("2025-09-12", 3, "Effective Date of Appraisal 09/12/2025"),
        "appraiser_name": F("Renée Castellanos", 3, "Name Renée Castellanos"),
        "client_name": F(
            "Blue Ridge Mountain Federal Credit Union",
            1,
            "Lender/Client Blue Ridge Mountain Federal Credit Union",
        ),
        "gross_living_area_sqft": F(2146, 1, "2,146 Square Feet of Gross Living Area Above Grade"),
    }
    notes = (
        "URAR-style form (three pages) for a detached single-family home with a detached accessory dwelling "
        "unit "
        "(property_type single_family per the contract, also with an accessory unit). Form cells print the "
        "label "
        "above the value; the full address is labelled from the page header on page 3. GLA 2,146 sq. ft. "
        "above "
        "grade; the basement (1,050 sq. ft.) and the ADU (480 sq. ft., excluded from GLA) are distractors. "
        "Appraised value $610,000 as of 09/12/2025 (date of inspection and effective date); the report/"
        "signature date 09/19/2025, the contract date 08/29/2025 and the prior sale date 03/15/2019 are "
        "distractors. Contract price $598,500, prior sale $412,000, concessions, the comparables' sale and "
        "adjusted prices, the site value $165,000 and the cost approach $619,322 are distractors. The "
        "appraiser "
        "is Renée Castellanos; the supervisory appraiser Douglas Pruitt (did not inspect) is a distractor. "
        "The client is the lender Blue Ridge Mountain Federal Credit Union, not the AMC that placed the "
        "order, "
        "nor the borrowers or the estate."
    )
    sums = [
        SUM(
            "cost approach",
            [
                (1, T("site value", 165000, 2, "Estimated site value $ 165,000.")),
                (1, T("cost-new", 528722, 2, "Total estimate of cost-new $ 528,722")),
                (-1, T("depreciation", 98400, 2, "less physical depreciation $ 98,400")),
                (1, T("site improvements", 24000, 2, "as-is value of site improvements $ 24,000.")),
            ],
            T("Indicated Value by Cost Approach", 619322, 2, "Indicated Value by Cost Approach $ 619,322"),
        ),
        SUM(
            "comparable 2 adjusted",
            [
                (1, T("comp 2 sale price", 589000, 2, "$625,000 $589,000 $604,500")),
                (1, T("comp 2 net adjustment", 15600, 2, "-$23,400 +$15,600 +$5,200")),
            ],
            T("comp 2 adjusted", 604600, 2, "$601,600 $604,600 $609,700"),
        ),
    ]
    return p, fields, notes, sums


# ================================================================ 2 narrative appraisal of a retail center
@doc(
    "b11_appr_narrative_retail",
    "appraisal",
    "Appraisal Report - Willow Creek Marketplace, Lakewood, Colorado",
)
def appr_narrative():
    p = Pdf(612, 792, face="serif")
    fl = Flow(p, footer="Vasquez Moore Valuation Advisors - File VMVA-25-0412 - Page {} of {}")
    pgi = D(1528400)
    vac = (pgi * D("0.10")).quantize(D(1))
    egi = pgi - vac
    opx = D(346210)
    noi = egi - opx
    cap = D("7.25")
    ind = (noi / cap * 100).quantize(D(1), rounding=ROUND_HALF_UP)
    inc_val = (ind / 50000).quantize(D(1), rounding=ROUND_HALF_UP) * 50000
    same(1029350, noi, "NOI")
    same(14197931, ind, "income unrounded")
    same(14200000, inc_val, "income rounded")
    # ---- letter of transmittal
    fl.line("VASQUEZ MOORE VALUATION ADVISORS", 12, True)
    fl.line("1600 Broadway, Suite 1210, Denver, Colorado 80202", 8.5)
    fl.y += 10
    fl.line("September 30, 2025")
    fl.y += 6
    for s in [
        "Ms. Janelle Whitcomb, Vice President - Commercial Real Estate",
        "Pinecrest Savings Bank",
        "8300 West Alameda Avenue",
        "Lakewood, Colorado 80226",
    ]:
        fl.line(s)
    fl.y += 6
    fl.para(
        "Re: Appraisal Report - Willow Creek Marketplace, 2150 Hartwell Avenue, Lakewood, Colorado 80226",
        bold=True,
    )
    fl.para(
        "Dear Ms. Whitcomb: At your request, we have prepared an appraisal of the above-referenced "
        "neighborhood "
        "retail center for Pinecrest Savings Bank (the client and intended user) in connection with a "
        "proposed "
        "refinance loan to Hartwell Retail Partners, LP (the owner and proposed borrower). The property was "
        "inspected on September 9, 2025 by Elena Vasquez-Moore, MAI.",
    )
    fl.para(
        "Based on the analysis in this report, and subject to the assumptions and limiting conditions "
        "herein, "
        "our opinion of the market value of the fee simple interest in the subject property, As Is, as of "
        "September 12, 2025, is:",
    )
    fl.line("FOURTEEN MILLION TWO HUNDRED THOUSAND DOLLARS ($14,200,000)", 10, True, align="c", lead=18)
    fl.para(
        "We also estimate the prospective market value As Stabilized, as of September 1, 2026, upon "
        "lease-up of "
        "the vacant 7,310 square feet, at $15,350,000. The prospective value is subject to the extraordinary "
        "assumption that the lease-up occurs as projected.",
    )
    fl.para("Respectfully submitted,")
    fl.line("Elena Vasquez-Moore, MAI")
    fl.line("Certified General Appraiser, Colorado CG.100041872")
    p.new_page()
    fl.y = fl.top
    # ---- salient facts
    fl.head("SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 10.5)
    facts = [
        ("Property name", "Willow Creek Marketplace"),
        ("Location", "2150 Hartwell Avenue, Lakewood, Colorado 80226"),
        ("Property type", "Neighborhood retail center (commercial)"),
        ("Owner of record", "Hartwell Retail Partners, LP"),
        ("Client / intended user", "Pinecrest Savings Bank"),
        ("Land area", "6.84 acres (297,950 SF)"),
        ("Gross building area", "62,480 SF"),
        ("Net rentable area", "60,915 SF"),
        ("Year built / renovated", "1987 / 2019"),
        ("Occupancy", "88.0% (7,310 SF vacant)"),
        ("Zoning", "M-C, Mixed-Use Commercial"),
        ("Date of inspection", "September 9, 2025"),
        ("Effective date (As Is)", "September 12, 2025"),
        ("Date of report", "September 30, 2025"),
        ("Prior sale", "March 22, 2018 for $9,750,000"),
        ("Land value", "$3,420,000"),
        ("Assessed value (2025)", "$11,862,000"),
        ("Insurable value", "$8,900,000"),
        ("Market value As Is", "$14,200,000"),
        ("Prospective value As Stabilized", "$15,350,000"),
    ]
    for k, v in facts:
        fl.need(13)
        p.text(72, fl.y, k, 8.8, color=GREY)
        p.text(250, fl.y, v, 8.8)
        fl.y += 13
    p.new_page()
    fl.y = fl.top
    # ---- income approach
    fl.head("INCOME CAPITALIZATION APPROACH (DIRECT CAPITALIZATION)", 10.5)
    rows = [
        ("Potential gross income", pgi),
        ("Less vacancy and collection loss (10%)", -vac),
        ("Effective gross income", egi),
        ("Less operating expenses", -opx),
        ("Net operating income", noi),
    ]
    for k, v in rows:
        fl.need(13)
        p.text(72, fl.y, k, 8.8)
        p.text(480, fl.y, ("(" + money(-v) + ")") if v < 0 else money(v), 8.8, align="r")
        fl.y += 13
    fl.para(
        f"Capitalized at an overall rate of 7.25%: {money(noi)} / 0.0725 = {money(ind)}; rounded, the Income "
        f"Approach indicates {money(inc_val)}.",
    )
    fl.head("SALES COMPARISON APPROACH", 10.5)
    fl.para(
        "Five sales of neighborhood and community retail centers in the Denver west submarket (2023-2025) "
        "sold "
        "between $198 and $247 per square foot of net rentable area. After adjustment the subject is "
        "bracketed at "
        "$228 to $236 per square foot; at $230 per square foot x 60,915 SF the Sales Comparison Approach "
        "indicates $14,000,000 (rounded).",
    )
    fl.head("RECONCILIATION", 10.5)
    fl.para(
        "The Income Capitalization Approach is given primary weight because investors price multi-tenant "
        "retail "
        "on income; the Sales Comparison Approach supports it. The Cost Approach was not developed. Final "
        "reconciled market value As Is, as of September 12, 2025: $14,200,000.",
    )
    fl.head("CERTIFICATION", 10.5)
    fl.para(
        "We certify that, to the best of our knowledge and belief, the statements of fact contained in this "
        "report "
        "are true and correct; Elena Vasquez-Moore, MAI, made a personal inspection of the property on "
        "September "
        "9, 2025. Kyle Brandt, Registered Appraiser Trainee, provided research assistance but did not sign "
        "the "
        "report. No one else provided significant real property appraisal assistance.",
    )
    fl.need(60)
    fl.line("/s/ Elena Vasquez-Moore")
    fl.line(
        "Elena Vasquez-Moore, MAI - Certified General Appraiser CG.100041872 - Report date September 30, 2025"
    )
    fl.finish()

    fields = {
        "property_address": F(
            "2150 Hartwell Avenue, Lakewood, Colorado 80226",
            1,
            "Willow Creek Marketplace, 2150 Hartwell Avenue, Lakewood, Colorado 80226",
        ),
        "property_type": F("commercial", 2, "Neighborhood retail center (commercial)"),
        "appraised_value": F(14200000, 1, "FOURTEEN MILLION TWO HUNDRED THOUSAND DOLLARS ($14,200,000)"),
        "effective_date": F("2025-09-12", 2, "Effective date (As Is) September 12, 2025"),
        "appraiser_name": F("Elena Vasquez-Moore", 1, "Respectfully submitted, Elena Vasquez-Moore, MAI"),
        "client_name": F("Pinecrest Savings Bank", 2, "Client / intended user Pinecrest Savings Bank"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a neighborhood retail center (property_type commercial): letter of "
        "transmittal, "
        "salient facts, income and sales comparison approaches, reconciliation and certification. Appraised "
        "value = the As Is market value $14,200,000; the prospective As Stabilized value $15,350,000, the "
        "unrounded income indication $14,197,931, the sales comparison indication $14,000,000, the prior "
        "sale "
        "$9,750,000, the land value $3,420,000, the assessed and insurable values are distractors. The "
        "effective "
        "date of the As Is value (September 12, 2025) differs from the inspection date (September 9, 2025), "
        "the "
        "report date (September 30, 2025) and the prospective date (September 1, 2026). Client: Pinecrest "
        "Savings Bank; the owner / proposed borrower and the bank officer are distractors; the trainee did "
        "not "
        "sign. gross_living_area_sqft is null: a commercial building has no gross living area (its gross "
        "building area 62,480 SF and net rentable area 60,915 SF are not GLA)."
    )
    sums = [
        SUM(
            "direct capitalization",
            [
                (1, T("Potential gross income", 1528400, 3, "Potential gross income $1,528,400")),
                (-1, T("Vacancy and collection loss", 152840, 3, "collection loss (10%) ($152,840)")),
                (-1, T("Operating expenses", 346210, 3, "Less operating expenses ($346,210)")),
            ],
            T("Net operating income", 1029350, 3, "Net operating income $1,029,350"),
        )
    ]
    return p, fields, notes, sums
