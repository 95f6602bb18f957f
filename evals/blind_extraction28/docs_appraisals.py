"""Appraisal builders for blind_extraction28 (2 documents).  All properties,
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


def section(s, title, x0=36, x1=576):
    s.p.shade(x0, s.y - 9, x1, s.y + 3, 0.82)
    s.t(title, 8.2, True)
    s.skip(2)


# ===== 1 Canadian residential appraisal of a strata condo (CAD): direct comparison, effective vs report date
@doc(
    "b28_appr_bc_strata_condo_direct_comparison",
    "appraisal",
    "Unit 1407 - 655 Seaforth Mews, Vancouver residential appraisal report",
)
def appr_bc():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "RESIDENTIAL APPRAISAL REPORT"), (576, "File No. CWV-29-2281", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "Prepared in accordance with the Canadian Uniform Standards of Professional Appraisal Practice "
        "(CUSPAP)",
        7,
        color=GREY,
    )
    q_addr = s.t("Subject: Unit 1407 - 655 Seaforth Mews, Vancouver, BC V6Z 0B4", 9, True)
    s.skip(6)
    section(s, "CLIENT AND ASSIGNMENT")
    asg = form_rows(
        s,
        [
            [
                (36, 250, "Client / Lender", "Coast Harbour Savings Credit Union"),
                (250, 420, "Client Address", "1190 Kingsway, Vancouver, BC V5V 3C8"),
                (420, 576, "Client Ref. No.", "CHS-MTG-771405"),
            ],
            [
                (36, 250, "Borrower / Applicant", "Tobias Wenzel-Arsenault"),
                (250, 420, "Registered Owner", "Estate of Margit Oberholzer"),
                (420, 576, "Intended Use", "First mortgage financing"),
            ],
        ],
    )
    section(s, "SUBJECT PROPERTY")
    subj = form_rows(
        s,
        [
            [
                (36, 320, "Property Address", "Unit 1407 - 655 Seaforth Mews"),
                (320, 440, "Municipality", "Vancouver"),
                (440, 500, "Province", "BC"),
                (500, 576, "Postal Code", "V6Z 0B4"),
            ],
            [
                (36, 200, "Property Type", "Strata condominium apartment"),
                (200, 330, "Strata Plan / PID", "EPS4418 / 031-227-846"),
                (330, 450, "Year Built", "2016"),
                (450, 576, "Monthly Strata Fee", "$612"),
            ],
            [
                (36, 200, "Living Area (strata plan)", "1,058 sq ft"),
                (200, 330, "Balcony (limited common)", "118 sq ft"),
                (330, 450, "Bedrooms / Baths", "2 / 2"),
                (450, 576, "Parking / Storage", "1 stall / 1 locker"),
            ],
        ],
    )
    section(s, "SALES HISTORY AND ASSESSMENT")
    form_rows(
        s,
        [
            [
                (36, 200, "Last Sale of Subject", "Aug 2021"),
                (200, 330, "Last Sale Price", "$889,000"),
                (330, 450, "BC Assessment (2029)", "$1,067,000"),
                (450, 576, "Listed for Sale?", "No"),
            ],
        ],
    )
    section(s, "DIRECT COMPARISON APPROACH")
    xs = [36, 250, 360, 470, 576]
    heads = ["Item", "Subject", "Comparable 1", "Comparable 2", "Comparable 3"]
    s.row([(x, h, "r" if i else "l") for i, (x, h) in enumerate(zip(xs, heads, strict=True))], 7.2, True, 11)
    s.rule()
    comps = [
        (
            "Address",
            [
                "1407-655 Seaforth Mews",
                "906-655 Seaforth Mews",
                "1802-1331 Pacific Crest",
                "1210-570 Drake Row",
            ],
        ),
        ("Sale date", ["", "2029-06-04", "2029-05-18", "2029-07-02"]),
        ("Living area (sq ft)", ["1,058", "982", "1,104", "1,061"]),
    ]
    for lab, vals in comps:
        s.row([(36, lab)] + [(x, v, "r") for x, v in zip(xs[1:], vals, strict=True)], 7.2, lead=11)
    prices = [1098750, 1171900, 1119350]
    adjs = [
        [("Floor level / view", 22000), ("Size", 18240), ("Parking", 0), ("Condition", -8000)],
        [("Floor level / view", -26000), ("Size", -11040), ("Parking", 0), ("Condition", 0)],
        [("Floor level / view", 9000), ("Size", -720), ("Parking", 15000), ("Condition", -6000)],
    ]
    q_price = s.row(
        [(36, "Sale price")] + [(x, "$" + comma(v), "r") for x, v in zip(xs[2:], prices, strict=True)],
        7.2,
        lead=11,
    )
    for k in range(4):
        s.row(
            [(36, adjs[0][k][0])] + [(x, adj(a[k][1]), "r") for x, a in zip(xs[2:], adjs, strict=True)],
            7.2,
            lead=11,
        )
    nets = [sum(v for _, v in a) for a in adjs]
    q_net = s.row(
        [(36, "Net adjustment")] + [(x, adj(n), "r") for x, n in zip(xs[2:], nets, strict=True)], 7.2, lead=11
    )
    adjp = [pr + n for pr, n in zip(prices, nets, strict=True)]
    q_adjp = s.row(
        [(36, "Adjusted sale price")] + [(x, "$" + comma(v), "r") for x, v in zip(xs[2:], adjp, strict=True)],
        7.2,
        True,
        11,
    )
    s.skip(6)
    lo, hi = comma(min(adjp)), comma(max(adjp))
    q_ind = s.t(f"Indicated value by direct comparison: $1,134,000 (range ${lo} - ${hi})", 7.8, True)
    s.t("Cost approach: not developed (strata unit). Income approach: not developed.", 7.4, color=GREY)
    p.footer("Coast West Valuation Group · Page 1 of 2")
    s.new_page()
    section(s, "RECONCILIATION AND FINAL ESTIMATE OF VALUE")
    s.para(
        "Greatest weight is placed on Comparable 1, a resale in the subject building. Based on the analysis "
        "in this report, it is my opinion that the market value of the leasehold-free fee simple strata "
        "interest in the subject property is:",
        8,
    )
    q_val = s.t("FINAL ESTIMATE OF MARKET VALUE: $1,134,000", 11, True)
    q_eff = s.t("Effective date of appraisal: July 24, 2029", 9, True)
    s.t("Date of inspection: July 24, 2029 · Date of report: August 2, 2029", 8)
    s.skip(6)
    section(s, "CERTIFICATION AND SIGNATURES")
    s.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact are true and "
        "correct, "
        "that I personally inspected the subject property, and that this report was prepared in conformity "
        "with CUSPAP. Jun Hao Whitfield, a candidate member, assisted with data research under my "
        "supervision and did not inspect or sign. The report was peer reviewed by the firm's review "
        "appraiser for compliance only.",
        7.8,
    )
    s.skip(6)
    sig = form_rows(
        s,
        [
            [
                (36, 300, "Appraiser (signature on file)", "Priya Raman-Lindqvist, AACI, P.App"),
                (300, 440, "AIC Member No.", "907414"),
                (440, 576, "Date Signed", "August 2, 2029"),
            ],
            [
                (36, 300, "Compliance Review", "Desmond Achterberg, CRA (no inspection)"),
                (300, 440, "Firm", "Coast West Valuation Group"),
                (440, 576, "Phone", "604-555-0187"),
            ],
        ],
    )
    p.footer("Coast West Valuation Group · Page 2 of 2")
    same(1058 - 982, 76, "size difference to comparable 1")
    same(18240, 76 * 240, "size adjustment at $240 per sq ft")
    fields = {
        "property_address": F("Unit 1407 - 655 Seaforth Mews, Vancouver, BC V6Z 0B4", 1, q_addr),
        "property_type": F("condominium", 1, subj[1]),
        "appraised_value": F(1134000, 2, q_val),
        "effective_date": F("2029-07-24", 2, q_eff),
        "appraiser_name": F("Priya Raman-Lindqvist", 2, sig[0]),
        "client_name": F("Coast Harbour Savings Credit Union", 1, asg[0]),
        "gross_living_area_sqft": F(1058, 1, subj[2]),
    }
    notes = (
        "Canadian (British Columbia) residential appraisal of a strata condominium apartment (CAD, CUSPAP). "
        "property_address is the subject line under the title (repeated in the address boxes). "
        "appraised_value is the final estimate of market value, repeated in the direct comparison "
        "indication; the last sale price, BC Assessment value and comparable prices are distractors. "
        "effective_date is the effective date (the same day as the inspection), not the report or signing "
        "date. appraiser_name is the signing appraiser, not the candidate member who assisted or the "
        "compliance reviewer. client_name is the lender client, not the borrower or the registered owner. "
        "gross_living_area_sqft is the strata-plan living area; the balcony is excluded."
    )
    sums = [
        SUM(
            f"Comparable {i + 1}: sale price + net adjustment = adjusted sale price",
            [(1, T(f"sale price {i + 1}", pr, 1, q_price)), (1, T(f"net adjustment {i + 1}", n, 1, q_net))],
            T(f"adjusted sale price {i + 1}", a, 1, q_adjp),
        )
        for i, (pr, n, a) in enumerate(zip(prices, nets, adjp, strict=True))
    ]
    del q_ind
    return p, fields, notes, sums


# ===== 2 New Zealand valuation of an industrial warehouse (NZD): market value plus GST, floor area in m² only
@doc(
    "b28_appr_nz_industrial_warehouse_valuation",
    "appraisal",
    "41 Kaiwhiri Place, Hornby, Christchurch industrial valuation report",
)
def appr_nz():
    p = Pdf(ttf=True, w=595, h=842)
    s = Sheet(p, x=50, xr=545, top=60, size=8.6)
    s.t("Ōtautahi Property Valuers Limited", 9, True, color=GREY)
    s.skip(30)
    s.t("VALUATION REPORT", 20, True)
    q_addr = s.t("41 Kaiwhiri Place, Hornby, Christchurch 8042", 13)
    q_type = s.t("Modern industrial warehouse and office on freehold land", 10)
    s.skip(20)
    cover = form_rows(
        s,
        [
            [
                (50, 300, "Prepared for", "Southern Alps Bank Limited"),
                (300, 545, "Purpose", "Mortgage security"),
            ],
            [
                (50, 300, "Instructed by", "Kelsey Aumua, Credit Manager"),
                (300, 545, "Borrower", "Hornby Cold Freight Limited"),
            ],
            [
                (50, 300, "Registered proprietor", "Kaiwhiri Holdings (2019) Limited"),
                (300, 545, "Our reference", "OPV-29-0784"),
            ],
        ],
        h=26,
    )
    s.t("Executive summary", 11, True)
    summ = form_rows(
        s,
        [
            [
                (50, 300, "Market Value (as is)", "$6,535,000 plus GST (if any)"),
                (300, 545, "Date of valuation", "15 August 2029"),
            ],
            [
                (50, 300, "Date of inspection", "13 August 2029"),
                (300, 545, "Date of report", "28 August 2029"),
            ],
            [(50, 300, "Land area", "8,915 m²"), (300, 545, "Gross lettable area", "4,303 m²")],
            [
                (50, 300, "Net passing income", "$398,650 p.a."),
                (300, 545, "Insurance replacement estimate", "$7,900,000"),
            ],
        ],
        h=26,
    )
    s.para(
        "The property is leased to a single tenant, Hornby Cold Freight Limited (related to the proprietor), "
        "on a six-year lease from 1 April 2027 with three-yearly market rent reviews. Zoning: Industrial "
        "General under the Christchurch District Plan. The site is not in a flood management area.",
        8.4,
    )
    p.footer("Ōtautahi Property Valuers Limited · Page 1 of 2")
    s.new_page()
    s.t("Valuation", 11, True)
    wh = 3716
    off = 587
    same(4303, wh + off, "GLA")
    areas = form_rows(
        s,
        [
            [
                (50, 300, "Warehouse (incl. chiller rooms)", "3,716 m²"),
                (300, 545, "Office and amenities (two levels)", "587 m²"),
            ],
            [
                (50, 300, "Total gross lettable area", "4,303 m²"),
                (300, 545, "Canopy (not lettable)", "410 m²"),
            ],
        ],
        h=24,
    )
    cap_in = 398650
    cap_val = 6430000
    dcf_val = 6515000
    s.t(
        "Capitalisation approach: net passing income $398,650 capitalised at 6.20% = $6,430,000 (rounded)",
        8.4,
    )
    s.t("Discounted cash flow (10 years, discount rate 8.25%): $6,515,000", 8.4)
    s.t("Direct comparison: $1,455 to $1,590 per m² of lettable area; adopted $1,520 per m²", 8.4)
    s.skip(6)
    s.para(
        "We have reconciled the approaches, giving primary weight to the capitalisation approach. Subject "
        "to the assumptions and qualifications in this report, we assess the market value of the freehold "
        "interest, subject to the existing lease, as at 15 August 2029 to be:",
        8.6,
    )
    q_val = s.t("$6,535,000 plus GST (if any)", 13, True)
    s.t("(Six million five hundred and thirty-five thousand dollars, New Zealand currency)", 8.4)
    s.skip(10)
    s.para(
        "This valuation has been prepared in accordance with the International Valuation Standards and the "
        "Australia and New Zealand Valuation and Property Standards. It may be relied upon by the party "
        "named as the client only, for mortgage security purposes.",
        8,
    )
    s.skip(8)
    sig = form_rows(
        s,
        [
            [
                (50, 300, "Valuer", "Rawiri Tautahi-Doyle, Registered Valuer, ANZIV"),
                (300, 545, "Signed", "28 August 2029"),
            ],
            [
                (50, 300, "Countersigned (peer review only)", "Fenella Craigmore, FPINZ"),
                (300, 545, "Inspected", "No"),
            ],
        ],
        h=26,
    )
    p.footer("Ōtautahi Property Valuers Limited · Page 2 of 2")
    same(cap_val, int(round(cap_in / 0.062, -4)), "capitalisation")
    del dcf_val
    fields = {
        "property_address": F("41 Kaiwhiri Place, Hornby, Christchurch 8042", 1, q_addr),
        "property_type": F("industrial", 1, q_type),
        "appraised_value": F(6535000, 2, q_val),
        "effective_date": F("2029-08-15", 1, summ[0]),
        "appraiser_name": F("Rawiri Tautahi-Doyle", 2, sig[0]),
        "client_name": F("Southern Alps Bank Limited", 1, cover[0]),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "New Zealand valuation report for mortgage security of an industrial warehouse (NZD; the amount in "
        "words names New Zealand currency). appraised_value is the Market Value (as is) plus GST (if any), "
        "repeated on page 2; the capitalisation, DCF, insurance replacement and net income figures are "
        "distractors. effective_date is the Date of valuation, not the inspection or report date. "
        "appraiser_name is the registered valuer who signed, not the peer-review countersignatory. "
        "client_name is the bank the report is prepared for, not the instructing officer, the borrower "
        "tenant or the registered proprietor. gross_living_area_sqft is null: an industrial building has no "
        "living area and areas are printed only in square metres (lettable area; sum)."
    )
    sums = [
        SUM(
            "warehouse + office = total gross lettable area (m²)",
            [(1, T("Warehouse m²", 3716, 2, areas[0])), (1, T("Office m²", 587, 2, areas[0]))],
            T("Total gross lettable area m²", 4303, 2, areas[1]),
        ),
    ]
    return p, fields, notes, sums
