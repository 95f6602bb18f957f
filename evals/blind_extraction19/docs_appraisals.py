"""Appraisal builders for blind_extraction19 (2 documents).  All properties,
people, values and addresses are invented."""

from common import NULL, SUM, F, T, doc, same
from layout import GREY, Flow, grid
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


# ==================== 1 single-family form with accessory unit (Colorado): GLA vs ADU, effective date
@doc(
    "b19_appr_single_family_adu_form",
    "appraisal",
    "2736 Sorrel Bluff Lane single-family residential appraisal",
)
def appr_sfr():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File # LV-26-4471", "r")],
        size=12,
        bold=True,
        lead=14,
    )
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
            (36, 300, "Property Address", "2736 Sorrel Bluff Lane"),
            (300, 440, "City", "Loveland"),
            (440, 500, "State", "CO"),
            (500, 576, "Zip Code", "80538"),
        ],
        [
            (36, 300, "Borrower", "Nathaniel Abernethy-Vos and Corinne Abernethy-Vos"),
            (300, 500, "Owner of Public Record", "Kettering Family Trust"),
            (500, 576, "County", "Larimer"),
        ],
        [
            (36, 300, "Legal Description", "Lot 17, Block 3, Sorrel Bluff Estates Second Filing"),
            (300, 440, "Assessor's Parcel #", "85174-22-017"),
            (440, 500, "Tax Year", "2025"),
            (500, 576, "R.E. Taxes $", "3,418"),
        ],
        [
            (36, 200, "Neighborhood Name", "Sorrel Bluff Estates"),
            (200, 300, "Occupant", "Owner"),
            (300, 440, "PUD", "X  HOA $ 65 per month"),
            (440, 576, "Property Rights Appraised", "Fee Simple"),
        ],
        [
            (36, 200, "Assignment Type", "Purchase Transaction"),
            (200, 360, "Lender/Client", "Front Range Hearth Credit Union"),
            (360, 576, "Address", "1190 Eagle Crest Pkwy, Loveland, CO 80537"),
        ],
        [
            (36, 200, "Contract Price $", "648,500"),
            (200, 300, "Date of Contract", "09/02/2026"),
            (300, 576, "Seller concessions", "$6,000 toward buyer's closing costs"),
        ],
    ]
    for it in rows:
        y = grid(p, y, it, h=22)
    y += 8
    p.text(36, y, "IMPROVEMENTS", 8.4, True)
    y += 4
    imp = [
        [
            (36, 150, "Units", "One with Accessory Unit"),
            (150, 230, "# of Stories", "2"),
            (230, 330, "Type", "Detached"),
            (330, 440, "Design (Style)", "Two-story traditional"),
            (440, 510, "Year Built", "2004"),
            (510, 576, "Effective Age", "12 yrs"),
        ],
        [
            (36, 200, "Foundation", "Full basement, 1,120 sq ft"),
            (200, 330, "Basement Finish", "60% (rec room, bath)"),
            (330, 440, "Heating / Cooling", "FWA gas / central"),
            (440, 576, "Car Storage", "Detached garage, 3 cars"),
        ],
    ]
    q_imp = []
    for it in imp:
        y = grid(p, y, it, h=22)
        q_imp.append(grid_text(it))
    s.y = y + 14
    q_gla = s.t(
        "Finished area above grade contains: 8 Rooms 4 Bedrooms 2.5 Bath(s) 2,384 Square Feet of Gross "
        "Living Area "
        "Above Grade",
        7.8,
        True,
    )
    s.para(
        "Additional features: accessory dwelling unit above the detached garage (1 room, 3/4 bath, 468 sq "
        "ft, "
        "permitted 2019, not included in the gross living area above); covered rear patio 312 sq ft; "
        "irrigation system. Condition C3: kitchen updated 2021, roof replaced 2023.",
        7.4,
    )
    s.skip(4)
    s.t("SALES COMPARISON APPROACH", 8.4, True)
    cx = [(36, "l"), (250, "r"), (360, "r"), (470, "r"), (576, "r")]
    heads_ = ["FEATURE", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    s.row([(x, t, a) for (x, a), t in zip(cx, heads_, strict=True)], size=7, bold=True)
    s.rule()
    comps = [
        (
            "Address",
            "2736 Sorrel Bluff Lane",
            "2851 Sorrel Bluff Lane",
            "1409 Tamarron Court",
            "3320 Wild Iris Drive",
        ),
        ("Proximity to Subject", "", "0.10 miles N", "0.62 miles SW", "0.88 miles E"),
        ("Sale Price", "$ 648,500", "$ 629,000", "$ 667,500", "$ 612,000"),
        ("Date of Sale", "contract 09/02/2026", "s07/26;c06/26", "s08/26;c07/26", "s05/26;c04/26"),
        ("Gross Living Area", "2,384 sq ft", "2,251 sq ft", "2,602 sq ft", "2,190 sq ft"),
        ("Accessory unit", "468 sq ft ADU", "none", "none", "420 sq ft ADU"),
    ]
    for r in comps:
        s.row([(x, t, a) for (x, a), t in zip(cx, r, strict=True)], size=7.2, lead=10.6)
    price = [629000, 667500, 612000]
    adjs = [
        ("GLA adjustment", [6650, -10900, 9700]),
        ("ADU / accessory unit", [24000, 24000, 0]),
        ("Condition / updates", [0, -8000, 12000]),
        ("Garage / basement finish", [-5000, -15000, 4000]),
        ("Market conditions", [0, 0, 3100]),
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
    q_sca = s.t("Indicated Value by Sales Comparison Approach $ 641,000", 8, True)
    s.t("Uniform Residential Appraisal Report - Page 1 of 2", 6.6, x=306, align="c", color=GREY)
    # ---- page 2: reconciliation, cost summary, certification block
    s.new_page()
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File # LV-26-4471", "r")],
        size=10,
        bold=True,
        lead=16,
    )
    s.t("RECONCILIATION", 8.4, True)
    s.t(
        "Indicated Value by: Sales Comparison Approach $ 641,000   Cost Approach (if developed) $ 662,400  "
        " Income "
        "Approach (if developed) $ N/A",
        7.6,
    )
    s.para(
        "The sales comparison approach is given most weight; the cost approach supports it. Comparable 3, "
        "the "
        "most similar sale and the only one with an accessory unit, is weighted most heavily. This "
        "appraisal is made 'as is'.",
        7.6,
    )
    q_val = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my opinion of the market value, as defined, of the real property that is the subject "
        "of this report is $ 641,000, as of 09/21/2026, which is the date of inspection and the effective "
        "date "
        "of this appraisal.",
        7.8,
    )
    s.skip(4)
    s.t("COST APPROACH (summary)", 8.4, True)
    cost = [
        ("Opinion of site value", 198000),
        ("Dwelling 2,384 sq ft @ $168.00", 400512),
        ("Basement 1,120 sq ft @ $42.00", 47040),
        ("Accessory unit and garage", 96000),
        ("Less physical depreciation", -104152),
        ("'As-is' value of site improvements", 25000),
    ]
    for lab, v in cost:
        s.kv(lab, ("-$ " if v < 0 else "$ ") + comma(abs(v)), xv=300)
    s.kv("Indicated Value by Cost Approach", "$ 662,400", xv=300, bold=True)
    same(662400, sum(v for _, v in cost), "cost approach")
    s.skip(6)
    s.t("APPRAISER", 8.4, True)
    y = s.y - 4
    ap = [
        [
            (36, 306, "Signature", "/s/ X. Quintero-Baptiste"),
            (306, 576, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)", ""),
        ],
        [(36, 306, "Name", "Ximena Quintero-Baptiste"), (306, 576, "Signature", "")],
        [(36, 306, "Company Name", "Big Thompson Valuation Group, Inc."), (306, 576, "Name", "")],
        [
            (36, 306, "Telephone / Email", "970-555-0127 / mqb@bigthompsonval.example"),
            (306, 576, "Company Name", ""),
        ],
        [(36, 306, "Date of Signature and Report", "09/25/2026"), (306, 576, "Date of Signature", "")],
        [(36, 306, "Effective Date of Appraisal", "09/21/2026"), (306, 576, "State Certification #", "")],
        [(36, 306, "State Certification # / State", "CR.100058832 / CO"), (306, 576, "Expiration Date", "")],
        [
            (36, 306, "ADDRESS OF PROPERTY APPRAISED", "2736 Sorrel Bluff Lane, Loveland, CO 80538"),
            (306, 576, "SUBJECT PROPERTY (supervisory inspection)", ""),
        ],
        [(36, 306, "APPRAISED VALUE OF SUBJECT PROPERTY", "$ 641,000"), (306, 576, "COMPARABLE SALES", "")],
        [
            (36, 306, "LENDER/CLIENT Company Name", "Front Range Hearth Credit Union"),
            (306, 576, "Ordered through (AMC)", "Pinnacle Valuation Management LLC"),
        ],
        [
            (36, 306, "Lender/Client Contact", "Mariel Okonjo-Field, Mortgage Underwriting"),
            (306, 576, "AMC Order #", "PVM-2209318"),
        ],
    ]
    q_ap = []
    for it in ap:
        y = grid(p, y, it, h=23)
        q_ap.append(grid_text(it))
    s.y = y + 12
    s.t("Uniform Residential Appraisal Report - Page 2 of 2", 6.6, x=306, align="c", color=GREY)
    same(25650, net[0], "net 1")
    same(-9900, net[1], "net 2")
    same(28800, net[2], "net 3")
    same(654650, adjusted[0], "adjusted 1")
    same(657600, adjusted[1], "adjusted 2")
    same(640800, adjusted[2], "adjusted 3")
    q_value_line = (
        "my opinion of the market value, as defined, of the real property that is the subject "
        "of this report is $ 641,000, as of 09/21/2026"
    )
    assert q_value_line in " ".join(q_val)
    fields = {
        "property_address": F("2736 Sorrel Bluff Lane, Loveland, CO 80538", 2, q_ap[7]),
        "property_type": F("single_family", 1, q_imp[0]),
        "appraised_value": F(641000, 2, q_ap[8]),
        "effective_date": F("2026-09-21", 2, q_ap[5]),
        "appraiser_name": F("Ximena Quintero-Baptiste", 2, q_ap[1]),
        "client_name": F("Front Range Hearth Credit Union", 2, q_ap[9]),
        "gross_living_area_sqft": F(2384, 1, q_gla),
    }
    notes = (
        "Single-family residential form: a detached two-story house in a PUD with an accessory dwelling unit "
        "(property_type single_family per the contract). The full address is printed in one place in the "
        "certification block on page 2 (page 1 splits it into cells). appraised_value is the opinion of "
        "market "
        "value ($641,000), below the contract price and the cost approach indication; effective_date is the "
        "effective date (09/21/2026), not the date of signature and report or the contract date. "
        "gross_living_area_sqft is the above-grade GLA, excluding the basement and the ADU over the garage. "
        "client_name is the lender/client credit union, not the AMC, its contact person or the borrowers. "
        "The "
        "supervisory appraiser captions are printed empty. The comparables' sale price plus net adjustment "
        "equals the adjusted sale price (sums). No field is null."
    )
    sums = []
    for i in range(3):
        sums.append(
            SUM(
                f"comparable {i + 1}: sale price + net adjustment = adjusted sale price",
                [
                    (
                        1,
                        T(
                            f"comparable {i + 1} sale price",
                            price[i],
                            1,
                            "Sale Price $ 648,500 $ 629,000 $ 667,500 $ 612,000",
                        ),
                    ),
                    (1, T(f"comparable {i + 1} net adjustment", net[i], 1, q_net)),
                ],
                T(f"comparable {i + 1} adjusted sale price", adjusted[i], 1, q_adj),
            )
        )
    sums.append(
        SUM(
            "Sales comparison indication = appraised value",
            [(1, T("Indicated Value by Sales Comparison Approach", 641000, 1, q_sca))],
            "appraised_value",
        )
    )
    return p, fields, notes, sums


