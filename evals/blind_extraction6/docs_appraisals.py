"""Appraisal builders (2 documents).  All properties, people and values are fictional."""

from common import SUM, F, T, doc, same
from pdfkit import GREY, LETTER, WHITE, Pdf, tlen

X0, X1 = 36, 576
CAPC = (0.32, 0.32, 0.32)


def _band(pg, y0, y1, name, fill=(0.80, 0.84, 0.90)):
    """Left band with a rotated section name (form style)."""
    pg.fill(X0, y0, X0 + 13, y1, fill)
    pg.rect(X0, y0, X1, y1, w=0.8)
    ty = (y0 + y1) / 2 + tlen(name, "hebo", 6.3) / 2
    pg.p.insert_text((X0 + 9.3, ty), name, fontname="hebo", fontsize=6.3, rotate=90)


def _row(pg, y, cells, h=13, x=X0 + 13, csz=6.1, vsz=7.7, line=True):
    """One form row: cells are (width, caption, value)."""
    for i, (w, cap, val) in enumerate(cells):
        tx = x + 2
        if cap:
            pg.text(tx, y + h - 3.6, cap, "helv", csz, CAPC)
            tx += tlen(cap, "helv", csz) + 3
        if val:
            pg.text(tx, y + h - 3.6, val, "helv", vsz)
        x += w
        if i < len(cells) - 1:
            pg.line(x, y, x, y + h, w=0.4)
    if line:
        pg.line(X0 + 13, y + h, X1, y + h, w=0.4)
    return y + h


def _checks(pg, y, caption, opts, x0=X0 + 15, step=70, h=13):
    pg.text(x0, y + h - 3.6, caption, "helv", 6.1, CAPC)
    x = x0 + tlen(caption, "helv", 6.1) + 6
    for lab, ck in opts:
        pg.checkbox(x, y + h - 3, ck, sz=6)
        pg.text(x + 8, y + h - 3.6, lab, "helv", 7)
        x += max(step, tlen(lab, "helv", 7) + 16)
    pg.line(X0 + 13, y + h, X1, y + h, w=0.4)
    return y + h


def _grid(pg, y, colw, rows, sz=6.9, h=11.2, x=X0):
    """Sales comparison grid.  rows: list of lists (first cell = row caption);
    a dict {"cells": [...]} is a bold, shaded row."""
    y_start = y
    for r in rows:
        bold = isinstance(r, dict)
        cells = r["cells"] if bold else r
        if bold:
            pg.fill(x, y, x + sum(colw), y + h, (0.93, 0.93, 0.93))
        cx = x
        for i, c in enumerate(cells):
            w = colw[i]
            if i == 0:
                pg.text(
                    cx + 2, y + h - 3, c, "hebo" if bold else "helv", sz - 0.4, (0, 0, 0) if bold else CAPC
                )
            elif c:
                pg.text(cx + w - 3, y + h - 3, c, "hebo" if bold else "helv", sz, al="r")
            cx += w
            pg.line(cx, y, cx, y + h, w=0.3)
        pg.line(x, y + h, x + sum(colw), y + h, w=0.3)
        y += h
    pg.rect(x, y_start, x + sum(colw), y, w=0.6)
    return y


def _money(x):
    return f"{int(x):,}"


def _adj(x):
    x = int(x)
    if x == 0:
        return "0"
    return ("+" if x > 0 else "-") + f"{abs(x):,}"


