"""Appraisal builders for blind_extraction34 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import Decimal as D

from common import SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet


def section(s, title, g=0.85):
    s.p.shade(s.x - 6, s.y - 9, s.xr + 6, s.y + 3, g)
    s.t(title, 8.4, True)
    s.skip(2)


def usd(x):
    return "$" + fmt(x, ",", ".", 0)


def gbp(x):
    return "£" + fmt(x, ",", ".", 0)


def adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + usd(abs(x))


def grid_row(s, xs, vals, size=7.4):
    return s.row([(x, t, al) for (x, al), t in zip(xs, vals, strict=True)], size)


# ===== 1 US individual condominium unit appraisal (Form 1073 style, Scottsdale AZ, USD, mm/dd/yyyy) over two
# pages: project information (units, HOA dues, phases); unit gross living area vs balcony and assigned garage;
# lender/client vs AMC, borrower and the seller as owner of record; contract price and date; sales comparison
# grid with three comparables (sums); effective date vs contract, signature and certificate-expiry dates
@doc(
    "b34_appr_us_az_1073_condominium",
    "appraisal",
    "4820 N Saguaro Vista Drive Unit 317 Scottsdale condominium appraisal",
)
def appr_az():
    L = dict(
        val=414500,
        gla=1168,
        c1=406800,
        c2=429400,
        c3=419200,
        a1=5275,
        a2=-13450,
        a3=-4725,
    )
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=48, xr=564, top=52, size=8.2)
    s.t("Individual Condominium Unit Appraisal Report", 12, True)
    s.t("File No. AZ-24-3318 · Page 1 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SUBJECT")
    xv = 210
    q_addr = s.kv("Property Address", "4820 N Saguaro Vista Drive, Unit 317, Scottsdale, AZ 85251", xv=xv)
    s.kv("Project Name / Phase", "Saguaro Vista Residences · Phase 2 of 2", xv=xv)
    s.kv("County / Assessor's Parcel #", "Maricopa · 173-41-218", xv=xv)
    s.kv("R.E. Taxes / HOA", "$1,486 (tax year 2023) · HOA $412 per month", xv=xv)
    s.kv("Borrower", "Ethan J. Caldwell", xv=xv)
    s.kv("Owner of Public Record", "Desert Bloom Holdings LLC", xv=xv)
    s.kv("Occupant", "Tenant (lease ends 09/30/2024)", xv=xv)
    q_cl = s.kv("Lender/Client", "Sonoran Federal Credit Union", xv=xv)
    s.kv("Lender Address", "2250 W Rio Salado Parkway, Tempe, AZ 85281", xv=xv)
    s.kv("Engaged through (AMC)", "Copper State Valuation Management, LLC · order 24-61370", xv=xv)
    s.kv("Assignment Type / Purpose", "Purchase transaction · Fee simple", xv=xv)
    section(s, "CONTRACT")
    s.kv("Contract Price / Date of Contract", "$409,500 · 07/22/2024", xv=xv)
    s.kv("Seller concessions", "$4,000 toward buyer's closing costs", xv=xv)
    section(s, "PROJECT INFORMATION")
    s.kv("Project type", "Condominium, garden/mid-rise, 4 stories, elevator, 2 phases complete", xv=xv)
    s.kv("Units / sold / rented", "186 total · 181 sold · 22 rented (11.8%)", xv=xv)
    s.kv("Developer in control of HOA", "No · HOA turned over 06/2021", xv=xv)
    s.kv("Common elements", "Pool, fitness room, gated covered parking, clubhouse", xv=xv)
    section(s, "UNIT DESCRIPTION")
    q_type = s.kv("Unit", "Condominium unit on floor 3 of 4 (interior unit, elevator building)", xv=xv)
    s.kv("Rooms / Bedrooms / Baths", "5 / 2 / 2.0", xv=xv)
    q_gla = s.kv("Gross Living Area", "1,168 sq ft (per floor plan and measurement)", xv=xv)
    s.kv(
        "Balcony / Storage", "Covered balcony 96 sq ft, not included in GLA · storage closet 24 sq ft", xv=xv
    )
    s.kv("Parking", "One assigned covered space (#317) and one unassigned", xv=xv)
    s.kv("Condition / Quality", "C3 / Q3 · kitchen updated 2022", xv=xv)
    s.kv("Year built / Effective age", "2019 / 5 years", xv=xv)

    s.new_page()
    s.t("Individual Condominium Unit Appraisal Report", 12, True)
    s.t("File No. AZ-24-3318 · Page 2 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SALES COMPARISON APPROACH")
    cx = [(48, "l"), (280, "r"), (330, "r"), (405, "r"), (480, "r"), (564, "r")]
    grid_row(s, cx, ["Comparable", "Sale date", "GLA", "Sale price", "Net adj.", "Adjusted price"])
    s.rule()
    comps = [
        ("No. 1: 4820 N Saguaro Vista Dr #208 (same project)", "06/2024", "1,152", 406800, 5275),
        ("No. 2: 7318 E Camelview Ct #3104", "05/2024", "1,241", 429400, -13450),
        ("No. 3: 4820 N Saguaro Vista Dr #412 (same project)", "07/2024", "1,168", 419200, -4725),
    ]
    qc = [grid_row(s, cx, [n, d_, a, usd(pr), adj(ad), usd(pr + ad)]) for n, d_, a, pr, ad in comps]
    s.skip(4)
    s.para(
        "Adjustments: floor level (+$2,500 for each floor), view, GLA at $45 per sq ft, bathrooms and "
        "updates. Comparable 3 is a resale of a top-floor unit in the subject's building and is given most "
        "weight.",
        7.8,
    )
    s.kv("Indicated Value by Sales Comparison Approach", "$414,500", bold=True)
    s.kv("Indicated Value by Income Approach", "Not developed", bold=False)
    section(s, "RECONCILIATION")
    val = D(414500)
    q_val = s.para(
        'This report is made "as is". Based on a complete visual inspection of the interior and exterior '
        "areas of the subject unit, defined scope of work, statement of assumptions and limiting conditions, "
        "and appraiser's certification, my (our) opinion of the market value, as defined, of the real "
        f"property that is the subject of this report is {usd(val)}, as of 08/13/2024, which is the date of "
        "inspection and the effective date of this appraisal.",
        8.2,
    )
    s.para(
        "The contract price of $409,500 is below the indicated value; the seller concession is within market "
        "norms. Exposure time 30 to 60 days.",
        8,
    )
    section(s, "APPRAISER")
    q_sig = s.kv("Signature / Name", "/s/ Marisol T. Avendaño", xv=xv)
    s.kv("Company", "Camelback Residential Appraisals, LLC, Phoenix, AZ", xv=xv)
    s.kv("State Certification #", "CRA-1031874, Arizona · expires 03/31/2026", xv=xv)
    s.kv("Date of Signature and Report", "08/16/2024", xv=xv)
    s.kv("Date of Inspection", "08/13/2024", xv=xv)
    section(s, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")
    s.kv("Name", "Not applicable", xv=xv)
    for i, (_, _, _, pr, ad) in enumerate(comps, 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], ad, f"a{i}")
    same(L["val"], val, "val")
    same(L["gla"], 1168, "gla")
    fields = {
        "property_address": F("4820 N Saguaro Vista Drive, Unit 317, Scottsdale, AZ 85251", 1, q_addr),
        "property_type": F("condominium", 1, q_type),
        "appraised_value": F(L["val"], 2, " ".join(q_val)),
        "effective_date": F("2024-08-13", 2, " ".join(q_val)),
        "appraiser_name": F("Marisol T. Avendaño", 2, q_sig),
        "client_name": F("Sonoran Federal Credit Union", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "US individual condominium unit appraisal (Form 1073 style), USD, dates mm/dd/yyyy, two pages. "
        "property_type is condominium. client_name is the Lender/Client, not the AMC, the borrower or the "
        "seller LLC that is the owner of record. appraised_value is the opinion of market value in the "
        "reconciliation; the contract price, seller concession, HOA dues, taxes and the comparables' prices "
        "and adjustments (sale price + net adjustment = adjusted price, sums) are distractors. "
        "effective_date is the date of value (also the inspection date); the contract, signature, lease-end, "
        "HOA turnover and certificate-expiry dates are distractors. appraiser_name is the signing appraiser; "
        "no supervisory appraiser is involved. gross_living_area_sqft is the unit's Gross Living Area; the "
        "balcony, storage and the comparables' areas are distractors."
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


# ===== 2 English mortgage valuation report for a building society (GBP, dates written out): detached house;
# applicants vs the lender; purchase price above the market value; reinstatement cost and market rent as
# distractors; gross internal floor area of the dwelling in sq ft (and m²) vs the integral garage and the
# plot; essential repairs listed and totalled without a retention; valuer who inspected and signed vs a desk
# reviewer; inspection / valuation date vs report date and comparable sale dates
@doc(
    "b34_appr_uk_mortgage_valuation_detached",
    "appraisal",
    "Larkspur House Eaton Brook mortgage valuation report",
)
def appr_uk():
    L = dict(
        val=590000,
        gla=1593,
        r1=1923,
        r2=2425,
        r3=740,
        rt=5088,
    )
    p = Pdf(ttf=True, w=595, h=842)
    s = Sheet(p, x=50, xr=545, top=56, size=8.4)
    s.t("MORTGAGE VALUATION REPORT", 13, True)
    s.t("Prepared for the lender in accordance with the RICS Valuation – Global Standards", 7.6, color=GREY)
    s.skip(4)
    xv = 215
    section(s, "1. INSTRUCTIONS", 0.88)
    q_cl = s.kv("Lender (client)", "Thornbury Building Society", xv=xv)
    s.kv("Lender's reference", "MV/23/084172", xv=xv)
    s.kv("Applicant(s)", "Mr Oliver J. Pennington and Mrs Freya L. Pennington", xv=xv)
    s.kv("Transaction", "Purchase · stated price £615,000 · loan requested £430,500", xv=xv)
    s.kv("Vendor", "Executors of the late Mr R. Hollis", xv=xv)
    section(s, "2. THE PROPERTY", 0.88)
    q_addr = s.kv("Address", "Larkspur House, 14 Mill Lane, Eaton Brook, Shrewsbury SY5 7QX", xv=xv)
    q_type = s.kv("Property type", "Detached house, two storeys, with integral double garage", xv=xv)
    s.kv("Tenure", "Freehold (assumed; title not inspected)", xv=xv)
    s.kv("Approximate age", "About 20 years", xv=xv)
    s.kv("Construction", "Brick and block cavity walls under a pitched concrete-tiled roof", xv=xv)
    s.kv("Accommodation", "Hall, sitting room, dining kitchen, study, utility, cloakroom;", xv=xv)
    s.kv("", "four bedrooms (one en suite), family bathroom", xv=xv)
    q_gla = s.kv("Gross internal floor area", "1,593 sq ft (148.0 m²), dwelling excluding garage", xv=xv)
    s.kv("Integral garage", "344 sq ft (32.0 m²)", xv=xv)
    s.kv("Plot", "About 0.31 acres, gardens front and rear, driveway parking for three cars", xv=xv)
    s.kv("Services", "Mains water, electricity and drainage; oil-fired central heating", xv=xv)
    section(s, "3. CONDITION AND ESSENTIAL REPAIRS", 0.88)
    s.para(
        "The property is in generally fair condition for its age. The following essential repairs should be "
        "completed within six months of completion; no retention is recommended:",
        8,
    )
    reps = [
        ("Repoint chimney stack and renew flashings", 1923),
        ("Replace defective timber fascias and soffits to rear elevation", 2425),
        ("Overhaul oil boiler and obtain service certificate", 740),
    ]
    rx = [(60, "l"), (545, "r")]
    qr = [grid_row(s, rx, [t, gbp(v)], 8) for t, v in reps]
    rt = sum(v for _, v in reps)
    q_rt = grid_row(s, rx, ["Total estimated cost of essential repairs", gbp(rt)], 8)
    s.skip(4)
    section(s, "4. VALUATION", 0.88)
    val = D(590000)
    q_val = s.kv("Market value in present condition", gbp(val), xv=xv, bold=True)
    s.kv("Market value on completion of works", "Not applicable", xv=xv)
    s.kv("Reinstatement cost (insurance)", "£418,000 (including garage and external works)", xv=xv)
    s.kv("Market rent (if let)", "£2,150 per calendar month", xv=xv)
    q_date = s.kv("Date of inspection and valuation", "12 September 2023", xv=xv)
    s.kv("Date of report", "14 September 2023", xv=xv)
    s.para(
        "The stated purchase price exceeds our opinion of market value. Comparable evidence: 9 Mill Lane, "
        "detached, sold £582,000 (completed 28 April 2023); The Granary, Church Road, sold £603,500 "
        "(completed 16 June 2023); 3 Orchard Rise, detached, sold £571,000 (completed 2 August 2023). We "
        "consider the property suitable security for mortgage purposes at the valuation figure.",
        8,
    )
    section(s, "5. VALUER", 0.88)
    q_sig = s.kv("Signed", "Harriet L. Ainsworth MRICS, RICS Registered Valuer", xv=xv)
    s.kv("Firm", "Severn Vale Surveyors LLP, 21 Castle Foregate, Shrewsbury SY1 2EJ", xv=xv)
    s.kv("Quality review", "Desk review by J. P. Mercer FRICS (did not inspect)", xv=xv)
    same(L["val"], val, "val")
    same(L["gla"], 1593, "gla")
    for i, (_, v) in enumerate(reps, 1):
        same(L[f"r{i}"], v, f"r{i}")
    same(L["rt"], rt, "rt")
    fields = {
        "property_address": F("Larkspur House, 14 Mill Lane, Eaton Brook, Shrewsbury SY5 7QX", 1, q_addr),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(L["val"], 1, q_val),
        "effective_date": F("2023-09-12", 1, q_date),
        "appraiser_name": F("Harriet L. Ainsworth", 1, q_sig),
        "client_name": F("Thornbury Building Society", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "English mortgage valuation report for a building society, GBP, dates written out, one page. "
        "property_type is single_family (a detached house). client_name is the lender, not the applicants or "
        "the vendor. appraised_value is the market value in present condition; the stated purchase price, "
        "loan amount, reinstatement cost, market rent, comparable sale prices and the repair costs (three "
        "items adding up to the printed total, sum) are distractors. effective_date is the date of "
        "inspection and valuation; the report date and comparable completion dates are distractors. "
        "appraiser_name is the valuer who inspected and signed (her post-nominal letters are not part of the "
        "name); the desk reviewer did not inspect. gross_living_area_sqft is the gross internal floor area "
        "of the dwelling in sq ft (also printed in m²), excluding the integral garage, whose area is a "
        "distractor, as is the plot."
    )
    sums = [
        SUM(
            "essential repairs add up to the total estimated cost",
            [(1, T(f"repair {i}", L[f"r{i}"], 1, qr[i - 1])) for i in (1, 2, 3)],
            T("total estimated cost of essential repairs", L["rt"], 1, q_rt),
        ),
    ]
    return p, fields, notes, sums
