"""Appraisals: a narrative residential summary report (appraiser + supervisory appraiser, AMC vs client) and
a multifamily report with "as is" and "as stabilized" values and a trainee."""

from pdfkit import LETTER, Doc, us

W = 492
GREY = (0.45, 0.45, 0.45)


def _kv(d, y, rows, kx=60, vx=250, size=9.5, lead=15):
    for k, v in rows:
        d.row(y, [(kx, k, "l"), (vx, v, "l")], size)
        y += lead
    return y


def appr_larkspur_residential(out):
    d = Doc(
        "b3_appr_larkspur_residential",
        "appraisal",
        "Appraisal report 1847 Larkspur Lane",
        "Avery Appraisal Co.",
        LETTER,
    )
    p1 = d.new_page()
    d.t(60, 60, "AVERY APPRAISAL CO.", 13, "hebo", (0.2, 0.3, 0.2))
    d.t(
        60,
        73,
        "Residential Valuation Services  |  PO Box 4410, Meridian, ID 83680  |  (208) 555-0177",
        8,
        color=GREY,
    )
    d.t(60, 110, "April 15, 2024", 10, "tiro")
    d.lines(
        60,
        135,
        [
            "Snake River Credit Union",
            "Attn: Mortgage Lending Department",
            "960 S. Vista Avenue",
            "Boise, ID 83705",
        ],
        10,
        "tiro",
    )
    d.lines(
        60,
        205,
        [
            "RE: Appraisal of 1847 Larkspur Lane, Boise, Idaho 83706",
            "Borrower: Nathan and Claire Whitby    Loan No. 2024-11873",
            "Ordered through: ValuLink AMC, order VL-558210",
        ],
        10,
        "tibo",
    )
    body = [
        "At your request, we have appraised the above-referenced property for the purpose of developing an "
        "opinion of "
        "its market value in fee simple, for use by Snake River Credit Union in a mortgage lending "
        "decision. The "
        "subject was inspected on April 8, 2024; this report was prepared and signed on April 15, 2024.",
        "Based on the analysis in the attached report, subject to the assumptions and limiting conditions, "
        "it is my "
        "opinion that as of April 8, 2024, the effective date of this appraisal, the market value of the "
        "subject "
        'property "as is" is:',
    ]
    y = 260
    for t in body:
        y = d.para(60, y, t, W, 10.5) + 8
    value_line = "FIVE HUNDRED TWELVE THOUSAND DOLLARS ($512,000)"
    d.t(306, y + 8, value_line, 12, "tibo", align="c")
    y = d.para(
        60,
        y + 36,
        "This letter must remain attached to the report, which contains 3 pages; the value "
        "opinion is not valid without it.",
        W,
        10.5,
    )
    d.lines(
        60,
        y + 30,
        [
            "Respectfully submitted,",
            "",
            "Jordan T. Avery",
            "Certified Residential Real Property Appraiser",
            "Idaho License CRA-4412",
        ],
        10,
        "tiro",
    )
    p2 = d.new_page()
    d.t(60, 60, "SUBJECT PROPERTY SUMMARY", 12, "hebo")
    y = _kv(
        d,
        85,
        [
            ("Property address:", "1847 Larkspur Lane, Boise, Idaho 83706"),
            ("County / Census tract:", "Ada / 0010.03"),
            ("Property type:", "Single-family detached residence (not in a PUD)"),
            ("Property rights appraised:", "Fee simple"),
            ("Year built / Effective age:", "1998 / 12 years"),
            ("Site area:", "0.21 acres (9,148 sq. ft.)"),
            ("Rooms / Bedrooms / Baths:", "8 / 4 / 2.5"),
            ("Gross living area:", "2,146 sq. ft."),
            ("Basement:", "None; 3-car attached garage (682 sq. ft.)"),
            ("Condition / Quality:", "C3 / Q3"),
            ("Date of inspection:", "April 8, 2024"),
            ("Effective date of appraisal:", "April 8, 2024"),
            ("Date of report:", "April 15, 2024"),
            ("Intended user / Client:", "Snake River Credit Union"),
        ],
    )
    d.t(60, y + 20, "SALES COMPARISON APPROACH", 12, "hebo")
    comps = [
        ["", "Subject", "Comparable 1", "Comparable 2", "Comparable 3"],
        ["Address", "1847 Larkspur Ln", "1902 Larkspur Ln", "3318 S Wren Way", "1720 E Hummingbird Dr"],
        ["Sale price", "", "$498,500", "$525,000", "$507,900"],
        ["Sale date", "", "02/09/2024", "12/14/2023", "03/22/2024"],
        ["GLA (sq. ft.)", "2,146", "2,010", "2,288", "2,175"],
        ["Net adjustment", "", "+$11,200", "-$13,800", "+$3,400"],
        ["Adjusted price", "", "$509,700", "$511,200", "$511,300"],
    ]
    cols = [(60, "l"), (200, "l"), (300, "l"), (400, "l"), (490, "l")]
    y = d.table(y + 42, cols, comps[1:], 8.5, head=comps[0], lead=14)
    y = d.para(
        60,
        y + 10,
        "Indicated value by sales comparison approach: $512,000. The cost approach was developed "
        "for support ($521,000); the income approach is not applicable.",
        W,
        10,
    )
    d.new_page()
    d.t(60, 60, "APPRAISER'S CERTIFICATION AND SIGNATURES", 12, "hebo")
    y = d.para(
        60,
        85,
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in "
        "this report are true and correct; I have no present or prospective interest in the property; my "
        "compensation is not contingent on the value reported; and I personally inspected the interior and "
        "exterior of the subject property on April 8, 2024.",
        W,
        10,
    )
    d.t(60, y + 20, "APPRAISER", 10, "hebo")
    d.t(330, y + 20, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 10, "hebo")
    _kv(
        d,
        y + 40,
        [
            ("Signature:", "/s/ Jordan T. Avery"),
            ("Name:", "Jordan T. Avery"),
            ("Company:", "Avery Appraisal Co."),
            ("Date of signature and report:", "April 15, 2024"),
            ("Effective date of appraisal:", "April 8, 2024"),
            ("State certification #:", "CRA-4412, Idaho"),
        ],
        60,
        190,
        8.5,
        14,
    )
    _kv(
        d,
        y + 40,
        [
            ("Signature:", "/s/ Karen L. Whitfield"),
            ("Name:", "Karen L. Whitfield"),
            ("Company:", "Avery Appraisal Co."),
            ("Date of signature:", "April 15, 2024"),
            ("State certification #:", "CGA-0987, Idaho"),
            ("Subject property:", "[X] Did not inspect"),
        ],
        330,
        440,
        8.5,
        14,
    )
    d.lines(
        60,
        y + 150,
        ["CLIENT", "Name: Snake River Credit Union", "Address: 960 S. Vista Avenue, Boise, ID 83705"],
        8.5,
    )
    d.f(
        "property_address",
        "1847 Larkspur Lane, Boise, Idaho 83706",
        p2,
        "Property address: 1847 Larkspur Lane, Boise, Idaho 83706",
    )
    d.f("property_type", "single_family", p2, "Property type: Single-family detached residence")
    d.f("appraised_value", 512000.0, p1, value_line)
    d.f("effective_date", "2024-04-08", p1, "as of April 8, 2024, the effective date of this appraisal")
    d.f("appraiser_name", "Jordan T. Avery", p1, "Respectfully submitted, Jordan T. Avery")
    d.f(
        "client_name",
        "Snake River Credit Union",
        p1,
        "Snake River Credit Union Attn: Mortgage Lending Department",
    )
    d.f("gross_living_area_sqft", 2146.0, p2, "Gross living area: 2,146 sq. ft.")
    d.notes = (
        "Narrative (non-form) residential appraisal. effective_date = April 8, 2024 (also the inspection "
        "date); the "
        "report/letter date April 15, 2024 is not. appraiser_name = Jordan T. Avery who signed; Karen L. "
        "Whitfield "
        "is the supervisory appraiser. client = Snake River Credit Union (lender); ValuLink AMC only placed "
        "the "
        "order. Property address (Boise 83706) differs from the client's address (Boise 83705). GLA 2,146 "
        "sq. ft. "
        "(not the site or garage area). Comparable sale prices are distractors."
    )
    return d.save(out)


