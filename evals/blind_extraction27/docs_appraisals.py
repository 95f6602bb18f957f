"""Appraisal builders for blind_extraction27 (2 documents).  All properties,
people, values and addresses are invented."""

from common import SUM, F, T, doc, same
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


def section(s, title):
    s.p.shade(36, s.y - 9, 576, s.y + 3, 0.82)
    s.t(title, 8.2, True)
    s.skip(2)


def comp_grid(s, heads, rows, xs, size=7.2, lead=11):
    """A sales-comparison grid: heads over columns, rows of (label, values).  Returns {label: row text}."""
    out = {}
    s.row(
        [(x, h, "r" if i else "l") for i, (x, h) in enumerate(zip(xs, heads, strict=True))], size, True, lead
    )
    s.rule()
    for lab, vals in rows:
        cells = [(xs[0], lab)] + [(x, v, "r") for x, v in zip(xs[1:], vals, strict=True)]
        out[lab] = s.row(cells, size, lead=lead)
    return out


# ===== 1 single-family dwelling with a detached ADU (redesigned-URAR style), refinance, no AMC
@doc(
    "b27_appr_sf_detached_adu_refinance",
    "appraisal",
    "1847 Shepherds Purse Lane single-family appraisal with ADU",
)
def appr_sf():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Uniform Residential Appraisal Report"), (576, "File No. WRC-28-0611", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "Dwelling with Accessory Dwelling Unit · Property Valuation Type: Appraisal with Interior and "
        "Exterior Inspection",
        7,
        color=GREY,
    )
    s.skip(6)
    section(s, "SUMMARY")
    summ = form_rows(
        s,
        [
            [
                (36, 300, "Subject Property Address", "1847 Shepherds Purse Lane"),
                (300, 430, "City", "Wake Forest"),
                (430, 490, "State", "NC"),
                (490, 576, "ZIP Code", "27587"),
            ],
            [
                (36, 200, "County", "Wake"),
                (200, 330, "Parcel Number", "1849-27-3316"),
                (330, 470, "Property Type", "Detached, with ADU"),
                (470, 576, "Attachment", "Detached"),
            ],
            [
                (36, 200, "Opinion of Market Value", "$ 714,000"),
                (200, 330, "Effective Date", "07/19/2028"),
                (330, 470, "Property Rights", "Fee Simple"),
                (470, 576, "Condition Rating", "C3"),
            ],
        ],
    )
    section(s, "ASSIGNMENT INFORMATION")
    asg = form_rows(
        s,
        [
            [
                (36, 200, "Intended Use", "Refinance lending decision"),
                (200, 400, "Lender/Client", "Neuse Harbor Federal Credit Union"),
                (400, 576, "Client Address", "2750 Falls of Tar Road, Raleigh, NC 27616"),
            ],
            [
                (36, 250, "Borrower", "Delphine & Marcus Ashworth-Nakamura"),
                (250, 430, "Owner of Public Record", "Ashworth-Nakamura, Marcus T."),
                (430, 576, "Loan No.", "NH-5518-2290"),
            ],
            [
                (36, 200, "Appraisal Management Co.", "None (direct engagement)"),
                (200, 330, "Engagement Date", "07/11/2028"),
                (330, 450, "Inspection Date", "07/19/2028"),
                (450, 576, "Occupancy", "Owner"),
            ],
        ],
    )
    section(s, "SALES HISTORY AND ASSESSMENT")
    hist = form_rows(
        s,
        [
            [
                (36, 200, "Prior Sale Date (Subject)", "03/14/2022"),
                (200, 330, "Prior Sale Price", "$ 538,000"),
                (330, 450, "Tax Assessed Value (2028)", "$ 603,850"),
                (450, 576, "Annual Taxes", "$ 5,214"),
            ],
        ],
    )
    section(s, "SITE")
    site = form_rows(
        s,
        [
            [
                (36, 170, "Site Size", "0.61 ac"),
                (170, 300, "Zoning", "R-2 (ADU permitted)"),
                (300, 440, "Utilities", "Public water and sewer"),
                (440, 576, "Flood Zone", "X (panel 1849J)"),
            ],
        ],
    )
    section(s, "DWELLING AND ACCESSORY DWELLING UNIT")
    f1, f2 = 1328, 1161
    gla = f1 + f2
    dwel = form_rows(
        s,
        [
            [
                (36, 150, "Year Built", "2006"),
                (150, 270, "Style", "Two-story traditional"),
                (270, 420, "Bedrooms / Baths (main)", "4 / 2.1"),
                (420, 576, "Quality Rating", "Q3"),
            ],
            [
                (36, 170, "Level 1 Finished Area", f"{comma(f1)} sq ft"),
                (170, 310, "Level 2 Finished Area", f"{comma(f2)} sq ft"),
                (310, 440, "Finished Area Above Grade", f"{comma(gla)} sq ft"),
                (440, 576, "Below Grade Finished", "612 sq ft"),
            ],
            [
                (36, 250, "ADU (detached, above garage)", "528 sq ft, 1 bed / 1 bath"),
                (250, 420, "Garage", "Detached 2-car (under ADU)"),
                (420, 576, "Basement", "Partial walk-out"),
            ],
        ],
    )
    s.para(
        "The ADU is a legally permitted garage apartment (Town of Wake Forest permit BP-2019-04471). Its "
        "area is reported separately and is not included in the dwelling's finished area above grade; "
        "below-grade finished area is also excluded.",
        7.2,
    )
    # ---- page 2: sales comparison and reconciliation
    s.new_page()
    section(s, "SALES COMPARISON APPROACH")
    xs = [36, 230, 345, 460, 576]
    comps = [
        ("1902 Sweet Gum Trace", 697250, "05/28/2028", 2412, [0, None, 12000, 0]),
        ("618 Harrow Brook Ct", 736400, "06/21/2028", 2630, [-7500, None, 12000, -10000]),
        ("2214 Lonesome Pine Dr", 689700, "04/09/2028", 2455, [6900, None, 15000, 0]),
    ]
    for c in comps:
        c[4][1] = round((gla - c[3]) * 43, -2)
    rows = [
        ("Address", ["1847 Shepherds Purse Ln"] + [c[0] for c in comps]),
        ("Sale Price", [""] + ["$ " + comma(c[1]) for c in comps]),
        ("Contract / Closing Date", [""] + [c[2] for c in comps]),
        ("Finished Area Above Grade", [comma(gla)] + [comma(c[3]) for c in comps]),
        ("Location / Site adj.", ["Suburban"] + [adj(c[4][0]) for c in comps]),
        ("Finished Area adj. ($43/sq ft)", [""] + [adj(c[4][1]) for c in comps]),
        ("ADU adj.", ["ADU 528 sf"] + [adj(c[4][2]) for c in comps]),
        ("Condition / Updating adj.", ["C3"] + [adj(c[4][3]) for c in comps]),
        ("Net Adjustment", [""] + [adj(sum(c[4])) for c in comps]),
        ("Adjusted Sale Price", [""] + ["$ " + comma(c[1] + sum(c[4])) for c in comps]),
    ]
    g = comp_grid(s, ["Feature", "Subject", "Comparable 1", "Comparable 2", "Comparable 3"], rows, xs)
    same(712550, comps[0][1] + sum(comps[0][4]), "comparable 1 adjusted")
    s.skip(6)
    sca = 714000
    s.para(
        "Comparable 1 is given the most weight as the most recent closed sale with a permitted ADU in the "
        f"subject's subdivision. Indicated Value by Sales Comparison Approach $ {comma(sca)}.",
        7.6,
    )
    section(s, "COST APPROACH (supplemental)")
    cost = form_rows(
        s,
        [
            [
                (36, 200, "Site Value", "$ 173,500"),
                (200, 360, "Depreciated Cost of Improvements", "$ 557,900"),
                (360, 576, "Indicated Value by Cost Approach", "$ 731,400"),
            ],
        ],
    )
    same(731400, 173500 + 557900, "cost approach")
    section(s, "RECONCILIATION")
    q_val = s.t(
        "Opinion of Market Value of the subject property, as defined, as of 07/19/2028 (effective date): "
        f"$ {comma(714000)}",
        8.4,
        True,
    )
    s.para(
        "The cost approach is supplemental only. The income approach was not developed; the ADU is "
        "owner-used and rental data for garage apartments in the market area are limited. This appraisal is "
        "made as is.",
        7.4,
    )
    # ---- page 3: certification and signature
    s.new_page()
    section(s, "APPRAISER CERTIFICATION (excerpt)")
    s.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in this "
        "report are true and correct; I have no present or prospective interest in the property that is the "
        "subject of this report; my engagement was not contingent upon developing or reporting "
        "predetermined results; and I personally inspected the interior and exterior of the subject "
        "property on the inspection date stated in this report.",
        7.6,
    )
    s.skip(6)
    section(s, "SIGNATURE")
    sig = form_rows(
        s,
        [
            [
                (36, 300, "Appraiser Name", "Harlan J. Vickery-Oduya"),
                (300, 576, "Company", "Tarheel Ridge Valuation, PLLC"),
            ],
            [
                (36, 200, "Credential", "Certified Residential"),
                (200, 330, "License No. / State", "A8841 / NC"),
                (330, 450, "Expiration", "06/30/2030"),
                (450, 576, "Report Date", "07/26/2028"),
            ],
            [
                (
                    36,
                    300,
                    "Subject Address (as appraised)",
                    "1847 Shepherds Purse Lane, Wake Forest, NC 27587",
                ),
                (300, 576, "Appraised Value of Subject", "$ 714,000 as of 07/19/2028"),
            ],
        ],
        h=24,
    )
    s.t("Signature: /s/ Harlan J. Vickery-Oduya (electronically signed 07/26/2028)", 7.8)
    fields = {
        "property_address": F("1847 Shepherds Purse Lane, Wake Forest, NC 27587", 3, sig[2]),
        "property_type": F("single_family", 1, summ[1]),
        "appraised_value": F(714000, 2, q_val),
        "effective_date": F("2028-07-19", 2, q_val),
        "appraiser_name": F("Harlan J. Vickery-Oduya", 3, sig[0]),
        "client_name": F("Neuse Harbor Federal Credit Union", 1, asg[0]),
        "gross_living_area_sqft": F(gla, 1, dwel[1]),
    }
    notes = (
        "Single-family appraisal in the redesigned URAR style for a refinance; the detached house has a "
        "permitted accessory dwelling unit above the garage, which the contract still classes as "
        "single_family. appraised_value is the Opinion of Market Value (summary and reconciliation), not "
        "the prior sale price, tax assessed value or cost-approach indication; effective_date is the date "
        "of value (also the inspection date), not the engagement, report or signature dates. client_name is "
        "the Lender/Client (no AMC is involved; the borrower and owner are distractors). "
        "gross_living_area_sqft is the Finished Area Above Grade of the main dwelling (level 1 + level 2; "
        "sum), excluding the ADU and the below-grade finished area. Comparable adjustments add up to the "
        "adjusted sale prices (sums)."
    )
    sums = [
        SUM(
            "Level 1 + Level 2 finished area = Finished Area Above Grade",
            [
                (1, T("Level 1 Finished Area", f1, 1, dwel[1])),
                (1, T("Level 2 Finished Area", f2, 1, dwel[1])),
            ],
            "gross_living_area_sqft",
        ),
    ]
    for i, c in enumerate(comps):
        terms = [(1, T(f"Comparable {i + 1} sale price", c[1], 2, g["Sale Price"]))]
        names = [
            "Location / Site adj.",
            "Finished Area adj. ($43/sq ft)",
            "ADU adj.",
            "Condition / Updating adj.",
        ]
        for nm, a in zip(names, c[4], strict=True):
            if a:
                terms.append((1, T(f"Comparable {i + 1} {nm}", a, 2, g[nm])))
        sums.append(
            SUM(
                f"Comparable {i + 1}: sale price + adjustments = adjusted sale price",
                terms,
                T(f"Comparable {i + 1} adjusted sale price", c[1] + sum(c[4]), 2, g["Adjusted Sale Price"]),
            )
        )
    sums.append(
        SUM(
            "Site value + depreciated improvements = cost approach (supplemental)",
            [
                (1, T("Site Value", 173500, 2, cost[0])),
                (1, T("Depreciated Cost of Improvements", 557900, 2, cost[0])),
            ],
            T("Indicated Value by Cost Approach", 731400, 2, cost[0]),
        )
    )
    del hist, site
    return p, fields, notes, sums


