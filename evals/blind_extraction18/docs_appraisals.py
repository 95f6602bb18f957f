"""Appraisal builders for blind_extraction18 (2 documents).  All properties,
people, values and addresses are invented."""

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid
from pdfkit import Pdf
from sheet import Sheet


def comma(x):
    return f"{x:,}"


def signed(x):
    if x == 0:
        return "0"
    return ("+ " if x > 0 else "- ") + f"{abs(x):,}"


# ==================== 1 condominium unit form: value below contract price, effective vs report date
@doc("b18_appr_condo_unit_form", "appraisal", "1840 Alder Knoll Way Unit 312 condominium unit appraisal")
def appr_condo():
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=46, size=8)
    q_type = s.row(
        [(40, "Individual Condominium Unit Appraisal Report"), (572, "File # OR-26-0733", "r")],
        size=12,
        bold=True,
    )
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject unit.",
        6.8,
        color=GREY,
    )
    s.skip(2)
    y = s.y
    y = grid(
        p,
        y,
        [
            (40, 300, "Property Address", "1840 Alder Knoll Way, Unit 312"),
            (300, 430, "City", "Hillsboro"),
            (430, 490, "State", "OR"),
            (490, 572, "Zip Code", "97124"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (40, 300, "Project Name", "Alder Knoll Lofts, a Condominium"),
            (300, 430, "Phase #", "2 of 2"),
            (430, 572, "HOA $ / per month", "412"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (40, 300, "Borrower", "Ingrid Solberg-Mathis"),
            (300, 572, "Owner of Public Record", "Dorian F. Lasko"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (40, 300, "Lender/Client", "Fernhill Home Loans, LLC"),
            (300, 572, "Address", "c/o Bluestem Valuation Services, PO Box 4180, Beaverton, OR 97076"),
        ],
        vsize=7.4,
    )
    y = grid(
        p,
        y,
        [
            (40, 200, "Contract Price $", "412,500"),
            (200, 330, "Date of Contract", "06/24/2026"),
            (330, 572, "Seller concessions (total $ amount)", "6,000 toward closing costs"),
        ],
    )
    s.y = y + 14
    s.t("UNIT DESCRIPTION", 8.4, True)
    y = grid(
        p,
        s.y - 6,
        [
            (40, 110, "Floor #", "3"),
            (110, 170, "# of Levels", "1"),
            (170, 230, "Rooms", "5"),
            (230, 300, "Bedrooms", "2"),
            (300, 370, "Bath(s)", "2.0"),
            (370, 572, "Square Feet of Gross Living Area Above Grade", "1,086"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (40, 200, "Balcony / Deck", "Balcony 96 sq.ft."),
            (200, 330, "Parking", "1 deeded garage space"),
            (330, 450, "Year Built", "2009"),
            (450, 572, "Project units (total)", "84"),
        ],
    )
    s.y = y + 14
    s.t("SALES COMPARISON APPROACH", 8.4, True)
    cx = [40, 236, 348, 460, 572]
    heads = ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    s.row([(cx[0], heads[0])] + [(cx[i + 1], heads[i + 1], "r") for i in range(4)], size=7, bold=True)
    s.rule()
    comps = [
        dict(
            addr="1840 Alder Knoll Way #208",
            price=398000,
            date="05/29/2026",
            gla=1040,
            floor=2,
            adj=dict(floor=4000, gla=4600, concessions=-3000, view=0, upgrades=0),
        ),
        dict(
            addr="1860 Alder Knoll Way #405",
            price=419900,
            date="06/12/2026",
            gla=1142,
            floor=4,
            adj=dict(floor=0, gla=-5600, concessions=0, view=-5000, upgrades=-7500),
        ),
        dict(
            addr="655 NE Wapato Pl #301",
            price=406000,
            date="04/21/2026",
            gla=1096,
            floor=3,
            adj=dict(floor=0, gla=-1000, concessions=0, view=0, upgrades=2500),
        ),
    ]

    def crow(label, subj, vals, bold=False):
        cells = [(cx[0], label), (cx[1], subj, "r")] + [(cx[i + 2], v, "r") for i, v in enumerate(vals)]
        return s.row(cells, size=7.4, bold=bold, lead=10.6)

    crow("Address", "Unit 312", [c["addr"] for c in comps])
    q_price = crow("Sale Price", "$ 412,500", ["$ " + comma(c["price"]) for c in comps])
    crow("Date of Sale", "pending", [c["date"] for c in comps])
    crow("Floor Location", "3", [str(c["floor"]) + " / " + signed(c["adj"]["floor"]) for c in comps])
    crow(
        "Gross Living Area (sq.ft.)",
        "1,086",
        [comma(c["gla"]) + " / " + signed(c["adj"]["gla"]) for c in comps],
    )
    crow("View", "Courtyard", ["Courtyard / 0", "City / - 5,000", "Courtyard / 0"])
    crow("Upgrades / Condition", "Average", ["Average / 0", "Remodeled / - 7,500", "Dated / + 2,500"])
    crow("Sales or Financing Concessions", "", ["$3,000 seller / - 3,000", "none / 0", "none / 0"])
    nets = [sum(c["adj"].values()) for c in comps]
    adjp = [c["price"] + n for c, n in zip(comps, nets, strict=True)]
    s.rule()
    q_net = crow("Net Adjustment (Total)", "", [signed(n) for n in nets], True)
    q_adj = crow("Adjusted Sale Price of Comparables", "", ["$ " + comma(a) for a in adjp], True)
    same(403600, adjp[0], "comp 1")
    same(401800, adjp[1], "comp 2")
    same(407500, adjp[2], "comp 3")
    s.skip(6)
    s.para(
        "The comparables bracket the subject's size and floor level; most weight is given to Comparable 1 "
        "(same building, recent). The contract price of $412,500 is not supported by the market data; the "
        "Cost Approach was not developed for this individual unit and the Income Approach is not applicable.",
        7.4,
    )
    q_sca = s.t("Indicated Value by Sales Comparison Approach $ 405,000", 8.4, True)
    s.t("RECONCILIATION", 8.4, True)
    s.para(
        'This appraisal is made "as is". Based on a complete visual inspection of the interior and exterior '
        "areas of the subject unit, defined scope of work, statement of assumptions and limiting conditions, "
        "and appraiser's certifications, my (our) opinion of the market value, as defined, of the real "
        "property that is the subject of this report is $ 405,000, as of 07/09/2026, which is the date of "
        "inspection and the effective date of this appraisal.",
        7.6,
    )
    s.p.footer("Individual Condominium Unit Appraisal Report - File # OR-26-0733 - Page 1 of 2")
    # ---------- page 2: certification and signatures
    s.new_page()
    s.t("APPRAISER'S CERTIFICATION (excerpt)", 9, True)
    s.para(
        "I certify that I have, at a minimum, developed and reported this appraisal in accordance with the "
        "scope of work requirements stated in this report; I performed a complete visual inspection of the "
        "interior and exterior areas of the subject property; and my compensation is not contingent on the "
        "reporting of a predetermined value.",
        7.6,
    )
    s.skip(8)
    s.row([(40, "APPRAISER"), (310, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], size=8.4, bold=True)
    s.rule()
    s.row([(40, "Name"), (120, "Marisol T. Aberdeen"), (310, "Name"), (390, "Graham L. Pettibone")])
    s.row(
        [
            (40, "Company Name"),
            (120, "Tualatin Ridge Appraisal"),
            (310, "Company Name"),
            (390, "Tualatin Ridge Appraisal"),
        ]
    )
    s.row([(40, "Telephone"), (120, "(503) 555-0177"), (310, "State Certification #"), (390, "C000563")])
    s.row([(40, "State Certification #"), (120, "C002271"), (310, "Expiration Date"), (390, "10/31/2027")])
    s.row([(40, "Expiration Date"), (120, "03/31/2027")])
    q_sig = s.row([(40, "Date of Signature and Report"), (200, "07/15/2026")])
    q_eff = s.row([(40, "Effective Date of Appraisal"), (200, "07/09/2026")])
    s.skip(4)
    s.t("ADDRESS OF PROPERTY APPRAISED", 7.6, True)
    q_addr = s.t("1840 Alder Knoll Way, Unit 312, Hillsboro, OR 97124")
    q_val = s.row([(40, "APPRAISED VALUE OF SUBJECT PROPERTY"), (240, "$ 405,000")], bold=True)
    s.skip(4)
    s.t("LENDER/CLIENT", 7.6, True)
    s.row([(40, "Name"), (200, "Underwriting Department")])
    q_client = s.row([(40, "Company Name"), (200, "Fernhill Home Loans, LLC")])
    s.row(
        [(40, "Company Address"), (200, "c/o Bluestem Valuation Services, PO Box 4180, Beaverton, OR 97076")]
    )
    s.skip(6)
    s.t("SUPERVISORY APPRAISER - SUBJECT PROPERTY", 7.6, True)
    s.t(
        "[X] Did not inspect subject property   [ ] Did inspect exterior of subject property from street", 7.6
    )
    s.p.footer("Individual Condominium Unit Appraisal Report - File # OR-26-0733 - Page 2 of 2")
    assert q_sca and q_sig
    fields = {
        "property_address": F("1840 Alder Knoll Way, Unit 312, Hillsboro, OR 97124", 2, q_addr),
        "property_type": F("condominium", 1, q_type),
        "appraised_value": F(405000, 2, q_val),
        "effective_date": F("2026-07-09", 2, q_eff),
        "appraiser_name": F(
            "Marisol T. Aberdeen",
            2,
            "APPRAISER SUPERVISORY APPRAISER (ONLY IF REQUIRED) Name Marisol T. Aberdeen",
        ),
        "client_name": F("Fernhill Home Loans, LLC", 2, q_client),
        "gross_living_area_sqft": F(1086, 1, "Square Feet of Gross Living Area Above Grade 1,086"),
    }
    notes = (
        "Two-page condominium unit form (property_type condominium). property_address is the full address "
        "printed under 'ADDRESS OF PROPERTY APPRAISED' (page 1 splits it into boxes). appraised_value is the "
        "$405,000 opinion, below the $412,500 contract price; comparable sale and adjusted prices are "
        "distractors (three sums: sale price + net adjustment = adjusted price). effective_date is "
        "07/09/2026, "
        "not the report/signature date 07/15/2026 or the contract date. appraiser_name is the signing "
        "appraiser, not the supervisory appraiser. client_name is the Lender/Client company (its address is "
        "c/o an appraisal management company). gross_living_area_sqft is 1,086 (balcony and comparable areas "
        "are distractors). No field is null."
    )
    sums = []
    for i, (c, n, a) in enumerate(zip(comps, nets, adjp, strict=True), 1):
        sums.append(
            SUM(
                f"Comparable {i}: sale price + net adjustment = adjusted sale price",
                [
                    (1, T(f"Comparable {i} sale price", c["price"], 1, q_price)),
                    (1, T(f"Comparable {i} net adjustment", n, 1, q_net)),
                ],
                T(f"Comparable {i} adjusted sale price", a, 1, q_adj),
            )
        )
    return p, fields, notes, sums


# ==================== 2 narrative industrial appraisal: as-is vs prospective values, NRA not GLA
@doc(
    "b18_appr_industrial_as_is_prospective",
    "appraisal",
    "7715 Thornapple Commerce Drive industrial appraisal",
)
def appr_ind():
    p = Pdf(face="serif")
    fl = Flow(
        p,
        top=70,
        bottom=728,
        size=9,
        footer="Appraisal Report - 7715 Thornapple Commerce Drive SE - Page {} of {}",
    )
    fl.line("Lindqvist Valuation Advisors", 12, True, align="c", lead=15)
    fl.line(
        "Real Estate Appraisal and Consulting - 250 Monroe Center NW, Grand Rapids, MI 49503",
        8,
        align="c",
        lead=22,
    )
    fl.line("May 18, 2026", 9)
    fl.skip(4)
    fl.line("Ms. Avery Brandt, Vice President, Commercial Real Estate", 9)
    q_client = "Kettle Moraine Commercial Bank"
    fl.line(q_client, 9)
    fl.line("400 Lakefront Plaza, Milwaukee, WI 53202", 9, lead=20)
    q_re = "Re: Appraisal of a multi-tenant industrial flex building"
    fl.line(q_re, 9, True)
    q_addr = "7715 Thornapple Commerce Drive SE, Caledonia, Michigan 49316"
    fl.line(q_addr, 9, True)
    fl.line("Our File No. 26-1152-IND", 9, lead=20)
    fl.para(
        "Dear Ms. Brandt: At your request, we have appraised the above property, a 42,800-square-foot "
        "(net rentable area) multi-tenant industrial flex building on a 4.86-acre site, built in 1998 and "
        "zoned I-1 Light Industrial. The client and intended user is Kettle Moraine Commercial Bank; the "
        "intended use is loan underwriting. The owner, Thornapple Flex Partners LLC, is renovating the "
        "building; it is currently 58% leased."
    )
    fl.para("We have developed the following opinions of value:")
    x = [64, 300, 380, 548]
    cols_ = [
        (x[0], "Value Premise", "l"),
        (x[1], "Interest", "l"),
        (x[2], "Date of Value", "l"),
        (x[3], "Value", "r"),
    ]
    fl.need(80)
    for cx, t, al in cols_:
        p.text(cx, fl.y, t, 8.6, True, align=al)
    p.hline(fl.y + 4, 60, 552)
    fl.y += 15
    rows = [
        ("As Is Market Value", "Leased Fee", "May 4, 2026", 6350000),
        ("Prospective Market Value Upon Completion", "Leased Fee", "November 1, 2026", 7900000),
        ("Prospective Market Value Upon Stabilization", "Leased Fee", "May 1, 2027", 8450000),
    ]
    vq = {}
    for prem, intr, dt, v in rows:
        vals = [prem, intr, dt, "$" + comma(v)]
        for (cx, _, al), t in zip(cols_, vals, strict=True):
            p.text(cx, fl.y, t, 8.6, align=al)
        vq[prem] = " ".join(vals)
        fl.y += 13
    fl.skip(6)
    fl.para(
        "The As Is Market Value reflects the property in its current, partially renovated and partially "
        "leased condition. The prospective values assume completion of the renovation as budgeted and "
        "lease-up to a stabilized 93% occupancy; they are not current values."
    )
    fl.head("DERIVATION OF THE AS IS VALUE")
    stab, rent_loss, lc, capex, ent = 8450000, 415000, 285000, 1270000, 130000
    dq = {}
    for label, v in [
        ("Prospective market value upon stabilization", stab),
        ("Less: rent loss during lease-up", -rent_loss),
        ("Less: leasing commissions", -lc),
        ("Less: remaining renovation costs", -capex),
        ("Less: entrepreneurial incentive", -ent),
        ("As Is Market Value", stab - rent_loss - lc - capex - ent),
    ]:
        txt = ("-$" + comma(-v)) if v < 0 else "$" + comma(v)
        p.text(84, fl.y, label, 9)
        p.text(460, fl.y, txt, 9, align="r")
        dq[label] = f"{label} {txt}"
        fl.y += 13
    same(6350000, stab - rent_loss - lc - capex - ent, "as is derivation")
    fl.skip(6)
    fl.head("SUMMARY OF APPROACHES (STABILIZED)")
    noi = 612600
    cap = 7.25
    fl.para(
        f"Income Capitalization Approach: stabilized net operating income of ${comma(noi)} capitalized at "
        f"{cap}% indicates ${comma(round(noi / cap * 100))}, rounded to $8,450,000. Sales Comparison "
        "Approach: "
        "$8,400,000 ($196.26 per square foot of net rentable area). The Cost Approach was not developed. "
        "Land value (as vacant): $1,460,000. Insurable replacement cost: $5,120,000."
    )
    fl.para(
        "Building areas: net rentable area 42,800 square feet; gross building area 44,150 square feet; "
        "office finish approximately 22% of the building. Clear height 18 to 22 feet."
    )
    fl.head("CERTIFICATION")
    fl.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in this "
        "report are true and correct, and that I have made a personal inspection of the property that is the "
        "subject of this report. Jonah E. Marchetti, Appraiser Trainee, provided significant real property "
        "appraisal assistance to the person signing this certification; he did not sign this report."
    )
    fl.skip(10)
    fl.need(60)
    fl.line("Respectfully submitted,", 9, lead=22)
    q_appr = "Theodore J. Lindqvist, MAI"
    fl.line(q_appr, 9.4, True)
    fl.line("Certified General Appraiser, Michigan License No. 1201004417", 8.6)
    fl.finish()
    same(8449655, round(noi / cap * 100), "income approach")
    fields = {
        "property_address": F("7715 Thornapple Commerce Drive SE, Caledonia, Michigan 49316", 1, q_addr),
        "property_type": F("industrial", 1, q_re),
        "appraised_value": F(6350000, 1, vq["As Is Market Value"]),
        "effective_date": F("2026-05-04", 1, vq["As Is Market Value"]),
        "appraiser_name": F("Theodore J. Lindqvist", 1, q_appr),
        "client_name": F(
            "Kettle Moraine Commercial Bank",
            1,
            "The client and intended user is Kettle Moraine Commercial Bank",
        ),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a multi-tenant industrial flex building (property_type industrial) with "
        "three "
        "values: As Is $6,350,000 (May 4, 2026), prospective upon completion $7,900,000 (November 1, 2026) "
        "and "
        "upon stabilization $8,450,000 (May 1, 2027). appraised_value is the As Is market value, the only "
        "current opinion of market value; effective_date is its date of value (the letter is dated May 18, "
        "2026). The as-is derivation from the stabilized value is a sum; the unrounded income indication, "
        "sales comparison, land and insurable values are distractors. client_name is the bank (the letter is "
        "addressed to its officer; the owner is not the client). appraiser_name is the signing MAI, not the "
        "trainee. gross_living_area_sqft is null: only net rentable and gross building areas of a commercial "
        "building are printed, no gross living area."
    )
    sums = [
        SUM(
            "Stabilized value - lease-up costs - renovation - incentive = As Is value",
            [
                (
                    1,
                    T(
                        "Prospective market value upon stabilization",
                        stab,
                        1,
                        dq["Prospective market value upon stabilization"],
                    ),
                ),
                (1, T("Rent loss", -rent_loss, 1, dq["Less: rent loss during lease-up"])),
                (1, T("Leasing commissions", -lc, 1, dq["Less: leasing commissions"])),
                (1, T("Remaining renovation costs", -capex, 1, dq["Less: remaining renovation costs"])),
                (1, T("Entrepreneurial incentive", -ent, 1, dq["Less: entrepreneurial incentive"])),
            ],
            "appraised_value",
        )
    ]
    return p, fields, notes, sums
