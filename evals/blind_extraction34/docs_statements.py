"""Financial-statement builders for blind_extraction34 (5 documents).  All
companies and figures are invented.  Each builder computes its subtotals and
totals from the line items it prints and checks the hand-written label literals
with same()."""

from decimal import ROUND_HALF_UP
from decimal import Decimal as D

from common import NULL, SUM, F, T, doc, same
from layout import GREY
from pdfkit import IN, Pdf, fmt
from sheet import Sheet

A4 = dict(w=595, h=842)
LETTER = dict(w=612, h=792)


def V(*xs):
    return [D(str(x)) for x in xs]


def add(*rows):
    return [sum(c, D(0)) for c in zip(*rows, strict=True)]


def sub(a, b):
    return [x - y for x, y in zip(a, b, strict=True)]


def neg(a):
    return [-x for x in a]


def r2(x, nd=2):
    return D(x).quantize(D(1).scaleb(-nd), rounding=ROUND_HALF_UP)


def paren(nd=0, zero="—", th=",", dp="."):
    """1,234 / (1,234) / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="()")

    return f


def dash(nd=0, zero="-", th=".", dp=","):
    """German style: 1.234 / -1.234 / zero mark."""

    def f(x):
        return zero if x == 0 else fmt(x, th, dp, nd, neg="-")

    return f


def lakh(zero="-"):
    """Indian grouping with two decimals and brackets: 2,04,815.63 / (386.52)."""

    def f(x):
        if x == 0:
            return zero
        s = IN(abs(x), 2)
        return f"({s})" if x < 0 else s

    return f


def table(s, colx, rows, f, size=7.6, lead=None, lx=None, key="", notes=None):
    """rows: (label, values or None, flags[, note]); flags: b bold, i indent, j double indent, t rule
    above.  values may hold str cells (printed as they are) or None (blank).  notes: x of a
    note-reference column.  Returns {key + label: (page, row text)} for each label with values."""
    out = {}
    lead = lead or size * 1.55
    for row in rows:
        label, vals, flags = row[:3]
        note = row[3] if len(row) > 3 else ""
        if "t" in flags:
            s.p.line(min(colx) - 40, s.y - size - 1.5, max(colx) + 2, s.y - size - 1.5, 0.4)
        x0 = s.x if lx is None else lx
        cells = [(x0 + (10 if "i" in flags else 0) + (20 if "j" in flags else 0), label)]
        if notes is not None and note:
            cells.append((notes, note, "c"))
        for x, v in zip(colx, vals or [], strict=False):
            if v is None:
                continue
            cells.append((x, v if isinstance(v, str) else f(v), "r"))
        qt = s.row(cells, size=size, bold="b" in flags, lead=lead)
        if vals and key + label not in out:
            out[key + label] = (s.page, qt)
    return out


def heads(s, colx, lines, size=7.2, x0=None):
    for ln in lines:
        s.row([(x, t, "r") for x, t in zip(colx, ln, strict=False) if t], size=size, bold=True, lead=size + 3)
    s.p.line((x0 or min(colx) - 40), s.y - 6, max(colx) + 2, s.y - 6, 0.5)
    s.skip(4)


def val(x, scale):
    v = D(str(x)) * scale
    return int(v) if v == v.to_integral_value() else float(v)


def check(L, scale, **computed):
    for k, v in computed.items():
        same(L[k], val(v, scale), k)


ORDER = [
    "company_name",
    "report_type",
    "period_end_date",
    "currency",
    "total_revenue",
    "operating_income",
    "net_income",
    "diluted_eps",
    "total_assets",
    "total_liabilities",
    "total_equity",
    "cash_and_equivalents",
]
KEYS = dict(
    total_revenue="rev",
    operating_income="op",
    net_income="ni",
    total_assets="ta",
    total_liabilities="tl",
    total_equity="te",
    cash_and_equivalents="cash",
)


def fields_of(L, g, head4, eps, rows):
    """rows: money field -> key of a printed row in g (None for a null field)."""
    out = dict(zip(ORDER[:4], head4, strict=True))
    out["diluted_eps"] = eps
    for name, key in KEYS.items():
        r = rows[name]
        out[name] = NULL() if r is None else F(L[key], *g[r])
    return {k: out[k] for k in ORDER}


def lines_of(par):
    return " ".join(par)


# ===== 1 US Form 10-K (USD thousands) for a 52-53 week fiscal year ended on the Saturday closest to June 30:
# cover page with market-value and share-count dates; MD&A in millions with an adjusted EBITDA reconciliation;
# three fiscal years of operations with a loss from discontinued operations and net income attributable to a
# redeemable noncontrolling interest; balance sheet with total liabilities, the redeemable noncontrolling
# interest as temporary equity and total stockholders' equity; restricted cash and the cash-flow total
@doc(
    "b34_fs_us_10k_redeemable_nci_discontinued",
    "financial_statement",
    "Harlow Ridge Specialty Materials Form 10-K fiscal 2022",
)
def fs_us():
    L = dict(
        rev=1284736000,
        op=165808000,
        ni=92189000,
        net=98442000,
        rnci=6253000,
        cont=110913000,
        disc=-12471000,
        ta=1582267000,
        tl=846511000,
        te=688371000,
        rnci_bs=47385000,
        cash=142817000,
        rcash=6391000,
        cfcash=149208000,
        eps=2.89,
        tax=33449000,
        intr=24863000,
        da=54806000,
        amort=18527000,
        rs=9718000,
        ebitda=252276000,
    )
    sc = 1000
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=54, size=8.4)
    # ---------------------------------------------------------------- page 1: cover
    s.t("UNITED STATES", 10, True, align="c")
    s.t("SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.t("Washington, D.C. 20549", 8.4, align="c")
    s.skip(4)
    q_rt = s.t("FORM 10-K", 15, True, align="c")
    s.skip(2)
    s.t("(Mark One)", 7.6)
    s.para(
        "☒ ANNUAL REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934",
        8.4,
        bold=True,
    )
    q_pe = s.t("For the fiscal year ended July 2, 2022", 9, True, align="c")
    s.t("OR", 8, align="c")
    s.para("☐ TRANSITION REPORT PURSUANT TO SECTION 13 OR 15(d) OF THE SECURITIES EXCHANGE ACT OF 1934", 8.4)
    s.t("Commission File Number 001-38417", 8.4, align="c")
    s.skip(4)
    q_co = s.t("HARLOW RIDGE SPECIALTY MATERIALS, INC.", 14, True, align="c")
    s.t("(Exact name of registrant as specified in its charter)", 7.4, align="c")
    s.row([(150, "Delaware", "c"), (460, "47-2918364", "c")], 8.6, True)
    s.row([(150, "(State of incorporation)", "c"), (460, "(I.R.S. Employer Identification No.)", "c")], 7.2)
    s.t("2150 Pelham Road, Greenville, South Carolina 29615 · (864) 555-0172", 8.4, align="c")
    s.skip(6)
    s.t("Securities registered pursuant to Section 12(b) of the Act:", 8, True)
    s.row(
        [(60, "Title of each class", "l"), (300, "Trading symbol", "l"), (400, "Name of exchange", "l")],
        7.4,
        True,
    )
    s.row(
        [
            (60, "Common Stock, $0.01 par value", "l"),
            (300, "HRSM", "l"),
            (400, "The Nasdaq Stock Market LLC", "l"),
        ],
        7.8,
    )
    s.skip(4)
    for ln in (
        "Indicate by check mark if the registrant is a well-known seasoned issuer. Yes ☐ No ☒",
        "Indicate by check mark whether the registrant (1) has filed all reports required to be filed by "
        "Section 13 or 15(d) during the preceding 12 months and (2) has been subject to such filing "
        "requirements for the past 90 days. Yes ☒ No ☐",
        "Large accelerated filer ☐ Accelerated filer ☒ Non-accelerated filer ☐ Smaller reporting company ☐",
        "Indicate by check mark whether the registrant is a shell company. Yes ☐ No ☒",
    ):
        s.para(ln, 7.6)
    s.para(
        "The aggregate market value of the registrant's common stock held by non-affiliates, based on the "
        "closing price on January 1, 2022, the last business day of the registrant's most recently completed "
        "second fiscal quarter, was approximately $1.84 billion. As of August 19, 2022, 31,482,617 shares of "
        "common stock were outstanding.",
        7.6,
    )
    s.para(
        "DOCUMENTS INCORPORATED BY REFERENCE: portions of the registrant's definitive proxy statement for "
        "its annual meeting of stockholders to be held on October 27, 2022 are incorporated by reference "
        "into Part III.",
        7.6,
    )

    # figures (thousands)
    rev = V(1284736, 1196418, 1047259)
    cos = V(861492, 812657, 724381)
    gp = sub(rev, cos)
    sga = V(187364, 176205, 161947)
    rnd = V(41827, 38519, 35062)
    amort = V(18527, 19108, 17254)
    rs = V(9718, 2184, 14806)
    op = sub(gp, add(sga, rnd, amort, rs))
    intr = V(24863, 27406, 29183)
    oth = V(-3417, 1286, 2094)
    pbt = sub(op, add(intr, oth))
    tax = [r2(x * D("0.2317"), 0) for x in pbt]
    cont = sub(pbt, tax)
    disc = V(-12471, -3927, 1462)
    net = add(cont, disc)
    rnci = V(6253, 5473, 4902)
    ni = sub(net, rnci)
    shb = V(31406, 31872, 32115)
    shd = V(31948, 32391, 32540)

    def per(a, b):
        return [r2(x / y) for x, y in zip(a, b, strict=True)]

    contc = sub(cont, rnci)
    epsb_c, epsb_d, epsb = per(contc, shb), per(disc, shb), per(ni, shb)
    epsd_c, epsd_d, epsd = per(contc, shd), per(disc, shd), per(ni, shd)
    da = V(54806, 52118, 49637)
    ebitda = add(ni, rnci, neg(disc), tax, intr, da, amort, rs)

    def m(x):
        return fmt(x / 1000, ",", ".", 1)

    # ---------------------------------------------------------------- page 2: MD&A
    s.new_page()
    s.t(
        "Item 7. Management's Discussion and Analysis of Financial Condition and Results of Operations",
        9.4,
        True,
    )
    s.skip(2)
    s.para(
        "Fiscal year. Our fiscal year ends on the Saturday closest to June 30. Fiscal 2022 ended July 2, "
        "2022 and comprised 52 weeks; fiscal 2021 ended July 3, 2021 and comprised 53 weeks; fiscal 2020 "
        "ended June 27, 2020 and comprised 52 weeks. The additional week in fiscal 2021 contributed "
        "approximately $21.6 million of net sales.",
        8,
    )
    s.para(
        f"Net sales increased ${m(rev[0] - rev[1])} million, or {r2((rev[0] - rev[1]) / rev[1] * 100, 1)}%, "
        f"to ${m(rev[0])} million in fiscal 2022, driven by pricing actions in the Coatings segment and "
        "volume growth in Engineered Films, partly offset by the extra week in the prior year. Operating "
        f"income was ${m(op[0])} million compared with ${m(op[1])} million in fiscal 2021.",
        8,
    )
    s.para(
        "Discontinued operations. In the fourth quarter of fiscal 2022 we committed to a plan to sell our "
        "Latin American adhesives business; its results are reported as discontinued operations and its "
        "assets and liabilities as held for sale. The sale is expected to close by December 30, 2022.",
        8,
    )
    s.t("Non-GAAP financial measure: Adjusted EBITDA (in thousands)", 8.6, True)
    cx3 = [400, 480, 556]
    heads(s, cx3, [["Fiscal 2022", "Fiscal 2021", "Fiscal 2020"]], 7.4)
    f = paren(0, "—")
    rec = table(
        s,
        cx3,
        [
            ("Net income attributable to Harlow Ridge", ni, ""),
            ("Net income attributable to redeemable noncontrolling interest", rnci, "i"),
            ("Loss (income) from discontinued operations, net of tax", neg(disc), "i"),
            ("Income tax provision", tax, "i"),
            ("Interest expense, net", intr, "i"),
            ("Depreciation", da, "i"),
            ("Amortization of intangible assets", amort, "i"),
            ("Restructuring and impairment charges", rs, "i"),
            ("Adjusted EBITDA", ebitda, "bt"),
        ],
        f,
        size=7.6,
        key="R ",
    )
    s.skip(6)
    s.para(
        f"Liquidity. At July 2, 2022 we had cash and cash equivalents of ${m(D(142817))} million and $331.5 "
        "million available under our $400.0 million revolving credit facility, which matures on March 18, "
        "2026. We repurchased 1,287,291 shares for $37.7 million during fiscal 2022.",
        8,
    )

    # ---------------------------------------------------------------- page 3: operations
    s.new_page()
    s.t("HARLOW RIDGE SPECIALTY MATERIALS, INC.", 10, True, align="c")
    s.t("CONSOLIDATED STATEMENTS OF OPERATIONS", 9.4, True, align="c")
    q_cur = s.t("(in thousands of U.S. dollars, except per share data)", 7.8, align="c")
    s.skip(4)
    heads(s, cx3, [["Fiscal year ended", "", ""], ["July 2, 2022", "July 3, 2021", "June 27, 2020"]], 7.2)
    inc = table(
        s,
        cx3,
        [
            ("Net sales", rev, "b"),
            ("Cost of sales", cos, ""),
            ("Gross profit", gp, "t"),
            ("Selling, general and administrative expenses", sga, ""),
            ("Research and development expenses", rnd, ""),
            ("Amortization of intangible assets", amort, ""),
            ("Restructuring and impairment charges", rs, ""),
            ("Operating income", op, "bt"),
            ("Interest expense, net", intr, ""),
            ("Other (income) expense, net", oth, ""),
            ("Income from continuing operations before income taxes", pbt, "t"),
            ("Income tax provision", tax, ""),
            ("Income from continuing operations", cont, "t"),
            ("(Loss) income from discontinued operations, net of tax", disc, ""),
            ("Net income", net, "bt"),
            ("Less: net income attributable to redeemable noncontrolling interest", rnci, ""),
            ("Net income attributable to Harlow Ridge Specialty Materials, Inc.", ni, "bt"),
            ("Earnings (loss) per share attributable to Harlow Ridge - basic:", None, ""),
            ("Continuing operations", [fmt(x, ",", ".", 2, "()") for x in epsb_c], "i"),
            ("Discontinued operations", [fmt(x, ",", ".", 2, "()") for x in epsb_d], "i"),
            ("Net income per share - basic", [fmt(x, ",", ".", 2, "()") for x in epsb], "i"),
            ("Earnings (loss) per share attributable to Harlow Ridge - diluted:", None, ""),
            ("Continuing operations ", [fmt(x, ",", ".", 2, "()") for x in epsd_c], "i"),
            ("Discontinued operations ", [fmt(x, ",", ".", 2, "()") for x in epsd_d], "i"),
            ("Net income per share - diluted", [fmt(x, ",", ".", 2, "()") for x in epsd], "bi"),
            ("Weighted average shares outstanding:", None, ""),
            ("Basic", [fmt(x, ",", ".", 0) for x in shb], "i"),
            ("Diluted", [fmt(x, ",", ".", 0) for x in shd], "i"),
        ],
        f,
        size=7.5,
    )
    s.skip(4)
    s.para("Per-share amounts may not add due to rounding. See accompanying notes.", 7)

    # ---------------------------------------------------------------- page 4: balance sheet
    s.new_page()
    s.t("HARLOW RIDGE SPECIALTY MATERIALS, INC.", 10, True, align="c")
    s.t("CONSOLIDATED BALANCE SHEETS", 9.4, True, align="c")
    s.t("(in thousands, except share and per share data)", 7.8, align="c")
    s.skip(2)
    bx = [470, 556]
    heads(s, bx, [["July 2, 2022", "July 3, 2021"]], 7.2)
    cash = V(142817, 118264)
    rcash = V(6391, 4125)
    ar = V(184629, 167302)
    inv = V(231476, 198543)
    pre = V(27318, 24961)
    hfs = V(21604, 0)
    tca = add(cash, rcash, ar, inv, pre, hfs)
    ppe = V(412385, 398216)
    rou = V(58207, 61934)
    gw = V(296418, 296418)
    intg = V(173592, 192028)
    dta = V(8146, 9731)
    oa = V(19284, 17605)
    ta = add(tca, ppe, rou, gw, intg, dta, oa)
    ap = V(126583, 109472)
    acc = V(88264, 81937)
    cpd = V(15000, 15000)
    col = V(11842, 12105)
    lhfs = V(7918, 0)
    tcl = add(ap, acc, cpd, col, lhfs)
    ltd = V(486250, 541875)
    lol = V(49316, 52683)
    dtl = V(38741, 35208)
    olt = V(22597, 24316)
    tl = add(tcl, ltd, lol, dtl, olt)
    rn = V(47385, 44162)
    cs = V(342, 340)
    apic = V(418573, 409218)
    aoci = V(-14862, -6419)
    ts = V(-96418, -58734)
    te = sub(sub(ta, tl), rn)
    re_ = sub(te, add(cs, apic, aoci, ts))
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Current assets:", None, ""),
            ("Cash and cash equivalents", cash, "i"),
            ("Restricted cash", rcash, "i"),
            ("Accounts receivable, net of allowances of $3,184 and $3,427", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepaid expenses and other current assets", pre, "i"),
            ("Assets held for sale", hfs, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment, net", ppe, ""),
            ("Operating lease right-of-use assets", rou, ""),
            ("Goodwill", gw, ""),
            ("Intangible assets, net", intg, ""),
            ("Deferred income taxes", dta, ""),
            ("Other assets", oa, ""),
            ("Total assets", ta, "bt"),
            ("LIABILITIES, REDEEMABLE NONCONTROLLING INTEREST AND STOCKHOLDERS' EQUITY", None, "b"),
            ("Accounts payable", ap, "i"),
            ("Accrued liabilities", acc, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Current operating lease liabilities", col, "i"),
            ("Liabilities held for sale", lhfs, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Long-term debt, less current portion", ltd, ""),
            ("Long-term operating lease liabilities", lol, ""),
            ("Deferred income taxes ", dtl, ""),
            ("Other long-term liabilities", olt, ""),
            ("Total liabilities", tl, "bt"),
            ("Commitments and contingencies (Note 16)", None, ""),
            ("Redeemable noncontrolling interest", rn, "b"),
            ("Stockholders' equity:", None, ""),
            ("Preferred stock, $0.01 par value; 5,000,000 shares authorized; none issued", ["—", "—"], "i"),
            ("Common stock, $0.01 par value; 34,196,523 and 34,021,858 shares issued", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Retained earnings", re_, "i"),
            ("Accumulated other comprehensive loss", aoci, "i"),
            ("Treasury stock, at cost; 2,713,906 and 1,426,615 shares", ts, "i"),
            ("Total stockholders' equity", te, "bt"),
            (
                "Total liabilities, redeemable noncontrolling interest and stockholders' equity",
                add(tl, rn, te),
                "bt",
            ),
        ],
        f,
        size=7.2,
        lead=10.6,
        key="BS ",
    )
    s.skip(4)
    cf = add(cash, rcash)
    cft = table(
        s,
        bx,
        [
            ("Cash and cash equivalents ", cash, ""),
            ("Restricted cash ", rcash, ""),
            ("Cash, cash equivalents and restricted cash shown in the statements of cash flows", cf, "bt"),
        ],
        f,
        size=7.2,
        lead=10.6,
        key="CF ",
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        ni=ni[0],
        net=net[0],
        rnci=rnci[0],
        cont=cont[0],
        disc=disc[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        rnci_bs=rn[0],
        cash=cash[0],
        rcash=rcash[0],
        tax=tax[0],
        intr=intr[0],
        da=da[0],
        amort=amort[0],
        rs=rs[0],
        ebitda=ebitda[0],
        cfcash=cf[0],
    )
    assert re_[0] > 0 and re_[1] > 0 and ni[0] > 0
    g = dict(**inc, **bs, **cft, **rec)
    fields = fields_of(
        L,
        g,
        [
            F("Harlow Ridge Specialty Materials, Inc.", 1, q_co),
            F("10-K", 1, q_rt),
            F("2022-07-02", 1, q_pe),
            F("USD", 3, q_cur),
        ],
        F(L["eps"], *g["Net income per share - diluted"]),
        dict(
            total_revenue="Net sales",
            operating_income="Operating income",
            net_income="Net income attributable to Harlow Ridge Specialty Materials, Inc.",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total stockholders' equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "US annual report on Form 10-K, USD in thousands except per-share data. The fiscal year ends on the "
        "Saturday closest to June 30; the current period is fiscal 2022 ended July 2, 2022 (first column); "
        "fiscal 2021 had 53 weeks. The cover's market-value date, share-count date and meeting date, and the "
        "facility maturity date, are distractors. total_revenue is Net sales; operating_income Operating "
        "income (Adjusted EBITDA in the MD&A is a non-GAAP distractor, reconciliation sum). net_income is "
        "the net income attributable to the company: income from continuing operations plus the loss from "
        "discontinued operations gives net income, of which a share goes to a redeemable noncontrolling "
        "interest (sums). diluted_eps is the total diluted net income per share, not the "
        "continuing-operations line. Balance sheet at July 2, 2022: Total liabilities is printed; the "
        "redeemable noncontrolling interest is temporary equity between liabilities and stockholders' "
        "equity, so total_equity is Total stockholders' equity and total liabilities + redeemable NCI + "
        "equity = total assets (sum). cash_and_equivalents excludes restricted cash (cash + restricted cash "
        "= the cash-flow total, sum). The cover names the Securities Exchange Act of 1934 (a statute's name, "
        "not a date)."
    )
    sums = [
        SUM(
            "income from continuing operations + discontinued operations = net income",
            [
                (
                    1,
                    T(
                        "income from continuing operations",
                        L["cont"],
                        *g["Income from continuing operations"],
                    ),
                ),
                (
                    1,
                    T(
                        "loss from discontinued operations",
                        L["disc"],
                        *g["(Loss) income from discontinued operations, net of tax"],
                    ),
                ),
            ],
            T("net income", L["net"], *g["Net income"]),
        ),
        SUM(
            "net income = attributable to Harlow Ridge + redeemable noncontrolling interest",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "redeemable NCI share",
                        L["rnci"],
                        *g["Less: net income attributable to redeemable noncontrolling interest"],
                    ),
                ),
            ],
            T("net income", L["net"], *g["Net income"]),
        ),
        SUM(
            "total liabilities + redeemable noncontrolling interest + stockholders' equity = total assets",
            [
                (1, "total_liabilities"),
                (
                    1,
                    T(
                        "redeemable noncontrolling interest",
                        L["rnci_bs"],
                        *g["BS Redeemable noncontrolling interest"],
                    ),
                ),
                (1, "total_equity"),
            ],
            "total_assets",
        ),
        SUM(
            "cash and cash equivalents + restricted cash = cash-flow cash total",
            [(1, "cash_and_equivalents"), (1, T("restricted cash", L["rcash"], *g["BS Restricted cash"]))],
            T(
                "cash, cash equivalents and restricted cash",
                L["cfcash"],
                *g["CF Cash, cash equivalents and restricted cash shown in the statements of cash flows"],
            ),
        ),
        SUM(
            "Adjusted EBITDA reconciliation, fiscal 2022",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "redeemable NCI share",
                        L["rnci"],
                        *g["R Net income attributable to redeemable noncontrolling interest"],
                    ),
                ),
                (
                    1,
                    T(
                        "loss from discontinued operations",
                        -L["disc"],
                        *g["R Loss (income) from discontinued operations, net of tax"],
                    ),
                ),
                (1, T("income tax provision", L["tax"], *g["R Income tax provision"])),
                (1, T("interest expense", L["intr"], *g["R Interest expense, net"])),
                (1, T("depreciation", L["da"], *g["R Depreciation"])),
                (1, T("amortization", L["amort"], *g["R Amortization of intangible assets"])),
                (1, T("restructuring and impairment", L["rs"], *g["R Restructuring and impairment charges"])),
            ],
            T("Adjusted EBITDA", L["ebitda"], *g["R Adjusted EBITDA"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 2 German Geschäftsbericht (EUR thousands, dot grouping, minus signs) for a fiscal year from March to
# February: key figures in EUR millions against the prior year; group income statement with a note column;
# group balance sheet with equity, non-current and current liabilities each subtotalled but no total of
# liabilities; net income attributable to shareholders vs non-controlling interests; dividend and AGM dates
@doc(
    "b34_fs_de_geschaeftsbericht_ohne_summe_schulden",
    "financial_statement",
    "Elbtal Bau- und Gartenmärkte Geschäftsbericht 2021/22",
)
def fs_de():
    L = dict(
        rev=1842617000,
        op=100526000,
        fin=-19552000,
        ebt=80974000,
        ni=54411000,
        nci=2433000,
        net=56844000,
        ta=1799945000,
        te=728214000,
        ls=623488000,
        ks=448243000,
        cash=118462000,
        eps=3.65,
    )
    sc = 1000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=52, xr=543, top=56, size=8.4)
    rev = V(1842617, 1763284)
    soe = V(38416, 41209)
    mat = V(-1187463, -1142578)
    pers = V(-312874, -298316)
    afa = V(-96218, -93547)
    sba = V(-183952, -176318)
    ebit = add(rev, soe, mat, pers, afa, sba)
    fe = V(2184, 1637)
    fa = V(-21736, -23418)
    fin = add(fe, fa)
    ebt = add(ebit, fin)
    st = [-r2(x * D("0.298"), 0) for x in ebt]
    net = add(ebt, st)
    nci = V(2433, 2106)
    ni = sub(net, nci)
    shb = D(14850000)
    shd = D(14912000)
    epsb = [r2(x * 1000 / shb) for x in ni]
    epsd = [r2(x * 1000 / shd) for x in ni]

    def mio(x):
        return fmt(x / 1000, ".", ",", 1)

    imm = V(48317, 51206)
    sach = V(612485, 598317)
    nr = V(418736, 441205)
    imo = V(27418, 28106)
    lsa = V(12384, 14617)
    slv = V(6218, 5904)
    lvw = add(imm, sach, nr, imo, lsa, slv)
    vor = V(486317, 452618)
    ford = V(24618, 22184)
    skv = V(41806, 38217)
    esa = V(3184, 5418)
    cash = V(118462, 96315)
    kvw = add(vor, ford, skv, esa, cash)
    ta = add(lvw, kvw)
    gk = V(47520, 47520)
    kr = V(85318, 85318)
    kso = V(-3417, -5862)
    ncieq = V(14806, 12389)
    lfs = V(186400, 214800)
    lle = V(384617, 407218)
    pr = V(21847, 24106)
    slr = V(12418, 11806)
    lst = V(18206, 16417)
    ls = add(lfs, lle, pr, slr, lst)
    kfs = V(28400, 26400)
    kle = V(52318, 49617)
    vll = V(268417, 247306)
    skr = V(18306, 16218)
    ess = V(9184, 7206)
    svb = V(71618, 68417)
    ks = add(kfs, kle, vll, skr, ess, svb)
    te = sub(sub(ta, ls), ks)
    grl = sub(te, add(gk, kr, kso, ncieq))
    eka = add(gk, kr, grl, kso)
    # ---------------------------------------------------------------- page 1: key figures
    s.t("Elbtal Bau- und Gartenmärkte AG", 11, True)
    s.skip(12)
    q_rt = s.t("Geschäftsbericht 2021/22", 22, True)
    q_pe = s.t("Geschäftsjahr vom 1. März 2021 bis 28. Februar 2022", 10)
    s.skip(10)
    s.t("Kennzahlen des Konzerns", 10, True)
    kx = [380, 460, 541]
    heads(s, kx, [["2021/22", "2020/21", "Veränderung"]], 7.6)

    def chg(a, b):
        return fmt((a - b) / abs(b) * 100, ".", ",", 1) + " %"

    table(
        s,
        kx,
        [
            ("Umsatzerlöse (Mio. €)", [mio(rev[0]), mio(rev[1]), chg(rev[0], rev[1])], ""),
            (
                "EBITDA (Mio. €)",
                [mio(ebit[0] - afa[0]), mio(ebit[1] - afa[1]), chg(ebit[0] - afa[0], ebit[1] - afa[1])],
                "",
            ),
            ("EBIT (Mio. €)", [mio(ebit[0]), mio(ebit[1]), chg(ebit[0], ebit[1])], ""),
            ("Konzernjahresüberschuss (Mio. €)", [mio(net[0]), mio(net[1]), chg(net[0], net[1])], ""),
            (
                "Ergebnis je Aktie, verwässert (€)",
                [fmt(epsd[0], ".", ",", 2), fmt(epsd[1], ".", ",", 2), chg(epsd[0], epsd[1])],
                "",
            ),
            ("Investitionen (Mio. €)", ["84,7", "71,2", "19,0 %"], ""),
            (
                "Eigenkapitalquote (%)",
                [fmt(te[0] / ta[0] * 100, ".", ",", 1), fmt(te[1] / ta[1] * 100, ".", ",", 1), ""],
                "",
            ),
            ("Mitarbeiter (Jahresdurchschnitt)", ["8.914", "8.706", "2,4 %"], ""),
            ("Bau- und Gartenmärkte (28. Februar)", ["112", "109", ""], ""),
        ],
        dash(),
        size=8,
    )
    s.skip(10)
    s.t("Brief an die Aktionärinnen und Aktionäre (Auszug)", 9.4, True)
    for para_ in (
        "Sehr geehrte Aktionärinnen und Aktionäre, das Geschäftsjahr 2021/22 war für die Elbtal-Gruppe "
        "erneut von der hohen Nachfrage nach Bau-, Garten- und Renovierungsbedarf geprägt. Trotz der "
        "vorübergehenden Schließung von Märkten in mehreren Bundesländern bis in den März 2021 hinein stieg "
        f"der Konzernumsatz um {chg(rev[0], rev[1])} auf {mio(rev[0])} Mio. €. Das Betriebsergebnis (EBIT) "
        f"erreichte {mio(ebit[0])} Mio. €.",
        "Vorstand und Aufsichtsrat schlagen der Hauptversammlung am 7. Juli 2022 vor, eine Dividende von "
        "1,35 € je Aktie auszuschütten (Vorjahr: 1,20 €). Für das Geschäftsjahr 2022/23 erwarten wir "
        "angesichts steigender Beschaffungs- und Energiekosten einen Umsatz auf Vorjahresniveau.",
        "Der Konzernabschluss wurde nach den IFRS, wie sie in der EU anzuwenden sind, aufgestellt und vom "
        "Abschlussprüfer am 12. Mai 2022 mit einem uneingeschränkten Bestätigungsvermerk versehen.",
    ):
        s.para(para_, 8.2, gap=5)
    s.skip(6)
    s.t("Dresden, im Mai 2022 · Der Vorstand", 8.2)

    # ---------------------------------------------------------------- page 2: income statement
    s.new_page()
    s.t("Konzern-Gewinn- und Verlustrechnung", 11, True)
    q_co = s.t("Elbtal Bau- und Gartenmärkte AG, Dresden", 8.6)
    q_cur = s.t("für die Zeit vom 1. März 2021 bis 28. Februar 2022 · in Tausend €", 8.2)
    s.skip(6)
    gx = [450, 541]
    nx = 360
    s.row([(nx, "Anhang", "c"), (450, "2021/22", "r"), (541, "2020/21", "r")], 7.6, True)
    s.p.line(52, s.y - 6, 543, s.y - 6, 0.5)
    s.skip(4)
    f = dash()
    inc = table(
        s,
        gx,
        [
            ("Umsatzerlöse", rev, "b", "(1)"),
            ("Sonstige betriebliche Erträge", soe, "", "(2)"),
            ("Materialaufwand (Wareneinsatz)", mat, "", "(3)"),
            ("Personalaufwand", pers, "", "(4)"),
            ("Abschreibungen und Wertminderungen", afa, "", "(5)"),
            ("Sonstige betriebliche Aufwendungen", sba, "", "(6)"),
            ("Betriebsergebnis (EBIT)", ebit, "bt"),
            ("Finanzerträge", fe, "", "(7)"),
            ("Finanzaufwendungen", fa, "", "(7)"),
            ("Finanzergebnis", fin, "t"),
            ("Ergebnis vor Ertragsteuern", ebt, "bt"),
            ("Ertragsteuern", st, "", "(8)"),
            ("Konzernjahresüberschuss", net, "bt"),
            ("davon entfallen auf Aktionäre der Elbtal Bau- und Gartenmärkte AG", ni, "i"),
            ("davon entfallen auf nicht beherrschende Anteile", nci, "i"),
            ("Ergebnis je Aktie in € (unverwässert)", [fmt(x, ".", ",", 2) for x in epsb], "", "(9)"),
            ("Ergebnis je Aktie in € (verwässert)", [fmt(x, ".", ",", 2) for x in epsd], "", "(9)"),
        ],
        f,
        size=8,
        notes=nx,
    )
    s.skip(8)
    s.para(
        "Die durchschnittliche Zahl der ausstehenden Aktien betrug 14.850.000 Stück (verwässert 14.912.000 "
        "Stück unter Berücksichtigung des Aktienoptionsprogramms). Vorjahreszahlen angepasst (Anhang Nr. 2).",
        7.6,
    )

    # ---------------------------------------------------------------- page 3: balance sheet
    s.new_page()
    s.t("Konzernbilanz zum 28. Februar 2022", 11, True)
    s.t("Elbtal Bau- und Gartenmärkte AG · in Tausend €", 8.2)
    s.skip(6)
    bx = [450, 541]
    s.row([(450, "28.02.2022", "r"), (541, "28.02.2021", "r")], 7.6, True)
    s.p.line(52, s.y - 6, 543, s.y - 6, 0.5)
    s.skip(4)
    bs = table(
        s,
        bx,
        [
            ("AKTIVA", None, "b"),
            ("Immaterielle Vermögenswerte", imm, "i"),
            ("Sachanlagen", sach, "i"),
            ("Nutzungsrechte aus Leasingverhältnissen", nr, "i"),
            ("Als Finanzinvestition gehaltene Immobilien", imo, "i"),
            ("Latente Steueransprüche", lsa, "i"),
            ("Sonstige langfristige Vermögenswerte", slv, "i"),
            ("Langfristige Vermögenswerte", lvw, "t"),
            ("Vorräte", vor, "i"),
            ("Forderungen aus Lieferungen und Leistungen", ford, "i"),
            ("Sonstige kurzfristige Vermögenswerte", skv, "i"),
            ("Ertragsteueransprüche", esa, "i"),
            ("Zahlungsmittel und Zahlungsmitteläquivalente", cash, "i"),
            ("Kurzfristige Vermögenswerte", kvw, "t"),
            ("Summe Aktiva", ta, "bt"),
            ("PASSIVA", None, "b"),
            ("Gezeichnetes Kapital", gk, "i"),
            ("Kapitalrücklage", kr, "i"),
            ("Gewinnrücklagen", grl, "i"),
            ("Kumuliertes sonstiges Ergebnis", kso, "i"),
            ("Den Aktionären der Elbtal AG zurechenbares Eigenkapital", eka, "t"),
            ("Nicht beherrschende Anteile", ncieq, "i"),
            ("Eigenkapital", te, "bt"),
            ("Langfristige Finanzschulden", lfs, "i"),
            ("Langfristige Leasingverbindlichkeiten", lle, "i"),
            ("Rückstellungen für Pensionen", pr, "i"),
            ("Sonstige langfristige Rückstellungen", slr, "i"),
            ("Latente Steuerschulden", lst, "i"),
            ("Langfristige Schulden", ls, "bt"),
            ("Kurzfristige Finanzschulden", kfs, "i"),
            ("Kurzfristige Leasingverbindlichkeiten", kle, "i"),
            ("Verbindlichkeiten aus Lieferungen und Leistungen", vll, "i"),
            ("Sonstige kurzfristige Rückstellungen", skr, "i"),
            ("Ertragsteuerschulden", ess, "i"),
            ("Sonstige kurzfristige Verbindlichkeiten", svb, "i"),
            ("Kurzfristige Schulden", ks, "bt"),
            ("Summe Passiva", add(te, ls, ks), "bt"),
        ],
        f,
        size=7.8,
        lead=11.6,
        key="BS ",
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=ebit[0],
        fin=fin[0],
        ebt=ebt[0],
        ni=ni[0],
        nci=nci[0],
        net=net[0],
        ta=ta[0],
        te=te[0],
        ls=ls[0],
        ks=ks[0],
        cash=cash[0],
    )
    assert grl[0] > 0 and grl[1] > 0
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Elbtal Bau- und Gartenmärkte AG", 2, q_co),
            F("annual_report", 1, q_rt),
            F("2022-02-28", 1, q_pe),
            F("EUR", 2, q_cur),
        ],
        F(L["eps"], *g["Ergebnis je Aktie in € (verwässert)"]),
        dict(
            total_revenue="Umsatzerlöse",
            operating_income="Betriebsergebnis (EBIT)",
            net_income="davon entfallen auf Aktionäre der Elbtal Bau- und Gartenmärkte AG",
            total_assets="BS Summe Aktiva",
            total_liabilities=None,
            total_equity="BS Eigenkapital",
            cash_and_equivalents="BS Zahlungsmittel und Zahlungsmitteläquivalente",
        ),
    )
    notes = (
        "German annual report (Geschäftsbericht) of a DIY and garden-centre group, EUR in thousands (Tausend "
        "€) with dot grouping and minus signs, for the fiscal year 1 March 2021 to 28 February 2022 (current "
        "column first, prior year second). The key figures on page 1 are in EUR millions and are "
        "distractors, as are the AGM, audit-opinion and dividend details. operating_income is "
        "Betriebsergebnis (EBIT); EBITDA is a key-figure distractor; EBIT + Finanzergebnis = Ergebnis vor "
        "Ertragsteuern (sum). net_income is the share of the Konzernjahresüberschuss attributable to the "
        "company's shareholders (shareholders + non-controlling interests = Konzernjahresüberschuss, sum). "
        "diluted_eps is Ergebnis je Aktie verwässert. Balance sheet at 28.02.2022: Summe Aktiva is "
        "total_assets; Eigenkapital (including non-controlling interests) is total_equity. total_liabilities "
        "is null: the balance sheet subtotals Langfristige Schulden and Kurzfristige Schulden but prints no "
        "total of liabilities (equity + the two subtotals = Summe Passiva = Summe Aktiva, sum). "
        "cash_and_equivalents is Zahlungsmittel und Zahlungsmitteläquivalente."
    )
    sums = [
        SUM(
            "EBIT + Finanzergebnis = Ergebnis vor Ertragsteuern",
            [(1, "operating_income"), (1, T("Finanzergebnis", L["fin"], *g["Finanzergebnis"]))],
            T("Ergebnis vor Ertragsteuern", L["ebt"], *g["Ergebnis vor Ertragsteuern"]),
        ),
        SUM(
            "Aktionäre + nicht beherrschende Anteile = Konzernjahresüberschuss",
            [
                (1, "net_income"),
                (
                    1,
                    T(
                        "nicht beherrschende Anteile",
                        L["nci"],
                        *g["davon entfallen auf nicht beherrschende Anteile"],
                    ),
                ),
            ],
            T("Konzernjahresüberschuss", L["net"], *g["Konzernjahresüberschuss"]),
        ),
        SUM(
            "Eigenkapital + langfristige Schulden + kurzfristige Schulden = Summe Aktiva",
            [
                (1, "total_equity"),
                (1, T("langfristige Schulden", L["ls"], *g["BS Langfristige Schulden"])),
                (1, T("kurzfristige Schulden", L["ks"], *g["BS Kurzfristige Schulden"])),
            ],
            "total_assets",
        ),
    ]
    return p, fields, notes, sums


# ===== 3 Indian quarterly results release (INR lakhs, Indian digit grouping, dd.mm.yyyy column heads): a
# press release in crore, then the SEBI-format statement of consolidated results on a landscape page with the
# quarter, the preceding quarter, the corresponding quarter and two full years; revenue from operations vs
# total income; no operating-income line; exceptional items; owners vs non-controlling interests; EPS not
# annualised; statement of assets and liabilities with total equity and subtotals of non-current and current
# liabilities but no total of liabilities; a standalone summary as a distractor
@doc(
    "b34_fs_in_q4_results_lakhs_no_operating_line",
    "financial_statement",
    "Sahyadri Auto Components Q4 FY2020 results",
)
def fs_in():
    L = dict(
        rev=4821736000,
        oi=61427000,
        tinc=4883163000,
        ni=245539000,
        nci=9699000,
        net=255238000,
        ta=16196842000,
        te=10115903000,
        ncl=2441216000,
        cl=3639723000,
        cash=384627000,
        eps=3.88,
    )
    sc = 100000
    p = Pdf(ttf=True, **A4)
    s = Sheet(p, x=48, xr=547, top=54, size=8.4)
    rev = V(48217.36, 51904.82, 55368.47, 204815.63, 221436.09)
    oi = V(614.27, 487.21, 539.06, 2186.52, 1962.85)
    tinc = add(rev, oi)
    com = V(29418.63, 31672.58, 34105.27, 125391.47, 136218.64)
    chg = V(846.27, -512.36, -388.41, 214.58, -1147.92)
    emp = V(5137.84, 5264.19, 5018.63, 20746.52, 19683.27)
    finc = V(1284.65, 1306.48, 1198.27, 5163.84, 4617.39)
    dep = V(2418.37, 2386.52, 2174.06, 9487.16, 8516.48)
    oth = V(6027.41, 6384.17, 6712.85, 25318.29, 26174.63)
    texp = add(com, chg, emp, finc, dep, oth)
    pbei = sub(tinc, texp)
    exc = V(-386.52, 0, 0, -386.52, 0)
    pbt = add(pbei, exc)
    dtax = V(-41.27, 18.64, 27.35, -62.18, 84.16)
    ctax = [r2(x * D("0.2418")) for x in pbt]
    net = sub(sub(pbt, ctax), dtax)
    oci = V(-84.27, 12.36, -41.58, -61.43, -37.19)
    tci = add(net, oci)
    nci = [r2(x * D("0.038")) for x in net]
    ni = sub(net, nci)
    cap = D("6284.50")
    epsb = [r2(x / D("628.45")) for x in ni]
    epsd = [r2(x / D("632.10")) for x in ni]
    # balance sheet (31.03.2020, 31.03.2019)
    ppe = V(84952.61, 74183.62)
    cwip = V(4318.27, 5917.34)
    rou = V(2147.83, 0)
    gw = V(1862.40, 1862.40)
    oia = V(684.19, 812.57)
    inv_ = V(4812.36, 2106.37)
    ofa = V(946.28, 871.05)
    dta = V(418.36, 302.14)
    onca = V(1627.45, 2418.93)
    tnca = add(ppe, cwip, rou, gw, oia, inv_, ofa, dta, onca)
    invt = V(24118.53, 23184.62)
    tr = V(27418.63, 34627.18)
    cash = V(3846.27, 2184.65)
    bank = V(1218.40, 964.37)
    ocfa = V(412.58, 386.14)
    oca = V(3184.26, 3517.48)
    tca = add(invt, tr, cash, bank, ocfa, oca)
    ta = add(tnca, tca)
    ncieq = V(2418.37, 2106.84)
    b1 = V(18462.15, 16847.38)
    l1 = V(1718.46, 0)
    p1 = V(1284.37, 1146.28)
    d1 = V(2947.18, 2806.53)
    ncl = add(b1, l1, p1, d1)
    b2 = V(7103.12, 11284.37)
    l2 = V(512.36, 0)
    tpm = V(2184.63, 1947.28)
    tpo = V(19486.27, 24618.46)
    ofl = V(4318.62, 4184.37)
    ocl = V(1846.28, 2017.45)
    p2 = V(628.47, 584.16)
    ctl = V(317.48, 284.19)
    cl = add(b2, l2, tpm, tpo, ofl, ocl, p2, ctl)
    te = sub(sub(ta, ncl), cl)
    oe = sub(te, add([cap, cap], ncieq))
    eqo = add([cap, cap], oe)

    def cr(x):
        return fmt(x / 100, ",", ".", 2)

    # ---------------------------------------------------------------- page 1: press release
    s.t("PRESS RELEASE", 8, True, color=GREY)
    s.skip(4)
    q_rt = s.para("Sahyadri Auto Components Limited announces audited results for Q4 and FY2020", 14, True)
    s.skip(2)
    s.para(
        "Pune, June 24, 2020: Sahyadri Auto Components Limited (BSE: 532918 | NSE: SAHYADRI), a supplier of "
        "forged and machined components to two-wheeler, passenger-vehicle and tractor manufacturers, today "
        "announced its audited consolidated financial results for the quarter and financial year ended March "
        "31, 2020, as approved by its Board of Directors at its meeting held today.",
        8.8,
    )
    s.t("Q4 FY2020 at a glance (consolidated)", 9.4, True)
    for b in (
        f"Revenue from operations of ₹{cr(rev[0])} crore against ₹{cr(rev[2])} crore in Q4 FY2019.",
        f"Profit after tax attributable to owners of ₹{cr(ni[0])} crore; diluted EPS of ₹{epsd[0]} (not "
        "annualised).",
        "Production at the Chakan and Hosur plants was suspended from March 23, 2020 following the "
        "nationwide lockdown; an exceptional charge was recognised for the write-down of inventories.",
    ):
        s.para("• " + b, 8.6)
    s.t("FY2020 at a glance (consolidated)", 9.4, True)
    for b in (
        f"Revenue from operations of ₹{cr(rev[3])} crore (FY2019: ₹{cr(rev[4])} crore).",
        f"Profit after tax attributable to owners of ₹{cr(ni[3])} crore; diluted EPS of ₹{epsd[3]}.",
        "The Board has recommended a final dividend of ₹2.50 per equity share of ₹10 each, subject to "
        "approval at the annual general meeting on September 18, 2020.",
    ):
        s.para("• " + b, 8.6)
    s.para(
        "Commenting on the results, the Managing Director said the order book from tractor customers "
        "remained strong and operations at all plants had resumed by May 11, 2020 at reduced capacity.",
        8.6,
    )
    s.para(
        "About Sahyadri Auto Components Limited: headquartered in Pune, Maharashtra, the Company operates "
        "four plants in India and one in Thailand through a 76%-owned subsidiary. Investor contact: "
        "investors@sahyadriauto.example",
        7.8,
    )

    # ---------------------------------------------------------------- page 2: results (landscape)
    p.w, p.h = 842, 595
    s.xr = 800
    s.new_page()
    q_co = s.t("SAHYADRI AUTO COMPONENTS LIMITED", 11, True, align="c", x=421)
    s.t(
        "Regd. Office: Gat No. 1184, Chakan Industrial Area Phase II, Pune 410501 · Tel. +91 20 6741 8300",
        7.2,
        align="c",
        x=421,
    )
    q_pe = s.t(
        "STATEMENT OF AUDITED CONSOLIDATED FINANCIAL RESULTS FOR THE QUARTER AND YEAR ENDED 31 MARCH 2020",
        8.6,
        True,
        align="c",
        x=421,
    )
    q_cur = s.t("(₹ in lakhs, except per share data)", 7.4, align="r")
    cx = [480, 560, 640, 720, 800]
    heads(
        s,
        cx,
        [
            ["Quarter ended", "", "", "Year ended", ""],
            ["31.03.2020", "31.12.2019", "31.03.2019", "31.03.2020", "31.03.2019"],
            ["Audited", "Unaudited", "Audited", "Audited", "Audited"],
            ["(refer note 3)", "", "(refer note 3)", "", ""],
        ],
        6.8,
        x0=48,
    )
    f = lakh()
    res = table(
        s,
        cx,
        [
            ("1. Revenue from operations", rev, "b"),
            ("2. Other income", oi, ""),
            ("3. Total income (1+2)", tinc, "bt"),
            ("4. Expenses", None, ""),
            ("(a) Cost of materials consumed", com, "i"),
            ("(b) Changes in inventories of finished goods and work-in-progress", chg, "i"),
            ("(c) Employee benefits expense", emp, "i"),
            ("(d) Finance costs", finc, "i"),
            ("(e) Depreciation and amortisation expense", dep, "i"),
            ("(f) Other expenses", oth, "i"),
            ("Total expenses", texp, "t"),
            ("5. Profit before exceptional items and tax (3-4)", pbei, "b"),
            ("6. Exceptional items (refer note 4)", exc, ""),
            ("7. Profit before tax (5+6)", pbt, "bt"),
            ("8. Tax expense: (a) Current tax", ctax, ""),
            ("(b) Deferred tax", dtax, "j"),
            ("9. Net profit for the period (7-8)", net, "bt"),
            ("10. Other comprehensive income (net of tax)", oci, ""),
            ("11. Total comprehensive income for the period (9+10)", tci, "b"),
            ("12. Net profit attributable to:", None, ""),
            ("(a) Owners of the Company", ni, "i"),
            ("(b) Non-controlling interests", nci, "i"),
            ("13. Paid-up equity share capital (face value ₹10 each)", [cap] * 5, ""),
            ("14. Other equity", [None, None, None, oe[0], oe[1]], ""),
            ("15. Earnings per share (of ₹10 each) (not annualised for the quarters)", None, ""),
            ("(a) Basic (₹)", [fmt(x, ",", ".", 2) for x in epsb], "i"),
            ("(b) Diluted (₹)", [fmt(x, ",", ".", 2) for x in epsd], "i"),
        ],
        f,
        size=7.1,
        lead=10.9,
        lx=48,
    )

    # ---------------------------------------------------------------- page 3: assets and liabilities
    p.w, p.h = 595, 842
    s.xr = 547
    s.new_page()
    s.t("SAHYADRI AUTO COMPONENTS LIMITED", 10, True, align="c")
    s.t("Consolidated Statement of Assets and Liabilities (₹ in lakhs)", 8.8, True, align="c")
    bx = [460, 545]
    heads(s, bx, [["As at", "As at"], ["31.03.2020", "31.03.2019"], ["Audited", "Audited"]], 7)
    bs = table(
        s,
        bx,
        [
            ("A. ASSETS", None, "b"),
            ("Property, plant and equipment", ppe, "i"),
            ("Capital work-in-progress", cwip, "i"),
            ("Right-of-use assets", rou, "i"),
            ("Goodwill", gw, "i"),
            ("Other intangible assets", oia, "i"),
            ("Financial assets: investments", inv_, "i"),
            ("Financial assets: other financial assets", ofa, "i"),
            ("Deferred tax assets (net)", dta, "i"),
            ("Other non-current assets", onca, "i"),
            ("Total non-current assets", tnca, "t"),
            ("Inventories", invt, "i"),
            ("Trade receivables", tr, "i"),
            ("Cash and cash equivalents", cash, "i"),
            ("Bank balances other than cash and cash equivalents", bank, "i"),
            ("Other financial assets", ocfa, "i"),
            ("Other current assets", oca, "i"),
            ("Total current assets", tca, "t"),
            ("TOTAL ASSETS", ta, "bt"),
            ("B. EQUITY AND LIABILITIES", None, "b"),
            ("Equity share capital", [cap, cap], "i"),
            ("Other equity", oe, "i"),
            ("Equity attributable to owners of the Company", eqo, "t"),
            ("Non-controlling interests", ncieq, "i"),
            ("Total equity", te, "bt"),
            ("Non-current liabilities: borrowings", b1, "i"),
            ("Lease liabilities", l1, "i"),
            ("Provisions", p1, "i"),
            ("Deferred tax liabilities (net)", d1, "i"),
            ("Total non-current liabilities", ncl, "t"),
            ("Current liabilities: borrowings", b2, "i"),
            ("Lease liabilities ", l2, "i"),
            ("Trade payables: micro and small enterprises", tpm, "i"),
            ("Trade payables: others", tpo, "i"),
            ("Other financial liabilities", ofl, "i"),
            ("Other current liabilities", ocl, "i"),
            ("Provisions ", p2, "i"),
            ("Current tax liabilities (net)", ctl, "i"),
            ("Total current liabilities", cl, "t"),
            ("TOTAL EQUITY AND LIABILITIES", add(te, ncl, cl), "bt"),
        ],
        f,
        size=7.2,
        lead=10.8,
        key="BS ",
    )
    s.skip(4)
    s.t("Notes:", 7.8, True)
    for n_ in (
        "1. The above results were reviewed by the Audit Committee and approved by the Board of Directors at "
        "their meetings held on June 24, 2020, and have been audited by the statutory auditors.",
        "2. The results have been prepared in accordance with the Indian Accounting Standards prescribed "
        "under Section 133 of the Companies Act; Ind AS 116 Leases was adopted from April 1, 2019 using the "
        "modified retrospective approach.",
        "3. The figures of the last quarter are the balancing figures between the audited figures of the "
        "full financial year and the published year-to-date figures up to the third quarter.",
        "4. Exceptional items represent the write-down of inventories and expenses arising from the COVID-19 "
        "lockdown.",
        "5. Standalone information (₹ in lakhs): revenue from operations for the quarter 41,862.15 and the "
        "year 1,78,418.36; profit before tax 3,184.62 and 14,206.57; profit after tax 2,418.39 and "
        "10,684.21.",
    ):
        s.para(n_, 6.9, gap=2)
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        oi=oi[0],
        tinc=tinc[0],
        ni=ni[0],
        nci=nci[0],
        net=net[0],
        ta=ta[0],
        te=te[0],
        ncl=ncl[0],
        cl=cl[0],
        cash=cash[0],
    )
    assert oe[0] > 0 and oe[1] > 0
    g = dict(**res, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Sahyadri Auto Components Limited", 2, q_co),
            F("earnings_release", 1, lines_of(q_rt)),
            F("2020-03-31", 2, q_pe),
            F("INR", 2, q_cur),
        ],
        F(L["eps"], *g["(b) Diluted (₹)"]),
        dict(
            total_revenue="1. Revenue from operations",
            operating_income=None,
            net_income="(a) Owners of the Company",
            total_assets="BS TOTAL ASSETS",
            total_liabilities=None,
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Indian quarterly results release: a press release announcing results (figures in crore), then the "
        "statement of audited consolidated financial results in INR lakhs (Indian digit grouping, brackets "
        "for negatives) with five columns: quarter ended 31.03.2020, 31.12.2019 and 31.03.2019, then the "
        "years ended 31.03.2020 and 31.03.2019. The current period is the quarter ended 31 March 2020 (first "
        "column); the year columns, although they end on the same date, are distractors, as are the press "
        "release's crore figures and the standalone figures in note 5. total_revenue is Revenue from "
        "operations, not Total income (revenue + other income, sum). operating_income is null: the statement "
        "has no operating line (profit before exceptional items and tax comes after finance costs). "
        "net_income is the net profit attributable to owners (owners + non-controlling interests = net "
        "profit, sum). diluted_eps is (b) Diluted, not annualised. Statement of assets and liabilities at "
        "31.03.2020: TOTAL ASSETS, Total equity (including non-controlling interests) and Cash and cash "
        "equivalents (bank balances other than cash are a distractor). total_liabilities is null: only "
        "non-current and current subtotals are printed (total equity + the two subtotals = total equity and "
        "liabilities = total assets, sum)."
    )
    sums = [
        SUM(
            "revenue from operations + other income = total income",
            [(1, "total_revenue"), (1, T("other income", L["oi"], *g["2. Other income"]))],
            T("total income", L["tinc"], *g["3. Total income (1+2)"]),
        ),
        SUM(
            "owners + non-controlling interests = net profit for the period",
            [
                (1, "net_income"),
                (1, T("non-controlling interests", L["nci"], *g["(b) Non-controlling interests"])),
            ],
            T("net profit for the period", L["net"], *g["9. Net profit for the period (7-8)"]),
        ),
        SUM(
            "total equity + non-current liabilities + current liabilities = total assets",
            [
                (1, "total_equity"),
                (1, T("total non-current liabilities", L["ncl"], *g["BS Total non-current liabilities"])),
                (1, T("total current liabilities", L["cl"], *g["BS Total current liabilities"])),
            ],
            "total_assets",
        ),
    ]
    _ = tci
    return p, fields, notes, sums


# ===== 4 Philippine SEC Form 17-Q (PHP in whole pesos, brackets) of a sugar miller whose fiscal year ends on
# August 31: cover items; three-month and six-month columns for the second quarter ended February 28, 2021
# against the quarter ended February 29, 2020; revenue by product; income from operations; attributable to
# equity holders of the parent vs non-controlling interest; balance sheet against the audited fiscal year end;
# crop-year operating statistics in the MD&A as distractors.  report_type is other (not a US 10-Q)
@doc(
    "b34_fs_ph_17q_sugar_august_fiscal_year",
    "financial_statement",
    "Central Azucarera de Kabankalan SEC Form 17-Q second quarter",
)
def fs_ph():
    L = dict(
        rev=1248613475,
        op=201971548,
        gp=313995269,
        opex=112023721,
        ni=122470008,
        nci=11230874,
        net=133700882,
        ta=5657297132,
        tl=2853449134,
        te=2803847998,
        cash=286418207,
        eps=0.17,
    )
    sc = 1
    p = Pdf(**LETTER)
    s = Sheet(p, x=54, xr=558, top=54, size=8.4)
    # ---------------------------------------------------------------- page 1: cover
    s.t("SECURITIES AND EXCHANGE COMMISSION", 10, True, align="c")
    s.skip(6)
    q_rt = s.t("SEC FORM 17-Q", 14, True, align="c")
    s.t("QUARTERLY REPORT PURSUANT TO SECTION 17 OF THE SECURITIES REGULATION CODE", 8.4, True, align="c")
    s.t("AND SRC RULE 17(2)(b) THEREUNDER", 8.4, True, align="c")
    s.skip(8)
    items = [
        ("1.", "For the quarterly period ended February 28, 2021"),
        ("2.", "SEC Identification Number 0000028417"),
        ("3.", "BIR Tax Identification No. 000-418-362-000"),
        ("4.", "Exact name of issuer as specified in its charter: CENTRAL AZUCARERA DE KABANKALAN, INC."),
        ("5.", "Province, country or other jurisdiction of incorporation: Negros Occidental, Philippines"),
        ("6.", "Industry Classification Code: (SEC use only)"),
        (
            "7.",
            "Address of principal office: Hacienda Central, Barangay Tagukon, Kabankalan City, Negros "
            "Occidental 6111",
        ),
        ("8.", "Issuer's telephone number, including area code: (034) 471-2286"),
        ("9.", "Former name, former address and former fiscal year, if changed since last report: N/A"),
        (
            "10.",
            "Securities registered pursuant to Sections 8 and 12 of the SRC: Common shares, 712,486,450 "
            "shares outstanding",
        ),
        (
            "11.",
            "Are any or all of these securities listed on a Stock Exchange? Yes, Philippine Stock Exchange, "
            "common shares",
        ),
        (
            "12.",
            "Check whether the issuer (a) has filed all reports required to be filed by Section 17 of the "
            "SRC and SRC Rule 17 during the preceding twelve months: Yes [X] No [ ]; (b) has been subject to "
            "such filing requirements for the past ninety days: Yes [X] No [ ]",
        ),
    ]
    cover = {}
    for no, txt in items:
        y0 = s.y
        s.p.text(60, y0, no, 8.2)
        keep = s.x
        s.x = 84
        cover[no] = s.para(txt, 8.2, w=470, gap=4)
        s.x = keep
    s.skip(10)
    s.t("PART I - FINANCIAL INFORMATION", 9.4, True)
    s.t("Item 1. Financial Statements", 8.6, True)
    s.para(
        "The unaudited interim condensed consolidated financial statements as at February 28, 2021 and for "
        "the three and six months ended February 28, 2021 and February 29, 2020 are presented on the "
        "following pages. The Company's fiscal year runs from September 1 to August 31, in line with the "
        "crop year.",
        8.2,
    )

    # figures (pesos)
    sug = V(1086472318, 948215604, 1847306592, 1612084375)
    mol = V(96318427, 88402916, 158427063, 141806229)
    toll = V(65822730, 61904185, 113615408, 104218617)
    rev = add(sug, mol, toll)
    cos = V(934618206, 842106418, 1596204873, 1452617084)
    gp = sub(rev, cos)
    ga = V(87216405, 81604217, 168418320, 157206918)
    sell = V(24807316, 22418605, 41627904, 38205417)
    opex = add(ga, sell)
    op = sub(gp, opex)
    fc = V(-31406218, -34815602, -63118407, -68204516)
    ii = V(1284306, 2106418, 2418617, 4317205)
    ot = V(6418207, -1204816, 9107326, 2318604)
    pbt = add(op, fc, ii, ot)
    dt = V(-2418306, 1106215, -3411201, 2204318)
    ct = [r2(x * D("0.25"), 0) - y for x, y in zip(pbt, dt, strict=True)]
    net = sub(sub(pbt, ct), dt)
    nci = [r2(x * D("0.084"), 0) for x in net]
    ni = sub(net, nci)
    shb, shd = D(712486450), D(718204150)
    epsb = [r2(x / shb) for x in ni]
    epsd = [r2(x / shd) for x in ni]

    # ---------------------------------------------------------------- page 2: income statement
    s.new_page()
    s.t("CENTRAL AZUCARERA DE KABANKALAN, INC. AND SUBSIDIARY", 10, True, align="c")
    s.t("INTERIM CONDENSED CONSOLIDATED STATEMENTS OF COMPREHENSIVE INCOME", 9, True, align="c")
    q_cur = s.t("(Amounts in Philippine Pesos) · Unaudited", 7.8, align="c")
    s.skip(2)
    cx = [330, 405, 480, 556]
    heads(
        s,
        cx,
        [
            ["Three Months Ended", "", "Six Months Ended", ""],
            ["February 28,", "February 29,", "February 28,", "February 29,"],
            ["2021", "2020", "2021", "2020"],
        ],
        6.9,
    )
    f = paren(0, "—")
    inc = table(
        s,
        cx,
        [
            ("REVENUES", None, "b"),
            ("Sale of raw and refined sugar", sug, "i"),
            ("Sale of molasses", mol, "i"),
            ("Tolling fees", toll, "i"),
            ("Total Revenues", rev, "bt"),
            ("COST OF SALES AND SERVICES", cos, ""),
            ("GROSS PROFIT", gp, "bt"),
            ("OPERATING EXPENSES", None, ""),
            ("General and administrative", ga, "i"),
            ("Selling", sell, "i"),
            ("Total Operating Expenses", opex, "t"),
            ("INCOME FROM OPERATIONS", op, "bt"),
            ("OTHER INCOME (CHARGES)", None, ""),
            ("Finance costs", fc, "i"),
            ("Interest income", ii, "i"),
            ("Others - net", ot, "i"),
            ("INCOME BEFORE INCOME TAX", pbt, "bt"),
            ("PROVISION FOR INCOME TAX", None, ""),
            ("Current", ct, "i"),
            ("Deferred", dt, "i"),
            ("NET INCOME", net, "bt"),
            ("OTHER COMPREHENSIVE INCOME", [D(0)] * 4, ""),
            ("TOTAL COMPREHENSIVE INCOME", net, "bt"),
            ("Net income attributable to:", None, ""),
            ("Equity holders of the Parent Company", ni, "i"),
            ("Non-controlling interest", nci, "i"),
            ("EARNINGS PER SHARE attributable to equity holders of the Parent Company", None, ""),
            ("Basic", [fmt(x, ",", ".", 2) for x in epsb], "i"),
            ("Diluted", [fmt(x, ",", ".", 2) for x in epsd], "i"),
        ],
        f,
        size=7.1,
        lead=11,
    )
    s.skip(4)
    s.para("See accompanying Notes to Interim Condensed Consolidated Financial Statements.", 7)

    # ---------------------------------------------------------------- page 3: balance sheet
    s.new_page()
    s.t("CENTRAL AZUCARERA DE KABANKALAN, INC. AND SUBSIDIARY", 10, True, align="c")
    s.t("INTERIM CONDENSED CONSOLIDATED STATEMENTS OF FINANCIAL POSITION", 9, True, align="c")
    s.t("(Amounts in Philippine Pesos)", 7.8, align="c")
    bx = [460, 556]
    heads(s, bx, [["February 28, 2021", "August 31, 2020"], ["(Unaudited)", "(Audited)"]], 7)
    cash = V(286418207, 412607318)
    ar = V(518206473, 214806517)
    inv = V(1084317206, 318406172)
    pre = V(96218405, 84317206)
    tca = add(cash, ar, inv, pre)
    ppe = V(3418206317, 3462108405)
    ip = V(184206000, 184206000)
    dta = V(21407318, 24106207)
    onc = V(48317206, 46218407)
    tnca = add(ppe, ip, dta, onc)
    ta = add(tca, tnca)
    stl = V(820000000, 350000000)
    tp = V(612418306, 418206117)
    cpd = V(142857143, 142857143)
    itp = V(38406217, 12418306)
    tcl = add(stl, tp, cpd, itp)
    ltd = V(857142857, 928571429)
    rbo = V(64218406, 61806217)
    dtl = V(318406205, 321817406)
    tncl = add(ltd, rbo, dtl)
    tl = add(tcl, tncl)
    cs = V(712486450, 712486450)
    apic = V(418206317, 418206317)
    rev_s = V(846218406, 846218406)
    tsh = V(-12418600, -12418600)
    ncieq = V(184206418, 176418206)
    te = sub(ta, tl)
    re_ = sub(te, add(cs, apic, rev_s, tsh, ncieq))
    eqp = add(cs, apic, rev_s, re_, tsh)
    bs = table(
        s,
        bx,
        [
            ("ASSETS", None, "b"),
            ("Cash and cash equivalents", cash, "i"),
            ("Trade and other receivables - net", ar, "i"),
            ("Inventories", inv, "i"),
            ("Prepayments and other current assets", pre, "i"),
            ("Total Current Assets", tca, "t"),
            ("Property, plant and equipment - net", ppe, "i"),
            ("Investment properties", ip, "i"),
            ("Deferred tax assets - net", dta, "i"),
            ("Other noncurrent assets", onc, "i"),
            ("Total Noncurrent Assets", tnca, "t"),
            ("TOTAL ASSETS", ta, "bt"),
            ("LIABILITIES AND EQUITY", None, "b"),
            ("Short-term loans", stl, "i"),
            ("Trade and other payables", tp, "i"),
            ("Current portion of long-term debt", cpd, "i"),
            ("Income tax payable", itp, "i"),
            ("Total Current Liabilities", tcl, "t"),
            ("Long-term debt - net of current portion", ltd, "i"),
            ("Retirement benefit obligation", rbo, "i"),
            ("Deferred tax liabilities - net", dtl, "i"),
            ("Total Noncurrent Liabilities", tncl, "t"),
            ("Total Liabilities", tl, "bt"),
            ("Capital stock - P1 par value", cs, "i"),
            ("Additional paid-in capital", apic, "i"),
            ("Revaluation surplus on land", rev_s, "i"),
            ("Retained earnings", re_, "i"),
            ("Treasury shares", tsh, "i"),
            ("Equity attributable to equity holders of the Parent Company", eqp, "t"),
            ("Non-controlling interest", ncieq, "i"),
            ("Total Equity", te, "bt"),
            ("TOTAL LIABILITIES AND EQUITY", add(tl, te), "bt"),
        ],
        f,
        size=7.2,
        lead=10.8,
        key="BS ",
    )
    s.skip(8)
    s.t("Item 2. Management's Discussion and Analysis (excerpt)", 8.6, True)
    s.para(
        "Crop year 2020-2021 milling started on October 12, 2020. As of February 28, 2021 the mill had "
        "ground 812,406 tons cane and produced 1,184,627 LKg (50-kg bags) of raw sugar, with an average "
        "recovery of 1.46 LKg per ton cane. Sugar prices at the Negros trading floor averaged P2,318 per LKg "
        "in the quarter. The higher receivables and inventories reflect the milling season; short-term loans "
        "were drawn to finance sugar inventories and will be repaid from sales by the end of the crop year.",
        7.8,
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        gp=gp[0],
        opex=opex[0],
        ni=ni[0],
        nci=nci[0],
        net=net[0],
        ta=ta[0],
        tl=tl[0],
        te=te[0],
        cash=cash[0],
    )
    assert re_[0] > 0 and re_[1] > 0
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Central Azucarera de Kabankalan, Inc.", 1, lines_of(cover["4."])),
            F("other", 1, q_rt),
            F("2021-02-28", 1, lines_of(cover["1."])),
            F("PHP", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted"]),
        dict(
            total_revenue="Total Revenues",
            operating_income="INCOME FROM OPERATIONS",
            net_income="Equity holders of the Parent Company",
            total_assets="BS TOTAL ASSETS",
            total_liabilities="BS Total Liabilities",
            total_equity="BS Total Equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "Philippine quarterly report on SEC Form 17-Q (a Philippine SEC form, not a US 10-Q, so report_type "
        "is other), PHP in whole pesos with brackets for negatives. The fiscal year ends on August 31 (crop "
        "year); the current period is the second quarter, the three months ended February 28, 2021 (first "
        "column); the prior-year quarter and both six-month columns are distractors. The company name on the "
        "statements adds 'and Subsidiary'; company_name is the issuer's exact name from the cover. "
        "total_revenue is Total Revenues (sugar, molasses and tolling fees); operating_income is Income from "
        "Operations (gross profit - operating expenses, sum). net_income is the net income attributable to "
        "equity holders of the Parent Company (+ non-controlling interest = net income, sum). diluted_eps is "
        "the Diluted line. Balance sheet at February 28, 2021 (unaudited) against August 31, 2020 (audited): "
        "Total Liabilities and Total Equity (including the non-controlling interest) add up to TOTAL ASSETS. "
        "Milling statistics, prices and dates in the MD&A are distractors."
    )
    sums = [
        SUM(
            "sugar + molasses + tolling fees = total revenues",
            [
                (1, T("sale of sugar", val(sug[0], sc), *g["Sale of raw and refined sugar"])),
                (1, T("sale of molasses", val(mol[0], sc), *g["Sale of molasses"])),
                (1, T("tolling fees", val(toll[0], sc), *g["Tolling fees"])),
            ],
            "total_revenue",
        ),
        SUM(
            "gross profit - total operating expenses = income from operations",
            [
                (1, T("gross profit", L["gp"], *g["GROSS PROFIT"])),
                (-1, T("total operating expenses", L["opex"], *g["Total Operating Expenses"])),
            ],
            "operating_income",
        ),
        SUM(
            "equity holders of the parent + non-controlling interest = net income",
            [(1, "net_income"), (1, T("non-controlling interest", L["nci"], *g["Non-controlling interest"]))],
            T("net income", L["net"], *g["NET INCOME"]),
        ),
    ]
    return p, fields, notes, sums


# ===== 5 New Zealand dairy co-operative annual report (NZD thousands, brackets) for a year ended 31 July:
# highlights with the farmgate milk price, milk volumes and dividend dates; a five-year summary in NZ$
# millions; statement of profit or loss with a notes column and operating profit before net finance costs and
# the share of equity-accounted investees; attributable to co-operative shareholders vs non-controlling
# interests; statement of financial position with total liabilities, net assets and total equity; bank
# overdraft shown apart from cash
@doc(
    "b34_fs_nz_dairy_coop_annual_report_july",
    "financial_statement",
    "Hauraki Plains Dairy Co-operative Annual Report 2023",
)
def fs_nz():
    L = dict(
        rev=2418637000,
        op=143514000,
        nfc=-37199000,
        assoc=4857000,
        pbt=111172000,
        ni=76913000,
        nci=3131000,
        net=80044000,
        ta=2316518000,
        tl=1331218000,
        te=985300000,
        na=985300000,
        cash=48206000,
        eps=0.18,
    )
    sc = 1000
    p = Pdf(**A4)
    s = Sheet(p, x=54, xr=541, top=58, size=8.6)
    rev = V(2418637, 2106418)
    cogs = V(-2087406, -1815207)
    gp = add(rev, cogs)
    ooi = V(12418, 9806)
    sm = V(-48217, -44106)
    dist = V(-62308, -58417)
    adm = V(-71406, -66218)
    ooe = V(-18204, -21306)
    op = add(gp, ooi, sm, dist, adm, ooe)
    fi = V(1418, 806)
    fc = V(-38617, -27406)
    nfc = add(fi, fc)
    assoc = V(4857, 3917)
    pbt = add(op, nfc, assoc)
    tax = [-r2(x * D("0.28"), 0) for x in pbt]
    net = add(pbt, tax)
    nci = V(3131, 2617)
    ni = sub(net, nci)
    shb = D(412618)
    shd = D(418206)
    epsb = [r2(x / shb) for x in ni]
    epsd = [r2(x / shd) for x in ni]
    # financial position
    cash = V(48206, 61418)
    tr = V(318406, 296817)
    inv = V(612418, 548206)
    dfa = V(14206, 21806)
    txr = V(2418, 0)
    tca = add(cash, tr, inv, dfa, txr)
    ppe = V(1184306, 1126418)
    intg = V(84217, 86406)
    eai = V(41806, 38617)
    dfa2 = V(6218, 9406)
    dta = V(4317, 6218)
    tnca = add(ppe, intg, eai, dfa2, dta)
    ta = add(tca, tnca)
    od = V(6418, 3217)
    bor = V(184000, 142000)
    ots = V(248617, 231406)
    tp = V(186418, 172306)
    dfl = V(8406, 4218)
    prv = V(12306, 11418)
    tcl = add(od, bor, ots, tp, dfl, prv)
    bor2 = V(612000, 648000)
    dfl2 = V(3418, 2106)
    prv2 = V(8217, 7806)
    dtl = V(61418, 58206)
    tncl = add(bor2, dfl2, prv2, dtl)
    tl = add(tcl, tncl)
    na = sub(ta, tl)
    se = V(498617, 494206)
    cfh = V(7206, 14418)
    fct = V(-1418, -2806)
    ncieq = V(18406, 16217)
    re_ = sub(na, add(se, cfh, fct, ncieq))
    eqa = add(se, re_, cfh, fct)

    def m(x):
        return fmt(x / 1000, ",", ".", 1)

    # ---------------------------------------------------------------- page 1: highlights
    s.t("HAURAKI PLAINS DAIRY CO-OPERATIVE", 11, True, color=GREY)
    s.skip(10)
    q_rt = s.t("Annual Report 2023", 24, True)
    s.skip(4)
    q_pe = s.t("For the year ended 31 July 2023", 10)
    s.skip(10)
    s.t("Highlights", 11, True)
    for b in (
        "Farmgate Milk Price for the 2022/23 season of $8.24 per kgMS (2021/22: $8.91), paid to our 1,184 "
        "supplying farmer shareholders.",
        "Milk collected of 61.8 million kgMS, down 2.4% on last season after a wet spring in the Hauraki and "
        "Waikato regions.",
        f"Revenue of ${m(rev[0])} million and operating profit of ${m(op[0])} million.",
        "Final dividend of 14 cents per share, payable on 22 September 2023 to shareholders on the register "
        "on 8 September 2023 (total dividends for the year 22 cents per share).",
    ):
        s.para("• " + b, 8.8)
    s.skip(6)
    s.t("Five-year summary (NZ$ million)", 10, True)
    fx = [300, 360, 420, 480, 540]
    heads(s, fx, [["2023", "2022", "2021", "2020", "2019"]], 7.6)
    table(
        s,
        fx,
        [
            ("Revenue", [m(rev[0]), m(rev[1]), "1,872.4", "1,806.9", "1,741.3"], ""),
            ("Operating profit", [m(op[0]), m(op[1]), "138.6", "121.7", "109.2"], ""),
            ("Profit attributable to shareholders", [m(ni[0]), m(ni[1]), "74.2", "61.8", "55.3"], ""),
            ("Total assets", [m(ta[0]), m(ta[1]), "1,918.6", "1,864.2", "1,802.7"], ""),
            ("Farmgate milk price ($ per kgMS)", ["8.24", "8.91", "7.54", "7.14", "6.35"], ""),
        ],
        paren(),
        size=8,
    )
    s.skip(8)
    s.para(
        "All amounts in this report are in New Zealand dollars unless stated otherwise. The financial "
        "statements were authorised for issue by the Board on 26 September 2023. The Annual Meeting of "
        "shareholders will be held in Morrinsville on 9 November 2023.",
        8.2,
    )

    # ---------------------------------------------------------------- page 2: profit or loss
    s.new_page()
    q_co = s.t("Hauraki Plains Dairy Co-operative Limited", 10.4, True)
    s.t("Consolidated Statement of Profit or Loss for the year ended 31 July 2023", 9.4, True)
    q_cur = s.t("In thousands of New Zealand dollars", 7.8)
    s.skip(4)
    gx = [460, 541]
    nx = 380
    s.row([(nx, "Notes", "c"), (460, "2023", "r"), (541, "2022", "r")], 7.6, True)
    s.row([(460, "$000", "r"), (541, "$000", "r")], 7.2, True)
    s.p.line(54, s.y - 6, 541, s.y - 6, 0.5)
    s.skip(4)
    f = paren()
    inc = table(
        s,
        gx,
        [
            ("Revenue from sale of goods", rev, "b", "3"),
            ("Cost of goods sold", cogs, "", "4"),
            ("Gross profit", gp, "t"),
            ("Other operating income", ooi, ""),
            ("Selling and marketing expenses", sm, ""),
            ("Distribution expenses", dist, ""),
            ("Administrative expenses", adm, ""),
            ("Other operating expenses", ooe, "", "5"),
            ("Operating profit", op, "bt"),
            ("Finance income", fi, ""),
            ("Finance costs", fc, "", "6"),
            ("Net finance costs", nfc, "t"),
            ("Share of profit of equity accounted investees", assoc, "", "14"),
            ("Profit before income tax", pbt, "bt"),
            ("Income tax expense", tax, "", "7"),
            ("Profit for the year", net, "bt"),
            ("Profit for the year is attributable to:", None, ""),
            ("Co-operative shareholders", ni, "i"),
            ("Non-controlling interests", nci, "i"),
            ("Earnings per share", None, "", "8"),
            ("Basic earnings per share ($)", [fmt(x, ",", ".", 2) for x in epsb], "i"),
            ("Diluted earnings per share ($)", [fmt(x, ",", ".", 2) for x in epsd], "i"),
        ],
        f,
        size=8,
        notes=nx,
    )
    s.skip(6)
    s.para(
        "Cost of goods sold includes milk purchased from supplying shareholders at the Farmgate Milk Price. "
        "Diluted earnings per share reflect the conversion of the capital notes issued on 14 March 2022. The "
        "accompanying notes form part of these financial statements.",
        7.6,
    )

    # ---------------------------------------------------------------- page 3: financial position
    s.new_page()
    s.t("Hauraki Plains Dairy Co-operative Limited", 10.4, True)
    s.t("Consolidated Statement of Financial Position as at 31 July 2023", 9.4, True)
    s.t("In thousands of New Zealand dollars", 7.8)
    s.skip(4)
    s.row([(nx, "Notes", "c"), (460, "2023", "r"), (541, "2022", "r")], 7.6, True)
    s.p.line(54, s.y - 6, 541, s.y - 6, 0.5)
    s.skip(4)
    bs = table(
        s,
        gx,
        [
            ("Current assets", None, "b"),
            ("Cash and cash equivalents", cash, "i", "9"),
            ("Trade and other receivables", tr, "i"),
            ("Inventories", inv, "i", "10"),
            ("Derivative financial instruments", dfa, "i"),
            ("Tax receivable", txr, "i"),
            ("Total current assets", tca, "t"),
            ("Property, plant and equipment", ppe, "i", "12"),
            ("Intangible assets", intg, "i"),
            ("Equity accounted investments", eai, "i", "14"),
            ("Derivative financial instruments ", dfa2, "i"),
            ("Deferred tax assets", dta, "i"),
            ("Total non-current assets", tnca, "t"),
            ("Total assets", ta, "bt"),
            ("Current liabilities", None, "b"),
            ("Bank overdraft", od, "i", "9"),
            ("Borrowings", bor, "i", "16"),
            ("Owing to suppliers", ots, "i"),
            ("Trade and other payables", tp, "i"),
            ("Derivative financial instruments  ", dfl, "i"),
            ("Provisions", prv, "i"),
            ("Total current liabilities", tcl, "t"),
            ("Borrowings ", bor2, "i", "16"),
            ("Derivative financial instruments   ", dfl2, "i"),
            ("Provisions ", prv2, "i"),
            ("Deferred tax liabilities", dtl, "i"),
            ("Total non-current liabilities", tncl, "t"),
            ("Total liabilities", tl, "bt"),
            ("Net assets", na, "bt"),
            ("Equity", None, "b"),
            ("Subscribed equity", se, "i", "18"),
            ("Retained earnings", re_, "i"),
            ("Cash flow hedge reserve", cfh, "i"),
            ("Foreign currency translation reserve", fct, "i"),
            ("Equity attributable to Co-operative shareholders", eqa, "t"),
            ("Non-controlling interests", ncieq, "i"),
            ("Total equity", na, "bt"),
        ],
        f,
        size=7.8,
        lead=11.4,
        key="BS ",
        notes=nx,
    )
    s.skip(6)
    s.para(
        "For the statement of cash flows, cash and cash equivalents are presented net of the bank overdraft. "
        "For and on behalf of the Board, 26 September 2023.",
        7.6,
    )
    same(L["eps"], epsd[0], "eps")
    check(
        L,
        sc,
        rev=rev[0],
        op=op[0],
        nfc=nfc[0],
        assoc=assoc[0],
        pbt=pbt[0],
        ni=ni[0],
        nci=nci[0],
        net=net[0],
        ta=ta[0],
        tl=tl[0],
        te=na[0],
        na=na[0],
        cash=cash[0],
    )
    assert re_[0] > 0 and re_[1] > 0
    g = dict(**inc, **bs)
    fields = fields_of(
        L,
        g,
        [
            F("Hauraki Plains Dairy Co-operative Limited", 2, q_co),
            F("annual_report", 1, q_rt),
            F("2023-07-31", 1, q_pe),
            F("NZD", 2, q_cur),
        ],
        F(L["eps"], *g["Diluted earnings per share ($)"]),
        dict(
            total_revenue="Revenue from sale of goods",
            operating_income="Operating profit",
            net_income="Co-operative shareholders",
            total_assets="BS Total assets",
            total_liabilities="BS Total liabilities",
            total_equity="BS Total equity",
            cash_and_equivalents="BS Cash and cash equivalents",
        ),
    )
    notes = (
        "New Zealand dairy co-operative annual report, NZD in thousands with brackets for negatives, for the "
        "year ended 31 July 2023 (current column first). Page 1 highlights and the five-year summary in NZ$ "
        "millions, the farmgate milk price, milk volumes and the dividend, record, board and meeting dates "
        "are distractors. total_revenue is Revenue from sale of goods; operating_income is Operating profit, "
        "before net finance costs and the share of equity-accounted investees (operating profit + net "
        "finance costs + share of investees = profit before income tax, sum). net_income is the profit "
        "attributable to Co-operative shareholders (+ non-controlling interests = profit for the year, sum). "
        "diluted_eps is Diluted earnings per share in dollars. Statement of financial position at 31 July "
        "2023: Total liabilities is printed; Net assets (total assets - total liabilities, sum) equals Total "
        "equity, which includes non-controlling interests. cash_and_equivalents is the asset line; the bank "
        "overdraft is a separate liability (the cash-flow figure net of it is not printed)."
    )
    sums = [
        SUM(
            "operating profit + net finance costs + share of investees = profit before income tax",
            [
                (1, "operating_income"),
                (1, T("net finance costs", L["nfc"], *g["Net finance costs"])),
                (
                    1,
                    T(
                        "share of profit of equity accounted investees",
                        L["assoc"],
                        *g["Share of profit of equity accounted investees"],
                    ),
                ),
            ],
            T("profit before income tax", L["pbt"], *g["Profit before income tax"]),
        ),
        SUM(
            "co-operative shareholders + non-controlling interests = profit for the year",
            [
                (1, "net_income"),
                (1, T("non-controlling interests", L["nci"], *g["Non-controlling interests"])),
            ],
            T("profit for the year", L["net"], *g["Profit for the year"]),
        ),
        SUM(
            "total assets - total liabilities = net assets",
            [(1, "total_assets"), (-1, "total_liabilities")],
            T("net assets", L["na"], *g["BS Net assets"]),
        ),
    ]
    return p, fields, notes, sums
