"""Appraisal builders for blind_extraction15 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import Flow
from pdfkit import US, Pdf
from sheet import Sheet


# ==================== 1 single-family residence in a PUD, form style, two pages
@doc("b15_appr_sfr_pud_form", "appraisal", "Uniform Residential Appraisal Report - 4418 Larkspur Meadow Lane")
def appr_sfr():
    p = Pdf()
    s = Sheet(p, x=40, xr=572, top=50, size=8.4)
    s.t("Uniform Residential Appraisal Report", 13, True, align="c")
    s.t("File No. SW-25-09817", 8, align="r")
    s.t("SUBJECT", 9, True)
    s.row(
        [
            (40, "Property Address"),
            (130, "4418 Larkspur Meadow Lane"),
            (330, "City"),
            (360, "Boise"),
            (440, "State"),
            (470, "ID"),
            (500, "Zip Code"),
            (540, "83714"),
        ]
    )
    s.row(
        [
            (40, "Borrower"),
            (130, "Tobias and Jenna Whitcomb"),
            (330, "Owner of Public Record"),
            (440, "Carlo & Mae Brandt"),
        ]
    )
    s.row([(40, "Neighborhood"), (130, "Larkspur Meadow (PUD)"), (330, "HOA $"), (360, "85 per month")])
    q_client = s.row(
        [
            (40, "Lender/Client"),
            (130, "Sawtooth Federal Credit Union"),
            (330, "Address"),
            (370, "7710 W. Fairview Ave, Boise, ID 83704"),
        ]
    )
    s.row([(40, "Ordered through"), (130, "ValuePath AMC LLC (order VP-448120)")])
    s.skip(4)
    s.t("CONTRACT", 9, True)
    s.row([(40, "Contract Price $"), (130, "612,500"), (330, "Date of Contract"), (440, "08/30/2025")])
    s.row([(40, "Seller concessions"), (130, "$9,000 toward closing costs")])
    s.skip(4)
    s.t("IMPROVEMENTS", 9, True)
    q_type = s.row([(40, "Type"), (130, "One-unit, detached, 2 stories"), (330, "Year Built"), (440, "2007")])
    s.row([(40, "Finished area above grade contains"), (230, "8 Rooms / 4 Bedrooms / 2.5 Baths")])
    q_gla = s.row(
        [(40, "Finished area above grade"), (230, "2,146 Square Feet of Gross Living Area Above Grade")]
    )
    s.row(
        [
            (40, "Basement"),
            (130, "980 sq ft, 60% finished"),
            (330, "Garage"),
            (440, "3-car attached, 720 sq ft"),
        ]
    )
    s.row([(40, "Site"), (130, "0.21 ac (9,148 sq ft)"), (330, "View"), (440, "Residential; foothills")])
    s.skip(4)
    s.t("SALES COMPARISON APPROACH", 9, True)
    cols = [40, 200, 300, 400, 500]
    s.row([(200, "SUBJECT"), (300, "COMPARABLE 1"), (400, "COMPARABLE 2"), (500, "COMPARABLE 3")], bold=True)
    s.row(
        [
            (40, "Address"),
            (200, "4418 Larkspur"),
            (300, "4392 Larkspur"),
            (400, "11870 W Tamarack"),
            (500, "4105 N Sagecrest"),
        ],
        size=7.6,
    )
    sales = [D("598000"), D("629900"), D("587500")]
    adjs = [D("7400"), D("-22650"), D("15800")]
    s.row([(40, "Sale Price $")] + [(x, US(v, 0)) for x, v in zip(cols[2:], sales, strict=True)], size=7.6)
    s.row([(40, "Date of Sale")] + [(300, "07/18/2025"), (400, "06/02/2025"), (500, "08/11/2025")], size=7.6)
    s.row(
        [(40, "Gross Living Area")] + [(200, "2,146"), (300, "2,060"), (400, "2,388"), (500, "1,974")],
        size=7.6,
    )
    q_net = s.row(
        [(40, "Net Adjustment (Total) $")]
        + [(x, ("+" if v > 0 else "-") + US(abs(v), 0)) for x, v in zip(cols[2:], adjs, strict=True)],
        size=7.6,
    )
    adjp = [a + b for a, b in zip(sales, adjs, strict=True)]
    q_adj = s.row(
        [(40, "Adjusted Sale Price $")] + [(x, US(v, 0)) for x, v in zip(cols[2:], adjp, strict=True)],
        size=7.6,
    )
    same(605400, adjp[0], "comp1")
    s.t("Indicated Value by Sales Comparison Approach $ 605,000", 8.4, True)
    s.t(
        "Indicated Value by: Cost Approach (if developed) $ 631,400   Income Approach (if developed) $ N/A",
        8.4,
    )
    s.skip(2)
    s.t("Page 1 of 2", 7.5, align="r")
    s.new_page()
    s.t("Uniform Residential Appraisal Report - File No. SW-25-09817 (continued)", 9, True)
    s.skip(4)
    s.t("RECONCILIATION", 9, True)
    s.para(
        "Most weight is given to the sales comparison approach; the cost approach is supportive only. "
        'This appraisal is made "as is". Based on a complete visual inspection of the interior and '
        "exterior areas of the subject property, defined scope of work, statement of assumptions and "
        "limiting conditions, and appraiser's certification, my (our) opinion of the market value, as "
        "defined, of the real property that is the subject of this report is",
        8.4,
    )
    q_val = s.t(
        "$ 605,000 , as of 09/22/2025 , which is the date of inspection and the effective date of "
        "this appraisal.",
        8.4,
        True,
    )
    s.skip(10)
    s.t("APPRAISER", 9, True)
    q_addr2 = s.kv("ADDRESS OF PROPERTY APPRAISED", "4418 Larkspur Meadow Lane, Boise, ID 83714", xv=200)
    q_name = s.kv("Signature / Name", "Renata K. Osterhout", xv=200)
    s.kv("Company Name", "Snake River Valuation Group", xv=200)
    s.kv("State Certification #", "CRA-4471 (Idaho)", xv=200)
    s.kv("Date of Signature and Report", "09/29/2025", xv=200)
    s.kv("Effective Date of Appraisal", "09/22/2025", xv=200)
    s.kv("SUPERVISORY APPRAISER", "None", xv=200)
    s.skip(6)
    s.kv("LENDER/CLIENT Name", "Loan Officer: Gavin Price", xv=200)
    s.kv("Company Name", "Sawtooth Federal Credit Union", xv=200)
    s.skip(6)
    s.t("Page 2 of 2", 7.5, align="r")
    fields = {
        "property_address": F("4418 Larkspur Meadow Lane, Boise, ID 83714", 2, q_addr2),
        "property_type": F("single_family", 1, q_type),
        "appraised_value": F(605000, 2, q_val),
        "effective_date": F("2025-09-22", 2, q_val),
        "appraiser_name": F("Renata K. Osterhout", 2, q_name),
        "client_name": F("Sawtooth Federal Credit Union", 1, q_client),
        "gross_living_area_sqft": F(2146, 1, q_gla),
    }
    sums = [
        SUM(
            "Comparable 1: sale price + net adjustment = adjusted sale price",
            [
                (1, T("Comparable 1 sale price", 598000, 1, "Sale Price $ 598,000")),
                (1, T("Comparable 1 net adjustment", 7400, 1, q_net)),
            ],
            T("Comparable 1 adjusted sale price", 605400, 1, q_adj),
        )
    ]
    notes = (
        "Form-style single-family appraisal (detached house in a PUD: single_family). The address is "
        "split across form cells on page 1 (Property Address / City / State / Zip); it is labelled "
        "from the appraiser's 'ADDRESS OF PROPERTY APPRAISED' line on page 2. "
        "appraised_value $605,000 vs contract price, cost approach, comparable sale and adjusted prices "
        "(sum on comparable 1). effective_date 09/22/2025 vs contract date, sale dates and the report "
        "signature date. client is the credit union, not the AMC, borrowers, owner or loan officer. GLA "
        "2,146 vs basement, garage, site and comparable GLAs. No field is null."
    )
    return p, fields, notes, sums


# ==================== 2 retail center, narrative, As Is vs As Stabilized, no GLA
@doc("b15_appr_retail_narrative", "appraisal", "Appraisal report - Mesquite Crossing Shopping Center")
def appr_retail():
    p = Pdf(face="serif")
    fl = Flow(p, top=72, bottom=720, size=9.4, footer="Mesquite Crossing - Appraisal Report - Page {} of {}")
    noi = D("588450")
    ind = noi / D("0.075")
    same(7846000, ind, "income indication")
    stab, leaseup = D("8400000"), D("550000")
    same(7850000, stab - leaseup, "as is")
    fl.line("APPRAISAL REPORT", 15, True, align="c", lead=22)
    fl.line("MESQUITE CROSSING SHOPPING CENTER", 11, True, align="c")
    fl.line("2270 East Baseline Road, Mesa, Arizona 85204", 10, align="c", lead=20)
    fl.line("Prepared for: Saguaro Commerce Bank, Attn: Lydia Farnsworth, Credit Administration", 9.4)
    fl.line("Prepared by: Arrellano Realty Advisors, Inc.", 9.4)
    fl.line("Report Date: October 30, 2025", 9.4, lead=20)
    fl.para(
        "Dear Ms. Farnsworth: At your request, we have appraised the property referenced above, a "
        "single-story neighborhood retail center of four buildings. The property has a net rentable area "
        "of 38,640 square feet on a 4.12-acre site and was 81% leased on the date of inspection. The "
        "owner and loan applicant is Baseline Mesquite Partners, LP."
    )
    fl.para(
        "The purpose of this appraisal is to develop opinions of the market value "
        "of the leased fee interest As Is and, prospectively, As Stabilized. The intended user is Saguaro "
        "Commerce Bank for loan underwriting."
    )
    fl.head("VALUE CONCLUSIONS")
    fl.para(
        "Market Value As Is, as of October 14, 2025 (effective date of value and date of inspection): "
        "$7,850,000. Prospective Market Value As Stabilized, as of October 1, 2026: $8,400,000. The As Is "
        "value equals the As Stabilized value less lease-up costs, rent loss and entrepreneurial "
        "incentive of $550,000."
    )
    fl.para(
        "The purchase price under the July 9, 2025 contract is $8,100,000; the asking price was "
        "$8,750,000. The Maricopa County full cash value for 2025 is $5,912,300."
    )
    fl.need(1000)
    fl.head("INCOME CAPITALIZATION APPROACH")
    fl.para(
        "Applying an overall capitalization rate of 7.50% to the in-place net operating income of "
        "$588,450 indicates $7,846,000 As Is (unrounded); this indication is reconciled with the sales "
        "comparison approach below."
    )
    fl.head("SALES COMPARISON APPROACH")
    fl.para(
        "Five sales of neighborhood retail centers in the East Valley between $168 and $224 per square "
        "foot of net rentable area were analyzed; the indicated range for the subject is $7,700,000 to "
        "$8,000,000 As Is."
    )
    fl.head("RECONCILIATION")
    fl.para(
        "Both approaches are well supported. Our opinion of the market value of the leased fee interest "
        "in the subject, As Is, as of October 14, 2025, is SEVEN MILLION EIGHT HUNDRED FIFTY THOUSAND "
        "DOLLARS ($7,850,000)."
    )
    fl.head("CERTIFICATION")
    fl.para(
        "I certify that, to the best of my knowledge and belief, the statements of fact contained in this "
        "report are true and correct, and that I personally inspected the property. Kelsey Novak, "
        "research analyst, provided market research assistance but did not sign this report."
    )
    fl.skip(10)
    fl.line("By: Dominic F. Arrellano, MAI, Certified General Real Estate Appraiser (AZ #31884)")
    fl.line("Date signed: October 30, 2025")
    fl.finish()
    fields = {
        "property_address": F(
            "2270 East Baseline Road, Mesa, Arizona 85204", 1, "2270 East Baseline Road, Mesa, Arizona 85204"
        ),
        "property_type": F("commercial", 1, "a single-story neighborhood retail center"),
        "appraised_value": F(
            7850000,
            1,
            "Market Value As Is, as of October 14, 2025 (effective date of value and "
            "date of inspection): $7,850,000",
        ),
        "effective_date": F("2025-10-14", 1, "as of October 14, 2025 (effective date of value"),
        "appraiser_name": F("Dominic F. Arrellano", 2, "By: Dominic F. Arrellano, MAI"),
        "client_name": F("Saguaro Commerce Bank", 1, "Prepared for: Saguaro Commerce Bank"),
        "gross_living_area_sqft": NULL(),
    }
    sums = [
        SUM(
            "As Stabilized - lease-up costs = As Is",
            [
                (1, T("As Stabilized value", 8400000, 1, "As Stabilized, as of October 1, 2026: $8,400,000")),
                (-1, T("Lease-up costs", 550000, 1, "entrepreneurial incentive of $550,000")),
            ],
            "appraised_value",
        )
    ]
    notes = (
        "Narrative appraisal of a neighborhood retail center (commercial). appraised_value is the Market "
        "Value As Is $7,850,000, not the prospective As Stabilized value (sum), the unrounded income "
        "indication, the purchase or asking price or the assessor's value. effective_date is the date of "
        "value, not the report/signature date or the prospective date. client is the bank, not the "
        "addressed officer or the owner. appraiser is the signing MAI, not the research analyst. "
        "gross_living_area_sqft is null: the 38,640 square feet is net rentable area of a retail "
        "building, not gross living area."
    )
    return p, fields, notes, sums
