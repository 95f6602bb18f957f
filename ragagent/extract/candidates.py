"""Code-first candidates: the lines that print a field's label with a value of its kind, and the
second witness a model answer needs before it is accepted.

Code reads every line of the document for a labelled field (money, number, date with a label rule in
`ragagent.schemas`, the same labels `ragagent.measures` uses for questions): a line is a candidate when
its label comes before a value of the field's kind and it is not the field's wrong row. The model
chooses; code accepts only when the two agree — the model's line is a candidate and every candidate
prints the same value. Unlabelled text fields need their label words on the pointed line or just above.
"""

from __future__ import annotations

import datetime
import itertools
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from math import prod

from ragagent.evidence import find_quote
from ragagent.extract.lines import CELL_SEP, Line
from ragagent.normalize import (
    ISO_CURRENCIES,
    SENTENCE_BREAK,
    dates_in,
    dates_in_context,
    numbers_in,
    parse_date,
    parse_number,
    without_dates,
)
from ragagent.pages import Page
from ragagent.rules import SUM_WITNESSES, sum_holds
from ragagent.schemas import (
    ADJUSTMENT,
    CARRIED_BALANCE,
    CREDITED_INVOICE,
    MEZZANINE,
    FieldSpec,
    field_names,
    field_spec,
)
from ragagent.selftest import selftest_main
from ragagent.tables import current_cell, in_quarter, joined_rows, past_note
from ragagent.verify import ANNUAL_REPORTS, NUMBER_MARK, report_type_read

_WORD = re.compile(r"[^\W\d_]{3,}")  # a word of three letters or more
_CENTS = re.compile(r"\d[.,]\d{2}(?!\d)")  # an amount printed with cents
# a line-item table's header: its "Date" column dates an item, not the invoice
_ITEM_HEADER = re.compile(r"\b(description|qty|quantity|hours|unit\s*price|rate)\b", re.IGNORECASE)
# a rate, and the base it applies to ("Tax 15% on $ 112.90 | $ 16.94")
_PERCENT = re.compile(r"\(?\d[\d.,]*\s*%\)?(\s+on\s+[$€£]?\s*\d[\d.,]*)?", re.IGNORECASE)
_MARKED_AMOUNT = re.compile(
    r"(?:[$€£]|\b(?:USD|EUR|GBP)\s?)\s*\d[\d,.]*(?:\s*(?:million|billion))?|\d[\d,.]*\s*(?:dollars|euros?)\b",
    re.IGNORECASE,
)
# a cell opening with a word that is no currency: a description, not an amount ("Cat6 patch cable")
_DESCRIPTION = re.compile(rf"\s*(?!(?:{'|'.join(sorted(ISO_CURRENCIES))})\b)[^\W\d_]{{3,}}")
_REFERENCE = re.compile(r"\b[^\W\d_]+[-/]\d[\w/-]*")  # a document number, no amount: "INV-118872"
_NOTE_REF = re.compile(r"\(\s*notes?\s*\d+\s*\)|\bnotes?\s+\d+\b", re.IGNORECASE)
# a role defined after its party ("123ABC LLC." then "(Hereinafter referred to as the Borrower)") names
# the line above it, never the party on the lines below
_DEFINES_ABOVE = re.compile(r"^\s*\(|hereinafter|referred to as", re.IGNORECASE)
KEYWORD_LINES_ABOVE = 2  # a heading ("Bill To") may sit up to this many lines above its value
MAX_SHOWN = 4  # candidates named in a review problem
LABEL_LINES_ABOVE = 4  # a column header may sit this many non-empty lines above its values
_DURATION = re.compile(r"\d+\s*(days?|months?|years?|jours|tage|dagen)\b", re.IGNORECASE)
MAX_WORDS_BEFORE_LABEL = 3  # a label starts its cell ("Sales Tax", "Total net sales"), prose does not
MAX_WORDS_BEFORE_ROW_LABEL = 8  # "Net loss per share, basic and diluted | (0.09)"
_CELL_END = re.compile(r"\w*\s*(?:\||$)")  # the rest of the label's word, then its cell ends

Value = float | datetime.date
# Label words that witness an unlabelled field, where its page-selection keywords do not fit (too
# generic: "name" for the appraiser; too narrow: "Invoice INV/2023/03/0008" has no "invoice number").
WITNESS_WORDS: dict[str, tuple[str, ...]] = {
    "invoice_number": (
        "invoice",
        "inv",
        "rechnung",
        "rechnungsnr",
        "factuur",
        "factuurnummer",
        "facture",
        *("numero", "número", "numéro", "nummer", "creditnotanummer"),
        # the invoice's own number in other languages ("Fatura n.º", "Faktura č.", "Numer faktury"); a bare
        # "n.º" also marks a customer, contract or requisition number
        *("fatura n", "factura n", "fattura n", "faktura č", "faktura nr", "číslo faktury", "numer faktury"),
        *("número de factura", "numéro de facture", "nº de factura", "n.º de factura", "n° de facture"),
        *("請求書番号", "請求番号"),  # Japanese
        "number",
        "no",
        "nr",
        "č",  # Czech "č." (číslo): "FAKTURA – DAŇOVÝ DOKLAD | č. 27FV00412"
        *("№", "номер", "sorszám", "számlaszám", "nro"),  # "СЧЕТ-ФАКТУРА № ИТ-1284", "Sorszám:", "Nro."
    ),
    # the bill-to headings of `parties` (which also knows the ship-to ones beside them) in six languages
    "bill_to": (
        *("bill to", "billed to", "billing address", "customer", "sold to", "invoice to", "fakturamottaker"),
        *("fakturaadress", "rechnungsempfänger", "rechnungsadresse", "datos del cliente", "destinataire"),
        *("odběratel", "vevő", "faktureres til"),
        *("zahlbar durch", "pagabile da"),  # a Swiss QR-bill's payer heading (German, Italian)
        # Spanish, French, Portuguese, Italian, Dutch, Turkish, Indonesian, Vietnamese, Romanian, Croatian,
        # Icelandic, Estonian, Latvian, Lithuanian, Russian, Greek, Chinese, Korean, Thai
        *("cliente", "client", "señor(es)", "facturar a", "facturé à", "tomador", "destinatario", "klant"),
        *("alıcı", "sayın", "pembeli", "ditagihkan kepada", "đơn vị mua hàng", "cumpărător"),
        *("kupac", "kaupandi", "ostja", "pircējs", "pirkėjas", "покупатель", "получатель", "плательщик"),
        "αγοραστής",
        *("购买方", "购方", "공급받는자", "ผู้ซื้อ", "ลูกค้า"),
    ),
    # a supplier heading in nine languages; `parties.under_customer_heading` keeps the customer's column out
    "vendor_name": (
        *("sold by", "from", "service provider", "vendor", "supplier", "dodavatel", "lieferant", "fornitore"),
        *("proveedor", "fornecedor", "leverandør", "leverantör", "szállító", "toimittaja", "fournisseur"),
        *("emisor", "vendedor", "vendeur", "émetteur", "satıcı", "penjual", "đơn vị bán hàng", "người bán"),
        *("furnizor", "dobavljač", "prodavatelj", "izdavatelj", "seljandi", "müüja", "pārdevējs"),
        *("pardavėjas", "поставщик", "продавец", "πωλητής", "销售方", "销方", "공급자", "ผู้ขาย"),
    ),
    # a legal form naming a company ("PT … Tbk", "… A.Ş.", "CÔNG TY CỔ PHẦN …", "… S.A.A.") in other markets
    "company_name": (
        *("inc", "corporation", "announces", "reports", "exact name of registrant", "plc"),
        *("tbk", "a.ş", "công ty", "s.a", "s.a.a", "s.a.b", "s.p.a", "n.v", "oyj", "asa", "d.d", "berhad"),
        *("bhd", "pcl", "pjsc", "株式会社", "有限公司", "주식회사"),
    ),
    # a period heading of any length ("For the fiscal year ended", "Nine Months Ended", a cover's
    # "For the quarterly period ended"); a statement's column header is the other witness (`point`)
    "period_end_date": (
        "period ended",
        "months ended",
        "weeks ended",
        "quarter ended",
        "year ended",
        "years ended",
        # the same heading in other languages
        *("yang berakhir", "hesap dönemi", "kết thúc", "încheiat", "završen", "lõppenud", "закончившийся"),
        *("截至", "종료", "สิ้นสุด", "terminado", "terminados", "finalizado", "exercice clos", "période close"),
        *("esercizio chiuso", "periodo chiuso", "geschäftsjahr", "eindigend", "räkenskapsår", "encerrado"),
        *("findo em", "findos em"),
    ),
    "appraiser_name": ("appraiser", "signature"),
    # an appraisal cover's "Prepared for:" heading names the client
    "client_name": (*field_spec("appraisal", "client_name").keywords, "prepared for"),
    # an agreement's own date in its opening sentence ("is entered into effective as of February 20, 2026",
    # the LMA form's "THIS AGREEMENT is dated 17 March 2027")
    "agreement_date": (
        *("dated as of", "agreement dated", "entered into as of", "date", "effective as of", "made as of"),
        "is dated",
    ),
    "borrower": ("borrower", "as borrower", "maker"),
    "lender": ("lender", "administrative agent", "as agent", "holder", "payee"),
}


