"""The one parser of printed numbers, dates, currencies and statement scales.

Every stage (extraction, review corrections, the RAG answer checker) turns printed text into values
here, so "(1,234)", "1.234,56", "$2.4 million", "4 mars 2022" and "24-okt-2014" mean the same thing
everywhere. The LLM never normalizes: it copies, this module converts.
"""

from __future__ import annotations

import datetime
import re
import unicodedata
from collections.abc import Iterable, Iterator
from functools import lru_cache

from ragagent.selftest import selftest_main

# A printed figure: grouped thousands ("1,234,567.89", "1.234,56", "10 000"), Indian lakh grouping
# ("1,24,500.00") or plain ("5,39", "42").
# French/Swiss thousands grouped by a plain space count only with decimal cents ("2 940,00 €"): a plain
# space alone also separates two figures ("12 340").
_GROUPED = (
    r"\d{1,2}(?:,\d{2})+,\d{3}(?:\.\d+)?(?![\d,])"
    r"|\d{1,3}(?: \d{3})+,\d{2}(?![\d,.])|\d{1,3}(?:[,.\u00a0\u202f'](?:\d{3}))+(?:[.,]\d+)?"
)
_PLAIN = r"\d+(?:[.,]\d+)?"
_NUMBER_CORE = rf"(?:{_GROUPED}|{_PLAIN})(?!\d)"
_SCALE_WORDS = {
    "thousand": 1_000,
    "million": 1_000_000,
    "mn": 1_000_000,
    "billion": 1_000_000_000,
    "bn": 1_000_000_000,
}
_SCALE_WORD = r"(?:\s*(thousand|million|mn|billion|bn)s?\b)?"
# a sign before a figure: "$", "₺", a dollar with its country ("R$", "NZ$", "Mex$"), "Rs.", "KSh"
_CURRENCY_SIGNS = r"[$€£₹¥₺₩₪₱₦₽฿₫]|(?-i:[A-Z]{1,3}|Mex)\$|Rs\.?|KSh|INR|USD|EUR|GBP"
# a currency printed after a figure: a sign, an ISO code or a local abbreviation ("1 554 700 Ft", "500 Kč")
_CURRENCY_AFTER = r"(?:[$€£¥₺₩₪]|(?-i:[A-Z]{3}|TL)|Ft|Kč|kr|zł|lei)\.?"
# a currency sign only a lone figure may carry: the rand's "R 354 458.78" ("R2" in running text is a label)
_LONE_SIGN = r"(?-i:R)"
# A number token in running text: optional "(" or minus, optional currency, the figure, scale word, ")".
_NUMBER_IN_TEXT = re.compile(
    rf"(?<![\w.,])(\()?\s*(-|−)?\s*(?:(?:{_CURRENCY_SIGNS})\s*)?(-|−)?({_NUMBER_CORE}){_SCALE_WORD}\s*%?\s*(\))?",
    re.IGNORECASE,
)
# A cell that is one figure grouped by plain spaces ("| 1 067 |", a Swedish statement's "14 862" on a
# line of its own, a Hungarian total's "| 1 974 469 Ft", a South African "| R 2 717 517.28"): one figure,
# not two. Its grouping spaces become narrow no-break spaces (same offsets), which `_GROUPED` reads; "Qty
# 12 340" and "Widget 2 125.00" are no such cells and stay two figures.
_SPACE_GROUPED_CELL = re.compile(
    rf"(?:^|(?<=\|))[ \t]*\(?[ \t]*[-−]?[ \t]*(?:(?:{_CURRENCY_SIGNS}|{_LONE_SIGN})[ \t]*)?"
    rf"(\d{{1,3}}(?: \d{{3}})+)(?:[.,]\d{{1,2}})?[ \t]*%?[ \t]*\)?[ \t]*(?:{_CURRENCY_AFTER}[ \t]*)?(?=\||$)",
    re.IGNORECASE | re.MULTILINE,
)


def _figures(text: str) -> Iterator[re.Match[str]]:
    """The figure tokens printed in `text`, with whole-cell space-grouped figures read as one."""
    joined = _SPACE_GROUPED_CELL.sub(
        lambda m: m.group(0).replace(m.group(1), m.group(1).replace(" ", "\u202f")), text
    )
    return _NUMBER_IN_TEXT.finditer(joined)


_ALLOWED_AROUND_NUMBER = re.compile(
    rf"^\s*(?:{_CURRENCY_SIGNS}|[A-Z]{{3}}|{_CURRENCY_AFTER}|{_LONE_SIGN})?\s*$", re.IGNORECASE
)

CURRENCY_SYMBOLS: dict[str, str] = {
    "us$": "USD",
    "$": "USD",
    "€": "EUR",
    "£": "GBP",
    "₹": "INR",
    "rs.": "INR",
    "rs": "INR",
    "¥": "JPY",
    "euro": "EUR",
    "euros": "EUR",
    "us dollars": "USD",
    "u.s. dollars": "USD",
    "rupees": "INR",
    "yen": "JPY",
    # dollar signs of other currencies: "R$ 20.742,30" is Brazilian, "C$" Canadian
    "r$": "BRL",
    "c$": "CAD",
    "ca$": "CAD",
    "a$": "AUD",
    "au$": "AUD",
    "nz$": "NZD",
    "s$": "SGD",
    "hk$": "HKD",
    # currencies named in words: "(in thousands of Canadian dollars)", "Expressed in Swiss francs"
    **{
        f"{name}{plural}": code
        for name, code in (
            ("canadian dollar", "CAD"),
            ("australian dollar", "AUD"),
            ("new zealand dollar", "NZD"),
            ("singapore dollar", "SGD"),
            ("hong kong dollar", "HKD"),
            ("swiss franc", "CHF"),
        )
        for plural in ("", "s")
    },
    "zł": "PLN",  # "w tys. zł", "1 250,00 zł"
    "₱": "PHP",
    "₺": "TRY",
    "₩": "KRW",
    "₪": "ILS",
    "₦": "NGN",
    "₽": "RUB",
    "฿": "THB",
    "₫": "VND",
    "mex$": "MXN",
    "ksh": "KES",
    "s/": "PEN",  # "S/ 29,205.00", the Peruvian sol (`_SIGN_PATTERNS`)
    "₡": "CRC",
    "kz": "AOA",  # "Total a pagar (Kz)", the Angolan kwanza
    "₸": "KZT",
    "₴": "UAH",
    "₾": "GEL",
    "₼": "AZN",
    "৳": "BDT",
    "₮": "MNT",
    "៛": "KHR",
    "₭": "LAK",
    "uae dirham": "AED",
    "uae dirhams": "AED",
    "kč": "CZK",
    "pounds sterling": "GBP",
    "swedish kronor": "SEK",
    "norwegian kroner": "NOK",
    "danish kroner": "DKK",
    # more countries' marks: "KShs", "GH₵", "Rp", "(Tk)", "RD$", "NT$", "₲", "лв", "руб.", "грн", "DH"
    # after a figure, Georgian "ლარი", Thai "บาท", Korean "원" after a figure
    **dict.fromkeys(["kshs", "kenya shillings", "kenyan shillings"], "KES"),
    **dict.fromkeys(["ushs", "ush"], "UGX"),
    **dict.fromkeys(["tshs", "tsh"], "TZS"),
    **dict.fromkeys(["gh₵", "gh¢", "₵"], "GHS"),
    **dict.fromkeys(["rp", "rupiah"], "IDR"),
    **dict.fromkeys(["tk", "taka"], "BDT"),
    **dict.fromkeys(["rd$", "dominican pesos", "pesos dominicanos"], "DOP"),
    "nt$": "TWD",
    "j$": "JMD",
    "tt$": "TTD",
    "n$": "NAD",
    "ec$": "XCD",
    "₲": "PYG",
    "лв": "BGN",
    "руб": "RUB",
    "грн": "UAH",
    "тенге": "KZT",
    "dh": "MAD",
    "ლარ": "GEL",
    "gel": "GEL",
    **dict.fromkeys(["baht", "บาท"], "THB"),
    **dict.fromkeys(["rmb", "人民币"], "CNY"),
    "円": "JPY",
    "원": "KRW",
    "r": "ZAR",
    "south african rand": "ZAR",
    "rm": "MYR",
    **dict.fromkeys(["colones", "colón costarricense"], "CRC"),
    **dict.fromkeys(["pesos chilenos", "peso chileno", "chilean pesos"], "CLP"),
    **dict.fromkeys(["pesos colombianos", "colombian pesos"], "COP"),
    **dict.fromkeys(["pesos mexicanos", "mexican pesos"], "MXN"),
    **dict.fromkeys(["pesos argentinos", "argentine pesos"], "ARS"),
    **dict.fromkeys(["pesos uruguayos", "uruguayan pesos"], "UYU"),
}
# the currencies the model chooses among (the `currency` field's schema enum), the commonest first; code
# reads any of ISO_CURRENCIES from the page, so an invoice in Chilean pesos is not forced into the nearest
# listed code
ISO_CURRENCY_CODES = (
    "USD",
    "EUR",
    "GBP",
    "INR",
    "JPY",
    "CNY",
    "CHF",
    "CAD",
    "AUD",
    "HKD",
    "SGD",
    "NZD",
    "SEK",
    "NOK",
    "DKK",
    "ZAR",
    "BRL",
    "MXN",
    "KRW",
    "RUB",
    "PLN",
    "CZK",
    "HUF",
    "TRY",
)
# other ISO 4217 codes code recognises on a page; codes that are also English words or common acronyms
# (ALL, TOP, CUP, MAD, BOB, AMD, CRC, GEL) are left out
_OTHER_ISO_CODES = re.findall(
    "[A-Z]{3}",
    "AED ARS AZN BDT BGN BHD BWP BYN CLP COP DOP DZD EGP ETB GHS GTQ HNL IDR ILS IQD ISK JMD JOD KES "
    "KWD KZT LKR MKD MUR MYR NGN NPR OMR PEN PHP PKR PYG QAR RON RSD SAR THB TND TTD TWD TZS UAH UGX UYU "
    "VND XAF XOF ZMW "
    # the rest of ISO 4217, except codes that are also common capitals words or abbreviations ("ALL",
    # "TOP", "IRR", "KGS", "SDG", "STN", "GEL", "MNT", …)
    "AFN ANG AOA AWG BAM BBD BIF BMD BND BSD BZD CDF CRC CVE DJF ERN FJD FKP GIP GMD GNF GYD HTG KHR KMF "
    "KPW KYD LAK LBP LRD LSL LYD MAD MDL MGA MMK MRU MVR MWK MZN NAD NIO PAB PGK RWF SBD SCR SLE SRD SSP "
    "SYP SZL TJS UZS VES VUV XCD XPF YER ZWL",
)
ISO_CURRENCIES = frozenset(ISO_CURRENCY_CODES) | frozenset(_OTHER_ISO_CODES)

