"""Appraisal builders for blind_extraction17 (2 documents).  All properties,
people, values and addresses are invented."""

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid
from pdfkit import Pdf
from sheet import Sheet


def comma(x):
    return f"{x:,}"


def signed(x):
    return ("+" if x > 0 else "-") + f"{abs(x):,}"


# ==================== 1 one-unit residential form: detached house with ADU, effective vs report date
@doc("b17_appr_one_unit_adu_form", "appraisal", "2817 Juniper Hollow Drive one-unit residential appraisal")
def appr_form():
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=46, size=8)
    s.row([(40, "Uniform Residential Appraisal Report"), (572, "File # VA-26-0419", "r")], size=12, bold=True)
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.8,
        color=GREY,
    )
    s.skip(2)
    y = s.y
    y = grid(
        p,
        y,
        [
            (40, 330, "Property Address", "2817 Juniper Hollow Drive"),
            (330, 450, "City", "Boise"),
            (450, 500, "State", "ID"),
            (500, 572, "Zip Code", "83706"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (40, 300, "Borrower", "Tomas Varga and Elena Varga"),
            (300, 572, "Owner of Public Record", "Estate of Margaret Lindgren"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (40, 300, "Lender/Client", "Sawtooth Federal Credit Union"),
            (300, 572, "Address", "c/o Trailhead Valuation Mgmt., PO Box 7731, Meridian, ID"),
        ],
        vsize=7.6,
    )
    y = grid(
        p,
        y,
        [
            (40, 200, "Contract Price $", "612,000"),
            (200, 330, "Date of Contract", "03/02/2026"),
            (330, 572, "Property Rights Appraised", "Fee Simple"),
        ],
    )
    s.y = y + 16
    s.t("IMPROVEMENTS", 8.6, True)
    q_type = s.row(
        [
            (40, "Units: One with Accessory Unit"),
            (230, "Type: Detached"),
            (330, "Design (Style): Ranch"),
            (470, "Year Built: 1998"),
        ]
    )
    q_gla = s.row(
        [
            (
                40,
                "Finished area above grade contains: 8 Rooms 4 Bedrooms 2.5 Bath(s) 2,146 Square Feet of "
                "Gross Living Area Above Grade",
            )
        ]
    )
    s.row(
        [
            (
                40,
                "Basement: 900 sq.ft., 60% finished. Detached accessory dwelling unit (garage conversion): "
                "480 sq.ft., "
                "1 bedroom, 1 bath.",
            )
        ]
    )
    s.skip(6)
    s.t("SALES COMPARISON APPROACH", 8.6, True)
    cx = [220, 310, 400, 490, 572]
    s.row(
        [
            (40, "FEATURE"),
            (220, "SUBJECT", "r"),
            (310, "COMPARABLE 1", "r"),
            (400, "COMPARABLE 2", "r"),
            (490, "COMPARABLE 3", "r"),
        ],
        bold=True,
        size=7.4,
    )
    s.rule()
    s.row(
        [
            (40, "Address"),
            (220, "2817 Juniper Hollow Dr", "r"),
            (310, "2904 Juniper Hollow Dr", "r"),
            (400, "1566 S Aster Way", "r"),
            (490, "3120 E Quail Ridge Ln", "r"),
        ],
        size=7.2,
    )
    comps = [(598500, 2088, 14200), (641000, 2310, -22600), (605000, 2012, 9800)]
    q_sale = s.row(
        [(40, "Sale Price"), (220, "$612,000", "r")]
        + [(x, "$" + comma(c[0]), "r") for x, c in zip(cx[1:], comps, strict=False)],
        size=7.4,
    )
    s.row(
        [(40, "Date of Sale"), (310, "01/22/2026", "r"), (400, "12/05/2025", "r"), (490, "02/19/2026", "r")],
        size=7.4,
    )
    s.row(
        [(40, "Gross Living Area"), (220, "2,146", "r")]
        + [(x, comma(c[1]), "r") for x, c in zip(cx[1:], comps, strict=False)],
        size=7.4,
    )
    s.row(
        [
            (40, "Accessory Unit"),
            (220, "ADU 480 sf", "r"),
            (310, "none", "r"),
            (400, "ADU 420 sf", "r"),
            (490, "none", "r"),
        ],
        size=7.4,
    )
    q_adj = s.row(
        [(40, "Net Adjustment (Total)")]
        + [(x, signed(c[2]), "r") for x, c in zip(cx[1:], comps, strict=False)],
        size=7.4,
    )
    adj = [c[0] + c[2] for c in comps]
    q_adjp = s.row(
        [(40, "Adjusted Sale Price of Comparables")]
        + [(x, "$" + comma(a), "r") for x, a in zip(cx[1:], adj, strict=False)],
        size=7.4,
        bold=True,
    )
    s.rule()
    s.skip(4)
    s.t("Indicated Value by Sales Comparison Approach $ 615,000", 8.4, True)
    s.t(
        "Indicated Value by: Sales Comparison Approach $ 615,000  Cost Approach (if developed) $ 631,400  "
        "Income Approach $ N/A",
        7.6,
    )
    s.skip(4)
    q_val = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, "
        "my (our) opinion of the market value, as defined, of the real property that is the subject of this "
        "report is $ 615,000, as of 03/14/2026, which is the date of inspection and the effective date of "
        "this "
        "appraisal.",
        7.8,
    )
    same(612700, adj[0], "comp1")
    same(618400, adj[1], "comp2")
    same(614800, adj[2], "comp3")
    # ---------- page 2: certification and signatures
    s.new_page()
    s.t("APPRAISER'S CERTIFICATION (excerpt)", 9, True)
    s.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in this "
        "report are true and correct; I have no present or prospective interest in the property; and my "
        "compensation is not contingent on the value reported. The accessory dwelling unit is legally "
        "permitted "
        "(City of Boise permit ADU-2019-0388) and is included in the opinion of value but not in the gross "
        "living area.",
        7.8,
    )
    s.skip(6)
    s.row([(40, "APPRAISER"), (320, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], bold=True)
    q_name = s.row([(40, "Name Carla J. Whitfield"), (320, "Name Ross B. Ingram")])
    s.row(
        [
            (40, "Company Name Foothills Residential Valuation"),
            (320, "Company Name Foothills Residential Valuation"),
        ]
    )
    s.row([(40, "Date of Signature and Report 03/20/2026"), (320, "Date of Signature 03/21/2026")])
    s.row([(40, "Effective Date of Appraisal 03/14/2026"), (320, "State Certification # CGA-0417")])
    s.row([(40, "State Certification # CRA-2288  State ID"), (320, "Did not inspect subject property")])
    s.skip(6)
    q_addr = s.t("ADDRESS OF PROPERTY APPRAISED 2817 Juniper Hollow Drive, Boise, ID 83706", 8, True)
    q_av = s.t("APPRAISED VALUE OF SUBJECT PROPERTY $ 615,000", 8, True)
    q_client = s.t("LENDER/CLIENT Name Sawtooth Federal Credit Union", 8, True)
    s.t("Company Address c/o Trailhead Valuation Management, LLC, PO Box 7731, Meridian, ID 83680", 8)
    fields = {
        "property_address": F("2817 Juniper Hollow Drive, Boise, ID 83706", 2, q_addr),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(615000, 2, q_av),
        "effective_date": F(
            "2026-03-14", 1, "as of 03/14/2026, which is the date of inspection and the effective"
        ),
        "appraiser_name": F("Carla J. Whitfield", 2, q_name),
        "client_name": F("Sawtooth Federal Credit Union", 2, q_client),
        "gross_living_area_sqft": F(2146, 1, q_gla),
    }
    notes = (
        "One-unit residential form, 2 pages. Detached ranch house with a permitted accessory dwelling unit "
        "('Units: One with Accessory Unit', 'Type: Detached'): property_type single_family. appraised_value "
        "$615,000 "
        "vs the contract price $612,000, the cost approach $631,400 and comparable sale and adjusted prices "
        "(sums on the three comparables). effective_date 03/14/2026 vs contract 03/02/2026, report "
        "03/20/2026 "
        "and supervisor 03/21/2026. client is the credit union (the AMC is only its c/o address; borrowers "
        "and "
        "the estate owner are not the client). appraiser is the signing appraiser, not the supervisory "
        "appraiser. GLA 2,146 above grade; the 900 sq.ft. basement and the 480 sq.ft. ADU are not in GLA, "
        "and "
        "comparable GLAs are distractors. No field is null."
    )
    sums = [
        SUM(
            f"comparable {i + 1}: sale price + net adjustment = adjusted sale price",
            [
                (1, T(f"comp {i + 1} sale price", c[0], 1, q_sale)),
                (1, T(f"comp {i + 1} net adjustment", c[2], 1, q_adj)),
            ],
            T(f"comp {i + 1} adjusted sale price", adj[i], 1, q_adjp),
        )
        for i, c in enumerate(comps)
    ]
    assert q_val
    return p, fields, notes, sums


# ==================== 2 narrative land appraisal: as-is value vs hypothetical value upon rezoning
@doc("b17_appr_vacant_land_narrative", "appraisal", "3900 County Road 412 vacant land appraisal")
def appr_land():
    p = Pdf(face="serif")
    fl = Flow(
        p, top=72, bottom=720, size=9.2, footer="Castellanos Land Advisors - File CLA-26-031 - page {} of {}"
    )
    fl.line("APPRAISAL REPORT", 14, True, align="c", lead=20)
    fl.line("38.62-Acre Tract of Vacant Land", 11, True, align="c", lead=16)
    fl.line("3900 County Road 412, Hutto, Texas 78634", 10, align="c", lead=22)
    fl.line("March 9, 2026", 9.2)
    fl.line("Brazos Prairie Bank", 9.2)
    fl.line("Attn: Kelsey Moreno, Chief Credit Officer", 9.2)
    fl.line("600 Main Street, Taylor, Texas 76574", 9.2, lead=18)
    fl.para(
        "Re: Appraisal of a 38.62-acre tract of vacant land located at 3900 County Road 412, Hutto, Texas "
        "78634 (Williamson County Appraisal District Property ID R-518840), owned by Hutto Crossing "
        "Partners, "
        "LP."
    )
    fl.para(
        "At your request, we have appraised the fee simple interest in the referenced property. The client "
        "for "
        "this assignment is Brazos Prairie Bank; the intended use is collateral evaluation for a proposed "
        "acquisition and development loan. The property was inspected on February 26, 2026, which is also "
        "the "
        "effective date of the as-is value. The date of this report is March 9, 2026."
    )
    fl.para(
        "The subject is unimproved agricultural land with about 1,410 feet of frontage on County Road 412. "
        "It is currently zoned AG (Agricultural); a request for rezoning to SF-2 (single-family residential) "
        "is pending with the City of Hutto. Highest and best use as is: holding for future residential "
        "development."
    )
    fl.head("VALUE CONCLUSIONS")
    fl.para(
        "Based on the sales comparison approach, our opinion of the As Is market value of the fee simple "
        "interest in the subject property, as of February 26, 2026, is:"
    )
    fl.line("FOUR MILLION TWO HUNDRED FIFTY THOUSAND DOLLARS ($4,250,000)", 10, True, align="c", lead=18)
    fl.para(
        "Hypothetical condition: assuming the rezoning to SF-2 had been approved as of February 26, 2026, "
        "the "
        "market value would be $5,600,000. This hypothetical value is provided at the client's request, is "
        "not the As Is market value, and may not be relied on for loan underwriting without approval of the "
        "rezoning."
    )
    fl.para(
        "The sales comparison approach indicated $110,000 per acre (38.62 acres x $110,000 = $4,248,200, "
        "rounded "
        "to $4,250,000). Five land sales from $96,500 to $131,200 per acre were analyzed. The 2025 certified "
        "appraisal-district market value of $1,931,000 reflects the agricultural valuation and was not "
        "relied "
        "on. The owner's asking price is $4,900,000. Neither the cost nor the income approach was developed; "
        "there are no building improvements and no gross living area."
    )
    fl.head("CERTIFICATION AND SIGNATURES")
    fl.para(
        "We certify that, to the best of our knowledge and belief, the statements of fact in this report are "
        "true and correct, and that this appraisal was prepared in conformity with USPAP. Sofia L. Park, "
        "Appraiser Trainee, provided research assistance under supervision and did not sign this report."
    )
    fl.skip(6)
    fl.need(60)
    fl.line("Daniel R. Castellanos, MAI", 9.2, True)
    fl.line("Texas State-Certified General Real Estate Appraiser TX-1330418-G", 9.2)
    fl.line("Castellanos Land Advisors, LLC, Round Rock, Texas", 9.2)
    fl.finish()
    fields = {
        "property_address": F(
            "3900 County Road 412, Hutto, Texas 78634", 1, "3900 County Road 412, Hutto, Texas 78634"
        ),
        "property_type": F("land", 1, "38.62-Acre Tract of Vacant Land"),
        "appraised_value": F(4250000, 1, "FOUR MILLION TWO HUNDRED FIFTY THOUSAND DOLLARS ($4,250,000)"),
        "effective_date": F("2026-02-26", 1, "in the subject property, as of February 26, 2026, is:"),
        "appraiser_name": F("Daniel R. Castellanos", 1, "Daniel R. Castellanos, MAI"),
        "client_name": F("Brazos Prairie Bank", 1, "The client for this assignment is Brazos Prairie Bank"),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal (letter format) of 38.62 acres of vacant agricultural land: property_type land. "
        "appraised_value is the As Is market value $4,250,000, not the hypothetical value upon rezoning "
        "$5,600,000, the unrounded $4,248,200, the $110,000 per acre, the appraisal-district value "
        "$1,931,000 "
        "or the asking price $4,900,000. effective_date February 26, 2026 (inspection = date of value) vs "
        "report date March 9, 2026. client is the bank (the letter is addressed to its officer; the owner is "
        "Hutto Crossing Partners, LP). appraiser is the signing MAI, not the unsigned trainee. "
        "gross_living_area_sqft is null: vacant land, no improvements and no gross living area."
    )
    return p, fields, notes, []