@dataclass(frozen=True)
class Candidate:
    """One labelled line and the value code reads from it (the first figure or date after the label)."""

    line: str
    value: Value
    text: str
    quote: str | None = None  # label above the line: its header cell and the value cell
    quarter: bool | None = None  # statement row under a three-month heading (False: another period's)


def labelled(spec: FieldSpec) -> bool:
    """Whether code can propose candidates for this field (a label rule and a figure or date kind)."""
    return spec.label is not None and spec.kind in ("money", "number", "date")


def _first_value(
    spec: FieldSpec, tail: str, day_first: bool, *, marked: bool = False, items: bool = False
) -> Value | None:
    """The first date (date fields) or amount (others) printed in `tail`, skipping rates and durations;
    with `marked`, only an amount printed with its currency ("$10,000", "10,000 Dollars"); with `items`
    (an invoice), not from a later cell that opens with words, or any after it: a line item's description
    and figures ("PAYMENT DUE | Cat6 patch cable, 7 ft | 40 ea", a sidebar label beside the items)."""
    if changed := _CHANGED.search(tail):  # the value the line changes it to, not the one it replaces
        tail = tail[changed.end() :]
    if spec.kind == "date":
        if spec.name == "maturity_date":  # "extended from March 3, 2025 to March 3, 2028": the new date
            tail = _without_replaced(tail, lambda old: bool(dates_in(old, day_first=day_first)))
        dates = dates_in_context(tail, day_first=day_first)
        return dates[0][1] if dates else None
    # a cell printing a date holds no amount: "Due Date: April 3, 2024" none, "Amount due on
    # August 3, 2014 | $4.11" the next cell's
    cells = tail.split(CELL_SEP)
    if items:
        cells = cells[:1] + list(itertools.takewhile(lambda c: not _DESCRIPTION.match(c), cells[1:]))
    tail = CELL_SEP.join(c for c in cells if not dates_in(c, day_first=day_first))
    tail = re.sub(r"^[^|\d]*?\)", " ", tail)  # the ")" closing a label such as "Net income (loss)"
    tail = _REFERENCE.sub(" ", _NOTE_REF.sub(" ", _DURATION.sub(" ", _PERCENT.sub(" ", tail))))
    tail = _without_replaced(tail, lambda old: parse_number(old) is not None)
    if marked:
        tail = " ".join(m.group(0) for m in _MARKED_AMOUNT.finditer(tail))
    figures = numbers_in(tail)
    return figures[0] if figures else None


def _labels_at(spec: FieldSpec, text: str, *, row: bool = False) -> list[re.Match[str]]:
    """The field's labels in `text` that start their cells (a sentence mentioning one is not a label):
    the first, or only its cell's first when a sentence mentions the label ("... report the total as
    0.00"), and every later one (a tax summary's header row "Base HT | Montant TVA | Total HT | 5 279,50").
    With `row` (a statement's table row), a label that closes the row's first cell counts however long
    the cell (`FieldSpec.label_closes_row`)."""
    by_cell = spec.kind == "date" and not row and CELL_SEP in text  # "Invoice Date | … | Order Date | …"
    if spec.label is None or not by_cell and spec.wrong_row(text):
        return []
    out: list[re.Match[str]] = []
    for match in re.finditer(spec.label, text, re.IGNORECASE):
        cell_start = text.rfind("|", 0, match.start()) + 1
        if by_cell and spec.wrong_row(_label_and_value_cells(text, cell_start)):
            continue
        closes = row and spec.label_closes_row and cell_start == 0 and _CELL_END.match(text, match.end())
        reach = MAX_WORDS_BEFORE_ROW_LABEL if closes else MAX_WORDS_BEFORE_LABEL
        if len(text[cell_start : match.start()].split()) > reach:
            if not out:
                return []
            continue
        out.append(match)
    return out


def _label_and_value_cells(text: str, cell_start: int) -> str:
    """The cell starting at `cell_start` and the cell after it: a label and its value in a row that
    prints several ("Invoice Date | 2025-09-18 | Order Date | 2025-09-02")."""
    return CELL_SEP.join(text[cell_start:].split(CELL_SEP)[:2])


def _label_at(spec: FieldSpec, text: str) -> re.Match[str] | None:
    """The field's first label in `text` that starts its cell (`_labels_at`)."""
    labels = _labels_at(spec, text)
    return labels[0] if labels else None


def line_value(
    spec: FieldSpec,
    text: str,
    *,
    table_only: bool,
    day_first: bool,
    marked: bool = False,
    items: bool = False,
) -> Value | None:
    """The value a line prints for `spec`: the first figure/date after the field's label, or None
    when the label is missing, the line is the wrong row, or (for statements) not a table row whose
    first cell carries the label."""
    labels = _labels_at(spec, text, row=table_only)
    if not labels or table_only and ("|" not in text or "|" in text[: labels[0].start()]):
        return None
    if table_only:
        return _first_value(spec, text[labels[0].end() :], day_first, marked=marked)
    values = (_first_value(spec, text[m.end() :], day_first, marked=marked, items=items) for m in labels)
    return next((v for v in values if v is not None), None)


# a cell that opens with a label of its own ("Next scheduled visit: 10/12/2024")
_OWN_LABEL = re.compile(r"^\s*[^\W\d][^:|\d]{1,40}:\s*\S")


def _labelled_above(
    spec: FieldSpec, rows: list[str], i: int, day_first: bool, *, marked: bool = False
) -> list[tuple[Value, str]]:
    """Values of a line without the label whose label sits above: the same cell of a header line with
    as many cells, or a one-cell label line right above a one-cell value. Returns (value, quote).
    A row whose first cell is words, not a date, is a line item ("Service A | 12 | $10.00 | $120.00"):
    its "Amount" header names the item's figure, not the document's; unless that cell is an id and the
    row prints no amount with cents: a header band's values ("KRE-448120 | 09/22/2025 | 10/22/2025")."""
    cells = rows[i].split(CELL_SEP)
    item = _WORD.search(cells[0]) and not dates_in(cells[0], day_first=day_first)
    # cents read past the dates: "2026.05.13." prints no amount
    band_values = (re.search(r"\d", cells[0]) or spec.kind == "date") and not _CENTS.search(
        without_dates(rows[i])
    )
    if len(cells) > 1 and item and not band_values:
        return []
    if _rate_part(rows, i):
        return []
    above = [rows[k] for k in range(i - 1, max(-1, i - 1 - LABEL_LINES_ABOVE), -1) if rows[k].strip()]
    out = []
    for c, cell in enumerate(cells):
        value = _first_value(spec, cell, day_first, marked=marked)
        if value is None or spec.kind != "date" and parse_number(cell) is None:
            continue  # an amount fills its cell: "61 Quarry Rd" under "Accounts Payable" is none
        if _OWN_LABEL.match(cell):
            continue  # "Next scheduled visit: 10/12/2024" is named by its own label, not by the line above
        for k, line in enumerate(above):
            header = line.split(CELL_SEP)
            shift = 0 if len(header) == len(cells) else _date_shift(header, cells, day_first, spec)
            if shift is not None and (len(cells) > 1 or k == 0):
                if _ITEM_HEADER.search(line):
                    break
                # a line printing amounts or dates is a row of its own ("Invoice Date: | August 3, 2014"),
                # not a header naming the cells below it; a rate names its column ("IVA 21%"), and a
                # letterhead's address may share the header's line ("Teollisuuskatu 9 B, 33560 Tampere")
                col = c - shift
                if (
                    0 <= col < len(header)
                    and _label_at(spec, header[col])
                    and not numbers_in(_PERCENT.sub(" ", header[col]))
                    and not any(_CENTS.search(_PERCENT.sub(" ", h)) or dates_in(h) for h in header)
                    and not _dates_neighbour(spec, header, col)
                ):
                    out.append((value, _column_quote(header, cells, col, c)))
                break
    return out


