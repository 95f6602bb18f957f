"""Appraisal builders for blind_extraction16 (2 documents).  All properties,
people, firms and figures are invented."""

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid
from pdfkit import US, Pdf
from sheet import Sheet


# ==================== 1 condominium unit form appraisal: address in cells, comparable grid, certification
@doc("b16_appr_condo_form", "appraisal", "Alder Crest Condominium unit 407 appraisal report")
def appr_condo():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=40, size=8)
    s.row(
        [(36, "Individual Condominium Unit Appraisal Report"), (576, "File # ACV-26-0612", "r")],
        size=11,
        bold=True,
        lead=14,
    )
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.8,
        color=GREY,
    )
    y = s.y - 4
    y = grid(
        p,
        y,
        [
            (36, 250, "Property Address", "2150 Alder Crest Way"),
            (250, 320, "Unit #", "407"),
            (320, 450, "City", "Alder Bay"),
            (450, 500, "State", "WA"),
            (500, 576, "Zip Code", "98038"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (36, 250, "Borrower", "Nathaniel Brandt and Sofia Brandt"),
            (250, 450, "Owner of Public Record", "Imogen L. Fairweather"),
            (450, 576, "County", "King"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (36, 250, "Project Name", "Alder Crest Condominium"),
            (250, 320, "Phase #", "2"),
            (320, 450, "Map Reference", "KC-41-22"),
            (450, 576, "Census Tract", "0322.08"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (36, 180, "Assignment Type", "Purchase Transaction"),
            (180, 340, "Lender/Client", "Evergreen Sound Credit Union"),
            (340, 576, "Address", "c/o Cascadia Valuation Mgmt, Tacoma, WA"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (36, 180, "Contract Price", "$405,000"),
            (180, 340, "Date of Contract", "05/28/2026"),
            (340, 576, "Seller concessions", "$6,000 toward buyer's closing costs"),
        ],
    )
    y += 14
    p.text(36, y, "UNIT", 8.4, True)
    y += 6
    y = grid(
        p,
        y,
        [
            (36, 100, "Floor #", "4"),
            (100, 164, "# of Levels", "1"),
            (164, 228, "Rooms", "5"),
            (228, 292, "Bedrooms", "2"),
            (292, 356, "Bath(s)", "2.0"),
            (356, 576, "Square Feet of Gross Living Area Above Grade", "1,128"),
        ],
    )
    y = grid(
        p,
        y,
        [
            (36, 200, "Parking", "1 deeded garage stall (G-41)"),
            (200, 360, "Storage", "Locker, 48 sq ft"),
            (360, 470, "HOA fees", "$418 per month"),
            (470, 576, "Total # of units", "96"),
        ],
    )
    y += 16
    p.text(36, y, "SALES COMPARISON APPROACH", 8.4, True)
    s.y = y + 16
    cx = [36, 200, 300, 400, 500]
    s.row(
        [
            (cx[0], "FEATURE"),
            (cx[1], "SUBJECT"),
            (cx[2], "COMPARABLE 1"),
            (cx[3], "COMPARABLE 2"),
            (cx[4], "COMPARABLE 3"),
        ],
        size=7.2,
        bold=True,
    )
    s.row(
        [
            (cx[0], "Address"),
            (cx[1], "2150 Alder Crest Way"),
            (cx[2], "2150 Alder Crest Way"),
            (cx[3], "2210 Alder Crest Way"),
            (cx[4], "940 Harbor View Ln"),
        ],
        size=7.2,
    )
    s.row([(cx[0], "Unit #"), (cx[1], "407"), (cx[2], "212"), (cx[3], "318"), (cx[4], "5B")], size=7.2)
    q_price = s.row(
        [
            (cx[0], "Sale Price"),
            (cx[1], "$405,000"),
            (cx[2], "$398,500"),
            (cx[3], "$419,000"),
            (cx[4], "$402,500"),
        ],
        size=7.2,
    )
    s.row(
        [
            (cx[0], "Date of Sale"),
            (cx[1], "contract 05/28/2026"),
            (cx[2], "s04/2026"),
            (cx[3], "s02/2026"),
            (cx[4], "s05/2026"),
        ],
        size=7.2,
    )
    s.row(
        [
            (cx[0], "Gross Living Area"),
            (cx[1], "1,128"),
            (cx[2], "1,064 (+6,400)"),
            (cx[3], "1,190 (-6,200)"),
            (cx[4], "1,105 (+2,300)"),
        ],
        size=7.2,
    )
    s.row(
        [
            (cx[0], "Floor Location"),
            (cx[1], "4th"),
            (cx[2], "2nd (+4,000)"),
            (cx[3], "3rd (0)"),
            (cx[4], "4th (0)"),
        ],
        size=7.2,
    )
    s.row(
        [
            (cx[0], "View"),
            (cx[1], "Lake/Partial"),
            (cx[2], "Lake/Partial"),
            (cx[3], "Lake/Full (-5,000)"),
            (cx[4], "Street (+8,000)"),
        ],
        size=7.2,
    )
    comps = [(398500, [6400, 4000]), (419000, [-6200, -5000]), (402500, [2300, 8000])]
    nets = [sum(a) for _, a in comps]
    adj = [pr + n for (pr, _), n in zip(comps, nets, strict=True)]

    def sgn(v):
        return ("+" if v >= 0 else "-") + US(abs(v), 0)

    q_net = s.row(
        [
            (cx[0], "Net Adjustment (Total)"),
            (cx[2], sgn(nets[0])),
            (cx[3], sgn(nets[1])),
            (cx[4], sgn(nets[2])),
        ],
        size=7.2,
    )
    q_adj = s.row(
        [
            (cx[0], "Adjusted Sale Price"),
            (cx[2], "$" + US(adj[0], 0)),
            (cx[3], "$" + US(adj[1], 0)),
            (cx[4], "$" + US(adj[2], 0)),
        ],
        size=7.2,
        bold=True,
    )
    s.skip(4)
    s.t("Indicated Value by Sales Comparison Approach $410,000", 8.2, True)
    same(408900, adj[0], "adj1")
    same(407800, adj[1], "adj2")
    same(412800, adj[2], "adj3")
    # ---------- page 2
    s.new_page()
    s.row(
        [(36, "Individual Condominium Unit Appraisal Report"), (576, "File # ACV-26-0612", "r")],
        size=9,
        bold=True,
        lead=16,
    )
    s.t("RECONCILIATION", 8.4, True)
    s.t(
        "Indicated Value by: Sales Comparison Approach $410,000    Income Approach (if developed) not "
        "developed",
        8.2,
    )
    s.para(
        'This appraisal is made "as is". The comparables bracket the subject in size and floor level; '
        "comparable 1, a second-floor unit in the subject building, received the most weight. Based on a "
        "complete visual inspection of the interior and exterior areas of the subject property, defined "
        "scope "
        "of work, statement of assumptions and limiting conditions, and appraiser's certification, my (our) "
        "opinion of the market value, as defined, of the real property that is the subject of this report is "
        "$410,000, as of 06/12/2026, which is the date of inspection and the effective date of this "
        "appraisal.",
        8.2,
    )
    s.skip(10)
    s.row([(36, "APPRAISER"), (320, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], size=8.4, bold=True)
    s.row([(36, "Signature  /s/ Marisol T. Dunleavy"), (320, "Signature  /s/ Gordon P. Ashby")])
    q_name = s.row([(36, "Name  Marisol T. Dunleavy"), (320, "Name  Gordon P. Ashby")])
    s.row(
        [
            (36, "Company Name  Sound Appraisal Group, PLLC"),
            (320, "Company Name  Sound Appraisal Group, PLLC"),
        ]
    )
    s.row(
        [
            (36, "Company Address  77 Ferncliff Ave, Bellevue, WA 98004"),
            (320, "State Certification #  1102771"),
        ]
    )
    s.row([(36, "Telephone  (425) 555-0187"), (320, "State  WA")])
    s.row([(36, "Date of Signature and Report  06/18/2026"), (320, "Date of Signature  06/19/2026")])
    q_eff = s.row([(36, "Effective Date of Appraisal  06/12/2026"), (320, "SUBJECT PROPERTY")])
    s.row([(36, "State Certification #  27011-1602849"), (320, "[X] Did not inspect subject property")])
    s.row([(36, "State  WA     Expiration Date  08/14/2027")])
    s.skip(6)
    s.t("ADDRESS OF PROPERTY APPRAISED", 8, True)
    q_addr = s.t("2150 Alder Crest Way, Unit 407, Alder Bay, WA 98038")
    q_val = s.t("APPRAISED VALUE OF SUBJECT PROPERTY $ 410,000", 8.4, True)
    s.skip(4)
    s.t("LENDER/CLIENT", 8, True)
    s.t("Name  Loan Origination Department")
    q_client = s.t("Company Name  Evergreen Sound Credit Union")
    s.t("Company Address  c/o Cascadia Valuation Management, LLC, 1800 Pine Ridge Blvd, Tacoma, WA 98402")
    s.t("Email Address  orders@cascadia-vm.example")
    fields = {
        "property_address": F("2150 Alder Crest Way, Unit 407, Alder Bay, WA 98038", 2, q_addr),
        "property_type": F("condominium", 1, "Alder Crest Condominium"),
        "appraised_value": F(410000, 2, q_val),
        "effective_date": F("2026-06-12", 2, q_eff),
        "appraiser_name": F("Marisol T. Dunleavy", 2, q_name),
        "client_name": F("Evergreen Sound Credit Union", 2, q_client),
        "gross_living_area_sqft": F(1128, 1, "Square Feet of Gross Living Area Above Grade 1,128"),
    }
    sums = [
        SUM(
            "Comparable 1: sale price + net adjustment = adjusted sale price",
            [
                (1, T("Comparable 1 sale price", 398500, 1, q_price)),
                (1, T("Comparable 1 net adj.", 10400, 1, q_net)),
            ],
            T("Comparable 1 adjusted sale price", 408900, 1, q_adj),
        ),
        SUM(
            "Comparable 2: sale price + net adjustment = adjusted sale price",
            [
                (1, T("Comparable 2 sale price", 419000, 1, q_price)),
                (1, T("Comparable 2 net adj.", -11200, 1, q_net)),
            ],
            T("Comparable 2 adjusted sale price", 407800, 1, q_adj),
        ),
    ]
    notes = (
        "Two-page condominium unit form. On page 1 the address is split across form cells (Property Address "
        "/ "
        "Unit # / City / State / Zip Code); property_address is labelled from the ADDRESS OF PROPERTY "
        "APPRAISED "
        "line on page 2. Comparable 1 is another unit in the same building (2150 Alder Crest Way #212). "
        "appraised_value $410,000 vs contract price $405,000, comparable prices and adjusted prices (sums). "
        "effective_date 06/12/2026 vs the contract date 05/28/2026, the report date 06/18/2026 and the "
        "supervisor's 06/19/2026; the Sales Comparison indication is not the final value line. "
        "appraiser_name is the APPRAISER, not the supervisory appraiser who did "
        "not inspect. client_name is the credit union, not the AMC in its c/o address, the borrowers or the "
        "owner of record. GLA 1,128 vs comparable GLAs and the storage locker. No field is null."
    )
    return p, fields, notes, sums


# ==================== 2 narrative industrial appraisal: as-is vs prospective value, GBA not GLA
@doc(
    "b16_appr_industrial_narrative",
    "appraisal",
    "Tidewater Industrial Parkway distribution building appraisal",
)
def appr_ind():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=724, size=9.4, footer="Brevard Valuation Advisors - Page {} of {}")
    fl.line("BREVARD VALUATION ADVISORS, LLC", 12, True)
    fl.line("Real Estate Appraisal and Consulting · 210 Granby Row, Suite 900 · Norfolk, Virginia 23510", 8.2)
    fl.skip(12)
    fl.line("May 19, 2026", 9.4, lead=20)
    fl.line("Ms. Lena Ortiz, Vice President, Commercial Real Estate Lending")
    fl.line("Chesapeake Commerce Bank")
    fl.line("1 Harbor Gate Plaza, Norfolk, Virginia 23502", lead=20)
    fl.line("Re: Appraisal of a single-tenant warehouse / distribution building", 9.4, True)
    fl.line("4120 Tidewater Industrial Parkway, Suffolk, Virginia 23434", 9.4, True)
    fl.line("Our File No. BVA-26-1187; Client Reference CCB-CRE-2026-0412", 9.4, lead=20)
    fl.line("Dear Ms. Ortiz:", lead=18)
    fl.para(
        "At your request, we have appraised the fee simple interest in the property referenced above, a "
        "single-tenant industrial warehouse and distribution building. The property is owned by Tidewater "
        "Flex "
        "Partners, LP, which is refinancing existing debt. This appraisal report is prepared for Chesapeake "
        "Commerce Bank (the client) for use in underwriting a commercial mortgage loan; the borrower and "
        "owner "
        "are not intended users."
    )
    fl.para(
        "The improvements, completed in 2004, contain 126,400 square feet of gross building area (GBA), "
        "including 6,800 square feet of office finish, with 32-foot clear height, 18 dock-high doors and a "
        "10.9-acre site. The net rentable area is 121,800 square feet. The building is 100% leased to "
        "Marlowe Freight Services, Inc. through March 31, 2033."
    )
    fl.para(
        "We inspected the property on May 5, 2026. The owner plans a roof replacement and six additional "
        "dock positions; we therefore also provide a prospective value upon completion of that work, which "
        "is scheduled to be complete by November 1, 2026."
    )
    fl.head("VALUE CONCLUSIONS")
    asis, upon, ctc, inc = 14600000, 16250000, 1380000, 270000
    same(asis, upon - ctc - inc, "as is")
    q_asis = "Market Value As Is, fee simple, as of May 5, 2026: $14,600,000"
    fl.line(q_asis, 9.4, True)
    q_upon = "Prospective Market Value Upon Completion, as of November 1, 2026: $16,250,000"
    fl.line(q_upon, 9.4)
    q_ctc = "Less remaining cost to complete (roof and docks): $1,380,000"
    fl.line(q_ctc, 9.4, indent=14)
    q_inc = "Less entrepreneurial incentive on the remaining work: $270,000"
    fl.line(q_inc, 9.4, indent=14)
    fl.line("Insurable Replacement Cost (excluding land): $11,900,000", 9.4)
    fl.line("Land value (10.9 acres): $3,150,000", 9.4, lead=18)
    fl.para(
        "The income capitalization approach indicated $14,540,000 and the sales comparison approach "
        "$14,720,000 for the as-is value; the final reconciled as-is value is rounded to $14,600,000. The "
        "owner's 2022 purchase price was $11,250,000 and the 2026 assessed value is $9,874,300."
    )
    fl.need(2000)
    fl.head("EXTRAORDINARY ASSUMPTIONS AND HYPOTHETICAL CONDITIONS")
    fl.para(
        "The prospective value assumes completion of the roof replacement and dock additions in a good and "
        "workmanlike manner by November 1, 2026 in accordance with the plans provided. The as-is value is "
        "not "
        "subject to that assumption. No hypothetical conditions were employed."
    )
    fl.head("CERTIFICATION")
    fl.para(
        "We certify that, to the best of our knowledge and belief, the statements of fact contained in this "
        "report are true and correct; we have no present or prospective interest in the property; and our "
        "compensation is not contingent on the value reported. Priya Raman, an appraiser trainee, provided "
        "significant real property appraisal assistance (market research and comparable verification) but "
        "did not sign this report. The report was reviewed for compliance by Harold E. Vance, MAI, who did "
        "not "
        "inspect the property and expresses no opinion of value."
    )
    fl.para(
        "The date of the report is May 19, 2026. The effective date of the as-is market value is May 5, "
        "2026, "
        "the date of our inspection."
    )
    fl.skip(10)
    fl.line("Respectfully submitted,", lead=18)
    fl.line("BREVARD VALUATION ADVISORS, LLC", 9.4, True, lead=24)
    fl.line("/s/ Jonathan K. Brevard")
    q_sig = "Jonathan K. Brevard, MAI"
    fl.line(q_sig, 9.4, True)
    fl.line("Certified General Real Property Appraiser, Virginia License No. 4001 017733")
    fl.finish()
    fields = {
        "property_address": F(
            "4120 Tidewater Industrial Parkway, Suffolk, Virginia 23434",
            1,
            "4120 Tidewater Industrial Parkway, Suffolk, Virginia 23434",
        ),
        "property_type": F(
            "industrial", 1, "Re: Appraisal of a single-tenant warehouse / distribution building"
        ),
        "appraised_value": F(14600000, 1, q_asis),
        "effective_date": F("2026-05-05", 2, "The effective date of the as-is market value is May 5, 2026"),
        "appraiser_name": F("Jonathan K. Brevard", 2, q_sig),
        "client_name": F("Chesapeake Commerce Bank", 1, "prepared for Chesapeake Commerce Bank (the client)"),
        "gross_living_area_sqft": NULL(),
    }
    sums = [
        SUM(
            "Prospective value upon completion - cost to complete - incentive = Market Value As Is",
            [
                (1, T("Prospective Market Value Upon Completion", upon, 1, q_upon)),
                (-1, T("Cost to complete", ctc, 1, q_ctc)),
                (-1, T("Entrepreneurial incentive", inc, 1, q_inc)),
            ],
            "appraised_value",
        )
    ]
    notes = (
        "Narrative appraisal letter for an industrial warehouse/distribution building (industrial). "
        "appraised_value is the Market Value As Is $14,600,000, not the prospective value upon completion "
        "$16,250,000 (sum), the insurable cost, land value, unrounded approach indications, purchase price "
        "or "
        "assessed value. effective_date is May 5, 2026 (inspection), not the report date May 19, 2026 or the "
        "prospective date. client_name is the bank, not the addressed officer, the owner or the tenant. "
        "appraiser_name is the signing MAI, not the trainee or the reviewer. gross_living_area_sqft is null: "
        "an industrial building has gross building area (126,400 sq ft) and net rentable area, not a gross "
        "living area."
    )
    return p, fields, notes, sums
