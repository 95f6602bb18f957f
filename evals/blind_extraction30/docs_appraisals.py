"""Appraisal builders for blind_extraction30 (2 documents).  All properties,
people, values and addresses are invented."""

from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import Pdf, fmt, q
from sheet import Sheet


def section(s, title):
    s.p.shade(s.x - 6, s.y - 9, s.xr + 6, s.y + 3, 0.85)
    s.t(title, 8.4, True)
    s.skip(2)


def adj(x):
    return "0" if x == 0 else ("+" if x > 0 else "-") + f"{abs(x):,}"


def usd(x):
    return f"${x:,}"


# ===== 1 US individual condominium unit appraisal (Anchorage, AK) over two pages: lender/client vs AMC,
# contract price, comparable grid, signature date vs effective date, supervisory appraiser
@doc(
    "b30_appr_us_ak_condominium_unit",
    "appraisal",
    "Chugach Vista Court unit 3B condominium appraisal, Anchorage AK",
)
def appr_ak():
    L = dict(
        val=409500,
        gla=1126,
        c1=401600,
        c2=421500,
        c3=414900,
        a1=8400,
        a2=9800,
        a3=4300,
        i1=410000,
        i2=411700,
        i3=410600,
    )
    p = Pdf(ttf=True)
    s = Sheet(p, x=48, xr=564, top=54, size=8.2)
    s.t("Individual Condominium Unit Appraisal Report", 12, True)
    s.t("Aurora Ridge Appraisal Services, LLC · File # AK-35-2207 · Page 1 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SUBJECT")
    q_addr = s.kv("Property Address", "Unit 3B, 4418 Chugach Vista Court, Anchorage, AK 99508", xv=200)
    s.kv(
        "Legal Description",
        "Unit 3B, Chugach Vista Condominiums, Plat 2019-118, Anchorage Recording District",
        xv=200,
    )
    s.kv("Project Name", "Chugach Vista Condominiums · Phase 2 of 2 · HOA $412 per month", xv=200)
    s.kv("Borrower", "Devon R. Ashworth and Kaitlyn M. Ashworth", xv=200)
    s.kv("Owner of Public Record", "Harold J. Peltonen", xv=200)
    q_cl = s.kv("Lender/Client", "Kenai Peninsula Federal Credit Union", xv=200)
    s.kv("Lender address", "2210 Seward Meridian Parkway, Wasilla, AK 99654", xv=200)
    s.kv("Appraisal Management Co.", "Northstar Valuation Management, LLC (engaged for the client)", xv=200)
    section(s, "CONTRACT")
    s.kv("Assignment Type", "Purchase Transaction", xv=200)
    s.kv("Contract Price / Date of Contract", "$418,000 · 09/28/2035", xv=200)
    s.kv("Seller concessions", "$6,000 toward closing costs", xv=200)
    section(s, "PROJECT INFORMATION")
    s.kv("Project type", "Garden / low-rise condominium, 3 stories, 48 units, 46 sold", xv=200)
    s.kv("Year built", "2019 · elevator: no · parking: 1 assigned carport space", xv=200)
    section(s, "UNIT DESCRIPTION")
    q_type = s.kv("Property type", "Condominium unit, 3rd floor, end unit", xv=200)
    q_gla = s.t(
        "Finished area above grade contains: 5 Rooms · 2 Bedrooms · 2.0 Bath(s) · 1,126 Square Feet of "
        "Gross Living Area Above Grade",
        8.2,
    )
    s.kv("Storage", "Assigned storage locker, 42 sq ft (not included in GLA)", xv=200)
    s.kv("Condition / Quality", "C3 / Q3 · kitchen updated 2033", xv=200)
    s.new_page()
    s.t("Individual Condominium Unit Appraisal Report", 12, True)
    s.t("Aurora Ridge Appraisal Services, LLC · File # AK-35-2207 · Page 2 of 2", 7.4, color=GREY)
    s.skip(4)
    section(s, "SALES COMPARISON APPROACH")
    xs = [(48, "l"), (290, "r"), (350, "r"), (430, "r"), (500, "r"), (564, "r")]
    head = ["Comparable", "Date of sale", "GLA sq ft", "Sale price", "Net adj.", "Adjusted price"]
    s.row([(x, t, a) for (x, a), t in zip(xs, head, strict=True)], 7.4, True)
    s.rule()
    comps = [
        ("No. 1: Unit 2C, 4418 Chugach Vista Ct", "08/2035", "1,098", 401_600, 8_400),
        ("No. 2: Unit 1A, 4406 Chugach Vista Ct", "06/2035", "1,152", 421_500, -9_800),
        ("No. 3: Unit 305, 7120 Tudor Bluff Loop", "09/2035", "1,131", 414_900, -4_300),
    ]
    qc = []
    for n, dt, a, pr, ad in comps:
        qc.append(
            s.row(
                [
                    (x, t, al)
                    for (x, al), t in zip(xs, [n, dt, a, usd(pr), adj(ad), usd(pr + ad)], strict=True)
                ],
                7.6,
            )
        )
    s.skip(4)
    val = 409_500
    s.kv("Indicated Value by Sales Comparison Approach", usd(val), bold=True)
    s.kv("Indicated Value by Income Approach (if developed)", "not developed")
    section(s, "RECONCILIATION")
    s.para(
        'This appraisal is made "as is". The sales comparison approach is given full weight; the contract '
        "price of $418,000 includes $6,000 of seller concessions.",
        8,
    )
    q_val = s.para(
        f"Based on a complete visual inspection of the interior and exterior areas of the subject unit, my "
        f"opinion of the market value, as defined, of the real property that is the subject of this report "
        f"is {usd(val)}, as of 11/14/2035, which is the date of inspection and the effective date of this "
        f"appraisal.",
        8.2,
    )
    section(s, "APPRAISER")
    q_sig = s.kv("Name", "Lydia M. Karlsson-Tuttle, Certified Residential Appraiser, AK #APRR 1184", xv=200)
    s.kv("Date of Signature and Report", "11/19/2035 · signed /s/ L. M. Karlsson-Tuttle", xv=200)
    s.kv("Company", "Aurora Ridge Appraisal Services, LLC, Anchorage", xv=200)
    section(s, "SUPERVISORY APPRAISER (ONLY IF REQUIRED)")
    s.kv("Name", "Gordon E. Whitcomb, Certified General Appraiser, AK #APRG 0417", xv=200)
    s.kv("Inspection", "Did not inspect subject property", xv=200)
    i0 = next(i for i, ln in enumerate(q_val) if usd(val) in ln)
    i1 = next(i for i, ln in enumerate(q_val) if "11/14/2035" in ln)
    q_vs = " ".join(q_val[i0 : i1 + 1])
    gla = 1126
    same(L["val"], val, "val")
    same(L["gla"], gla, "gla")
    for i, (_, _, _, pr, ad) in enumerate(comps, 1):
        same(L[f"c{i}"], pr, f"c{i}")
        same(L[f"a{i}"], abs(ad), f"a{i}")
        same(L[f"i{i}"], pr + ad, f"i{i}")
    fields = {
        "property_address": F("Unit 3B, 4418 Chugach Vista Court, Anchorage, AK 99508", 1, q_addr),
        "property_type": F("condominium", 1, q_type),
        "appraised_value": F(L["val"], 2, q_vs),
        "effective_date": F("2035-11-14", 2, q_vs),
        "appraiser_name": F("Lydia M. Karlsson-Tuttle", 2, q_sig),
        "client_name": F("Kenai Peninsula Federal Credit Union", 1, q_cl),
        "gross_living_area_sqft": F(L["gla"], 1, q_gla),
    }
    notes = (
        "US individual condominium unit appraisal (Anchorage, Alaska; USD, mm/dd/yyyy) over two pages. "
        "client_name is the Lender/Client credit union, not the appraisal management company (AMC) that "
        "engaged the appraiser, the borrowers or the owner of record. property_type: a condominium unit. "
        "gross_living_area_sqft is the Gross Living Area Above Grade (the storage locker is excluded). "
        "appraised_value is the reconciled market value on page 2, not the contract price or the comparables "
        "(sums); effective_date the as-of date in the value sentence, not the contract date or the date of "
        "signature and report. appraiser_name is the signing appraiser, not the supervisory appraiser."
    )
    sums = [
        SUM(
            f"comparable {i} sale price + net adjustment = adjusted price",
            [
                (1, T("sale price", L[f"c{i}"], 2, qc[i - 1])),
                (sg, T("net adjustment", L[f"a{i}"], 2, qc[i - 1])),
            ],
            T("adjusted price", L[f"i{i}"], 2, qc[i - 1]),
        )
        for i, sg in ((1, 1), (2, -1), (3, -1))
    ]
    return p, fields, notes, sums