RATE_CELL = re.compile(r"^\s*\d{1,2}(?:[.,]\d+)?\s*%\s*$")  # a rate alone: "23%", "5,5 %"


def _rate_part(rows: list[str], i: int) -> bool:
    """Whether row `i` is one rate's row of a tax analysis that has several ("23% | 12 304,00 | 2 829,92"
    above "8% | 6 400,00 | 512,00" and "Razem | 18 704,00 | …"): a part, not the invoice's figure."""
    width = len(rows[i].split(CELL_SEP))
    if not RATE_CELL.match(rows[i].split(CELL_SEP)[0]):
        return False
    table = [r for r in rows[max(0, i - 4) : i + 5] if len(r.split(CELL_SEP)) == width]
    return sum(bool(RATE_CELL.match(r.split(CELL_SEP)[0])) for r in table) > 1


# an amendment's change: "the Total Facility Amount of £8,500,000 is increased to £12,000,000", "30 September
# 2029 is deleted and replaced with 31 March 2031"; not a possible one ("may be increased to", an accordion)
_CHANGED = re.compile(
    r"\b(?:is|are|has\s+been|have\s+been)\s+(?:hereby\s+)?"
    r"(?:(?:deleted\s+and\s+)?replaced\s+(?:with|by)|(?:increased|reduced|decreased|amended|changed|extended)\s+to)\b",
    re.IGNORECASE,
)
# a value a line replaces, its new one after "to" here or on the next line ("increased from $2,500,000.00 to",
# "extended from September 1, 2025 to")
_REPLACED = re.compile(r"\bfrom\s+([^;]{1,40}?)\s+to\b", re.IGNORECASE)


def _without_replaced(tail: str, is_value: Callable[[str], bool]) -> str:
    """`tail` without the "from <old value> to" phrases whose old value `is_value` reads."""
    return _REPLACED.sub(lambda m: " " if is_value(m[1]) else m[0], tail)


# a legal text's defined term right after a date: 'April 15, 2029 (the "Maturity Date")'
_DEFINED_TERM = re.compile(r"\(\s*(?:the\s+)?[\"“]([^\"”]{1,40})")
_DATE_REACH = 40  # characters before a defined term that may hold its date


def _defined_dates(spec: FieldSpec, text: str, day_first: bool) -> list[Value]:
    """The dates `text` defines as the field: each printed right before a defined term that carries the
    field's label and is no superseded one ('(the "Extended Maturity Date")', not '"Original Maturity
    Date"'). A label in running prose does not start its cell, so `line_value` misses these."""
    out: list[Value] = []
    for match in _DEFINED_TERM.finditer(text):
        term = match.group(1)
        if not spec.label_ok(term) or spec.wrong_row(term):
            continue
        head = re.sub(r"\s+,", ",", text[max(0, match.start() - _DATE_REACH) : match.start()])
        found = dates_in_context(head, day_first=day_first)
        if found and not without_dates(head[len(found[-1][0]) :]).strip():
            out.append(found[-1][1])
    return out


_BARE_DATE = re.compile(r"\s*(dated?|datum|fecha|data)\s*:?\s*", re.IGNORECASE)


def _dates_neighbour(spec: FieldSpec, header: list[str], col: int) -> bool:
    """Whether a bare "Dated" header cell dates the document its left neighbour names, one this field is
    not ("Buyer's Order No. | Dated", "Delivery Note | Dated" on an Indian tax invoice)."""
    bare = _BARE_DATE.fullmatch(header[col]) is not None
    return bare and col > 0 and spec.wrong_row(f"{header[col - 1]} {header[col]}")


# a header cell naming a date ("Invoice Date", "Fakturadatum", "Fecha", "Data de emissão", "Päiväys")
_DATE_HEAD = re.compile(
    r"dat[eo]?|fecha|päiv|kelt|vencim|scadenz|fällig|forfall|förfall|splatnost", re.IGNORECASE
)


def _date_shift(header: list[str], cells: list[str], day_first: bool, spec: FieldSpec) -> int | None:
    """How many cells a header band's value row runs ahead of its label row when it prints more cells
    (a left block's label, a sidebar's figures): the one shift that puts a date under every header
    cell naming a date and none under the others ("Fakturanr | Fakturadatum" over "Fakturaadress | 70412
    | 2025-01-24": 1). None for a field that is no date, or when no shift or several fit."""
    if spec.kind != "date" or not 1 < len(header) < len(cells):
        return None
    heads = [bool(_DATE_HEAD.search(h)) for h in header]
    if not any(heads):
        return None
    dated = [bool(dates_in(cell, day_first=day_first)) for cell in cells]
    fits = [
        shift for shift in range(len(cells) - len(header) + 1) if dated[shift : shift + len(header)] == heads
    ]
    return fits[0] if len(fits) == 1 else None


def _column_quote(header: list[str], cells: list[str], h: int, c: int) -> str:
    """The text from header cell `h` to value cell `c`, as the evidence matcher locates it: the header
    cell, then the value line up to the cell ("Invoice Date\nHV-10482 | 02/14/2025"); the matcher
    jumps from a word to a later line's start over text without digits. Where the rest of the header
    prints digits, the quote runs through it ("Due Date | Ref 2\n03/20/2023 | 04/04/2023"). The other
    header cells stay out of the quote: "Due Date" beside "Invoice Date" is not its label."""
    rest = CELL_SEP.join(header[h + 1 :])
    head = header[h] if not re.search(r"\d", rest) else CELL_SEP.join(header[h:])
    return f"{head.strip()}\n{CELL_SEP.join(cells[: c + 1]).strip()}"


def current_value(rows: list[str], i: int, first: Value) -> Value | None:
    """A statement row's figure in the current-period column its header names (`tables`), else the
    first figure after the label (v1's rule, still enforced on the quote by `verify_field`) and after
    the row's "Note" cell (`tables.past_note`)."""
    cell = current_cell(rows, i)
    if cell is None:
        after = past_note(rows, i)
        return first if after is None else (after[0] if after else None)
    figures = numbers_in(_NOTE_REF.sub(" ", rows[i].split(CELL_SEP)[cell]))
    return figures[0] if figures else None


def candidates(spec: FieldSpec, pages: list[Page], *, doc_type: str, day_first: bool) -> list[Candidate]:
    """Every line of the document that code reads as a value of this field (label on the line, or for
    non-statements in the header cell or label line just above)."""
    if not labelled(spec):
        return []
    table_only = doc_type == "financial_statement"
    # an agreement prints section and page numbers beside its labels; its amounts carry their currency
    marked = doc_type == "loan_agreement" and spec.kind == "money"
    out: list[Candidate] = []
    for page in pages:
        rows = page.text.splitlines()
        joined = joined_rows(rows)  # "$ | 9,583" as one cell, so the row is as wide as its header
        for i, text in enumerate(rows):
            if not text.strip():
                continue
            line_id = f"{page.page}.{i + 1}"
            value = line_value(
                spec,
                text,
                table_only=table_only,
                day_first=day_first,
                marked=marked,
                items=doc_type == "invoice",
            )
            quarter = None
            if value is not None and marked and _replaced_facility(rows, i):
                value = None  # the replaced facility's commitments
            # "Original Invoice | INV-14471" over "Invoice Date | 21/05/2026": the credited invoice's date
            if value is not None and spec.kind == "date" and _credited_above(doc_type, rows, i):
                value = None
            if value is not None and table_only and spec.wrong_row(_heading(rows, i)):
                value = None  # "Diluted | 49,310" under "Weighted-average shares outstanding:"
            if value is not None and table_only:
                value, quarter = current_value(joined, i, value), in_quarter(joined, i)
            if value is None and doc_type == "loan_agreement" and spec.kind == "date":
                term_lines = " ".join(rows[i : i + 2])  # a defined term may run onto the next line
                out.extend(
                    Candidate(line_id, d, text.strip()) for d in _defined_dates(spec, term_lines, day_first)
                )
            if value is not None:
                out.append(Candidate(line_id, value, text.strip(), quarter=quarter))
            elif not table_only and _label_at(spec, text) is None:
                out.extend(
                    Candidate(line_id, v, text.strip(), quote)
                    for v, quote in _labelled_above(spec, rows, i, day_first, marked=marked)
                )
    if marked and (totals := [c for c in out if _FACILITIES_TOTAL.search(c.text)]):
        return totals  # the contract's aggregate of several facilities: each facility's amount is a part
    return out


