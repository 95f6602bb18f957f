"""Appraisal builders for blind_extraction22 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY, grid
from pdfkit import Pdf
from sheet import Sheet


def money(x):
    return "$" + f"{x:,}"


def signed_adj(x):
    if x == 0:
        return "0"
    return ("+" if x > 0 else "-") + f"{abs(x):,}"


def cells_text(cells):
    out = []
    for _, _, cap, val in cells:
        out.append(cap)
        if val:
            out.append(val)
    return " ".join(out)


def form_row(s, cells, h=22, lsize=6, vsize=8):
    """A form row of captioned cells at the Sheet's current line; returns its text."""
    y = s.y - 9
    grid(s.p, y, cells, h=h, lsize=lsize, vsize=vsize)
    s.y = y + h + 9
    return cells_text(cells)


def band(s, text, x0, x1, size=7.6):
    s.p.shade(x0, s.y - size - 3, x1, s.y + 3, 0.85)
    s.t(text, size, True, x=x0 + 4)


# ==================== 1 small residential income (four-unit) form: GLA of all units, GRM income approach
@doc(
    "b22_appr_fourplex_income_grm_trainee",
    "appraisal",
    "3318 W Harrowgate Ave four-unit small residential income property appraisal",
)
def appr_fourplex():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.6)
    s.row(
        [(36, "Small Residential Income Property Appraisal Report"), (576, "File No. MKE-26-3318", "r")],
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
    s.skip(6)
    band(s, "SUBJECT", 36, 576)
    s.skip(6)
    form_row(
        s,
        [
            (36, 300, "Property Address", "3318 W Harrowgate Ave"),
            (300, 430, "City", "Milwaukee"),
            (430, 490, "State", "WI"),
            (490, 576, "Zip Code", "53215"),
        ],
    )
    form_row(
        s,
        [
            (36, 220, "Borrower", "Dariusz and Ewa Kowalczyk"),
            (220, 400, "Owner of Public Record", "Kowalczyk Family Rentals LLC"),
            (400, 576, "County", "Milwaukee"),
        ],
    )
    form_row(
        s,
        [
            (36, 300, "Legal Description", "Lot 14, Block 3, Harrowgate Park Addition"),
            (300, 430, "Assessor's Parcel #", "468-0912-000"),
            (430, 500, "Tax Year", "2025"),
            (500, 576, "R.E. Taxes $", "8,214"),
        ],
    )
    form_row(
        s,
        [
            (36, 200, "Occupant", "Tenant (all units)"),
            (200, 300, "Assignment Type", "Refinance"),
            (300, 576, "Property Rights Appraised", "Fee Simple"),
        ],
    )
    q_client = form_row(
        s,
        [
            (36, 230, "Lender/Client", "Lindholm Savings Bank"),
            (230, 576, "Address", "7700 W Bluemound Rd, Wauwatosa, WI 53213"),
        ],
    )
    s.skip(4)
    band(s, "IMPROVEMENTS", 36, 576)
    s.skip(6)
    q_type = form_row(
        s,
        [
            (36, 170, "Property Type", "2-4 unit / multi-family"),
            (170, 250, "# of Units", "4"),
            (250, 330, "Year Built", "1926"),
            (330, 460, "Design (Style)", "Two-story, two up / two down"),
            (460, 576, "Condition", "C3"),
        ],
    )
    s.t("Unit breakdown (above grade)", 7.4, True)
    cols = [(40, "l"), (150, "r"), (230, "r"), (300, "r"), (400, "r"), (500, "r"), (572, "r")]
    s.row(
        [
            (40, "Unit"),
            (150, "Rooms", "r"),
            (230, "Bedrooms", "r"),
            (300, "Baths", "r"),
            (400, "Sq. Ft.", "r"),
            (500, "Actual Rent", "r"),
            (572, "Market Rent", "r"),
        ],
        size=7,
        bold=True,
    )
    s.rule()
    units = [
        ("1 (1st floor front)", 4, 2, "1.0", 880, 1225, 1295),
        ("2 (1st floor rear)", 4, 2, "1.0", 880, 1190, 1295),
        ("3 (2nd floor front)", 4, 2, "1.0", 880, 1250, 1295),
        ("4 (2nd floor rear)", 4, 2, "1.0", 880, 1175, 1295),
    ]
    gla = 0
    market = 0
    for u, rm, br, ba, sf, act, mkt in units:
        gla += sf
        market += mkt
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    cols, [u, str(rm), str(br), ba, f"{sf:,}", money(act), money(mkt)], strict=True
                )
            ],
            size=7.4,
            lead=11.5,
        )
    s.rule()
    q_gla = s.row(
        [
            (40, "Total gross living area of all units"),
            (400, f"{gla:,} sq. ft.", "r"),
            (572, "Total market rent " + money(market), "r"),
        ],
        size=7.6,
        bold=True,
    )
    s.t(
        "Basement: full, 880 sq. ft., unfinished (laundry and storage); not included in gross living area.",
        7.2,
    )
    s.t("Garage: detached 2-car; two additional surface spaces off the alley.", 7.2)
    s.skip(6)
    band(s, "SITE AND NEIGHBORHOOD", 36, 576)
    s.para(
        "Site 40 x 125 ft (5,000 sq. ft.), zoned RT4 (two-family residential, legal nonconforming four-unit "
        "use, "
        "may be rebuilt if destroyed). Neighborhood: established urban area of two- to four-unit buildings "
        "and "
        "single-family homes, about 85% built up, stable values, typical marketing time 30-90 days.",
        7.2,
    )
    # ---- page 2: sales comparison and income approach, reconciliation
    s.new_page()
    band(s, "SALES COMPARISON APPROACH", 36, 576)
    s.skip(4)
    cx = [170, 270, 380, 476, 572]
    s.row(
        [
            (40, "FEATURE"),
            (cx[1], "SUBJECT", "r"),
            (cx[2], "COMPARABLE SALE # 1", "r"),
            (cx[3], "COMPARABLE SALE # 2", "r"),
            (cx[4], "COMPARABLE SALE # 3", "r"),
        ],
        size=6.8,
        bold=True,
    )
    s.rule()
    comps = [
        (
            "2712 W Ostrander Ave",
            575000,
            "03/18/2026",
            3680,
            [("Condition", -10000), ("Gross Living Area", -4800), ("Parking/Garage", 0)],
        ),
        (
            "3904 W Pellston St",
            549000,
            "01/29/2026",
            3400,
            [("Condition", 12000), ("Gross Living Area", 3600), ("Parking/Garage", -6000)],
        ),
        (
            "2215 S Kelmscott Ct",
            589900,
            "04/07/2026",
            3610,
            [("Location", -15000), ("Gross Living Area", -2700), ("Sales Concessions", -5000)],
        ),
    ]
    rows = [
        ("Address", "3318 W Harrowgate Ave", [c[0] for c in comps]),
        ("Proximity to Subject", "", ["0.62 miles NW", "0.94 miles W", "1.18 miles SE"]),
        ("Sale Price", "", [money(c[1]) for c in comps]),
        ("Sale Date", "", [c[2] for c in comps]),
        ("Gross Monthly Rent", money(market), ["$5,240", "$4,980", "$5,360"]),
        ("Gross Rent Multiplier", "", ["109.7", "110.2", "110.1"]),
        ("Price per Unit", "", [money(c[1] // 4) for c in comps]),
        ("Gross Living Area", f"{gla:,}", [f"{c[3]:,}" for c in comps]),
        ("Unit Breakdown", "4 x 2BR/1BA", ["4 x 2BR/1BA", "4 x 2BR/1BA", "2 x 3BR, 2 x 2BR"]),
    ]
    grid_rows = {}
    for lab, subj, vals in rows:
        grid_rows[lab] = s.row(
            [(40, lab), (cx[1], subj, "r")] + [(cx[i + 2], v, "r") for i, v in enumerate(vals)],
            size=7.2,
            lead=11.2,
        )
    s.rule()
    adj_rows = {}
    for lab in ["Location", "Condition", "Gross Living Area", "Parking/Garage", "Sales Concessions"]:
        vals = []
        for c in comps:
            d = dict(c[4])
            vals.append(signed_adj(d[lab]) if lab in d else "")
        adj_rows[lab] = s.row(
            [(40, "Adj.: " + lab)] + [(cx[i + 2], v, "r") for i, v in enumerate(vals)], size=7.2, lead=11.2
        )
    nets = [sum(v for _, v in c[4]) for c in comps]
    adjusted = [c[1] + n for c, n in zip(comps, nets, strict=True)]
    q_net = s.row(
        [(40, "Net Adjustment (Total)")] + [(cx[i + 2], signed_adj(n), "r") for i, n in enumerate(nets)],
        size=7.2,
        bold=True,
        lead=11.2,
    )
    q_adj = s.row(
        [(40, "Adjusted Sale Price of Comparables")]
        + [(cx[i + 2], money(a), "r") for i, a in enumerate(adjusted)],
        size=7.2,
        bold=True,
        lead=11.2,
    )
    s.rule()
    s.skip(4)
    sca = 565000
    q_sca = s.row(
        [(40, "Indicated Value by Sales Comparison Approach"), (572, money(sca), "r")], size=7.8, bold=True
    )
    s.skip(6)
    band(s, "INCOME APPROACH TO VALUE", 36, 576)
    grm = 108
    inc = market * grm
    q_inc = s.row(
        [
            (40, f"Estimated Monthly Market Rent {money(market)}  X  Gross Rent Multiplier {grm}  ="),
            (572, money(inc) + " Indicated Value by Income Approach", "r"),
        ],
        size=7.6,
    )
    s.t(
        "GRM derived from the three comparable sales (109.7 - 110.2) and two older sales; 108 reflects the "
        "subject's below-market actual rents.",
        7,
        color=GREY,
    )
    s.skip(6)
    band(s, "RECONCILIATION", 36, 576)
    s.row(
        [
            (40, "Indicated Value by: Sales Comparison Approach"),
            (240, money(sca)),
            (320, "Cost Approach (if developed) not developed"),
            (572, "Income Approach " + money(inc), "r"),
        ],
        size=7.2,
    )
    value = 562000
    q_value = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        f"certification, my (our) opinion of the market value, as defined, of the real property that is the "
        f"subject of this report is {money(value)}, as of May 4, 2026, which is the date of inspection and "
        "the "
        "effective date of this appraisal.",
        7.4,
    )
    q_val = " ".join(q_value)
    # ---- page 3: certification
    s.new_page()
    band(s, "APPRAISER'S CERTIFICATION (excerpt)", 36, 576)
    s.para(
        "25. Marcus Dell'Oro, appraiser trainee (Wisconsin trainee permit 5521-14), provided significant "
        "real "
        "property appraisal assistance: he inspected the subject with me and researched the comparable "
        "sales. "
        "I directly supervised his work, personally inspected the subject and accept full responsibility for "
        "this report.",
        7.2,
    )
    s.skip(4)
    y0 = s.y
    s.t("APPRAISER", 7.6, True)
    s.t("Signature  ______________________________", 7.6)
    q_appr = s.t("Name  Renata K. Ostrowski", 7.8)
    s.t("Company Name  Lakefront Valuation Group, LLC", 7.6)
    s.t("Company Address  1220 N Prospect Ave, Suite 410, Milwaukee, WI 53202", 7.6)
    s.t("Date of Signature and Report  May 12, 2026", 7.6)
    q_eff = s.t("Effective Date of Appraisal  May 4, 2026", 7.6)
    s.t("State Certification #  1488-10 · State WI · Expiration Date 12/14/2027", 7.6)
    s.skip(4)
    s.t("ADDRESS OF PROPERTY APPRAISED", 7.6, True)
    q_addr = s.t("3318 W Harrowgate Ave, Milwaukee, WI 53215", 7.8)
    q_av = s.t(f"APPRAISED VALUE OF SUBJECT PROPERTY {money(value)}", 7.8, True)
    s.skip(4)
    s.t("LENDER/CLIENT", 7.6, True)
    s.t("Name  Tomasz Nowicki, Commercial Lending Officer", 7.6)
    q_lc = s.t("Company Name  Lindholm Savings Bank", 7.6)
    s.t("Company Address  7700 W Bluemound Rd, Wauwatosa, WI 53213", 7.6)
    y1 = s.y
    s.y = y0
    s.t("SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 7.6, True, x=320)
    for lab in ["Signature", "Name", "Company Name", "Date of Signature", "State Certification #"]:
        s.t(lab, 7.6, x=320)
    s.t("SUBJECT PROPERTY", 7.6, True, x=320)
    s.t("[ ] Did not inspect subject property", 7.4, x=320)
    s.t("[ ] Did inspect exterior of subject property", 7.4, x=320)
    s.y = y1
    same(3520, gla, "gla")
    same(5180, market, "market rent")
    same(559440, inc, "income approach")
    same(560200, adjusted[0], "comp 1")
    same(558600, adjusted[1], "comp 2")
    same(567200, adjusted[2], "comp 3")
    fields = {
        "property_address": F("3318 W Harrowgate Ave, Milwaukee, WI 53215", 3, q_addr),
        "property_type": F("multifamily", 1, q_type),
        "appraised_value": F(562000, 3, q_av),
        "effective_date": F("2026-05-04", 3, q_eff),
        "appraiser_name": F("Renata K. Ostrowski", 3, q_appr),
        "client_name": F("Lindholm Savings Bank", 3, q_lc),
        "gross_living_area_sqft": F(3520, 1, q_gla),
    }
    notes = (
        "Small residential income property (four-unit) form report for a refinance, Wisconsin. property_type "
        "is multifamily (2-4 unit / multi-family). gross_living_area_sqft is the total of all four units "
        "(4 x 880), printed as 'Total gross living area of all units'; the 880 sq. ft. of one unit and the "
        "unfinished basement are not it. appraised_value is the reconciled opinion of market value on page 2 "
        "and in the certification, not the sales-comparison indication or the income-approach figure (market "
        "rent x GRM; sum). effective_date is the date of inspection / Effective Date of Appraisal, not the "
        "date of signature. appraiser_name is the signing appraiser; the trainee who assisted is named in "
        "the "
        "certification and the supervisory block is empty. client_name is the Lender/Client company, not the "
        "lending officer; the borrowers and the owner LLC are distractors. The comparable grid has three "
        "adjustment sums. No field is null."
    )
    sums = [
        SUM(
            f"Comparable {i + 1}: sale price + adjustments = adjusted sale price",
            [(1, T(f"Sale price comp {i + 1}", c[1], 2, grid_rows["Sale Price"]))]
            + [(1, T(f"{lab} adj comp {i + 1}", v, 2, adj_rows[lab])) for lab, v in c[4] if v != 0],
            T(f"Adjusted sale price comp {i + 1}", adjusted[i], 2, q_adj),
        )
        for i, c in enumerate(comps)
    ]
    del q_net, q_sca, q_client, q_inc, q_val
    return p, fields, notes, sums


def gbp(x):
    return "£" + f"{x:,}"


# ==================== 2 UK RICS valuation of a let retail warehouse: GIA only, special assumption
@doc(
    "b22_appr_uk_retail_warehouse_red_book",
    "appraisal",
    "Unit 4 Kingsmead Retail Park, Yeovil - valuation report for loan security",
)
def appr_uk():
    p = Pdf(face="serif", ttf=True, w=595, h=842)
    s = Sheet(p, x=56, xr=539, top=60, size=8.6)
    s.t("HARTCLIFFE LANE LLP · CHARTERED SURVEYORS", 8, True, color=GREY)
    s.t("Regulated by RICS · 14 Princes Street, Yeovil BA20 1EN", 7.4, color=GREY)
    s.skip(20)
    s.t("VALUATION REPORT", 18, True)
    s.t("Loan security purposes", 11)
    s.skip(8)
    q_addr = s.t("Unit 4, Kingsmead Retail Park, Chelbury Way, Yeovil BA21 9QX", 11, True)
    s.skip(10)
    y0 = s.y
    q_client = s.kv("Prepared for (the Client):", "Quantock Commercial Bank plc", xv=230)
    s.kv("Addressee:", "Ms Philippa Coombe, Real Estate Finance", xv=230)
    s.kv("Borrower:", "Brympton Property Holdings Limited", xv=230)
    q_vdate = s.kv("Valuation Date:", "14 May 2026", xv=230)
    s.kv("Date of inspection:", "11 May 2026", xv=230)
    s.kv("Date of report:", "29 May 2026", xv=230)
    s.kv("Our reference:", "HL/VAL/26/0593", xv=230)
    p.rect(50, y0 - 13, 545, s.y - 6, 0.5)
    s.skip(12)
    s.t("1. Executive summary", 10, True)
    s.skip(2)
    rent = 96500
    summ = [
        ("Property type", "Retail warehouse (bulky goods), single storey, built 2004"),
        ("Tenure", "Freehold"),
        ("Tenancy", "Hearthstone Home & Garden Limited, 15-year FRI lease from 24 June 2019"),
        ("Passing rent", gbp(rent) + " per annum exclusive; upward-only review 24 June 2029"),
        ("Market Rent", "£101,000 per annum"),
        ("Gross Internal Area (GIA)", "9,840 sq ft (914.2 sq m)"),
        ("Market Value", "£1,375,000 (One Million Three Hundred and Seventy-Five Thousand Pounds)"),
        ("Market Value, special assumption", "£1,050,000 assuming vacant possession"),
        ("Reinstatement cost", "£1,120,000 (for insurance purposes; excluding VAT)"),
    ]
    q = {}
    for k, v in summ:
        q[k] = s.kv(k, v, xv=210, size=7.8)
    s.skip(6)
    s.para(
        "The valuation has been prepared in accordance with the RICS Valuation - Global Standards, "
        "incorporating the IVSC International Valuation Standards, and the RICS UK national supplement. "
        "Market "
        "Value is as defined in VPS 4. The property is considered good security for lending purposes.",
        8,
    )
    # ---- page 2: description and evidence
    s.new_page()
    s.t("2. Description and accommodation", 10, True)
    s.para(
        "A detached single-storey retail warehouse of steel portal frame construction with profiled metal "
        "cladding, a glazed entrance and a rear service yard, forming one of six units on an established "
        "retail "
        "park on the northern ring road. The site extends to approximately 0.71 acres with 38 customer "
        "parking "
        "spaces.",
        8.2,
    )
    s.t("We measured the property in accordance with the RICS Code of Measuring Practice:", 8.2)
    ax = [400, 520]
    s.row([(60, "Accommodation"), (ax[0], "sq m", "r"), (ax[1], "sq ft", "r")], size=8, bold=True)
    s.rule()
    s.row([(60, "Sales area"), (ax[0], "799.9", "r"), (ax[1], "8,610", "r")], size=8)
    s.row([(60, "Ancillary storage and staff"), (ax[0], "114.3", "r"), (ax[1], "1,230", "r")], size=8)
    s.rule()
    q_gia = s.row(
        [(60, "Total Gross Internal Area"), (ax[0], "914.2", "r"), (ax[1], "9,840", "r")], size=8, bold=True
    )
    s.skip(8)
    s.t("3. Rental evidence", 10, True)
    cx = [290, 350, 430, 520]
    s.row(
        [
            (60, "Property"),
            (cx[0], "Date", "r"),
            (cx[1], "sq ft", "r"),
            (cx[2], "Rent pa", "r"),
            (cx[3], "£ psf", "r"),
        ],
        size=7.8,
        bold=True,
    )
    s.rule()
    for r in [
        ("Unit 2, Kingsmead Retail Park", "Jan 2026", "8,900", "£92,500", "10.39"),
        ("Unit B, Marsh Lane Trade Centre", "Oct 2025", "12,250", "£118,000", "9.63"),
        ("Unit 7, Stourton Fields Retail Park", "Jul 2025", "10,400", "£109,200", "10.50"),
    ]:
        s.row(
            [(60, r[0]), (cx[0], r[1], "r"), (cx[1], r[2], "r"), (cx[2], r[3], "r"), (cx[3], r[4], "r")],
            size=7.8,
        )
    s.skip(8)
    s.t("4. Investment evidence", 10, True)
    s.row(
        [(60, "Property"), (cx[0], "Date", "r"), (cx[2], "Price", "r"), (cx[3], "NIY", "r")],
        size=7.8,
        bold=True,
    )
    s.rule()
    for r in [
        ("Unit 1, Kingsmead Retail Park", "Feb 2026", "£1,690,000", "6.40%"),
        ("Former DIY store, Bridgwater", "Nov 2025", "£2,350,000", "7.10%"),
        ("Carpet warehouse, Taunton", "Sep 2025", "£1,240,000", "6.75%"),
    ]:
        s.row([(60, r[0]), (cx[0], r[1], "r"), (cx[2], r[2], "r"), (cx[3], r[3], "r")], size=7.8)
    s.skip(10)
    s.t("5. Valuation", 10, True)
    yld = D("0.0655")
    gross = (D(rent) / yld).quantize(D(1), rounding=ROUND_HALF_UP)
    net = (gross / D("1.068")).quantize(D(1), rounding=ROUND_HALF_UP)
    costs = gross - net
    s.para(
        "We have capitalised the passing rent, which is slightly below Market Rent, at a net initial yield "
        "reflecting the lease length, the covenant of the tenant and the evidence above.",
        8.2,
    )
    vx = 520
    s.row([(60, "Passing rent per annum"), (vx, gbp(rent), "r")], size=8.2)
    s.row([(60, "Years' purchase in perpetuity at 6.55%"), (vx, "15.2672", "r")], size=8.2)
    q_gross = s.row([(60, "Gross value"), (vx, gbp(int(gross)), "r")], size=8.2)
    q_costs = s.row(
        [(60, "Less purchaser's costs at 6.80%"), (vx, "(" + gbp(int(costs)) + ")", "r")], size=8.2
    )
    q_net = s.row([(60, "Net value"), (vx, gbp(int(net)), "r")], size=8.2, bold=True)
    value = 1375000
    q_mv = s.row([(60, "Market Value, say"), (vx, gbp(value), "r")], size=9, bold=True)
    # ---- page 3: opinion and signature
    s.new_page()
    s.t("6. Opinion of value", 10, True)
    q_op = s.para(
        "We are of the opinion that the Market Value of the freehold interest in Unit 4, Kingsmead Retail "
        "Park, "
        "subject to and with the benefit of the existing lease, as at 14 May 2026, is £1,375,000 (One "
        "Million "
        "Three Hundred and Seventy-Five Thousand Pounds).",
        8.6,
    )
    s.para(
        "On the special assumption that the property is offered with vacant possession, the Market Value as "
        "at "
        "the same date would be £1,050,000. The reinstatement cost of £1,120,000 is provided for insurance "
        "purposes only and is not a valuation.",
        8.6,
    )
    s.t("7. Reliance", 10, True)
    s.para(
        "This report is provided for the sole use of Quantock Commercial Bank plc for secured lending "
        "purposes "
        "and may not be relied upon by the Borrower or any third party.",
        8.6,
    )
    s.skip(20)
    s.t("Signed for and on behalf of Hartcliffe Lane LLP", 8.6)
    s.skip(18)
    q_appr = s.t("Imogen Trelawny MRICS", 9, True)
    s.t("RICS Registered Valuer · Associate Director", 8.2)
    s.t("(valuer responsible for the valuation)", 7.6, color=GREY)
    s.skip(16)
    s.t("Countersigned (report reviewer):", 8.2)
    s.skip(12)
    s.t("Peter Jago FRICS", 9, True)
    s.t("Partner", 8.2)
    same(1473282, gross, "gross")
    same(1379478, net, "net")
    same(93804, costs, "costs")
    fields = {
        "property_address": F("Unit 4, Kingsmead Retail Park, Chelbury Way, Yeovil BA21 9QX", 1, q_addr),
        "property_type": F("commercial", 1, q["Property type"]),
        "appraised_value": F(1375000, 1, q["Market Value"]),
        "effective_date": F("2026-05-14", 1, q_vdate),
        "appraiser_name": F("Imogen Trelawny", 3, q_appr),
        "client_name": F("Quantock Commercial Bank plc", 1, q_client),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "UK RICS ('Red Book') valuation for loan security of a let retail warehouse (GBP, '£1,375,000', '14 "
        "May 2026'). property_type is commercial (retail). appraised_value is the Market Value subject to "
        "the "
        "lease (executive summary, valuation 'say' figure and opinion), not the vacant-possession special "
        "assumption value, the reinstatement cost, the unrounded net value or a comparable price. "
        "effective_date is the Valuation Date, not the inspection or report date. appraiser_name is the "
        "valuer "
        "responsible, not the countersigning reviewer. client_name is the bank (the Client), not the named "
        "addressee officer or the Borrower. gross_living_area_sqft is null: only a Gross Internal Area of a "
        "retail building is printed, not a living area. The valuation table has one sum (gross value - "
        "purchaser's costs = net value)."
    )
    sums = [
        SUM(
            "Gross value - purchaser's costs = Net value",
            [
                (1, T("Gross value", 1473282, 2, q_gross)),
                (-1, T("Less purchaser's costs", 93804, 2, q_costs)),
            ],
            T("Net value", 1379478, 2, q_net),
        ),
    ]
    del q_gia, q_mv, q_op
    return p, fields, notes, sums
