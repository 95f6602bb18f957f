"""Who is who on an invoice: checks that a party name sits where the seller or the billed customer sits.

Each function looks at the page text around a name and returns a problem sentence, or None when the
layout gives no reason for doubt. They read layout only (headings, neighbouring lines, letterhead
contacts); they never accept a value, so a doubtful name goes to a reviewer instead of out the door.
Three readers name a party themselves, a reviewer's starting point: `billed_party` the customer a Bill
To heading heads, `letterhead` and `seller_party` the seller a letterhead names or a seller heading heads.
"""

from __future__ import annotations

import functools
import re

from ragagent.selftest import selftest_main

_SHIP_TO = re.compile(
    r"ship(ping)?\s*(to|address)|deliver(y)?\s*(to|address)|lieferadresse|lieferanschrift|leveringsadresse|"
    r"leveransadress|direcci[oó]n\s+de\s+entrega|adresse\s+de\s+livraison|indirizzo\s+di\s+(consegna|spedizione)|"
    r"m[ií]sto\s+dod[aá]n[ií]|morada\s+de\s+entrega|local\s+de\s+(?:descarga|entrega)|toimitusosoite|afleveradres|"
    r"odbiorca|miejsce\s+dostawy|livr[ée]e?s?\s+[àa]\b|lieu\s+de\s+livraison",
    re.IGNORECASE,
)
_BILL_TO = re.compile(
    r"bill(ing)?\s*(to|address)\b|invoice\s*to\b|sold\s*to\b|fakturamottaker|fakturaadress|rechnungsempf[aä]nger|"
    r"rechnungsadresse|datos\s+del\s+cliente|destinataire|factur[eé]\s+[aà]|odb[eě]ratel|vev[oő]\b|asiakas|"
    r"laskutusosoite|fakturer(?:es|as)\s+till?\b|spett\.?\s?le\b|nabywca|exmos?\.?(?:\(s\))?\s+sr|^\s*(?:kunde|client|customer|cliente)\s*:?\s*$",
    re.IGNORECASE,
)
_HEADING = re.compile(_SHIP_TO.pattern + "|" + _BILL_TO.pattern + r"|invoice|factuur|rechnung", re.IGNORECASE)
_COMPANY_FORM = re.compile(
    r"\b(inc|ltd|llc|llp|plc|corp|co|gmbh|ag|bv|b\.v|nv|sa|sas|sarl|srl|spa|pvt|limited|company)\b\.?",
    re.IGNORECASE,
)
_WEB = re.compile(r"[\w.-]+@[\w.-]+|(?:www\.|https?://)[\w.-]+", re.IGNORECASE)
_GENERIC_WORDS = {"services", "service", "limited", "company", "group", "international", "global"}


def _cells(line: str) -> list[str]:
    return [c.strip() for c in line.split("|")]


def _line_index(value: str, lines: list[str]) -> list[int]:
    needle = value.lower()
    return [i for i, line in enumerate(lines) if needle in line.lower()]


def after_ship_to(value: str, quote: str) -> str | None:
    """A name quoted from the line a Ship To heading opens ("Livré à: Atelier de décolletage, …"): the
    line read is the delivery's, even when the buyer takes its goods at home."""
    before, found, _ = quote.lower().partition(value.lower())
    if found and _SHIP_TO.search(before) and not _BILL_TO.search(before):
        return f"{value!r} is quoted after a Ship To heading, not under Bill To"
    return None


def under_ship_to(value: str, page_text: str) -> str | None:
    """A name printed in the Ship To column (and not the Bill To one) of a two-column header."""
    lines = page_text.splitlines()
    for i, line in enumerate(lines):
        cells = _cells(line)
        ship = [k for k, c in enumerate(cells) if _SHIP_TO.search(c)]
        bill = [k for k, c in enumerate(cells) if _BILL_TO.search(c)]
        if not ship or not bill:
            continue
        # the columns printing it on the lines below ("A/c Kaveri Agro" under Ship To names the buyer
        # the goods are shipped for, printed under Bill To the line above)
        hit = {
            k
            for below in lines[i + 1 : i + 7]
            for k, c in enumerate(_cells(below))
            if value.lower() in c.lower()
        }
        if ship[0] in hit and bill[0] not in hit:
            return f"{value!r} is printed under Ship To, not Bill To"
    return None


