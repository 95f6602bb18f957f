"""Appraisal 2: a narrative multifamily report (4 pages) with an as-is and a prospective value and an
assisting trainee beside the signing appraiser."""

from b4_pdf import GREY, LETTER, Built, D, Doc, F, N, num


def narrative_multifamily():
    doc = Doc("Appraisal Report - Cedar Court Apartments", "Everly & Associates", LETTER)
    navy = (0.1, 0.2, 0.35)
    pg = doc.page()
    pg.text(72, 60, "EVERLY & ASSOCIATES", 14, "tibo", navy)
    pg.text(
        72,
        73,
        "Real Estate Appraisal and Consulting  |  1201 Pacific Avenue, Suite 900, Tacoma, WA 98402",
        8,
        "tiro",
        GREY,
    )
    pg.line(72, 80, 540, 80, 0.6, navy)
    y = 104
    for s in [
        "October 9, 2025",
        "",
        "Mr. Alan Whitcombe",
        "Senior Vice President, Commercial Real Estate Lending",
        "Harbor State Bank",
        "200 Pine Street",
        "Tacoma, WA 98402",
    ]:
        pg.text(72, y, s, 10, "tiro")
        y += 13
    y = pg.para(
        72,
        y + 10,
        468,
        "RE: Appraisal of Cedar Court Apartments, 1427 South Yakima Avenue, Tacoma, "
        "Washington 98405; Our File No. EA-25-0917",
        10,
        "tibo",
    )
    y = pg.para(
        72,
        y + 8,
        468,
        "Dear Mr. Whitcombe: At your request, we have prepared an appraisal of the "
        "above-referenced 16-unit garden-style apartment property for use by Harbor State Bank in loan "
        "underwriting. The property is undergoing a unit renovation program; twelve of sixteen units are "
        "leased. We developed an as is market value and a prospective market value upon stabilization, "
        "which assumes completion of the renovation program and stabilized occupancy.",
        10,
        "tiro",
    )
    y = pg.para(
        72,
        y + 6,
        468,
        "Based on the analysis in the attached report, subject to the assumptions and "
        "limiting conditions stated in it, our opinions of value are:",
        10,
        "tiro",
    )
    cols = [(76, "l"), (250, "l"), (340, "l"), (536, "r")]
    y = pg.table(
        y + 16,
        cols,
        [
            ('Market Value "As Is"', "Leased Fee", "September 24, 2025", "$3,480,000"),
            ('Prospective Value "Upon Stabilization"', "Leased Fee", "March 1, 2027", "$4,150,000"),
        ],
        9.5,
        "tiro",
        lead=15,
        header=("Value Premise", "Interest Appraised", "Date of Value", "Value Conclusion"),
        hfont="tibo",
        rule=540,
    )
    y = pg.para(
        72,
        y + 10,
        468,
        "The prospective value is a forecast as of the stated future date and is not a "
        "current market value. Extraordinary assumption: the renovation of the four remaining units is "
        "completed as budgeted by December 2026.",
        9,
        "tiit",
    )
    pg.text(72, y + 14, "Respectfully submitted,", 10, "tiro")
    pg.text(72, y + 28, "EVERLY & ASSOCIATES", 10, "tibo")
    for x, lines in [
        (
            72,
            [
                "/s/ Thomas R. Everly",
                "Thomas R. Everly, MAI",
                "Certified General Real Estate Appraiser",
                "Washington No. 1101542",
            ],
        ),
        (
            320,
            [
                "/s/ Katherine Osei",
                "Katherine Osei",
                "Appraiser Trainee (assisted)",
                "Washington No. 1103318",
            ],
        ),
    ]:
        for i, s in enumerate(lines):
            pg.text(x, y + 62 + 12 * i, s, 9.5, "tiit" if s.startswith("/s/") else "tiro")

    # ---- page 2: summary of salient facts
    pg = doc.page()
    pg.text(72, 64, "SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 12, "tibo", navy)
    facts = [
        ("Property name", "Cedar Court Apartments"),
        ("Property address", "1427 South Yakima Avenue, Tacoma, Washington 98405"),
        ("Tax parcel", "2011230040 (Pierce County)"),
        ("Property type", "Multifamily - garden-style apartments"),
        ("Unit mix", "16 units: 12 one-bedroom, 4 two-bedroom"),
        ("Year built / renovated", "1968 / 2025-2026 (in progress)"),
        ("Site area", "0.46 acres (20,038 SF)"),
        ("Gross building area", "13,920 SF"),
        ("Net rentable area", "12,480 SF (average unit 780 SF)"),
        ("Zoning", "RCX - Residential Commercial Mixed-Use"),
        ("Occupancy at inspection", "87.5% (14 of 16 units; 2 units offline for renovation)"),
        ("Highest and best use", "Continued multifamily use as improved"),
        ("Client", "Harbor State Bank"),
        ("Intended use", "Loan underwriting"),
        ("Date of inspection", "September 24, 2025"),
        ("Effective date of value, as is", "September 24, 2025"),
        ("Prospective date of stabilization", "March 1, 2027"),
        ("Date of report", "October 9, 2025"),
        ("Appraisers", "Thomas R. Everly, MAI (signing); Katherine Osei, trainee (assisted)"),
    ]
    y = 92
    for lab, val in facts:
        pg.text(76, y, lab, 9.5, "tibo")
        pg.text(250, y, val, 9.5, "tiro")
        pg.line(72, y + 5, 540, y + 5, 0.2, GREY)
        y += 19
    assert 780 * 16 == 12480 and D("20038") / D("43560") < D("0.465")

    # ---- page 3: income approach and reconciliation
    pg = doc.page()
    pg.text(72, 64, "INCOME CAPITALIZATION APPROACH", 12, "tibo", navy)
    pgi = 16 * 1395 * 12
    other = 6240
    pgi_total = pgi + other
    vac = pgi_total * 5 // 100
    egi = pgi_total - vac
    exps = [
        ("Real estate taxes", 24980),
        ("Insurance", 9860),
        ("Utilities (common area)", 4621),
        ("Repairs and maintenance", 6400),
        ("Management (4% of EGI)", round(egi * 0.04)),
        ("Replacement reserves ($250/unit)", 16 * 250),
    ]
    texp = sum(v for _, v in exps)
    noi = egi - texp
    value = D(noi) / D("0.0575")
    s_pgi = 16 * 1575 * 12 + 7200
    s_egi = s_pgi - s_pgi * 5 // 100
    s_noi = s_egi - 65870
    s_value = D(s_noi) / D("0.055")
    assert value == 3480000 and s_value == 4150000 and 217500 * 16 == 3480000
    rows = [
        ("Potential gross rent (16 units x $1,395 x 12)", num(pgi, 0)),
        ("Other income (laundry, parking)", num(other, 0)),
        ("Potential gross income", num(pgi_total, 0)),
        ("Less vacancy and collection loss (5%)", f"({num(vac, 0)})"),
        ("Effective gross income", num(egi, 0)),
    ]
    rows += [("  " + n, num(v, 0)) for n, v in exps]
    rows += [
        ("Total operating expenses", f"({num(texp, 0)})"),
        ("Net operating income", num(noi, 0)),
        ("Capitalization rate", "5.75%"),
        ("Indicated value, as is", f"${num(value, 0)}"),
    ]
    y = pg.table(
        96,
        [(76, "l"), (536, "r")],
        rows,
        9.5,
        "tiro",
        lead=14.5,
        header=("As is, current rents", "$"),
        hfont="tibo",
        rule=540,
    )
    y = pg.para(
        72,
        y + 10,
        468,
        f"Upon stabilization (renovated rents of $1,575 per unit, other income $7,200, 5% "
        f"vacancy, expenses $65,870) the net operating income is ${num(s_noi, 0)}; capitalized at 5.50% this "
        f"indicates a prospective value of ${num(s_value, 0)}.",
        9.5,
        "tiro",
    )
    pg.text(72, y + 14, "SALES COMPARISON APPROACH", 12, "tibo", navy)
    y = pg.para(
        72,
        y + 32,
        468,
        "Four sales of 12- to 24-unit apartment properties in Tacoma and University Place "
        "(March 2024 to July 2025) sold for $205,000 to $232,500 per unit after adjustment. We conclude "
        "$217,500 per unit for the subject as is, indicating $3,480,000.",
        9.5,
        "tiro",
    )
    pg.text(72, y + 14, "RECONCILIATION", 12, "tibo", navy)
    pg.para(
        72,
        y + 32,
        468,
        "Both approaches are given weight. Our final opinion of the market value of the leased "
        "fee interest in the subject, as is, as of September 24, 2025, is $3,480,000. The prospective market "
        "value upon stabilization, as of March 1, 2027, is $4,150,000.",
        9.5,
        "tibo",
    )

    # ---- page 4: certification
    pg = doc.page()
    pg.text(72, 64, "CERTIFICATION", 12, "tibo", navy)
    y = 86
    for s in [
        "We certify that, to the best of our knowledge and belief: the statements of fact contained in this "
        "report are true and correct; the reported analyses, opinions, and conclusions are limited only by "
        "the reported assumptions and limiting conditions; we have no present or prospective interest in the "
        "property; our compensation is not contingent upon the reporting of a predetermined value.",
        "Thomas R. Everly, MAI made a personal inspection of the property that is the subject of this report "
        "on September 24, 2025.",
        "Katherine Osei, Appraiser Trainee, provided significant real property appraisal assistance to the "
        "person signing this certification, consisting of market research, verification of comparable sales "
        "and rentals, and participation in the inspection.",
        "As of the date of this report, Thomas R. Everly has completed the continuing education program for "
        "Designated Members of the Appraisal Institute.",
    ]:
        y = pg.para(72, y, 468, s, 9.5, "tiro") + 6
    for x, lines in [
        (
            72,
            [
                "/s/ Thomas R. Everly",
                "Thomas R. Everly, MAI",
                "Certified General Real Estate Appraiser",
                "Washington No. 1101542",
                "Date signed: October 9, 2025",
            ],
        ),
        (320, ["/s/ Katherine Osei", "Katherine Osei", "Appraiser Trainee", "Washington No. 1103318"]),
    ]:
        for i, s in enumerate(lines):
            pg.text(x, y + 30 + 12 * i, s, 9.5, "tiit" if s.startswith("/s/") else "tiro")
    doc.footer(lambda i, n: f"Everly & Associates  |  File EA-25-0917  |  Page {i} of {n}", font="tiro")
    fields = dict(
        property_address=F(
            "1427 South Yakima Avenue, Tacoma, Washington 98405",
            1,
            "Cedar Court Apartments, 1427 South Yakima Avenue, Tacoma, Washington 98405",
        ),
        property_type=F("multifamily", 2, "Property type Multifamily - garden-style apartments"),
        appraised_value=F(3480000.0, 1, 'Market Value "As Is" Leased Fee September 24, 2025 $3,480,000'),
        effective_date=F("2025-09-24", 2, "Effective date of value, as is September 24, 2025"),
        appraiser_name=F("Thomas R. Everly", 1, "Thomas R. Everly, MAI"),
        client_name=F("Harbor State Bank", 2, "Client Harbor State Bank"),
        gross_living_area_sqft=N(),
    )
    assert f"${num(value, 0)}" in fields["appraised_value"]["quote"]
    notes = (
        "Narrative appraisal of a 16-unit apartment property. appraised_value = the as-is market value "
        "$3,480,000; the prospective value upon stabilization $4,150,000 (March 1, 2027) is a forecast, not "
        "the current opinion. effective_date = the as-is date of value September 24, 2025 (report dated "
        "October 9, 2025). appraiser_name = the signer Thomas R. Everly, MAI; Katherine Osei is an assisting "
        "trainee. gross_living_area_sqft null: the report gives gross building area 13,920 SF, net rentable "
        "area 12,480 SF and site area, but no gross living area."
    )
    return Built(
        "b4_appr_multifamily",
        "appraisal",
        "Appraisal report, Cedar Court Apartments, Tacoma WA",
        "Everly & Associates",
        doc,
        fields,
        notes,
    )


BUILDERS = [narrative_multifamily]
