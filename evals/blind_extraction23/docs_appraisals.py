"""Appraisal builders for blind_extraction23 (2 documents).  All properties,
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


# ==================== 1 single-family form in a PUD with a detached ADU: purchase, AMC vs lender, trainee
@doc(
    "b23_appr_sfr_pud_adu_purchase_amc",
    "appraisal",
    "4127 Larchmont Bend Drive single-family appraisal",
)
def appr_sfr():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File No. LV-26-1093", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "The purpose of this appraisal report is to provide the client with a credible opinion of the "
        "market value of the subject property.",
        6.8,
        color=GREY,
    )
    s.skip(4)
    s.t("SUBJECT", 8.4, True)
    subj = form_rows(
        s,
        [
            [
                (36, 260, "Property Address", "4127 Larchmont Bend Drive"),
                (260, 380, "City", "Loveland"),
                (380, 440, "State", "CO"),
                (440, 576, "Zip Code", "80538"),
            ],
            [
                (36, 260, "Borrower", "Caleb and Ingrid Thorsby-Nakamura"),
                (260, 440, "Owner of Public Record", "Osgood R. Prochazka"),
                (440, 576, "County", "Larimer"),
            ],
            [
                (36, 300, "Legal Description", "Lot 14, Block 3, Heron Ridge PUD Second Filing"),
                (300, 440, "Assessor's Parcel #", "85183-14-014"),
                (440, 500, "Tax Year", "2025"),
                (500, 576, "R.E. Taxes $", "4,806"),
            ],
            [
                (36, 200, "Neighborhood Name", "Heron Ridge"),
                (200, 300, "Map Reference", "LAR-22F"),
                (300, 420, "PUD", "Yes · HOA $ 85 per month"),
                (420, 576, "Property Rights Appraised", "Fee Simple"),
            ],
            [
                (36, 170, "Assignment Type", "Purchase Transaction"),
                (170, 350, "Lender/Client", "Big Thompson Valley Credit Union"),
                (350, 576, "Address", "1580 Eagle Crest Avenue, Loveland, CO 80537"),
            ],
            [
                (
                    36,
                    300,
                    "Appraisal Management Company (engaged the appraiser)",
                    "Clearpath Valuation Services, LLC",
                ),
                (300, 576, "AMC Order #", "CVS-0772318 · ordered 07/24/2026"),
            ],
        ],
    )
    s.t("CONTRACT", 8.4, True)
    form_rows(
        s,
        [
            [
                (36, 150, "Contract Price $", "812,500"),
                (150, 260, "Date of Contract", "07/18/2026"),
                (260, 420, "Seller concessions", "$ 9,000 toward closing costs"),
                (420, 576, "Is the seller the owner of record?", "Yes"),
            ],
        ],
    )
    s.t("IMPROVEMENTS", 8.4, True)
    imp = form_rows(
        s,
        [
            [
                (36, 200, "Property Type", "Detached single-family, one story"),
                (200, 270, "Year Built", "2004"),
                (270, 440, "Foundation", "Full basement, 92% finished"),
                (440, 576, "Condition / Quality", "C3 / Q3"),
            ],
            [
                (36, 200, "Rooms above grade", "7 rooms · 3 bedrooms · 2.0 baths"),
                (200, 380, "Finished Area Above Grade (sq ft)", "2,184"),
                (380, 576, "Finished Area Below Grade (sq ft)", "1,420"),
            ],
            [
                (
                    36,
                    300,
                    "Accessory Dwelling Unit",
                    "Detached, above 3-car garage: 1 bed, 1 bath, 512 sq ft",
                ),
                (300, 440, "ADU legally permitted", "Yes (permit B-19-0447)"),
                (440, 576, "Site area", "0.31 acres"),
            ],
        ],
    )
    s.para(
        "The ADU is a legally permitted, subordinate accessory unit on the same lot; the property is a "
        "detached single-family dwelling in a planned unit development. The ADU's 512 sq ft and the "
        "basement are not included in the finished area above grade.",
        7.2,
    )
    s.skip(2)
    s.t("SALES COMPARISON APPROACH", 8.4, True)
    cx = [(36, "l"), (250, "r"), (360, "r"), (470, "r"), (576, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                cx, ["FEATURE", "SUBJECT", "COMPARABLE 1", "COMPARABLE 2", "COMPARABLE 3"], strict=True
            )
        ],
        size=7,
        bold=True,
    )
    s.rule()
    rows = [
        (
            "Address",
            "4127 Larchmont Bend Dr",
            "4088 Larchmont Bend Dr",
            "3912 Snowgoose Ct",
            "4470 Kingfisher Ln",
        ),
        ("Sale Price", "$ 812,500", "$ 779,000", "$ 818,000", "$ 776,500"),
        ("Date of Sale", "", "06/2026", "05/2026", "04/2026"),
        ("Finished Area Above Grade", "2,184", "2,092", "2,310", "2,146"),
        ("Accessory Dwelling Unit", "512 sq ft", "none", "620 sq ft", "none"),
    ]
    q_price = None
    for r in rows:
        q = s.row([(x, t, a) for (x, a), t in zip(cx, r, strict=True)], size=7.2, lead=10.6)
        if r[0] == "Sale Price":
            q_price = q
    price = [779000, 818000, 776500]
    adjs = [
        ("Above-grade area @ $95", [8740, -11970, 3610]),
        ("Accessory dwelling unit", [20000, -4000, 20000]),
        ("Basement finish", [0, -6000, 4000]),
        ("Garage / parking", [0, 0, -5000]),
        ("Market conditions", [0, 0, 4000]),
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
    s.t("Uniform Residential Appraisal Report - Page 1 of 2", 6.6, x=306, align="c", color=GREY)
    # ---- page 2
    s.new_page()
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File No. LV-26-1093", "r")],
        size=10,
        bold=True,
        lead=16,
    )
    s.t("RECONCILIATION", 8.4, True)
    q_sca = s.t("Indicated Value by Sales Comparison Approach $ 805,000", 8, True)
    s.t("Indicated Value by: Cost Approach (if developed) $ 829,400 · Income Approach (not developed)", 7.6)
    s.para(
        "Most weight is given to the sales comparison approach; the cost approach supports it. The contract "
        "price of $812,500 is above the indicated value because the purchase includes personal property "
        "(hot tub and furnishings of the ADU) valued by the buyers at about $6,000 and because of the "
        "seller concessions.",
        7.6,
    )
    val = s.para(
        'This report is made "as is". Based on the scope of work, assumptions, limiting conditions and '
        "appraiser's certification, my opinion of the market value, as defined, of the real property that "
        "is the subject of this report is $ 805,000, as of 08/06/2026, which is the date of inspection and "
        "the effective date of this appraisal.",
        7.8,
        bold=True,
    )
    s.skip(2)
    s.para(
        "Significant real property appraisal assistance was provided by Delaney Ruiz-Okonkwo, Registered "
        "Appraiser Trainee (Colorado TR.100061784), who inspected the subject with the appraiser and "
        "gathered comparable data. The trainee did not sign this report.",
        7.4,
    )
    s.skip(4)
    s.row([(36, "APPRAISER"), (306, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")], size=8.4, bold=True)
    ap = form_rows(
        s,
        [
            [(36, 306, "Signature", "/s/ Tomasz Wierzbicki-Hale"), (306, 576, "Signature", "")],
            [(36, 306, "Name", "Tomasz Wierzbicki-Hale"), (306, 576, "Name", "")],
            [
                (36, 306, "Company Name", "Front Range Residential Valuation, LLC"),
                (306, 576, "Company Name", ""),
            ],
            [(36, 306, "Date of Signature and Report", "08/09/2026"), (306, 576, "Date of Signature", "")],
            [(36, 306, "Effective Date of Appraisal", "08/06/2026"), (306, 576, "State Certification #", "")],
            [(36, 306, "State Certification # / State", "CR.100044912 / CO"), (306, 576, "State", "")],
            [
                (36, 306, "ADDRESS OF PROPERTY APPRAISED", "4127 Larchmont Bend Drive, Loveland, CO 80538"),
                (306, 576, "SUBJECT PROPERTY", ""),
            ],
            [
                (36, 306, "APPRAISED VALUE OF SUBJECT PROPERTY", "$ 805,000"),
                (306, 576, "COMPARABLE SALES", ""),
            ],
            [
                (36, 306, "LENDER/CLIENT Company Name", "Big Thompson Valley Credit Union"),
                (306, 576, "Lender/Client Contact", "Pilar Eskelsen, Mortgage Operations"),
            ],
        ],
        h=23,
    )
    s.para(
        "The intended user of this report is the lender/client. The appraisal management company ordered "
        "the report on behalf of the lender/client and is not an intended user.",
        7.2,
    )
    s.t("Uniform Residential Appraisal Report - Page 2 of 2", 6.6, x=306, align="c", color=GREY)
    same(28740, net[0], "net 1")
    same(-21970, net[1], "net 2")
    same(26610, net[2], "net 3")
    same(807740, adjusted[0], "adj 1")
    same(796030, adjusted[1], "adj 2")
    same(803110, adjusted[2], "adj 3")
    for i, a in enumerate((2092, 2310, 2146)):
        same(adjs[0][1][i], (2184 - a) * 95, "gla adj")
    assert "is $ 805,000, as of 08/06/2026" in " ".join(val)
    fields = {
        "property_address": F("4127 Larchmont Bend Drive, Loveland, CO 80538", 2, ap[6]),
        "property_type": F("single_family", 1, imp[0]),
        "appraised_value": F(805000, 2, ap[7]),
        "effective_date": F("2026-08-06", 2, ap[4]),
        "appraiser_name": F("Tomasz Wierzbicki-Hale", 2, ap[1]),
        "client_name": F("Big Thompson Valley Credit Union", 1, subj[4]),
        "gross_living_area_sqft": F(2184, 1, imp[1]),
    }
    notes = (
        "Residential appraisal form (redesigned-URAR style captions) for a detached single-family house in "
        "a PUD with a permitted detached accessory dwelling unit: property_type single_family (the "
        "contract's clarification). Purchase transaction: the contract price ($812,500) and the cost "
        "approach ($829,400) are not the appraised value; the opinion of market value and the appraised "
        "value in the certification block are $805,000 (the sales comparison indication; sum). "
        "effective_date is 08/06/2026, not the signature date, the contract date or the AMC order date. "
        "appraiser_name is the signing appraiser; the trainee who assisted did not sign and the supervisory "
        "block is empty. client_name is the lender/client credit union, not the appraisal management "
        "company that engaged the appraiser or the lender's contact. gross_living_area_sqft is 'Finished "
        "Area Above Grade' (2,184), not the basement area or the ADU. Comparable price + net adjustment = "
        "adjusted price (sums). No field is null."
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
            [(1, T("Indicated Value by Sales Comparison Approach", 805000, 2, q_sca))],
            "appraised_value",
        )
    )
    return p, fields, notes, sums


# ==================== 2 narrative multifamily appraisal: as-is vs as-if-renovated, land and insurable values
@doc(
    "b23_appr_multifamily_narrative_as_is",
    "appraisal",
    "Osprey Flats Apartments narrative appraisal",
)
def appr_mf():
    p = Pdf(face="serif")
    s = Sheet(p, x=66, xr=546, top=66, size=9.2)
    s.t("NORTHWOODS VALUATION ADVISORS", 12, True)
    s.t("318 Barstow Lane, Suite 4 · Eau Claire, Wisconsin 54703 · (715) 555-0207", 8, color=GREY)
    s.skip(14)
    s.t("September 21, 2026")
    s.skip(8)
    s.t("Ms. Renata Kovalenko-Drury")
    s.t("Vice President, Commercial Real Estate Lending")
    q_cl = s.t("Red Cedar Lakes Bank")
    s.t("77 Lakeshore Commerce Drive, Menomonie, Wisconsin 54751")
    s.skip(8)
    q_re = s.t(
        "Re: Appraisal of Osprey Flats Apartments, 2250 Tamarack Trail, Eau Claire, Wisconsin 54701",
        9.2,
        True,
    )
    s.t("Our file 26-0431-MF", 8.6)
    s.skip(6)
    s.para(
        "Dear Ms. Kovalenko-Drury: At your request we have appraised the above-referenced property, a "
        "24-unit garden apartment complex of three two-story buildings constructed in 1998 on a 2.41-acre "
        "site. The intended use of this appraisal is to assist Red Cedar Lakes Bank in evaluating a first "
        "mortgage loan; Red Cedar Lakes Bank is the client and the intended user. The borrower, Tamarack "
        "Trail Residential LLC, is not an intended user.",
    )
    s.para(
        "The subject contains a gross building area of 21,840 square feet and a net rentable area of 19,968 "
        "square feet (12 one-bedroom units of 688 square feet and 12 two-bedroom units of 976 square feet). "
        "The owner plans to renovate all kitchens and baths beginning in November 2026 at a budgeted cost "
        "of $486,000.",
    )
    s.para(
        "Based on our inspection of the property on September 2, 2026 and the analyses in the accompanying "
        "report, our opinions of value, subject to the assumptions and limiting conditions, are as follows:",
    )
    s.skip(2)
    vx = [(70, "l"), (300, "l"), (400, "l"), (546, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(vx, ["Value premise", "Interest", "Date of value", "Value"], strict=True)
        ],
        size=8.4,
        bold=True,
    )
    s.rule()
    vals = [
        ("As Is Market Value", "Leased fee", "September 2, 2026", "$3,960,000"),
        ("Hypothetical Value As If Renovated", "Leased fee", "September 2, 2026", "$4,520,000"),
        ("Land Value As Though Vacant", "Fee simple", "September 2, 2026", "$410,000"),
        ("Insurable Replacement Cost", "n/a", "September 2, 2026", "$3,115,000"),
    ]
    qv = [s.row([(x, t, a) for (x, a), t in zip(vx, r, strict=True)], size=8.6) for r in vals]
    s.skip(4)
    s.para(
        "The hypothetical value assumes, contrary to fact, that the planned renovation was complete on the "
        "effective date; it is reported at the client's request and is not the market value of the property "
        "as is. The insurable replacement cost is not a market value.",
        8.4,
    )
    s.skip(4)
    s.t("Respectfully submitted,")
    s.t("NORTHWOODS VALUATION ADVISORS")
    s.skip(6)
    s.t("/s/ Bartholomew N. Szymanski", 9.2)
    q_sig = s.t("Bartholomew N. Szymanski, MAI", 9.2, True)
    s.t("Wisconsin Certified General Appraiser No. 1294-010", 8.4)
    # ---- page 2: income approach
    s.new_page()
    s.t("INCOME CAPITALIZATION APPROACH – DIRECT CAPITALIZATION (AS IS)", 10, True)
    s.skip(4)
    rent1 = 12 * 1495 * 12
    rent2 = 12 * 1865 * 12
    other = 14400
    pgi = rent1 + rent2 + other
    vac = round(pgi * 0.06)
    egi = pgi - vac
    exp_ = [
        ("Real estate taxes", 68460),
        ("Insurance", 24540),
        ("Utilities (common, water and sewer)", 41300),
        ("Repairs and maintenance", 31200),
        ("Management (5% of EGI)", round(egi * 0.05)),
        ("Payroll and turnover", 24000),
        ("Replacement reserves ($300 per unit)", 7200),
    ]
    tex = sum(v for _, v in exp_)
    noi = egi - tex
    cap = 0.0625
    ind = noi / cap
    rv = round(ind / 10000) * 10000
    ix = 546
    q_r1 = s.kv("One-bedroom units: 12 x $1,495 x 12 months", "$" + comma(rent1))
    q_r2 = s.kv("Two-bedroom units: 12 x $1,865 x 12 months", "$" + comma(rent2))
    q_ot = s.kv("Laundry and parking income", "$" + comma(other))
    q_pgi = s.kv("Potential Gross Income", "$" + comma(pgi), bold=True)
    q_vac = s.kv("Less vacancy and collection loss (6%)", "($" + comma(vac) + ")")
    q_egi = s.kv("Effective Gross Income", "$" + comma(egi), bold=True)
    q_ex = [s.kv(k, "$" + comma(v)) for k, v in exp_]
    q_tex = s.kv("Total Operating Expenses", "($" + comma(tex) + ")", bold=True)
    q_noi = s.kv("Net Operating Income", "$" + comma(noi), bold=True)
    s.kv("Overall capitalization rate", "6.25%")
    s.kv("Indicated value (NOI / 6.25%)", "$" + comma(round(ind)))
    q_inc = s.kv("Indicated Value by the Income Approach, rounded", "$" + comma(rv), bold=True)
    assert ix
    s.skip(10)
    s.t("SALES COMPARISON APPROACH (SUMMARY)", 10, True)
    s.para(
        "Five sales of garden apartment properties in the Chippewa Valley between 2024 and 2026 sold for "
        "$151,000 to $178,500 per unit. After adjustment the sales indicate $163,000 to $168,000 per unit; "
        "at $165,000 per unit the sales comparison approach indicates $3,960,000 (24 units, rounded).",
        8.8,
    )
    s.skip(4)
    s.t("RECONCILIATION", 10, True)
    q_rec = s.para(
        "Most weight is given to the sales comparison approach, which the income approach supports. Our "
        "opinion of the As Is Market Value of the leased fee interest in the subject, as of September 2, "
        "2026, is $3,960,000.",
        9,
        bold=True,
    )
    # ---- page 3: certification
    s.new_page()
    s.t("CERTIFICATION", 10, True)
    s.para("I certify that, to the best of my knowledge and belief:", 8.8)
    for c in (
        "The statements of fact contained in this report are true and correct.",
        "I have no present or prospective interest in the property that is the subject of this report and "
        "no personal interest with respect to the parties involved.",
        "My engagement in this assignment was not contingent upon developing or reporting predetermined "
        "results.",
        "I have made a personal inspection of the property that is the subject of this report.",
        "Tavita Leiataua, Certified Residential Appraiser, provided significant real property appraisal "
        "assistance, including the unit inspections and rent survey; she did not sign this report.",
        "As of the date of this report, I have completed the continuing education program for Designated "
        "Members of the Appraisal Institute.",
    ):
        s.para("– " + c, 8.6, gap=2)
    s.skip(10)
    s.t("/s/ Bartholomew N. Szymanski", 9.2)
    q_sig3 = s.t("Bartholomew N. Szymanski, MAI", 9.2, True)
    s.t("Wisconsin Certified General Appraiser No. 1294-010 · Expires 12/14/2027", 8.4)
    s.t("Report date: September 21, 2026 · Effective date of the As Is value: September 2, 2026", 8.4)
    same(215280, rent1, "rent1")
    same(268560, rent2, "rent2")
    same(498240, pgi, "pgi")
    same(29894, vac, "vac")
    same(468346, egi, "egi")
    same(220117, tex, "tex")
    same(248229, noi, "noi")
    same(3970000, rv, "income value")
    assert "as of September 2, 2026, is $3,960,000" in " ".join(q_rec)
    assert q_sig == q_sig3
    fields = {
        "property_address": F("2250 Tamarack Trail, Eau Claire, Wisconsin 54701", 1, q_re),
        "property_type": F("multifamily", 1, "a 24-unit garden apartment complex"),
        "appraised_value": F(3960000, 1, qv[0]),
        "effective_date": F("2026-09-02", 1, qv[0]),
        "appraiser_name": F("Bartholomew N. Szymanski", 1, q_sig),
        "client_name": F("Red Cedar Lakes Bank", 1, q_cl),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a 24-unit garden apartment complex (multifamily) with a letter of "
        "transmittal, an income approach and a certification. appraised_value is the As Is Market Value "
        "($3,960,000), not the hypothetical as-if-renovated value, the land value or the insurable "
        "replacement cost; effective_date is its date of value (September 2, 2026, the inspection date), "
        "not the report date. appraiser_name is the signing MAI; the assistant who inspected did not sign. "
        "client_name is the bank, not its addressed officer or the borrower. gross_living_area_sqft is "
        "null: only a gross building area and a net rentable area of an apartment complex are printed, no "
        "gross living area. Income approach lines add up (sums)."
    )
    sums = [
        SUM(
            "rents + other income = Potential Gross Income",
            [
                (1, T("one-bedroom rent", rent1, 2, q_r1)),
                (1, T("two-bedroom rent", rent2, 2, q_r2)),
                (1, T("other income", other, 2, q_ot)),
            ],
            T("Potential Gross Income", pgi, 2, q_pgi),
        ),
        SUM(
            "PGI - vacancy = EGI",
            [
                (1, T("Potential Gross Income", pgi, 2, q_pgi)),
                (-1, T("vacancy and collection loss", vac, 2, q_vac)),
            ],
            T("Effective Gross Income", egi, 2, q_egi),
        ),
        SUM(
            "operating expenses = total",
            [(1, T(k, v, 2, q)) for (k, v), q in zip(exp_, q_ex, strict=True)],
            T("Total Operating Expenses", tex, 2, q_tex),
        ),
        SUM(
            "EGI - expenses = NOI",
            [
                (1, T("Effective Gross Income", egi, 2, q_egi)),
                (-1, T("Total Operating Expenses", tex, 2, q_tex)),
            ],
            T("Net Operating Income", noi, 2, q_noi),
        ),
    ]
    assert q_inc
    return p, fields, notes, sums