# The lender an appraisal is made for is an institution: its name says so or ends in a legal form. A
# person, or a person with a role ("Daniel Cho, Loan Officer"), is the lender's contact, not the client.
_LENDER_WORD = re.compile(
    r"\b(bank|banc\w*|credit\s+union|mortgage|lending|lender|loans?|financial|finance|savings|trust|capital|"
    r"funding|federal)\b",
    re.IGNORECASE,
)
# a person's title after the name: the lender's contact ("Daniel Cho, Loan Officer") or a party's signatory
# ("Akosua Mensah-Boateng, Managing Director" under "For the Borrower:"); the party is the institution
_PERSON_ROLE = re.compile(
    r",\s*(?:its\s+)?(?:(?:senior|executive|managing|vice|chief|deputy|assistant|general|group|credit"
    r"|relationship|account|portfolio|branch)\s+)*"
    r"(?:loan\s+officer|underwriter|processor|analyst|vp|director|president|officer|manager|treasurer"
    r"|secretary|authori[sz]ed\s+signatory|chair(?:man|person)?|ceo|cfo|coo|head\s+of)\b",
    re.IGNORECASE,
)


def signatory_as_party(value: str) -> str | None:
    """A would-be party to a loan that is a person with a title (`_PERSON_ROLE`): its signatory."""
    if _PERSON_ROLE.search(value):
        return f"{value!r} is a signatory with a title, not the party: the party is the entity"
    return None


# a unit of an institution ("Member Lending Department", "Loan Servicing Desk"): its name has a lender
# word, but it is not the institution
_UNIT = re.compile(
    r"\b(department|dept\.?|division|desk|team|unit|office|center|centre|operations|servicing|administration)\s*$",
    re.IGNORECASE,
)


def person_as_lender(value: str) -> str | None:
    """A would-be lender or client that names a person (no lender word, no legal form), a person with a
    role, or a department: the lender's contact or unit, not the institution."""
    if _PERSON_ROLE.search(value):
        return f"{value!r} is a person with a role: the client is the institution"
    if _UNIT.search(value.strip()) and not _ENDS_IN_FORM.search(value.strip()):
        return f"{value!r} is a unit of an institution: the client is the institution"
    if not _LENDER_WORD.search(value) and not _ENDS_IN_FORM.search(value.strip()):
        return f"{value!r} names no institution (no lender word, no legal form): the client is the lender"
    return None


HEADING_NOT_PARTY = "is an address heading, not a party"
CUSTOMER_NOT_SELLER = "is printed under Bill To / Ship To: a customer, not the seller"


# a label and a colon before a name or a reference, read as one value ("Đơn vị bán hàng (Seller): CÔNG TY
# …", "IRN : 724f…"): no party or reference label of the corpus or the blind sets opens so
LABEL_BEFORE_VALUE = re.compile(r"[^:\d]{2,60}:\s*\S")


def heading_as_party(value: str) -> str | None:
    """A would-be party that is a Bill To / Ship To heading ("DELIVER TO (forwarding agent)")."""
    if _BILL_TO.search(value) or _SHIP_TO.search(value):
        return f"{value!r} {HEADING_NOT_PARTY}"
    if LABEL_BEFORE_VALUE.match(value):  # "Đơn vị bán hàng (Seller): CÔNG TY …": the name is after it
        return f"{value!r} begins with its label: the party is the name after the colon"
    return None


def under_customer_heading(value: str, page_text: str) -> str | None:
    """A would-be seller printed within a few lines below a Bill To / Ship To heading (a customer); in a
    row of headings ("Dodavatel | Odběratel"), below the customer's heading cell, not the seller's."""
    lines = page_text.splitlines()
    for i, line in enumerate(lines):
        cells = _cells(line)
        heads = {k for k, c in enumerate(cells) if _BILL_TO.search(c) or _SHIP_TO.search(c)}
        for below in lines[i + 1 : i + 4]:
            row = _cells(below)
            hit = {k for k, c in enumerate(row) if value.lower() in c.lower()}
            columns = len(cells) > 1 and len(row) == len(cells)
            if heads and hit and (not columns or hit & heads):
                return f"{value!r} {CUSTOMER_NOT_SELLER}"
    return None


# An attention or care-of marker opening a line ("Attn:", "c/o", Dutch "t.a.v.", German "z. Hd.")
_ATTENTION = r"(?:attn|attention|c/o|t\.\s?a\.\s?v|z\.\s?hd|z\.\s?h\.|à l'attention|all'attenzione)"

# Lines under a Bill To heading that are not the customer's name: an attention or care-of line, a label
# ("Customer No.", "Amount due"), an amount, a street line ("93B Sai Yu Chung").
_NOT_CUSTOMER = re.compile(
    rf"^{_ATTENTION}\b|^\d"
    r"|\b(amount|total|balance|due|paid|payments?|credits?|less|subtotal|number|no\.|nr\.?|date)\b"
    r"|\d[\d,.]*[.,]\d\d\b|^\W*$",
    re.IGNORECASE,
)
_NUMBER_LABEL = re.compile(r"(nummer|numero|number|no\.?|nr\.?|#)\s*:?\s*$", re.IGNORECASE)


