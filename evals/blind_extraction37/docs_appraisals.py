"""Appraisal builders for blind_extraction37 (2 documents).  Every property,
person, value, date and address is invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt
from sheet import Sheet


def dollars(x):
    return "$" + fmt(x, ",", ".", 0)


def signed_adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + fmt(abs(x), ",", ".", 0)


def band(s, title, size=7.6, fill=0.82):
    """A shaded section band across the form."""
    s.skip(3)
    s.p.shade(s.x - 4, s.y - size - 2, s.xr + 4, s.y + 3, fill)
    s.t(title, size, True)


def fields_row(s, items, size=7, lead=None):
    """Several 'caption value' cells on one line: items [(x, caption, value)]; returns the line text."""
    cells = []
    for x, cap, val in items:
        cells.append((x, f"{cap} {val}".strip()))
    return s.row(cells, size=size, lead=lead or size * 1.55)


def pounds(x):
    return "£" + fmt(x, ",", ".", 0)


# ===== 1 US individual condominium unit appraisal report, Florida (USD, mm/dd/yyyy): a sixth-floor unit in a
# building completed in 2021 being purchased; lender/client vs borrowers, owner of public record and the
# management company; contract price and date; HOA dues and taxes; project information; unit gross living area
# above grade; sales comparison grid with three closed sales and a listing (sale price plus net adjustment =
# adjusted sale price, sums); indicated values by approach; reconciliation with the effective date;
# appraiser's certification block with signature, report and licence-expiry dates; no supervisory appraiser
@doc(
    "b37_appr_us_fl_condominium_unit",
    "appraisal",
    "2215 Seagrape Way Unit 604 Sarasota condominium appraisal",
)
def appr_us():
    L = dict(
        val=620000,
        gla=1438,
        c1=657900,
        c2=596850,
        c3=633400,
        a1=-26753,
        a2=22386,
        a3=-16881,
        j1=631147,
        j2=619236,
        j3=616519,
    )
    p = Pdf(w=612, h=792)
    s = Sheet(p, x=40, xr=572, top=40, size=7)

    def top(n):
        s.y = 34
        s.row(
            [(40, "Individual Condominium Unit Appraisal Report", "l"), (572, "File # GVG-25-0417", "r")],
            9.6,
            True,
        )
        s.p.text(306, 772, f"Page {n} of 3", 6.8, align="c", color=GREY)
        s.skip(2)

    top(1)
    s.t(
        "The purpose of this summary appraisal report is to provide the lender/client with an accurate, and "
        "adequately supported, opinion of the market value of the subject property.",
        6.4,
        color=GREY,
    )
    band(s, "SUBJECT")
    fields_row(
        s,
        [
            (40, "Property Address", "2215 Seagrape Way, Unit 604"),
            (300, "City", "Sarasota"),
            (420, "State", "FL"),
            (480, "Zip Code", "34236"),
        ],
    )
    fields_row(
        s,
        [
            (40, "Borrower", "Nadia R. Okafor and Julian Brandt"),
            (300, "Owner of Public Record", "Estate of Harold P. Lindqvist"),
        ],
    )
    fields_row(
        s,
        [
            (
                40,
                "Legal Description",
                "Unit 604, The Seagrape Residences, a Condominium, per OR Instr. No. 2021087413",
            ),
            (420, "County", "Sarasota"),
        ],
    )
    fields_row(
        s,
        [
            (40, "Assessor's Parcel #", "0016-07-0604"),
            (200, "Tax Year", "2024"),
            (290, "R.E. Taxes $", "6,418"),
            (400, "Project Name", "The Seagrape Residences"),
        ],
    )
    fields_row(
        s,
        [
            (40, "Occupant", "Owner"),
            (140, "Special Assessments $", "0"),
            (290, "HOA $", "912 per month"),
            (400, "Property Rights Appraised", "Fee Simple"),
        ],
    )
    fields_row(
        s,
        [
            (40, "Assignment Type", "Purchase Transaction"),
            (240, "Lender/Client", "Pelican Bay Mortgage Company, LLC"),
        ],
    )
    q_client = "Lender/Client Pelican Bay Mortgage Company, LLC"
    fields_row(s, [(40, "Address", "1400 Main Street, Suite 310, Sarasota, FL 34236")])
    band(s, "CONTRACT")
    fields_row(
        s,
        [
            (40, "Contract Price $", "612,500"),
            (170, "Date of Contract", "03/28/2025"),
            (310, "Seller is owner of public record?", "No (estate sale)"),
        ],
    )
    fields_row(
        s,
        [
            (
                40,
                "Financial assistance (loan charges, sale concessions) to be paid by any party on behalf of "
                "the borrower?",
                "No",
            )
        ],
    )
    band(s, "NEIGHBORHOOD")
    fields_row(
        s,
        [
            (40, "Location", "Urban"),
            (140, "Built-Up", "Over 75%"),
            (250, "Growth", "Stable"),
            (350, "Property Values", "Stable"),
            (470, "Marketing Time", "3-6 mths"),
        ],
    )
    fields_row(
        s,
        [
            (40, "Condominium Unit Housing Price ($000)", "Low 385 - High 1,450 - Pred. 640"),
            (330, "Age (yrs)", "Low 1 - High 48 - Pred. 12"),
        ],
    )
    s.para(
        "Neighborhood boundaries: north - Fruitville Road; south - Mound Street; east - US 301; west - "
        "Sarasota Bay. The subject is within walking distance of downtown dining, the bayfront park and the "
        "marina.",
        7,
        gap=2,
    )
    band(s, "PROJECT INFORMATION")
    fields_row(
        s,
        [
            (
                40,
                "Data source(s) for project information",
                "HOA management: Coastline Association Services, Inc.",
            )
        ],
    )
    fields_row(
        s,
        [
            (40, "Project Description", "High-Rise (9+ stories)"),
            (240, "# of Stories", "12"),
            (330, "# of Elevators", "3"),
            (420, "Year Built", "2021"),
            (500, "Units", "96"),
        ],
    )
    fields_row(
        s,
        [
            (40, "Units sold", "96"),
            (140, "Units for sale", "4"),
            (240, "Units rented", "11"),
            (340, "Owner occupied units", "81"),
            (460, "Commercial space", "None"),
        ],
    )
    band(s, "UNIT DESCRIPTION")
    fields_row(
        s,
        [
            (40, "Floor #", "6"),
            (120, "# of Levels", "1"),
            (200, "Heating Type", "Heat pump"),
            (330, "Cooling", "Central air"),
            (440, "Car Storage", "Garage - 1 assigned"),
        ],
    )
    q_gla = fields_row(
        s,
        [
            (
                40,
                "Finished area above grade contains:",
                "5 Rooms 2 Bedrooms 2.0 Bath(s) 1,438 Square Feet of Gross Living Area Above Grade",
            )
        ],
    )
    fields_row(
        s, [(40, "Balcony", "Covered lanai 196 sq ft"), (240, "Storage", "Climate-controlled storage cage")]
    )
    s.para(
        "Condition: C2. The unit was built in 2021 and is in very good condition; the kitchen has quartz "
        "counters and stainless appliances. No physical deficiencies or adverse conditions were observed.",
        7,
        gap=2,
    )

    # --- page 2: sales comparison
    s.new_page()
    top(2)
    band(s, "SALES COMPARISON APPROACH")
    s.t(
        "There are 9 comparable properties currently offered for sale in the subject neighborhood ranging in "
        "price from $ 529,000 to $ 874,000.",
        6.6,
    )
    s.t(
        "There are 14 comparable sales in the subject neighborhood within the past twelve months ranging in "
        "sale price from $ 498,500 to $ 861,000.",
        6.6,
    )
    s.skip(4)
    cx = [170, 270, 370, 470]
    cols = ["SUBJECT", "COMPARABLE SALE # 1", "COMPARABLE SALE # 2", "COMPARABLE SALE # 3"]
    s.row([(x, c, "l") for x, c in zip(cx, cols, strict=True)], 6.6, True, lead=10)
    gla = D(1438)
    comps = [
        dict(
            addr="2215 Seagrape Way #902",
            prox="Same building",
            price=D(657900),
            gla=D(1438),
            date="s02/25;c01/25",
            view="Bay",
            floor="9",
            months=2,
            adj=[-17800, None, -11650, 0],
        ),
        dict(
            addr="1188 Gulfstream Ave #507",
            prox="0.41 miles SW",
            price=D(596850),
            gla=D(1352),
            date="s12/24;c11/24",
            view="City",
            floor="5",
            months=4,
            adj=[0, None, 0, 9150],
        ),
        dict(
            addr="33 Palm Isle Ct #611",
            prox="0.66 miles N",
            price=D(633400),
            gla=D(1490),
            date="s03/25;c02/25",
            view="Partial Bay",
            floor="6",
            months=1,
            adj=[-5850, None, 0, -7285],
        ),
    ]
    for c in comps:
        # market-conditions adjustment of 0.205% a month since the sale; GLA at $97 per square foot
        c["adj"] = [int((c["price"] * D("0.00205") * c["months"]).quantize(D(1)))] + [
            int((D(1438) - c["gla"]) * 97) if a is None else a for a in c["adj"]
        ]
    rows = [
        ("Address and Unit #", ["2215 Seagrape Way #604"] + [c["addr"] for c in comps]),
        ("Proximity to Subject", [""] + [c["prox"] for c in comps]),
        ("Sale Price", ["$ 612,500"] + [dollars(c["price"]) for c in comps]),
        (
            "Sale Price/Gross Liv. Area",
            ["$ 425.94 sq ft"] + [f"$ {fmt(c['price'] / c['gla'], ',', '.', 2)} sq ft" for c in comps],
        ),
        ("Date of Sale/Time", [""] + [c["date"] for c in comps]),
        ("View", ["Partial Bay"] + [c["view"] for c in comps]),
        ("Floor Location", ["6"] + [c["floor"] for c in comps]),
        ("Gross Living Area", ["1,438"] + [fmt(c["gla"], ",", ".", 0) for c in comps]),
        ("Condition", ["C2"] + ["C2", "C3", "C2"]),
        ("Parking/Storage", ["1 gar/cage"] + ["2 gar/cage", "1 gar", "1 gar/cage"]),
    ]
    q = {}
    for lab, vals in rows:
        q[lab] = s.row(
            [(40, lab, "l")] + [(x, v_, "l") for x, v_ in zip(cx, vals, strict=True)], 6.6, lead=11
        )
    s.skip(2)
    adj_names = [
        "Date of Sale/Time adj.",
        "View adj.",
        "Gross Living Area adj.",
        "Floor Location adj.",
        "Condition adj.",
    ]
    for i, name in enumerate(adj_names):
        s.row(
            [(40, name, "l")] + [(cx[k + 1], signed_adj(c["adj"][i]), "l") for k, c in enumerate(comps)],
            6.6,
            lead=11,
        )
    net = [D(sum(c["adj"])) for c in comps]
    adjp = [c["price"] + n for c, n in zip(comps, net, strict=True)]
    q_net = s.row(
        [(40, "Net Adjustment (Total)", "l")]
        + [(cx[k + 1], "$ " + signed_adj(n), "l") for k, n in enumerate(net)],
        6.6,
        True,
        lead=11,
    )
    q_adj = s.row(
        [(40, "Adjusted Sale Price of Comparables", "l")]
        + [(cx[k + 1], dollars(a), "l") for k, a in enumerate(adjp)],
        6.6,
        True,
        lead=11,
    )
    s.skip(6)
    s.para(
        "Summary of sales comparison approach: Comparable 1 is a resale in the subject building on a higher "
        "floor with a direct bay view. Comparables 2 and 3 are in competing post-2019 high-rises. Most "
        "weight is given to comparables 1 and 3. A current listing at 2215 Seagrape Way #408, list price $ "
        "599,000, supports the range.",
        7,
        gap=3,
    )
    q_ind = s.t(f"Indicated Value by Sales Comparison Approach {dollars(L['val'])}", 7.6, True)
    # --- reconciliation
    band(s, "RECONCILIATION")
    s.t(
        f"Indicated Value by: Sales Comparison Approach {dollars(L['val'])}   Income Approach (if developed) "
        "$ not developed",
        7,
    )
    s.para(
        "The income approach was not developed because the subject project is predominantly owner occupied; "
        "the cost approach is not applicable to an individual condominium unit.",
        7,
        gap=2,
    )
    s.t("This appraisal is made 'as is'.", 7)
    b_val = s.para(
        "Based on a complete visual inspection of the interior and exterior areas of the subject property, "
        "defined scope of work, statement of assumptions and limiting conditions, and appraiser's "
        "certification, my (our) opinion of the market value, as defined, of the real property that is the "
        "subject of this report is "
        f"{dollars(L['val'])}, as of 04/21/2025, which is the date of inspection and the effective date of "
        "this appraisal.",
        7.4,
        gap=3,
    )

    # --- page 3: certification block
    s.new_page()
    top(3)
    band(s, "APPRAISER'S CERTIFICATION (EXCERPT)")
    s.para(
        "The appraiser certifies and agrees that: 1. I have, at a minimum, developed and reported this "
        "appraisal in accordance with the scope of work requirements stated in this appraisal report. 2. I "
        "performed a complete visual inspection of the interior and exterior areas of the subject property. "
        "3. I have no present or prospective interest in the property that is the subject of this report. 4. "
        "My engagement was not conditioned upon the appraisal producing a specific value or a value that "
        "favors the cause of any party.",
        7,
        gap=6,
    )
    y0 = s.y
    s.t("APPRAISER", 7.6, True)
    q_sig = s.t("Signature  Marisol T. Everhart  (electronically signed)", 7.4)
    q_name = s.t("Name  Marisol T. Everhart", 7.4)
    for ln in (
        "Company Name  Gulfside Valuation Group, LLC",
        "Company Address  2870 Fruitville Road, Suite 12, Sarasota, FL 34237",
        "Telephone Number  (941) 555-0162",
        "Email Address  mte@gulfsidevaluation.example",
        "Date of Signature and Report  04/25/2025",
        "Effective Date of Appraisal  04/21/2025",
        "State Certification #  Cert Res RD7718",
        "State  FL",
        "Expiration Date of Certification or License  11/30/2026",
        "ADDRESS OF PROPERTY APPRAISED  2215 Seagrape Way, Unit 604, Sarasota, FL 34236",
        f"APPRAISED VALUE OF SUBJECT PROPERTY {dollars(L['val'])}",
    ):
        s.t(ln, 7.4)
    s.t("LENDER/CLIENT", 7.6, True)
    for ln in (
        "Name  Loan Officer: Bryce Delacroix-Hunt",
        "Company Name  Pelican Bay Mortgage Company, LLC",
        "Company Address  1400 Main Street, Suite 310, Sarasota, FL 34236",
    ):
        s.t(ln, 7.4)
    s.y = y0
    s.x = 320
    s.t("SUPERVISORY APPRAISER (ONLY IF REQUIRED)", 7.6, True)
    for ln in (
        "Signature",
        "Name",
        "Company Name",
        "State Certification #",
        "SUBJECT PROPERTY",
        "[x] Did not inspect subject property",
    ):
        s.t(ln, 7.4)
    s.x = 40
    same(L["gla"], gla, "gla")
    for k, c in enumerate(comps, 1):
        same(L[f"c{k}"], c["price"], f"c{k}")
        same(L[f"a{k}"], net[k - 1], f"a{k}")
        same(L[f"j{k}"], adjp[k - 1], f"j{k}")
    _ = (q_sig, q_ind)
    fields = {
        "property_address": F(
            "2215 Seagrape Way, Unit 604, Sarasota, FL 34236",
            3,
            "ADDRESS OF PROPERTY APPRAISED 2215 Seagrape Way, Unit 604, Sarasota, FL 34236",
        ),
        "property_type": F("condominium", 1, "Individual Condominium Unit Appraisal Report"),
        "appraised_value": F(L["val"], 2, " ".join(b_val)),
        "effective_date": F("2025-04-21", 3, "Effective Date of Appraisal 04/21/2025"),
        "appraiser_name": F("Marisol T. Everhart", 3, " ".join(q_name.split())),
        "client_name": F("Pelican Bay Mortgage Company, LLC", 1, q_client),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "US individual condominium unit appraisal report (three pages), USD, dates mm/dd/yyyy. "
        "property_address is the subject unit with city, state and zip (the comparables' and the listing's "
        "addresses are distractors); property_type is condominium. appraised_value is the reconciled opinion "
        "of market value (the contract price, the comparables' sale and adjusted prices, the listing price "
        "and the neighborhood price ranges are distractors); effective_date is the date of value (the "
        "contract, signature/report and licence-expiry dates are distractors). appraiser_name is the signing "
        "appraiser (no supervisory appraiser; the loan officer is not an appraiser); client_name is the "
        "lender/client, not the borrowers, the owner of public record or the HOA management company. "
        "gross_living_area_sqft is the unit's gross living area above grade (the lanai, the comparables' "
        "areas and the price per square foot are distractors). Each comparable's sale price plus its net "
        "adjustment gives its adjusted sale price (sums)."
    )
    sums = [
        SUM(
            f"comparable {k}: sale price + net adjustment = adjusted sale price",
            [
                (1, T(f"comparable {k} sale price", L[f"c{k}"], 2, q["Sale Price"])),
                (1, T(f"comparable {k} net adjustment", L[f"a{k}"], 2, q_net)),
            ],
            T(f"comparable {k} adjusted sale price", L[f"j{k}"], 2, q_adj),
        )
        for k in (1, 2, 3)
    ]
    return p, fields, notes, sums


# ===== 2 UK valuation report for secured lending on a commercial parade (GBP, d Month yyyy and dd/mm/yyyy):
# four ground-floor shops (one vacant) with offices on two upper floors; bank client vs borrower and
# purchaser; an executive summary with market value, market rent, a special-assumption vacant-possession
# value, reinstatement cost and the reported purchase price; accommodation in net internal area (sq ft and sq
# m); a tenancy schedule with lease, break and expiry dates; an investment valuation (capitalised income plus
# the vacant unit less letting costs, less purchaser's costs, sums) rounded to the market value; valuer and
# countersignatory; no residential accommodation
@doc("b37_appr_uk_red_book_retail_parade", "appraisal", "22-28 Quayside Road Bideford valuation report")
def appr_uk():
    L = dict(
        val=1900000,
        cap=1774615,
        u4=318287,
        less=41875,
        gross=2051027,
        costs=130590,
        net=1920437,
    )
    p = Pdf(w=595, h=842)
    s = Sheet(p, x=56, xr=539, top=60, size=8.2)
    teal = (0.0, 0.32, 0.36)

    def head_(n):
        s.y = 38
        s.row(
            [
                (56, "Westcountry Property Consultants LLP", "l"),
                (539, "Valuation Report - Secured Lending", "r"),
            ],
            7,
        )
        s.p.hline(s.y - 6, 56, 539, 0.5, teal)
        s.p.text(297, 812, f"Page {n} of 3 · Our ref. WPC/V/25/0618", 6.8, align="c", color=GREY)
        s.y = 74

    head_(1)
    s.t("VALUATION REPORT", 18, True, color=teal)
    q_prop = s.t("22-28 Quayside Road, Bideford, Devon EX39 2HT", 11, True)
    s.skip(6)
    rows = [
        (
            "Prepared for",
            "Torridge Commercial Bank plc, Commercial Lending, 3 Bridge Street, Barnstaple EX31 1HB",
        ),
        ("Borrower", "Quayside Parade Properties Ltd"),
        ("Instruction", "Letter of instruction dated 3 June 2025; RICS Valuation - Global Standards"),
        ("Date of inspection", "11 June 2025"),
        ("Valuation date", "16 June 2025"),
        ("Date of report", "20 June 2025"),
    ]
    q_top = {k: s.row([(56, k, "l"), (180, v_, "l")], 8.2, lead=13) for k, v_ in rows}
    s.skip(8)
    s.p.shade(52, s.y - 11, 543, s.y + 4, 0.9)
    s.t("EXECUTIVE SUMMARY", 9, True, color=teal)
    summ = [
        (
            "Property type",
            "Mixed retail and office parade: four ground-floor shops with offices on two upper floors",
        ),
        ("Tenure", "Freehold (title DN418827), subject to the existing tenancies"),
        ("Net internal area", "8,520 sq ft (791.5 sq m)"),
        ("Market Value", f"{pounds(L['val'])}"),
        ("Market Rent", "£146,750 per annum"),
        ("MV with vacant possession (special assumption)", "£1,425,000"),
        ("Reinstatement cost assessment", "£2,360,000 (excluding VAT)"),
        ("Reported purchase price", "£1,975,000 (contract dated 2 May 2025)"),
        ("Suitability as loan security", "Good, for a loan term of up to 7 years"),
    ]
    q_sum = {}
    for k, v_ in summ:
        y = s.y
        s.p.text(56, y, k, 8.2, True)
        nxt = s.y
        s.x, keep = 290, s.xr
        s.y = y
        lines = s.para(v_, 8.2, gap=0)
        s.x = 56
        s.xr = keep
        s.y = max(s.y, nxt + 12) + 2
        q_sum[k] = k + " " + " ".join(lines)
    s.skip(6)
    s.para(
        "This report is provided for the sole use of Torridge Commercial Bank plc for secured lending "
        "purposes and may not be relied upon by the Borrower or any other party. The valuation has been "
        "prepared in accordance with the RICS Valuation - Global Standards and the UK national supplement.",
        7.6,
    )

    # --- page 2: description and tenancies
    s.new_page()
    head_(2)
    s.t("1. Location and description", 9, True, color=teal)
    s.para(
        "The property occupies a prominent position on the east side of Quayside Road, facing the river "
        "Torridge, within the town centre retail core of Bideford. It comprises a terrace of four shops with "
        "a self-contained office suite on the first and second floors, accessed from a rear stair off Rope "
        "Walk. The building is of traditional solid-wall construction under a pitched slate roof and was "
        "refurbished in 2020, when the upper floors were converted from storage to offices. There is no "
        "residential accommodation.",
        8,
    )
    s.t("2. Accommodation (net internal area)", 9, True, color=teal)
    cx = [330, 420, 480, 539]
    s.row(
        [(56, "Unit / floor", "l"), (330, "Use", "r"), (420, "sq ft", "r"), (480, "sq m", "r")],
        7.6,
        True,
        lead=12,
    )
    acc = [
        ("Unit 1 (No. 22), ground floor", "Retail", 1204),
        ("Unit 2 (No. 24), ground floor", "Retail", 986),
        ("Unit 3 (No. 26), ground floor", "Retail", 1118),
        ("Unit 4 (No. 28), ground floor", "Retail (vacant)", 1342),
        ("First and second floors", "Offices", 3870),
    ]
    tot_sqft = 0
    for lab, use, a in acc:
        tot_sqft += a
        s.row(
            [
                (56, lab, "l"),
                (330, use, "r"),
                (420, fmt(a, ",", ".", 0), "r"),
                (480, fmt(D(a) * D("0.092903"), ",", ".", 1), "r"),
            ],
            7.6,
            lead=12,
        )
    s.row(
        [
            (56, "Total net internal area", "l"),
            (420, fmt(tot_sqft, ",", ".", 0), "r"),
            (480, fmt(D(tot_sqft) * D("0.092903"), ",", ".", 1), "r"),
        ],
        7.6,
        True,
        lead=12,
    )
    s.t(
        "Gross internal area 9,640 sq ft (895.6 sq m); site area approximately 0.14 acres (0.057 ha).",
        7.4,
        color=GREY,
    )
    _ = cx
    s.skip(6)
    s.t("3. Tenancy schedule", 9, True, color=teal)
    tc = [(56, "l"), (120, "l"), (270, "l"), (330, "l"), (390, "l"), (450, "l"), (539, "r")]
    s.row(
        [
            (x, t, a)
            for (x, a), t in zip(
                tc, ["Unit", "Tenant", "Lease start", "Expiry", "Break", "ERV £ pa", "Rent £ pa"], strict=True
            )
        ],
        7,
        True,
        lead=12,
    )
    ten = [
        (
            "Unit 1",
            "Bideford Bay Coffee Roasters Ltd",
            "14/06/2021",
            "13/06/2031",
            "14/06/2026",
            "29,000",
            28500,
        ),
        ("Unit 2", "Torridge Opticians LLP", "01/09/2019", "31/08/2029", "-", "22,500", 21250),
        ("Unit 3", "Appledore Cycle Hub Ltd", "25/03/2023", "24/03/2028", "-", "24,500", 24000),
        ("Unit 4", "Vacant since 30/11/2024", "-", "-", "-", "27,500", 0),
        (
            "Offices",
            "North Devon Community Law Centre CIC",
            "29/09/2022",
            "28/09/2027",
            "29/09/2025",
            "43,250",
            41600,
        ),
    ]
    passing = 0
    for row in ten:
        passing += row[6]
        s.row(
            [
                (x, t, a)
                for (x, a), t in zip(
                    tc, list(row[:6]) + [fmt(row[6], ",", ".", 0) if row[6] else "-"], strict=True
                )
            ],
            7,
            lead=12,
        )
    s.row(
        [(56, "Total", "l"), (450, "146,750", "l"), (539, fmt(passing, ",", ".", 0), "r")], 7, True, lead=12
    )
    s.skip(4)
    s.para(
        "All leases are on effectively full repairing and insuring terms by way of service charge. The Unit "
        "1 tenant has served no break notice; the office tenant's break option requires six months' notice.",
        7.8,
    )

    # --- page 3: valuation
    s.new_page()
    head_(3)
    s.t("4. Valuation approach and calculation", 9, True, color=teal)
    s.para(
        "We have adopted the investment method, capitalising the rent passing and the estimated rental value "
        "of the vacant unit with regard to the investment transactions listed below.",
        8,
    )
    inv = [
        ("Fore Street, Barnstaple (3 shops, offices over)", "£1,615,000", "7.10%", "02/2025"),
        ("High Street, Bideford (bank and 2 shops)", "£2,240,000", "6.35%", "10/2024"),
        ("Boutport Street, Barnstaple (parade of 5 shops)", "£2,085,000", "7.45%", "07/2024"),
    ]
    s.row(
        [(56, "Comparable investment", "l"), (380, "Price", "r"), (450, "NIY", "r"), (539, "Date", "r")],
        7.4,
        True,
        lead=12,
    )
    for a, b_, c, d_ in inv:
        s.row([(56, a, "l"), (380, b_, "r"), (450, c, "r"), (539, d_, "r")], 7.4, lead=12)
    s.skip(8)
    cap = (D(passing) / D("0.065")).quantize(D(1))
    u4 = (D(27500) / D("0.08") / D("1.08")).quantize(D(1))
    less = D(41875)
    gross = cap + u4 - less
    net = (gross / D("1.068")).quantize(D(1))
    costs = gross - net
    xl, xr = 56, 539
    q_cap = s.row(
        [
            (xl, f"Rent passing £{fmt(passing, ',', '.', 0)} pa capitalised at 6.50% net initial yield"),
            (xr, pounds(cap), "r"),
        ],
        8,
        lead=13,
    )
    q_u4 = s.row(
        [
            (xl, "Add: Unit 4 at ERV £27,500 pa capitalised at 8.00%, deferred 12 months"),
            (xr, pounds(u4), "r"),
        ],
        8,
        lead=13,
    )
    q_less = s.row(
        [
            (xl, "Less: letting void costs, fees and rent-free incentive for Unit 4"),
            (xr, "-" + pounds(less), "r"),
        ],
        8,
        lead=13,
    )
    s.p.hline(s.y - 10, 400, 539, 0.4)
    q_gross = s.row([(xl, "Gross value"), (xr, pounds(gross), "r")], 8, True, lead=13)
    q_costs = s.row([(xl, "Less: purchaser's costs at 6.80%"), (xr, "-" + pounds(costs), "r")], 8, lead=13)
    s.p.hline(s.y - 10, 400, 539, 0.4)
    q_net = s.row([(xl, "Net value"), (xr, pounds(net), "r")], 8, True, lead=13)
    s.row([(xl, "Market Value, rounded"), (xr, pounds(L["val"]), "r")], 8.4, True, lead=16)
    s.t("5. Valuation", 9, True, color=teal)
    b_val = s.para(
        "We are of the opinion that the Market Value of the freehold interest in 22-28 Quayside Road, "
        "Bideford, Devon EX39 2HT, subject to and with the benefit of the existing tenancies, as at 16 June "
        "2025, is "
        f"{pounds(L['val'])} (One Million, Nine Hundred Thousand Pounds).",
        8.4,
    )
    s.para(
        "No allowance has been made for any expenses of realisation or for taxation which might arise in the "
        "event of a disposal. The property is not affected by any flood-zone designation according to our "
        "enquiries.",
        7.8,
    )
    s.skip(12)
    y0 = s.y
    q_sig = s.t("Signed: Eleanor Trevithick MRICS", 8.2, True)
    s.t("RICS Registered Valuer, Associate Director", 7.8)
    s.t("For and on behalf of Westcountry Property Consultants LLP", 7.8)
    s.y = y0
    s.x = 320
    s.t("Countersigned: Martin Oakes FRICS", 8.2, True)
    s.t("Director", 7.8)
    s.x = 56
    s.skip(30)
    s.t(
        "Westcountry Property Consultants LLP · 9 Castle Street, Barnstaple EX31 1DR · "
        "valuations@westcountry-pc.example",
        6.8,
        color=GREY,
    )
    check_vals = dict(cap=cap, u4=u4, less=less, gross=gross, costs=costs, net=net)
    for k, v_ in check_vals.items():
        same(L[k], v_, k)
    _ = q_top
    fields = {
        "property_address": F("22-28 Quayside Road, Bideford, Devon EX39 2HT", 1, q_prop),
        "property_type": F("commercial", 1, q_sum["Property type"]),
        "appraised_value": F(L["val"], 3, " ".join(b_val)),
        "effective_date": F("2025-06-16", 1, q_top["Valuation date"]),
        "appraiser_name": F("Eleanor Trevithick", 3, q_sig),
        "client_name": F("Torridge Commercial Bank plc", 1, q_top["Prepared for"]),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "UK valuation report for secured lending on a commercial parade (three pages), GBP, dates written d "
        "Month yyyy (lease dates dd/mm/yyyy). property_address is the subject parade; property_type is "
        "commercial (shops with offices over, no residential accommodation). appraised_value is the Market "
        "Value of the freehold subject to the tenancies; the market rent, the vacant-possession value under "
        "a special assumption, the reinstatement cost, the reported purchase price, the investment "
        "comparables and the unrounded net value are distractors. effective_date is the valuation date "
        "(instruction, inspection, report, contract and lease dates are distractors). appraiser_name is the "
        "valuer who signed the report, not the countersigning director; client_name is the bank the report "
        "is prepared for, not the borrower. The property has no living accommodation: only net internal (and "
        "gross internal) areas of shops and offices are printed, so gross_living_area_sqft is null. In the "
        "calculation, capitalised income plus the vacant unit less letting costs gives the gross value, and "
        "gross value less purchaser's costs the net value (sums)."
    )
    sums = [
        SUM(
            "capitalised rent + unit 4 - letting costs = gross value",
            [
                (1, T("capitalised rent", L["cap"], 3, q_cap)),
                (1, T("unit 4", L["u4"], 3, q_u4)),
                (-1, T("letting costs", L["less"], 3, q_less)),
            ],
            T("gross value", L["gross"], 3, q_gross),
        ),
        SUM(
            "gross value - purchaser's costs = net value",
            [
                (1, T("gross value", L["gross"], 3, q_gross)),
                (-1, T("purchaser's costs", L["costs"], 3, q_costs)),
            ],
            T("net value", L["net"], 3, q_net),
        ),
    ]
    return p, fields, notes, sums