MONTHS: dict[str, int] = {}
for _names_by_month in (
    [
        "january jan januari januar jänner janvier janv enero gennaio janeiro",
        "february feb februari februar février fevrier févr fevr febrero febbraio fevereiro",
        "march mar maart mrt märz maerz mär mars marzo março",
        "april apr avril avr abril aprile",
        "may mei mai mayo maggio maio",
        "june jun juni juin junio giugno junho",
        "july jul juli juillet juil julio luglio julho",
        "august aug augustus août aout agosto",
        "september sep sept septembre septiembre settembre setembro",
        "october oct oktober okt octobre octubre ottobre outubro",
        "november nov novembre noviembre novembro",
        "december dec december dezember dez décembre decembre déc diciembre dicembre dezembro",
    ],
    # Romanian, Turkish, Hungarian, Indonesian/Malay, and the genitive forms dates take in Polish, Czech
    # and Greek ("7 marca 2026", "15. listopadu 2026", "7 Μαρτίου 2026")
    [
        "ianuarie ocak január stycznia ledna ιανουαρίου",
        "februarie şubat február lutego února φεβρουαρίου",
        "martie mart március márc maret mac marca března μαρτίου",
        "aprilie nisan április ápr kwietnia dubna απριλίου",
        "mayıs május maja května μαΐου",
        "iunie haziran június czerwca června ιουνίου",
        "iulie temmuz július julai lipca července ιουλίου",
        "ağustos augusztus agustus ogos sierpnia srpna αυγούστου",
        "septembrie eylül szeptember września září σεπτεμβρίου",
        "octombrie ekim október października října οκτωβρίου",
        "noiembrie kasım listopada listopadu νοεμβρίου",
        "decembrie aralık desember disember grudnia prosince δεκεμβρίου",
    ],
    # the genitive (or partitive) forms dates take in Russian, Ukrainian, Croatian, Slovak, Finnish and
    # Lithuanian ("31 декабря 2031", "2. travnja 2031.", "2. huhtikuuta 2031", "2031 m. balandžio 2 d.");
    # Bulgarian, Scandinavian, Estonian, Catalan, Tagalog, Swahili, Hebrew and Arabic names; Latvian's
    # locative ("2031. gada 2. aprīlī"). Croatian October ("listopada") is left out: in Polish it is November
    [
        "января січня януари siječnja januára tammikuuta sausio jaanuar gener janvārī ינואר يناير",
        "февраля лютого февруари veljače februára helmikuuta vasario veebruar febrer pebrero februārī "
        "פברואר فبراير",
        "марта березня март ožujka marca maaliskuuta kovo märts marts març marso machi martā מרץ مارس",
        "апреля квітня април travnja apríla huhtikuuta balandžio aprill abril aprili aprīlī אפריל أبريل",
        "мая травня май svibnja mája toukokuuta gegužės maig maj mayo mei maijā מאי مايو",
        "июня червня юни lipnja júna kesäkuuta birželio juuni juny hunyo jūnijā יוני يونيو",
        "июля липня юли srpnja júla heinäkuuta liepos juuli juliol hulyo julai jūlijā יולי يوليو",
        "августа серпня август kolovoza augusta elokuuta rugpjūčio augusti agost agosti augustā אוגוסט أغسطس",
        "сентября вересня септември rujna septembra syyskuuta rugsėjo setembre setyembre septemba septembrī "
        "ספטמבר سبتمبر",
        "октября жовтня октомври októbra lokakuuta spalio oktoober octubre oktubre oktoba oktobrī "
        "אוקטובר أكتوبر",
        "ноября листопада ноември studenoga novembra marraskuuta lapkričio novembre nobyembre novemba "
        "novembrī נובמבר نوفمبر",
        "декабря грудня декември prosinca decembra joulukuuta gruodžio detsember desembre disyembre desemba "
        "decembrī דצמבר ديسمبر",
    ],
):
    for _number, _names in enumerate(_names_by_month, start=1):
        for _name in _names.split():
            MONTHS[_name] = _number
            # as capitals print it: "KASIM" has a dotted i, "ΜΑΡΤΙΟΥ" no accent
            _bare = unicodedata.normalize("NFKD", _name.replace("ı", "i"))
            MONTHS["".join(c for c in _bare if not unicodedata.combining(c))] = _number