# a heading over the seller's block ("Eladó | Vevő", "Dodavatel | Odběratel", "Seller:")
_SELLER = re.compile(
    r"^\s*(?:seller|supplier|vendor|from|eladó|dodavatel|fornitore|cedente|verkäufer|lieferant|leverancier"
    r"|sprzedawca|myyjä|säljare|selger|leverandør|fornecedor|vendedor|emisor|prestataire|fournisseur)\s*:?",
    re.IGNORECASE,
)


def billed_party(page_text: str) -> tuple[str, int] | None:
    """The customer's name as a Bill To heading prints it, and its line index: on the heading's line after
    a colon ("Bill to: Acme Ltd") or in the heading's column on one of the next lines, past attention
    lines. None when no heading names one, or two headings name different ones."""
    return _party_under(page_text, _BILL_TO)


def seller_party(page_text: str) -> tuple[str, int] | None:
    """The seller's name as a seller heading prints it ("Eladó" over "Tiszamenti Nyomda Kft."), and its
    line index, read as `billed_party` reads the customer's."""
    return _party_under(page_text, _SELLER)


def _party_under(page_text: str, heading: re.Pattern[str]) -> tuple[str, int] | None:
    """The one name the `heading` cells of the page head (after a colon, or in its column below)."""
    lines = page_text.splitlines()
    found: dict[str, int] = {}
    for i, line in enumerate(lines):
        cells = _cells(line)
        heads = [
            k
            for k, c in enumerate(cells)
            if heading.search(c) and not _SHIP_TO.search(c) and not _NUMBER_LABEL.search(c)
        ]
        if not heads:
            continue
        k = heads[0]
        label, _, after = cells[k].partition(":")
        name: str | None = after.strip() if after.strip() and heading.search(label) else None
        index = i
        if name is None:
            for j in range(i + 1, min(i + 4, len(lines))):
                row = _cells(lines[j])
                if not lines[j].strip():
                    continue
                if len(row) != len(cells) and not (k == 0 and len(cells) == 1):
                    break  # another layout below the heading: its column cannot be told
                if not _NOT_CUSTOMER.search(row[k]) and not _HEADING.search(row[k]):
                    name, index = row[k], j
                    break
        if name and not _NOT_CUSTOMER.search(name) and re.search(r"[^\W\d]{2}", name):
            found.setdefault(name, index)
    return next(iter(found.items())) if len(found) == 1 else None


# a trade line under a seller's name: words in parts set off by middle dots, no figure
_TAGLINE = re.compile(r"^[^\d·|]+(?:·[^\d·|]+){2,}$")


def without_letterhead(value: str, document_text: str) -> str | None:
    """A would-be seller with nothing that marks a letterhead: no repeat, no address, no own web/e-mail.

    A seller's name comes with its address or contact (the rest of its line, or the next line or the one
    after a trade tagline, holds a figure: street number, postcode, phone), is printed again (footer, bank
    account holder), or is the name in its own e-mail or web address. A lone line with none of these is a
    logo or tagline.
    """
    lines = [line for line in document_text.splitlines() if line.strip()]
    found = _line_index(value, lines)
    if len(found) != 1:
        return None  # printed on several lines (corroborated), or not printed at all (another check's job)
    i = found[0]
    rest = lines[i].lower().split(value.lower(), 1)[1]
    below = lines[i + 1 : i + 3]
    if below and _TAGLINE.match(below[0]):  # "Tapisserie · Rideaux · Rénovation de sièges" over the address
        below = below[1:]
    if re.search(r"\d", rest) or (below and re.search(r"\d", _cells(below[0])[-1])):
        return None
    web = " ".join(m.group(0).lower() for m in _WEB.finditer(document_text))
    words = [w for w in re.findall(r"[a-z]{4,}", value.lower()) if w not in _GENERIC_WORDS]
    if any(w in web for w in words):
        return None
    return f"{value!r} has no letterhead (no address, contact or repeat): it may be a logo or tagline"


_ATTENTION_LEAD = re.compile(rf"^{_ATTENTION}\.?(?:\s+d[ei])?\s*[:.]?\s*", re.IGNORECASE)


