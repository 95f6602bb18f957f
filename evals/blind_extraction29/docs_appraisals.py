"""Appraisal builders for blind_extraction29 (2 documents).  All properties,
people, values and addresses are invented."""

from common import SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf
from sheet import Sheet


def section(s, title):
    s.p.shade(s.x - 6, s.y - 9, s.xr + 6, s.y + 3, 0.85)
    s.t(title, 8.4, True)
    s.skip(2)


def adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + f"{abs(x):,}"


# ===== 1 Dubai villa valuation (AED, RICS): BUA in sq ft and m², plot area, valuation vs inspection date
@doc("b29_appr_ae_dubai_villa_rics_valuation", "appraisal", "Arabian Ranches villa valuation report")
def appr_ae():
    L = dict(val=4917500, c1=4726300, c2=5163400, a1=137640, a2=208370, i1=4863940, i2=4955030)
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=54, size=8.4)
    s.t("Falcon Crest Valuation Services L.L.C.", 12, True)
    s.t("RERA-registered valuers · Office 1408, Fortune Executive Tower, JLT, Dubai", 7.4, color=GREY)
    s.t("VALUATION REPORT - RESIDENTIAL VILLA (RICS Valuation - Global Standards)", 10, True)
    s.skip(4)
    section(s, "1. Instruction")
    q_cl = s.kv("Client / intended user", "Emirates Lattice Bank P.J.S.C. - Mortgage Centre", xv=220)
    s.kv("Applicant (borrower)", "Mr. Rohan Vasudevan Pillai and Mrs. Anjali Rohan Pillai", xv=220)
    s.kv("Purpose", "Secured lending (home finance)", xv=220)
    s.kv("Bank reference", "ELB-MC-31-77841", xv=220)
    section(s, "2. Subject property")
    q_addr = s.kv("Address", "Villa 62, Street 7, Saheel 3, Arabian Ranches 3, Dubai", xv=220)
    q_type = s.kv("Property type", "Detached villa, 4 bedrooms + maid's room (single-family home)", xv=220)
    s.kv("Title", "Freehold · Plot No. 684-2217 · Title deed 118472/2029", xv=220)
    s.kv("Plot area", "5,382 sq ft (500.01 m²)", xv=220)
    q_bua = s.kv("Built-up area (BUA)", "3,967 sq ft (368.54 m²)", xv=220)
    s.kv("Year of completion", "2029", xv=220)
    section(s, "3. Dates")
    s.kv("Date of inspection", "14 July 2031", xv=220)
    q_eff = s.kv("Valuation date", "16 July 2031", xv=220)
    s.kv("Date of report", "19 July 2031", xv=220)
    section(s, "4. Comparable evidence (Dubai Land Department transactions)")
    xs = [(48, "l"), (250, "r"), (330, "r"), (420, "r"), (500, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                xs, ["Comparable", "BUA sq ft", "Price AED", "Adjustments", "Adjusted AED"], strict=True
            )
        ],
        7.6,
        True,
    )
    comps = [
        ("Villa 18, Saheel 1 (sold 03/2031)", "3,812", 4_726_300, 137_640),
        ("Villa 41, Saheel 3 (sold 05/2031)", "4,104", 5_163_400, -208_370),
        ("Villa 9, Caya 2 (sold 06/2031)", "3,905", 4_902_000, 41_000),
    ]
    qc = []
    for n, a, pr, ad in comps:
        qc.append(
            s.row(
                [
                    (x, t, al)
                    for (x, al), t in zip(xs, [n, a, f"{pr:,}", adj(ad), f"{pr + ad:,}"], strict=True)
                ],
                7.6,
            )
        )
    section(s, "5. Opinion of value")
    val = 4_917_500
    q_val = s.t(f"Market Value as at the valuation date: AED {val:,}", 8.6, True)
    s.t("(Four Million Nine Hundred Seventeen Thousand Five Hundred UAE Dirhams)", 8.2)
    s.t("Reinstatement cost for insurance: AED 2,318,000. Forced-sale value: AED 4,140,000.", 7.8)
    s.t("Rental value: AED 318,000 per annum.", 7.8)
    s.skip(10)
    q_sig = s.t("Valuer: Helena Marchetti-Okafor MRICS, RERA Valuer No. 40318 (signed)", 8)
    s.t("Reviewed by: Tarek Haddad FRICS, Director (countersigned)", 8)
    same(L["val"], val, "val")
    for i, (_, _, pr, ad) in enumerate(comps[:2], 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], abs(ad), f"a{i}")
        same(L[f"i{i}"], pr + ad, f"i{i}")
    fields = {
        "property_address": F("Villa 62, Street 7, Saheel 3, Arabian Ranches 3, Dubai", 1, q_addr),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(L["val"], 1, q_val),
        "effective_date": F("2031-07-16", 1, q_eff),
        "appraiser_name": F("Helena Marchetti-Okafor", 1, q_sig),
        "client_name": F("Emirates Lattice Bank P.J.S.C.", 1, q_cl),
        "gross_living_area_sqft": F(3967, 1, q_bua),
    }
    notes = (
        "Dubai villa valuation for secured lending (AED, RICS Red Book). client_name is the bank, not the "
        "applicants (borrowers). property_type: a detached villa is single_family. effective_date is the "
        "Valuation date, not the inspection or report date. appraised_value is the Market Value, not the "
        "reinstatement, forced-sale or rental values or the comparables. gross_living_area_sqft is the "
        "built-up area in sq ft (the plot area and the m² figures are not). appraiser_name is the valuer who "
        "signed, not the reviewing director."
    )
    sums = [
        SUM(
            f"comparable {i} price + adjustment = adjusted",
            [(1, T("price", L[f"c{i}"], 1, qc[i - 1])), (sg, T("adjustment", L[f"a{i}"], 1, qc[i - 1]))],
            T("adjusted", L[f"i{i}"], 1, qc[i - 1]),
        )
        for i, sg in ((1, 1), (2, -1))
    ]
    return p, fields, notes, sums