# a line stating the total of several facilities ("Total authorized credit under Facilities 1 and 2: …")
_FACILITIES_TOTAL = re.compile(r"\b(?:total|aggregate)\b[^.;:]{0,60}\bfacilities\b", re.IGNORECASE)


def _credited_above(doc_type: str, rows: list[str], i: int) -> bool:
    """Whether the lines above line `i`'s date name the invoice a credit note credits: the dates under it
    are that invoice's ("Original Invoice | INV-14471" over "Invoice Date | 21/05/2026" and "Invoice Due |
    20 May 2029"), not the note's. The block of dated lines right above is read up to that line."""
    if doc_type != "invoice":
        return False
    for above in reversed(rows[max(0, i - 3) : i]):
        if re.search(CREDITED_INVOICE, above, re.IGNORECASE):
            return True
        if not dates_in(above):
            return False
    return False


_REPLACES = re.compile(
    r"\breplaces\b|\brefinanc(?:es|ing)\b|\bamends\s+and\s+restates\b|\bsupersedes\b", re.IGNORECASE
)


def _replaced_facility(rows: list[str], i: int) -> bool:
    """Whether line `i`'s first amount sits in a sentence about the facility the agreement replaces or
    refinances ("This Agreement replaces the Borrower's Credit Agreement dated as of May 21, 2021 with /
    aggregate commitments of $150,000,000"): that facility's amount, not this one's."""
    start = _MARKED_AMOUNT.search(rows[i])
    before = f"{rows[i - 1] if i else ''} {rows[i][: start.start() if start else len(rows[i])]}"
    return _REPLACES.search(SENTENCE_BREAK.split(before)[-1]) is not None


def _heading(rows: list[str], i: int) -> str:
    """The heading a statement row with a bare label ("Diluted") sits under: the nearest line above it
    printing no figure, past its sibling rows ("Basic | 48,102"); "" for a row that names itself."""
    if len(rows[i].split(CELL_SEP)[0].split()) > 2:
        return ""
    above = [rows[k] for k in range(i - 1, max(-1, i - 1 - LABEL_LINES_ABOVE), -1) if rows[k].strip()]
    return next((line for line in above if not numbers_in(line)), "")


# An invoice-number label opening a cell: the document's noun, then a number word ("Rechnungsnummer",
# "Fakturanr.", "Laskun numero", "Fattura n.", "Invoice #"), or the noun alone before its reference.
_INVOICE_NUMBER_LABEL = re.compile(
    r"^(?:tax\s+)?(?:invoice|rechnung|factuur|facture|factura|fattura|faktura|fatura|laskun?|számla"
    r"|credit\s+(?:note|memo)|kreditnota|gutschrift|nota\s+fiscal)s?"
    r"(?:[\s-]*(?:n(?:o|r|ro|um(?:ber|ero|éro|mer)?)|nummer|numero|número|sorsz[aá]ma?|#|n°|nº|n\.º|č)\b\.?|#)?"
    r"\s*[:.#]?\s*",
    re.IGNORECASE,
)
_REFERENCE_TOKEN = re.compile(r"^[A-Z0-9][\w/.-]*\d[\w/.-]*$", re.IGNORECASE)


def _reference(cell: str, *, day_first: bool) -> str | None:
    """`cell` when it is one reference token (after a number mark: "N° F2026-0342"): a digit in it, not a
    date, not an amount with cents."""
    cell = NUMBER_MARK.sub("", cell.strip())
    amount = re.search(r"\d[.,]\d\d$", cell)
    if not _REFERENCE_TOKEN.match(cell) or dates_in(cell, day_first=day_first) or amount:
        return None
    return cell


def invoice_number_read(page_text: str, *, day_first: bool) -> tuple[str, int] | None:
    """The invoice's number as its label prints it, and its line index: in the label's cell ("Invoice
    No.: 1047"), the next cell ("Fakturanr | 70412") or the same column of the next line. None when no
    label heads a reference, or labels head different ones (an order's number beside the invoice's)."""
    found = invoice_number_reads(page_text, day_first=day_first)
    return next(iter(found.items())) if len(found) == 1 else None


def invoice_number_reads(page_text: str, *, day_first: bool) -> dict[str, int]:
    """Every reference an invoice-number label heads on the page, with its line index (first one kept)."""
    lines = page_text.splitlines()
    found: dict[str, int] = {}
    for i, line in enumerate(lines):
        cells = line.split(CELL_SEP)
        for k, cell in enumerate(cells):
            label = _INVOICE_NUMBER_LABEL.match(cell.strip())
            if label is None:
                continue
            rest = cell.strip()[label.end() :]
            if rest:
                read = [(_reference(rest, day_first=day_first), i)]
            else:
                below = next((j for j in range(i + 1, min(i + 3, len(lines))) if lines[j].strip()), None)
                row = lines[below].split(CELL_SEP) if below is not None else []
                read = [(_reference(cells[k + 1], day_first=day_first), i)] if k + 1 < len(cells) else []
                if len(row) == len(cells) and below is not None:
                    read.append((_reference(row[k], day_first=day_first), below))
            for ref, index in read:
                if ref is not None:
                    found.setdefault(ref, index)
    return found


def document_candidates(doc_type: str, pages: list[Page], *, day_first: bool) -> dict[str, list[Candidate]]:
    """Every field's candidates. In a statement with a three-month column, rows read under another
    period's heading (six months, the fiscal year) are other periods' figures and are no candidates; in
    an annual report or 10-K (its title says so: `verify.report_type_read`) the fiscal year is the
    period, and rows under a three-month heading (a fourth-quarter table) are the candidates dropped."""
    out = {
        name: candidates(field_spec(doc_type, name), pages, doc_type=doc_type, day_first=day_first)
        for name in field_names(doc_type)
    }
    read = report_type_read(pages) if doc_type == "financial_statement" else None
    if read is not None and read[0] in ANNUAL_REPORTS:
        out = {name: [c for c in cands if c.quarter is not True] for name, cands in out.items()}
    elif any(c.quarter for cands in out.values() for c in cands):
        out = {name: [c for c in cands if c.quarter is not False] for name, cands in out.items()}
    return out


MAX_SUM_COMBINATIONS = 5000  # value triples tried for the sum witness; more means code cannot tell


def printed_adjustments(doc_type: str, pages: list[Page], *, day_first: bool) -> list[Candidate]:
    """The lines a sum rule may add to its parts: an invoice's rounding and withholding lines with an
    amount in cents (`ADJUSTMENT`) to subtotal + tax; a balance sheet's redeemable interests or temporary
    equity (`MEZZANINE`, current period) to liabilities + equity; other document types have none."""
    if doc_type == "financial_statement":
        found = candidates(MEZZANINE, pages, doc_type=doc_type, day_first=day_first)
        return [c for c in found if isinstance(c.value, float) and c.value > 0]
    if doc_type != "invoice":
        return []
    found = candidates(ADJUSTMENT, pages, doc_type=doc_type, day_first=day_first)
    return [c for c in found if isinstance(c.value, float) and _CENTS.search(c.text)]