_MONTH_RE = "|".join(sorted((re.escape(m) for m in MONTHS), key=len, reverse=True))
_ORDINAL = r"(?:st|nd|rd|th|er|e|º|°|hb)?"  # "1er", "1º", Malay "2hb"
_NUMERIC_DATE = re.compile(r"(?<![\d.])(\d{1,2})\s?([-/.])\s?(\d{1,2})\s?\2\s?(\d{4}|\d{2})(?![\d/])")
_DATE_PATTERNS = (
    ("ymd", re.compile(r"(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)")),
    ("num", _NUMERIC_DATE),
    ("mdy", re.compile(rf"\b({_MONTH_RE})\.?\s+(\d{{1,2}}){_ORDINAL}\s*,?\s+(\d{{4}})(?!\d)", re.IGNORECASE)),
    # two-digit years only in the dashed form "24-okt-14"
    (
        "dmy",
        re.compile(
            # "12 de mayo de 2026", "30 de junho de 2027": Spanish and Portuguese put "de" between the parts,
            # deeds "a los 02 días del mes de abril de 2031" / "aos 2 dias do mês de abril"; Russian
            # quotes the day ("«02» апреля 2031 г.")
            rf"(?<!\d)[«\"“]?(\d{{1,2}}){_ORDINAL}[»\"”]?\.?[\s-]+"
            rf"(?:(?:day\s+)?of\s+|d[ií]as\s+(?:d(?:el|o)\s+m[eê]s\s+)?de\s+|de\s+)?({_MONTH_RE})\.?,?[\s-]+"
            rf"(?:del?\s+)?(\d{{4}}|(?<=-)\d{{2}})(?!\d)",
            re.IGNORECASE,
        ),
    ),
    # Japanese or Chinese "2028年10月31日", Korean "2026년 3월 7일"
    ("ymd", re.compile(r"(?<!\d)(\d{4})\s*[年년]\s*(\d{1,2})\s*[月월]\s*(\d{1,2})\s*[日일]")),
    # Hungarian "2026. március 7.", Lithuanian "2031 m. balandžio 2 d."
    (
        "ynd",
        re.compile(
            rf"(?<!\d)(\d{{4}})(?:\.|\s+m\.)\s+({_MONTH_RE})\.?\s+(\d{{1,2}})(?:\.|\s+d\.)?(?!\d)",
            re.IGNORECASE,
        ),
    ),
    # Latvian "2031. gada 2. aprīlī"
    ("ydn", re.compile(rf"(?<!\d)(\d{{4}})\.\s*gada\s+(\d{{1,2}})\.\s*({_MONTH_RE})", re.IGNORECASE)),
    # Vietnamese "ngày 02 tháng 04 năm 2031" ("ngày", date, stays the line's label)
    ("dmy_num", re.compile(r"(?<!\d)(\d{1,2})\s+tháng\s+(\d{1,2})\s+năm\s+(\d{4})(?!\d)", re.IGNORECASE)),
    # Japanese era "令和13年4月2日" (Reiwa 1 = 2019; "元" its first year)
    ("reiwa", re.compile(r"令和\s*(\d{1,2}|元)\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日")),
)
# Words that mark a document written in a day-first locale (EU / India).
_DAY_FIRST_CUES = re.compile(
    r"\b(rechnung|rechnungsdatum|mwst|ust|factuur|factuurdatum|btw|facture|tva|montant|datum|"
    r"gst|vat/tin|rs\.|pvt\.? ltd|india|deutschland|nederland|france|factura|fecha|fattura|fatura|faktura"
    r"|iva|faktur|tanggal|ppn)\b|[€₹]"
    # a figure grouped by dots with decimal commas ("5.837.200,00"): no month-first locale prints one
    r"|(?<![\d.,])\d{1,3}(?:\.\d{3})+,\d{2}(?![\d.,])",
    re.IGNORECASE,
)


def _to_float(figure: str) -> float:
    """Convert one matched figure ("1,234.5", "1.234,56", "5,39", "10 000", "10,00,000") to a float."""
    figure = re.sub(r"[\s\u00a0\u202f']", "", figure)
    if "," in figure and "." in figure:
        decimal = "," if figure.rfind(",") > figure.rfind(".") else "."
        thousands = "." if decimal == "," else ","
        # a garbled run ("21,406.000.000.000.0", a model's copy) repeats the decimal mark: read as misprint
        return _last_separator_decimal(figure.replace(thousands, ""), decimal)
    if "," in figure:
        if re.fullmatch(r"\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})+,\d{3}", figure):
            return float(figure.replace(",", ""))
        return _last_separator_decimal(figure, ",")
    if re.fullmatch(r"\d{1,3}(\.\d{3}){2,}", figure):
        return float(figure.replace(".", ""))
    return _last_separator_decimal(figure, ".")


def _last_separator_decimal(figure: str, separator: str) -> float:
    """A figure whose separators fit no grouping ("1.208.38", "1,20,3"): the last one is the decimal
    mark, the others group digits (a misprint or an OCR slip must not stop the document)."""
    head, _, tail = figure.rpartition(separator)
    return float(f"{head.replace(separator, '')}.{tail}" if head else tail)


def _number_from_match(match: re.Match[str]) -> float:
    open_paren, minus_before, minus_after, figure, scale_word, close_paren = match.groups()
    value = _to_float(figure)
    if scale_word:
        value *= _SCALE_WORDS[scale_word.lower()]
    if (open_paren and close_paren) or minus_before or minus_after:
        value = -value
    return value


def parse_number(printed: str) -> float | None:
    """Parse one printed figure: "$1,234.56", "(1,234)"→-1234, "1.234,56", "6.5%", "$2.4 million".

    Returns None when the text is not a single figure (words other than a currency or scale word).
    """
    if not printed or not printed.strip():
        return None
    text = re.sub(r"(?<=\d) (?=\d{3}(?!\d))", "", printed.strip())  # "10 000": one printed figure
    matches = list(_NUMBER_IN_TEXT.finditer(text))
    if len(matches) != 1:
        return None
    match = matches[0]
    rest = text[: match.start()] + text[match.end() :]
    if not _ALLOWED_AROUND_NUMBER.match(rest):
        return None
    return _number_from_match(match)


# an amount in words restated in figures: "… and No/100 Dollars ($18,640,000.00)" (brackets of prose)
_AMOUNT_IN_WORDS_BEFORE = re.compile(r"\b(?:dollars|euros|pounds)\s*$", re.IGNORECASE)


def numbers_in(text: str) -> list[float]:
    """Every figure printed in `text`, in order (brackets negative, "million"/"billion" applied); the
    bracketed restatement of an amount in words ("Dollars ($6,875,000.00)") stays positive."""
    text = text or ""
    return [
        abs(value) if m.group(1) and _AMOUNT_IN_WORDS_BEFORE.search(text[: m.start()]) else value
        for m in _figures(text)
        for value in [_number_from_match(m)]
    ]


def figures_at(text: str) -> list[tuple[int, float]]:
    """`numbers_in`'s figures, each with the offset in `text` where its token starts."""
    return list(zip((m.start() for m in _figures(text or "")), numbers_in(text), strict=True))


def _plain(figure: str) -> str:
    """One printed figure as the plain number an arithmetic expression reads (`plain_figures`)."""
    value = _to_float(figure)
    last = re.search(r"[.,](\d+)$", figure)
    decimal = last is not None and (value != int(value) or len(last.group(1)) != 3)
    return f"{value:.{len(last.group(1)) if decimal and last else 0}f}"


def plain_figures(text: str) -> list[str]:
    """Every figure printed in `text` as the plain number an arithmetic expression reads, at its printed
    precision, unsigned and unscaled ("189,00" → "189.00", "1,599" → "1599", "(5,053)" → "5053")."""
    return [_plain(match.group(4)) for match in _figures(text or "")]


def scale_words(text: str, figure: str) -> set[int]:
    """The multipliers of the scale words printed right after `figure` (as `plain_figures` writes it) in
    `text`, one per place: {1_000_000} for "$328.1 million", {1} where it stands bare."""
    return {
        _SCALE_WORDS[match.group(5).lower()] if match.group(5) else 1
        for match in _figures(text or "")
        if _plain(match.group(4)) == figure
    }


def scales_in(text: str) -> set[int]:
    """The multipliers of every scale word printed right after a figure in `text` ({1_000_000} for "20.94
    million" or "$2.8 mn"); empty where every figure stands bare."""
    return {_SCALE_WORDS[m.group(5).lower()] for m in _figures(text or "") if m.group(5)}


_PERCENT_WORD = re.compile(r"\s*per\s?cent\b", re.IGNORECASE)


def percents_in(text: str) -> list[tuple[float, int]]:
    """Every percentage printed in `text` ("15.6%", "10 percent"), in order, with where it starts."""
    text = text or ""
    return [
        (_number_from_match(m), m.start())
        for m in _figures(text)
        if "%" in m.group(0) or _PERCENT_WORD.match(text, m.end())
    ]


def _year(raw: str) -> int:
    year = int(raw)
    if len(raw) == 2:
        year += 2000 if year < 70 else 1900
    return year


def _safe_date(year: int, month: int, day: int) -> datetime.date | None:
    try:
        return datetime.date(year, month, day)
    except ValueError:
        return None


def dates_in_context(text: str, *, day_first: bool | None = None) -> list[tuple[str, datetime.date]]:
    """Every date printed in `text`, in order, each with the text before it ("In the 12 weeks ended ",
    March 19, 2022); all-numeric forms use `day_first` (None: decide per date, US default)."""
    text = re.sub(r"\s+,", ",", text or "")
    found: list[tuple[int, datetime.date]] = []
    taken: list[tuple[int, int]] = []
    for kind, pattern in _DATE_PATTERNS:
        for match in pattern.finditer(text):
            if any(s < match.end() and match.start() < e for s, e in taken):
                continue
            parsed = _date_from_match(kind, match, day_first)
            if parsed:
                found.append((match.start(), parsed))
                taken.append(match.span())
    return [(text[:start], d) for start, d in sorted(found, key=lambda item: item[0])]