# ====================================================================== condominium unit report (1073-style)
@doc(
    "b6_appr_condo_1073",
    "appraisal",
    "Individual Condominium Unit Appraisal Report - 1180 Marlin Harbor Drive, Unit 412, Sarasota, FL",
)
def appr_condo():
    pdf = Pdf(LETTER)
    pg = pdf.new_page()
    pg.text(306, 38, "Individual Condominium Unit Appraisal Report", "hebo", 12.5, al="c")
    pg.text(X1, 38, "File No. SQA-25-0318", "helv", 7.5, al="r")
    pg.para(
        X0,
        50,
        540,
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        "helv",
        6.8,
    )
    y0 = y = 66
    y = _row(
        pg,
        y,
        [
            (230, "Property Address", "1180 Marlin Harbor Drive"),
            (70, "Unit #", "412"),
            (120, "City", "Sarasota"),
            (45, "State", "FL"),
            (62, "Zip Code", "34236"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (180, "Borrower", "Nathaniel & Ines Kowalczyk"),
            (220, "Owner of Public Record", "Gerard P. Lindqvist, Trustee"),
            (127, "County", "Sarasota"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Legal Description",
                "Unit 412, Marlin Harbor Residences, a Condominium, per OR Inst. 2006048821, Sarasota County, Florida",
            )
        ],
    )
    y = _row(
        pg,
        y,
        [
            (170, "Assessor's Parcel #", "2026-14-4120"),
            (90, "Tax Year", "2024"),
            (267, "R.E. Taxes $", "5,912"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (230, "Project Name", "Marlin Harbor Residences"),
            (110, "Phase #", "II"),
            (90, "Map Reference", "26-36S-18E"),
            (97, "Census Tract", "0018.02"),
        ],
    )
    y = _checks(pg, y, "Occupant", [("Owner", True), ("Tenant", False), ("Vacant", False)], step=50)
    y = _row(pg, y, [(200, "Special Assessments $", "0"), (327, "HOA $ 742 per month", "")])
    y = _checks(
        pg,
        y,
        "Assignment Type",
        [("Purchase Transaction", True), ("Refinance Transaction", False), ("Other (describe)", False)],
        step=95,
    )
    y = _row(
        pg,
        y,
        [
            (210, "Lender/Client", "Gulfstream Coast Mortgage LLC"),
            (317, "Address", "2600 Fruitville Road, Suite 300, Sarasota, FL 34237"),
        ],
    )
    y = _row(
        pg,
        y,
        [(527, "Appraisal ordered through (AMC)", "Keyline Valuation Services, Inc., order #KV-884102")],
        line=False,
    )
    _band(pg, y0, y, "SUBJECT")
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (150, "Contract Price $", "412,500"),
            (150, "Date of Contract", "02/27/2025"),
            (227, "Is the property seller the owner of public record?", "Yes"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Financial assistance paid by any party on behalf of the borrower?",
                "Yes - $3,000 seller credit toward closing costs",
            )
        ],
        line=False,
    )
    _band(pg, y0, y, "CONTRACT")
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (130, "Project Type", "Condominium"),
            (130, "Design (Style)", "High-rise"),
            (130, "# of Stories", "8"),
            (137, "# of Elevators", "2"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (130, "Total # of Units", "64"),
            (130, "Units Sold", "64"),
            (130, "Year Built", "2006"),
            (137, "Owner-occupied %", "71%"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Common Elements",
                "Pool, fitness room, covered parking garage, boat slips (separately deeded), lobby",
            )
        ],
        line=False,
    )
    _band(pg, y0, y, "PROJECT")
    y0 = y = y + 4
    y = _row(
        pg,
        y,
        [
            (130, "Floor #", "4"),
            (130, "# of Levels", "1"),
            (130, "Heating Type", "Central / elec."),
            (137, "Cooling", "Central air"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (200, "Parking", "1 assigned garage space, #A-31"),
            (327, "View", "B;Wtr; Intracoastal Waterway, partial"),
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Finished area above grade contains:",
                "5 Rooms  2 Bedrooms  2.0 Bath(s)  1,128 Square Feet of Gross Living Area Above Grade",
            )
        ],
    )
    y = _row(
        pg,
        y,
        [
            (
                527,
                "Condition",
                "C3; kitchen updated 2021 (quartz counters, new cabinets); baths original but well maintained",
            )
        ],
        line=False,
    )
    pg.para(
        X0 + 16,
        y + 10,
        520,
        "The subject is a fourth-floor condominium unit with a partial water view in a 64-unit, eight-story "
        "elevator project. Project budget and reserves (10.4% of the budget) are adequate; no pending "
        "litigation or special assessments were disclosed by the association manager.",
        "helv",
        7.2,
        lead=9,
    )
    y += 42
    _band(pg, y0, y, "UNIT")
    pg.text(
        306,
        770,
        "Condominium unit appraisal report form (fictional test document)  -  Page 1 of 3",
        "helv",
        6.5,
        GREY,
        al="c",
    )
    # ---------------- page 2: sales comparison grid
    pg = pdf.new_page()
    pg.text(306, 38, "Individual Condominium Unit Appraisal Report", "hebo", 11, al="c")
    pg.text(X1, 38, "File No. SQA-25-0318", "helv", 7.5, al="r")
    pg.text(X0, 58, "SALES COMPARISON APPROACH", "hebo", 8.5)
    comps = [
        {
            "addr": "1180 Marlin Harbor Dr #216",
            "proj": "Marlin Harbor Residences",
            "prox": "Same building",
            "price": 398000,
            "gla": 1086,
            "date": "s01/29/2025",
            "floor": "2",
            "view": "B;Wtr",
            "cond": "C3",
            "park": "1 garage",
            "conc": "None",
            "adj": {"floor": 6000, "gla": 2500, "cond": 0, "view": 0, "conc": 0, "park": 0},
        },
        {
            "addr": "1200 Marlin Harbor Dr #607",
            "proj": "Marlin Harbor Residences",
            "prox": "0.05 miles N",
            "price": 439900,
            "gla": 1240,
            "date": "s12/12/2024",
            "floor": "6",
            "view": "B;Wtr",
            "cond": "C2",
            "park": "1 garage",
            "conc": "Seller $5,000",
            "adj": {"floor": -4000, "gla": -6700, "cond": -15000, "view": 0, "conc": -5000, "park": 0},
        },
        {
            "addr": "55 Palm Quay Ct #3B",
            "proj": "Palm Quay Condominium",
            "prox": "0.61 miles SE",
            "price": 401000,
            "gla": 1105,
            "date": "s02/07/2025",
            "floor": "3",
            "view": "N;Res",
            "cond": "C3",
            "park": "1 covered",
            "conc": "None",
            "adj": {"floor": 0, "gla": 1400, "cond": 0, "view": 7500, "conc": 0, "park": 3000},
        },
    ]
    for c in comps:
        c["net"] = sum(c["adj"].values())
        c["adjp"] = c["price"] + c["net"]
    same(406500, comps[0]["adjp"])
    same(409200, comps[1]["adjp"])
    same(412900, comps[2]["adjp"])
    colw = [120, 105, 105, 105, 105]
    rows = [
        {
            "cells": [
                "FEATURE",
                "SUBJECT",
                "COMPARABLE SALE # 1",
                "COMPARABLE SALE # 2",
                "COMPARABLE SALE # 3",
            ]
        },
        ["Address and Unit #", "1180 Marlin Harbor Dr #412"] + [c["addr"] for c in comps],
        ["Project Name", "Marlin Harbor Residences"] + [c["proj"] for c in comps],
        ["Proximity to Subject", ""] + [c["prox"] for c in comps],
        ["Sale Price", "$ 412,500"] + ["$ " + _money(c["price"]) for c in comps],
        ["Sale Price/Gross Liv. Area", "$ 365.69 sq.ft."]
        + ["$ {:.2f} sq.ft.".format(c["price"] / c["gla"]) for c in comps],
        ["Data Source(s)", "Contract"] + ["MLS #A4611" + str(i) + "02" for i in range(3)],
        ["Sale or Financing Concessions", ""] + [c["conc"] + " " + _adj(c["adj"]["conc"]) for c in comps],
        ["Date of Sale/Time", "c02/27/2025"] + [c["date"] + " 0" for c in comps],
        ["Floor Location", "4"] + [c["floor"] + " " + _adj(c["adj"]["floor"]) for c in comps],
        ["View", "B;Wtr"] + [c["view"] + " " + _adj(c["adj"]["view"]) for c in comps],
        ["Condition", "C3"] + [c["cond"] + " " + _adj(c["adj"]["cond"]) for c in comps],
        ["Room Count (Tot/Bdrms/Baths)", "5 / 2 / 2.0"] + ["5 / 2 / 2.0", "5 / 2 / 2.0", "5 / 2 / 2.0"],
        ["Gross Living Area", "1,128 sq.ft."]
        + ["{:,} sq.ft. {}".format(c["gla"], _adj(c["adj"]["gla"])) for c in comps],
        ["Parking", "1 garage"] + [c["park"] + " " + _adj(c["adj"]["park"]) for c in comps],
        ["Net Adjustment (Total)", ""] + ["$ " + _adj(c["net"]) for c in comps],
        {"cells": ["Adjusted Sale Price of Comparables", ""] + ["$ " + _money(c["adjp"]) for c in comps]},
    ]
    y = _grid(pg, 66, colw, rows)
    pg.para(
        X0,
        y + 14,
        540,
        "Summary of Sales Comparison Approach: Comparables 1 and 2 are resales in the subject project; "
        "comparable 3 is in a competing waterfront project with an inferior view. Floor-level adjustments "
        "of $2,000 to $3,000 per floor and a GLA adjustment of $60 per square foot are market-derived. "
        "Most weight is given to comparable 1 (same building, most recent).",
        "helv",
        7.4,
        lead=9.2,
    )
    pg.text(X0, y + 62, "Indicated Value by Sales Comparison Approach $ 408,000", "hebo", 8.5)
    y = y + 80
    pg.text(X0, y, "RECONCILIATION", "hebo", 8.5)
    pg.text(
        X0,
        y + 14,
        "Indicated Value by: Sales Comparison Approach $ 408,000    Income Approach (if developed) $ N/A",
        "helv",
        7.6,
    )
    pg.para(
        X0,
        y + 28,
        540,
        'This appraisal is made "as is". Based on a complete visual inspection of the interior and exterior '
        "areas of the subject property, defined scope of work, statement of assumptions and limiting "
        "conditions, and appraiser's certification, my (our) opinion of the market value, as defined, of the "
        "real property that is the subject of this report is $ 408,000, as of 03/18/2025, which is the date "
        "of inspection and the effective date of this appraisal.",
        "helv",
        7.6,
        lead=9.4,
    )
    y += 90
    pg.text(X0, y, "PRIOR SALE OR TRANSFER HISTORY", "hebo", 8.5)
    hist = [
        {"cells": ["ITEM", "SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]},
        ["Date of Prior Sale/Transfer", "05/11/2019", "08/02/2021", "None in 3 years", "10/19/2022"],
        ["Price of Prior Sale/Transfer", "$ 296,000", "$ 341,000", "", "$ 372,500"],
        ["Data Source(s)", "County records", "County records", "County records", "County records"],
        ["Effective Date of Data Source(s)", "03/17/2025", "03/17/2025", "03/17/2025", "03/17/2025"],
    ]
    _grid(pg, y + 8, colw, hist)
    pg.text(
        306,
        770,
        "Condominium unit appraisal report form (fictional test document)  -  Page 2 of 3",
        "helv",
        6.5,
        GREY,
        al="c",
    )
    # ---------------- page 3: certification
    pg = pdf.new_page()
    pg.text(306, 38, "Individual Condominium Unit Appraisal Report", "hebo", 11, al="c")
    pg.text(X1, 38, "File No. SQA-25-0318", "helv", 7.5, al="r")
    pg.para(
        X0,
        58,
        540,
        "APPRAISER'S CERTIFICATION: The Appraiser certifies and agrees that: (1) I have, at a minimum, developed "
        "and reported this appraisal in accordance with the scope of work requirements stated in this "
        "appraisal report. (2) I performed a complete visual inspection of the interior and exterior areas of "
        "the subject unit and the exterior of the project. (3) I performed this appraisal in accordance with "
        "the requirements of the Uniform Standards of Professional Appraisal Practice. (4) I have no present "
        "or prospective interest in the property that is the subject of this report. (5) My compensation is "
        "not contingent on the reporting of a predetermined value.",
        "helv",
        7.2,
        lead=9,
    )
    pg.para(
        X0,
        128,
        540,
        "SUPERVISORY APPRAISER'S CERTIFICATION: The Supervisory Appraiser certifies that he directly supervised "
        "the appraiser for this appraisal assignment, has read the appraisal report, and agrees with the "
        "appraiser's analysis, opinions, statements, conclusions and the appraiser's certification.",
        "helv",
        7.2,
        lead=9,
    )
    left = [
        "APPRAISER",
        "Signature  /s/ R. T. Ferreira",
        "Name  Rosalind T. Ferreira",
        "Company Name  Suncoast Quay Appraisal Group",
        "Company Address  1515 Ringling Blvd, Suite 840, Sarasota, FL 34236",
        "Telephone Number  (941) 555-0117",
        "Date of Signature and Report  03/21/2025",
        "Effective Date of Appraisal  03/18/2025",
        "State Certification #  Cert Res RD8841",
        "State  FL   Expiration Date of Certification  11/30/2026",
        "ADDRESS OF PROPERTY APPRAISED",
        "1180 Marlin Harbor Drive, Unit 412",
        "Sarasota, FL 34236",
        "APPRAISED VALUE OF SUBJECT PROPERTY $ 408,000",
        "LENDER/CLIENT",
        "Name  Daniel Cho, Loan Officer",
        "Company Name  Gulfstream Coast Mortgage LLC",
        "Company Address  2600 Fruitville Road, Suite 300, Sarasota, FL 34237",
    ]
    right = [
        "SUPERVISORY APPRAISER (ONLY IF REQUIRED)",
        "Signature  /s/ W. B. Okonjo",
        "Name  Walter B. Okonjo",
        "Company Name  Suncoast Quay Appraisal Group",
        "Date of Signature  03/21/2025",
        "State Certification #  Cert Gen RZ1206",
        "State  FL   Expiration Date of Certification  11/30/2026",
        "SUBJECT PROPERTY",
        "[X] Did not inspect subject property",
        "[ ] Did inspect exterior of subject property from street",
        "Date of Inspection ____________",
    ]
    pg.rect(X0, 170, 306, 420, w=0.6)
    pg.rect(306, 170, X1, 420, w=0.6)
    yy = 182
    for t in left:
        bold = t.isupper() or t.startswith("APPRAISED")
        pg.text(X0 + 5, yy, t, "hebo" if bold else "helv", 7.4)
        yy += 13.5
    yy = 182
    for t in right:
        pg.text(311, yy, t, "hebo" if t.isupper() else "helv", 7.4)
        yy += 13.5
    pg.text(
        306,
        770,
        "Condominium unit appraisal report form (fictional test document)  -  Page 3 of 3",
        "helv",
        6.5,
        GREY,
        al="c",
    )
    fields = {
        "property_address": F(
            "1180 Marlin Harbor Drive, Unit 412, Sarasota, FL 34236",
            3,
            "ADDRESS OF PROPERTY APPRAISED 1180 Marlin Harbor Drive, Unit 412 Sarasota, FL 34236",
        ),
        "property_type": F("condominium", 1, "Project Type Condominium"),
        "appraised_value": F(408000, 3, "APPRAISED VALUE OF SUBJECT PROPERTY $ 408,000"),
        "effective_date": F("2025-03-18", 3, "Effective Date of Appraisal 03/18/2025"),
        "appraiser_name": F("Rosalind T. Ferreira", 3, "Name Rosalind T. Ferreira"),
        "client_name": F("Gulfstream Coast Mortgage LLC", 3, "Company Name Gulfstream Coast Mortgage LLC"),
        "gross_living_area_sqft": F(1128, 1, "1,128 Square Feet of Gross Living Area Above Grade"),
    }
    q = {
        1: (
            "Sale Price $ 412,500 $ 398,000",
            "Net Adjustment (Total) $ +8,500",
            "Adjusted Sale Price of Comparables $ 406,500",
        ),
        2: ("$ 398,000 $ 439,900", "$ +8,500 $ -30,700", "$ 406,500 $ 409,200"),
        3: ("$ 439,900 $ 401,000", "$ -30,700 $ +11,900", "$ 409,200 $ 412,900"),
    }
    sums = []
    for i, c in enumerate(comps, 1):
        sums.append(
            SUM(
                f"comparable {i} adjusted sale price",
                [
                    (1, T(f"comp {i} sale price", c["price"], 2, q[i][0])),
                    (1, T(f"comp {i} net adjustment", c["net"], 2, q[i][1])),
                ],
                T(f"comp {i} adjusted sale price", c["adjp"], 2, q[i][2]),
            )
        )
    notes = (
        "Condominium unit report (1073-style form). The subject address is split into cells on page 1 "
        "(address / unit / city / state / zip); the label quotes the certification block on page 3. The "
        "sales comparison grid puts three comparables (two in the same project) next to the subject, "
        "with their own sale prices, GLAs, dates and adjusted prices. Opinion of value 408,000 vs "
        "contract price 412,500 and the comparables' prices. Dates: contract 02/27/2025, inspection = "
        "effective date 03/18/2025, signature/report 03/21/2025. Appraiser is the signing appraiser, not "
        "the supervisory appraiser (who did not inspect). The client is the lender company, not its loan "
        "officer, and not the AMC that placed the order. GLA 1,128 (comparables' GLAs are distractors)."
    )
    return pdf, fields, notes, sums


# ====================================================================== redesigned-URAR-style, detached SFR with ADU, retrospective
@doc(
    "b6_appr_urar_redesigned_retro",
    "appraisal",
    "Uniform Residential Appraisal Report (redesigned layout) - 7425 W Sagebrush Bend Ct, Boise, ID",
)
def appr_retro():
    pdf = Pdf(LETTER)
    navy = (0.12, 0.20, 0.38)

    def head(pg, n):
        pg.fill(X0, 30, X1, 50, navy)
        pg.text(X0 + 6, 44, "Uniform Residential Appraisal Report", "hebo", 11, WHITE)
        pg.text(X1 - 6, 44, "Appraiser Reference ID  TVH-2506-031", "helv", 7.5, WHITE, al="r")
        pg.text(
            306,
            770,
            f"Redesigned URAR-style layout (fictional test document)  -  Page {n} of 3",
            "helv",
            6.5,
            GREY,
            al="c",
        )

    def section(pg, y, title):
        pg.fill(X0, y, X1, y + 14, (0.86, 0.89, 0.94))
        pg.text(X0 + 5, y + 10, title, "hebo", 8.2, navy)
        return y + 14

    def kv(pg, y, pairs, widths=None, h=24):
        """Label-above-value cells."""
        widths = widths or [540 / len(pairs)] * len(pairs)
        x = X0
        for (k, v), w in zip(pairs, widths):
            pg.rect(x, y, x + w, y + h, w=0.4, c=(0.6, 0.6, 0.6))
            pg.text(x + 3, y + 8, k, "helv", 6.2, CAPC)
            if v:
                pg.text(x + 3, y + 19, v, "helv", 8)
            x += w
        return y + h

    # ---------------- page 1: summary, subject, assignment
    pg = pdf.new_page()
    head(pg, 1)
    y = section(pg, 58, "Summary")
    y = kv(
        pg,
        y,
        [
            ("Property Address", "7425 W Sagebrush Bend Ct"),
            ("City", "Boise"),
            ("State", "ID"),
            ("ZIP Code", "83709"),
        ],
        [250, 130, 60, 100],
    )
    y = kv(
        pg,
        y,
        [
            ("Property Valuation Method", "Sales Comparison"),
            ("Opinion of Market Value", "$612,000"),
            ("Effective Date", "02/14/2025"),
            ("Appraisal Condition", "As Is"),
        ],
        [150, 140, 120, 130],
    )
    y = kv(
        pg,
        y,
        [
            ("Inspection Date", "06/03/2025"),
            ("Inspection Type", "Interior and Exterior"),
            ("Report Date", "06/06/2025"),
            ("Property Type", "Single-Family Detached with ADU"),
        ],
        [110, 130, 110, 190],
    )
    y = section(pg, y + 8, "Subject Property")
    y = kv(
        pg,
        y,
        [
            ("Owner of Public Record", "Corbin J. and Leah A. Mastrangelo"),
            ("County", "Ada"),
            ("Parcel Number", "R7341220150"),
        ],
        [270, 110, 160],
    )
    y = kv(
        pg,
        y,
        [("Legal Description", "Lot 15, Block 2, Sagebrush Bend Subdivision No. 3, Ada County, Idaho")],
        [540],
    )
    y = kv(
        pg,
        y,
        [
            ("Site Size", "0.31 ac"),
            ("Zoning", "R-1C"),
            ("Zoning Compliance", "Legal"),
            ("Flood Zone", "X"),
            ("HOA Fee", "$450 per year"),
        ],
        [100, 100, 120, 100, 120],
    )
    y = section(pg, y + 8, "Assignment Information")
    y = kv(
        pg,
        y,
        [
            ("Client Name", "Snake River Federal Credit Union"),
            ("Client Address", "1850 N Cole Road, Boise, ID 83704"),
        ],
        [250, 290],
    )
    y = kv(
        pg,
        y,
        [
            ("Intended Use", "Loan quality control review (retrospective value)"),
            ("Intended User(s)", "The client only"),
        ],
        [300, 240],
    )
    y = kv(
        pg,
        y,
        [
            ("Lender Loan Number", "SRF-2025-004418"),
            ("Borrower", "Corbin J. Mastrangelo"),
            ("Ordered Through", "ValuBridge AMC, LLC (order VB-63318)"),
        ],
        [140, 170, 230],
    )
    y = kv(
        pg,
        y,
        [
            ("Loan Purpose at Origination", "Cash-out refinance, closed 02/14/2025"),
            ("Prior Appraisal", "02/06/2025 by another appraiser, $655,000"),
        ],
        [270, 270],
    )
    pg.para(
        X0,
        y + 14,
        540,
        "Scope of work: This is a retrospective appraisal. The client requested an opinion of market value as "
        "of February 14, 2025, the date the subject loan closed. The appraiser inspected the interior and "
        "exterior of the property on June 3, 2025 and, based on interviews with the owner and permit records, "
        "believes its condition on the effective date was materially the same. Only sales that closed on or "
        "before the effective date were used as comparables.",
        "helv",
        7.6,
        lead=9.6,
    )
    # ---------------- page 2: dwelling + sales comparison
    pg = pdf.new_page()
    head(pg, 2)
    y = section(pg, 58, "Dwelling Exterior and Interior")
    y = kv(
        pg,
        y,
        [
            ("Structure Type", "Detached"),
            ("Year Built", "2004"),
            ("Stories", "2"),
            ("Quality", "Q3"),
            ("Condition", "C3"),
        ],
        [120, 100, 100, 100, 120],
    )
    y = kv(
        pg,
        y,
        [
            ("Finished Area Above Grade", "2,046 sq ft"),
            ("Finished Area Below Grade", "0 sq ft"),
            ("Unfinished Area Below Grade", "0 sq ft"),
            ("Bedrooms / Baths", "4 / 2.5"),
        ],
        [150, 130, 140, 120],
    )
    y = kv(
        pg,
        y,
        [
            (
                "Accessory Dwelling Unit",
                "Detached, 1 bedroom / 1 bath, 480 sq ft finished, built 2022 (permit BLD22-01874)",
            ),
            ("Car Storage", "3-car attached garage"),
        ],
        [380, 160],
    )
    y = section(pg, y + 8, "Sales Comparison")
    comps = [
        {
            "addr": "7391 W Sagebrush Bend Ct",
            "prox": "0.08 mi W",
            "price": 588000,
            "date": "01/10/2025",
            "gla": "1,988",
            "adu": "None",
            "cond": "C3",
            "adj": {"ADU": 30000, "Gross Living Area": 2900, "Garage": 5000, "Condition": 0},
        },
        {
            "addr": "2218 N Tumbleweed Way",
            "prox": "0.42 mi NE",
            "price": 639900,
            "date": "12/06/2024",
            "gla": "2,210",
            "adu": "Attached, 420 sf",
            "cond": "C2",
            "adj": {"ADU": 5000, "Gross Living Area": -8200, "Garage": 0, "Condition": -20000},
        },
        {
            "addr": "7710 W Dry Creek Loop",
            "prox": "0.55 mi S",
            "price": 584500,
            "date": "02/03/2025",
            "gla": "2,064",
            "adu": "None",
            "cond": "C3",
            "adj": {"ADU": 30000, "Gross Living Area": -900, "Garage": -5000, "Condition": 0},
        },
    ]
    for c in comps:
        c["net"] = sum(c["adj"].values())
        c["adjp"] = c["price"] + c["net"]
    same(625900, comps[0]["adjp"])
    same(616700, comps[1]["adjp"])
    same(608600, comps[2]["adjp"])
    colw = [110, 107.5, 107.5, 107.5, 107.5]
    rows = [
        {"cells": ["", "Subject", "Comparable 1", "Comparable 2", "Comparable 3"]},
        ["Address", "7425 W Sagebrush Bend Ct"] + [c["addr"] for c in comps],
        ["Proximity", ""] + [c["prox"] for c in comps],
        ["Sale Price", ""] + ["$" + _money(c["price"]) for c in comps],
        ["Contract / Closing Date", ""] + [c["date"] for c in comps],
        ["Finished Area Above Grade", "2,046"] + [c["gla"] for c in comps],
        ["Accessory Dwelling Unit", "Detached, 480 sf"] + [c["adu"] for c in comps],
        ["Condition", "C3"] + [c["cond"] for c in comps],
        ["Garage", "3-car att."] + ["2-car att.", "3-car att.", "4-car att."],
        ["ADU adjustment", ""] + [_adj(c["adj"]["ADU"]) for c in comps],
        ["Area adjustment", ""] + [_adj(c["adj"]["Gross Living Area"]) for c in comps],
        ["Garage adjustment", ""] + [_adj(c["adj"]["Garage"]) for c in comps],
        ["Condition adjustment", ""] + [_adj(c["adj"]["Condition"]) for c in comps],
        ["Net Adjustment", ""] + ["$" + _adj(c["net"]) for c in comps],
        {"cells": ["Adjusted Price", ""] + ["$" + _money(c["adjp"]) for c in comps]},
    ]
    y = _grid(pg, y + 4, colw, rows, sz=7, h=12)
    pg.para(
        X0,
        y + 14,
        540,
        "The detached ADU contributes an estimated $30,000 based on paired sales in west Boise; comparable 2's "
        "attached ADU is adjusted $5,000 for its smaller size and lack of separate entry. Area adjusted at $50 "
        "per square foot above grade. All three comparables closed on or before the effective date.",
        "helv",
        7.6,
        lead=9.6,
    )
    # ---------------- page 3: reconciliation + certification
    pg = pdf.new_page()
    head(pg, 3)
    y = section(pg, 58, "Reconciliation")
    pg.para(
        X0,
        y + 14,
        540,
        "The adjusted sale prices range from $608,600 to $625,900. Greatest weight is given to comparable 1, "
        "on the same street and closest in time to the effective date. The cost approach was not developed. "
        "The prior appraisal of $655,000 dated 02/06/2025 was not relied upon.",
        "helv",
        7.8,
        lead=9.8,
    )
    y = kv(
        pg,
        y + 52,
        [
            ("Opinion of Market Value", "$612,000"),
            ("Effective Date", "02/14/2025"),
            ("Condition of Appraisal", "As Is (retrospective)"),
        ],
        [180, 180, 180],
    )
    y = section(pg, y + 10, "Appraiser Certification and Signature")
    pg.para(
        X0,
        y + 14,
        540,
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in this report "
        "are true and correct, that I personally inspected the subject property on June 3, 2025, and that my "
        "opinion of the market value of the subject property, as of February 14, 2025, is $612,000.",
        "helv",
        7.8,
        lead=9.8,
    )
    y = kv(
        pg,
        y + 52,
        [
            ("Appraiser Name", "Teodora M. Halvorsen"),
            ("Credential", "Certified Residential, ID CRA-4417"),
            ("Signature Date", "06/06/2025"),
        ],
        [180, 200, 160],
    )
    y = kv(
        pg,
        y,
        [
            ("Company", "Treasure Valley Home Appraisal, LLC"),
            ("Company Address", "410 S Orchard St, Suite 12, Boise, ID 83705"),
        ],
        [220, 320],
    )
    y = kv(
        pg,
        y,
        [
            ("Subject Property Address", "7425 W Sagebrush Bend Ct, Boise, ID 83709"),
            ("Client", "Snake River Federal Credit Union"),
        ],
        [300, 240],
    )
    pg.text(X0, y + 22, "Signature:  /s/ Teodora M. Halvorsen", "heit", 9)
    fields = {
        "property_address": F(
            "7425 W Sagebrush Bend Ct, Boise, ID 83709",
            3,
            "Subject Property Address 7425 W Sagebrush Bend Ct, Boise, ID 83709",
        ),
        "property_type": F("single_family", 1, "Property Type Single-Family Detached with ADU"),
        "appraised_value": F(612000, 3, "Opinion of Market Value $612,000 Effective Date 02/14/2025"),
        "effective_date": F("2025-02-14", 3, "Opinion of Market Value $612,000 Effective Date 02/14/2025"),
        "appraiser_name": F("Teodora M. Halvorsen", 3, "Appraiser Name Teodora M. Halvorsen"),
        "client_name": F(
            "Snake River Federal Credit Union", 1, "Client Name Snake River Federal Credit Union"
        ),
        "gross_living_area_sqft": F(2046, 2, "Finished Area Above Grade 2,046 sq ft"),
    }
    q = {
        1: ("Sale Price $588,000", "Net Adjustment $+37,900", "Adjusted Price $625,900"),
        2: ("$588,000 $639,900", "$+37,900 $-23,200", "$625,900 $616,700"),
        3: ("$639,900 $584,500", "$-23,200 $+24,100", "$616,700 $608,600"),
    }
    sums = []
    for i, c in enumerate(comps, 1):
        sums.append(
            SUM(
                f"comparable {i} adjusted price",
                [
                    (1, T(f"comp {i} sale price", c["price"], 2, q[i][0])),
                    (1, T(f"comp {i} net adjustment", c["net"], 2, q[i][1])),
                ],
                T(f"comp {i} adjusted price", c["adjp"], 2, q[i][2]),
            )
        )
    notes = (
        "Redesigned-URAR-style report (label-above-value cells). Retrospective assignment: the effective "
        "date 02/14/2025 (loan closing) differs from the inspection date 06/03/2025 and the report/"
        "signature date 06/06/2025; the prior appraisal date/value (02/06/2025, $655,000) and the "
        "comparables' sale dates are distractors. Detached single-family home with a detached ADU -> "
        "single_family. GLA is 'Finished Area Above Grade' (2,046); the 480 sq ft ADU and the comparables' "
        "areas are distractors. The client is the credit union; the AMC that placed the order and the "
        "borrower are distractors. Opinion of value $612,000 vs comparables' adjusted prices."
    )
    return pdf, fields, notes, sums