# ===== 2 Czech logistics-warehouse valuation in English (CZK): income capitalisation, gross LETTABLE area
# (GLA) that is not a living area, EUR equivalent and insurance value as distractors
@doc(
    "b30_appr_cz_logistics_warehouse_income",
    "appraisal",
    "Hall B3 Brno-Chrlice logistics warehouse valuation",
)
def appr_cz():
    L = dict(
        val=553700000,
        wr=31782144,
        orr=4276920,
        gross=36059064,
        cost=901477,
        noi=35157587,
        cap=553662787,
        wa=17124,
        oa=1229,
        gla=18353,
    )
    p = Pdf(ttf=True, **dict(w=595, h=842))
    s = Sheet(p, x=48, xr=547, top=54, size=8.2)
    s.t("Moravia Property Advisory s.r.o.", 12.5, True)
    s.t("Regulated by RICS · Kounicova 418/27, 602 00 Brno · www.moravia-advisory.example", 7.2, color=GREY)
    s.t("VALUATION REPORT - LOGISTICS WAREHOUSE HALL B3, BRNO-CHRLICE", 10.5, True)
    s.skip(4)
    section(s, "1. Instruction")
    q_cl = s.kv("Client and addressee", "Podyjí Commercial Bank, a.s., Real Estate Finance", xv=200)
    s.kv("Borrower / owner", "Chrlice Logistics Park s.r.o. (IČO 08418273)", xv=200)
    s.kv("Purpose", "Loan security (refinancing), RICS Red Book Global Standards", xv=200)
    section(s, "2. Property")
    q_addr = s.kv("Address", "Hala B3, Průmyslová 1184/12, 643 00 Brno-Chrlice, Czech Republic", xv=200)
    q_type = s.kv("Property type", "Industrial - Class A logistics warehouse with ancillary offices", xv=200)
    s.kv("Tenure", "Freehold (vlastnické právo), cadastral area Chrlice, LV 2718", xv=200)
    s.kv("Site area", "41,806 m²", xv=200)
    wa, oa = 17_124, 1_229
    q_wa = s.kv("Warehouse area", f"{wa:,} m²", xv=200)
    q_oa = s.kv("Office and social area", f"{oa:,} m²", xv=200)
    q_gla = s.kv(
        "Gross lettable area (GLA)", f"{wa + oa:,} m² ({round((wa + oa) * 10.7639):,} sq ft)", xv=200
    )
    s.kv("Clear height / docks", "12.2 m · 28 dock doors, 2 drive-in doors", xv=200)
    section(s, "3. Dates")
    s.kv("Date of inspection", "22 June 2036", xv=200)
    q_eff = s.kv("Valuation date", "27 June 2036", xv=200)
    s.kv("Date of report", "8 July 2036", xv=200)
    section(s, "4. Income capitalisation (CZK)")
    wrent, orent = D(1856), D(3480)
    wr, orr = wa * wrent, oa * orent
    gross = wr + orr
    cost = q(gross * D("0.025"), 0)
    noi = gross - cost
    cap = q(noi / D("0.0635"), 0)
    val = (cap / 100_000).quantize(D(1)) * 100_000
    qi = [
        s.kv(f"Warehouse rent: {wa:,} m² x CZK {wrent:,} per m² p.a.", fmt(wr, ",", ".", 0)),
        s.kv(f"Office rent: {oa:,} m² x CZK {orent:,} per m² p.a.", fmt(orr, ",", ".", 0)),
        s.kv("Gross rental income", fmt(gross, ",", ".", 0)),
        s.kv("Less non-recoverable operating costs (2.5%)", "(" + fmt(cost, ",", ".", 0) + ")"),
        s.kv("Net operating income", fmt(noi, ",", ".", 0)),
        s.kv("Capitalised at a net initial yield of 6.35%", fmt(cap, ",", ".", 0)),
    ]
    section(s, "5. Opinion of value")
    q_val = s.t(f"Market Value as at the valuation date: CZK {fmt(val, ',', '.', 0)}", 9, True)
    s.t(
        "(five hundred fifty-three million seven hundred thousand Czech crowns), subject to the existing "
        "leases",
        7.8,
    )
    eur = q(val / D("24.615"), 0)
    s.t(f"For information only: EUR {fmt(eur, ',', '.', 0)} at the CNB rate of CZK 24.615 per EUR.", 7.8)
    s.t("Reinstatement cost for insurance purposes: CZK 412,000,000.", 7.8)
    s.skip(10)
    q_sig = s.t("Valuer: Ing. Tomáš Vrba MRICS, RICS Registered Valuer (signed 8 July 2036)", 8.2)
    s.t("Countersigned: Ing. arch. Petra Nováková FRICS, Partner", 8.2)
    for k, v in dict(val=val, wr=wr, orr=orr, gross=gross, cost=cost, noi=noi, cap=cap, wa=wa, oa=oa).items():
        same(L[k], v, k)
    same(L["gla"], wa + oa, "gla")
    fields = {
        "property_address": F("Hala B3, Průmyslová 1184/12, 643 00 Brno-Chrlice, Czech Republic", 1, q_addr),
        "property_type": F("industrial", 1, q_type),
        "appraised_value": F(L["val"], 1, q_val),
        "effective_date": F("2036-06-27", 1, q_eff),
        "appraiser_name": F("Tomáš Vrba", 1, q_sig),
        "client_name": F("Podyjí Commercial Bank, a.s.", 1, q_cl),
        "gross_living_area_sqft": NULL(),
    }
    notes = (
        "Czech logistics-warehouse valuation report in English (CZK, RICS). client_name is the bank, not "
        "the borrower/owner. property_type: a logistics warehouse is industrial. appraised_value is the "
        "Market Value (the capitalised value rounded), not the unrounded capitalised figure, the EUR "
        "equivalent or the reinstatement cost; the rent build-up is checked by sums. effective_date is the "
        "Valuation date, not the inspection or report date. appraiser_name is the valuer who signed (Ing. "
        "Tomáš Vrba), not the countersigning partner. gross_living_area_sqft is null: the property has no "
        "living area; GLA here means gross lettable area (warehouse plus offices, sum), which is not a gross "
        "living area."
    )
    sums = [
        SUM(
            "warehouse rent + office rent = gross rental income",
            [(1, T("warehouse rent", L["wr"], 1, qi[0])), (1, T("office rent", L["orr"], 1, qi[1]))],
            T("gross rental income", L["gross"], 1, qi[2]),
        ),
        SUM(
            "gross rental income - non-recoverable costs = net operating income",
            [(1, T("gross rental income", L["gross"], 1, qi[2])), (-1, T("costs", L["cost"], 1, qi[3]))],
            T("net operating income", L["noi"], 1, qi[4]),
        ),
        SUM(
            "warehouse area + office area = gross lettable area",
            [(1, T("warehouse m²", L["wa"], 1, q_wa)), (1, T("office m²", L["oa"], 1, q_oa))],
            T("GLA m²", L["gla"], 1, q_gla),
        ),
    ]
    return p, fields, notes, sums