# ===== 2 Puerto Rico three-unit income property appraisal (USD): unit GLAs, supervisory appraiser
@doc("b29_appr_pr_three_unit_income_property", "appraisal", "Calle Las Monjas 3-unit appraisal, Ponce PR")
def appr_pr():
    L = dict(val=493250, u1=1137, u2=1084, u3=984, gla=3205)
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=54, size=8.4)
    s.t("SMALL RESIDENTIAL INCOME PROPERTY APPRAISAL REPORT", 11.5, True)
    s.t("Borinquen Sur Appraisal Group, P.S.C. · Ponce, Puerto Rico · File PR-31-5528", 7.4, color=GREY)
    s.skip(4)
    section(s, "SUBJECT")
    q_addr = s.kv("Property Address", "2417 Calle Las Monjas, Urb. Villa Grillasca, Ponce, PR 00717", xv=200)
    s.kv("Borrower", "Inversiones Tibes Dos, LLC", xv=200)
    s.kv("Owner of Public Record", "Sucesión Rivera Quiñones", xv=200)
    q_cl = s.kv("Lender/Client", "Cooperativa de Ahorro y Crédito Portuguesa del Sur", xv=200)
    q_type = s.kv(
        "Property type", "Three-unit (3 dwelling units) multi-family residential, 2 stories", xv=200
    )
    section(s, "IMPROVEMENTS - GROSS LIVING AREA BY UNIT")
    units = [
        ("Unit 1 (ground floor, 3 BR / 2 BA)", 1137),
        ("Unit 2 (upper floor, 2 BR / 1 BA)", 1084),
        ("Unit 3 (upper floor, 2 BR / 1 BA)", 984),
    ]
    qu = [s.kv(n, f"{a:,} sq. ft.") for n, a in units]
    gla = sum(a for _, a in units)
    q_gla = s.kv("Total Gross Living Area", f"{gla:,} sq. ft.", bold=True)
    s.kv("Site area", "6,514 sq. ft. (605.2 m²)")
    section(s, "INCOME APPROACH")
    s.kv("Estimated monthly market rent (3 units)", "$3,385")
    s.kv("Gross rent multiplier", "142")
    s.kv("Indicated value by income approach", "$481,000")
    section(s, "RECONCILIATION")
    s.kv("Indicated value by sales comparison approach", "$493,250")
    s.kv("Prior sale of subject", "$352,000 on 09/14/2027")
    val = 493_250
    q_eff = s.t(
        "We estimate the market value, as defined, of the subject property as of 10/03/2031", 8.2, True
    )
    q_val = s.t(f"(the effective date of this appraisal) to be ${val:,}.", 8.2, True)
    s.t("Date of signature and report: 10/09/2031. Inspection: 10/03/2031.", 7.8)
    s.skip(8)
    q_sig = s.t(
        "APPRAISER: Marisol Echevarría Colón, Certified Residential Appraiser, Lic. CG-1187 (signature)", 8
    )
    s.t("SUPERVISORY APPRAISER: Ángel Luis Torres Vélez, Certified General Appraiser - did not inspect", 8)
    same(L["val"], val, "val")
    same(L["gla"], gla, "gla")
    for i, (_, a) in enumerate(units, 1):
        same(L[f"u{i}"], a, f"u{i}")
    fields = {
        "property_address": F("2417 Calle Las Monjas, Urb. Villa Grillasca, Ponce, PR 00717", 1, q_addr),
        "property_type": F("multifamily", 1, q_type),
        "appraised_value": F(L["val"], 1, q_val),
        "effective_date": F("2031-10-03", 1, q_eff),
        "appraiser_name": F("Marisol Echevarría Colón", 1, q_sig),
        "client_name": F("Cooperativa de Ahorro y Crédito Portuguesa del Sur", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "Puerto Rico small residential income property appraisal (USD, mm/dd/yyyy). client_name is the "
        "Lender/Client cooperative, not the borrower LLC or the owner of record (an estate). A three-unit "
        "residence is multifamily. appraised_value is the reconciled market value; the income-approach value "
        "and prior sale price are distractors. effective_date is the as-of date in the value sentence, not "
        "the "
        "signature date. gross_living_area_sqft is the printed total GLA of the three units (sum), not the "
        "site area. appraiser_name is the signing appraiser, not the supervisory appraiser who did not "
        "inspect."
    )
    sums = [
        SUM(
            "unit GLAs = total GLA",
            [(1, T(f"unit {i}", L[f"u{i}"], 1, qu[i - 1])) for i in (1, 2, 3)],
            "gross_living_area_sqft",
        )
    ]
    return p, fields, notes, sums