def contact_below_company(value: str, page_text: str) -> str | None:
    """A billed name printed directly below a company name, perhaps after "Attn:": the contact person, not
    the customer ("Orchid Peak Analytics Pte. Ltd." / "Attn: Mr Daniel Heng, Finance")."""
    lines = page_text.splitlines()
    for i in _line_index(value, lines):
        if i == 0 or not _ATTENTION_LEAD.sub("", lines[i].strip()).lower().startswith(value.lower()):
            continue
        above = _cells(lines[i - 1])[0]
        if not above or re.search(r"[\d:]", above) or _HEADING.search(above):
            continue
        letters = re.sub(r"[^A-Za-z]", "", above)
        if (len(letters) >= 3 and letters.isupper()) or _COMPANY_FORM.search(above):
            return f"{value!r} is printed below the company {above!r}: the customer is the company"
    return None


# Where only the seller is named: payment instructions and the seller's legal footer. The customer's own
# account ("Account Name | Copper Kettle Bakery LLC", "your IBAN", a direct-debit mandate) is not one.
_PAYEE_CUE = re.compile(
    r"payable\s+to|\bremit|\bpay\s+to|beneficiary|kontoinhaber|titulaire|begunstigde|\bt\.?\s?n\.?\s?v\b|"
    r"ten\s+name\s+van|in\s+favou?r\s+of|registered\s+(in|office)|sort\s+code|routing|bankgiro|"
    r"handelsregister|\bkvk\b|\bsiret\b|\brcs\b|company\s+(no|number|registration)",
    re.IGNORECASE,
)
_CUSTOMER_ACCOUNT = re.compile(r"\byour\b|\bihr|\bvotre\b|\buw\b|mandat|debit|account\s+name", re.IGNORECASE)


@functools.lru_cache(maxsize=64)  # asked once per candidate line with the same name and document
def payee_line(name: str, document_text: str) -> str | None:
    """A line naming `name` as the one to be paid or as the issuer in its legal footer ("Checks payable
    to Greenway Lawn & Garden.", "X Ltd. Registered in England and Wales No. 0884…"), or None: the
    seller's second witness where its name stands in a letterhead without a label."""
    words = name.split()
    if not words:
        return None
    # the whole name: not the tail of a longer one ("PAPER & PACKAGING CO." in "to Northwind Paper & …")
    whole = re.compile(r"(?<![\w&])" + r"\s+".join(map(re.escape, words)) + r"(?!\w)", re.IGNORECASE)
    for line in document_text.splitlines():
        if _PAYEE_CUE.search(line) and not _CUSTOMER_ACCOUNT.search(line) and _whole_name(whole, line):
            return line.strip()
    return None


def note_payee(name: str, document_text: str) -> bool:
    """Whether a note promises to pay to the order of `name`, the whole name ("… promises to pay to the
    order of COLUMBIA BASIN COMMERCIAL BANK, an Oregon state-chartered bank"): the lender's role in a
    promissory note, where no "Lender" heading stands over the name."""
    words = name.split()
    if not words:
        return False
    named = r"\s+".join(map(re.escape, words))
    pattern = rf"\bto\s+the\s+order\s+of\s+(?:the\s+)?{named}(?=\s*(?:[,(;.]|$))"
    return re.search(pattern, document_text, re.IGNORECASE | re.MULTILINE) is not None


# the legal forms a company's name ends in, case aside (also read by `measures.organization_for_person`)
LEGAL_FORM = (
    r"inc|ltd|llc|llp|pllc|plc|corp|corporation|co|company|limited|gmbh|ag|kg|b\.?v|n\.?v|"
    r"s\.?a|sas|s[aà]rl|og|e\.u|s\.?r\.?l|s\.?p\.?a|s\.?l|s\.?l\.?p|(?:pvt|pty|\(pty\))\.?\s+ltd|ab|a/s|oy|l\.?p|n\.?a|"
    r"lda|ltda|c\.?\s?v|sp\.?\s?z\s?o\.?\s?o|p\.c|p\.a"
)
# A letterhead name ends in a legal form ("Pty Ltd", "S.L.", "PVT. LTD.", "N.V."); a logo word or tagline
# does not.
# (with the forms that only end a name: "Nordlys Elektroinstallasjon AS", "Vltavská strojírna s.r.o.")
_ENDS_IN_FORM = re.compile(
    rf"(?:^|[\s,])(?:{LEGAL_FORM}|as|asa|a\.s|s\.r\.o|kft|zrt|aps|oyj"
    # more countries' forms: Turkish, Indonesian, Balkan, Bulgarian, Malaysian, Singaporean, Gulf,
    # Icelandic, Baltic, Greek, Peruvian, Omani ("… A.Ş.", "… Tbk", "… d.o.o.", "… Sdn. Bhd.", "… W.L.L.")
    r"|a\.ş|ltd\.?\s*şti|tbk|d\.o\.o|d\.d|a\.d|eood|ood|sdn\.?\s*bhd|bhd|pte|jsc|pjsc|w\.?l\.?l|fze|fzco"
    r"|ehf|hf|oü|sia|uab|kgaa|α\.?ε|ε\.?π\.?ε|ι\.?κ\.?ε|s\.a\.c|e\.i\.r\.l|saog|sasu|eurl)\.?$",
    re.IGNORECASE,
)
# a legal form that opens a name: Indonesia's "PT SUMBER TIRTA MAHAKAM", "CV Maju Jaya"
_STARTS_IN_FORM = re.compile(r"^(?-i:PT|CV)\.?\s+\w+(?:\s+\w+)+$")
# a legal form ending a name of two words or more, with a Swedish listed company's "(publ)" after it
_FORM_TAIL = re.compile(rf"(?<=\w\w)[\s,]+(?:{LEGAL_FORM}|asa|a\.s|oyj)\.?(?:\s*\(publ\))?$", re.IGNORECASE)