def printed_carried(doc_type: str, pages: list[Page], *, day_first: bool) -> list[Candidate]:
    """An invoice's lines carrying a balance onto its amount due (`CARRIED_BALANCE`: a previous or past-due
    balance, a payment received, a late fee), which the amount-due rule may add to the total."""
    if doc_type != "invoice":
        return []
    found = candidates(CARRIED_BALANCE, pages, doc_type=doc_type, day_first=day_first)
    return [c for c in found if isinstance(c.value, float)]


def amounts(cands: list[Candidate]) -> list[float]:
    """The amounts among candidates' values (adjustments are amounts; a date is none)."""
    return [c.value for c in cands if isinstance(c.value, float)]


def adjustment_records(adjustments: list[Candidate]) -> list[dict[str, object]]:
    """The adjustments as a prediction record stores them, for the review queue's rule checks."""
    return [{"value": c.value, "page": int(c.line.split(".")[0]), "quote": c.text} for c in adjustments]


def sum_witnessed(
    doc_type: str, cands: dict[str, list[Candidate]], adjustments: Sequence[float] = ()
) -> dict[str, float]:
    """The values of the sum rule's fields (subtotal + tax = total; assets = liabilities + equity) when
    exactly one combination of code's candidate values satisfies the rule, else {}. Those labelled lines
    and the identity witness the values even where a field's label is printed with other figures too
    (Azure's section subtotals 112.00 and 150.90 beside the invoice's 262.90)."""
    names = SUM_WITNESSES.get(doc_type, ())
    options = [sorted({c.value for c in cands.get(n, []) if isinstance(c.value, float)}) for n in names]
    if not names or not all(options) or prod(len(o) for o in options) > MAX_SUM_COMBINATIONS:
        return {}
    combos = [dict(zip(names, combo, strict=True)) for combo in itertools.product(*options)]
    holding = [values for values in combos if sum_holds(doc_type, values, adjustments)]
    return dict(holding[0]) if len(holding) == 1 else {}


def model_value(spec: FieldSpec, printed: str, *, day_first: bool) -> Value | None:
    """The model's printed value read the way code reads a candidate (unscaled)."""
    if spec.kind == "date":
        return parse_date(printed, day_first=day_first)
    return parse_number(printed)


def same_value(a: Value, b: Value) -> bool:
    if isinstance(a, datetime.date) or isinstance(b, datetime.date):
        return a == b
    return abs(a - b) <= 1e-9 * max(1.0, abs(a))


def _shown(cands: list[Candidate]) -> str:
    return "; ".join(f"[{c.line}] {c.text[:80]}" for c in cands[:MAX_SHOWN]) + (
        f" (+{len(cands) - MAX_SHOWN} more)" if len(cands) > MAX_SHOWN else ""
    )


def model_chooses(doc_type: str, spec: FieldSpec) -> bool:
    """Whether the model's pick among labelled lines that print different values is evidence enough: an
    amount on any document, a date on an invoice. On the five blind extraction sets every such pick was
    right (33 of 33) except one appraisal's effective date (report date and effective date both labelled
    "date": 2 of 3), so other dates still go to review."""
    return spec.kind != "date" or doc_type == "invoice"


# the prefix of every problem saying only that the second witness is missing
NO_WITNESS = "no second witness"


def agreement(
    cands: list[Candidate],
    line: str | None,
    value: Value | None,
    *,
    single: bool = False,
    witnessed: Value | None = None,
    chooses: bool = False,
    named: str | None = None,
) -> str | None:
    """None when code and model agree, else the problem for the reviewer with both sides shown.

    Agreement: the model's line is a candidate, its value is the candidate's, and every candidate line
    prints that same value, or that value is the one the sum rule picks among them (`witnessed`, from
    `sum_witnessed`), or — with `chooses` (`model_chooses`), the sum rule picking none and the field's
    cross-field rule able to run — the model picked one of the labelled lines, or — `named`, the
    field's own name ("effective date") — the model picked the one labelled line that prints that name
    ("Effective Date of Appraisal" beside "Date of Signature and Report"). With `single` (the field's
    cross-field rule could not run, so that witness is lost) code must find exactly one labelled line.
    """
    if not cands:
        return f"{NO_WITNESS}: code finds no line printing this field's label with a value"
    model = f"model pointed at [{line}] ({value!r})"
    if value is None or not any(c.line == line and same_value(c.value, value) for c in cands):
        return f"code and model disagree: {model}; code reads {_shown(cands)}"
    if witnessed is not None and same_value(value, witnessed):
        return None
    if any(not same_value(c.value, value) for c in cands):
        if not single and witnessed is None and (chooses or _only_named(cands, line, named)):
            return None
        return f"several labelled lines print different values: {model}; code reads {_shown(cands)}"
    if single and len(cands) > 1:
        return (
            f"{NO_WITNESS}: its cross-field rule could not run and the label is printed on "
            f"{len(cands)} lines ({_shown(cands)})"
        )
    return None


def _only_named(cands: list[Candidate], line: str | None, named: str | None) -> bool:
    """Whether `line` is among the candidate lines printing the field's own name `named` as words, and
    they all print one value ("… as of 03/14/2026, … the effective date of this appraisal" and
    "Effective Date of Appraisal | 03/14/2026")."""
    if not named:
        return False
    name = re.compile(rf"(?<!\w){re.escape(named)}(?!\w)", re.IGNORECASE)
    printing = [c for c in cands if name.search(c.text)]
    return any(c.line == line for c in printing) and all(
        same_value(c.value, printing[0].value) for c in printing
    )


def prints_label_words(spec: FieldSpec, text: str) -> bool:
    """Whether `text` prints one of the field's label words (`WITNESS_WORDS`, else its keywords) whole."""
    words = (k.lower() for k in WITNESS_WORDS.get(spec.name, spec.keywords))
    return any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text.lower()) for w in words)


def keyword_witness(
    spec: FieldSpec, lines: dict[str, Line], line: str, *, above: int = KEYWORD_LINES_ABOVE
) -> str | None:
    """None when the pointed line or one of the `above` lines over it prints the field's label words,
    else the problem (an unlabelled name or clause taken from anywhere has no second witness)."""
    words = [k.lower() for k in WITNESS_WORDS.get(spec.name, spec.keywords)]
    target = lines[line]
    near = [
        ln.text.lower()
        for ln in lines.values()
        if ln.page == target.page
        and (
            ln.index == target.index
            or 0 < target.index - ln.index <= above
            and not _DEFINES_ABOVE.search(ln.text)
        )
    ]
    # above the line, a label heads its cell: "… borne by the customer." is a sentence, not a heading
    heads = [target.text.lower()] + [_cell_heads(text) for text in near if text != target.text.lower()]
    if any(prints_label_words(spec, text) for text in heads):
        return None
    if _wrapped_label(words, lines, target):
        return None
    if spec.label is not None and any(spec.label_ok(text) for text in near):
        return None
    return f"{NO_WITNESS}: no {spec.name} label ({', '.join(spec.keywords[:4])}) on or above [{line}]"


def _wrapped_label(words: list[str], lines: dict[str, Line], target: Line) -> bool:
    """Whether label words of two or more words run from the end of the line just above onto `target`, a
    sentence wrapped inside them ("… results for its third quarter" / "ended September 30, 2025.")."""
    above = [ln.text for ln in lines.values() if ln.page == target.page and ln.index == target.index - 1]
    if not above:
        return False
    tail = " ".join(above[0].lower().split()[-3:])
    joined = f"{tail} {target.text.lower()}"
    return any(
        match.start() < len(tail) < match.end()
        for w in words
        if " " in w
        for match in re.finditer(rf"(?<!\w){re.escape(w)}(?!\w)", joined)
    )


def _cell_heads(text: str) -> str:
    """The first words of each cell of a line (up to MAX_WORDS_BEFORE_LABEL + 2): where a label stands."""
    return " | ".join(" ".join(cell.split()[: MAX_WORDS_BEFORE_LABEL + 2]) for cell in text.split(CELL_SEP))


def _lines(*texts: str) -> dict[str, Line]:
    return {f"1.{i}": Line(f"1.{i}", 1, i - 1, t) for i, t in enumerate(texts, start=1)}


def _page(*texts: str) -> list[Page]:
    return [Page(doc_id="t", page=1, text="\n".join(texts))]