# ===== 2 small residential income property (four units, 1025 style): purchase, rent schedule and GRM,
#       trainee vs signing appraiser, unit areas adding up to the gross living area
@doc(
    "b27_appr_fourplex_income_grm_supervisor",
    "appraisal",
    "418 Conestoga Mill Row four-unit appraisal",
)
def appr_fourplex():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Small Residential Income Property Appraisal Report"), (576, "File # KSV-28-1147", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate and "
        "adequately supported opinion of the market value of the subject two- to four-unit property.",
        6.8,
        color=GREY,
    )
    s.skip(4)
    section(s, "SUBJECT")
    subj = form_rows(
        s,
        [
            [
                (36, 260, "Property Address", "418 Conestoga Mill Row"),
                (260, 400, "City", "Lancaster"),
                (400, 470, "State", "PA"),
                (470, 576, "Zip Code", "17603"),
            ],
            [
                (36, 240, "Borrower", "Redbank Terrace Holdings LLC"),
                (240, 430, "Owner of Public Record", "Estate of Miriam J. Stoltzfus-Reigart"),
                (430, 576, "County", "Lancaster"),
            ],
            [
                (36, 170, "Assignment Type", "Purchase Transaction"),
                (170, 400, "Lender/Client", "Susquehanna Keystone Bank"),
                (400, 576, "Address", "55 Penn Square, Lancaster, PA 17603"),
            ],
            [
                (36, 200, "Property Rights Appraised", "Fee Simple"),
                (200, 330, "Tax Year / R.E. Taxes", "2028 / $ 9,184"),
                (330, 460, "Census Tract", "0118.00"),
                (460, 576, "Map Reference", "LAN-33-R"),
            ],
        ],
    )
    section(s, "CONTRACT")
    contract = form_rows(
        s,
        [
            [
                (36, 160, "Contract Price $", "599,900"),
                (160, 280, "Date of Contract", "08/02/2028"),
                (280, 420, "Seller Concessions $", "0"),
                (420, 576, "Is the seller the owner of record?", "Yes (estate)"),
            ],
        ],
    )
    section(s, "IMPROVEMENTS")
    units = [
        ("1", "Ground floor front", 2, 1, 853),
        ("2", "Ground floor rear", 2, 1, 853),
        ("3", "Second floor front", 2, 1, 928),
        ("4", "Second floor rear", 2, 1, 928),
    ]
    gla = sum(u[4] for u in units)
    imp = form_rows(
        s,
        [
            [
                (36, 150, "Units", "Four"),
                (150, 420, "Type", "Multi-family, converted brick rowhouse, 2 stories + attic"),
                (420, 576, "Year Built / Effective Age", "1912 / 25 years"),
            ],
        ],
    )
    xs = [36, 70, 220, 290, 350, 440, 576]
    s.row(
        [
            (xs[0], "Unit"),
            (xs[1], "Location"),
            (xs[2], "Rooms", "r"),
            (xs[3], "Bedrooms", "r"),
            (xs[4], "Baths", "r"),
            (xs[5], "Gross Living Area (sq ft)", "r"),
        ],
        7.2,
        True,
    )
    s.rule()
    q_units = []
    for u in units:
        q_units.append(
            s.row(
                [
                    (xs[0], u[0]),
                    (xs[1], u[1]),
                    (xs[2], "4", "r"),
                    (xs[3], str(u[2]), "r"),
                    (xs[4], str(u[3]), "r"),
                    (xs[5], comma(u[4]), "r"),
                ],
                7.6,
            )
        )
    s.rule()
    q_gla = s.row(
        [(xs[0], "Total Gross Living Area Above Grade"), (xs[5], f"{comma(gla)} sq ft", "r")], 7.8, True
    )
    s.t(
        "Basement: 1,120 sq ft unfinished (laundry and tenant storage), not included in gross living area.",
        7.2,
    )
    s.skip(4)
    section(s, "COMPARABLE RENT SCHEDULE AND INCOME APPROACH")
    rents = [1155, 1155, 1235, 1255]
    mrent = sum(rents)
    s.row(
        [
            (36, "Unit"),
            (140, "Lease Term"),
            (300, "Actual Rent (per month)", "r"),
            (460, "Opinion of Market Rent", "r"),
        ],
        7.2,
        True,
    )
    s.rule()
    q_rents = []
    for u, r_ in zip(units, rents, strict=True):
        q_rents.append(
            s.row(
                [
                    (36, u[0]),
                    (140, "12 months, expires 2029"),
                    (300, "$ " + comma(r_), "r"),
                    (460, "$ " + comma(r_ + 35), "r"),
                ],
                7.6,
            )
        )
    s.rule()
    q_mrent = s.row(
        [
            (36, "Total Gross Monthly Rent (actual)"),
            (300, "$ " + comma(mrent), "r"),
            (460, "$ " + comma(mrent + 140), "r"),
        ],
        7.8,
        True,
    )
    grm = 122
    inc = grm * (mrent + 140)
    q_inc = s.t(
        f"Indicated Value by Income Approach: estimated monthly market rent $ {comma(mrent + 140)} x gross "
        f"rent "
        f"multiplier {grm} = $ {comma(inc)}",
        7.8,
    )
    # ---- page 2: sales comparison and reconciliation
    s.new_page()
    section(s, "SALES COMPARISON APPROACH (summary)")
    gx = [36, 230, 345, 460, 576]
    comps = [
        ("27 W Frederick Alley", 583750, 3390, [0, 6900, 9000]),
        ("1106 Marietta Pike", 629850, 3702, [-12000, -5600, 0]),
        ("340 S Prince Crossing", 613400, 3480, [-8000, 3300, 0]),
    ]
    rows = [
        ("Address", ["418 Conestoga Mill Row"] + [c[0] for c in comps]),
        ("Sale Price", [""] + ["$ " + comma(c[1]) for c in comps]),
        ("Gross Living Area", [comma(gla)] + [comma(c[2]) for c in comps]),
        ("Location adj.", ["Urban"] + [adj(c[3][0]) for c in comps]),
        ("GLA adj. ($40/sq ft)", [""] + [adj(c[3][1]) for c in comps]),
        ("Parking / Condition adj.", [""] + [adj(c[3][2]) for c in comps]),
        ("Adjusted Sale Price", [""] + ["$ " + comma(c[1] + sum(c[3])) for c in comps]),
    ]
    g = comp_grid(s, ["Feature", "Subject", "Comparable 1", "Comparable 2", "Comparable 3"], rows, gx)
    for c in comps:
        same(c[3][1], round((gla - c[2]) * 40, -2), "GLA adjustment")
    sca = 606000
    s.skip(4)
    s.t(f"Indicated Value by Sales Comparison Approach $ {comma(sca)}", 8, True)
    s.skip(6)
    section(s, "RECONCILIATION")
    value = 608000
    q_val = s.t(
        "Based on a complete visual inspection, my (our) opinion of the market value, as defined, of the "
        "real property",
        7.8,
    )
    q_val2 = s.t(
        f"that is the subject of this report is $ {comma(value)}, as of 09/05/2028, which is the date of "
        "inspection and the effective date of this appraisal.",
        7.8,
        True,
    )
    s.para(
        "Most weight is given to the sales comparison approach; the income approach supports the value. The "
        "contract price of $ 599,900 is below the opinion of value.",
        7.4,
    )
    section(s, "SIGNATURES")
    sig = form_rows(
        s,
        [
            [
                (36, 300, "APPRAISER Name", "Theodora M. Klinefelter"),
                (300, 576, "SUPERVISORY APPRAISER (only if required) Name", ""),
            ],
            [
                (36, 170, "Company Name", "Red Rose Valuation Group"),
                (170, 300, "Date of Signature and Report", "09/15/2028"),
                (300, 576, "Did Not Inspect Subject Property", ""),
            ],
            [
                (36, 170, "State Certification #", "RL003318"),
                (170, 300, "State", "PA"),
                (300, 576, "Lender/Client Company Name", "Susquehanna Keystone Bank"),
            ],
            [
                (36, 300, "Address of Property Appraised", "418 Conestoga Mill Row, Lancaster, PA 17603"),
                (300, 576, "Appraised Value of Subject Property $", f"{comma(value)}"),
            ],
            [
                (36, 300, "Effective Date of Appraisal", "09/05/2028"),
                (300, 576, "Trainee (assisted with research, did not sign)", "Ezekiel P. Brubacher"),
            ],
        ],
        h=24,
    )
    same(inc, 602680, "income approach")
    fields = {
        "property_address": F("418 Conestoga Mill Row, Lancaster, PA 17603", 2, sig[3]),
        "property_type": F("multifamily", 1, imp[0]),
        "appraised_value": F(value, 2, sig[3]),
        "effective_date": F("2028-09-05", 2, sig[4]),
        "appraiser_name": F("Theodora M. Klinefelter", 2, sig[0]),
        "client_name": F("Susquehanna Keystone Bank", 1, subj[2]),
        "gross_living_area_sqft": F(gla, 1, q_gla),
    }
    notes = (
        "Small residential income property (four-unit) appraisal, 1025-style, for a purchase; a two- to "
        "four-unit property is labelled multifamily. appraised_value is the reconciled opinion of market "
        "value (repeated in the signature block), not the contract price, the income-approach or "
        "sales-comparison indications or comparable prices; effective_date is the date of value / "
        "inspection, not the contract or signature dates. appraiser_name is the signing appraiser; the "
        "supervisory block is blank and the trainee did not sign. client_name is the Lender/Client, not the "
        "borrower LLC or the estate that owns the property. gross_living_area_sqft is the printed total of "
        "the four units' areas (sum), excluding the basement. Rent schedule, income approach and comparable "
        "adjustments are checked by sums."
    )
    sums = [
        SUM(
            "unit areas = Total Gross Living Area",
            [(1, T(f"Unit {u[0]} GLA", u[4], 1, qu)) for u, qu in zip(units, q_units, strict=True)],
            "gross_living_area_sqft",
        ),
        SUM(
            "unit rents = Total Gross Monthly Rent",
            [(1, T(f"Unit {u[0]} rent", r_, 1, qr)) for u, r_, qr in zip(units, rents, q_rents, strict=True)],
            T("Total Gross Monthly Rent", mrent, 1, q_mrent),
        ),
    ]
    for i, c in enumerate(comps):
        terms = [(1, T(f"Comparable {i + 1} sale price", c[1], 2, g["Sale Price"]))]
        for nm, a in zip(
            ["Location adj.", "GLA adj. ($40/sq ft)", "Parking / Condition adj."], c[3], strict=True
        ):
            if a:
                terms.append((1, T(f"Comparable {i + 1} {nm}", a, 2, g[nm])))
        sums.append(
            SUM(
                f"Comparable {i + 1}: sale price + adjustments = adjusted sale price",
                terms,
                T(f"Comparable {i + 1} adjusted sale price", c[1] + sum(c[3]), 2, g["Adjusted Sale Price"]),
            )
        )
    del contract, q_inc, q_val, q_val2
    return p, fields, notes, sums