def is_company_name(text: str) -> bool:
    """Whether `text` reads as a company's name: two words or more ending in a legal form ("Lopud Vrtovi
    d.d.") or opening with Indonesia's ("PT Sinar Bengkulu Teknik")."""
    text = text.strip()
    return len(text.split()) >= 2 and bool(_ENDS_IN_FORM.search(text) or _STARTS_IN_FORM.match(text))


def company_cell(value: str) -> str | None:
    """The one cell of a value copied across table cells that is a company's name ("Lopud Vrtovi d.d. |
    Hotel Lopud Vrtovi - vanjska terasa" → "Lopud Vrtovi d.d."); None when no cell, or two, read as one."""
    named = [c.strip() for c in value.split("|") if is_company_name(c)]
    return named[0] if "|" in value and len(named) == 1 else None


def without_legal_form(name: str) -> str:
    """`name` without the legal form that ends it ("Fjällvik Industriteknik AB (publ)" → "Fjällvik
    Industriteknik"), as a headline names its company; the name itself when that would leave one word."""
    core = _FORM_TAIL.sub("", name.strip())
    return core if len(core.split()) >= 2 else name


# Words that name the addressee's block or account: a name on or after such a line is the customer's.
_ADDRESSEE = re.compile(
    _BILL_TO.pattern + "|" + _SHIP_TO.pattern + r"|customer|client|account\s+name|\bto\s*:|attention|kunde|"
    r"rechnungsempf|spett|destinat|fakturaadress|factuuradres|adresse\s+de\s+facturation",
    re.IGNORECASE,
)
_DOCUMENT_TITLE = re.compile(
    r"^(tax\s+)?(invoice|factura|facture|rechnung|faktura|fattura|factuur|receipt|statement)\b|^\(.*\)$",
    re.IGNORECASE,
)
_LETTERHEAD_LINES = 4
_SEGMENTS = re.compile(r"\s*\|\s*|\s+[·•–—-]\s+")


def letterhead(first_page: str) -> tuple[str, int] | None:
    """The seller's name as the first page's letterhead prints it, and its line's index, or None.

    A letterhead name is the first name ending in a legal form within the page's first few lines, printed
    whole as one cell (or one "·"/"-" separated part of a sender line), before any addressee heading or
    account-name label, and not the tail of a longer name: every word-only line above it is a document
    title or its own logo words ("KÖHLER" over "Köhler Präzisionswerkzeuge GmbH"; "Brenner & Kolb" over
    "Werkzeugbau GmbH" is the first half of the name, so no letterhead)."""
    above: list[set[str]] = []  # the words of each word-only line above, to be the name's own logo words
    lines = first_page.splitlines()
    for index in [i for i, line in enumerate(lines) if line.strip()][:_LETTERHEAD_LINES]:
        line = lines[index]
        if _ADDRESSEE.search(line):
            return None
        parts = [p.strip() for p in _SEGMENTS.split(line) if p.strip()]
        named = [p for p in parts if is_company_name(p)]
        if named:
            own = set(re.findall(r"\w+", named[0].lower()))
            return (named[0], index) if all(words <= own for words in above) else None
        head = parts[0] if parts else ""
        if not re.search(r"\d", head) and not _DOCUMENT_TITLE.search(head):
            above.append(set(re.findall(r"\w+", head.lower())))
    return None


def letterhead_name(name: str, first_page: str) -> str | None:
    """The line of `first_page` that prints `name` as the seller's letterhead (`letterhead`), or None."""
    found = letterhead(first_page)
    if found is None or " ".join(found[0].split()).lower() != " ".join(name.split()).lower():
        return None
    return first_page.splitlines()[found[1]].strip()


