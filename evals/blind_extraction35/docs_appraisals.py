"""Appraisal builders for blind_extraction35 (2 documents).  Every property,
person, value, date and address is invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet


def band(s, title, g=0.82):
    s.p.shade(s.x - 6, s.y - 9, s.xr + 6, s.y + 3, g)
    s.t(title, 8.2, True)
    s.skip(1)


def usd(x):
    return "$" + fmt(x, ",", ".", 0)


def aud(x):
    return "$" + fmt(x, ",", ".", 0)


def sgn(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + usd(abs(x))


def kvrow(s, pairs, xs, size=7.6):
    """Several 'label value' pairs on one line: pairs [(label, value)], xs the label x positions."""
    cells = []
    for (k, v), x in zip(pairs, xs, strict=True):
        cells.append((x, f"{k} {v}".strip()))
    return s.row(cells, size)


# ===== 1 US uniform residential appraisal (Form 1004 style, Eugene OR, USD, mm/dd/yyyy) over two pages: a
# detached one-unit dwelling with a detached accessory dwelling unit; above-grade gross living area vs the
# finished basement and the ADU; lender/client vs AMC, borrower and owner of record; contract price above
# the final value; sales comparison grid with three comparables (sums); cost approach; effective date vs
# contract, prior-sale, signature and licence dates; no supervisory appraiser
@doc("b35_appr_us_or_1004_adu", "appraisal", "1836 Alder Ridge Lane Eugene OR appraisal report")
def appr_or():
    L = dict(
        val=723000,
        gla=1873,
        c1=683900,
        c2=697900,
        c3=719800,
        a1=44650,
        a2=17850,
        a3=3900,
        j1=728550,
        j2=715750,
        j3=723700,
    )
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=44, xr=568, top=46, size=7.6)
    s.row([(44, "Uniform Residential Appraisal Report", "l"), (568, "File # OR-21-0419", "r")], 11, True)
    q_head = s.t(
        "Subject: 1836 Alder Ridge Lane, Eugene, OR 97405 · Borrower: Okafor · Lender/Client: Willamette "
        "Trust CU",
        7.4,
        color=GREY,
    )
    s.skip(2)
    band(s, "SUBJECT")
    q_addr = kvrow(
        s,
        [
            ("Property Address", "1836 Alder Ridge Lane"),
            ("City", "Eugene"),
            ("State", "OR"),
            ("Zip Code", "97405"),
        ],
        [44, 290, 400, 470],
    )
    kvrow(
        s,
        [
            ("Borrower", "Nathaniel & Priya Okafor"),
            ("Owner of Public Record", "Gerald L. Hutchins"),
            ("County", "Lane"),
        ],
        [44, 250, 480],
    )
    kvrow(
        s,
        [
            ("Legal Description", "Lot 14, Alder Ridge Second Addition"),
            ("Assessor's Parcel #", "18-04-27-31-02214"),
        ],
        [44, 330],
    )
    kvrow(
        s,
        [
            ("Neighborhood Name", "South Hills / Alder Ridge"),
            ("Census Tract", "0044.02"),
            ("R.E. Taxes $", "6,418.72"),
        ],
        [44, 300, 450],
    )
    kvrow(
        s,
        [("Occupant", "Owner"), ("Special Assessments $", "0"), ("PUD", "No"), ("HOA $", "0")],
        [44, 160, 330, 420],
    )
    kvrow(
        s,
        [("Property Rights Appraised", "Fee Simple"), ("Assignment Type", "Purchase Transaction")],
        [44, 300],
    )
    q_client = kvrow(
        s,
        [
            ("Lender/Client", "Willamette Trust Credit Union"),
            ("Address", "990 Olive Street, Eugene, OR 97401"),
        ],
        [44, 300],
    )
    s.t(
        "Appraisal ordered through: Cascade Valuation Management, LLC (AMC), order no. CVM-88417",
        7.4,
        color=GREY,
    )
    s.skip(2)
    band(s, "CONTRACT")
    q_contract = s.t(
        "Contract Price $735,000 · Date of Contract 03/29/2021 · Seller concessions: $6,000 toward buyer's "
        "closing "
        "costs · Contract analyzed: yes",
        7.6,
    )
    s.skip(2)
    band(s, "NEIGHBORHOOD")
    s.para(
        "Suburban, over 75% built up, stable growth. One-unit housing price range $415,000 to $1,150,000, "
        "predominant $640,000. Present land use: one-unit 82%, 2-4 unit 6%, multi-family 4%, commercial 3%, "
        "vacant 5%. Marketing time under 3 months; demand exceeds supply.",
        7.4,
    )
    band(s, "SITE")
    s.para(
        "Dimensions 72 x 121 irregular · Area 8,712 sf · View: territorial · Zoning classification R-1 Low "
        "Density Residential; an accessory dwelling unit is a permitted use · Highest and best use as "
        "improved: "
        "present use · Public utilities: electricity, gas, water, sanitary sewer.",
        7.4,
    )
    band(s, "IMPROVEMENTS")
    q_type = s.t(
        "Units: One with Accessory Unit · Property type: One-Unit, Detached · Design: Two-story Craftsman",
        7.6,
    )
    s.t(
        "Actual age 19 years · Effective age 12 years · Foundation: concrete, full basement 836 sq ft, 612 "
        "sq ft finished",
        7.6,
    )
    s.t(
        "Exterior: fiber-cement siding, composition roof · Heating: FWA gas, heat pump · Car storage: "
        "attached 2-car garage",
        7.6,
    )
    q_gla = s.t(
        "Finished area above grade contains: 8 Rooms · 3 Bedrooms · 2.5 Bath(s) · 1,873 Square Feet of Gross "
        "Living Area Above Grade",
        7.6,
        True,
    )
    s.para(
        "Accessory dwelling unit: detached 540 sq ft studio over a workshop, completed 2020 with final "
        "permit "
        "(1 bedroom, 1 bath, separate meters). The ADU area is not included in the gross living area above; "
        "it and the finished basement are adjusted for separately in the sales comparison grid.",
        7.4,
    )
    s.para(
        "Condition C3: kitchen updated in the last five years; no physical deficiencies or adverse "
        "conditions "
        "affecting livability, soundness or structural integrity were observed on the date of inspection.",
        7.4,
    )
    s.y = 762
    s.t("Freddie Mac Form 70 / Fannie Mae Form 1004 style · Page 1 of 2", 6.8, color=GREY, align="c")

    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.y = 46
    band(s, "SALES COMPARISON APPROACH")
    xs = [(44, "l"), (228, "r"), (344, "r"), (456, "r"), (566, "r")]

    def grow(vals, bold=False):
        return s.row([(x, v, a) for (x, a), v in zip(xs, vals, strict=True)], 7.2, bold)

    grow(["FEATURE", "SUBJECT", "COMPARABLE 1", "COMPARABLE 2", "COMPARABLE 3"], True)
    grow(["Address", "1836 Alder Ridge Ln", "2210 Kinsrow Ct", "1597 Fernhill Way", "2438 Timberline Dr"])
    grow(["Proximity to subject", "", "0.42 miles SW", "0.31 miles N", "0.88 miles SE"])
    prices = [D(683900), D(697900), D(719800)]
    q_sp = grow(["Sale price", "$735,000", usd(prices[0]), usd(prices[1]), usd(prices[2])])
    grow(["Date of sale", "contract 03/29/2021", "02/11/2021", "12/18/2020", "03/05/2021"])
    grow(["Gross living area (sq ft)", "1,873", "1,738", "2,046", "1,902"])
    grow(["Basement & finished", "836 sf / 612 fin", "780 sf / 0 fin", "0", "900 sf / 540 fin"])
    grow(["Accessory dwelling unit", "540 sf detached", "none", "none", "420 sf attached"])
    grow(["Condition", "C3", "C3", "C2", "C3"])
    adjs = [
        [("GLA", 8100), ("Basement finish", 9200), ("ADU", 32000), ("Lot/view", -4650)],
        [("GLA", -10400), ("Basement", 14500), ("ADU", 32000), ("Condition", -18250)],
        [("GLA", -1700), ("Basement finish", 1100), ("ADU", 7500), ("Garage", -3000)],
    ]
    for i, lab in enumerate(
        ["GLA adjustment", "Basement / finish adjustment", "ADU adjustment", "Other adjustment"]
    ):
        grow([lab, ""] + [f"{adjs[c][i][0]} {sgn(D(adjs[c][i][1]))}" for c in range(3)])
    net = [sum((D(a) for _, a in adjs[c]), D(0)) for c in range(3)]
    adjp = [prices[c] + net[c] for c in range(3)]
    q_net = grow(["Net adjustment (total)", ""] + [sgn(n) for n in net], True)
    q_adj = grow(["Adjusted sale price of comparable", ""] + [usd(a) for a in adjp], True)
    s.skip(2)
    s.para(
        "Prior sale of subject: 08/14/2019 for $548,000 (Lane County deed no. 2019-039721 recorded). No "
        "prior "
        "sales of the comparables in the 12 months before their sale dates. The ADU adjustment is "
        "supported by "
        "paired sales and by the rental income of comparable ADUs in the South Hills area.",
        7.2,
    )
    s.t(f"Indicated Value by Sales Comparison Approach {usd(D(723000))}", 7.8, True)
    s.skip(2)
    band(s, "COST APPROACH")
    s.para(
        "Opinion of site value $265,000 · Dwelling 1,873 sf @ $238 = $445,774 · Basement and ADU $104,580 · "
        "Garage $31,200 · Less physical depreciation $148,154 · Depreciated value of improvements $433,400 · "
        "As-is value of site improvements $30,000 · Indicated Value by Cost Approach $728,400",
        7.2,
    )
    s.t("Income Approach: not developed (owner-occupied market; not relied on)", 7.4)
    s.skip(2)
    band(s, "RECONCILIATION")
    q_val = s.para(
        'This appraisal is made "as is". Based on a complete visual inspection of the interior and exterior '
        "areas of the subject property, defined scope of work, statement of assumptions and limiting "
        "conditions, "
        "and appraiser's certification, my opinion of the market value, as defined, of the real property "
        "that "
        "is the subject of this report is $723,000, as of 04/27/2021, which is the date of inspection and "
        "the "
        "effective date of this appraisal.",
        7.6,
    )
    s.skip(2)
    band(s, "APPRAISER")
    y0 = s.y
    q_appr = s.t("Appraiser: Dana K. Whitcomb", 7.8, True)
    s.t("Company: Whitcomb Valuation Services, 412 Pearl St, Eugene, OR 97401", 7.4)
    s.t("Date of Signature and Report: 05/03/2021", 7.4)
    s.t("Effective Date of Appraisal: 04/27/2021", 7.4)
    s.t("State Certification #: C000941 · State: OR · Expiration: 06/30/2022", 7.4)
    s.t("Signature: /s/ Dana K. Whitcomb", 7.4)
    s.y = y0
    s.t("SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 7.4, True, x=320)
    s.t("Supervisory appraiser: none · Did not inspect subject property", 7.4, x=320)
    s.t("LENDER/CLIENT", 7.4, True, x=320)
    s.t("Name: Loan Operations, Willamette Trust Credit Union", 7.4, x=320)
    s.t("Address: 990 Olive Street, Eugene, OR 97401", 7.4, x=320)
    s.y = 762
    s.t("Freddie Mac Form 70 / Fannie Mae Form 1004 style · Page 2 of 2", 6.8, color=GREY, align="c")
    for i in range(3):
        same(L[f"c{i + 1}"], prices[i], f"c{i + 1}")
        same(L[f"a{i + 1}"], net[i], f"a{i + 1}")
        same(L[f"j{i + 1}"], adjp[i], f"j{i + 1}")
    fields = {
        "property_address": F("1836 Alder Ridge Lane, Eugene, OR 97405", 1, q_head),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(L["val"], 2, " ".join(q_val)),
        "effective_date": F("2021-04-27", 2, "Effective Date of Appraisal: 04/27/2021"),
        "appraiser_name": F("Dana K. Whitcomb", 2, q_appr),
        "client_name": F("Willamette Trust Credit Union", 1, q_client),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "US uniform residential appraisal report (Form 1004 style) over two pages, USD, dates mm/dd/yyyy. "
        "property_address is the subject address as printed in the page header (the subject section "
        "prints the same address in separate boxes). The subject is a detached one-unit dwelling with a "
        "detached accessory dwelling unit: "
        "property_type single_family (the contract's clarification covers an accessory unit). "
        "appraised_value is the final opinion in the reconciliation (the contract price, the comparables' "
        "prices and adjusted prices, the cost approach and the prior sale are distractors); effective_date "
        "its date of value (contract, comparable sale, prior sale, signature and licence-expiry dates are "
        "distractors). appraiser_name is the appraiser who signed; there is no supervisory appraiser. "
        "client_name is the Lender/Client credit union, not the AMC that ordered the report, the borrowers "
        "or "
        "the owner of record. gross_living_area_sqft is the above-grade gross living area of the main "
        "dwelling; "
        "the ADU, basement and comparables' areas are distractors. Each comparable's sale price plus its net "
        "adjustment gives its adjusted sale price (sums)."
    )
    sums = []
    for i in range(3):
        sums.append(
            SUM(
                f"comparable {i + 1}: sale price + net adjustment = adjusted sale price",
                [
                    (1, T(f"comparable {i + 1} sale price", L[f"c{i + 1}"], 2, q_sp)),
                    (1, T(f"comparable {i + 1} net adjustment", L[f"a{i + 1}"], 2, q_net)),
                ],
                T(f"comparable {i + 1} adjusted sale price", L[f"j{i + 1}"], 2, q_adj),
            )
        )
    _ = (q_contract, q_addr)
    return p, fields, notes, sums


# ===== 2 Australian commercial valuation report (Queensland industrial warehouse, AUD, dates written out):
# summary table with instructing bank, registered proprietor, tenant, inspection, valuation and report
# dates; market value as is exclusive of GST vs capitalisation and direct-comparison values, insurance
# estimate and land value; the report's 'GLA' is the gross lettable area in square metres of a warehouse, not
# a gross living area; lease expiry and sales-evidence dates; a countersigning director who did not inspect
@doc(
    "b35_appr_au_qld_industrial_valuation",
    "appraisal",
    "41 Distribution Way Yatala QLD industrial valuation report",
)
def appr_au():
    L = dict(
        val=9835000,
        capv=9937391,
        capex=86350,
        capn=9851041,
    )
    p = Pdf(ttf=True, w=595, h=842)
    s = Sheet(p, x=50, xr=545, top=50, size=8)
    s.row([(50, "KEARNEY TRAN PROPERTY ADVISORY", "l"), (545, "Ref: KTPA-BNE-22-1187", "r")], 11, True)
    s.t("Level 9, 120 Edward Street, Brisbane QLD 4000 · www.ktpa.example", 7.4, color=GREY)
    s.skip(6)
    s.t("VALUATION REPORT", 16, True)
    q_sub = s.t("Industrial warehouse and office · 41 Distribution Way, Yatala QLD 4207", 10.4, True)
    s.skip(6)
    band(s, "VALUATION SUMMARY")
    rows = [
        (
            "Instructing party / client",
            "Coral Sea Commercial Bank Limited (Ben Whitlam, Credit Manager, Business Banking)",
        ),
        ("Reliance", "Coral Sea Commercial Bank Limited for first mortgage security purposes only"),
        ("Registered proprietor", "Bremer Logistics Holdings Pty Ltd"),
        ("Property", "41 Distribution Way, Yatala QLD 4207"),
        ("Real property description", "Lot 27 on SP 284173, Parish of Albert, County of Ward"),
        ("Site area", "1.062 hectares"),
        ("Zoning", "Low Impact Industry (Gold Coast City Plan)"),
        ("Interest valued", "Fee simple, subject to the existing lease"),
        ("Tenant", "Gold Coast Packaging Supplies Pty Ltd, lease expiring 30 June 2029"),
        ("Date of inspection", "6 October 2022"),
        ("Date of valuation", "6 October 2022"),
        ("Date of report", "14 October 2022"),
        ("Market value (as is)", "$9,835,000 exclusive of GST"),
        ("Insurance replacement estimate", "$6,420,000 (for guidance only)"),
        ("Land value", "$3,960,000"),
    ]
    q = {}
    for k, v in rows:
        s.p.text(54, s.y, k, 7.8, True)
        s.p.text(206, s.y, v, 7.8)
        q[k] = f"{k} {v}"
        s.y += 12.4
    s.skip(4)
    band(s, "IMPROVEMENTS AND AREAS")
    s.para(
        "A high-clearance clear-span warehouse (completed 2019) of insulated metal cladding on a steel "
        "portal "
        "frame with 10.5 m internal clearance at the knee, two recessed docks and four on-grade roller "
        "doors, "
        "ESFR sprinklers, and a two-level air-conditioned office. Car parking for 42 vehicles; concrete "
        "hardstand.",
        7.8,
    )
    ax = [(54, "l"), (300, "r"), (360, "l")]
    wh, off = D(4906), D(412)
    gla = wh + off
    s.row([(54, "Component", "l"), (300, "Area", "r"), (360, "Basis", "l")], 7.6, True)
    q_wh = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                ax,
                [
                    "Warehouse",
                    f"{fmt(wh, ',', '.', 0)} m²",
                    "PCA method",
                ],
                strict=True,
            )
        ],
        7.6,
    )
    q_off = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                ax, ["Office (two levels)", f"{fmt(off, ',', '.', 0)} m²", "PCA method"], strict=True
            )
        ],
        7.6,
    )
    q_gla = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                ax,
                ["Gross Lettable Area (GLA)", f"{fmt(gla, ',', '.', 0)} m²", "as surveyed, 2022"],
                strict=True,
            )
        ],
        7.6,
        True,
    )
    s.row(
        [(x, t, a) for (x, a), t in zip(ax, ["Awning (excluded from GLA)", "640 m²", ""], strict=True)], 7.6
    )
    s.skip(2)
    band(s, "TENANCY")
    s.para(
        "Leased to Gold Coast Packaging Supplies Pty Ltd for seven years from 1 July 2022 to 30 June 2029 "
        "with "
        "one further option of five years. Passing rent $571,400 per annum net plus GST, reviewed annually "
        "by "
        "3.5%. Bank guarantee held equal to six months' gross rent. Weighted average lease expiry (WALE) 6.7 "
        "years by income.",
        7.8,
    )
    s.y = 812
    s.t(
        "Kearney Tran Property Advisory Pty Ltd · Liability limited by a scheme approved under "
        "Professional Standards Legislation · Page 1 of 2",
        6.4,
        color=GREY,
        align="c",
    )
    # ---------------------------------------------------------------- page 2
    s.new_page()
    s.y = 50
    band(s, "SALES EVIDENCE")
    sx = [(54, "l"), (250, "l"), (350, "r"), (430, "r"), (545, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(sx, ["Property", "Sale date", "Price", "GLA m²", "$/m² GLA"], strict=True)
        ],
        7.4,
        True,
    )
    for addr, when, price, area in (
        ("12 Peachey Court, Ormeau", "May 2022", 7480000, 3985),
        ("88 Stanmore Road, Yatala", "July 2022", 11250000, 6140),
        ("5 Kinsley Place, Stapylton", "August 2022", 8615000, 4520),
    ):
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    sx,
                    [
                        addr,
                        when,
                        aud(D(price)),
                        fmt(D(area), ",", ".", 0),
                        fmt(D(price) / D(area), ",", ".", 0),
                    ],
                    strict=True,
                )
            ],
            7.4,
        )
    s.skip(4)
    band(s, "VALUATION APPROACHES")
    rent = D(571400)
    capv = (rent / D("0.0575")).quantize(D(1))
    capex = D(86350)
    capn = capv - capex
    q_cv = s.t(f"Capitalisation approach: net income {aud(rent)} capitalised at 5.75% = {aud(capv)}", 7.8)
    q_cx = s.t(f"Less: capital expenditure allowance (roof membrane and HVAC) {aud(capex)}", 7.8)
    q_cn = s.t(f"Capitalisation value {aud(capn)}, say $9,850,000", 7.8, True)
    dc = gla * D(1845)
    s.t(
        f"Direct comparison: {fmt(gla, ',', '.', 0)} m² GLA at $1,845 per m² = {aud(dc)}, say $9,810,000",
        7.8,
        True,
    )
    s.para(
        "Having regard to the two approaches, with greater weight on the capitalisation approach given the "
        "secure lease, we have adopted a value of $9,835,000, which reflects an initial yield of 5.81% and a "
        "rate of $1,849 per square metre of gross lettable area.",
        7.8,
    )
    s.skip(2)
    band(s, "MARKET VALUE")
    s.para(
        "Subject to the assumptions, qualifications and disclaimers in this report, we are of the opinion "
        "that "
        "the market value of the fee simple interest in the property, subject to the existing lease, as at 6 "
        "October 2022 is $9,835,000 (Nine Million Eight Hundred and Thirty-Five Thousand Dollars), "
        "exclusive of "
        "GST.",
        8.2,
        bold=True,
    )
    s.skip(2)
    band(s, "ASSUMPTIONS AND QUALIFICATIONS")
    for t in (
        "This report is for the use of the instructing party only, for first mortgage security purposes, and "
        "may not be relied on by any other party. The valuation is current as at the date of valuation only; "
        "the value may change significantly over a short period.",
        "We have relied on the lease, rent roll and outgoings statement supplied by the registered "
        "proprietor "
        "and on a survey plan of areas. We have not sighted a building survey and are not aware of any "
        "contamination. If any of these matters differ, we reserve the right to review this valuation.",
        "The insurance replacement estimate is a guide only and should not be relied on for insurance "
        "purposes; it excludes demolition and removal of debris.",
    ):
        s.para(t, 7.4, gap=3)
    s.skip(6)
    y0 = s.y
    q_appr = s.t("Matthew J. Kearney AAPI CPV", 8.4, True)
    s.t("Certified Practising Valuer, Registered Valuer No. 4172 (Qld)", 7.6)
    s.t("Valuer who inspected the property and signed this report", 7.6)
    s.y = y0
    s.t("Countersigned: Louise Tran FAPI", 8.4, True, x=320)
    s.t("Director (countersignatory only; did not inspect)", 7.6, x=320)
    s.t("Kearney Tran Property Advisory Pty Ltd", 7.6, x=320)
    s.y = 812
    s.t(
        "Kearney Tran Property Advisory Pty Ltd · Liability limited by a scheme approved under "
        "Professional Standards Legislation · Page 2 of 2",
        6.4,
        color=GREY,
        align="c",
    )
    for k, v in dict(capv=capv, capex=capex, capn=capn).items():
        same(L[k], v, k)
    same(L["val"], D(9835000), "val")
    fields = {
        "property_address": F("41 Distribution Way, Yatala QLD 4207", 1, q["Property"]),
        "property_type": F("industrial", 1, q_sub),
        "appraised_value": F(L["val"], 1, q["Market value (as is)"]),
        "effective_date": F("2022-10-06", 1, q["Date of valuation"]),
        "appraiser_name": F("Matthew J. Kearney", 2, q_appr),
        "client_name": F("Coral Sea Commercial Bank Limited", 1, q["Instructing party / client"]),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Australian commercial valuation report for first mortgage security, an industrial warehouse in "
        "Queensland, AUD printed with $, dates written out. property_address from the summary table; "
        "property_type industrial (warehouse and office). appraised_value is the market value as is, "
        "exclusive "
        "of GST (also in the market-value statement); the capitalisation and direct-comparison values, the "
        "insurance replacement estimate, the land value, the passing rent and the sales evidence are "
        "distractors. effective_date is the date of valuation (the report date, lease dates and sale dates "
        "are "
        "distractors; inspection was on the same day). appraiser_name is the certified practising valuer who "
        "inspected and signed (without post-nominal letters), not the countersigning director. client_name "
        "is "
        "the instructing bank, not the registered proprietor or the tenant. gross_living_area_sqft is null: "
        "the building has no living area, and the 'GLA' the report prints is the gross lettable area of a "
        "warehouse in square metres. Capitalised value less the capital expenditure allowance gives the "
        "capitalisation value (sum)."
    )
    sums = [
        SUM(
            "capitalised net income - capital expenditure allowance = capitalisation value",
            [
                (1, T("capitalised net income", L["capv"], 2, q_cv)),
                (-1, T("capex allowance", L["capex"], 2, q_cx)),
            ],
            T("capitalisation value", L["capn"], 2, q_cn),
        ),
    ]
    _ = (q_wh, q_off, q_gla)
    return p, fields, notes, sums
