"""Appraisal builders for blind_extraction25 (2 documents).  All properties,
people, values and addresses are invented."""

from common import NULL, SUM, F, T, doc, same
from layout import GREY, grid
from pdfkit import Pdf
from sheet import Sheet


def comma(x):
    return f"{x:,}"


def adj(x):
    if x == 0:
        return "0"
    return ("+" if x > 0 else "-") + f"{abs(x):,}"


def grid_text(items):
    """The page text of one grid() row: caption then value, cell by cell."""
    out = []
    for _, _, lab, val in items:
        out.append(lab)
        if val:
            out.append(val)
    return " ".join(out)


def form_rows(s, rows, h=22):
    """Draw grid rows at the Sheet's current position; returns the row texts."""
    y = s.y - 8
    out = []
    for it in rows:
        y = grid(s.p, y, it, h=h)
        out.append(grid_text(it))
    s.y = y + 14
    return out


# ===== 1 one-unit residential form: refinance, detached ADU outside GLA, AMC vs lender, cost approach
@doc(
    "b25_appr_sfr_refinance_adu_amc",
    "appraisal",
    "1187 Larkspur Bend Lane single-family appraisal",
)
def appr_sfr():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File # SRV-2609-0413", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.8,
        color=GREY,
    )
    s.skip(4)
    s.t("SUBJECT", 8.4, True)
    subj = form_rows(
        s,
        [
            [
                (36, 290, "Property Address", "1187 Larkspur Bend Lane"),
                (290, 420, "City", "Boise"),
                (420, 480, "State", "ID"),
                (480, 576, "Zip Code", "83709"),
            ],
            [
                (36, 290, "Borrower", "Tobias Wennerholm and Priya Natarajan"),
                (290, 470, "Owner of Public Record", "Wennerholm, Tobias & Natarajan, Priya"),
                (470, 576, "County", "Ada"),
            ],
            [
                (36, 200, "Assessor's Parcel #", "R7731220415"),
                (200, 300, "Tax Year", "2025"),
                (300, 420, "R.E. Taxes $", "3,218"),
                (420, 576, "Assessed value $", "498,300"),
            ],
            [
                (36, 170, "Assignment Type", "Refinance Transaction"),
                (170, 360, "Lender/Client", "Sawtooth Federal Credit Union"),
                (360, 576, "Address", "8200 W Emerald St, Boise, ID 83704"),
            ],
            [
                (36, 300, "Ordered through (AMC)", "ValueBridge Appraisal Management, LLC"),
                (300, 430, "Occupant", "Owner"),
                (430, 576, "Property Rights Appraised", "Fee Simple"),
            ],
        ],
    )
    s.t("PRIOR SALE / TRANSFER HISTORY", 8.4, True)
    form_rows(
        s,
        [
            [
                (36, 170, "Date of Prior Sale/Transfer", "03/18/2019"),
                (170, 300, "Price of Prior Sale/Transfer", "$412,500"),
                (300, 576, "Data Source(s)", "Ada County Assessor; Intermountain MLS #98715520"),
            ],
        ],
    )
    s.t("IMPROVEMENTS", 8.4, True)
    imp = form_rows(
        s,
        [
            [
                (36, 276, "Property Type", "Detached single-family with accessory dwelling unit"),
                (276, 372, "Design (Style)", "Ranch"),
                (372, 450, "Year Built", "2004"),
                (450, 576, "Condition / Quality", "C3 / Q4"),
            ],
            [
                (36, 236, "Finished area above grade contains", "7 Rooms · 3 Bedrooms · 2.0 Bath(s)"),
                (236, 420, "Square Feet of Gross Living Area Above Grade", "1,864"),
                (420, 576, "Garage", "2-car attached, 528 sq ft"),
            ],
            [
                (36, 300, "Basement", "1,120 sq ft, 85% finished (rec room, bedroom 4)"),
                (300, 576, "Accessory unit (not included in GLA)", "Detached ADU over shop, 540 sq ft"),
            ],
        ],
    )
    s.t("COST APPROACH", 8.4, True)
    site = 168000
    new = 612600
    depr = 153150
    asis = 40950
    cost = site + new - depr + asis
    cst = form_rows(
        s,
        [
            [
                (36, 170, "Opinion of Site Value $", comma(site)),
                (170, 320, "Cost New of Improvements $", comma(new)),
                (320, 450, "Less Depreciation $", comma(depr)),
                (450, 576, "'As-is' Site Improvements $", comma(asis)),
            ],
            [
                (36, 300, "Indicated Value By Cost Approach $", comma(cost)),
                (300, 576, "Estimated Remaining Economic Life", "48 years"),
            ],
        ],
    )
    s.t("INCOME APPROACH", 8.4, True)
    form_rows(
        s,
        [
            [
                (36, 240, "Estimated Monthly Market Rent (ADU only) $", "1,450"),
                (240, 360, "Gross Rent Multiplier", "N/A"),
                (360, 576, "Indicated Value by Income Approach", "N/A (not developed)"),
            ]
        ],
    )
    s.p.footer("Page 1 of 3 · SRV-2609-0413")
    # ---- page 2: sales comparison and reconciliation
    s.new_page()
    s.row([(36, "SALES COMPARISON APPROACH"), (576, "File # SRV-2609-0413", "r")], size=9, bold=True)
    s.skip(2)
    hx = [(36, "l"), (250, "c"), (345, "c"), (440, "c"), (536, "c")]

    def grow(vals, bold=False, size=7.4):
        return s.row([(x, v, a) for (x, a), v in zip(hx, vals, strict=True)], size=size, bold=bold, lead=12.4)

    grow(["Feature", "Subject", "Comparable 1", "Comparable 2", "Comparable 3"], True)
    s.rule()
    grow(
        [
            "Address",
            "1187 Larkspur Bend Ln",
            "1240 N Thistle Brook Way",
            "9918 W Pintail Flats Dr",
            "1061 Larkspur Bend Ln",
        ]
    )
    grow(["Proximity to Subject", "", "0.38 miles NE", "0.71 miles SW", "0.05 miles W"])
    prices = [628000, 655000, 597500]
    qp = grow(["Sale Price $", "", comma(prices[0]), comma(prices[1]), comma(prices[2])], True)
    grow(["Date of Sale", "", "07/22/2026", "06/09/2026", "08/28/2026"])
    grow(["Gross Living Area", "1,864", "1,792", "2,016", "1,880"])
    grow(["Basement & Finished", "1,120 / 85%", "1,040 / 60%", "None", "1,150 / 90%"])
    grow(["Accessory Dwelling Unit", "Yes, 540 sf", "Yes, 480 sf", "Yes, 620 sf", "None"])
    grow(["Garage/Carport", "2-car att.", "2-car att.", "3-car att.", "2-car att."])
    adjs = [
        [("GLA", 2900), ("Basement", 6500), ("ADU", 3000), ("Condition", 0)],
        [("GLA", -6100), ("Basement", 22000), ("ADU", -4000), ("Condition", -12000)],
        [("GLA", -600), ("Basement", -1500), ("ADU", 38000), ("Condition", 0)],
    ]
    for k in range(4):
        grow([f"Adjustment: {adjs[0][k][0]}", "", adj(adjs[0][k][1]), adj(adjs[1][k][1]), adj(adjs[2][k][1])])
    s.rule()
    nets = [sum(a for _, a in c) for c in adjs]
    qn = grow(["Net Adjustment (Total) $", "", adj(nets[0]), adj(nets[1]), adj(nets[2])], True)
    adjd = [pr + n for pr, n in zip(prices, nets, strict=True)]
    qa = grow(
        ["Adjusted Sale Price of Comparables $", "", comma(adjd[0]), comma(adjd[1]), comma(adjd[2])], True
    )
    s.skip(8)
    value = 642000
    s.t(f"Indicated Value by Sales Comparison Approach $ {comma(value)}", 8.6, True)
    s.para(
        "Most weight is given to Comparable 3 (same street, most recent sale) and Comparable 1; Comparable 2 "
        "required the largest adjustments for its unfinished basement and condition.",
        7.6,
    )
    s.skip(4)
    s.t("RECONCILIATION", 8.4, True)
    s.para(
        f"Indicated Value by: Sales Comparison Approach $ {comma(value)} · Cost Approach $ {comma(cost)} · "
        "Income Approach $ N/A. The cost approach is supportive only; the income approach was not developed "
        "because one-unit properties with an ADU in this market are not typically bought for rental income.",
        7.6,
    )
    s.t('This appraisal is made [X] "as is", [ ] subject to completion per plans and specifications.', 7.6)
    q_rec = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        f"certification, my (our) opinion of the market value, as defined, of the real property that is the "
        f"subject of this report is $ {comma(value)}, as of 09/14/2026, which is the date of inspection and "
        "the effective date of this appraisal.",
        7.8,
        True,
    )
    s.p.footer("Page 2 of 3 · SRV-2609-0413")
    # ---- page 3: certification and signatures
    s.new_page()
    s.row(
        [(36, "APPRAISER'S CERTIFICATION AND SIGNATURES"), (576, "File # SRV-2609-0413", "r")],
        size=9,
        bold=True,
    )
    s.skip(2)
    for t in (
        "1. I have, at a minimum, developed and reported this appraisal in accordance with the scope of work "
        "requirements stated in this appraisal report.",
        "2. I performed a complete visual inspection of the interior and exterior areas of the subject "
        "property, including the accessory dwelling unit.",
        "3. I have no present or prospective interest in the property that is the subject of this report "
        "and no personal interest with respect to the participants in the transaction.",
        "4. The intended user of this appraisal report is the lender/client. The appraisal management "
        "company that transmitted the assignment is not an intended user.",
    ):
        s.para(t, 7.4, gap=2)
    s.skip(6)
    y0 = s.y
    s.t("APPRAISER", 8.4, True)
    sig = [
        s.t("Signature: /s/ Lucinda M. Farrowby", 8),
        s.t("Name Lucinda M. Farrowby", 8),
        s.t("Company Name Snake River Property Valuers, PLLC", 8),
        s.t("Date of Signature and Report 09/21/2026", 8),
        s.t("Effective Date of Appraisal 09/14/2026", 8),
        s.t("State Certification # CR-4417 · State ID · Expires 12/31/2027", 8),
        s.t("ADDRESS OF PROPERTY APPRAISED", 8, True),
        s.t("1187 Larkspur Bend Lane, Boise, ID 83709", 8),
        s.t(f"APPRAISED VALUE OF SUBJECT PROPERTY $ {comma(value)}", 8, True),
        s.t("LENDER/CLIENT", 8, True),
        s.t("Name Sawtooth Federal Credit Union", 8),
        s.t("Company Address 8200 W Emerald St, Boise, ID 83704", 8),
    ]
    s.y = y0
    s.x = 320
    s.t("SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 8.4, True)
    s.t("Signature ______________________", 8)
    s.t("Name", 8)
    s.t("[ ] Did inspect [ ] Did not inspect subject property", 8)
    s.skip(10)
    s.t("AMC QUALITY-CONTROL REVIEW (not an appraisal review)", 8.4, True)
    s.t("ValueBridge Appraisal Management, LLC", 8)
    s.t("Reviewed for completeness by Jonah Pettibone, 09/22/2026", 8)
    s.x = 36
    s.p.footer("Page 3 of 3 · SRV-2609-0413")
    for c in range(3):
        same(adjd[c], prices[c] + sum(a for _, a in adjs[c]), f"comp {c + 1}")
    same(668400, cost, "cost approach")
    fields = {
        "property_address": F("1187 Larkspur Bend Lane, Boise, ID 83709", 3, sig[7]),
        "property_type": F("single_family", 1, imp[0]),
        "appraised_value": F(642000, 2, " ".join(q_rec)),
        "effective_date": F("2026-09-14", 3, sig[4]),
        "appraiser_name": F("Lucinda M. Farrowby", 3, sig[1]),
        "client_name": F("Sawtooth Federal Credit Union", 1, subj[3]),
        "gross_living_area_sqft": F(1864, 1, imp[1]),
    }
    notes = (
        "One-unit residential appraisal form for a refinance. property_type is single_family: a detached "
        "house with an accessory dwelling unit. appraised_value takes the reconciled opinion of market "
        "value, 'as is' (equal to the sales comparison indication); the cost approach value, assessed "
        "value, prior sale price and comparable prices are not. effective_date is the effective date / date "
        "of inspection, not the signature date or the AMC review date. appraiser_name is the signing "
        "appraiser; the supervisory block is blank and the AMC reviewer is not an appraiser of record. "
        "client_name is the Lender/Client, not the AMC that ordered the report or the borrowers. "
        "gross_living_area_sqft is the above-grade GLA of the main house; the basement, garage and the 540 "
        "sq ft ADU are excluded. Comparable grids: sale price + net adjustment = adjusted price (sums); "
        "cost approach lines add up (sum)."
    )
    sums = []
    for c in range(3):
        sums.append(
            SUM(
                f"Comparable {c + 1}: sale price + net adjustment = adjusted price",
                [
                    (1, T(f"Comp {c + 1} sale price", prices[c], 2, qp)),
                    (1, T(f"Comp {c + 1} net adjustment", nets[c], 2, qn)),
                ],
                T(f"Comp {c + 1} adjusted price", adjd[c], 2, qa),
            )
        )
    sums.append(
        SUM(
            "site + cost new - depreciation + site improvements = cost approach value",
            [
                (1, T("Site value", site, 1, cst[0])),
                (1, T("Cost new", new, 1, cst[0])),
                (-1, T("Depreciation", depr, 1, cst[0])),
                (1, T("As-is site improvements", asis, 1, cst[0])),
            ],
            T("Indicated Value By Cost Approach", cost, 1, cst[1]),
        )
    )
    return p, fields, notes, sums


# ===== 2 narrative appraisal of a garden apartment community: As Is vs As Renovated, review appraiser
@doc(
    "b25_appr_multifamily_as_is_vs_renovated",
    "appraisal",
    "The Residences at Walden Spring apartment appraisal",
)
def appr_mf():
    p = Pdf(face="serif")
    s = Sheet(p, x=66, xr=546, top=64, size=9.2)
    s.t("TENNESSEE VALLEY APPRAISAL PARTNERS", 12, True, align="c")
    s.t(
        "Valuation & Advisory · Riverfront Plaza, 1301 Chestnut Street, Fourth Floor · Chattanooga, TN 37402",
        7.6,
        align="c",
        color=GREY,
    )
    s.skip(14)
    s.t("October 30, 2026")
    s.skip(6)
    s.t("Ms. Harriet Osei-Brannock")
    s.t("Senior Relationship Manager, Income Property Lending")
    q_client = s.t("Signal Mountain Bank")
    s.t("600 Market Street, Chattanooga, Tennessee 37402")
    s.skip(8)
    s.para(
        "RE: Appraisal of The Residences at Walden Spring, a 48-unit garden apartment community located at "
        "2215 Walden Spring Drive, Chattanooga, Tennessee 37421 (our file TVAP-26-1187)",
        9.2,
        True,
    )
    s.t("Dear Ms. Osei-Brannock:")
    s.skip(2)
    s.para(
        "At your request we have appraised the above property. The appraisal is intended for use by Signal "
        "Mountain Bank, the client, in connection with a proposed acquisition and renovation loan to "
        "Walden Spring Partners, LP (the borrower and contract purchaser). The current owner of record is "
        "Ridgecrest Multifamily Fund III, LLC. No other use or user is intended.",
    )
    s.para(
        "The property was inspected on October 14, 2026. It is 93.8% occupied. The borrower intends to "
        "renovate the interiors of all units over six months; we therefore report the As Is value and, at "
        "the client's request, a hypothetical value As Renovated.",
    )
    # income approach figures (drawn on page 3), needed for the letter
    mix = [("1BR / 1BA", 24, 720, 1185), ("2BR / 2BA", 24, 1020, 1465)]
    pgi = sum(n * r * 12 for _, n, _, r in mix)
    vac = round(pgi * 7 / 100)
    oth = 38650
    egi = pgi - vac + oth
    exps = [
        ("Real estate taxes", 78410),
        ("Insurance", 41365),
        ("Utilities (common and vacant)", 52900),
        ("Repairs and maintenance", 43200),
        ("Payroll", 48000),
        ("Management (4% of EGI)", round(egi * 4 / 100)),
        ("Administrative and marketing", 9850),
        ("Replacement reserves ($300/unit)", 14400),
    ]
    texp = sum(a for _, a in exps)
    noi = egi - texp
    raw_v = noi / 0.0575
    value = int(round(raw_v / 10000) * 10000)
    q_val = s.para(
        "Based on the analysis in the attached report, it is our opinion that the As Is market value of the "
        f"leased fee interest in the subject, as of October 14, 2026, is ${comma(value)} (SEVEN MILLION FOUR "
        "HUNDRED EIGHTY THOUSAND DOLLARS).",
        9.2,
        True,
    )
    s.para(
        "The hypothetical market value As Renovated, as of April 1, 2027, assuming completion of the "
        "interior renovation program as budgeted, is $8,650,000. The use of this hypothetical condition "
        "might have affected the assignment results.",
    )
    s.para("Respectfully submitted,")
    s.skip(4)
    q_sig1 = s.t("Kwabena R. Thistlewood, MAI", 9.2, True)
    s.t("Certified General Real Estate Appraiser, Tennessee License CG-5531", 8.4)
    s.skip(4)
    s.t(
        "Reviewed by: Ellery J. Marchetti, MAI, AI-GRS, Senior Managing Director (review appraiser; did "
        "not inspect)",
        8,
    )
    # ---- page 2: salient facts
    s.new_page()
    s.t("SUMMARY OF KEY FACTS AND VALUE CONCLUSIONS", 11, True, align="c")
    s.skip(6)
    nra = sum(n * sf for _, n, sf, _ in mix)
    facts = [
        ("Property name", "The Residences at Walden Spring"),
        ("Address", "2215 Walden Spring Drive, Chattanooga, Tennessee 37421"),
        ("Property type", "Multifamily - garden apartments, 48 units in six buildings"),
        ("Year built / renovated", "1998 / common areas 2019"),
        ("Site area", "4.12 acres (179,467 sq ft)"),
        ("Gross building area", "47,520 sq ft"),
        ("Net rentable area", f"{comma(nra)} sq ft (average unit {comma(nra // 48)} sq ft)"),
        ("Occupancy", "93.8% (45 of 48 units) as of the rent roll dated October 9, 2026"),
        ("Interest appraised", "Leased fee"),
        ("Client and intended user", "Signal Mountain Bank"),
        ("Borrower / contract purchaser", "Walden Spring Partners, LP"),
        ("Owner of record", "Brightwater Multifamily Fund III, LLC"),
        ("Contract price", "$7,625,000 (purchase agreement dated August 27, 2026)"),
        ("Date of inspection", "October 14, 2026"),
        ("Effective date of value (As Is)", "October 14, 2026"),
        ("Prospective date of value (As Renovated)", "April 1, 2027"),
        ("Date of report", "October 30, 2026"),
    ]
    qf = {}
    for k, v in facts:
        qf[k] = s.kv(k, v, xv=250, size=8.6)
    s.skip(8)
    s.t("Value indications", 10, True)
    sca = 48 * 155000
    vals = [
        ("Land value (as vacant)", 1240000),
        ("Sales comparison approach (As Is, $155,000 per unit)", sca),
        ("Income capitalization approach (As Is)", value),
        ("Reconciled market value As Is", value),
        ("Hypothetical market value As Renovated", 8650000),
        ("Insurable replacement cost (for insurance purposes only)", 6120000),
    ]
    qv = {}
    for k, v in vals:
        qv[k] = s.kv(k, "$" + comma(v), size=8.6)
    s.skip(8)
    s.t("Unit mix", 10, True)
    ux = [(66, "l"), (220, "r"), (320, "r"), (430, "r"), (546, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                ux, ["Unit type", "Units", "Size (sq ft)", "Market rent / month", "Total sq ft"], strict=True
            )
        ],
        size=8.2,
        bold=True,
    )
    for name, n, sf, r in mix:
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    ux, [name, str(n), comma(sf), "$" + comma(r), comma(n * sf)], strict=True
                )
            ],
            size=8.2,
        )
    s.row([(66, "Total"), (220, "48", "r"), (546, comma(nra), "r")], size=8.2, bold=True)
    # ---- page 3: income approach, reconciliation, certification
    s.new_page()
    s.t("INCOME CAPITALIZATION APPROACH (AS IS)", 11, True, align="c")
    s.skip(6)
    q_pgi = s.kv("Potential gross income (market rents, 12 months)", "$" + comma(pgi), size=8.8)
    q_vac = s.kv("Less: vacancy and credit loss (7.0%)", "-$" + comma(vac), size=8.8)
    q_oth = s.kv("Plus: other income (laundry, fees, utility reimbursement)", "$" + comma(oth), size=8.8)
    q_egi = s.kv("Effective gross income", "$" + comma(egi), bold=True, size=8.8)
    qe = []
    for k, a in exps:
        qe.append((a, s.kv("   " + k, "$" + comma(a), size=8.6)))
    q_tex = s.kv("Total operating expenses", "$" + comma(texp), bold=True, size=8.8)
    q_noi = s.kv("Net operating income", "$" + comma(noi), bold=True, size=8.8)
    s.kv("Overall capitalization rate", "5.75%", size=8.8)
    s.kv("Indicated value (NOI / 5.75%)", "$" + comma(int(round(raw_v))), size=8.8)
    s.kv("Indicated value by income capitalization, rounded", "$" + comma(value), bold=True, size=8.8)
    s.skip(8)
    s.t("RECONCILIATION", 10, True)
    s.para(
        f"The sales comparison approach indicated ${comma(sca)} and the income capitalization approach "
        f"${comma(value)}. Buyers of stabilized apartment communities of this size price them on income, so "
        "the income approach is given primary weight. The cost approach was not developed.",
        8.8,
    )
    s.skip(4)
    s.t("CERTIFICATION (extract)", 10, True)
    s.para(
        "To our knowledge and belief the factual statements in this report are true and correct; our fee "
        "does not depend on the value reported; and Kwabena R. Thistlewood personally inspected the "
        "property. Ellery J. Marchetti reviewed the report but did not inspect the property and does not "
        "sign as appraiser.",
        8.4,
    )
    s.skip(10)
    s.row([(66, "/s/ Kwabena R. Thistlewood"), (320, "/s/ Ellery J. Marchetti")], size=8.6)
    s.row(
        [(66, "Kwabena R. Thistlewood, MAI"), (320, "Ellery J. Marchetti, MAI, AI-GRS")], size=8.6, bold=True
    )
    s.row([(66, "Appraiser · TN CG-5531"), (320, "Review appraiser · TN CG-3178")], size=8)
    same(value, 7480000, "As Is value")
    same(nra, 41760, "net rentable area")
    fields = {
        "property_address": F("2215 Walden Spring Drive, Chattanooga, Tennessee 37421", 2, qf["Address"]),
        "property_type": F("multifamily", 2, qf["Property type"]),
        "appraised_value": F(7480000, 1, " ".join(q_val)),
        "effective_date": F("2026-10-14", 2, qf["Effective date of value (As Is)"]),
        "appraiser_name": F("Kwabena R. Thistlewood, MAI", 1, q_sig1),
        "client_name": F("Signal Mountain Bank", 1, q_client),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a 48-unit garden apartment community (multifamily) with a letter of "
        "transmittal. appraised_value takes the As Is market value of the leased fee interest (equal to the "
        "income approach, which is reconciled from NOI; sums); the As Renovated hypothetical value, sales "
        "comparison indication, land value, insurable replacement cost and contract price are not. "
        "effective_date is the As Is date of value (also the inspection date), not the report date, the "
        "prospective As Renovated date or the rent-roll date. appraiser_name is the MAI who signs as "
        "appraiser; the review appraiser did not inspect and does not sign as appraiser. client_name is the "
        "bank; neither the addressed officer nor the borrower or the owner of record is. "
        "gross_living_area_sqft is null: only gross building area and net rentable area are printed for "
        "this income property."
    )
    sums = [
        SUM(
            "PGI - vacancy + other income = EGI",
            [
                (1, T("Potential gross income", pgi, 3, q_pgi)),
                (-1, T("Vacancy and credit loss", vac, 3, q_vac)),
                (1, T("Other income", oth, 3, q_oth)),
            ],
            T("Effective gross income", egi, 3, q_egi),
        ),
        SUM(
            "operating expense lines = total operating expenses",
            [(1, T("expense", a, 3, q)) for a, q in qe],
            T("Total operating expenses", texp, 3, q_tex),
        ),
        SUM(
            "EGI - total operating expenses = NOI",
            [
                (1, T("Effective gross income", egi, 3, q_egi)),
                (-1, T("Total operating expenses", texp, 3, q_tex)),
            ],
            T("Net operating income", noi, 3, q_noi),
        ),
    ]
    return p, fields, notes, sums
