"""Appraisal builders for blind_extraction33 (2 documents).  All properties,
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


# ===== 1 US Small Residential Income Property Appraisal Report (Form 1025 style, Worcester MA, USD,
# mm/dd/yyyy) over two pages: three-family dwelling (multifamily); unit rent schedule and the income approach
# (GRM) vs the sales comparison approach; gross building living area as the total of three units;
# lender/client
# vs AMC, borrowers and the estate as owner of record; contract price; effective date vs contract, signature
# and
# licence dates
@doc(
    "b33_appr_us_ma_1025_three_family",
    "appraisal",
    "46 Kendrick Avenue Worcester three-family appraisal",
)
def appr_ma():
    L = dict(
        val=697000,
        gla=3451,
        c1=682500,
        c2=718400,
        c3=671900,
        a1=14385,
        a2=-19715,
        a3=27365,
        rent=6025,
        inc=704925,
    )
    p = Pdf()
    s = Sheet(p, x=48, xr=564, top=54, size=8.2)
    s.t("Small Residential Income Property Appraisal Report", 12, True)
    s.t("File No. WOR-24-0571 · Page 1 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SUBJECT")
    q_addr = s.kv("Property Address", "46 Kendrick Avenue, Worcester, MA 01604", xv=200)
    s.kv("County / Census Tract", "Worcester · 7318.02", xv=200)
    s.kv("Legal Description", "Book 64817 Page 203, Lot 11 on Plan 418-27", xv=200)
    s.kv("Assessor's Parcel #", "MBL 11-027-00046", xv=200)
    s.kv("R.E. Taxes", "$7,846 (fiscal year) · no special assessments", xv=200)
    s.kv("Borrower", "Tomasz Wróbel and Agnieszka Wróbel", xv=200)
    s.kv("Owner of Public Record", "Estate of Margaret A. Dunleavy", xv=200)
    s.kv("Occupant", "Tenants (all three units)", xv=200)
    q_cl = s.kv("Lender/Client", "Quinsigamond Cooperative Bank", xv=200)
    s.kv("Address", "311 Shrewsbury Street, Worcester, MA 01604", xv=200)
    s.kv("Engaged through (AMC)", "Nashoba Valley Appraisal Services, LLC · order 24-88217", xv=200)
    section(s, "CONTRACT")
    s.kv("Contract Price / Date of Contract", "$694,000 · 05/02/2024", xv=200)
    s.kv("Financial assistance", "None; sale from an estate, probate license on file", xv=200)
    section(s, "IMPROVEMENTS")
    q_type = s.kv(
        "Units / Type", "Multi-family: three-family dwelling (triple-decker), 3 stories, detached", xv=200
    )
    s.kv("Actual Age / Effective Age", "112 years / 35 years", xv=200)
    s.kv("Heating / Cooling", "Gas forced hot water, separate systems · window units", xv=200)
    s.kv("Condition / Quality", "C3 / Q4 · roof replaced 2019, units 1 and 2 kitchens updated", xv=200)
    xs = [(48, "l"), (200, "r"), (260, "r"), (320, "r"), (400, "r"), (480, "r"), (564, "r")]
    grid_row(s, xs, ["Unit", "Rooms", "Bedrooms", "Baths", "Sq. Ft.", "Actual rent", "Market rent"], 7.4)
    s.rule()
    units = [
        ("Unit 1 (first floor)", "5", "2", "1.0", 1163, 1850, 2050),
        ("Unit 2 (second floor)", "5", "2", "1.0", 1163, 1900, 2050),
        ("Unit 3 (third floor)", "5", "3", "1.0", 1125, 1700, 1925),
    ]
    for u, r, b, ba, sf, act, mkt in units:
        grid_row(s, xs, [u, r, b, ba, f"{sf:,}", usd(act), usd(mkt)])
    gla = sum(u[4] for u in units)
    rent = sum(u[6] for u in units)
    s.skip(2)
    q_gla = s.kv("Gross Building Living Area (total of all units)", f"{gla:,} Sq. Ft.", xv=300)
    s.kv("Basement", "Full, unfinished, 1,050 sq ft (not included above)", xv=300)
    s.kv("Site area", "5,227 sq ft · zoning RG-5 (general residence), legal conforming", xv=300)

    s.new_page()
    s.t("Small Residential Income Property Appraisal Report", 12, True)
    s.t("File No. WOR-24-0571 · Page 2 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SALES COMPARISON APPROACH")
    cx = [(48, "l"), (290, "r"), (340, "r"), (420, "r"), (490, "r"), (564, "r")]
    grid_row(s, cx, ["Comparable", "Sale date", "GBLA", "Sale price", "Net adj.", "Adjusted price"], 7.4)
    s.rule()
    comps = [
        ("No. 1: 12 Eastern Avenue, Worcester (3 units)", "03/2024", "3,298", 682500, 14385),
        ("No. 2: 88 Chandler Street, Worcester (3 units)", "01/2024", "3,612", 718400, -19715),
        ("No. 3: 7 Vernon Hill Place, Worcester (3 units)", "04/2024", "3,174", 671900, 27365),
    ]
    qc = [grid_row(s, cx, [n, d_, a, usd(pr), adj(ad), usd(pr + ad)]) for n, d_, a, pr, ad in comps]
    s.skip(4)
    s.kv("Indicated Value by Sales Comparison Approach", "$697,000", bold=True)
    section(s, "INCOME APPROACH")
    grm = 117
    inc = rent * grm
    q_inc = s.kv(
        "Total gross monthly market rent x gross rent multiplier", f"{usd(rent)} x {grm} = {usd(inc)}"
    )
    s.kv("Indicated Value by Income Approach (rounded)", usd(round(inc, -3)), bold=True)
    section(s, "RECONCILIATION")
    s.para(
        "Greatest weight is given to the sales comparison approach; the income approach supports it. The "
        'contract price of $694,000 is within the adjusted range. The appraisal is made "as is".',
        8,
    )
    val = D(697000)
    q_val = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my (our) opinion of the market value, as defined, of the real property that is the "
        f"subject of this report is {usd(val)}, as of 05/21/2024, which is the date of inspection and the "
        "effective date of this appraisal.",
        8.2,
    )
    section(s, "APPRAISER")
    q_sig = s.kv("Name", "Colm P. Brannigan", xv=200)
    s.kv("Company", "Blackstone River Appraisal Group, Inc., Shrewsbury, MA", xv=200)
    s.kv("Certified Residential Appraiser", "License No. 103874, MA, expires 10/31/2025", xv=200)
    s.kv("Date of Signature and Report", "05/29/2024", xv=200)
    section(s, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")
    s.kv("Name", "", xv=200)
    s.kv("Did inspect / did not inspect", "", xv=200)
    for i, (_, _, _, pr, ad) in enumerate(comps, 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], ad, f"a{i}")
    for k, v in dict(val=val, gla=gla, rent=rent, inc=inc).items():
        same(L[k], v, k)
    fields = {
        "property_address": F("46 Kendrick Avenue, Worcester, MA 01604", 1, q_addr),
        "property_type": F("multifamily", 1, q_type),
        "appraised_value": F(L["val"], 2, " ".join(q_val)),
        "effective_date": F("2024-05-21", 2, " ".join(q_val)),
        "appraiser_name": F("Colm P. Brannigan", 2, q_sig),
        "client_name": F("Quinsigamond Cooperative Bank", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "US small residential income property appraisal (Form 1025 style) of a three-family dwelling, USD, "
        "dates mm/dd/yyyy, two pages. property_type is multifamily (three units; the word detached describes "
        "the structure, not a single-family home). client_name is the Lender/Client, not the AMC, the "
        "borrowers or the estate that owns the property. appraised_value is the opinion of market value in "
        "the reconciliation; the contract price, the income-approach figures (rent x GRM, sum) and the "
        "sales-comparison indication are distractors (comparable sale prices plus net adjustments, sums). "
        "effective_date is the date of value (also the inspection date); the contract, signature and license "
        "expiry dates are distractors. appraiser_name is the appraiser who signs; the supervisory block is "
        "empty. gross_living_area_sqft is the Gross Building Living Area, the total of the three units; the "
        "unit areas, basement and site area are distractors."
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
    _ = q_inc
    return p, fields, notes, sums


def cad(x):
    return "$" + fmt(x, ",", ".", 0)


# ===== 2 Canadian (Alberta) narrative appraisal of a multi-tenant industrial warehouse (CAD, "June 27,
# 2024"): letter of transmittal and summary of salient facts; lender client vs owner / borrower; market value
# as is vs the direct comparison and income indications, insurable value, assessment and the prior purchase
# price; effective date vs inspection, report and assessment dates; building and site areas but no living
# area; signing appraiser vs a reviewer who did not inspect; income approach sums
@doc(
    "b33_appr_ca_ab_industrial_narrative",
    "appraisal",
    "7715 44 Street SE Calgary industrial appraisal report",
)
def appr_ab():
    L = dict(val=13725000, pgi=925480, vac=46274, egi=879206, nrx=31844, noi=847362)
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=60, xr=552, top=60, size=8.6)
    s.t("FOOTHILLS VALUATION GROUP LTD.", 9, True, color=GREY)
    s.t(
        "Suite 1400, 333 7 Avenue SW, Calgary, Alberta T2P 2Z1 · valuations@foothillsvaluation.example",
        7.4,
        color=GREY,
    )
    s.skip(10)
    s.t("July 9, 2024", 8.6)
    s.skip(4)
    q_cl = [
        s.t("Chinook Prairie Credit Union Ltd.", 8.6, True),
        s.t("Commercial Lending Centre, 2150 29 Street NE, Calgary, Alberta T1Y 7G4", 8.6),
        s.t("Attention: Priya Natarajan, Senior Account Manager, Commercial Credit", 8.6),
    ]
    s.skip(6)
    q_addr = s.t("Re: Appraisal of 7715 44 Street SE, Calgary, Alberta T2C 2N5", 9, True)
    s.t("Our file: FVG-24-1187 · Your reference: CL-2024-0418", 8)
    s.skip(6)
    s.para(
        "As requested, we have completed an appraisal of the fee simple interest in the above multi-tenant "
        "industrial warehouse property owned by Nose Hill Logistics Properties Inc. The report is prepared "
        "for "
        "Chinook Prairie Credit Union Ltd. for first-mortgage financing purposes and complies with the "
        "Canadian Uniform Standards of Professional Appraisal Practice (CUSPAP).",
        8.4,
    )
    val = D(13725000)
    q_val = s.para(
        "Based on our investigation and analysis, it is our opinion that the market value of the fee simple "
        f"interest in the subject property, as is, as at June 27, 2024, is {cad(val)} (THIRTEEN MILLION "
        "SEVEN "
        "HUNDRED TWENTY-FIVE THOUSAND DOLLARS).",
        8.6,
        True,
    )
    s.para(
        "The property was inspected on June 25, 2024. This letter must be read together with the attached "
        "report, including the extraordinary assumptions and limiting conditions.",
        8.4,
    )
    s.skip(6)
    s.t("Yours truly,", 8.6)
    s.t("FOOTHILLS VALUATION GROUP LTD.", 8.6, True)
    q_sig = s.t("Harjit S. Dhaliwal, AACI, P.App · Appraisal Institute of Canada member no. 918427", 8.6)
    s.t(
        "Reviewed by: Margaret E. Lindqvist, AACI, P.App (reviewer; did not inspect the property)",
        8.2,
        color=GREY,
    )
    s.skip(10)
    section(s, "SUMMARY OF SALIENT FACTS")
    facts = [
        ("Property type", "Industrial - multi-tenant warehouse with 12% office finish"),
        ("Owner / borrower", "Nose Hill Logistics Properties Inc."),
        ("Legal description", "Plan 0713418, Block 4, Lot 9"),
        ("Site area", "3.18 acres (138,521 sq ft)"),
        ("Gross building area", "58,412 sq ft (single storey, 28 ft clear, 11 dock doors)"),
        ("Tenancy", "4 tenants, 100% leased, weighted average lease term 4.1 years"),
        ("Zoning", "I-G Industrial - General"),
        ("2024 property assessment", "$12,186,500 (City of Calgary)"),
        ("Prior sale", "Purchased September 15, 2021 for $10,950,000"),
        ("Date of inspection", "June 25, 2024"),
        ("Effective date of value", "June 27, 2024"),
        ("Date of report", "July 9, 2024"),
    ]
    qf = {k: s.kv(k, v, xv=230) for k, v in facts}

    s.new_page()
    section(s, "INCOME APPROACH - DIRECT CAPITALIZATION")
    pgi = D(925480)
    vac = (pgi * D("0.05")).quantize(D(1))
    egi = pgi - vac
    nrx = D(31844)
    noi = egi - nrx
    q_pgi = s.kv("Potential gross income (net rents plus recoveries)", cad(pgi))
    q_vac = s.kv("Less: vacancy and credit loss (5.0%)", "-" + cad(vac))
    q_egi = s.kv("Effective gross income", cad(egi))
    q_nrx = s.kv("Less: non-recoverable expenses and structural reserve", "-" + cad(nrx))
    q_noi = s.kv("Net operating income", cad(noi), bold=True)
    cap = D("6.25")
    ind = noi / cap * 100
    s.kv("Capitalization rate", "6.25%")
    s.kv("Indicated value (NOI / rate)", cad(ind.quantize(D(1))))
    s.kv("Indicated value by the income approach (rounded)", cad(D(13560000)), bold=True)
    s.skip(6)
    section(s, "DIRECT COMPARISON APPROACH")
    xs = [(60, "l"), (330, "r"), (400, "r"), (470, "r"), (552, "r")]
    grid_row(s, xs, ["Sale", "Date", "Building sq ft", "Price", "$/sq ft"], 7.6)
    s.rule()
    sales = [
        ("Sale 1: 5204 68 Avenue SE", "02/2024", 61870, 14412000),
        ("Sale 2: 9310 48 Street SE", "11/2023", 49215, 11638000),
        ("Sale 3: 4620 Eastlake Road SE", "04/2024", 66480, 15294000),
    ]
    for n, d_, sf, pr in sales:
        grid_row(s, xs, [n, d_, f"{sf:,}", cad(pr), f"${pr / sf:,.2f}"])
    s.skip(2)
    s.kv("Adjusted range $/sq ft; concluded rate", "$229.40 - $241.85; $237.00")
    s.kv(
        "58,412 sq ft x $237.00 = $13,843,644; indicated value by direct comparison",
        cad(D(13850000)),
        bold=True,
    )
    s.skip(6)
    section(s, "RECONCILIATION AND FINAL ESTIMATE OF VALUE")
    s.para(
        "Both approaches are well supported. The income approach reflects the in-place leases and the direct "
        "comparison approach reflects recent sales of similar multi-tenant buildings in southeast Calgary; "
        "slightly greater weight is given to the direct comparison approach.",
        8.4,
    )
    q_fin = s.kv("Market value, as is, as at June 27, 2024", cad(val), bold=True)
    s.kv("Insurable value (replacement cost new less exclusions)", cad(D(11420000)))
    s.kv("Estimated exposure time", "4 to 6 months")
    s.skip(6)
    section(s, "CERTIFICATION")
    s.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in this "
        "report are true and correct, I personally inspected the subject property on June 25, 2024, and no "
        "one "
        "provided significant professional assistance to the person signing this report.",
        8.2,
    )
    q_cert = s.t("Signed: Harjit S. Dhaliwal, AACI, P.App · July 9, 2024", 8.4, True)
    for k, v in dict(val=val, pgi=pgi, vac=vac, egi=egi, nrx=nrx, noi=noi).items():
        same(L[k], v, k)
    fields = {
        "property_address": F("7715 44 Street SE, Calgary, Alberta T2C 2N5", 1, q_addr),
        "property_type": F("industrial", 1, qf["Property type"]),
        "appraised_value": F(L["val"], 1, " ".join(q_val)),
        "effective_date": F("2024-06-27", 1, qf["Effective date of value"]),
        "appraiser_name": F("Harjit S. Dhaliwal", 2, q_cert),
        "client_name": F("Chinook Prairie Credit Union Ltd.", 1, q_cl[0]),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Canadian (Alberta) narrative appraisal report of a multi-tenant industrial warehouse, CAD ($), "
        "dates "
        "written out (June 27, 2024), two pages: letter of transmittal and salient facts, then the "
        "approaches, "
        "reconciliation and certification. property_type is industrial. client_name is the credit union the "
        "letter is addressed to (the attention person and the owner/borrower are distractors). "
        "appraised_value is the market value as is, stated in the letter and in the reconciliation; the "
        "income and direct comparison indications, the insurable value, the assessment and the prior "
        "purchase price are distractors; the income approach's figures add up (sums). effective_date is the "
        "effective date of value; the inspection, report, assessment and prior-sale dates are distractors. "
        "appraiser_name is the AACI who signs, not the reviewer who did not inspect. gross_living_area_sqft "
        "is null: the property has no living area; only the gross building area and the site area are "
        "printed."
    )
    sums = [
        SUM(
            "potential gross income - vacancy = effective gross income",
            [(1, T("potential gross income", L["pgi"], 2, q_pgi)), (-1, T("vacancy", L["vac"], 2, q_vac))],
            T("effective gross income", L["egi"], 2, q_egi),
        ),
        SUM(
            "effective gross income - non-recoverable expenses = net operating income",
            [
                (1, T("effective gross income", L["egi"], 2, q_egi)),
                (-1, T("non-recoverable expenses", L["nrx"], 2, q_nrx)),
            ],
            T("net operating income", L["noi"], 2, q_noi),
        ),
    ]
    _ = q_fin, q_sig
    return p, fields, notes, sums
