"""Appraisal builders for blind_extraction20 (2 documents).  All properties,
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


# ==================== 1 condominium unit form, revised report: superseded GLA and value, supervisor
@doc(
    "b20_appr_condo_revised_supervisory",
    "appraisal",
    "2231 NW Everett Terrace Unit 1408 condominium appraisal (revised)",
)
def appr_condo():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Individual Condominium Unit Appraisal Report"), (576, "File # PDX-26-0588R", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t("REVISED REPORT - see the revision note in the reconciliation section on page 2.", 7.2, True)
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.6,
        color=GREY,
    )
    s.skip(2)
    y = s.y
    rows = [
        [
            (36, 250, "Property Address", "2231 NW Everett Terrace"),
            (250, 320, "Unit #", "1408"),
            (320, 440, "City", "Portland"),
            (440, 500, "State", "OR"),
            (500, 576, "Zip Code", "97210"),
        ],
        [
            (36, 250, "Borrower", "Priya Raghunathan and Elliot Marsh-Okoye"),
            (250, 500, "Owner of Public Record", "Raghunathan, Priya; Marsh-Okoye, Elliot"),
            (500, 576, "County", "Multnomah"),
        ],
        [
            (36, 300, "Legal Description", "Unit 1408, The Everett Terrace Condominium, Plat 1311"),
            (300, 440, "Assessor's Parcel #", "R664120-1408"),
            (440, 500, "Tax Year", "2025"),
            (500, 576, "R.E. Taxes $", "7,214"),
        ],
        [
            (36, 200, "Project Name", "The Everett Terrace"),
            (200, 300, "Phase #", "1"),
            (300, 440, "Map Reference", "3N1E33"),
            (440, 576, "Census Tract", "0049.01"),
        ],
        [
            (36, 150, "Occupant", "Owner"),
            (150, 280, "Special Assessments $", "0"),
            (280, 440, "HOA $", "612 per month"),
            (440, 576, "Property Rights Appraised", "Fee Simple"),
        ],
        [
            (36, 200, "Assignment Type", "Refinance Transaction"),
            (200, 360, "Lender/Client", "Columbia Gorge Savings Bank"),
            (360, 576, "Address", "880 SW Alder Street, Portland, OR 97205"),
        ],
        [
            (36, 200, "Contract Price $", ""),
            (200, 300, "Date of Contract", ""),
            (300, 576, "Prior sale of subject (3 years)", "none; last sale 03/14/2019 $ 468,000"),
        ],
    ]
    for it in rows:
        y = grid(p, y, it, h=22)
    y += 8
    p.text(36, y, "PROJECT AND UNIT", 8.4, True)
    y += 4
    unit = [
        [
            (36, 200, "Project Type", "High-rise condominium, 18 stories"),
            (200, 300, "# of Units", "212"),
            (300, 400, "Year Built", "2017"),
            (400, 576, "Unit location", "Floor 14 of 18, corner, city view"),
        ],
        [
            (36, 150, "Heating / Cooling", "Heat pump / central"),
            (150, 250, "Parking", "1 deeded space P2-117"),
            (250, 400, "Amenities", "Fitness room, roof deck, concierge"),
            (400, 576, "Condition", "C2"),
        ],
    ]
    q_unit = []
    for it in unit:
        y = grid(p, y, it, h=22)
        q_unit.append(grid_text(it))
    s.y = y + 14
    q_gla = s.t(
        "Finished area above grade contains: 5 Rooms 2 Bedrooms 2.0 Bath(s) 1,136 Square Feet of Gross "
        "Living "
        "Area Above Grade",
        7.8,
        True,
    )
    s.para(
        "Additional features: balcony 96 sq ft and storage locker 48 sq ft (not included in the gross living "
        "area); quartz kitchen, engineered oak floors. Area re-measured on 05/28/2026 from the developer's "
        "as-built plans and a laser measurement of the unit.",
        7.4,
    )
    s.skip(2)
    s.t("SALES COMPARISON APPROACH", 8.4, True)
    cx = [(36, "l"), (250, "r"), (360, "r"), (470, "r"), (576, "r")]
    heads_ = ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    s.row([(x, t, a) for (x, a), t in zip(cx, heads_, strict=True)], size=7, bold=True)
    s.rule()
    comps = [
        (
            "Address and Unit #",
            "Unit 1408",
            "same bldg., Unit 1106",
            "same bldg., Unit 1612",
            "1919 NW Quimby, #905",
        ),
        ("Sale Price", "$ -", "$ 572,000", "$ 615,000", "$ 558,500"),
        ("Date of Sale", "", "s03/26;c02/26", "s04/26;c03/26", "s01/26;c12/25"),
        ("Floor Location", "14", "11", "16", "9"),
        ("Gross Living Area", "1,136 sq ft", "1,098 sq ft", "1,205 sq ft", "1,080 sq ft"),
        ("Parking", "1 deeded", "1 deeded", "1 deeded", "none"),
    ]
    q_price = None
    for r in comps:
        q = s.row([(x, t, a) for (x, a), t in zip(cx, r, strict=True)], size=7.2, lead=10.6)
        if r[0] == "Sale Price":
            q_price = q
    price = [572000, 615000, 558500]
    adjs = [
        ("Floor location", [6000, -4000, 9000]),
        ("Gross living area @ $150", [5700, -10350, 8400]),
        ("View", [0, -8000, 10000]),
        ("Parking", [0, 0, 20000]),
        ("Condition / updates", [0, 0, -5000]),
    ]
    for lab, v in adjs:
        s.row(
            [(36, lab)] + [(x, adj(a), "r") for (x, _), a in zip(cx[2:], v, strict=True)], size=7.2, lead=10.6
        )
    net = [sum(v[i] for _, v in adjs) for i in range(3)]
    adjusted = [price[i] + net[i] for i in range(3)]
    s.rule()
    q_net = s.row(
        [(36, "Net Adjustment (Total)")]
        + [(x, "$ " + adj(n), "r") for (x, _), n in zip(cx[2:], net, strict=True)],
        size=7.2,
    )
    q_adj = s.row(
        [(36, "Adjusted Sale Price of Comparables")]
        + [(x, "$ " + comma(a), "r") for (x, _), a in zip(cx[2:], adjusted, strict=True)],
        size=7.2,
        bold=True,
    )
    s.skip(2)
    q_sca = s.t("Indicated Value by Sales Comparison Approach $ 589,000", 8, True)
    s.t("Individual Condominium Unit Appraisal Report - Page 1 of 2", 6.6, x=306, align="c", color=GREY)
    # ---- page 2
    s.new_page()
    s.row(
        [(36, "Individual Condominium Unit Appraisal Report"), (576, "File # PDX-26-0588R", "r")],
        size=10,
        bold=True,
        lead=16,
    )
    s.t("RECONCILIATION", 8.4, True)
    s.t(
        "Indicated Value by: Sales Comparison Approach $ 589,000   Income Approach (if developed) $ N/A   "
        "Cost Approach (not developed)",
        7.6,
    )
    s.para(
        "Comparable 1 and Comparable 2 are in the subject building and are given most weight. This appraisal "
        "is made 'as is'.",
        7.6,
    )
    q_val = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject unit, "
        "defined "
        "scope of work, statement of assumptions and limiting conditions, and appraiser's certification, my "
        "(our) opinion of the market value, as defined, of the real property that is the subject of this "
        "report is $ 589,000, as of 05/13/2026, which is the date of inspection and the effective date of "
        "this appraisal.",
        7.8,
    )
    s.skip(2)
    s.para(
        "REVISION NOTE (06/02/2026): This revised report replaces the report signed 05/19/2026, which took "
        "the "
        "gross living area of 1,092 sq ft from the assessor's record and reported an opinion of value of "
        "$ 578,000. The unit has since been re-measured at 1,136 sq ft; the opinion of value above "
        "supersedes "
        "the earlier figure. The effective date of the appraisal is unchanged.",
        7.6,
        bold=True,
    )
    s.skip(4)
    s.row([(36, "APPRAISER"), (306, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], size=8.4, bold=True)
    y = s.y - 4
    ap = [
        [
            (36, 306, "Signature", "/s/ Nadia Ferreira-Holm"),
            (306, 576, "Signature", "/s/ Gordon P. Ashby-Whitlock"),
        ],
        [(36, 306, "Name", "Nadia Ferreira-Holm"), (306, 576, "Name", "Gordon P. Ashby-Whitlock")],
        [
            (36, 306, "Company Name", "Tualatin Valley Appraisal Group LLC"),
            (306, 576, "Company Name", "Tualatin Valley Appraisal Group LLC"),
        ],
        [
            (36, 306, "Date of Signature and Report", "06/02/2026"),
            (306, 576, "Date of Signature", "06/02/2026"),
        ],
        [
            (36, 306, "Effective Date of Appraisal", "05/13/2026"),
            (306, 576, "State Certification # / State", "C000871 / OR"),
        ],
        [
            (36, 306, "State Certification # / State", "C001940 / OR"),
            (306, 576, "Expiration Date", "07/31/2027"),
        ],
        [
            (
                36,
                306,
                "ADDRESS OF PROPERTY APPRAISED",
                "2231 NW Everett Terrace, Unit 1408, Portland, OR 97210",
            ),
            (306, 576, "SUBJECT PROPERTY", "Did not inspect subject property"),
        ],
        [
            (36, 306, "APPRAISED VALUE OF SUBJECT PROPERTY", "$ 589,000"),
            (306, 576, "COMPARABLE SALES", "Did not inspect exterior of comparable sales"),
        ],
        [
            (36, 306, "LENDER/CLIENT Company Name", "Columbia Gorge Savings Bank"),
            (306, 576, "Lender/Client Contact", "Derek Tsosie-Marlow, Residential Lending"),
        ],
    ]
    q_ap = []
    for it in ap:
        y = grid(p, y, it, h=23)
        q_ap.append(grid_text(it))
    s.y = y + 12
    s.t("Individual Condominium Unit Appraisal Report - Page 2 of 2", 6.6, x=306, align="c", color=GREY)
    same(11700, net[0], "net 1")
    same(-22350, net[1], "net 2")
    same(42400, net[2], "net 3")
    same(583700, adjusted[0], "adjusted 1")
    same(592650, adjusted[1], "adjusted 2")
    same(600900, adjusted[2], "adjusted 3")
    same(5700, (1136 - 1098) * 150, "gla adj 1")
    same(-10350, (1136 - 1205) * 150, "gla adj 2")
    same(8400, (1136 - 1080) * 150, "gla adj 3")
    assert "is $ 589,000, as of 05/13/2026" in " ".join(q_val)
    fields = {
        "property_address": F("2231 NW Everett Terrace, Unit 1408, Portland, OR 97210", 2, q_ap[6]),
        "property_type": F("condominium", 1, "Project Type High-rise condominium, 18 stories"),
        "appraised_value": F(589000, 2, q_ap[7]),
        "effective_date": F("2026-05-13", 2, q_ap[4]),
        "appraiser_name": F("Nadia Ferreira-Holm", 2, q_ap[1]),
        "client_name": F("Columbia Gorge Savings Bank", 2, q_ap[8]),
        "gross_living_area_sqft": F(1136, 1, q_gla),
    }
    notes = (
        "Revised condominium unit form (refinance, so the contract price and date cells are empty). "
        "property_address is the full address with the unit number in the certification block (page 1 splits "
        "it into cells). appraised_value is the current opinion of $589,000; the revision note quotes the "
        "superseded $578,000 and the superseded GLA of 1,092 sq ft, and page 1 shows a 2019 prior sale. "
        "effective_date is 05/13/2026, not the signature/report dates (05/19/2026 original, 06/02/2026 "
        "revision) or the re-measurement date. appraiser_name is the APPRAISER who signed the report; a "
        "supervisory appraiser also signed (the column headed 'only if required') but did not inspect. "
        "client_name is the lender/client, not its contact person or the borrowers. gross_living_area_sqft "
        "excludes the balcony and locker. Comparable sale price + net adjustment = adjusted price, and the "
        "sales comparison indication equals the appraised value (sums). No field is null."
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
            "Sales comparison indication = appraised value",
            [(1, T("Indicated Value by Sales Comparison Approach", 589000, 1, q_sca))],
            "appraised_value",
        )
    )
    return p, fields, notes, sums


# ==================== 2 narrative industrial appraisal: as-is vs prospective stabilized value
@doc(
    "b20_appr_industrial_as_is_vs_stabilized",
    "appraisal",
    "Frontier Commerce Center Building 4 industrial appraisal",
)
def appr_ind():
    p = Pdf(face="serif")
    s = Sheet(p, x=66, xr=546, top=60, size=9.2, lead=13)
    s.t("IVERSEN PLATTE VALUATION ADVISORS", 13, True, x=306, align="c")
    s.t(
        "2210 Harney Park Plaza, Suite 400 · Omaha, Nebraska 68102 · 402-555-0173",
        8,
        x=306,
        align="c",
        color=GREY,
    )
    s.skip(16)
    s.t("June 22, 2026")
    s.skip(6)
    s.t("Ms. Harriet Lindqvist-Moreau")
    s.t("Vice President, Commercial Real Estate Lending")
    q_client = s.t("Elkhorn River Bank")
    s.t("9900 Westgate Parkway, Omaha, Nebraska 68114")
    s.skip(6)
    s.t("RE: Appraisal Report - Frontier Commerce Center Building 4", bold=True)
    q_addr = s.t("14115 Frontier Commerce Drive, Omaha, Nebraska 68138", bold=True, x=90)
    s.t("Our File No. IPV-26-1183", x=90)
    s.skip(6)
    s.t("Dear Ms. Lindqvist-Moreau:")
    s.skip(2)
    s.para(
        "At your request, we have appraised the leased fee interest in the above industrial property, a "
        "multi-tenant bulk warehouse and distribution building of 186,400 square feet on 12.61 acres, "
        "currently 84.0% leased to three tenants. The client is Elkhorn River Bank; the intended use is "
        "first mortgage financing. The property is owned by Frontier Commerce Holdings II, LLC, the proposed "
        "borrower, which is not an intended user of this report.",
        9.2,
    )
    s.para(
        "The property was inspected on June 10, 2026. Based on the analyses in the attached report, subject "
        "to "
        "the assumptions and limiting conditions stated in it, our opinions are:",
        9.2,
    )
    vx = [(70, "l"), (292, "l"), (372, "l"), (542, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(vx, ["Value premise", "Interest", "Date of value", "Value"], strict=True)
        ],
        size=8.6,
        bold=True,
    )
    s.rule()
    vals = [
        ("As Is Market Value", "Leased Fee", "June 10, 2026", "$21,300,000"),
        ("Prospective Market Value Upon Stabilization", "Leased Fee", "June 1, 2027", "$24,100,000"),
        ("Insurable Replacement Cost (not market value)", "-", "June 10, 2026", "$15,800,000"),
    ]
    q_vals = [s.row([(x, t, a) for (x, a), t in zip(vx, r, strict=True)], size=8.6) for r in vals]
    s.rule()
    s.skip(4)
    s.para(
        "Extraordinary assumption: the prospective value assumes that the vacant 29,400 square feet are "
        "leased "
        "at market terms and occupancy reaches 95% by June 1, 2027. The prospective value is not a current "
        "opinion of market value. The use of this extraordinary assumption might have affected the "
        "assignment results.",
        8.6,
    )
    s.skip(4)
    s.t("Respectfully submitted,")
    s.t("IVERSEN PLATTE VALUATION ADVISORS", bold=True)
    s.skip(14)
    s.t("/s/ Malcolm R. Iversen")
    q_sig = s.t("Malcolm R. Iversen, MAI")
    s.t("Nebraska Certified General Real Property Appraiser No. CG-2009114", 8.6)
    s.t("1", 7.4, x=306, align="c", color=GREY)
    # ---- page 2: salient facts and income approach
    s.new_page()
    s.t("SUMMARY OF SALIENT FACTS", 10.4, True)
    s.skip(2)
    facts = [
        ("Property type", "Industrial - bulk warehouse / distribution"),
        ("Location", "14115 Frontier Commerce Drive, Omaha, Douglas County, Nebraska 68138"),
        ("Owner of record", "Frontier Commerce Holdings II, LLC"),
        ("Site area", "12.61 acres (549,292 sq ft); zoning LI, Light Industrial"),
        ("Gross building area", "186,400 sq ft; net rentable area 184,000 sq ft; 32' clear height"),
        ("Year built", "2021; 38 dock doors, ESFR sprinklers"),
        ("Occupancy", "84.0% (154,600 sq ft leased; 29,400 sq ft vacant)"),
        ("Land value", "$2,750,000"),
        ("Date of inspection", "June 10, 2026"),
        ("Date of report", "June 22, 2026"),
    ]
    q_facts = {k: s.row([(66, k), (220, v)], size=8.8) for k, v in facts}
    s.skip(8)
    s.t("INCOME CAPITALIZATION APPROACH - DIRECT CAPITALIZATION (stabilized)", 9.6, True)
    s.skip(2)
    nra = 184000
    rent = nra * 910 // 100
    reimb = nra * 245 // 100
    pgi = rent + reimb
    vac = pgi * 5 // 100
    egi = pgi - vac
    exp_re = reimb
    mgmt = egi * 3 // 100
    reserves = nra * 15 // 100
    opex = exp_re + mgmt + reserves
    noi = egi - opex
    capv = noi * 10000 // 615
    stab = 24100000
    ix = 546

    def line(label, v, bold=False):
        return s.row([(80, label), (ix, ("-$" if v < 0 else "$") + comma(abs(v)), "r")], size=8.8, bold=bold)

    q_rent = line("Base rent, 184,000 sq ft NRA @ $9.10 NNN", rent)
    q_reimb = line("Expense reimbursements @ $2.45", reimb)
    q_pgi = line("Potential gross income", pgi, True)
    q_vac = line("Less vacancy and collection loss @ 5%", -vac)
    q_egi = line("Effective gross income", egi, True)
    q_exp = line("Less operating expenses (taxes, insurance, CAM, management 3%, reserves)", -opex)
    q_noi = line("Net operating income", noi, True)
    s.row([(80, "Capitalization rate"), (ix, "6.15%", "r")], size=8.8)
    s.row([(80, "Indicated value, stabilized"), (ix, "$" + comma(capv), "r")], size=8.8)
    q_stab = s.row(
        [(80, "Rounded prospective value upon stabilization"), (ix, "$" + comma(stab), "r")],
        size=8.8,
        bold=True,
    )
    s.skip(6)
    s.t("Conversion to As Is value (lease-up costs)", 9.2, True)
    costs = [
        ("Rent loss during lease-up", 1150000),
        ("Tenant improvements", 985000),
        ("Leasing commissions", 415000),
        ("Entrepreneurial incentive", 250000),
    ]
    q_costs = [line("Less " + k.lower(), -v) for k, v in costs]
    tcost = sum(v for _, v in costs)
    q_asis = line("As Is Market Value (income approach)", stab - tcost, True)
    s.t("2", 7.4, x=306, align="c", color=GREY)
    # ---- page 3: reconciliation, certification
    s.new_page()
    s.t("RECONCILIATION AND FINAL VALUE OPINION", 10.4, True)
    s.skip(2)
    s.row([(80, "Sales comparison approach (as is)"), (ix, "$21,000,000", "r")], size=8.8)
    s.row([(80, "Income capitalization approach (as is)"), (ix, "$21,300,000", "r")], size=8.8)
    s.row([(80, "Cost approach"), (ix, "not developed", "r")], size=8.8)
    s.para(
        "The income capitalization approach is given primary weight because buyers of multi-tenant "
        "distribution buildings price them on income. Our final opinion of the As Is Market Value of the "
        "leased fee interest, as of June 10, 2026, is $21,300,000.",
        9,
    )
    s.skip(4)
    s.t("CERTIFICATION", 10.4, True)
    for c in [
        "The statements of fact contained in this report are true and correct.",
        "I have no present or prospective interest in the property that is the subject of this report.",
        "My compensation is not contingent upon the reporting of a predetermined value.",
        "I have made a personal inspection of the property that is the subject of this report.",
        "No one provided significant real property appraisal assistance to the person signing this "
        "certification.",
        "The analyses, opinions and conclusions were developed in conformity with USPAP.",
    ]:
        s.t("-  " + c, 8.8)
    s.skip(14)
    s.t("/s/ Malcolm R. Iversen")
    s.t("Malcolm R. Iversen, MAI - Nebraska Certified General Real Property Appraiser No. CG-2009114", 8.8)
    s.t("Date signed: June 22, 2026", 8.8)
    s.skip(8)
    s.para(
        "Quality review: Teresa Quon-Baldwin, MAI, reviewed this report for the firm. She did not inspect "
        "the "
        "property and does not sign the certification.",
        8.4,
    )
    s.t("3", 7.4, x=306, align="c", color=GREY)
    same(1674400, rent, "rent")
    same(450800, reimb, "reimb")
    same(2125200, pgi, "pgi")
    same(106260, vac, "vac")
    same(2018940, egi, "egi")
    same(538968, opex, "opex")
    same(1479972, noi, "noi")
    same(24064585, capv, "cap value")
    same(2800000, tcost, "lease-up")
    same(21300000, stab - tcost, "as is")
    same(29400, nra - 154600, "vacant")
    fields = {
        "property_address": F("14115 Frontier Commerce Drive, Omaha, Nebraska 68138", 1, q_addr),
        "property_type": F("industrial", 2, q_facts["Property type"]),
        "appraised_value": F(21300000, 1, q_vals[0]),
        "effective_date": F("2026-06-10", 1, q_vals[0]),
        "appraiser_name": F("Malcolm R. Iversen", 1, q_sig),
        "client_name": F("Elkhorn River Bank", 1, q_client),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of an industrial warehouse (letter of transmittal, salient facts and income "
        "approach, reconciliation and certification). appraised_value is the As Is Market Value "
        "($21,300,000) "
        "and effective_date its date of value (June 10, 2026, the inspection date); the prospective value "
        "upon "
        "stabilization (June 1, 2027) and the insurable replacement cost are not current market values; the "
        "report is dated June 22, 2026. client_name is the bank, not the addressed officer or the owner / "
        "proposed borrower. appraiser_name is the signing MAI, not the quality reviewer. "
        "gross_living_area_sqft is null: a warehouse has no gross living area (only gross building area and "
        "net rentable area are printed). Income approach and lease-up deductions add up (sums)."
    )
    sums = [
        SUM(
            "Base rent + reimbursements = potential gross income",
            [(1, T("base rent", rent, 2, q_rent)), (1, T("reimbursements", reimb, 2, q_reimb))],
            T("potential gross income", pgi, 2, q_pgi),
        ),
        SUM(
            "PGI - vacancy - expenses = NOI",
            [
                (1, T("potential gross income", pgi, 2, q_pgi)),
                (1, T("vacancy", -vac, 2, q_vac)),
                (1, T("operating expenses", -opex, 2, q_exp)),
            ],
            T("net operating income", noi, 2, q_noi),
        ),
        SUM(
            "Stabilized value - lease-up costs = As Is value",
            [(1, T("stabilized value", stab, 2, q_stab))]
            + [(1, T(k, -v, 2, q)) for (k, v), q in zip(costs, q_costs, strict=True)],
            "appraised_value",
        ),
        SUM(
            "As Is (income approach) = appraised value",
            [(1, T("As Is (income approach)", 21300000, 2, q_asis))],
            "appraised_value",
        ),
    ]
    assert q_egi
    return p, fields, notes, sums
