"""Appraisal builders for blind_extraction26 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

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


# ===== 1 individual condominium unit form: purchase, contract price above value, AMC vs lender
@doc(
    "b26_appr_condo_purchase_contract_above_value",
    "appraisal",
    "1450 Mill Quarter Row Unit 507 condominium appraisal",
)
def appr_condo():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Individual Condominium Unit Appraisal Report"), (576, "File # LPA-27-10-0388", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "This report gives the lender/client a supported opinion of the market value of the subject "
        "condominium unit, based on the scope of work and the assumptions stated in this form.",
        6.8,
        color=GREY,
    )
    s.skip(4)
    s.t("SUBJECT", 8.4, True)
    subj = form_rows(
        s,
        [
            [
                (36, 250, "Property Address", "1450 Mill Quarter Row"),
                (250, 320, "Unit #", "507"),
                (320, 440, "City", "Minneapolis"),
                (440, 500, "State", "MN"),
                (500, 576, "Zip Code", "55401"),
            ],
            [
                (36, 230, "Borrower", "Nadia Oyelaran-Brandt"),
                (230, 450, "Owner of Public Record", "Lindqvist-Amundsen, Theodore & Ruth"),
                (450, 576, "County", "Hennepin"),
            ],
            [
                (36, 250, "Project Name", "Stonearch Mill Lofts Condominium"),
                (250, 360, "Phase #", "II"),
                (360, 460, "Map Reference", "Sec 23 T29 R24"),
                (460, 576, "Census Tract", "1044.02"),
            ],
            [
                (36, 170, "Assessor's Parcel #", "23-029-24-31-0507"),
                (170, 250, "Tax Year", "2027"),
                (250, 350, "R.E. Taxes $", "5,062"),
                (350, 460, "HOA $ (per month)", "486"),
                (460, 576, "Special Assessments $", "0"),
            ],
            [
                (36, 170, "Assignment Type", "Purchase Transaction"),
                (170, 360, "Lender/Client", "Gunflint Trail Savings Bank"),
                (360, 576, "Address", "3100 Hennepin Ave S, Minneapolis, MN 55408"),
            ],
            [
                (36, 300, "Engaged through (AMC)", "Northwoods Valuation Management, LLC"),
                (300, 430, "Occupant", "Owner"),
                (430, 576, "Property Rights Appraised", "Fee Simple"),
            ],
        ],
    )
    s.t("CONTRACT", 8.4, True)
    contract = form_rows(
        s,
        [
            [
                (36, 150, "Contract Price $", "418,500"),
                (150, 260, "Date of Contract", "09/12/2027"),
                (260, 420, "Seller concessions / charges $", "6,000 (closing costs)"),
                (420, 576, "Data Source(s)", "Purchase agreement, NorthstarMLS"),
            ],
        ],
    )
    s.t("PROJECT INFORMATION", 8.4, True)
    proj = form_rows(
        s,
        [
            [
                (36, 220, "Project Type", "Condominium (converted mill, mid-rise)"),
                (220, 320, "Year Built", "1911 / 2016"),
                (320, 430, "# of Stories", "7"),
                (430, 576, "Total # of Units / Sold", "96 / 96"),
            ],
            [
                (36, 220, "Common elements", "Fitness room, roof deck, bike storage"),
                (220, 430, "Parking", "Underground, 1 deeded space (P1-44)"),
                (430, 576, "Owner-occupied units", "81"),
            ],
        ],
    )
    s.t("UNIT DESCRIPTION", 8.4, True)
    unit = form_rows(
        s,
        [
            [
                (36, 130, "Floor #", "5"),
                (130, 330, "Finished area above grade contains", "5 Rooms · 2 Bedrooms · 2.0 Bath(s)"),
                (330, 576, "Square Feet of Gross Living Area Above Grade", "1,138"),
            ],
            [
                (36, 300, "Condition / Quality", "C2 / Q3 (updated kitchen 2024)"),
                (300, 576, "Heating / Cooling", "Forced air, heat pump / Central"),
            ],
        ],
    )
    s.para(
        "The subject is a corner unit with exposed timber beams and river views to the east. The storage "
        "locker (48 sq ft) on P1 is a limited common element and is not included in the gross living area. "
        "The HOA budget, reserve study and insurance certificate were reviewed; no pending litigation.",
        7.4,
    )
    # ---- page 2: sales comparison
    s.new_page()
    s.t("SALES COMPARISON APPROACH", 8.4, True)
    s.para(
        "There are 9 comparable properties currently offered for sale in the subject neighborhood ranging in "
        "price from $329,000 to $512,000; 14 sold in the past twelve months from $318,500 to $497,000.",
        7,
    )
    s.skip(4)
    cx = [36, 190, 290, 386, 482]
    s.row(
        [
            (cx[0], "FEATURE"),
            (cx[1], "SUBJECT"),
            (cx[2], "COMPARABLE 1"),
            (cx[3], "COMPARABLE 2"),
            (cx[4], "COMPARABLE 3"),
        ],
        size=7.4,
        bold=True,
    )
    s.rule()
    comps = [
        ("1450 Mill Quarter Row #312", 402000, [("GLA", -4000), ("Floor/view", 8000), ("Condition", 0)]),
        ("1450 Mill Quarter Row #618", 436500, [("GLA", 2500), ("Floor/view", -6000), ("Condition", -9000)]),
        ("221 Second St SE #904", 422500, [("GLA", -9000), ("Floor/view", -4000), ("Condition", 5000)]),
    ]
    s.row(
        [(cx[0], "Address"), (cx[1], "1450 Mill Quarter Row #507")]
        + [(cx[2 + i], c[0]) for i, c in enumerate(comps)],
        size=6.8,
    )
    s.row(
        [
            (cx[0], "Proximity to Subject"),
            (cx[2], "same building"),
            (cx[3], "same building"),
            (cx[4], "0.31 miles SE"),
        ],
        size=6.8,
    )
    q_price = s.row(
        [(cx[0], "Sale Price"), (cx[1], "$418,500")]
        + [(cx[2 + i], "$" + comma(c[1])) for i, c in enumerate(comps)],
        size=6.8,
    )
    s.row(
        [
            (cx[0], "Date of Sale"),
            (cx[1], "contract 09/12/2027"),
            (cx[2], "s07/2027"),
            (cx[3], "s05/2027"),
            (cx[4], "s08/2027"),
        ],
        size=6.8,
    )
    s.row(
        [
            (cx[0], "Gross Living Area"),
            (cx[1], "1,138"),
            (cx[2], "1,176"),
            (cx[3], "1,114"),
            (cx[4], "1,224"),
        ],
        size=6.8,
    )
    s.row(
        [
            (cx[0], "Floor / View"),
            (cx[1], "5 / river"),
            (cx[2], "3 / courtyard"),
            (cx[3], "6 / river"),
            (cx[4], "9 / river"),
        ],
        size=6.8,
    )
    s.row([(cx[0], "Condition"), (cx[1], "C2"), (cx[2], "C2"), (cx[3], "C1"), (cx[4], "C3")], size=6.8)
    for k in range(3):
        s.row(
            [(cx[0], comps[0][2][k][0] + " adjustment")]
            + [(cx[2 + i], adj(c[2][k][1])) for i, c in enumerate(comps)],
            size=6.8,
        )
    s.rule()
    qs = []
    for i, (_, price, adjs) in enumerate(comps):
        net = sum(a for _, a in adjs)
        qs.append((price, net, price + net))
        del i
    q_net = s.row(
        [(cx[0], "Net Adjustment (Total)")] + [(cx[2 + i], adj(n)) for i, (_, n, _) in enumerate(qs)],
        size=6.8,
        bold=True,
    )
    q_adjp = s.row(
        [(cx[0], "Adjusted Sale Price of Comparables")]
        + [(cx[2 + i], "$" + comma(a)) for i, (_, _, a) in enumerate(qs)],
        size=6.8,
        bold=True,
    )
    s.skip(6)
    s.para(
        "Summary of Sales Comparison Approach: all three sales are recent, arm's-length resales of units in "
        "converted mill buildings in the riverfront district. Comparable 1 is given most weight (same "
        "building, similar size and condition). The contract price of $418,500 exceeds the indicated value; "
        "the purchaser was informed through the lender.",
        7.2,
    )
    q_ind = s.t("Indicated Value by Sales Comparison Approach $ 415,000", 8.4, True)
    s.t(
        "Indicated Value by: Sales Comparison Approach $ 415,000 · Income Approach (if developed) $ not "
        "developed",
        7.6,
    )
    s.skip(4)
    q_recon = s.para(
        'Reconciliation: value conclusion "as is". After inspecting the unit inside and out and applying '
        "the scope of work, assumptions and certification of this report, I conclude that the market value "
        "of the subject unit is $415,000 as of 10/04/2027, the inspection date and effective date of this "
        "appraisal.",
        7.6,
    )
    # ---- page 3: signatures
    s.new_page()
    s.t("APPRAISER'S CERTIFICATION (excerpt)", 8.4, True)
    s.para(
        "I certify that, to the best of my knowledge and belief, I performed this appraisal in accordance "
        "with the requirements of the Uniform Standards of Professional Appraisal Practice; I personally "
        "inspected the interior and exterior areas of the subject unit; I was engaged through the appraisal "
        "management company named on page 1, and my client is the lender identified below.",
        7.2,
    )
    s.skip(6)
    s.row([(36, "APPRAISER"), (310, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], size=8.4, bold=True)
    left = [
        ("Signature", "/s/ Ingrid Solheim-Matsuda"),
        ("Name", "Ingrid Solheim-Matsuda"),
        ("Company Name", "Lakes & Prairie Appraisal Group"),
        ("Company Address", "715 Lake Street E, Wayzata, MN 55391"),
        ("Telephone Number", "(952) 555-0116"),
        ("Email Address", "isolheim@lakesprairie.example"),
        ("Date of Signature and Report", "10/09/2027"),
        ("Effective Date of Appraisal", "10/04/2027"),
        ("State Certification #", "40381522 (Certified Residential)"),
        ("State / Expiration Date", "MN / 08/31/2028"),
    ]
    right = [
        ("Signature", ""),
        ("Name", ""),
        ("Company Name", ""),
        ("Date of Signature", ""),
        ("State Certification #", ""),
        ("Did not inspect subject property", ""),
    ]
    ql = {}
    for i in range(len(left)):
        cells = [(36, left[i][0]), (150, left[i][1])]
        if i < len(right):
            cells += [(310, right[i][0]), (430, right[i][1] or "________________________")]
        ql[left[i][0]] = s.row(cells, size=7.6)
    s.skip(6)
    q_addr = s.t(
        "ADDRESS OF PROPERTY APPRAISED: 1450 Mill Quarter Row, Unit 507, Minneapolis, MN 55401", 8, True
    )
    q_val = s.t("APPRAISED VALUE OF SUBJECT PROPERTY $ 415,000", 8, True)
    s.skip(4)
    s.t("LENDER/CLIENT", 8, True)
    q_client = s.t("Name: Gunflint Trail Savings Bank", 7.8)
    s.t("Company Address: 3100 Hennepin Ave S, Minneapolis, MN 55408", 7.8)
    s.t("Loan officer: Marguerite Osei-Lindahl · Loan # 2709-44817", 7.8)
    s.skip(8)
    s.para(
        "AMC review: Northwoods Valuation Management, LLC completed its compliance review on 10/11/2027 "
        "(reviewer: B. Hakanson). The AMC is not the client; it acted as agent of the lender in engaging the "
        "appraiser.",
        7.2,
    )
    for pr, n, a in qs:
        same(a, pr + n, "adjusted price")
    same(415000, 415000, "value")
    fields = {
        "property_address": F("1450 Mill Quarter Row, Unit 507, Minneapolis, MN 55401", 3, q_addr),
        "property_type": F("condominium", 1, proj[0]),
        "appraised_value": F(415000, 3, q_val),
        "effective_date": F("2027-10-04", 3, ql["Effective Date of Appraisal"]),
        "appraiser_name": F("Ingrid Solheim-Matsuda", 3, ql["Name"]),
        "client_name": F("Gunflint Trail Savings Bank", 3, q_client),
        "gross_living_area_sqft": F(1138, 1, unit[0]),
    }
    notes = (
        "Individual condominium unit appraisal form for a purchase. property_type is condominium (a unit in "
        "a converted mill condominium project). appraised_value is the opinion of market value ($415,000, "
        "also in the reconciliation and the indicated value), not the higher contract price, the comparable "
        "sale prices or the neighbourhood price ranges. effective_date is the Effective Date of Appraisal "
        "(date of inspection), not the signature/report date, contract date or AMC review date. "
        "appraiser_name is the signing appraiser; the supervisory block is blank. client_name is the "
        "Lender/Client bank, not the AMC, the borrower or the owner of record. gross_living_area_sqft is the "
        "Gross Living Area Above Grade (the storage locker is excluded). The comparable grid adds up (sale "
        "price + net adjustment = adjusted price; sums)."
    )
    sums = [
        SUM(
            f"comparable {i + 1}: sale price + net adjustment = adjusted sale price",
            [(1, T("sale price", pr, 2, q_price)), (1, T("net adjustment", n, 2, q_net))],
            T("adjusted sale price", a, 2, q_adjp),
        )
        for i, (pr, n, a) in enumerate(qs)
    ]
    del subj, contract, q_ind, q_recon
    return p, fields, notes, sums


# ===== 2 narrative industrial appraisal: as-is vs prospective stabilized value, GBA only, MAI signs
@doc(
    "b26_appr_industrial_as_is_vs_stabilized",
    "appraisal",
    "Quarry Lane Distribution Center appraisal report",
)
def appr_ind():
    p = Pdf(face="serif")
    s = Sheet(p, x=60, xr=552, top=60, size=8.8)
    s.t("SCIOTO VALLEY VALUATION ADVISORS, LLC", 11, True)
    s.t(
        "Real Estate Valuation & Consulting · 250 Civic Center Drive, Suite 610, Columbus, Ohio 43215",
        7.8,
        color=GREY,
    )
    s.p.hline(s.y - 6, 60, 552, 0.8)
    s.skip(10)
    s.row([(60, "November 22, 2027"), (552, "File No. SVVA-27-1193", "r")], size=8.8)
    s.skip(6)
    s.t("Mr. Theo Marchetti-Vance, Senior Credit Officer", 8.8)
    q_client = s.t("Buckeye Frontier Bank", 8.8, True)
    s.t("Commercial Real Estate Lending")
    s.t("88 East Broad Street, Columbus, Ohio 43215")
    s.skip(8)
    q_re = s.t(
        "Re: Appraisal Report - Quarry Lane Distribution Center, 7425 Quarry Lane, Groveport, Ohio 43125",
        8.8,
        True,
    )
    s.skip(4)
    s.para(
        "Dear Mr. Marchetti-Vance: At your request, we have prepared an appraisal of the above-referenced "
        "property, a multi-tenant industrial warehouse and distribution building of 186,400 square feet of "
        "gross building area on a 14.62-acre site in Franklin County. The property is owned by Quarry Lane "
        "Logistics Owner, LLC, the proposed borrower. The intended use is first-mortgage lending decisions "
        "by Buckeye Frontier Bank, the client and sole intended user.",
        8.6,
    )
    s.para(
        "The subject is 78% leased to three tenants; the vacant 41,000-square-foot bay is being marketed, "
        "and "
        "we have therefore also developed a prospective value upon stabilization at a 95% occupancy level, "
        "subject to the extraordinary assumption that the vacant space is leased on market terms by that "
        "date.",
        8.6,
    )
    s.skip(4)
    s.t("VALUE CONCLUSIONS", 9, True)
    vx = [(60, "l"), (250, "l"), (390, "l"), (552, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                vx, ["Value premise", "Interest appraised", "Date of value", "Value"], strict=True
            )
        ],
        size=8,
        bold=True,
    )
    s.rule()
    q_asis = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                vx, ["As Is Market Value", "Leased Fee", "November 8, 2027", "$19,750,000"], strict=True
            )
        ],
        size=8.4,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                vx,
                ["Prospective Market Value Upon Stabilization", "Leased Fee", "May 1, 2029", "$22,400,000"],
                strict=True,
            )
        ],
        size=8.4,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                vx,
                ["As Is Market Value of the Land", "Fee Simple", "November 8, 2027", "$3,650,000"],
                strict=True,
            )
        ],
        size=8.4,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                vx,
                ["Insurable Replacement Cost (not a market value)", "-", "November 8, 2027", "$14,920,000"],
                strict=True,
            )
        ],
        size=8.4,
    )
    s.rule()
    s.skip(6)
    s.para(
        "The property was inspected on November 8, 2027, the effective date of the as-is value. This "
        "appraisal report conforms to USPAP, FIRREA and the client's appraisal guidelines. Exposure time is "
        "estimated at six to nine months.",
        8.6,
    )
    s.t("Respectfully submitted,", 8.6)
    s.t("SCIOTO VALLEY VALUATION ADVISORS, LLC", 8.6, True)
    s.skip(14)
    s.t("Renata Okonkwo-Lindqvist, MAI", 8.6)
    s.t("Certified General Real Estate Appraiser, Ohio No. 2019004417", 8.2)
    # ---- page 2: property summary and income approach
    s.new_page()
    s.t("PROPERTY SUMMARY", 10, True)
    rows = [
        ("Property type", "Industrial - multi-tenant warehouse / distribution"),
        ("Location", "7425 Quarry Lane, Groveport, Franklin County, Ohio 43125"),
        ("Parcel numbers", "495-281044-00 and 495-281045-00"),
        ("Site area", "14.62 acres (636,847 square feet); zoned M-2 General Industrial"),
        ("Gross building area (GBA)", "186,400 square feet"),
        ("Net rentable area (NRA)", "184,950 square feet, including 9,800 square feet of office finish"),
        ("Construction / year built", "Tilt-up concrete; built 2001, expanded 2019; 32-foot clear height"),
        ("Loading", "38 dock-high doors, 4 drive-in doors, 130-foot truck courts"),
        ("Occupancy", "78% leased (three tenants); 41,000 square feet vacant"),
        ("Highest and best use", "Continued industrial use as improved"),
    ]
    qp = {}
    for k, v in rows:
        qp[k] = s.kv(k, v, xv=220)
    s.skip(10)
    s.t("INCOME CAPITALIZATION APPROACH - DIRECT CAPITALIZATION (AS IS)", 9.6, True)
    s.skip(2)
    pgi = 1842600
    vac = 405400
    egi = pgi - vac
    reimb = 318900
    egi2 = egi + reimb
    opex = 373600
    noi = egi2 - opex
    lines = [
        ("Potential gross rental income (184,950 sf at market and contract rents)", pgi),
        ("Less: vacancy and collection loss (in-place vacancy)", -vac),
        ("Effective rental income", egi),
        ("Plus: expense reimbursements", reimb),
        ("Effective gross income", egi2),
        ("Less: operating expenses (taxes, insurance, CAM, management, reserves)", -opex),
        ("Net operating income", noi),
    ]
    ql = {}
    for k, v in lines:
        ql[k] = s.row(
            [(60, k), (552, ("-$" if v < 0 else "$") + comma(abs(v)), "r")],
            size=8.4,
            bold=k in ("Effective gross income", "Net operating income"),
        )
    cap = "7.00%"
    ind = int((D(noi) / D("0.07") / 10000).quantize(D(1), rounding=ROUND_HALF_UP) * 10000)
    s.row([(60, "Capitalization rate"), (552, cap, "r")], size=8.4)
    q_ind = s.row(
        [(60, "Indicated value, as is (rounded)"), (552, "$" + comma(ind), "r")], size=8.4, bold=True
    )
    s.skip(8)
    s.t("SALES COMPARISON APPROACH (SUMMARY)", 9.6, True)
    s.para(
        "Six sales of single- and multi-tenant warehouses in the Columbus south-east submarket, sold between "
        "January 2026 and September 2027, indicate adjusted unit values of $98.40 to $118.75 per square foot "
        "of GBA. We concluded $106.00 per square foot for the subject as is, or $19,758,400, rounded to "
        "$19,760,000.",
        8.6,
    )
    # ---- page 3: reconciliation and certification
    s.new_page()
    s.t("RECONCILIATION AND FINAL VALUE OPINION", 10, True)
    s.para(
        f"The income capitalization approach indicates ${comma(ind)} and the sales comparison approach "
        "$19,760,000. The cost approach was not developed because of the age of the improvements. Greatest "
        "weight is given to the income approach, which reflects the leased-fee position.",
        8.6,
    )
    q_final = s.para(
        "Final opinion: the As Is Market Value of the leased fee interest in the subject property, as of "
        "November 8, 2027, is $19,750,000 (NINETEEN MILLION SEVEN HUNDRED FIFTY THOUSAND DOLLARS).",
        8.8,
        True,
    )
    s.para(
        "The Prospective Market Value Upon Stabilization, as of May 1, 2029, is $22,400,000; it is subject "
        "to "
        "the extraordinary assumption stated in the letter of transmittal and is not the as-is value.",
        8.6,
    )
    s.skip(6)
    s.t("CERTIFICATION", 10, True)
    s.para(
        "We certify that, to the best of our knowledge and belief: the statements of fact contained in this "
        "report are true and correct; we have no present or prospective interest in the property; our "
        "engagement was not contingent upon developing or reporting a predetermined value; the analyses and "
        "this report were prepared in conformity with the Uniform Standards of Professional Appraisal "
        "Practice and the Code of Professional Ethics of the Appraisal Institute. Renata Okonkwo-Lindqvist, "
        "MAI, made a personal inspection of the property. Jordan Pike, a registered appraiser trainee, "
        "provided research assistance and did not sign this report.",
        8.4,
    )
    s.skip(14)
    s.t("______________________________________", 8.6)
    q_sig = s.t("Renata Okonkwo-Lindqvist, MAI, Managing Director", 8.8, True)
    s.t("Certified General Real Estate Appraiser, Ohio No. 2019004417, expires 06/30/2028", 8.2)
    s.t("Date of report: November 22, 2027", 8.2)
    same(19750000, 19750000, "as is value")
    same(ind, 19750000, "income approach")
    final = " ".join(q_final)
    fields = {
        "property_address": F("7425 Quarry Lane, Groveport, Ohio 43125", 1, q_re),
        "property_type": F("industrial", 2, qp["Property type"]),
        "appraised_value": F(19750000, 1, q_asis),
        "effective_date": F("2027-11-08", 1, q_asis),
        "appraiser_name": F("Renata Okonkwo-Lindqvist", 3, q_sig),
        "client_name": F("Buckeye Frontier Bank", 1, q_client),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal report (letter of transmittal, summary, reconciliation) for a multi-tenant "
        "industrial warehouse; property_type is industrial. appraised_value is the As Is Market Value "
        "($19,750,000, also in the final opinion), not the prospective value upon stabilization, the land "
        "value, the insurable replacement cost or the sales comparison indication. effective_date is the "
        "as-is date of value (inspection date), not the report date or the prospective date. "
        "appraiser_name is the MAI who signs, not the trainee. client_name is the bank (the addressed "
        "officer "
        "and the owner/borrower are distractors). gross_living_area_sqft is null: a warehouse has no gross "
        "living area; only gross building and net rentable areas are printed. The income approach adds up "
        "(sums)."
    )
    sums = [
        SUM(
            "potential gross income - vacancy = effective rental income",
            [
                (1, T("potential gross income", pgi, 2, ql[lines[0][0]])),
                (-1, T("vacancy", vac, 2, ql[lines[1][0]])),
            ],
            T("effective rental income", egi, 2, ql[lines[2][0]]),
        ),
        SUM(
            "effective rental income + reimbursements - expenses = NOI",
            [
                (1, T("effective rental income", egi, 2, ql[lines[2][0]])),
                (1, T("reimbursements", reimb, 2, ql[lines[3][0]])),
                (-1, T("operating expenses", opex, 2, ql[lines[5][0]])),
            ],
            T("net operating income", noi, 2, ql[lines[6][0]]),
        ),
    ]
    del final, q_ind
    return p, fields, notes, sums