def dates_in(text: str, *, day_first: bool | None = None) -> list[datetime.date]:
    """Every date printed in `text`; all-numeric forms use `day_first` (None: decide per date, US default)."""
    return [d for _, d in dates_in_context(text, day_first=day_first)]


def without_dates(text: str) -> str:
    """`text` with every date `dates_in` would read replaced by a space ("as of June 30, 2023 it was
    $1,599" → "as of   it was $1,599"): its day and year are then not read as figures."""
    text = re.sub(r"\s+,", ",", text or "")
    for _, pattern in _DATE_PATTERNS:
        text = pattern.sub(" ", text)
    return text


def _date_from_match(kind: str, match: re.Match[str], day_first: bool | None) -> datetime.date | None:
    groups = match.groups()
    if kind == "ymd":
        return _safe_date(int(groups[0]), int(groups[1]), int(groups[2]))
    if kind == "dmy":
        return _safe_date(_year(groups[2]), MONTHS.get(groups[1].lower(), 0), int(groups[0]))
    if kind == "ynd":
        return _safe_date(int(groups[0]), MONTHS.get(groups[1].lower(), 0), int(groups[2]))
    if kind == "mdy":
        return _safe_date(int(groups[2]), MONTHS.get(groups[0].lower(), 0), int(groups[1]))
    if kind == "ydn":
        return _safe_date(int(groups[0]), MONTHS.get(groups[2].lower(), 0), int(groups[1]))
    if kind == "dmy_num":
        return _safe_date(int(groups[2]), int(groups[1]), int(groups[0]))
    if kind == "reiwa":
        return _safe_date(2018 + (1 if groups[0] == "元" else int(groups[0])), int(groups[1]), int(groups[2]))
    first, _, second, year = groups
    a, b = int(first), int(second)
    if day_first is None:
        day_first = a > 12 or (groups[1] == "." and b <= 12)
    day, month = (a, b) if day_first else (b, a)
    return _safe_date(_year(year), month, day)


def parse_date(printed: str, *, day_first: bool | None = None) -> datetime.date | None:
    """Parse a printed date ("March 4, 2024", "04/03/2024", "4 mars 2022", "24-okt-2014", "2014-08-03").

    All-numeric dates follow `day_first`; when it is None a first part above 12 means day-first,
    "." separators mean day-first, otherwise month-first (US). Returns None without a full date.
    """
    dates = dates_in(printed or "", day_first=day_first)
    return dates[0] if dates else None


def detect_day_first(text: str) -> bool:
    """Whether the document prints numeric dates day-first, judged from its own text.

    Evidence in order: an unambiguous numeric date (a part above 12) of a plausible year (an invoice
    number "26-05-1187" is no date), then locale cues (non-English invoice words, €, ₹, India); the
    default is month-first (US).
    """
    for match in _NUMERIC_DATE.finditer(text or ""):
        if len(match.group(4)) == 4 and not 1900 <= int(match.group(4)) <= 2100:
            continue
        a, b = int(match.group(1)), int(match.group(3))
        if a > 12 >= b:
            return True
        if b > 12 >= a:
            return False
    return bool(_DAY_FIRST_CUES.search(text or ""))


# the scale words of a unit line in other languages, in English: a unit line after "in" or a bracket
# ("in Mio. €", "(millones de euros)", "w tys. zł") or, outside `_PROSE_SCALE_WORDS`, any cell or bracket of
# its own that prints no figure ("(тыс. руб.)", "Fjárhæðir í þúsundum króna", "(באלפי ש"ח)")
_FOREIGN_SCALE_WORDS = {
    # German, French, Spanish, Portuguese
    **dict.fromkeys(["mio", "millionen", "millions", "millones", "milhões", "milhoes"], "million"),
    **dict.fromkeys(["tsd", "tausend", "milliers", "miles", "milhares", "mil"], "thousand"),
    **dict.fromkeys(["mrd", "milliarden"], "billion"),
    # Polish, Czech, Slovak, Slovenian, Croatian, Serbian, Romanian, Hungarian
    **dict.fromkeys(
        ["tys", "tysiącach", "tysiacach", "tis", "tisících", "tisíc", "tisoč", "tisočih"], "thousand"
    ),
    **dict.fromkeys(["tisućama", "tisuća", "hiljadama", "hiljada", "mii", "ezer"], "thousand"),
    **dict.fromkeys(["mln", "milijuna", "miliona", "milijonih", "millió"], "million"),
    # Scandinavian, Icelandic, Finnish, Estonian, Baltic, Dutch, Italian
    **dict.fromkeys(
        ["tusen", "tusind", "tkr", "t.kr", "þús", "thús", "þúsundum", "tuhatta", "tuhansia"], "thousand"
    ),
    **dict.fromkeys(["tuhandetes", "tūkst", "tūkstančiais", "tūkstošos", "duizend", "duizenden"], "thousand"),
    **dict.fromkeys(["migliaia", "k€"], "thousand"),
    **dict.fromkeys(
        ["millioner", "miljoner", "mkr", "milj", "miljoen", "miljoenen", "milioni", "m€"], "million"
    ),
    # Cyrillic, Greek, Georgian, Amharic, Arabic, Hebrew, Turkish
    **dict.fromkeys(
        ["тыс", "тысячах", "тысяч", "тис", "тисячах", "хил", "хиляди", "χιλ", "χιλιάδες"], "thousand"
    ),
    **dict.fromkeys(
        ["ათასი", "ათას", "ሺ", "ألف", "آلاف", "بالآلاف", "بآلاف", "אלפי", "באלפי", "bin"], "thousand"
    ),
    **dict.fromkeys(["млн", "миллионах", "милиони", "εκατ", "مليون", "מיליוני", "במיליוני"], "million"),
    **dict.fromkeys(["млрд"], "billion"),
    # Indonesian, Vietnamese, Korean, Japanese, Chinese, Thai; lakh and crore
    **dict.fromkeys(["ribuan", "ribu", "nghìn", "ngàn", "천원", "千円", "千元", "พันบาท"], "thousand"),
    **dict.fromkeys(["jutaan", "juta", "triệu", "백만원", "百万円", "百万元", "ล้านบาท"], "million"),
    "万元": "ten thousand",
    "亿元": "hundred million",
    **dict.fromkeys(["lakh", "lakhs"], "lakh"),
    **dict.fromkeys(["crore", "crores"], "crore"),
}
# scale words that are other words too (English "miles", Turkish "bin" and "mil" beside a date or a name):
# a unit only after "in" or a bracket
_PROSE_SCALE_WORDS = frozenset({"mil", "miles", "bin", "millions", "tis", "mio", "lakh", "crore"})
# words written in scripts without spaces, found inside a cell ("单位：人民币千元")
_UNSPACED_SCALE_WORDS = frozenset(
    {"千円", "百万円", "千元", "百万元", "万元", "亿元", "พันบาท", "ล้านบาท", "천원", "백만원"}
)


def _alternation(words: Iterable[str]) -> str:
    """`words` as one regex alternation, longest first."""
    return "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))


_SPACED_SCALE_WORDS = set(_FOREIGN_SCALE_WORDS) - _UNSPACED_SCALE_WORDS
# a currency named by a "1 000" after it or before it, in a bracket or after "in": "(EUR 1 000)",
# "in CHF 1'000", "(1 000 euroa)"
_THOUSAND_CURRENCY = r"(?:(?-i:[A-Z]{3})|[€$£]|euro\w*|kr\.?|Kč|Ft|lei|zł)"