def _case_candidates_and_agreement() -> None:

    pages = _page("Subtotal | $ 5.00", "Sales Tax 3% | $ 0.15", "Total | $ 5.15", "Amount due | $ 5.15")
    total = field_spec("invoice", "total")
    cands = candidates(total, pages, doc_type="invoice", day_first=False)
    assert [c.line for c in cands] == ["1.3", "1.4"], cands
    assert agreement(cands, "1.3", 5.15) is None
    assert "disagree" in (agreement(cands, "1.1", 5.0) or "")
    assert "no second witness" in (agreement(cands, "1.3", 5.15, single=True) or "")
    tax = field_spec("invoice", "tax")
    tax_cands = candidates(tax, pages, doc_type="invoice", day_first=False)
    assert [c.value for c in tax_cands] == [0.15], "the rate is not the tax amount"


def _case_invoice_labels_beside_other_cells() -> None:

    due, sub = field_spec("invoice", "amount_due"), field_spec("invoice", "subtotal")
    sidebar = _page(
        "PAYMENT DUE | Cat6 patch cable, 7 ft | 40 ea | 6.25 | 250.00", "AMOUNT DUE (USD)", "$3,720.36"
    )
    assert [c.value for c in candidates(due, sidebar, doc_type="invoice", day_first=False)] == [3720.36], (
        "a sidebar label beside a line item reads none of the item's figures"
    )
    summary = _page("Taux TVA | Base HT | Montant TVA | Total HT | 5 279,50 €", "20 % | 5 117,50 | 1 023,50")
    assert [c.value for c in candidates(sub, summary, doc_type="invoice", day_first=False)] == [5279.5]
    credit = _page("Remaining balance of INV-118872 after this credit | $7,508.97")
    assert [c.value for c in candidates(due, credit, doc_type="invoice", day_first=False)] == [7508.97]
    issued = field_spec("invoice", "invoice_date")
    band = _page("Okanagan Homes | Invoice Date | 2025-09-18 | Order Date | 2025-09-02")
    found = candidates(issued, band, doc_type="invoice", day_first=False)
    assert [c.value for c in found] == [datetime.date(2025, 9, 18)], "an order date beside it is its own cell"
    ordered = _page("Order Date | 2025-09-02 | Ship Date | 2025-09-16")
    assert candidates(issued, ordered, doc_type="invoice", day_first=False) == []


def _loan_reads(name: str, *texts: str, day_first: bool = False) -> list[tuple[str, Value]]:
    spec = field_spec("loan_agreement", name)
    return [
        (c.line, c.value)
        for c in candidates(spec, _page(*texts), doc_type="loan_agreement", day_first=day_first)
    ]


def _case_loan_maturity_dates() -> None:
    found = _loan_reads(
        "maturity_date",
        'all amounts due hereunder on April 15, 2029 (the "Maturity',
        'Date"). The Note matures on November 1, 2024 (the "Original Maturity Date").',
    )
    assert found == [("1.1", datetime.date(2029, 4, 15))], (
        "a defined term names its date; a superseded one not"
    )
    found = _loan_reads(
        "maturity_date",
        "Original maturity date | March 3, 2025",
        "The maturity date is extended from March 3, 2025 to March 3, 2028",
    )
    assert found == [("1.2", datetime.date(2028, 3, 3))], "an extension's new date, never the original one"
    found = _loan_reads(
        "maturity_date",
        "2. The maturity date of the Note is hereby extended from September 1, 2025 to September 1,",
        '2030 (the "Extended Maturity Date"), on which date all unpaid principal shall be due.',
    )
    assert found == [("1.1", datetime.date(2030, 9, 1))], "the new date wraps; the one it replaces is none"
    letter = (
        "(c) the Termination Date of 30 September 2029 is deleted and replaced with 31 March 2031; and",
        "(a) the Total Facility Amount of £8,500,000 is increased to £12,000,000, comprising a term loan",
        "Aggregate Commitments of $500,000,000, which may be increased to $750,000,000",
    )
    found = _loan_reads("maturity_date", *letter, day_first=True)
    assert found == [("1.1", datetime.date(2031, 3, 31))], "an amendment's new date, not the one it replaces"
    found = _loan_reads("principal_amount", *letter, day_first=True)
    assert found == [("1.2", 12000000.0), ("1.3", 500000000.0)], (
        "the changed amount; an accordion's is no change"
    )
    found = _loan_reads(
        "principal_amount",
        "1. The maximum principal amount of the Note is hereby increased from $2,500,000.00 to",
        "THREE MILLION TWO HUNDRED FIFTY THOUSAND AND NO/100 DOLLARS ($3,250,000.00).",
        "the original principal amount of $2,500,000.00",
        "the unpaid principal balance of the Note is $2,118,406.37.",
    )
    assert found == [("1.3", 2500000.0)], "the amount replaced is no candidate, nor a balance"
    found = _loan_reads(
        "principal_amount",
        "the principal sum of TWO MILLION AND NO/100 DOLLARS ($2,735,000.00), or so much of it as is",
        "This Note amends and restates the Demand Note dated June 3, 2036 in the original",
        "principal amount of $1,900,000.00 made by Borrower to Lender.",
    )
    assert found == [("1.1", 2735000.0)], "the note this one amends and restates is another note"
    found = _loan_reads(
        "principal_amount",
        "This Agreement replaces the Borrower's Credit Agreement dated as of May 21, 2021 with",
        "aggregate commitments of $150,000,000, under which $96,400,000 of loans are outstanding.",
        '"Aggregate Commitments" means the Commitments of all Lenders, on the Agreement Date $225,000,000.',
    )
    assert found == [("1.3", 225000000.0)], "the replaced facility's amount is no candidate"


def _case_facilities_total() -> None:
    letter = (
        "Amount: $1,100,000.00, reducing to $750,000.00 each year from November 1 to June 30",
        "Amount: $245,000.00 to finance the purchase of a bottling line.",
        "Total authorized credit under Facilities 1 and 2: $1,345,000.00.",
    )
    assert _loan_reads("principal_amount", *letter) == [("1.3", 1345000.0)], "the aggregate, not a part"
    assert [c for _, c in _loan_reads("principal_amount", *letter[:2])] == [1100000.0, 245000.0]


def _case_credited_invoice_date() -> None:
    date = field_spec("invoice", "invoice_date")
    note = _page(
        "Customer | Date | 09/06/2026",
        "Abbeyleix | Original Invoice | INV-14471",
        "Invoice Date | 21/05/2026",
    )
    cands = candidates(date, note, doc_type="invoice", day_first=True)
    assert [c.line for c in cands] == ["1.1"], "the credited invoice's date is not the note's"
    due = _page(
        "Pier Z | Original Invoice | INV-58830",
        "Auckland 1010 | Invoice Date | 21 April 2029",
        "Attention: M. Tawhiri | Invoice Due | 20 May 2029",
    )
    assert candidates(field_spec("invoice", "due_date"), due, doc_type="invoice", day_first=True) == []


def _case_page_subtotals() -> None:

    sub = field_spec("invoice", "subtotal")
    pages = _page("Subtotal (this page) | 40.00", "Subtotal | 90.00", "Terms: | Net 30 days")
    cands = candidates(sub, pages, doc_type="invoice", day_first=False)
    assert [c.line for c in cands] == ["1.2"], "a per-page subtotal is another label"
    two_pages = _page("Subtotal | 40.00", "Subtotal | 90.00")
    problem = agreement(candidates(sub, two_pages, doc_type="invoice", day_first=False), "1.1", 40.0)
    assert problem and "different values" in problem