@functools.lru_cache(maxsize=64)  # asked once per candidate line with the same name and document
def role_after_name(name: str, document_text: str, roles: tuple[str, ...]) -> str | None:
    """The role a legal text gives `name` right after printing it, when it is one of `roles`, or None:
    "GREAT LAKES COMMERCE BANK, N.A.,\nas Administrative Agent", "Ashdown Joinery Limited (company
    number 07734521) ("you" or the "Borrower")", "Buckeye Frontier Bank, the client". Only a role clause,
    defined term or apposition directly after the name counts, so the other party named in the same
    sentence is not given this one's role."""
    words = name.split()
    if not words or not roles:
        return None
    role = "|".join(re.escape(r) for r in sorted(roles, key=len, reverse=True))
    after = (
        r"\s*,?\s*(?:\([^()]*\)\s*)?"  # "(company number 07734521)"
        # "an Illinois corporation", "a company incorporated in England and Wales with registered number
        # 08817346" before its role
        r"(?:an?\s+[^,()\"“]{1,100}?\s*,?\s*)?"
        rf"(?:as\s+(?:the\s+|a\s+|an\s+)?(?P<as>{role})\b|\([^()]*[\"“](?:the\s+)?(?P<term>{role})[\"”]\s*\)"
        # an apposition: "… by Buckeye Frontier Bank, the client and sole intended user"
        rf"|(?:(?<=,)|(?<=,\s))the\s+(?P<app>{role})\b(?![’']s|\s+part))"
    )
    pattern = re.compile(r"(?<![\w&])" + r"\s+".join(map(re.escape, words)) + after, re.IGNORECASE)
    match = pattern.search(document_text)
    return (match.group("as") or match.group("term") or match.group("app")) if match else None


def _whole_name(whole: re.Pattern[str], line: str) -> bool:
    """Whether the line prints the name with no capitalized word of a longer name right before it."""
    for match in whole.finditer(line):
        before = line[: match.start()].split()
        if not before or not before[-1][:1].isupper() or before[-1].endswith(":"):
            return True
    return False


def _case_note_payee() -> None:
    text = 'Borrower promises to pay to the order of\nCOLUMBIA BASIN BANK, an Oregon bank ("Lender")'
    assert note_payee("Columbia Basin Bank", text)
    assert not note_payee("COLUMBIA BASIN", text), "part of the name"
    assert not note_payee("Acme LLC", "Acme LLC promises to pay to the order of Columbia Basin Bank")


def _case_ship_to_and_customer_heading() -> None:
    page = "Sammy Maystone\nBill To | Ship To\nTaylor Riddel | Taylor's Store\n"
    assert under_ship_to("Taylor's Store", page) and not under_ship_to("Taylor Riddel", page)
    consignee = "Buyer (Bill to) | Consignee (Ship to)\nKaveri LLP | Nandi Pvt. Ltd.\nMysuru | A/c Kaveri LLP"
    assert not under_ship_to("Kaveri LLP", consignee), "shipped for the buyer printed under Bill To"
    assert under_ship_to("Nandi Pvt. Ltd.", consignee)
    assert under_customer_heading("Taylor Riddel", page)
    assert under_customer_heading("Sammy Maystone", page) is None
    assert heading_as_party("DELIVER TO (forwarding agent)") and heading_as_party("Taylor Riddel") is None
    assert heading_as_party("Đơn vị bán hàng (Seller): CÔNG TY CỔ PHẦN BAO BÌ"), "a label before the name"
    assert heading_as_party("Rochat & Fils SA, Route 31") is None
    site = "Livré à: Atelier de décolletage, Chemin des Ouches 7"
    assert after_ship_to("Atelier de décolletage, Chemin des Ouches 7", site), "the delivery's line"
    assert after_ship_to("Manufacture Lac-de-Joux SA", "Facturé à: Manufacture Lac-de-Joux SA") is None
    assert person_as_lender("Kevin Doyle") and person_as_lender("Daniel Cho, Loan Officer")
    assert person_as_lender("Member Lending Department"), "a unit of the lender"
    assert person_as_lender("First Office Bank") is None and person_as_lender("Lending Center LLC") is None
    assert (
        person_as_lender("The Loan Store") is None
        and person_as_lender("Gulfstream Coast Mortgage LLC") is None
    )
    assert billed_party(page) == ("Taylor Riddel", 2)
    assert billed_party("Invoice Total | $5.00\nAcme Ltd") is None, "an invoice total is no Invoice To"
    finnish = "Asiakasnumero | Viitenumero\nLaskutusosoite | 40215\nAsunto Oy Kaarre | Eräpäivä\nc/o X | 1.6."
    assert billed_party(finnish) == ("Asunto Oy Kaarre", 2), "a customer number label heads no name"
    client = "Client | Tax Invoice No. | KSI-2026-0147\nBlouvlei Cold Storage (Pty) Ltd | Date | 2026/06/30"
    assert billed_party(client) == ("Blouvlei Cold Storage (Pty) Ltd", 1), "a Client column heading"
    assert seller_party("Eladó | Vevő\nTiszamenti Nyomda Kft. | Csongrádi Pincészet Kft.") == (
        "Tiszamenti Nyomda Kft.",
        1,
    )
    assert billed_party("Bill to: Acme Ltd\nAttn: Jo") == ("Acme Ltd", 0)
    assert billed_party("Bill to Address:\nATTN: iViveLabs Limited\n93B Sai Yu Chung") is None, "a street"
    two = "Bill To | Ship To\nAcme Ltd | Beta Ltd\nSold To\nGamma Ltd"
    assert billed_party(two) is None, "two headings, two names: code cannot tell"
    czech = "FAKTURA\nDodavatel | Odběratel\nVltavská strojírna s.r.o. | Pivovar Dolní Lhota a.s.\n"
    assert under_customer_heading("Vltavská strojírna s.r.o.", czech) is None, "the supplier's column"
    assert under_customer_heading("Pivovar Dolní Lhota a.s.", czech), "the customer's column"
    assert billed_party(czech) == ("Pivovar Dolní Lhota a.s.", 2)
    danish = "Kunde | Leveringsadresse\nAndelsboligforeningen Kildevænget | Kildevænget 22\nKundenr. | 1093"
    assert billed_party(danish) == ("Andelsboligforeningen Kildevænget", 1), billed_party(danish)