# "(in thousands)", "(in € millions)", a unit line of its own ("€ million, unless stated otherwise",
# "USD thousands"), "($000s)"; a currency code only in capitals, so prose ("and millions of") is no unit.
# An abbreviated unit ("SEK m", "£'000", "(EURm)") counts only as a line, a bracket, a table cell of its
# own (a column head "£m | £m") or a caption's end ("Key figures, SEK m"): prose's "$5m" is a figure.
_SIGN = r"(?:(?-i:[A-Z]{1,2})?\$|[€£])"  # "$", "€", "£", and a dollar with its country: "R$", "HK$"
_SCALE_HEADER = re.compile(
    rf"\bin\s+(?:{_SIGN}\s*|₹\s*|(?-i:[A-Z]{{3}})\s+)?(thousand|million|billion|lakh|crore)s?\b"
    rf"|(?:^\W{{0,2}}|[·,;–—|]\s*)(?:{_SIGN}|(?-i:[A-Z]{{3}}))\s*(thousand|million|billion)s?\b"
    # "(EUR million)", "(R$ thousand)", "(CHF million, unaudited)"
    rf"|\((?:{_SIGN}|(?-i:[A-Z]{{3}}))\s*(thousand|million|billion)s?(?:\s*[,;][^()\n]{{0,40}})?\)"
    r"|\((?:\$|€|£)?\s*000'?s?\)"
    # "RM'000 | RM'000", "R'000": a currency's thousands
    r"|(?:^|\(|\||,)\s*(?-i:[A-Z]{1,3})\s?'000\s*(?:\)|\||$)"
    rf"|(?:^|\(|\||,)\s*(?:{_SIGN}|(?-i:[A-Z]{{3}}|R))\s?(?-i:(m|mn|bn|k|'000|000))\s*(?:\)|\||$)"
    r"|^\s*\(\s*(thousand|million|billion)s?\s+of\s+[^\W\d][^()\n]{0,30}\)\s*$"  # "(Millions of yen)"
    # a unit line opening with its scale: "thousands of Canadian dollars, as at November 30"
    r"|^\W{0,2}(thousand|million|billion)s\s+of\s+(?:[^\W\d]+\s+){0,2}?(?:dollars|euros|pounds|francs|yen"
    r"|rupees|pesos|reais|rand|won|lira|shekels|ringgit|kronor|kroner|dirhams)\b"
    # "in Mio. €", "en milliers", "(millones de euros)", "Em milhares de reais", "w tys. zł", "mln zł",
    # "Beløb i mio. DKK", "(R$ milhões)", "in migliaia di euro", "v tis. Kč", "（単位：百万円）"
    rf"|(?:\b(?:in|en|em|w|i|v|în|σε|dalam)\s+(?:{_SIGN}\s*|(?-i:[A-Z]{{3}})\s+)?"
    rf"|[(（](?:{_SIGN}\s*|(?-i:[A-Z]{{3}})\s+|(?:単位|단위)[:：]\s*)?)"
    rf"({_alternation(_FOREIGN_SCALE_WORDS)})(?!\w)"
    # "Belopp i MSEK", "in TEUR", "kEUR | Q1 2025"
    r"|(?:\b(?:i|in)\s+|^\W{0,2}|\(|\|\s*)(?-i:([MTk])(?:SEK|NOK|DKK|ISK|EUR|CHF|USD|GBP|PLN|CZK|€))(?!\w)"
    r"|\b(?:i|in)\s+(?-i:[A-Z]{3})\s*1[ .,]?000\b(?![ .,]?\d)"  # "Beløp i NOK 1 000"
    # a Dutch or Belgian unit: "(x € 1.000)", "(x EUR 1.000.000)"
    rf"|\(\s*[x×]\s*(?:{_SIGN}|(?-i:[A-Z]{{3}}))?\s*1[.,]000([.,]000)?\s*\)"
    # a currency's thousands after "in", a separator or a bracket: "in KShs '000", "· R'000", "(US$'000)"
    r"|(?:^|[(|,·:]|\b(?:in|en|em)\s)\s*(?-i:[A-Z][A-Za-z]{0,3}\$?)\.?\s?'000(?!\d)"
    # a scale word before the currency it scales, anywhere in a unit sentence: Turkish "(Tutarlar aksi
    # belirtilmedikçe bin Türk Lirası olarak …)", Indonesian "juta Rupiah", Vietnamese "triệu đồng"
    r"|\b(?P<before_currency>bin|ribu|juta|triệu|nghìn|ngàn)\s+(?:türk\s+lirası|tl|rupiah|rp|đồng|vnd)(?!\w)"
    # a cell, bracket or line of its own naming a scale and printing no figure: "(тыс. руб.)", "R$ milhões",
    # "Beløp i hele tusen", "単位：百万円"
    r"|(?:^|[|(（])[^\d|\n()（）]{0,30}?"
    rf"(?:(?<!\w)(?P<unit_word>{_alternation(_SPACED_SCALE_WORDS - _PROSE_SCALE_WORDS)})(?!\w)"
    rf"|(?P<unit_unspaced>{_alternation(_UNSPACED_SCALE_WORDS)}))"
    r"[^\d|\n()（）]{0,30}(?=$|[|)）])"
    # thousands after "in" or a sign of its own: "Rupees in '000", "(in '000 Ghana cedis)", "₦'000"
    r"|(?:\bin\s+|[₦¢₹₱₩₺₴₸₽₾৳₡]\s?)'000(?!\d)"
    rf"|\(\s*(?:in\s+)?(?:{_THOUSAND_CURRENCY}\s*1[ .,'’]?000|1[ .,'’]?000\s*{_THOUSAND_CURRENCY})\s*\)"
    rf"|\bin\s+(?:{_THOUSAND_CURRENCY}\s*1[ .,'’]?000|1[ .,'’]?000\s*{_THOUSAND_CURRENCY})(?![ .,]?\d)"
    # Latin America's millions of pesos or dollars in a bracket or a cell of its own: "(MM$)", "MMUS$"
    r"|(?P<millions_of>\(\s*(?-i:MM)\s?(?:US)?\$\s*\)|(?:^|\|)\s*(?-i:MM)\s?(?:US)?\$\s*(?=\||$))"
    # an abbreviated scale word opening a cell, before its currency: "Mio. €", "mio. kr.", "tis. Kč"
    rf"|(?:^|[|(])\s*(?P<abbreviation>mio|mrd|tsd|tis|tys|mln)\.\s*(?:{_THOUSAND_CURRENCY}|CHF)(?!\w)",
    re.IGNORECASE | re.MULTILINE,
)
_SCALE_ABBREVIATIONS = {
    "m": "million",
    "mn": "million",
    "bn": "billion",
    "k": "thousand",
    "'000": "thousand",
    "000": "thousand",
}


# prose's money figure with its scale abbreviated: "£1,184.6m", "$3.2bn", "€ 450k" (a sign is required:
# "4.20 m" is a length)
_ABBREVIATED = rf"((?:{_CURRENCY_SIGNS})\s?)(\d[\d,.]*)\s?(?-i:(m|mn|bn|k))"
_ABBREVIATED_FIGURE = re.compile(rf"^\s*{_ABBREVIATED}\s*$")


def spelled_scale(printed: str) -> str:
    """A money figure whose scale is abbreviated, with the scale spelled out ("£1,184.6m" → "£1,184.6
    million"), which `parse_number` reads; any other text unchanged."""
    match = _ABBREVIATED_FIGURE.match(printed)
    return f"{match[1]}{match[2]} {_SCALE_ABBREVIATIONS[match[3]]}" if match else printed


def unglued(printed: str) -> str:
    """A money figure without its abbreviated scale ("£1,284.6m" → "£1,284.6"); any other text unchanged."""
    match = _ABBREVIATED_FIGURE.match(printed)
    return f"{match[1]}{match[2]}" if match else printed


# the same, inside a line of text: "Revenue | £1,284.6m", "profit of $3.2bn"
_GLUED_SCALE = re.compile(rf"{_ABBREVIATED}(?![\w²³])")
# a ratio's level ("1.90:1.00", "3.50 to 1.00"): a leverage covenant's or a pricing grid's
RATIO_LEVEL = re.compile(r"\d+(?:\.\d+)?\s*(?::|to)\s*1(?:\.0+)?\b")


def glued_scale(text: str, printed: str) -> int | None:
    """The multiplier of the abbreviated scale `text` prints right after the money figure `printed`
    ("£1,284.6m" → 1e6 for "1284.6" or "1,284.6"); None where that figure carries none."""
    number = parse_number(printed)
    scales = {
        _SCALE_WORDS[_SCALE_ABBREVIATIONS[m[3]]]
        for m in _GLUED_SCALE.finditer(text or "")
        if number is not None and parse_number(m[2]) == abs(number)
    }
    return scales.pop() if len(scales) == 1 else None