def appr_willowcreek_multifamily(out):
    d = Doc(
        "b3_appr_willowcreek_multifamily",
        "appraisal",
        "Appraisal report Willow Creek Apartments",
        "Lindqvist Valuation Group, LLC",
        LETTER,
    )
    as_is, stab, insurable = 9350000, 10100000, 7200000
    p1 = d.new_page()
    d.box(0, 0, 612, 792, fill=(0.93, 0.95, 0.97), color=None)
    d.t(306, 200, "APPRAISAL REPORT", 22, "hebo", align="c")
    d.t(306, 235, "Willow Creek Apartments", 16, "helv", align="c")
    d.t(306, 255, "48-Unit Garden-Style Multifamily Property", 11, "heit", align="c")
    d.t(306, 272, "4200 Willow Creek Drive, Fort Collins, Colorado 80525", 11, "helv", align="c")
    d.lines(
        120,
        360,
        [
            "PREPARED FOR:",
            "Summit Peak Bank",
            "Commercial Real Estate Lending",
            "1700 Lincoln Street, Suite 2100",
            "Denver, Colorado 80203",
        ],
        10,
    )
    d.lines(
        340,
        360,
        [
            "PREPARED BY:",
            "Lindqvist Valuation Group, LLC",
            "215 W. Oak Street, Suite 600",
            "Fort Collins, Colorado 80521",
        ],
        10,
    )
    d.t(306, 500, "Date of Report: May 20, 2024", 10, align="c")
    d.t(306, 515, "LVG File No. 24-0331", 9, align="c", color=GREY)
    p2 = d.new_page()
    d.t(60, 60, "SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 12, "hebo")
    y = _kv(
        d,
        90,
        [
            ("Property name:", "Willow Creek Apartments"),
            ("Location:", "4200 Willow Creek Drive, Fort Collins, Colorado 80525"),
            ("Owner / Borrower:", "Willow Creek FC Partners, LP"),
            ("Property type:", "Multifamily - garden apartments, 48 units in 4 buildings"),
            ("Year built:", "1986; renovated 2019-2024"),
            ("Site area:", "3.42 acres"),
            ("Net rentable area:", "41,280 SF (average unit 860 SF)"),
            ("Occupancy at inspection:", "81.3% (39 of 48 units); stabilized occupancy 94.0%"),
            ("Interest appraised:", "Fee simple (as is); leased fee (as stabilized)"),
            ("Date of inspection:", "April 30, 2024"),
            ("Date of report:", "May 20, 2024"),
        ],
    )
    d.t(60, y + 20, "VALUE CONCLUSIONS", 11, "hebo")
    cols = [(60, "l"), (290, "l"), (470, "r")]
    rows = [
        ['Market Value "As Is"', "April 30, 2024", f"${us(as_is, 0)}"],
        ['Prospective Market Value "As Stabilized"', "November 1, 2024", f"${us(stab, 0)}"],
        ["Insurable Value", "April 30, 2024", f"${us(insurable, 0)}"],
    ]
    y = d.table(y + 42, cols, rows, 9.5, head=["Premise", "Effective Date", "Value"], lead=16)
    d.para(
        60,
        y + 10,
        "The as-is value reflects the current lease-up of nine renovated units. The prospective value "
        "assumes completion of renovations and stabilized occupancy by November 1, 2024. The sales "
        "comparison and "
        "income capitalization approaches were developed; the cost approach was not.",
        W,
        10,
    )
    p3 = d.new_page()
    d.t(60, 60, "CERTIFICATION", 12, "hebo")
    y = d.para(
        60,
        85,
        "We certify that, to the best of our knowledge and belief: the statements of fact in this report "
        "are true and correct; we have no present or prospective interest in the property; our engagement "
        "was "
        "not contingent upon developing or reporting predetermined results; Marcus D. Lindqvist, MAI made a "
        "personal inspection of the property on April 30, 2024; Ana Ruiz, Registered Appraiser Trainee, "
        "provided significant real property appraisal assistance, including market research and the rent "
        "survey, under the direct supervision of the signing appraiser.",
        W,
        10,
    )
    y += 40
    d.hline(60, 260, y, 0.6)
    d.lines(
        60, y + 14, ["Marcus D. Lindqvist, MAI", "Certified General Appraiser", "Colorado CG.100045123"], 9.5
    )
    d.hline(330, 530, y, 0.6)
    d.lines(330, y + 14, ["Ana Ruiz", "Registered Appraiser Trainee", "Colorado AR.100061870"], 9.5)
    d.para(
        60,
        y + 80,
        "This report was prepared for Summit Peak Bank for use in underwriting a first-mortgage loan. "
        "Willow Creek FC Partners, LP, as borrower, is not an intended user.",
        W,
        10,
    )
    d.f(
        "property_address",
        "4200 Willow Creek Drive, Fort Collins, Colorado 80525",
        p1,
        "4200 Willow Creek Drive, Fort Collins, Colorado 80525",
    )
    d.f("property_type", "multifamily", p2, "Property type: Multifamily - garden apartments, 48 units")
    d.f("appraised_value", as_is, p2, 'Market Value "As Is" April 30, 2024 $9,350,000')
    d.f("effective_date", "2024-04-30", p2, 'Market Value "As Is" April 30, 2024')
    d.f("appraiser_name", "Marcus D. Lindqvist", p3, "Marcus D. Lindqvist, MAI Certified General Appraiser")
    d.f("client_name", "Summit Peak Bank", p1, "PREPARED FOR: Summit Peak Bank")
    d.null("gross_living_area_sqft")
    d.notes = (
        "Multifamily appraisal with two value premises: appraised_value = market value 'As Is' $9,350,000 "
        "as of "
        "April 30, 2024 (effective date of the current value); the prospective 'As Stabilized' $10,100,000 "
        "as of "
        "November 1, 2024 and the insurable value are not. The report date (May 20, 2024) is not the "
        "effective "
        "date. appraiser_name = the signing MAI; Ana Ruiz is a trainee. Client = Summit Peak Bank (the "
        "borrower "
        "is not an intended user). Only net rentable area is printed, no gross living area -> null."
    )
    return d.save(out)