def _case_letterhead() -> None:
    odoo = (
        "Global Wholesaler\nAzure Interior\n4557 De Silva St\n\n"
        "YourCompany\n215 Vine St\nmail@azure-interior.com"
    )
    assert without_letterhead("Global Wholesaler", odoo)
    trade = "Atelier Mérillat Sàrl\nTapisserie · Rideaux · Sièges\nRue du Simplon 27, 1006 Lausanne"
    assert without_letterhead("Atelier Mérillat Sàrl", trade) is None, "a trade tagline over the address"
    assert without_letterhead("Azure Interior", odoo) is None  # next line is its street address
    assert without_letterhead("Sammy Maystone", "Sammy Maystone | INVOICE\nsmaystone@fake.com") is None
    assert without_letterhead("Acme", "Acme\nTotal | 5\nPaid to Acme") is None  # printed twice
    firm = "Halvorsen & Pike Consulting, P.C."
    assert letterhead_name(firm, f"{firm} | INVOICE\n17 Millpond Court"), "a professional corporation"


def _case_contact_below_company() -> None:
    page = "ALEXINUX\nde Lattre Alexis\n27 rue Henri Rolland\nNederland\nPino Bluebird | www.x.nl"
    assert contact_below_company("de Lattre Alexis", page)
    assert contact_below_company("ALEXINUX", page) is None
    assert contact_below_company("Pino Bluebird", page) is None  # a country line above is no company
    sg = "Customer\nOrchid Peak Analytics Pte. Ltd.\nAttn: Mr Daniel Heng, Finance"
    assert contact_below_company("Mr Daniel Heng, Finance", sg), "an attention line under the company"
    assert contact_below_company("iViveLabs Limited", "Bill to Address:\nATTN: iViveLabs Limited") is None
    assert contact_below_company("Ann Lee", "Acme Ltd\nAnn Lee") and not contact_below_company(
        "Ann Lee", "BILL TO\nAnn Lee"
    )


def _case_payee_line() -> None:
    text = "Greenway Lawn & Garden\nBill To: Pat Hollins\nChecks payable to Greenway Lawn & Garden."
    assert payee_line("Greenway Lawn & Garden", text) is not None
    assert payee_line("Pat Hollins", text) is None
    bill = "Ridgeline Fiber | Account Name | Copper Kettle Bakery LLC\nRemit to: Ridgeline Fiber, PO Box 4"
    assert payee_line("Copper Kettle Bakery LLC", bill) is None, "the customer's account name is no payee"
    assert payee_line("Ridgeline Fiber", bill) is not None
    remit = "Remit to: Northwind Paper & Packaging Co., 40 Dock St"
    assert payee_line("PAPER & PACKAGING CO.", remit) is None, "the tail of a longer name"
    assert payee_line("Northwind Paper & Packaging Co.", remit) is not None
    assert payee_line("Thornbury Print Ltd", "BACS: Thornbury Print Ltd · Sort code 40-22-17") is not None


def _case_without_legal_form() -> None:
    assert without_legal_form("Fjällvik Industriteknik AB (publ)") == "Fjällvik Industriteknik"
    assert without_legal_form("Hotel Patio de los Naranjos, S.L.") == "Hotel Patio de los Naranjos"
    assert without_legal_form("Siemens AG") == "Siemens AG", "one word left is no name"


