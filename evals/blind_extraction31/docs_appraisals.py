"""Appraisal builders for blind_extraction31 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf
from sheet import Sheet


def section(s, title):
    s.p.shade(s.x - 6, s.y - 9, s.xr + 6, s.y + 3, 0.85)
    s.t(title, 8.4, True)
    s.skip(2)


def adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + f"${abs(x):,}"


def usd(x):
    return f"${x:,}"


def grid_row(s, xs, vals, size=7.6):
    return s.row([(x, t, al) for (x, al), t in zip(xs, vals, strict=True)], size)


# ===== 1 US Uniform Residential Appraisal Report (Bozeman, MT) over two pages: detached house with an
# accessory dwelling unit over the garage (single-family), GLA above grade vs finished basement and ADU,
# lender/client vs AMC, contract price, comparable grid, cost approach, effective vs signature date,
# supervisory appraiser
@doc("b31_appr_us_mt_urar_sfr_with_adu", "appraisal", "1187 Bridger Creek Lane URAR appraisal, Bozeman MT")
def appr_mt():
    L = dict(
        val=1127500,
        gla=2246,
        c1=1096750,
        c2=1163200,
        c3=1117900,
        a1=30750,
        a2=-33650,
        a3=8850,
        i1=1127500,
        i2=1129550,
        i3=1126750,
    )
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=54, size=8.2)
    s.t("Uniform Residential Appraisal Report", 12, True)
    s.t("File # MT-21-0614 · Page 1 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SUBJECT")
    q_addr = s.kv("Property Address", "1187 Bridger Creek Lane, Bozeman, MT 59715", xv=210)
    s.kv("County / Census Tract", "Gallatin · 0011.02", xv=210)
    s.kv("Legal Description", "Lot 14, Block 3, Bridger Creek Subdivision Phase 2", xv=210)
    s.kv("Assessor's Parcel #", "RGG41873", xv=210)
    s.kv("Borrower", "Tyler J. Okafor and Marisol Lindqvist-Okafor", xv=210)
    s.kv("Owner of Public Record", "Harlan D. Westergaard and Dee A. Westergaard", xv=210)
    s.kv("Occupant / Property Rights", "Owner · Fee Simple", xv=210)
    s.kv("Assignment Type", "Purchase Transaction", xv=210)
    q_cl = s.kv("Lender/Client", "Gallatin Valley Home Loans, LLC", xv=210)
    s.kv("Lender/Client Address", "40 West Main Street, Suite 300, Bozeman, MT 59715", xv=210)
    s.kv("Ordered through (AMC)", "Big Sky Valuation Management, Inc.", xv=210)
    section(s, "CONTRACT")
    s.kv("Contract Price / Date of Contract", "$1,112,000 · 05/18/2021", xv=210)
    s.kv("Financial assistance / concessions", "None", xv=210)
    section(s, "NEIGHBORHOOD")
    s.kv("Location / Built-Up / Growth", "Suburban · Over 75% · Stable", xv=210)
    s.kv("Property Values / Demand/Supply", "Increasing · Shortage", xv=210)
    s.kv("Marketing Time", "Under 3 months", xv=210)
    s.kv("One-Unit Housing Price ($000)", "685 (low) · 1,650 (high) · 940 (predominant)", xv=210)
    s.kv("Present Land Use", "One-unit 82% · 2-4 unit 6% · Commercial 4% · Vacant 8%", xv=210)
    section(s, "SITE")
    s.kv("Site area / Zoning", "0.61 acres · R-S Residential Suburban (legal; ADU permitted)", xv=210)
    s.kv("Utilities", "Public water and sewer, electricity, natural gas", xv=210)
    section(s, "IMPROVEMENTS")
    q_type = s.kv(
        "Property type", "Detached single-family residence with accessory dwelling unit (ADU)", xv=210
    )
    s.kv("Units / Stories / Design", "One with Accessory Unit · 2 stories · Craftsman", xv=210)
    s.kv("Year Built / Effective Age", "2004 · 9 years", xv=210)
    q_gla = s.para(
        "Finished area above grade contains: 9 Rooms · 4 Bedrooms · 3.0 Bath(s) · 2,246 Square Feet of Gross "
        "Living Area Above Grade",
        8.2,
    )
    s.kv("Basement", "1,020 sq ft, 640 sq ft finished (recreation room; not included in GLA)", xv=210)
    s.kv(
        "Accessory dwelling unit",
        "Above detached 2-car garage: 1 bedroom, 1 bath, 588 sq ft (not in GLA)",
        xv=210,
    )
    s.kv("Condition / Quality", "C3 / Q3 · kitchen remodeled 2019", xv=210)

    s.new_page()
    s.t("Uniform Residential Appraisal Report", 12, True)
    s.t("File # MT-21-0614 · Page 2 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SALES COMPARISON APPROACH")
    xs = [(48, "l"), (286, "r"), (340, "r"), (420, "r"), (490, "r"), (564, "r")]
    grid_row(
        s, xs, ["Comparable", "Date of sale", "GLA sq ft", "Sale price", "Net adj.", "Adjusted price"], 7.4
    )
    s.rule()
    comps = [
        ("No. 1: 1204 Bridger Creek Lane (ADU)", "04/2021", "2,188", 1_096_750, 30_750),
        ("No. 2: 3318 Sourdough Ridge Road", "03/2021", "2,412", 1_163_200, -33_650),
        ("No. 3: 907 Story Mill Spur (ADU)", "05/2021", "2,274", 1_117_900, 8_850),
    ]
    qc = [grid_row(s, xs, [n, d, a, usd(pr), adj(ad), usd(pr + ad)]) for n, d, a, pr, ad in comps]
    s.skip(4)
    val = 1_127_500
    s.kv("Indicated Value by Sales Comparison Approach", usd(val), bold=True)
    section(s, "COST APPROACH")
    s.kv("Opinion of site value", "$312,000", xv=300)
    s.kv("Depreciated cost of improvements (incl. ADU)", "$836,600", xv=300)
    s.kv("Indicated Value by Cost Approach", "$1,148,600", xv=300)
    s.kv("Indicated Value by Income Approach", "not developed", xv=300)
    section(s, "RECONCILIATION")
    s.para(
        'This appraisal is made "as is". The sales comparison approach is given most weight; two comparables '
        "also have accessory dwelling units. The ADU is typical for the area and does not change the highest "
        "and best use as a single-family residence.",
        8,
    )
    q_val = s.para(
        f"Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        f"my (our) opinion of the market value, as defined, of the real property that is the subject of this "
        f"report is {usd(val)}, as of 06/10/2021, which is the date of inspection and the effective date of "
        f"this appraisal.",
        8.2,
    )
    section(s, "APPRAISER")
    q_sig = s.kv("Name", "Rebecca L. Thorsgaard, Certified Residential Appraiser", xv=210)
    s.kv("State Certification # / State", "REA-RAR-LIC-71884 · MT", xv=210)
    s.kv("Date of Signature and Report", "06/16/2021 · signed /s/ Rebecca L. Thorsgaard", xv=210)
    s.kv("Company", "Hyalite Peak Appraisal Group, LLC, Bozeman", xv=210)
    section(s, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")
    s.kv("Name", "Martin K. Oyelowo, Certified General Appraiser", xv=210)
    s.kv("Inspection", "Did not inspect subject property", xv=210)
    i0 = next(i for i, ln in enumerate(q_val) if usd(val) in ln)
    i1 = next(i for i, ln in enumerate(q_val) if "06/10/2021" in ln)
    q_vs = " ".join(q_val[i0 : i1 + 1])
    gla = 2246
    same(L["val"], val, "val")
    same(L["gla"], gla, "gla")
    for i, (_, _, _, pr, ad) in enumerate(comps, 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], ad, f"a{i}")
        same(L[f"i{i}"], pr + ad, f"i{i}")
    fields = {
        "property_address": F("1187 Bridger Creek Lane, Bozeman, MT 59715", 1, q_addr),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(L["val"], 2, q_vs),
        "effective_date": F("2021-06-10", 2, q_vs),
        "appraiser_name": F("Rebecca L. Thorsgaard", 2, q_sig),
        "client_name": F("Gallatin Valley Home Loans, LLC", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, " ".join(q_gla)),
    }
    notes = (
        "US Uniform Residential Appraisal Report over two pages (USD, mm/dd/yyyy), Bozeman, Montana. The "
        "subject is a detached single-family house with an accessory dwelling unit above the garage, which "
        "the "
        "contract classifies as single_family. client_name is the Lender/Client, not the AMC through which "
        "the "
        "assignment was ordered, the borrowers or the owners of record. gross_living_area_sqft is the gross "
        "living area above grade, excluding the finished basement and the ADU. appraised_value is the "
        "opinion "
        "of market value in the reconciliation (equal to the sales comparison indication), not the contract "
        "price or the cost approach value; effective_date its date of value, not the contract date or the "
        "signature date. appraiser_name is the signing appraiser, not the supervisory appraiser. The "
        "comparable "
        "grid's sale prices plus net adjustments give the adjusted prices (sums)."
    )
    sums = [
        SUM(
            f"comparable {i}: sale price + net adjustment = adjusted price",
            [
                (1, T(f"comp {i} sale price", L[f"c{i}"], 2, q)),
                (1, T(f"comp {i} net adj.", L[f"a{i}"], 2, q)),
            ],
            T(f"comp {i} adjusted price", L[f"i{i}"], 2, q),
        )
        for i, q in enumerate(qc, 1)
    ]
    return p, fields, notes, sums


def cad(x):
    return f"${x:,}"


# ===== 2 Canadian fourplex appraisal (Saskatoon, SK; CAD): multi-family, unit areas adding up to the total
# gross living area (basement excluded), rent roll and income approach build-up, direct comparison vs income
# indications vs reconciled value, effective vs inspection vs report dates, client credit union vs mortgage
# broker and owner, signing appraiser vs quality-assurance reviewer
@doc("b31_appr_ca_sk_fourplex_income", "appraisal", "718 Tamarack Bend fourplex appraisal, Saskatoon SK")
def appr_sk():
    L = dict(
        val=867500,
        gla=3957,
        u1=1049,
        u2=929,
        u3=1053,
        u4=926,
        r1=1435,
        r2=1315,
        r3=1490,
        r4=1325,
        rent=5565,
        pgi=66780,
        vac=2337,
        egi=64443,
        opx=21417,
        noi=43026,
    )
    p = Pdf(ttf=True, w=612, h=792)
    s = Sheet(p, x=50, xr=562, top=52, size=8)
    s.t("APPRAISAL REPORT - RESIDENTIAL INCOME PROPERTY (2 TO 4 UNITS)", 11, True)
    s.t(
        "Meewasin Valley Appraisals Ltd. · 230 - 3rd Avenue South, Saskatoon, SK · File SK-20-3317",
        7.4,
        color=GREY,
    )
    s.skip(4)
    section(s, "ASSIGNMENT")
    q_cl = s.kv("Client", "Prairie Crocus Credit Union, Commercial Lending, Saskatoon", xv=220)
    s.kv("Intended use / user", "First mortgage financing / the client only", xv=220)
    s.kv("Referred by", "Northgate Mortgage Services Inc. (mortgage broker)", xv=220)
    s.kv("Registered owner / borrower", "Kestrel Rental Holdings Ltd.", xv=220)
    s.kv(
        "Value type / interest appraised", "Market value · fee simple, subject to existing tenancies", xv=220
    )
    q_dates = [
        s.kv("Date of inspection", "September 22, 2020", xv=220),
        s.kv("Effective date of appraisal", "September 22, 2020", xv=220),
        s.kv("Date of report", "September 29, 2020", xv=220),
    ]
    section(s, "SUBJECT PROPERTY")
    q_addr = s.kv("Municipal address", "718 Tamarack Bend, Saskatoon, SK S7N 4K2", xv=220)
    s.kv("Legal description", "Lot 27, Block 612, Plan 78S40418, Ext 0", xv=220)
    q_type = s.kv("Property type", "Multi-family - fourplex (four self-contained rental units)", xv=220)
    s.kv("Year built / storeys", "1978 · two storeys plus full basement (storage and shared laundry)", xv=220)
    s.kv("Site", "50 ft x 125 ft (6,250 sq ft) · zoning RM3 Medium Density Multiple-Unit Dwelling", xv=220)
    s.skip(2)
    s.t("Unit breakdown and rent roll", 8.2, True)
    xs = [(50, "l"), (250, "l"), (390, "r"), (470, "r"), (562, "r")]
    grid_row(s, xs, ["Unit", "Bedrooms / baths", "Area (sq ft)", "Lease expiry", "Monthly rent"], 7.4)
    s.rule()
    units = [
        ("Unit 1 (main floor east)", "3 / 1", 1049, "06/2021", 1435),
        ("Unit 2 (main floor west)", "2 / 1", 929, "month-to-month", 1315),
        ("Unit 3 (upper floor east)", "3 / 1", 1053, "03/2021", 1490),
        ("Unit 4 (upper floor west)", "2 / 1", 926, "08/2021", 1325),
    ]
    qu = [grid_row(s, xs, [n, b, f"{a:,}", e, cad(r)]) for n, b, a, e, r in units]
    gla = sum(u[2] for u in units)
    rent = sum(u[4] for u in units)
    s.rule()
    q_tot = grid_row(s, xs, ["Total (4 units)", "", f"{gla:,}", "", cad(rent)], 7.6)
    q_gla = s.t(
        f"Total gross living area (above grade, 4 units): {gla:,} sq ft; basement of 1,960 sq ft excluded.",
        7.8,
    )
    s.skip(4)
    section(s, "IMPROVEMENTS AND CONDITION")
    s.kv(
        "Construction",
        "Wood frame on concrete foundation, stucco and vinyl siding, asphalt shingle roof (2020)",
        xv=220,
    )
    s.kv(
        "Mechanical",
        "Two high-efficiency furnaces (2019), individual electrical meters, shared gas meter",
        xv=220,
    )
    s.kv("Updates", "Kitchens in units 1 and 3 renovated and all windows replaced in 2019", xv=220)
    s.kv("Parking", "Six surface stalls off the rear lane, plug-ins", xv=220)
    s.kv("Overall condition", "Average; deferred maintenance limited to the rear balconies", xv=220)
    section(s, "NEIGHBOURHOOD")
    s.para(
        "The subject is in an established east-side neighbourhood of mixed single-family homes, duplexes and "
        "small apartment buildings, within walking distance of a post-secondary campus, bus routes and "
        "neighbourhood retail. Rental demand is strong and vacancy for two- and three-bedroom suites in the "
        "area has ranged from 2% to 4% over the past two years.",
        7.8,
    )

    s.new_page()
    s.t("APPRAISAL REPORT - RESIDENTIAL INCOME PROPERTY · 718 Tamarack Bend · page 2 of 2", 8.4, True)
    s.skip(4)
    section(s, "INCOME APPROACH")
    pgi = rent * 12
    vac = int((D(pgi) * D("0.035")).quantize(D(1), rounding=ROUND_HALF_UP))
    egi = pgi - vac
    opx = 21_417
    noi = egi - opx
    q_inc = [
        s.kv("Potential gross income (rent roll x 12)", cad(pgi), xv=330),
        s.kv("Less vacancy and credit loss (3.5%)", "-" + cad(vac), xv=330),
        s.kv("Effective gross income", cad(egi), xv=330),
        s.kv("Less operating expenses (taxes, insurance, utilities, repairs)", "-" + cad(opx), xv=330),
        s.kv("Net operating income", cad(noi), xv=330),
    ]
    s.kv("Capitalization rate (from 5 fourplex sales)", "5.0%", xv=330)
    s.kv("Indicated value by the income approach (rounded)", "$860,500", xv=330)
    s.kv("Gross rent multiplier check: 13.0 x annual rent", "$868,100", xv=330)
    section(s, "DIRECT COMPARISON APPROACH")
    s.kv("Comparable fourplex sales (2019-2020), per unit", "$211,500 to $224,800", xv=330)
    s.kv("Indicated value by the direct comparison approach", "$867,000", xv=330)
    s.kv("Cost approach", "not developed (age of improvements)", xv=330)
    section(s, "RECONCILIATION AND FINAL ESTIMATE OF VALUE")
    val = 867_500
    q_val = s.para(
        "Equal weight is placed on the direct comparison and income approaches. It is my opinion that the "
        f"market value of the subject property, as at September 22, 2020, is {cad(val)} (EIGHT HUNDRED "
        "SIXTY-SEVEN "
        "THOUSAND FIVE HUNDRED DOLLARS, Canadian funds).",
        8.2,
    )
    s.kv("Estimated marketing time", "90 to 120 days", xv=220)
    section(s, "CERTIFICATION AND SIGNATURE")
    q_sig = s.kv("Appraiser", "Danielle Fjeldheim, CRA, P.App", xv=220)
    s.kv("Signature / date", "/s/ Danielle Fjeldheim · September 29, 2020", xv=220)
    s.kv("AIC member no.", "907184", xv=220)
    s.kv("Quality assurance review", "Marc-André Thibodeau, AACI, P.App (reviewer; did not inspect;", xv=220)
    s.kv("", "the review does not constitute a co-signature)", xv=220)
    s.skip(4)
    s.para(
        "This report was prepared for the exclusive use of the client for mortgage financing. Any use by the "
        "mortgage broker, the borrower or a third party is not authorized.",
        7.4,
    )
    i0 = next(i for i, ln in enumerate(q_val) if "September 22, 2020" in ln)
    i1 = next(i for i, ln in enumerate(q_val) if cad(val) in ln)
    q_vs = " ".join(q_val[i0 : i1 + 1])
    same(L["val"], val, "val")
    same(L["gla"], gla, "gla")
    for i, (_, _, a, _, r) in enumerate(units, 1):
        same(L[f"u{i}"], a, f"u{i}")
        same(L[f"r{i}"], r, f"r{i}")
    for k, v in dict(rent=rent, pgi=pgi, vac=vac, egi=egi, opx=opx, noi=noi).items():
        same(L[k], v, k)
    fields = {
        "property_address": F("718 Tamarack Bend, Saskatoon, SK S7N 4K2", 1, q_addr),
        "property_type": F("multifamily", 1, q_type),
        "appraised_value": F(L["val"], 2, q_vs),
        "effective_date": F("2020-09-22", 1, q_dates[1]),
        "appraiser_name": F("Danielle Fjeldheim", 2, q_sig),
        "client_name": F("Prairie Crocus Credit Union", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "Canadian appraisal of a fourplex (residential income property, 2 to 4 units) in Saskatoon, "
        "Saskatchewan, CAD. property_type is multifamily. client_name is the client credit union, not the "
        "mortgage broker that referred the assignment or the owner/borrower. effective_date is the Effective "
        "date of appraisal (equal to the inspection date), not the report or signature date. "
        "appraised_value is the reconciled final value, not the income-approach, gross-rent-multiplier or "
        "direct-comparison indications. gross_living_area_sqft is the printed total gross living area of the "
        "four units (the unit areas add up to it, sum), excluding the basement. appraiser_name is the "
        "signing "
        "appraiser, not the quality-assurance reviewer. The rent roll and the income build-up are checked as "
        "sums."
    )
    sums = [
        SUM(
            "unit areas = total gross living area",
            [(1, T(f"unit {i} area", L[f"u{i}"], 1, q)) for i, q in enumerate(qu, 1)],
            "gross_living_area_sqft",
        ),
        SUM(
            "unit rents = total monthly rent",
            [(1, T(f"unit {i} rent", L[f"r{i}"], 1, q)) for i, q in enumerate(qu, 1)],
            T("total monthly rent", L["rent"], 1, q_tot),
        ),
        SUM(
            "potential gross income - vacancy = effective gross income",
            [(1, T("PGI", L["pgi"], 2, q_inc[0])), (-1, T("vacancy", L["vac"], 2, q_inc[1]))],
            T("EGI", L["egi"], 2, q_inc[2]),
        ),
        SUM(
            "effective gross income - operating expenses = net operating income",
            [(1, T("EGI", L["egi"], 2, q_inc[2])), (-1, T("operating expenses", L["opx"], 2, q_inc[3]))],
            T("NOI", L["noi"], 2, q_inc[4]),
        ),
    ]
    return p, fields, notes, sums