def statement_scale(page_text: str) -> int:
    """The money multiplier a statement page declares: "(in thousands)" → 1,000, "($ in millions)" → 1e6,
    a unit line "SEK m" → 1e6, "in Mio. €" → 1e6, "w tys. zł" → 1,000, "Belopp i MSEK" → 1e6."""
    match = _SCALE_HEADER.search(page_text or "")
    if not match:
        return 1
    abbreviated, foreign, prefix, millions = match.group(4, 7, 8, 9)
    word = next((w for w in match.group(1, 2, 3, 5, 6) if w), "thousand").lower()
    if abbreviated:
        word = _SCALE_ABBREVIATIONS[abbreviated]
    named = ("before_currency", "unit_word", "unit_unspaced", "abbreviation")
    if foreign := foreign or next((match[group] for group in named if match[group]), None):
        word = _FOREIGN_SCALE_WORDS[foreign.lower()]
    if prefix or match["millions_of"]:
        word = "million" if prefix == "M" or match["millions_of"] else "thousand"
    if match.group(0).lstrip("(").strip()[:1] in ("x", "×"):
        word = "million" if millions else "thousand"
    scales = {"thousand": 1_000, "ten thousand": 10_000, "lakh": 100_000, "million": 1_000_000}
    return {**scales, "crore": 10_000_000, "hundred million": 100_000_000, "billion": 1_000_000_000}[word]


# where one sentence of a legal or narrative line ends and the next begins ("… May 19, 2026. The effective …")
SENTENCE_BREAK = re.compile(r"(?<=[.;])\s+(?=[A-Z\"“(])")


def figure_scale(page_text: str, figure: str) -> int:
    """The unit declared for one printed figure (`figure` as `plain_figures` writes it): the nearest unit
    line above the first line printing it ("(In thousands)" over a BetMGM row, on a page whose first
    table is "(Dollars in millions)"), else the page's unit."""
    lines = page_text.splitlines()
    at = next((i for i, line in enumerate(lines) if figure in plain_figures(line)), None)
    heads = [line for line in lines[: at + 1] if _SCALE_HEADER.search(line)] if at is not None else []
    return statement_scale(heads[-1]) if heads else statement_scale(page_text)


# a unit cell with no scale: a currency's sign, code or abbreviation ("kr.", "EUR", "€")
_BARE_UNIT = re.compile(_THOUSAND_CURRENCY, re.IGNORECASE)


@lru_cache(maxsize=64)
def columns_in_units(page_text: str) -> str | None:
    """The unit row of a page whose columns are printed in different units, one a bare currency and
    another scaled ("kr. | t.kr.": this year in kroner, last year in thousands), else None."""
    for line in page_text.splitlines():
        cells = [c.strip() for c in line.split("|")]
        if len(cells) < 2 or any(not c or re.search(r"\d", c) for c in cells):
            continue
        scaled = [statement_scale(c) > 1 for c in cells]
        if any(scaled) and any(_BARE_UNIT.fullmatch(c) for c, s in zip(cells, scaled, strict=True) if not s):
            return line.strip()
    return None


def units_printed(page_text: str, figure: float) -> set[int]:
    """Every unit a page prints one figure in: the scale word beside it ("$328.1 million") and the unit
    declared above it ("(In thousands)"); empty when the page does not print the figure."""
    tokens = {t for t in plain_figures(page_text) if abs(float(t) - figure) < 1e-9}
    beside = {k for t in tokens for k in scale_words(page_text, t)} - {1}
    return beside | {figure_scale(page_text, t) for t in tokens}


# each currency sign with how it stands in text, longest first ("nz$" before "$"): a word-like sign ("rs",
# "euro") only after no letter, digit or hyphen of any script ("begärs" and the bearing "6205-2RS" print no
# rupees) and before no letter nor a hyphen joining it to a code (the roller chain "RS-1848")
# signs with their own pattern: the sol's "S/" names it only before a figure ("S/ 29,205.00", not "S/N
# 4471" nor Portuguese "s/ serviços", "sobre"); the kwanza's "Kz" is no part of a ".kz" web address
_SIGN_PATTERNS = {
    "s/": re.compile(r"(?<![\w-])s/\.?\s?(?=\d)"),
    "kz": re.compile(r"(?<![\w.@/-])kz(?![\w.])"),
    # signs that are other words or codes elsewhere count only beside a figure or in a bracket: "1 307
    # 068,20 DH", "(Tk)", "GEL 33 299.30", "(GEL)"; the rand's "R" only before a grouped or scaled
    # figure ("R 2 717 517.28", "R6.4 billion", "R'000"), the ringgit's "RM" only before a figure
    "dh": re.compile(r"(?<=\d)\s?dhs?\b|\(dhs?\)"),
    "tk": re.compile(r"(?<![\w-])tk\.?\s?(?=\d)|\(tk\)"),
    "gel": re.compile(r"(?<![\w-])gel\s?(?=\d)|\(gel\)|,\s*gel\b"),
    "ლარ": re.compile(r"ლარ"),
    "บาท": re.compile(r"บาท"),
    "원": re.compile(r"(?<=\d)\s?원"),
    "r": re.compile(
        r"(?<![\w$-])r(?=\s?\d{1,3}(?:[ ,\u202f]\d{3})+(?:\.\d{2})?\b"
        r"|\d+(?:\.\d+)?\s?(?:billion|million|bn|m)\b|'000)"
    ),
    "rm": re.compile(r"(?<![\w-])rm\s?(?=\d)"),
    "ush": re.compile(r"(?<![\w-])ush\.?\s?(?=\d)"),
    "tsh": re.compile(r"(?<![\w-])tsh\.?\s?(?=\d)"),
    "руб": re.compile(r"(?<!\w)руб"),
    "円": re.compile(r"(?<=\d)\s?円"),
}
_SIGNS = tuple(
    (
        CURRENCY_SYMBOLS[sign],
        _SIGN_PATTERNS.get(sign)
        or re.compile(
            rf"(?<![\w-]){re.escape(sign)}(?![^\W\d_]|-\w)" if sign[:1].isalpha() else re.escape(sign)
        ),
    )
    for sign in sorted(CURRENCY_SYMBOLS, key=len, reverse=True)
) + (("RON", re.compile(r"(?<=\d)\s?lei\b|[-(]lei[-)]")),)  # "71.254,96 lei", "-lei-"; Italian "lei" is "she"
# an ISO code, or one in a unit ("MSEK", "TEUR": millions, thousands); not a part of an item code
# ("GRD-CLP-58"), nor an acronym heading a title ("CAD Technician"; "DKK inkl. moms" is Danish kroner)
_ISO_CODE = re.compile(r"(?<![\w-])(?:[MTK](?=[A-Z]{3}\b))?([A-Z]{3})\b(?!-\w|[ \t]+[A-Z][a-z])")


def currency_codes(text: str) -> set[str]:
    """Every currency a text names ("Yen | U.S. dollars (Note 1)" names two; "NZ$" is not also a "$")."""
    found = {code for code in _ISO_CODE.findall(text or "") if code in ISO_CURRENCIES}
    lowered = (text or "").lower()
    for code, sign in _SIGNS:
        if sign.search(lowered):
            found.add(code)
            lowered = sign.sub(" ", lowered)
    return found


def currency_code(text: str) -> str | None:
    """The ISO 4217 code a text names: "$"→USD, "€"→EUR, "₹"/"Rs."→INR, "£"→GBP; ISO codes pass through,
    and come first."""
    if not text:
        return None
    if iso := next((code for code in _ISO_CODE.findall(text) if code in ISO_CURRENCIES), None):
        return iso
    lowered = text.lower()
    return next((code for code, sign in _SIGNS if sign.search(lowered)), None)


def _case_numbers() -> None:
    cases = {
        "$1,234.56": 1234.56,
        "(1,234)": -1234.0,
        "1.234,56": 1234.56,
        "6.5%": 6.5,
        "€ 12,50": 12.5,
        "$2.4 million": 2_400_000.0,
        "$ 279.84": 279.84,
        "€ -9,32": -9.32,
        "5,39": 5.39,
        "1436": 1436.0,
        "USD 4.11": 4.11,
        "(4.8%)": -4.8,
        "1,000,000": 1_000_000.0,
        "10 000": 10_000.0,
        "Rs. 319.00": 319.0,
        "$(12.5)": -12.5,
        "1.234.567": 1_234_567.0,
        "3.2 Billion": 3_200_000_000.0,
        "1,24,500.00": 124_500.0,
        "₹ 1,46,910.00": 146_910.0,
        "12,34,56,789": 123_456_789.0,
        "1.208.38": 1208.38,  # a misprinted grouping is read, not a crash (it failed a whole document)
        "21,406.000.000.0": 21_406_000_000.0,  # a garbled model copy, as blind26's Brazilian release got
        "R$ 1.234,56": 1234.56,
        "NZ$1,200.50": 1200.5,
        "Mex$ 12,345.60": 12345.6,
        "₺12.345,67": 12345.67,
        "1.234.567,89 TL": 1_234_567.89,
        "₩1,234,500": 1_234_500.0,
        "KSh 45,600.00": 45600.0,
    }
    for printed, expected in cases.items():
        assert parse_number(printed) == expected, (printed, parse_number(printed))
    for bad in ["", "Sales Tax 3%", "abc", "1 and 2", "Net 30 days"]:
        assert parse_number(bad) is None, bad