def _case_statement_rows() -> None:

    revenue = field_spec("financial_statement", "total_revenue")
    pages = _page("Net sales grew to $3.2 billion", "Net sales | 3,653 | 3,913", "Net income (loss) | (5)")
    cands = candidates(revenue, pages, doc_type="financial_statement", day_first=False)
    assert [(c.line, c.value) for c in cands] == [("1.2", 3653.0)], cands
    net = field_spec("financial_statement", "net_income")
    assert candidates(net, pages, doc_type="financial_statement", day_first=False)[0].value == -5.0
    eps = field_spec("financial_statement", "diluted_eps")
    rows = (
        "Net income per share:",
        "Basic | $ 0.48",
        "Diluted | $ 0.47",
        "Weighted-average shares outstanding:",
    )
    pages = _page(*rows, "Basic | 48,102", "Diluted | 49,310")
    cands = candidates(eps, pages, doc_type="financial_statement", day_first=False)
    assert [(c.line, c.value) for c in cands] == [("1.3", 0.47)], "a share count is no EPS"
    long_label = _page("Net loss per share, basic and diluted | $ | (0.09) $ | (0.13)")
    cands = candidates(eps, long_label, doc_type="financial_statement", day_first=False)
    assert [c.value for c in cands] == [-0.09], cands
    parent = _page(
        "Total Fenwick Harbor Foods Corporation shareholders' equity | 2,656.3", "Total equity | 2,698.0"
    )
    equity = field_spec("financial_statement", "total_equity")
    cands = candidates(equity, parent, doc_type="financial_statement", day_first=False)
    assert [c.value for c in cands] == [2698.0], "only a label that may close a long row reaches that far"


def _case_current_column() -> None:

    assets = field_spec("financial_statement", "total_assets")
    pages = _page("($ million) | June 30, 2022 | June 30, 2023", "Total assets | 17,426 | 17,003")
    cands = candidates(assets, pages, doc_type="financial_statement", day_first=False)
    assert [c.value for c in cands] == [17003.0], "the 2023 column, not the first figure"
    assert agreement(cands, "1.2", 17426.0) is not None, "the prior-year figure disagrees with code"


def _case_other_period_rows_are_no_candidates() -> None:
    pages = _page(
        "Three Months Ended | Six Months Ended",
        "July 29, 2023 | July 30, 2022 | July 29, 2023 | July 30, 2022",
        "Net earnings | $ | 274 | $ | 306 | $ | 518 | $ | 647",
        "Six Months Ended",
        "July 29, 2023 | July 30, 2022",
        "Net earnings | $ | 518 | $ | 647",
        "Diluted earnings per share | $24.70 to $25.40",
    )
    cands = document_candidates("financial_statement", pages, day_first=False)
    assert [(c.line, c.value) for c in cands["net_income"]] == [("1.3", 274.0)], cands["net_income"]
    assert cands["diluted_eps"] == [], "an outlook range is no reported figure"
    tax = _page("Steuer-Nr. 044 241 601 03", "Tax 15% on $ 112.90 | $ 16.94")
    got = candidates(field_spec("invoice", "tax"), tax, doc_type="invoice", day_first=True)
    assert [(c.line, c.value) for c in got] == [("1.2", 16.94)], "not a tax number, not the rate's base"


def _case_sum_picks_among_labelled_lines() -> None:
    pages = _page(
        "Subtotal $ 112.00",
        "Subtotal $ 150.90",
        "Subtotal | $ 262.90",
        "Tax 15% on $ 112.90 | $ 16.94",
        "Total | $ 279.84",
    )
    cands = document_candidates("invoice", pages, day_first=False)
    witnessed = sum_witnessed("invoice", cands)
    assert witnessed == {"subtotal": 262.9, "tax": 16.94, "total": 279.84}, witnessed
    assert agreement(cands["subtotal"], "1.3", 262.9, witnessed=witnessed["subtotal"]) is None
    assert agreement(cands["subtotal"], "1.1", 112.0, witnessed=witnessed["subtotal"]) is not None
    assert "different values" in (agreement(cands["subtotal"], "1.3", 262.9) or "")
    assert agreement(cands["subtotal"], "1.3", 262.9, chooses=True) is None, "the model picks a labelled line"
    picked_against_the_sum = agreement(cands["subtotal"], "1.1", 112.0, witnessed=262.9, chooses=True)
    assert picked_against_the_sum is not None
    assert agreement(cands["subtotal"], "1.3", 262.9, single=True, chooses=True) is not None
    assert model_chooses("invoice", field_spec("invoice", "due_date"))
    assert not model_chooses("appraisal", field_spec("appraisal", "effective_date"))
    assert model_chooses("appraisal", field_spec("appraisal", "appraised_value"))
    dates = _page("Date of Signature and Report | 07/15/2026", "Effective Date of Appraisal | 07/09/2026")
    effective = document_candidates("appraisal", dates, day_first=False)["effective_date"]
    july_9 = datetime.date(2026, 7, 9)
    assert len(effective) == 2 and "different values" in (agreement(effective, "1.2", july_9) or "")
    assert agreement(effective, "1.2", july_9, named="effective date") is None, "the field's own name"
    assert agreement(effective, "1.1", datetime.date(2026, 7, 15), named="effective date") is not None
    two = _page("Subtotal | 10.00", "Subtotal | 20.00", "Tax | 0.00", "Total | 10.00", "Total | 20.00")
    assert sum_witnessed("invoice", document_candidates("invoice", two, day_first=False)) == {}, "two fit"


def _case_keyword_witness() -> None:

    bill = field_spec("invoice", "bill_to")
    lines = _lines("Acme Ltd", "Bill To:", "Jane Roe", "Total | 5")
    assert keyword_witness(bill, lines, "1.3") is None
    assert keyword_witness(bill, lines, "1.1") is not None
    dated = field_spec("loan_agreement", "agreement_date")
    opening = _lines("LOAN AGREEMENT", "THIS AGREEMENT is entered into effective as of May 2, 2026")
    assert keyword_witness(dated, opening, "1.2") is None and keyword_witness(dated, opening, "1.1")
    note = _lines("123ABC LLC.", "(Hereinafter referred to as the Borrower)", "Rick Gray")
    borrower = field_spec("loan_agreement", "borrower")
    assert keyword_witness(borrower, note, "1.3") is not None, "the definition names the party above it"
    period = field_spec("financial_statement", "period_end_date")
    wrapped = _lines("Acme today reported results for its third quarter", "ended September 30, 2025.")
    assert keyword_witness(period, wrapped, "1.2") is None, "'quarter ended' wraps onto the line"
    apart = _lines("Acme's results for the third quarter.", "Revenue rose to $5 on September 30, 2025.")
    assert keyword_witness(period, apart, "1.2") is not None, "no label word on the line itself"
    number = field_spec("invoice", "invoice_number")
    kz = _lines("СЧЕТ-ФАКТУРА № ИТ-1284 от 10 ноября 2022 г.", "Получатель: АО «Баянаульская ГОК»")
    assert keyword_witness(number, kz, "1.1") is None and keyword_witness(bill, kz, "1.2") is None
    assert keyword_witness(number, _lines("FACTURA", "Nro. 0003-00018246"), "1.2") is None
    assert keyword_witness(bill, _lines("Грузополучатель: склад"), "1.1") is not None, "a consignee"


def _case_header_band_wider_value_row() -> None:
    date = field_spec("invoice", "invoice_date")
    band = _page("Fakturanr | Fakturadatum", "Fakturaadress | 70412 | 2025-01-24")
    found = [(c.line, c.value) for c in candidates(date, band, doc_type="invoice", day_first=False)]
    assert found == [("1.2", datetime.date(2025, 1, 24))], "the one shift that puts a date under the date"
    sidebar = _page(
        "Invoice Date | Ship Date | Terms", "March 7, 2025 | March 5, 2025 | Net 30 | Tax | 1,356.14"
    )
    found = [(c.line, c.value) for c in candidates(date, sidebar, doc_type="invoice", day_first=False)]
    assert found == [("1.2", datetime.date(2025, 3, 7))], found
    ambiguous = _page("No. | Date", "A-1 | 2025-01-24 | B-2 | 2025-02-01")  # two shifts fit: none
    assert candidates(date, ambiguous, doc_type="invoice", day_first=False) == []
    indian = _page(
        "Seller | Invoice No. | Dated",
        "Plot 4 | SP/25/1487 | 18-Nov-2025",
        "Phone | Buyer's Order No. | Dated",
        "Mail | PO/0931 | 03-Nov-2025",
    )
    found = [(c.line, c.value) for c in candidates(date, indian, doc_type="invoice", day_first=True)]
    assert found == [("1.2", datetime.date(2025, 11, 18))], "'Dated' beside an order number dates the order"
    dotted = _page(
        "Számla sorszáma | Számla kelte | Fizetési határidő", "BBK-2026/00914 | 2026.05.13. | 2026.05.29."
    )
    due = candidates(field_spec("invoice", "due_date"), dotted, doc_type="invoice", day_first=True)
    assert [c.value for c in due] == [datetime.date(2026, 5, 29)], "a dotted date's digits are no cents"