def _case_company_cell() -> None:
    assert company_cell("Lopud Vrtovi d.d. | Hotel Lopud Vrtovi - vanjska terasa") == "Lopud Vrtovi d.d."
    assert company_cell("SEÑOR(ES): | MARINOS S.A. | COMUNA:") == "MARINOS S.A.", "after a label"
    assert company_cell("Acme GmbH | Beta AG") is None, "two companies: no pick"
    assert company_cell("Ihre Bestellung | B-4471/26") is None and company_cell("Acme GmbH") is None


def _case_letterhead_name() -> None:
    page = "KÖHLER | Tel. +49 7361\nKöhler Präzisionswerkzeuge GmbH · Industriestraße 14\nBauer Metallbau KG"
    assert letterhead_name("Köhler Präzisionswerkzeuge GmbH", page) is not None
    assert letterhead_name("Bauer Metallbau KG", page) is None, "the second company on the page"
    assert letterhead_name("Werkzeugbau GmbH", "Brenner & Kolb\nWerkzeugbau GmbH") is None, "half a name"
    bondi = "TAX INVOICE\nInvoice Date | Bondi Signage Pty Ltd"
    assert letterhead_name("Bondi Signage Pty Ltd", bondi) is not None
    account = "Ridgeline Fiber | Account Name | Copper Kettle Bakery LLC"
    assert letterhead_name("Copper Kettle Bakery LLC", account) is None, "the customer's account"
    assert letterhead_name("Acme Ltd", "Bill To\nAcme Ltd") is None
    assert letterhead(page) == ("Köhler Präzisionswerkzeuge GmbH", 1)
    assert letterhead("\nTAX INVOICE\n\nBondi Signage Pty Ltd | ABN 12") == ("Bondi Signage Pty Ltd", 3)
    assert letterhead("Brenner & Kolb\nWerkzeugbau GmbH") is None


def _case_contact_and_unit_as_client() -> None:
    assert person_as_lender("Loan Operations"), "a unit of the credit union"
    contact = "Coral Sea Commercial Bank Limited (Ben Whitlam, Credit Manager, Business Banking)"
    assert person_as_lender(contact), "the client with its contact"
    assert person_as_lender("Willamette Trust Credit Union") is None
    assert person_as_lender("Capital Operations LLC") is None, "a legal form ends it"


def _case_role_after_name() -> None:
    agent = "THE LENDERS PARTY HERETO,\nGREAT LAKES BANK, N.A.,\nas Administrative Agent, Swing Line Lender"
    assert role_after_name("GREAT LAKES BANK, N.A.", agent, ("administrative agent", "lender")) is not None
    offer = (
        'We, Wexcombe Finance Limited ("we", "us" or the "Lender"), are pleased to offer Ashdown Joinery '
        'Limited (company\nnumber 07734521) ("you" or the "Borrower") a facility'
    )
    assert role_after_name("Ashdown Joinery Limited", offer, ("borrower",)) == "Borrower"
    assert role_after_name("Wexcombe Finance Limited", offer, ("borrower",)) is None, "the other party"
    assert role_after_name("Wexcombe Finance Limited", offer, ("lender",)) == "Lender"
    recital = (
        'between NORTHGATE CASTINGS, INC., an Illinois corporation ("Borrower"), and PRAIRIE SHORE BANK, an\n'
        'Illinois state-chartered bank ("Lender"). ACME LLC, a Texas limited liability company, as Guarantor'
    )
    assert role_after_name("NORTHGATE CASTINGS, INC.", recital, ("borrower",)) == "Borrower"
    assert role_after_name("PRAIRIE SHORE BANK", recital, ("lender",)) == "Lender"
    assert role_after_name("PRAIRIE SHORE BANK", recital, ("borrower",)) is None, "the other party's term"
    use = "by Buckeye\nFrontier Bank, the client and sole intended user; Acme, the lenders party"
    assert role_after_name("Buckeye Frontier Bank", use, ("client",)) == "client"
    assert role_after_name("Acme", use, ("lender",)) is None, "no role of Acme's"
    assert role_after_name("Acme", "Acme, the lender's counsel", ("lender",)) is None, "a possessive"
    assert role_after_name("ACME LLC", recital, ("borrower", "guarantor")) == "Guarantor"


SELFTEST_CASES = [
    _case_contact_and_unit_as_client,
    _case_ship_to_and_customer_heading,
    _case_letterhead,
    _case_contact_below_company,
    _case_payee_line,
    _case_letterhead_name,
    _case_company_cell,
    _case_without_legal_form,
    _case_role_after_name,
    _case_note_payee,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
