"""Appraisal builders for blind_extraction32 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet


def section(s, title):
    s.p.shade(s.x - 6, s.y - 9, s.xr + 6, s.y + 3, 0.85)
    s.t(title, 8.4, True)
    s.skip(2)


def usd(x):
    return "$" + fmt(x, ",", ".", 0)


def adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + usd(abs(x))


def grid_row(s, xs, vals, size=7.6):
    return s.row([(x, t, al) for (x, al), t in zip(xs, vals, strict=True)], size)


# ===== 1 US Individual Condominium Unit Appraisal Report (Form 1073 style, Chicago IL, USD, mm/dd/yyyy)
# over two pages: high-rise unit (condominium); lender/client vs AMC and borrower; contract price vs opinion
# of value; gross living area vs the declaration's unit area and a deeded parking space; HOA dues and
# project counts; comparable grid (sums); effective date vs signature and contract dates; signing vs
# supervisory appraiser
@doc(
    "b32_appr_us_il_1073_condo_highrise",
    "appraisal",
    "2218 North Halsted Vista Unit 1407 condominium appraisal",
)
def appr_il():
    L = dict(val=492500, gla=1178, c1=478250, c2=506900, c3=491300, a1=15175, a2=-13260, a3=3085)
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=54, size=8.2)
    s.t("Individual Condominium Unit Appraisal Report", 12, True)
    s.t("File No. IL-22-04417 · Page 1 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SUBJECT")
    q_addr = s.kv("Property Address", "2218 North Halsted Vista, Unit 1407, Chicago, IL 60614", xv=200)
    s.kv("Project Name / Phase", "Halsted Vista Condominium · single phase", xv=200)
    s.kv("County / Census Tract", "Cook · 0702.00", xv=200)
    s.kv("Legal Description", "Unit 1407 and parking unit P-112 in Halsted Vista Condominium", xv=200)
    s.kv("Assessor's Parcel #", "14-32-418-041-1297", xv=200)
    s.kv("R.E. Taxes / HOA", "$7,318 per year · HOA $612 per month", xv=200)
    s.kv("Borrower", "Devon A. Achterberg", xv=200)
    s.kv("Owner of Public Record", "Priyanka S. Venkataraman", xv=200)
    s.kv("Assignment Type", "Purchase Transaction · Fee Simple", xv=200)
    q_cl = s.kv("Lender/Client", "Lakefront Mutual Home Lending, N.A.", xv=200)
    s.kv("Lender/Client Address", "400 East Randolph Street, Suite 2100, Chicago, IL 60601", xv=200)
    s.kv("Ordered through (AMC)", "Prairie State Appraisal Management, LLC", xv=200)
    section(s, "CONTRACT")
    s.kv("Contract Price / Date of Contract", "$486,000 · 03/29/2022", xv=200)
    s.kv("Seller concessions", "$4,500 toward closing costs (no adjustment warranted)", xv=200)
    section(s, "PROJECT INFORMATION")
    q_type = s.kv("Project Type / Design", "Condominium · high-rise, 22 stories, elevator", xv=200)
    s.kv("Year Built / Total Units", "2007 · 214 units, 207 sold, 9 rented", xv=200)
    s.kv("Common elements", "Fitness center, rooftop deck, 24-hour door staff", xv=200)
    s.kv("Reserves / Special assessments", "Adequate per budget · none pending", xv=200)
    section(s, "UNIT DESCRIPTION")
    gla = 1178
    s.kv("Floor / Level", "14th floor · corner unit, east and south exposure", xv=200)
    q_gla = s.para(
        f"Finished area above grade contains: 5 Rooms · 2 Bedrooms · 2.0 Bath(s) · {gla:,} Square Feet of "
        "Gross "
        "Living Area Above Grade",
        8.2,
    )
    s.kv(
        "Unit area per Declaration",
        f"{gla + 18:,} sq ft (measured to exterior walls; includes 18 sq ft balcony)",
        xv=200,
    )
    s.kv("Parking / Storage", "Deeded garage space P-112 (162 sq ft) · storage locker S-40", xv=200)
    s.kv("Condition / Quality", "C3 / Q3 · kitchen updated 2019", xv=200)

    s.new_page()
    s.t("Individual Condominium Unit Appraisal Report", 12, True)
    s.t("File No. IL-22-04417 · Page 2 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SALES COMPARISON APPROACH")
    xs = [(48, "l"), (290, "r"), (340, "r"), (420, "r"), (490, "r"), (564, "r")]
    grid_row(
        s, xs, ["Comparable", "Date of sale", "GLA sq ft", "Sale price", "Net adj.", "Adjusted price"], 7.4
    )
    s.rule()
    comps = [
        ("No. 1: 2218 N. Halsted Vista, Unit 1103", "02/2022", "1,152", 478_250, 15_175),
        ("No. 2: 2301 N. Orchard Lane, Unit 1805", "01/2022", "1,240", 506_900, -13_260),
        ("No. 3: 1970 N. Cleveland Point, Unit 12B", "03/2022", "1,171", 491_300, 3_085),
    ]
    qc = [grid_row(s, xs, [n, d, a, usd(pr), adj(ad), usd(pr + ad)]) for n, d, a, pr, ad in comps]
    s.skip(4)
    val = D(492_500)
    s.kv("Indicated Value by Sales Comparison Approach", usd(val), bold=True)
    s.kv("Indicated Value by Income Approach (not developed; owner-occupied market)", "N/A")
    section(s, "RECONCILIATION")
    s.para(
        "Most weight is given to comparable 1, a resale in the subject building with the same exposure. The "
        "contract price of $486,000 is within the adjusted range and supports the opinion below.",
        8,
    )
    q_val = s.para(
        "Based on the scope of work, assumptions, limiting conditions and appraiser's certification, my "
        "(our) "
        "opinion of the market value, as defined, of the real property that is the subject of this report "
        "is "
        f"{usd(val)}, as of 04/19/2022, which is the date of inspection and the effective date of this "
        "appraisal.",
        8.2,
    )
    section(s, "APPRAISER")
    q_sig = s.kv("Name", "Renata D. Szymanski, Certified Residential Real Estate Appraiser", xv=200)
    s.kv("License # / State", "553.004187 · IL · expires 09/30/2023", xv=200)
    s.kv("Date of Signature and Report", "04/25/2022 · signed /s/ Renata D. Szymanski", xv=200)
    s.kv("Company", "Lincoln Park Valuation Partners, Inc., Chicago", xv=200)
    section(s, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")
    s.kv("Name", "Thaddeus K. Oyelaran, Certified General Appraiser", xv=200)
    s.kv("Inspection of subject", "Did not inspect subject property", xv=200)
    for i, (_, _, _, pr, ad) in enumerate(comps, 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], ad, f"a{i}")
    same(L["val"], val, "val")
    same(L["gla"], gla, "gla")
    fields = {
        "property_address": F("2218 North Halsted Vista, Unit 1407, Chicago, IL 60614", 1, q_addr),
        "property_type": F("condominium", 1, q_type),
        "appraised_value": F(L["val"], 2, " ".join(q_val)),
        "effective_date": F("2022-04-19", 2, " ".join(q_val)),
        "appraiser_name": F("Renata D. Szymanski", 2, q_sig),
        "client_name": F("Lakefront Mutual Home Lending, N.A.", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, " ".join(q_gla)),
    }
    notes = (
        "US individual condominium unit appraisal (Form 1073 style), USD, dates mm/dd/yyyy, two pages. "
        "property_type is condominium (a unit in a high-rise condominium project). client_name is the "
        "Lender/Client, not the AMC, the borrower or the owner of record. appraised_value is the reconciled "
        "opinion of market value; the contract price, seller concession and HOA/tax figures are distractors; "
        "comparable sale prices plus net adjustments give the adjusted prices (sums). effective_date is the "
        "date of value in the certification (also the inspection date); the contract, signature and license "
        "expiry dates are distractors. appraiser_name is the signing appraiser, not the supervisory "
        "appraiser. gross_living_area_sqft is the Gross Living Area, not the declaration's unit area "
        "(which includes a balcony) or the parking space."
    )
    sums = [
        SUM(
            f"comparable {i}: sale price + net adjustment = adjusted price",
            [
                (1, T(f"sale price {i}", L[f"c{i}"], 2, qc[i - 1])),
                (1, T(f"net adjustment {i}", L[f"a{i}"], 2, qc[i - 1])),
            ],
            T(f"adjusted price {i}", L[f"c{i}"] + L[f"a{i}"], 2, qc[i - 1]),
        )
        for i in (1, 2, 3)
    ]
    return p, fields, notes, sums


def nzd(x):
    return "$" + fmt(x, ",", ".", 0)


# ===== 2 New Zealand valuation report for a vacant rural-residential lot (NZD, "12 May 2022"): land with no
# dwelling (no living area), market value plus GST (if any) vs the council rating valuation and a forced-sale
# value, land sales with adjustments (sums), date of valuation vs inspection and report dates, instructing
# building society vs the owners, registered valuer vs peer reviewer, site area in m² and hectares
@doc("b32_appr_nz_vacant_land_valuation", "appraisal", "48 Kōwhai Ridge Road Ōhoka vacant land valuation")
def appr_nz():
    L = dict(val=1268000, c1=1153500, c2=1312500, c3=1229500, a1=116350, a2=-38460, a3=49315, fs=1014400)
    p = Pdf(ttf=True, w=595, h=842)
    s = Sheet(p, x=48, xr=547, top=56, size=8.4)
    s.t("Tūāhuru Valuers Limited · Registered Valuers · Christchurch", 8, color=GREY)
    s.t("VALUATION REPORT – VACANT RESIDENTIAL LAND", 13, True)
    s.t("Prepared for mortgage security purposes · Our reference TV-22-0518", 8)
    s.skip(4)
    section(s, "1. INSTRUCTIONS")
    q_cl = s.kv("Instructed by (client)", "Canterbury Plains Building Society", xv=200)
    s.kv("Purpose", "First mortgage security (construction lending)", xv=200)
    s.kv("Registered owners", "Harrison J. Tuhiwai and Mere A. Tuhiwai", xv=200)
    s.kv("Date of inspection", "10 May 2022", xv=200)
    q_eff = s.kv("Date of valuation", "12 May 2022", xv=200)
    s.kv("Date of report", "18 May 2022", xv=200)
    section(s, "2. PROPERTY")
    q_addr = s.kv("Property address", "48 Kōwhai Ridge Road, Ōhoka 7692", xv=200)
    s.kv("Legal description", "Lot 12 DP 571834, Record of Title 1048217 (freehold)", xv=200)
    s.kv("Site area", "3,186 m² (0.3186 ha)", xv=200)
    q_type = s.kv("Property type", "Vacant land – bare rural-residential lot, no buildings", xv=200)
    s.kv("Zoning", "Rural Lifestyle (Waimakariri District Plan)", xv=200)
    s.kv("Services", "Power and fibre at boundary; on-site wastewater and rainwater required", xv=200)
    s.kv("Rating valuation", "Capital value $905,000; land value $905,000 (as at 1 September 2020)", xv=200)
    s.para(
        "The lot is level to gently sloping with a north-west aspect and views to the Southern Alps. There "
        "is no "
        "dwelling or other improvement; a building consent for a 214 m² single-level house has been lodged "
        "but "
        "not granted. The valuation is of the land only.",
        8,
    )
    section(s, "3. SALES EVIDENCE")
    xs = [(48, "l"), (250, "r"), (305, "r"), (380, "r"), (460, "r"), (547, "r")]
    grid_row(s, xs, ["Sale", "Date", "Area m²", "Sale price", "Adjustment", "Adjusted price"], 7.4)
    s.rule()
    comps = [
        ("22 Kōwhai Ridge Road", "Feb 2022", "2,940", 1_153_500, 116_350),
        ("7 Tram Road Terrace", "Mar 2022", "3,420", 1_312_500, -38_460),
        ("115 Whites Road", "Dec 2021", "3,050", 1_229_500, 49_315),
    ]

    def sadj(x):
        return ("+" if x > 0 else "-") + nzd(abs(x))

    qc = [grid_row(s, xs, [n, d, a, nzd(pr), sadj(ad), nzd(pr + ad)]) for n, d, a, pr, ad in comps]
    s.skip(2)
    s.t("Adjustments for time (market movement), size, aspect and services.", 7.4, color=GREY)

    s.new_page()
    s.t("Tūāhuru Valuers Limited · TV-22-0518 · page 2 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "4. VALUATION")
    val = D(1_268_000)
    fs = val * D("0.80")
    rates = [(pr + ad) / D(a.replace(",", "")) for _, _, a, pr, ad in comps]
    lo, hi = (r.quantize(D(1)) for r in (min(rates), max(rates)))
    s.para(
        f"Having regard to the sales evidence, the adjusted rates range from ${lo} to ${hi} per square "
        "metre of "
        f"site area. We adopt ${(val / 3186).quantize(D(1))} per square metre, rounded.",
        8.4,
    )
    q_val = s.para(
        "We assess the market value of the fee simple interest in the property, as at the date of "
        "valuation, "
        f"subject to the assumptions in this report, at {nzd(val)} plus GST (if any) (ONE MILLION TWO "
        "HUNDRED "
        f"AND SIXTY-EIGHT THOUSAND DOLLARS).",
        8.6,
        True,
    )
    q_fs = s.kv("Forced sale value (for the client's information only)", nzd(fs))
    s.kv("Insurance replacement value", "Not applicable – no improvements", xv=300)
    s.kv("Gross living area", "Not applicable – vacant land", xv=300)
    section(s, "5. MARKET COMMENTARY AND RISK")
    s.para(
        "Demand for lifestyle lots near Ōhoka remained firm through the first quarter of 2022, although "
        "rising "
        "mortgage rates are expected to lengthen marketing periods. We estimate a marketing period of three "
        "to "
        "six months. Market risk is assessed as medium.",
        8,
    )
    section(s, "6. CERTIFICATION")
    s.para(
        "This valuation has been prepared in accordance with the International Valuation Standards and the "
        "NZIV and PINZ guidance for mortgage security valuations. The valuer has no pecuniary interest in "
        "the "
        "property.",
        8,
    )
    q_sig = s.kv("Valuer", "Aroha J. McKenzie, Registered Valuer, SPINZ", xv=200)
    s.kv("Signed", "/s/ Aroha J. McKenzie · 18 May 2022", xv=200)
    s.kv("Peer reviewed by", "Graeme P. Whitlock, FPINZ, Registered Valuer", xv=200)
    s.t("All amounts are in New Zealand dollars (NZD).", 8, color=GREY)
    for i, (_, _, _, pr, ad) in enumerate(comps, 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], ad, f"a{i}")
    same(L["val"], val, "val")
    same(L["fs"], fs, "fs")
    fields = {
        "property_address": F("48 Kōwhai Ridge Road, Ōhoka 7692", 1, q_addr),
        "property_type": F("land", 1, q_type),
        "appraised_value": F(L["val"], 2, " ".join(q_val)),
        "effective_date": F("2022-05-12", 1, q_eff),
        "appraiser_name": F("Aroha J. McKenzie", 2, q_sig),
        "client_name": F("Canterbury Plains Building Society", 1, q_cl),
        "gross_living_area_sqft": NULL(),
    }
    del q_fs
    notes = (
        "New Zealand valuation report for mortgage security on a vacant rural-residential lot, NZD ($), "
        "dates "
        "in the 12 May 2022 form, two pages. property_type is land (no buildings). client_name is the "
        "instructing building society, not the registered owners. appraised_value is the assessed market "
        "value "
        "(plus GST, if any); the rating valuation, the forced sale value and the comparable land sales (sale "
        "price plus adjustment = adjusted price, sums) are distractors. effective_date is the Date of "
        "valuation; the inspection, report, signature and rating-valuation dates are distractors. "
        "appraiser_name is the signing registered valuer, not the peer reviewer. gross_living_area_sqft is "
        "null: the land has no dwelling (the report states gross living area is not applicable); the site "
        "area in m² and the proposed house area are not a gross living area."
    )
    sums = [
        SUM(
            f"land sale {i}: sale price + adjustment = adjusted price",
            [
                (1, T(f"sale price {i}", L[f"c{i}"], 1, qc[i - 1])),
                (1, T(f"adjustment {i}", L[f"a{i}"], 1, qc[i - 1])),
            ],
            T(f"adjusted price {i}", L[f"c{i}"] + L[f"a{i}"], 1, qc[i - 1]),
        )
        for i in (1, 2, 3)
    ]
    return p, fields, notes, sums