def _case_balance_sheet_mezzanine() -> None:
    sheet = _page(
        "(in millions) | 2027 | 2026",
        "Total liabilities | 2,636.8 | 2,691.1",
        "Redeemable noncontrolling interest | 164.0 | 151.5",
        "Total equity | 2,135.1 | 1,997.3",
        "Total liabilities, redeemable noncontrolling interest and equity | 4,935.9 | 4,839.9",
    )
    found = printed_adjustments("financial_statement", sheet, day_first=False)
    assert [c.value for c in found] == [164.0], "the current column's mezzanine, not the total row"


def _case_label_above() -> None:

    date = field_spec("invoice", "invoice_date")
    pages = _page("Invoice Date: | Due Date: | Source:", "03/20/2023 | 04/04/2023 | S0022")
    cands = candidates(date, pages, doc_type="invoice", day_first=False)
    assert [(c.line, c.quote) for c in cands] == [("1.2", "Invoice Date:\n03/20/2023")], cands
    due = candidates(field_spec("invoice", "due_date"), pages, doc_type="invoice", day_first=False)
    assert [(c.value, c.quote) for c in due] == [
        (datetime.date(2023, 4, 4), "Due Date:\n03/20/2023 | 04/04/2023")
    ], "a later column's quote runs from its header cell to its value cell"
    assert find_quote(due[0].quote or "", pages[0].text) is not None, "the matcher locates the quote"
    row_above = _page("Invoice Date: | August 3 , 2014", "TOTAL AMOUNT DUE ON August 3 , 2014 | $4.11")
    got = candidates(date, row_above, doc_type="invoice", day_first=False)
    assert [c.line for c in got] == ["1.1"], "a label row with its own value is no header of the next line"
    on_date = _page("TOTAL AMOUNT DUE ON August 3 , 2014 | $4.11", "Due Date: | April 3, 2024")
    owed = candidates(field_spec("invoice", "amount_due"), on_date, doc_type="invoice", day_first=False)
    assert [c.value for c in owed] == [4.11], "an amount after a date cell, never the date's figures"
    items = _page("Item | Quantity | Rate | Amount", "Service A | 12 | $10.00 | $120.00", "Total: | $127.50")
    total = candidates(field_spec("invoice", "total"), items, doc_type="invoice", day_first=False)
    assert [c.line for c in total] == ["1.3"], "a line item under an Amount header is not the total"
    rated = _page(
        "Suma importes | Dto. 2% | Base imponible | IVA 21% | TOTAL €",
        "100,00 | -2,00 | 98,00 | 20,58 | 118,58",
    )
    tax = candidates(field_spec("invoice", "tax"), rated, doc_type="invoice", day_first=True)
    assert [c.value for c in tax] == [20.58], (
        "a header naming its rate (IVA 21%) still names the values below"
    )
    band = _page("Invoice No. | Invoice Date | Due Date | Terms", "KR-48 | 09/22/2025 | 10/22/2025 | Net 30")
    due = candidates(field_spec("invoice", "due_date"), band, doc_type="invoice", day_first=False)
    assert [c.value for c in due] == [datetime.date(2025, 10, 22)], "a header band's values open with an id"
    address = _page("Sold To | Ship To", "Accounts Payable | c/o R. Duf", "61 Quarry Rd | Maple Dr")
    owed = candidates(field_spec("invoice", "amount_due"), address, doc_type="invoice", day_first=False)
    assert owed == [], "a street number under an 'Accounts Payable' cell is no amount"
    visit = _page("Payment is due upon receipt.", "Next scheduled visit: 10/12/2024 (2nd visit).")
    due = candidates(field_spec("invoice", "due_date"), visit, doc_type="invoice", day_first=False)
    assert due == [], "a date under its own label is not the value of a label line above"
    hours = _page("Date | Staff | Description | Hours | Amount", "07/01/24 | JW | Workshop | 3.0 | 720.00")
    dated = candidates(field_spec("invoice", "invoice_date"), hours, doc_type="invoice", day_first=False)
    assert dated == [], "a line item's date is not the invoice date"
    fee = _page("Item | BTW | Prijs incl. BTW", "Incl. fee €3.50 | 21% | € 4,24", "BTW 21% | € 124,61")
    tax = candidates(field_spec("invoice", "tax"), fee, doc_type="invoice", day_first=True)
    assert [c.line for c in tax] == ["1.3"], "an item row with a figure in its first cell is still an item"


def _case_tax_analysis_rates_are_parts() -> None:
    pages = _page(
        "Stawka | Netto | VAT | Brutto",
        "23% | 12 304,00 | 2 829,92 | 15 133,92",
        "8% | 6 400,00 | 512,00 | 6 912,00",
        "Razem | 18 704,00 | 3 341,92 | 22 045,92",
    )
    tax = field_spec("invoice", "tax")
    assert all(c.line == "1.4" for c in candidates(tax, pages, doc_type="invoice", day_first=True))
    one = _page("Stawka | Netto | VAT | Brutto", "23% | 100,00 | 23,00 | 123,00")
    assert [c.value for c in candidates(tax, one, doc_type="invoice", day_first=True)] == [23.0], "one rate"


def _case_invoice_number_read() -> None:
    def read(text: str) -> tuple[str, int] | None:
        return invoice_number_read(text, day_first=True)

    assert read("Faktura\nFakturanr | Fakturadatum\n70412 | 2025-02-23") == ("70412", 2)
    assert read("Rechnung 2025-30418 vom 24.07.2025") is None, "a sentence is no label cell"
    assert read("Rechnungsnummer: 2025-10387 | Rechnungsdatum: 21.02.2025") == ("2025-10387", 0)
    assert read("Factuurnummer | 2025-10348") == ("2025-10348", 0)
    assert read("Invoice No. | Invoice Total\nINV-1 | 10,338.05") == ("INV-1", 1), "an amount is no number"
    assert read("Invoice # | 1047\nOrder # | 88\nInvoice no.: 1048") is None, "two numbers: code cannot tell"
    assert read("Számla sorszáma | Számla kelte\nTNY-2026/00871 | 2026.09.14.") == ("TNY-2026/00871", 1)
    assert read("FACTURE | Client\nN° F2026-0342 | SAS Hôtellerie") == ("F2026-0342", 1), "a number mark"
    credit = "Bau GmbH | Gutschrift Nr. GS-2028-0117\nzu unserer Rechnung Nr. RE-2028-1462 vom 22.05.2028"
    assert read(credit) == ("GS-2028-0117", 0), "a credit note's own number, not the invoice it credits"


def _case_rounding_closes_the_sum() -> None:
    pages = _page("Summa exkl. moms | 28 093,10", "Moms 25 % | 7 023,28", "Öresavrundning | -0,38")
    pages[0].text += "\nAtt betala SEK | 35 116,00"
    rounding = printed_adjustments("invoice", pages, day_first=True)
    assert amounts(rounding) == [-0.38], rounding
    cands = document_candidates("invoice", pages, day_first=True)
    assert sum_witnessed("invoice", cands, amounts(rounding)) == {
        "subtotal": 28093.1,
        "tax": 7023.28,
        "total": 35116.0,
    }


SELFTEST_CASES = [
    _case_balance_sheet_mezzanine,
    _case_rounding_closes_the_sum,
    _case_tax_analysis_rates_are_parts,
    _case_invoice_number_read,
    _case_loan_maturity_dates,
    _case_invoice_labels_beside_other_cells,
    _case_label_above,
    _case_header_band_wider_value_row,
    _case_current_column,
    _case_candidates_and_agreement,
    _case_page_subtotals,
    _case_credited_invoice_date,
    _case_facilities_total,
    _case_statement_rows,
    _case_keyword_witness,
    _case_other_period_rows_are_no_candidates,
    _case_sum_picks_among_labelled_lines,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