def fcols(fl, cells, size=8.6, bold=False, lead=None):
    """One table row at the Flow's current line; cells: (x, text, align).  Returns the row text."""
    lead = lead or size * 1.5
    fl.need(lead)
    out = []
    for x, s, al in cells:
        if s:
            fl.p.text(x, fl.y, s, size, bold, align=al)
            out.append(s)
    fl.y += lead
    return " ".join(out)


# ==================== 2 narrative land appraisal (Iowa): as-is vs hypothetical rezoned value, no GLA
@doc("b19_appr_vacant_land_hypothetical_rezoning", "appraisal", "Tulip Ridge Road vacant land appraisal")
def appr_land():
    p = Pdf()
    fl = Flow(
        p,
        top=64,
        bottom=730,
        x=66,
        w=480,
        size=9,
        footer="Oyelaran-Haas Valuation, LLC - File 26-0917 - page {} of {}",
    )
    fl.line("OYELARAN-HAAS VALUATION, LLC", 12, True, lead=15)
    fl.line(
        "Appraisal · Consulting · Litigation Support · 215 Main Street, Suite 4 · Oskaloosa, Iowa 52577",
        7.8,
        lead=22,
    )
    fl.line("September 14, 2026", 9)
    fl.skip(4)
    for ln in [
        "Mr. Darnell Voskuijlen, Senior Credit Officer",
        "Prairie Mutual Savings Bank",
        "820 Weststeyn Street",
        "Pella, Iowa 50219",
    ]:
        fl.line(ln, 9)
    fl.skip(6)
    q_re = (
        "RE: Appraisal of 38.6 acres of vacant land, Northeast corner of 235th Place and Tulip Ridge "
        "Road, Pella, Iowa 50219"
    )
    fl.para(q_re, bold=True)
    fl.para("Dear Mr. Voskuijlen:")
    fl.para(
        "At your request, I have appraised the referenced property for Prairie Mutual Savings Bank, the "
        "client "
        "and intended user, to assist in a lending decision. The subject is a vacant parcel of 38.6 acres "
        "(Marion County parcels 10-31-200-004 and 10-31-200-007), currently zoned A-1 Agricultural and in "
        "row-crop "
        "production. The owner, Wildflower Prairie Holdings, LLC, has applied to the City of Pella for "
        "rezoning "
        "to R-2 Single-Family Residential; the application had not been heard at the date of inspection."
    )
    fl.para(
        "This appraisal report sets out the data, analysis and conclusions supporting my opinion of value. "
        "It "
        "is subject to the extraordinary assumptions, hypothetical condition and limiting conditions "
        "stated in "
        "the report. The appraisal was prepared in conformity with USPAP and the client's engagement letter."
    )
    q_val = (
        "As of September 3, 2026, the date of inspection, the market value of the fee simple interest in the "
        "subject property, as is, is: ONE MILLION THREE HUNDRED TEN THOUSAND DOLLARS ($1,310,000)."
    )
    fl.para(q_val, bold=True)
    fl.para(
        "Under the hypothetical condition that the requested R-2 rezoning had been approved as of the same "
        "date, "
        "the hypothetical market value of the fee simple interest would be $1,750,000. This hypothetical "
        "value "
        "is provided at the client's request and is not a current opinion of the market value of the "
        "property as is."
    )
    fl.para("Respectfully submitted,")
    fl.skip(6)
    fl.line("/s/ Bertrand K. Oyelaran-Haas", 9, lead=13)
    q_sig = "Bertrand K. Oyelaran-Haas, MAI"
    fl.line(q_sig, 9, True, lead=13)
    fl.line("Iowa Certified General Real Property Appraiser CG03318", 8.6, lead=13)
    fl.line("Research assistance: Lucy Tamsin Vance, Associate Appraiser (did not sign)", 8.2, lead=13)
    # ---- summary of salient facts and land sales
    fl.p.new_page()
    fl.y = fl.top
    fl.line("SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 10.5, True, lead=18)
    facts = [
        ("Property address", "Northeast corner of 235th Place and Tulip Ridge Road, Pella, Iowa 50219"),
        ("Property type", "Vacant land (agricultural, transitional to residential)"),
        ("Owner", "Wildflower Prairie Holdings, LLC"),
        ("Site area", "38.6 acres (1,681,416 sq ft); no buildings"),
        ("Zoning", "A-1 Agricultural; R-2 rezoning requested"),
        ("Highest and best use", "Hold for future residential development"),
        ("Interest appraised", "Fee simple"),
        ("Date of inspection and value", "September 3, 2026"),
        ("Date of report", "September 14, 2026"),
        ("Client / intended user", "Prairie Mutual Savings Bank"),
    ]
    q_f = {}
    for k, v in facts:
        q_f[k] = fcols(fl, [(66, k, "l"), (220, v, "l")], 8.8, lead=14)
    fl.skip(8)
    fl.line("LAND SALES COMPARISON", 10, True, lead=16)
    lx = [(66, "l"), (130, "l"), (300, "r"), (370, "r"), (450, "r"), (546, "r")]
    fcols(
        fl,
        [
            (x, t, a)
            for (x, a), t in zip(lx, ["Sale", "Location", "Date", "Acres", "Price", "Per acre"], strict=True)
        ],
        8,
        True,
    )
    sales = [
        ("L-1", "W of Pella, 220th Place", "03/2026", "41.2", 1380200),
        ("L-2", "Pella ETJ, Fifield Road", "11/2025", "26.5", 954000),
        ("L-3", "Highway 163 corridor", "06/2026", "52.0", 1664000),
        ("L-4", "Near Lake Red Rock", "01/2026", "33.8", 1250600),
    ]
    for sid, loc, dt, ac, pr in sales:
        per = round(pr / float(ac))
        fcols(
            fl,
            [(x, t, a) for (x, a), t in zip(lx, [sid, loc, dt, ac, f"${pr:,}", f"${per:,}"], strict=True)],
            8.2,
        )
    fl.skip(4)
    fl.para(
        "After adjustment for market conditions, location, size, frontage and utilities, the sales indicate "
        "$31,800 to $36,400 per acre. I conclude $34,000 per acre for the subject as is.",
        size=8.6,
    )
    ind = 386 * 34000 // 10
    rounding = 1310000 - ind
    q_ind = fcols(
        fl, [(66, "Indicated value, 38.6 acres x $34,000 per acre", "l"), (546, f"${ind:,}", "r")], 8.8
    )
    q_rnd = fcols(fl, [(66, "Rounding", "l"), (546, f"(${abs(rounding):,})", "r")], 8.8)
    q_fin = fcols(fl, [(66, "Market value as is, rounded", "l"), (546, "$1,310,000", "r")], 8.8, True)
    fl.skip(6)
    fl.para(
        "Hypothetical condition (rezoned to R-2): $45,300 per acre, rounded to $1,750,000. Insurable "
        "value: not "
        "applicable (no improvements). Exposure time: 6 to 12 months.",
        size=8.6,
    )
    fl.finish()
    same(1312400, ind, "indication")
    same(-2400, rounding, "rounding")
    same(1748580, 386 * 45300 // 10, "hypothetical indication before rounding")
    same(33500, round(1380200 / 41.2), "L-1 per acre")
    same(1681416, 386 * 43560 // 10, "site area in sq ft")
    fields = {
        "property_address": F(
            "Northeast corner of 235th Place and Tulip Ridge Road, Pella, Iowa 50219",
            2,
            q_f["Property address"],
        ),
        "property_type": F("land", 2, q_f["Property type"]),
        "appraised_value": F(
            1310000,
            1,
            "subject property, as is, is: ONE MILLION THREE HUNDRED TEN THOUSAND DOLLARS ($1,310,000).",
        ),
        "effective_date": F(
            "2026-09-03", 1, "As of September 3, 2026, the date of inspection, the market value"
        ),
        "appraiser_name": F("Bertrand K. Oyelaran-Haas", 1, q_sig),
        "client_name": F(
            "Prairie Mutual Savings Bank", 1, "for Prairie Mutual Savings Bank, the client and intended user"
        ),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of vacant land (property_type land), letter of transmittal on page 1 and "
        "salient "
        "facts on page 2. appraised_value is the as-is market value ($1,310,000) as of the date of "
        "inspection "
        "September 3, 2026 (effective_date), not the hypothetical value if rezoned ($1,750,000) and not the "
        "letter or report date (September 14, 2026). The per-acre indication is rounded down to the value "
        "(sum). client_name is the bank, not its addressed officer or the owner; appraiser_name is the "
        "signing "
        "MAI, not the associate who assisted. gross_living_area_sqft is null: the site has no buildings "
        "and no "
        "living area is printed."
    )
    sums = [
        SUM(
            "per-acre indication + rounding = market value as is",
            [(1, T("Indicated value", 1312400, 2, q_ind)), (1, T("Rounding", -2400, 2, q_rnd))],
            "appraised_value",
        ),
        SUM(
            "rounded value on page 2 = appraised value",
            [(1, T("Market value as is, rounded", 1310000, 2, q_fin))],
            "appraised_value",
        ),
    ]
    return p, fields, notes, sums