def _case_percents_in() -> None:
    text = "Sales increased 15.6% to $1,200 at ten percent (10 percent), 1,5 % in Europe"
    assert [v for v, _ in percents_in(text)] == [15.6, 10.0, 1.5]
    assert text[percents_in(text)[0][1] :].startswith("15.6%")


def _case_numbers_in() -> None:
    assert numbers_in("Net sales $ 3,226.8 $ 2,729.4 (4.8%)") == [3226.8, 2729.4, -4.8]
    assert numbers_in("Tax 15% on $ 112.90 $ 16.94") == [15.0, 112.9, 16.94]
    assert numbers_in("Net Sales of $3.2 Billion") == [3_200_000_000.0]
    restated = "SIX MILLION AND 00/100 DOLLARS ($6,000,000.00), and a net loss of (1,234)"
    assert numbers_in(restated) == [0.0, 100.0, 6_000_000.0, -1234.0], "an amount in words restated"
    assert numbers_in("Fizetendő összeg | 1 974 469 Ft") == [1_974_469.0], "a currency after a grouped cell"
    assert parse_number("1 554 700 Ft") == 1_554_700.0 and parse_number("12 500 Kč") == 12_500.0
    assert numbers_in("| 24 000 db |") == [24.0, 0.0], "a unit other than a currency joins nothing"
    assert (
        numbers_in("TOTAL DUE | R 2 717 517.28") == [2_717_517.28]
        and parse_number("R 354 458.78") == 354_458.78
    )
    assert statement_scale("for the year ended 31 December · CHF million") == 1_000_000, "a unit after a dot"
    assert statement_scale("Kennzahlen\nin Mio. € (soweit nicht anders angegeben)") == 1_000_000
    assert statement_scale("(en milliers d'euros)") == 1_000 and statement_scale("in Tsd. CHF") == 1_000
    assert statement_scale("w tys. zł | w tys. EUR") == 1_000
    assert statement_scale("Belopp i MSEK") == 1_000_000
    assert statement_scale("Key figures, SEK m\nNet sales | 2,418.6") == 1_000_000, "a caption's unit"
    assert statement_scale("net sales increased to SEK 2,418.6 m (2,281.3)") == 1, "prose's figure"
    assert statement_scale("Cuenta de resultados (millones de euros)") == 1_000_000
    assert statement_scale("(Em milhares de reais - R$ mil)") == 1_000
    assert statement_scale("Ventas de miles de clientes") == 1, "no unit line"
    assert statement_scale("(x € 1.000)") == 1_000 and statement_scale("(x EUR 1.000.000)") == 1_000_000
    assert statement_scale("în mii lei") == 1_000 and statement_scale("(Bin TL)") == 1_000
    assert statement_scale("(단위: 백만원)") == 1_000_000
    assert statement_scale("dalam jutaan Rupiah") == 1_000_000
    assert statement_scale("(Tutarlar aksi belirtilmedikçe bin Türk Lirası (TL) olarak …)") == 1_000
    assert statement_scale("Đơn vị tính: triệu đồng") == 1_000_000
    units = {"(тыс. руб.)": 1_000, "Fjárhæðir í þúsundum króna": 1_000, "単位：百万円": 1_000_000}
    units |= {"人民币万元": 10_000, "Mio. €": 1_000_000, "Rupees in '000": 1_000, "(EUR 1 000)": 1_000}
    units |= {'(באלפי ש"ח)': 1_000, "R$ milhões": 1_000_000, "| Rm | Rm |": 1_000_000}
    units |= {
        "Estado de Situación Financiera Consolidado (MM$)": 1_000_000,
        "Activos | MMUS$ | MMUS$": 1_000_000,
    }
    assert {text: statement_scale(text) for text in units} == units, "a unit cell in another language"
    prose = ["Umsatz stieg auf 12,3 Mio. € im Jahr", "Miles driven", "(1 000 shares)", "Mio Partners Inc."]
    assert [statement_scale(text) for text in prose] == [1] * len(prose), "no unit cell"
    assert (
        statement_scale("Em R$ mil") == 1_000 and statement_scale("as at 30 June 2034 · KShs '000") == 1_000
    )
    assert (
        statement_scale("All amounts in R'000 (South African rand thousands) unless stated otherwise")
        == 1_000
    )
    assert statement_scale("i bindingstiden") == 1, "a word that starts like a unit"
    assert plain_figures("1 | 189,00 | 1,599 | (5,053) | 1.234,56 | $3.2 Billion") == [
        "1",
        "189.00",
        "1599",
        "5053",
        "1234.56",
        "3.2",
    ]


def _case_dates() -> None:
    d = datetime.date
    cases = {
        "March 4, 2024": d(2024, 3, 4),
        "4 mars 2022": d(2022, 3, 4),
        "12 de mayo de 2026": d(2026, 5, 12),  # Spanish
        "30 de junho de 2027": d(2027, 6, 30),  # Portuguese
        "2028年10月31日": d(2028, 10, 31),  # Japanese
        "2026년 3월 7일": d(2026, 3, 7),  # Korean
        "2026. március 7.": d(2026, 3, 7),  # Hungarian
        "7 martie 2026": d(2026, 3, 7),  # Romanian
        "15 KASIM 2026": d(2026, 11, 15),  # Turkish in capitals (a dotted I)
        "15. listopadu 2026": d(2026, 11, 15),  # Czech genitive
        "15 stycznia 2026": d(2026, 1, 15),  # Polish genitive
        "7 ΜΑΡΤΙΟΥ 2026": d(2026, 3, 7),  # Greek in capitals (no accent)
        "3 Disember 2025": d(2025, 12, 3),  # Malay
        "24-okt-2014": d(2014, 10, 24),
        "2014-08-03": d(2014, 8, 3),
        "Aug 1, 2014": d(2014, 8, 1),
        "August 3 , 2014": d(2014, 8, 3),
        "7. Mai 2014": d(2014, 5, 7),
        "19 april 2014": d(2014, 4, 19),
        "21.05.14": d(2014, 5, 21),
        "28/11/2022": d(2022, 11, 28),
        "03/20/2023": d(2023, 3, 20),
        "10/18/18": d(2018, 10, 18),
        "January 28, 2023": d(2023, 1, 28),
        "1st of March 2020": d(2020, 3, 1),
        "15 décembre 2021": d(2021, 12, 15),
        "the 12TH day of FEBRUARY\n2026": d(2026, 2, 12),
        "a los 02 días del mes de abril de 2031": d(2031, 4, 2),  # a Spanish deed
        "aos 2 dias do mês de abril de 2031": d(2031, 4, 2),  # a Portuguese deed
        "1º de abril del 2031": d(2031, 4, 1),
        "«02» апреля 2031 г.": d(2031, 4, 2),  # Russian genitive, the day in quotes
        "2 квітня 2031 р.": d(2031, 4, 2),  # Ukrainian
        "2. travnja 2031.": d(2031, 4, 2),  # Croatian
        "2. huhtikuuta 2031": d(2031, 4, 2),  # Finnish
        "2 augusti 2031": d(2031, 8, 2),  # Swedish
        "2031 m. balandžio 2 d.": d(2031, 4, 2),  # Lithuanian
        "2031. gada 2. aprīlī": d(2031, 4, 2),  # Latvian
        "ngày 02 tháng 04 năm 2031": d(2031, 4, 2),  # Vietnamese
        "令和13年4月2日": d(2031, 4, 2),  # Japanese era (Reiwa 13)
        "2hb April 2031": d(2031, 4, 2),  # Malay
    }
    for printed, expected in cases.items():
        assert parse_date(printed) == expected, (printed, parse_date(printed))
    assert parse_date("04/03/2024") == d(2024, 4, 3)
    assert parse_date("04/03/2024", day_first=True) == d(2024, 3, 4)
    assert parse_date("March 2023") is None
    assert parse_date("31/02/2024") is None


