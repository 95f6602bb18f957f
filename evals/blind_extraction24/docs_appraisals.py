"""Appraisal builders for blind_extraction24 (2 documents).  All properties,
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


# ==================== 1 condominium unit form: purchase, supervisory co-signer, sales grid with adjustments
@doc(
    "b24_appr_condo_unit_purchase_supervisory",
    "appraisal",
    "210 Danforth Cove Road Unit 3C condominium appraisal",
)
def appr_condo():
    p = Pdf()
    s = Sheet(p, x=36, xr=576, top=44, size=7.8)
    s.row(
        [(36, "Individual Condominium Unit Appraisal Report"), (576, "File # PCA-2606-114", "r")],
        size=12,
        bold=True,
        lead=14,
    )
    s.t(
        "The purpose of this report is to provide the lender/client with an accurate and adequately "
        "supported opinion of market value.",
        6.8,
        color=GREY,
    )
    s.skip(4)
    s.t("SUBJECT", 8.4, True)
    subj = form_rows(
        s,
        [
            [
                (36, 300, "Property Address", "210 Danforth Cove Road, Unit 3C"),
                (300, 420, "City", "Portland"),
                (420, 480, "State", "ME"),
                (480, 576, "Zip Code", "04102"),
            ],
            [
                (36, 250, "Borrower", "Wiebke Adeyemi-Brandt"),
                (250, 430, "Owner of Public Record", "Gideon & Marta Swenholt"),
                (430, 576, "County", "Cumberland"),
            ],
            [
                (36, 250, "Project Name", "Danforth Cove Condominium"),
                (250, 330, "Phase #", "2 of 2"),
                (330, 450, "HOA $", "412 per month"),
                (450, 576, "Assessor's Parcel #", "118-C-3C"),
            ],
            [
                (36, 180, "Assignment Type", "Purchase Transaction"),
                (180, 400, "Lender/Client", "Casco Tidewater Savings Bank"),
                (400, 576, "Address", "90 Commercial St, Portland, ME 04101"),
            ],
        ],
    )
    s.t("CONTRACT", 8.4, True)
    form_rows(
        s,
        [
            [
                (36, 170, "Contract Price $", "559,900"),
                (170, 300, "Date of Contract", "05/21/2026"),
                (300, 576, "Financial assistance (concessions)", "$ 0 · none disclosed"),
            ],
        ],
    )
    s.t("UNIT AND PROJECT", 8.4, True)
    unit = form_rows(
        s,
        [
            [
                (36, 210, "Property Type", "Condominium, garden-style, 4 stories"),
                (210, 290, "Year Built", "2009"),
                (290, 420, "Floor # / # of Units", "3 / 36"),
                (420, 576, "Condition / Quality", "C2 / Q3"),
            ],
            [
                (36, 230, "Rooms", "5 rooms · 2 bedrooms · 2.0 baths"),
                (230, 420, "Square Feet of Gross Living Area", "1,186"),
                (420, 576, "Parking", "1 deeded garage space"),
            ],
            [
                (36, 300, "Common elements", "Elevator, fitness room, kayak storage, roof deck"),
                (300, 576, "Storage", "Basement locker #3C (48 sq ft, not in GLA)"),
            ],
        ],
    )
    s.t("SALES COMPARISON APPROACH", 8.4, True)
    s.row(
        [
            (36, "Feature"),
            (250, "Subject", "c"),
            (350, "Comparable 1", "c"),
            (450, "Comparable 2", "c"),
            (538, "Comparable 3", "c"),
        ],
        size=7.4,
        bold=True,
    )
    s.rule()
    comps = [
        ("Address", "Unit 3C", "Unit 2A, same project", "Unit 4D, same project", "51 Eastern Prom, #6"),
        ("Sale Price $", "559,900", "531,000", "584,500", "552,000"),
        ("Date of Sale", "", "03/2026", "01/2026", "04/2026"),
        ("GLA (sq ft)", "1,186", "1,104", "1,240", "1,172"),
        ("Floor location", "3", "2", "4", "6"),
    ]
    for r in comps:
        s.row(
            [(40, r[0]), (250, r[1], "c"), (350, r[2], "c"), (450, r[3], "c"), (538, r[4], "c")],
            size=7.4,
            lead=11.5,
        )
    adj_rows = [
        ("GLA adjustment", [12300, -8100, 0]),
        ("Floor / view adjustment", [5000, -5000, -10000]),
        ("Date of sale (market conditions)", [4200, 7600, 0]),
    ]
    sale = [531000, 584500, 552000]
    qrows = []
    for name, vals in adj_rows:
        qrows.append(
            s.row(
                [(40, name)] + [(x, adj(v), "c") for x, v in zip([350, 450, 538], vals, strict=True)],
                size=7.4,
                lead=11.5,
            )
        )
    net = [sum(v[1][i] for v in adj_rows) for i in range(3)]
    adjd = [sale[i] + net[i] for i in range(3)]
    q_net = s.row(
        [(40, "Net adjustment")] + [(x, adj(v), "c") for x, v in zip([350, 450, 538], net, strict=True)],
        size=7.4,
        bold=True,
        lead=11.5,
    )
    q_adj = s.row(
        [(40, "Adjusted sale price")]
        + [(x, comma(v), "c") for x, v in zip([350, 450, 538], adjd, strict=True)],
        size=7.4,
        bold=True,
        lead=11.5,
    )
    s.rule()
    s.skip(4)
    s.para(
        "Indicated value by sales comparison approach $ 543,000. Most weight is given to Comparables 1 and "
        "3 (closest in size and sale date). The income approach was not developed. The contract price "
        "exceeds the indicated value; the buyer's premium for the corner unit is not supported by the "
        "market.",
        7.6,
    )
    same(552500, adjd[0], "c1")
    same(579000, adjd[1], "c2")
    same(542000, adjd[2], "c3")
    # ---- page 2: reconciliation and certification
    s.new_page()
    s.t("RECONCILIATION", 8.4, True)
    form_rows(
        s,
        [
            [
                (36, 300, "Indicated Value by Sales Comparison Approach $", "543,000"),
                (300, 576, "Indicated Value by Income Approach $", "not developed"),
            ],
            [
                (36, 576, "This appraisal is made", '"as is"'),
            ],
        ],
    )
    lines = s.para(
        "Based on the scope of work, my (our) opinion of the market value, as defined, of the real property "
        "that is the subject of this report is $ 543,000, as of 06/12/2026, which is the date of inspection "
        "and the effective date of this appraisal.",
        8,
    )
    s.skip(10)
    s.t("APPRAISER'S CERTIFICATION AND SIGNATURES", 8.4, True)
    sig = form_rows(
        s,
        [
            [
                (36, 306, "APPRAISER · Signature on file · Name", "Rosalind M. Ekwueme"),
                (306, 576, "SUPERVISORY APPRAISER (only if required) · Name", "Theodore Pryce Hollister"),
            ],
            [
                (36, 171, "Date of Signature and Report", "06/18/2026"),
                (171, 306, "State Certification #", "CR 4417 (ME)"),
                (306, 441, "Date of Signature", "06/18/2026"),
                (441, 576, "Did not inspect subject", "[X]"),
            ],
            [
                (36, 306, "Effective Date of Appraisal", "06/12/2026"),
                (306, 576, "State Certification #", "CG 0932 (ME)"),
            ],
            [
                (36, 306, "Lender/Client Name", "Casco Tidewater Savings Bank"),
                (306, 576, "Company Name", "Pemaquid Appraisal Associates"),
            ],
            [
                (
                    36,
                    576,
                    "Address of Property Appraised",
                    "210 Danforth Cove Road, Unit 3C, Portland, ME 04102",
                ),
            ],
        ],
    )
    fields = {
        "property_address": F("210 Danforth Cove Road, Unit 3C, Portland, ME 04102", 2, sig[4]),
        "property_type": F("condominium", 1, unit[0]),
        "appraised_value": F(543000, 2, lines[0] if "543,000" in lines[0] else lines[1]),
        "effective_date": F("2026-06-12", 2, sig[2]),
        "appraiser_name": F("Rosalind M. Ekwueme", 2, sig[0]),
        "client_name": F("Casco Tidewater Savings Bank", 1, subj[3]),
        "gross_living_area_sqft": F(1186, 1, unit[1]),
    }
    notes = (
        "Condominium unit form for a purchase (condominium). property_address is the unit address as "
        "printed in full in the certification block (the subject row splits it into cells). appraised_value "
        "is the final opinion of market value; the contract price is higher and the comparable sale and "
        "adjusted prices are distractors (comparable adjustments; sums). effective_date is the Effective "
        "Date of Appraisal, not the signature, contract or sale dates. appraiser_name is the APPRAISER, not "
        "the supervisory appraiser who co-signed. client_name is the Lender/Client; the borrower and the "
        "owner of record are other parties. gross_living_area_sqft is the unit's GLA; the storage locker is "
        "excluded."
    )
    sums = [
        SUM(
            f"Comparable {i + 1}: sale price + net adjustment = adjusted sale price",
            [
                (
                    1,
                    T(f"comp {i + 1} sale price", sale[i], 1, "Sale Price $ 559,900 531,000 584,500 552,000"),
                ),
                (1, T(f"comp {i + 1} net adjustment", net[i], 1, q_net)),
            ],
            T(f"comp {i + 1} adjusted sale price", adjd[i], 1, q_adj),
        )
        for i in range(3)
    ] + [
        SUM(
            "Comparable 1 adjustments add up to the net adjustment",
            [(1, T(name, vals[0], 1, q)) for (name, vals), q in zip(adj_rows, qrows, strict=True)],
            T("comp 1 net adjustment", net[0], 1, q_net),
        )
    ]
    return p, fields, notes, sums


# ==================== 2 industrial narrative: as-is vs prospective stabilized value, land, insurable value
@doc(
    "b24_appr_industrial_warehouse_as_is_prospective",
    "appraisal",
    "4420 Pyramid Freight Court industrial appraisal",
)
def appr_ind():
    p = Pdf(face="serif")
    s = Sheet(p, x=64, xr=548, top=80, size=9.2)
    s.skip(40)
    s.t("APPRAISAL REPORT", 18, True, align="c")
    s.skip(6)
    s.t("Multi-Tenant Distribution Warehouse", 12, align="c")
    q_addr = s.t("4420 Pyramid Freight Court, Sparks, Nevada 89437", 11, True, align="c")
    s.skip(30)
    s.t("Prepared for:", 9, True, align="c")
    q_client = s.t("Truckee Meadows Commercial Bank", 10, align="c")
    s.t("Attn: Nadia Castellanos-Reyes, Vice President, Real Estate Lending", 8.6, align="c")
    s.skip(20)
    s.t("Prepared by:", 9, True, align="c")
    s.t("Basin & Range Valuation Group, LLC", 10, align="c")
    s.t("9775 Double Diamond Parkway, Suite 240, Reno, Nevada 89521", 8.6, align="c")
    s.skip(20)
    s.t("Report date: August 7, 2026 · File 26-0418-IND", 8.6, align="c")
    # ---- page 2: letter of transmittal / summary
    s.new_page()
    s.t("SUMMARY OF SALIENT FACTS AND CONCLUSIONS", 11, True)
    s.skip(4)
    rows = [
        ("Property type", "Industrial — multi-tenant distribution warehouse"),
        ("Borrower / owner", "Vista Logistics Partners III, LP"),
        ("Site area", "11.62 acres (506,167 sq ft)"),
        ("Gross building area", "186,400 sq ft"),
        ("Net rentable area", "183,950 sq ft"),
        ("Year built / clear height", "2019 / 32 ft"),
        ("Occupancy at inspection", "78% (two of three suites leased)"),
        ("Date of inspection", "July 21, 2026"),
        ("Interest appraised", "Leased fee"),
    ]
    for k, v in rows:
        s.kv(k, v, xv=230)
    q_type = "Property type Industrial — multi-tenant distribution warehouse"
    s.skip(8)
    s.t("Value conclusions", 10, True)
    s.skip(2)
    xs = [(64, "l"), (290, "l"), (430, "l"), (548, "r")]
    s.row(
        [(x, t, a) for (x, a), t in zip(xs, ["Premise", "Interest", "Date of value", "Value"], strict=True)],
        8.6,
        True,
    )
    s.rule()
    q_asis = s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                xs, ["As Is Market Value", "Leased fee", "July 21, 2026", "$27,350,000"], strict=True
            )
        ],
        8.8,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                xs,
                ["Prospective Value Upon Stabilization", "Leased fee", "July 1, 2027", "$29,100,000"],
                strict=True,
            )
        ],
        8.8,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                xs, ["Land Value (as if vacant)", "Fee simple", "July 21, 2026", "$6,580,000"], strict=True
            )
        ],
        8.8,
    )
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                xs, ["Insurable Replacement Cost", "—", "July 21, 2026", "$21,960,000"], strict=True
            )
        ],
        8.8,
    )
    s.rule()
    s.skip(6)
    s.para(
        "The As Is Market Value reflects the current 78% occupancy and deducts lease-up costs (rent loss, "
        "leasing commissions and tenant improvements) of $1,750,000 from the prospective stabilized value. "
        "The prospective value is an extraordinary assumption-based forecast and is not a current opinion "
        "of value. Exposure time and marketing time are estimated at six to nine months.",
        8.6,
    )
    s.skip(6)
    s.t("Income capitalization approach (stabilized)", 10, True)
    pgi = 2391350
    vac = -119568
    egi = pgi + vac
    opx = -380282
    noi = egi + opx
    q_pgi = s.kv("Potential gross income (NNN rent $13.00/sf on 183,950 sf)", "$" + comma(pgi))
    q_vac = s.kv("Less vacancy and collection loss (5%)", "-$" + comma(-vac))
    q_egi = s.kv("Effective gross income", "$" + comma(egi))
    q_opx = s.kv("Less non-recoverable expenses and reserves", "-$" + comma(-opx))
    q_noi = s.kv("Net operating income", "$" + comma(noi), bold=True)
    s.kv("Capitalization rate", "6.50%")
    s.kv("Indicated stabilized value (rounded)", "$29,100,000")
    s.skip(4)
    q_lu = s.kv("Less lease-up costs", "-$1,750,000")
    q_ai = s.kv("Indicated As Is value", "$27,350,000", bold=True)
    same(1891500, noi, "noi")
    # ---- page 3: certification
    s.new_page()
    s.t("CERTIFICATION", 11, True)
    s.skip(2)
    for par in [
        "We certify that, to the best of our knowledge and belief: the statements of fact contained in this "
        "report are true and correct; the reported analyses, opinions and conclusions are limited only by "
        "the reported assumptions and limiting conditions.",
        "Our engagement in this assignment was not contingent upon developing or reporting predetermined "
        "results. The analyses were developed in conformity with the Uniform Standards of Professional "
        "Appraisal Practice and the Code of Professional Ethics of the Appraisal Institute.",
        "Desmond K. Arbuthnot, MAI made a personal inspection of the subject property on July 21, 2026. "
        "Priyanka Venkataraman, a Nevada-licensed appraiser trainee, provided significant real property "
        "appraisal assistance, including market research and the income analysis; she did not sign this "
        "report.",
    ]:
        s.para(par, 8.8)
    s.skip(6)
    eff = s.para("The effective date of the As Is Market Value opinion is July 21, 2026.", 9)
    s.skip(30)
    s.t("______________________________________", 9)
    q_sig = s.t("Desmond K. Arbuthnot, MAI", 9.4, True)
    s.t("Certified General Appraiser, Nevada License A.0007193-CG", 8.6)
    s.t("Managing Director, Basin & Range Valuation Group, LLC", 8.6)
    s.t("Signed August 7, 2026", 8.6)
    fields = {
        "property_address": F("4420 Pyramid Freight Court, Sparks, Nevada 89437", 1, q_addr),
        "property_type": F("industrial", 2, q_type),
        "appraised_value": F(27350000, 2, q_asis),
        "effective_date": F("2026-07-21", 3, eff[0]),
        "appraiser_name": F("Desmond K. Arbuthnot, MAI", 3, q_sig),
        "client_name": F("Truckee Meadows Commercial Bank", 1, q_client),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Narrative appraisal of a multi-tenant distribution warehouse (industrial). appraised_value is the "
        "As Is Market Value; the prospective value upon stabilization (later date), the land value and the "
        "insurable replacement cost are distractors (stabilized value - lease-up costs = as-is; income "
        "lines sum). effective_date is the as-is date of value (= inspection date), not the "
        "report/signature date or the prospective date. appraiser_name is the signing MAI, not the trainee. "
        "client_name is the bank the report is prepared for, not the addressed officer or the "
        "borrower/owner. gross_living_area_sqft is null: an industrial building has gross building and net "
        "rentable areas only, no living area."
    )
    sums = [
        SUM(
            "PGI - vacancy = EGI",
            [
                (1, T("Potential gross income", pgi, 2, q_pgi)),
                (-1, T("vacancy and collection loss", -vac, 2, q_vac)),
            ],
            T("Effective gross income", egi, 2, q_egi),
        ),
        SUM(
            "EGI - expenses = NOI",
            [
                (1, T("Effective gross income", egi, 2, q_egi)),
                (-1, T("non-recoverable expenses", -opx, 2, q_opx)),
            ],
            T("Net operating income", noi, 2, q_noi),
        ),
        SUM(
            "stabilized value - lease-up = As Is value",
            [
                (
                    1,
                    T(
                        "Indicated stabilized value",
                        29100000,
                        2,
                        "Indicated stabilized value (rounded) $29,100,000",
                    ),
                ),
                (-1, T("lease-up costs", 1750000, 2, q_lu)),
            ],
            "appraised_value",
        ),
        SUM(
            "As Is value in the income section = label",
            [(1, T("Indicated As Is value", 27350000, 2, q_ai))],
            "appraised_value",
        ),
    ]
    return p, fields, notes, sums