def _case_day_first() -> None:
    assert detect_day_first("Invoice Date: 20-10-2015 Order Date: 15-10-2015")
    assert not detect_day_first("Invoice Date: 03/20/2023")
    assert detect_day_first("Facture n° 12 Date : 04/03/2022 TVA 20%")
    assert detect_day_first("FACTURA ELECTRÓNICA Fecha Emisión: | 11-03-2026")  # a Chilean invoice
    assert not detect_day_first("Invoice Date: 04/03/2022 Total $5.00")
    assert not detect_day_first("Invoice No. | Invoice Date\n26-05-1187 | 06/02/2026"), "a number, not a date"
    assert detect_day_first("Date | 07-08-2031\nKatup D150 | 5.837.200,00"), "decimal commas"
    assert not detect_day_first("Date | 07-08-2031\nValve D150 | 5,837,200.00 | 1.000,5x")


def _case_scale_and_currency() -> None:
    cost = "repurchased 722,457 shares of its common stock at a cost of $328.1 million"
    assert scale_words(cost, "328.1") == {1_000_000} and scale_words(cost, "722457") == {1}
    assert glued_scale("Revenue | £1,284.6m | £1,190.2m", "1284.6") == 1_000_000
    assert glued_scale("profit of $3.2bn", "$3.2") == 1_000_000_000
    assert glued_scale("a frontage of 12.5m", "12.5") is None, "a length carries no currency"
    assert glued_scale("Revenue | £1,284.6m", "1,190.2") is None
    assert statement_scale("Key figures (CHF million, unaudited)") == 1_000_000, "a bracket's unit and a note"
    danish = "Note | 2020/21 | 2019/20\nkr. | t.kr.\nÅrets resultat | 3.151.697 | 2.867"
    assert columns_in_units(danish) == "kr. | t.kr.", "this year in kroner, last year in thousands"
    assert columns_in_units("TEUR | TEUR\nUmsatz | 48.216 | 45.002") is None, "one unit for both columns"
    assert statement_scale("CONDENSED BALANCE SHEETS\n(In thousands, except per share data)") == 1_000
    assert statement_scale("($ in millions, except per share amounts)") == 1_000_000
    assert statement_scale("Consolidated Balance Sheet (R$ thousand)") == 1_000, "a dollar with its country"
    assert statement_scale("Consolidated Balance Sheets\n(Millions of yen)\nAs of") == 1_000_000
    assert statement_scale("Balance Sheet\nthousands of Canadian dollars, as at November 30") == 1_000
    assert statement_scale("Thousands of customers were served") == 1, "a sentence, not a unit"
    assert statement_scale("Net sales (billions of yen) | 182.4 | 196.9") == 1, "a row's own unit"
    assert statement_scale("Total assets 1,234") == 1
    assert statement_scale("Key figures\n€ million, unless stated otherwise\nRevenue | 1,284.6") == 1_000_000
    assert statement_scale("(in € millions)") == 1_000_000
    assert statement_scale("31.5.2028 | 31.5.2027\nRM'000 | RM'000\nRevenue | 148,326") == 1_000, "ringgit"
    assert statement_scale("2028 | 2027\nR'000 | R'000\nRevenue | 14 236 339") == 1_000, "rand"
    assert statement_scale("Key figures (EUR million)\nRevenue | 1,284.7") == 1_000_000
    assert statement_scale("USD thousands\nSales") == 1_000
    assert statement_scale("Net sales | 12.5\nand millions of customers") == 1
    assert statement_scale("Consolidated income statement\nSEK m\nNote | 2024 | 2023") == 1_000_000
    assert statement_scale("Group (£'000)") == 1_000 and statement_scale("Revenue (EURm)") == 1_000_000
    assert statement_scale("Profit rose to SEK 1,067 m (746)\nCash of $5m") == 1
    assert statement_scale("2025 | 2024\n£m | £m\nRevenue | 1,184.6") == 1_000_000, "a column head"
    assert statement_scale("Revenue | £5m | 4") == 1, "a figure in a cell is no unit"
    mixed = "(Dollars in millions)\nCasino revenue | $ | 391\n(In thousands)\nBetMGM | (47,660) | (56,907)"
    assert figure_scale(mixed, "47660") == 1_000 and figure_scale(mixed, "391") == 1_000_000
    assert figure_scale(mixed, "12") == 1_000_000, "a figure the page does not print: the page's unit"
    assert units_printed(mixed, 47660.0) == {1_000} and units_printed(mixed, 12.0) == set()
    assert units_printed("Zenith Co spent $328.1 million", 328.1) == {1_000_000, 1}
    assert spelled_scale("£1,184.6m") == "£1,184.6 million" and spelled_scale("4.20 m") == "4.20 m"
    assert unglued("£1,184.6m") == "£1,184.6" and unglued("4.20 m") == "4.20 m"
    assert figures_at("SOFR Loans, 6.25% and ABR Loans, 5.25%") == [(12, 6.25), (33, 5.25)]
    marks: dict[str, str | None] = {
        "KShs 18.6 billion": "KES",
        "Price (GH₵)": "GHS",
        "Rp 460.130.700,00": "IDR",
        "Rate (Tk)": "BDT",
    }
    marks |= {"Precio RD$": "DOP", "Total, GEL | 33 299.30": "GEL", "1 307 068,20 DH": "MAD", "(Baht)": "THB"}
    marks |= {"R 2 717 517.28": "ZAR", "up 7% to R6.4 billion": "ZAR", "RM 1,234.00": "MYR"}
    marks |= {"Room R2": None, "2024 r.": None, "Tariff R1": None, "12 gel tubes": None, "Mr. Tk": None}
    assert {text: currency_code(text) for text in marks} == marks, "another country's mark, or none"
    assert [currency_code(t) for t in ["$", "€ 4,24", "₹ 50", "Rs. 40", "£1", "Total EUR 34,73", "none"]] == [
        "USD",
        "EUR",
        "INR",
        "INR",
        "GBP",
        "EUR",
        None,
    ]
    brazil, canada, plain = "VALOR TOTAL | R$ 20.742,30", "C$ 1,200.00", "Total $ 5"
    assert [currency_code(t) for t in (brazil, canada, plain)] == ["BRL", "CAD", "USD"]
    swedish = "ROT-arbete begärs av oss hos Skatteverket"  # "rs" ends a word after a non-ASCII letter
    assert currency_code(swedish) is None and currency_codes(swedish) == set()
    assert currency_codes("Yen | U.S. dollars (Note 1)") == {"JPY", "USD"}
    assert currency_code("(unaudited, in thousands of Canadian dollars)") == "CAD"
    assert currency_code("w tys. zł") == "PLN" and currency_code("Celkem 12 500 Kč") == "CZK"
    assert currency_codes("przeliczono na EUR (2025: 4,2634 zł/EUR)") == {"EUR", "PLN"}
    assert currency_codes("Expressed in Swiss francs") == {"CHF"}
    # currencies beyond the model's list, by code, unit ("MSEK") or sign; "S/N" is no sol
    beyond = ("Moneda: | Peso chileno (CLP)", "till 1 184,6 MSEK", "₱ 126,853.97")
    assert [currency_code(t) for t in beyond] == ["CLP", "SEK", "PHP"]
    assert currency_code("Importe Total | S/ 29,205.00") == "PEN" and currency_code("S/N 4471") is None
    assert currency_code("Retenção na fonte 6,5% s/ serviços de 7.568.720,00") is None, "Portuguese 'sobre'"
    assert (
        currency_code("Total a pagar (Kz) | 56.548.011,86") == "AOA"
        and currency_code("₡ 554 376,60") == "CRC"
    )
    assert currency_code("CRC - Colón costarricense · Tipo de cambio: ₡ 517,48 por USD") == "CRC"
    assert currency_code("www.tengri-mining.kz") is None
    assert currency_codes("22 | GRD-CLP-58 | Ground rod clamp | 4.15 | CAD Technician | 26.5") == set()
    assert currency_code("I alt DKK inkl. moms") == "DKK" and currency_codes("Ball bearing 6205-2RS") == set()
    assert currency_codes("12 RS-1848 | Roller chain #60 riveted") == set(), "a part code, no rupees"
    assert currency_code("Rs 319.00") == "INR"
    assert currency_codes("TRUE | Amount in words: UAE Dirhams Two Hundred") == {"AED"}
    assert currency_code("Total de plată | 71.254,96 lei") == "RON" and currency_code("a lei spetta") is None
    crore = "(₹ in crore, except per share data)"
    assert statement_scale(crore) == 10_000_000 and statement_scale("(in lakhs)") == 100_000


SELFTEST_CASES = [
    _case_numbers,
    _case_numbers_in,
    _case_percents_in,
    _case_dates,
    _case_day_first,
    _case_scale_and_currency,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
