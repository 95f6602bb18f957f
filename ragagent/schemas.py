"""The extraction contract in code: fields per document type, their value types, definitions, label words.

Mirrors ../shared/spec/extraction.md. Each field also carries what code needs to check it:
`label` — a pattern the evidence quote must contain so the value is tied to the right row/field
("amount_due" needs a due/balance word, so the invoice total cannot be copied into it);
`not_label` — a pattern that marks the wrong row ("Total liabilities and equity" for total_equity);
`keywords` — typical labels used to choose the pages sent to the model.
The LLM reply schema (value as printed, verbatim quote, page) is built here as a Pydantic model and
as a plain JSON schema for constrained decoding.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from pydantic import BaseModel, Field, create_model

from ragagent.normalize import ISO_CURRENCY_CODES
from ragagent.selftest import selftest_main

Kind = Literal["text", "date", "money", "number", "percent", "enum"]
Status = Literal["ok", "needs_review", "empty"]
# A page qualifier makes another label: "Subtotal (this page)" is not the invoice's subtotal.
# the fields that name a party: a company, a person or an organisation
PARTY_FIELDS = frozenset({"vendor_name", "bill_to", "company_name", "borrower", "lender", "client_name"})
PAGE_QUALIFIER = re.compile(
    r"this\s+page|per\s+page|page\s+(\d+\s+)?(sub)?total|carried\s+(forward|over)|brought\s+forward|[cb]/f\b",
    re.IGNORECASE,
)
# A figure range is an outlook, not a reported figure: "Net sales | $10.95 billion to $11.05 billion".
OUTLOOK_RANGE = r"\d\s*(?:[mb]illion)?\s+to\s+\$?\s*\d"


@dataclass(frozen=True)
class FieldSpec:
    """One contract field and the checks code applies to its evidence."""

    name: str
    kind: Kind
    definition: str
    enum: tuple[str, ...] = ()
    label: str | None = None
    not_label: str | None = None
    keywords: tuple[str, ...] = field(default_factory=tuple)
    # the label may close a statement row's long first cell ("Net loss per share, basic and diluted")
    label_closes_row: bool = False

    def label_ok(self, quote: str) -> bool:
        return self.label is None or re.search(self.label, quote, re.IGNORECASE) is not None

    def wrong_row(self, quote: str) -> bool:
        if self.kind in ("money", "number") and PAGE_QUALIFIER.search(quote):
            return True
        text = _AFTER_FIGURE_PERCENTS.sub("", quote)  # a release's "% change" column beside the figures
        return self.not_label is not None and re.search(self.not_label, text, re.IGNORECASE) is not None


# the percentage cells of a table row after a plain figure's cell ("Net income | 95,049 | 59,470 | 59.8%",
# "Net income | $ | 340,751 | 10.6% $ | …"): a change or share column, not a row of percentages
_PERCENT_CELL = r"\|\s*[+\-−]?\(?\d[\d.,]*\)?\s*%\s*\$?\s*(?=\||$)"
_AFTER_FIGURE_PERCENTS = re.compile(rf"(?<=\d)\s*(?:{_PERCENT_CELL})+", re.MULTILINE)


# the invoice a credit note credits ("Original amount of invoice INV-118872", "Original Invoice | INV-14471")
CREDITED_INVOICE = (
    r"\b(amount\s+of|original|credited|against)\s+invoice\b"
    r"|\bzur?\s+(?:unserer\s+|ihrer\s+)?rechnung\b"  # a Gutschrift "zu unserer Rechnung Nr. RE-2028-1462"
    # Icelandic "Vegna reiknings nr. 71843", Spanish, French, Italian
    r"|\bvegna\s+reiknings\b|\bfactura\s+(?:rectificada|original|de\s+origen)\b|\bfacture\s+(?:d.origine|initiale)\b"
    r"|\bfattura\s+(?:originale|di\s+riferimento)\b"
)
# Words that date a payment's deadline in other languages: a due date's label, never an invoice date's
# ("Vervaldatum", "Fälligkeitsdatum" hold "datum" as "Factuurdatum" does).
_DUE_DATE_WORDS = (
    r"zahlungsziel|zahlbar|fällig|échéance|echeance|verval|förfallo|scadenza|vencimiento|vencimento"
    r"|forfall|forfald|termin\s+p[łl]atno|splatnost|határidő|hatarido|eräpäivä|支払期限|支払期日"
    # Spanish, Turkish, Indonesian, Vietnamese, Romanian, Croatian, Icelandic, Baltic, Russian, CJK, Thai
    r"|l[íi]mite\s+de\s+pago|\bvade\b|son\s+ödeme|jatuh\s+tempo|hạn\s+thanh\s+toán|scaden[țţt]|dospije[ćc]"
    r"|rok\s+pla[ćc]anja|gjalddag|eindag|maksetähtaeg|apmaksas\s+termi|mokėjimo\s+termin|apmokėti\s+iki"
    r"|срок\s+оплаты|оплатить\s+до|到期日|付款期限|납부\s*기한|지급\s*기일|ครบกำหนด"
)
# a pre-tax amount's words, which a subtotal's label may be and a tax's or a total's may not ("Total before
# VAT", Turkish "Ara Toplam", Vietnamese "Cộng tiền hàng", Icelandic "Samtals án VSK", Romanian "fără TVA")
_BEFORE_TAX_WORDS = (
    r"excl\w*\.?\s*(?:btw|vat|tax|mwst|gst)|ekskl|eks\.?\s*mva|veroton|bez\s+dph|税抜"  # Nordic, Czech, JP
    r"|before\s+(?:tax|vat|gst)|without\s+(?:tax|vat)|vatable\s+sales|ara\s+toplam|kdv\s+hari[çc]"
    r"|sebelum\s+pajak|cộng\s+tiền\s+hàng|trước\s+thuế|chưa\s+(?:có\s+)?thuế|f[ăa]r[ăa]\s+tva"
    r"|bez\s+(?:pdv|pvn)|brez\s+ddv|be\s+pvm|[áa]n\s+vsk|käibemaksuta|без\s+ндс|不含税|공급가액|ก่อนภาษี"
    r"|\bsin\s+iva|\bsem\s+iva|senza\s+iva|op\.?\s+gravad|hors\s+tax"
)

_INVOICE = (
    FieldSpec(
        "invoice_number",
        "text",
        "the invoice's own number",
        keywords=(
            *("invoice number", "invoice no", "invoice #", "rechnungsnr", "rechnung nr", "rechnungsnummer"),
            *("factuurnummer", "facture n", "numéro de facture", "factura n", "faktura vat nr", "faktura nr"),
            *("fattura n", "fatura n", "faktura č", "číslo faktury", "numer faktury", "número de factura"),
            # Hungarian, Nordic, Finnish, Estonian, Icelandic, Baltic, Balkan, Romanian, Russian, Greek,
            # Indonesian, Vietnamese
            *("sorszám", "számlaszám", "fakturanummer", "fakturanr", "laskun numero", "laskunumero"),
            *("arve nr", "reikningsnúmer", "sąskaitos nr", "rēķina nr", "broj računa", "račun br"),
            *("factura nr", "numărul facturii", "номер счета", "счет №", "счёт №", "фактура №"),
            *("αριθμός τιμολογίου", "αρ. τιμολογίου", "nomor faktur", "no. faktur", "số hóa đơn"),
        ),
    ),
    FieldSpec(
        "invoice_date",
        "date",
        "date of issue",
        # "le 28/11", not "le-tout-lyon.fr"; Finnish "päivämäärä", Hungarian "kelte"/"dátum"
        label=r"dat|dated|issued|\ble\b(?!-)|invoice|fecha|emisi[oó]n|päivämäärä|laskun\s+päivä|laskupäivä"
        r"|\bkelte?\b|dátum|発行日|請求日"  # Finnish "Laskun päivä", Japanese
        # Turkish, Indonesian, Vietnamese, Icelandic, Estonian, Russian, Chinese, Korean, Thai, Greek
        r"|tarih|tanggal|\bngày\b|dagsetning|kuupäev|дата|日期|일자|발행일|วันที่|ημερομηνία",
        # the billing period's end is not the date of issue
        not_label=r"order\s*dat|due\s*date|delivery(\s+note)?\s*date|ship(ping)?\s*date|billing\s+period|next\s+\w+\s+date|"
        + _DUE_DATE_WORDS
        + r"|"
        r"liefer\w*datum|bestell\w*datum|leistungs\w*datum|leverdatum|besteldatum|de\s+(livraison|commande)|"
        r"teljes[ií]t[ée]s|"  # Hungarian "Teljesítés dátuma": the date of supply
        # the date of supply elsewhere: Russian "Дата совершения оборота", "отгрузки";
        # Polish "Data dostawy"; Czech "Datum uskutečnění zdanitelného plnění"; Spanish, Portuguese "entrega"
        r"совершени\w*\s+оборот|отгрузк|поставк|dostaw|uskute[čc]n|\bduzp\b|\bentrega\b|"
        # the invoice a credit note credits ("Original amount of invoice INV-118872 (05/28/2025)")
         + CREDITED_INVOICE + r"|"
        # an order reference's own date ("PO Ref: KT/PO/046 dated 12-Apr-2024", "Bestellung 4711 vom 04.03.")
        r"(\bp\.?o\b|order|bestellung|commande|pedido|ordine|bestelling)[^|]{0,40}\b(dated|vom|du|del|van)\b",
        keywords=("invoice date", "date", "rechnungsdatum", "factuurdatum", "date :"),
    ),
    FieldSpec(
        "due_date",
        "date",
        "payment due date, if printed",
        label=r"due|payable|uiterlijk|pay by|payment|" + _DUE_DATE_WORDS,
        not_label=r"received|\bpaid\b",  # "Payment received 04/02/2024" dates a payment, not the due date
        keywords=("due date", "payment due", "zahlungsziel", "amount due on"),
    ),
    FieldSpec(
        "vendor_name",
        "text",
        "the seller issuing the invoice",
        keywords=("sold by", "from", "service provider", "vendor"),
    ),
    FieldSpec(
        "bill_to",
        "text",
        "whoever is billed: a company, or a person if the customer is one; never the Ship To party",
        keywords=("bill to", "billing address", "customer", "sold to"),
    ),
    FieldSpec(
        "currency",
        "enum",
        "ISO 4217 code (USD, EUR, INR, GBP, ...) of the amounts",
        enum=ISO_CURRENCY_CODES,  # the model's list; code reads the other ISO codes from the page
        keywords=("total", "currency", "usd", "eur"),
    ),
    FieldSpec(
        "subtotal",
        "money",
        "total before tax (after discounts), if printed",
        label=r"sub\s*-?\s*tota|excl|exkl|ohne|netto|\bnet\b|\bht\b|charges|before tax|pre-?tax|"
        r"less discount|taxable (amount|value)|base imponible|imponibile|sous-?\s*total|"
        r"nettó|小計|" + _BEFORE_TAX_WORDS,  # Hungarian, Japanese
        # the definition is before tax: "Sub-total of items (inc. GST)", "Total TTC", "inkl. MwSt." include it
        not_label=r"\binc(?:l(?:uding|usive)?)?\.?\s*(?:of\s+)?(?:gst|vat|tax|btw|mwst|tva|iva)\b|\bttc\b"
        r"|\binkl\.?\s*(?:mwst|ust|moms|mva)\b|税込",
        keywords=("subtotal", "sub total", "total ht", "exclusief btw", "net amount"),
    ),
    FieldSpec(
        "tax",
        "money",
        "tax amount, if an amount is printed (a rate alone is not a tax amount)",
        # words, not parts of "August" or "plumbingstanford.com"
        label=r"tax|\bvat|\bbtw|\btva|mwst|\bust\b|\bgst|\b[cis]gst\b|\bcst|\biva\b|steuer|\bmoms\b|"
        r"\bmva\b|\balv\b|arvonlisävero|\bdph\b|\báfa\b|消費税"  # Norwegian, Finnish, Czech, Hungarian, JP
        r"|\b[hpq]st\b|\btv[hq]\b"  # Canada's harmonized, provincial and Quebec sales taxes
        # Turkish, Indonesian, Vietnamese, Balkan, Icelandic, Baltic, Cyrillic, Greek, CJK, Thai, Peru
        r"|\bkdv\b|\bppn\b|\bgtgt\b|\bpdv\b|\bddv\b|\bvsk\b|käibemaks|\bpvn\b|\bpvm\b|\bндс\b|\bддс\b"
        r"|\bпдв\b|φπα|增值税|税额|부가세|세액|ภาษีมูลค่าเพิ่ม|\bigv\b|\bimpuesto\b|\bimposto\b|\bimposta\b",
        # "Exclusief BTW" is the subtotal, "Total (inc. GST)" the total; a tax number ("Steuer-Nr.",
        # "VAT/TIN:") is no amount
        not_label=r"steuer-?\s*nr|\btin\b|\btrn\b|tax\s*(id|#|no\b|number|registration)|"
        # a tax number in other languages: Turkish, Indonesian, Vietnamese, Croatian/Slovene, Icelandic,
        # Estonian, Latvian, Lithuanian, Russian, Thai
        r"vergi\s+(no|numaras|dairesi)|\bnpwp\b|mã\s+số\s+thuế|\b(pdv|ddv)\s*(id|broj|št)|id\s+za\s+ddv|"
        r"vsk[\s.-]*(nr|númer)|\bkmkr\b|\bpvn\s+(reģ|nr)|\bpvm\s+(kodas|mok)|\bинн\b|ผู้เสียภาษี|"
        + _BEFORE_TAX_WORDS
        + "|"
        r"vat\s*(id|#|no\b|number|reg)|"
        r"(total|amount|payable|due|balance|betrag|summe)\w*\s*\(?\s*(inc(l(uding|usive)?)?|inkl)\.?\s*(of\s+)?"
        r"(gst|vat|tax|btw|mwst|ust|tva|iva|moms|mva)\b",
        keywords=("tax", "vat", "btw", "tva", "mwst", "gst"),
    ),
    FieldSpec(
        "total",
        "money",
        "invoice total including tax",
        label=r"total|totaal|gesamt|summe|summa|att betala|montant|ttc|amount|balance|\bdue\b|betrag|"
        r"\bi\s+alt\b|yhteensä|celkem|összesen|razem"  # Danish/Norwegian, Finnish, Czech, Hungarian, Polish
        r"|合計"  # Japanese
        # Turkish, Indonesian, Vietnamese, Balkan, Icelandic, Baltic, Russian, Greek, Chinese, Korean, Thai
        r"|toplam|jumlah|tagihan|tổng\s+cộng|tổng\s+tiền|ukupno|skupaj|samtals|kokku|kopā|iš\s+viso|итого"
        r"|всего|σύνολο|合计|总计|합계|총액|รวม",
        # "Total tax" is the tax, "Total HT" (hors taxes) the subtotal
        not_label=r"sub\s*-?\s*total|subtotaal|sous-?\s*total|total\s+(tax|vat|btw|tva|gst)\b|\bht\b|taxable|"
        r"小計|消費税|"
        # a tax's own total ("Tổng tiền thuế GTGT", "Hesaplanan KDV", "Jumlah PPN", "Ukupno PDV")
        r"tổng\s+tiền\s+thuế|(toplam|hesaplanan)\s+kdv|jumlah\s+ppn|ukupno\s+pdv|итого\s+ндс|税额|세액|"
        + _BEFORE_TAX_WORDS,
        keywords=("total", "grand total", "totaal", "total ttc", "amount due"),
    ),
    FieldSpec(
        "amount_due",
        "money",
        "balance/amount due, only if printed separately as a balance or amount due",
        label=r"\bdue\b|balance|payable|zu (be)?zahlen|à payer|a payer|a pagar|da pagare|te betalen|"
        r"outstanding|pendiente\s+de\s+pago|"
        r"at betale|å betale|maksettava|k úhradě|fizetendő|do zapłaty|ご請求額|請求金額"
        # French, Turkish, Indonesian, Vietnamese, Romanian, Croatian, Icelandic, Russian, Chinese, Thai
        r"|solde\s+d[ûu]|ödenecek|harus\s+dibayar|sisa\s+tagihan|(cần|phải)\s+thanh\s+toán|de\s+plat[ăa]"
        r"|za\s+pla[ćc]anje|za\s+platiti|til\s+greiðslu|к\s+оплате|应付金额|ยอดชำระ",
        # "Make all checks payable to X. Monthly rate is $2,150.00"; the last invoice's amount ("前回…")
        not_label=r"payable\s+to\b|前回",
        keywords=("amount due", "balance due", "total due"),
    ),
)

# Not a contract field: a line an invoice's total adds to subtotal + tax, cash rounding ("Rundung | 0.01",
# "Round Off | +0.50", "Öresavrundning | -0,38") or a withholding ("Retención IRPF 15 % | -1.927,50 €");
# the sum rule's closing term
ADJUSTMENT = FieldSpec(
    "adjustment",
    "money",
    "a rounding or withholding line between an invoice's tax and its total",
    label=r"\b(?:round(?:ing|ed)?(?:[\s-]*off)?|rundung|arrondi\w*|redondeo|arrotondamento|afronding|zaokr\w*"
    r"|(?:öres)?avrundning|avrunding|afrunding|pyöristys|kerekítés"
    r"|withholding|retenci[óo]n|irpf|ritenuta|retenue)\b",
)

# Not a contract field: the mezzanine between a balance sheet's liabilities and its equity ("Redeemable
# noncontrolling interest | 164.0", "Temporary equity"), which total assets also cover
MEZZANINE = FieldSpec(
    "mezzanine",
    "money",
    "redeemable interests or temporary equity printed between total liabilities and equity",
    label=r"\bredeemable\b[^|]{0,40}\b(?:non-?\s?controlling|preferred|convertible)\b|\btemporary\s+equity\b"
    r"|\bmezzanine\b",
    not_label=r"^\s*total\b",  # "Total liabilities, redeemable noncontrolling interest and equity"
)

# Not a contract field: a balance an invoice carries onto its amount due besides its own total (a previous
# or past-due balance, a payment received against it, a late fee on it); the amount-due rule's closing terms
CARRIED_BALANCE = FieldSpec(
    "carried_balance",
    "money",
    "a previous balance, payment or fee between an invoice's total and its amount due",
    label=r"previous\s+balance|prior\s+balance|past[\s-]+due|balance\s+(?:brought\s+)?forward|arrears"
    r"|payments?\s+received|late\s+(?:fee|charge)|finance\s+charge|vorsaldo|saldo\s+anterior"
    r"|solde\s+(?:pr[ée]c[ée]dent|ant[ée]rieur)|前回|繰越|ご入金",
)

# the row under an "Attributable to:" heading that names the company's own holders
# the row of a net income's share owed to the parent's shareholders, under the total it splits ("Owners of
# the parent", "davon Aktionäre der … AG", "Aktionærer i … A/S", "Hänförligt till moderbolagets aktieägare")
OWNERS_ROW = (
    r"^\s*(?:owners\s+of\s+(?:the\s+)?(parent|company)\b|(davon\s+)?(entfallen\s+)?(auf\s+)?(die\s+)?(aktionär|anteilseigner)\w*|majoritetens\s+andel"
    r"|aktionærer(ne)?\b|(hänförligt\s+till\s+)?moderbolagets\s+aktieägare|(tilordnet|henført\s+til)\s+(aksjonær|eier)"
    r"|emoyhtiön\s+omistaj|(propriétaires|actionnaires)\s+de\s+la\s+société\s+mère"
    r"|(atribuible\s+a\s+)?(los\s+)?(accionistas|propietarios)\s+de\s+la\s+(sociedad\s+)?dominante"
    r"|(atribu[íi]vel\s+aos\s+)?acionistas\s+controladores|(soci|azionisti)\s+della\s+(controllante|capogruppo)|aandeelhouders\s+van"
    r"|(przypadający\s+na\s+)?(właścicieli|akcjonariuszy)\s+jednostki\s+dominującej|親会社株主に帰属"
    # Indonesian, Spanish (Latin America), Turkish, Vietnamese, Romanian, Croatian, Russian, CJK, Thai
    r"|pemilik\s+entitas\s+induk|(propietarios|accionistas)\s+de\s+la\s+controladora|participaci[óo]n\s+controladora"
    r"|ana\s+ortakl[ıi]k|lợi\s+nhuận\s+sau\s+thuế\s+của\s+công\s+ty\s+mẹ|(cổ\s+đông\s+của\s+)?công\s+ty\s+mẹ"
    r"|(proprietarii|acționarii)\s+societății-mamă|vlasnici(ma)?\s+matice|(акционерам|собственникам)\s+материнской"
    r"|归属于母公司|지배기업\s*(의\s*)?소유주|ส่วนที่เป็นของบริษัทใหญ่)"
)

# A statement's row labels in the languages of European and Japanese filings, each the row's whole name
# (Swedish "Nettoomsättning", Polish "Aktywa razem", Spanish "Patrimonio neto"), with the words that mark
# another row of the same words: a cost, an adjusted figure, a share count, a flow or a grand total
_REVENUE_WORDS = (
    r"nettoomsättning|umsatzerlöse|chiffre d.affaires|importe neto de la cifra"
    r"|ingresos (ordinarios|de actividades)|receita (operacional )?l[íi]quida|ricavi|omzet|liikevaihto"
    r"|nettoomsætning|driftsinntekter|salgsinntekter|przychody ze sprzedaży|tržby|árbevétel|売上高|営業収益"
    # Spanish (Latin America), Indonesian, Turkish, Vietnamese, Romanian, Croatian, Icelandic, Baltic,
    # Russian, Greek, Chinese, Korean, Thai
    r"|ventas\s+netas|ingresos\s+(?:netos|totales|por\s+ventas|de\s+operaci)|pendapatan\s+(?:neto|bersih|usaha)"
    r"|penjualan\s+(?:neto|bersih)|hasılat|satış\s+gelirleri|doanh\s+thu\s+thuần"
    r"|cifra\s+de\s+afaceri|venituri\s+din\s+(?:vânzări|vanzari|contracte)|prihodi\s+od\s+prodaje"
    r"|rekstrartekjur|sölutekjur|müügitulu|pardavimo\s+pajamos|выручка|κύκλος\s+εργασιών|营业收入|营业总收入"
    r"|매출액|รายได้จากการขาย"
    # Swiss and Austrian German ("Nettoerlöse aus Lieferungen und Leistungen", "Nettoumsatz")
    r"|nettoerl[öo]s|nettoumsatz"
)
_OPERATING_WORDS = (
    r"rörelseresultat|driftsresultat|betriebsergebnis|résultat (opérationnel|d.exploitation)"
    r"|resultado (de explotación|operativo|operacional)|lucro operacional|risultato operativo"
    r"|bedrijfsresultaat|liikevoitto|zysk (z działalności )?operacyjn|provozní výsledek"
    r"|üzemi eredmény|営業利益"
    r"|utilidad\s+(?:operativa|de\s+operaci[óo]n|operacional)|laba\s+(?:usaha|operasi)|faaliyet\s+k[âa]r"
    r"|lợi\s+nhuận\s+(?:thuần\s+)?từ\s+hoạt\s+động\s+kinh\s+doanh|(?:profit|rezultat)(?:ul)?\s+din\s+exploatare"
    r"|dobit\s+iz\s+poslovan|rekstrarhagnaður|ärikasum|операционная\s+прибыль|прибыль\s+от\s+продаж|营业利润"
    r"|영업이익|กำไรจากการดำเนินงาน"
)
_NET_WORDS = (
    r"periodens resultat|årets resultat|jahresüberschuss|konzernergebnis|periodenergebnis"
    r"|résultat net|resultado (neto|del ejercicio|del periodo|l[íi]quido)|beneficio neto"
    r"|lucro l[íi]quido|utile netto|risultato netto|nettowinst|nettoresultaat|tilikauden (voitto|tulos)"
    r"|zysk netto|čistý zisk|adózott eredmény|純利益|hänförligt|zurechenbar|attribuable"
    r"|atribuible|atribu[íi]do|attribuibile|toerekenbaar|kuuluva|przypadając|帰属|diatribusikan"
    r"|utilidad\s+neta|p[ée]rdida\s+neta|laba\s+(?:bersih|tahun\s+berjalan|periode\s+berjalan)|rugi\s+bersih"
    r"|dönem\s+(?:net\s+)?k[âa]r|lợi\s+nhuận\s+sau\s+thuế|profit(?:ul)?\s+net|pierdere\s+net|neto\s+dobit"
    r"|dobit\s+(?:razdoblja|godine)|čisti\s+dobi|hagnaður\s+(?:ársins|tímabilsins)|puhaskasum|tīrā\s+peļņa"
    r"|grynasis\s+pelnas|чистая\s+прибыль|净利润|당기순이익|กำไรสุทธิ|καθαρά\s+κέρδη"
    r"|jahresgewinn|reingewinn|konzerngewinn|unternehmensgewinn"  # Swiss German
)
_DILUTED_WORDS = (
    r"utspädning|verwässert|dilué|diluido|diluído|diluito|verwaterd|utvannet|udvandet|laimennettu"
    r"|rozwodnion|zředěn|hígított|潜在株式調整後"
    r"|diluid[ao]|dilusi|sulandırılmış|seyreltilmiş|suy\s+giảm|diluat|razrijeđen|razvodnjen|þynnt|lahjendatud"
    r"|atšķaidīt|sumažint|разводненн|разводнённ|稀释|희석|ปรับลด"
)
# a per-share row, in the languages statements come in ("per share", "Resultat per aktie", "je Aktie", …)
PER_SHARE = (
    r"per\s+(?:common\s+)?share|\beps\b|per\s+(?:aktie|aksje|azione|aandeel)|pro\s+aktie|je\s+aktie"
    r"|par\s+action|por\s+acci[oó]n|osaketta|na\s+akcj|一株"
    r"|per\s+saham|hisse\s+başına|trên\s+(?:mỗi\s+)?cổ\s+phiếu|pe\s+acțiune|po\s+dionici|á\s+hlut"
    r"|aktsia\s+kohta|на\s+(?:одну\s+)?акцию|每股|주당|ต่อหุ้น|ανά\s+μετοχή"
)
_SHARE_COUNT_WORDS = (
    r"antal|anzahl|nombre d|número de|numero di|aantal|antall|lukumäärä|liczba|počet|株式数"
    r"|jumlah\s+saham|hisse\s+say|số\s+lượng\s+cổ\s+phiếu|număr(?:ul)?\s+de\s+acțiuni|broj\s+dionica"
    r"|количество\s+акций|股数|주식수|จำนวนหุ้น"
)
_ASSETS_WORDS = (
    r"summa tillgångar|tillgångar totalt|summe aktiva|bilanzsumme|total (de l.)?actif|total activo"
    r"|activo total|total do ativo|ativo total|totale attivo|totaal activa|sum eiendeler"
    r"|aktiver i alt|vastaavaa yhteensä|aktywa razem|suma aktywów|aktiva celkem|eszközök összesen"
    r"|資産合計"
    r"|jumlah\s+(?:aset|aktiva)|total\s+aset|toplam\s+varl[ıi]klar|varl[ıi]klar\s+toplam|aktif\s+toplam"
    r"|tổng\s+(?:cộng\s+)?tài\s+sản|total\s+active|ukupn[ao]\s+(?:aktiva|imovina)|skupaj\s+sredstva"
    r"|eignir\s+samtals|varad\s+kokku|aktīvi\s+kopā|итого\s+активов|σύνολο\s+ενεργητικού|资产总计|资产合计"
    r"|자산\s*총계|รวมสินทรัพย์|total\s+del\s+activo|activos?\s+totales|total\s+activos"
    r"|total\s+aktiven|aktiven\s+total|summe\s+aktiven"  # Swiss German
)
_LIABILITIES_WORDS = (
    r"summa skulder|skulder totalt|summe (der )?(verbindlichkeiten|schulden)|total (des )?passifs?"
    r"|total pasivo|pasivo total|total do passivo|passivo total|totale passività"
    r"|totaal (verplichtingen|schulden)|sum gjeld|forpligtelser i alt|velat yhteensä"
    r"|zobowiązania razem|suma zobowiązań|závazky celkem|kötelezettségek összesen|負債合計"
    r"|jumlah\s+(?:liabilitas|kewajiban)|total\s+liabilitas|toplam\s+yükümlülükler|yükümlülükler\s+toplam"
    r"|tổng\s+(?:cộng\s+)?nợ\s+phải\s+trả|total\s+datorii|datorii\s+totale|ukupn[eo]\s+obvez"
    r"|skupaj\s+obveznosti|skuldir\s+samtals|kohustused\s+kokku|saistības\s+kopā|итого\s+обязательств"
    r"|σύνολο\s+υποχρεώσεων|负债合计|负债总计|부채\s*총계|รวมหนี้สิน|total\s+del\s+pasivo|pasivos?\s+totales"
    r"|total\s+pasivos|total\s+fremdkapital|fremdkapital\s+total|summe\s+fremdkapital"  # Swiss German last
)
# a grand total of liabilities and equity, in the same languages
_BOTH_SIDES_WORDS = (
    r"skulder och eget|eget kapital och skulder|verbindlichkeiten und eigenkapital|eigenkapital und"
    r"|passifs? et capitaux|capitaux propres et passif|pasivo y patrimonio|patrimonio neto y pasivo"
    r"|passivo e patrim|patrim[ôo]nio l[íi]quido e passivo|passività e patrimonio"
    r"|patrimonio netto e passività|kapitał własny i zobowiązania|zobowiązania i kapitał|負債純資産"
    r"|liabilitas\s+dan\s+ekuitas|yükümlülükler\s+ve\s+özkaynak|nguồn\s+vốn|datorii\s+(?:și|si)\s+capitaluri"
    r"|obveze\s+i\s+kapital|kapital\s+i\s+obveze|pasivos?\s+y\s+(?:el\s+)?patrimonio|skuldir\s+og\s+eigi"
    r"|kohustused\s+ja\s+omakapital|итого\s+пассив|负债和(?:所有者|股东)权益|부채\s*(?:와|및)\s*자본"
    r"|หนี้สินและส่วนของผู้ถือหุ้น|total\s+passiven|passiven\s+total|summe\s+passiv"
)
_EQUITY_WORDS = (
    r"eget kapital|eigenkapital|capitaux propres|patrimonio neto|patrim[ôo]nio l[íi]quido"
    r"|patrimonio netto|eigen vermogen|egenkapital|oma pääoma|kapitał własny|vlastní kapitál"
    r"|saját tőke|純資産"
    r"|ekuitas|öz\s*kaynaklar|vốn\s+chủ\s+sở\s+hữu|capitaluri\s+proprii|capital\s+propriu|kapital\s+i\s+rezerve"
    r"|ukupni\s+kapital|eigið\s+fé|omakapital|pašu\s+kapitāl|nuosavas\s+kapitalas|собственный\s+капитал"
    r"|капитал\s+и\s+резервы|所有者权益|股东权益|자본\s*총계|ส่วนของผู้ถือหุ้น|ίδια\s+κεφάλαια"
)
_CASH_WORDS = (
    r"likvida medel|liquide mittel|zahlungsmittel|trésorerie|efectivo|caixa|disponibilità liquide"
    r"|fl[üu]ssige\s+mittel"
    r"|liquide middelen|likvide|kontanter|rahavarat|środki pieniężne|peněžní prostředky|pénzeszközök"
    r"|現金"
    r"|kas\s+dan\s+setara\s+kas|nakit\s+ve\s+nakit\s+benzer|tiền\s+và\s+(?:các\s+khoản\s+)?tương\s+đương\s+tiền"
    r"|numerar|novac\s+i\s+novčan|handbært\s+fé|raha\s+ja\s+raha|nauda\s+un\s+naudas|pinigai\s+ir\s+pinigų"
    r"|денежные\s+средства|货币资金|现金及现金等价物|현금\s*및\s*현금성\s*자산|เงินสดและรายการเทียบเท่าเงินสด"
    r"|ταμειακά\s+διαθέσιμα"
)
# a flow or an opening balance of cash, not the period-end balance
_CASH_FLOW_WORDS = (
    r"flöde|förändring|veränderung|flux|variación|variação|variazione|kasstroom|kontantstrøm|muutos"
    r"|zmiana|změna|változás|増減|期首|ingående|anfangs|début|inicio|início|inizio|begin"
    r"|arus\s+kas|awal\s+(?:tahun|periode)|kenaikan|penurunan|nakit\s+ak[ıi]ş|dönem\s+başı|lưu\s+chuyển"
    r"|đầu\s+(?:kỳ|năm)|fluxuri|începutul|povećanje|smanjenje|početk|tok\s+novca|движение|на\s+начало"
    r"|期初|流量|기초|증감|ต้นงวด"
)
# an adjusted or cost row beside the measure's own ("Justerat rörelseresultat", "Coste de ventas")
_ADJUSTED_WORDS = (
    r"justerat|bereinigt|ajust|rettificat|oikaistu|skorygowan|koszt|coste|custo|costo|kosten|kostnad"
    r"|beban|harga\s+pokok|maliyet|giá\s+vốn|chi\s+phí|costul|troškov|kostnaðar|себестоимость|成本|원가|ต้นทุน"
    r"|κόστος"
)

_STATEMENT = (
    FieldSpec(
        "company_name",
        "text",
        "the reporting company",
        keywords=("inc", "corporation", "announces", "quarterly report"),
    ),
    FieldSpec(
        "report_type",
        "enum",
        "10-K, 10-Q, earnings_release, annual_report or other",
        enum=("10-K", "10-Q", "earnings_release", "annual_report", "other"),
        keywords=("form 10-q", "form 10-k", "quarterly report", "announces", "results"),
    ),
    FieldSpec(
        "period_end_date",
        "date",
        "end of the current reporting period",
        keywords=("quarterly period ended", "three months ended", "quarter ended", "weeks ended"),
    ),
    FieldSpec(
        "currency",
        "enum",
        "ISO 4217 code of the amounts",
        enum=ISO_CURRENCY_CODES,
        keywords=("$ in millions", "in millions", "dollars"),
    ),
    FieldSpec(
        "total_revenue",
        "money",
        "total net revenue / net sales for the current quarter or period",
        label=r"revenue|sales|turnover|" + _REVENUE_WORDS,
        # "Sales of property, plant and equipment" is a cash-flow line, not the period's sales
        not_label=r"comparable|cost of|growth|increase|decrease|% of|percent|\bsales? of [a-z]|"
        r"deferred|unearned|per available|" + _ADJUSTED_WORDS + "|" + OUTLOOK_RANGE,
        keywords=(
            "net sales",
            "total revenue",
            "net revenue",
            "revenues",
            "statements of operations",
            "revenue",
            "statements of earnings",
            "statements of income",
        ),
    ),
    FieldSpec(
        "operating_income",
        "money",
        "operating income (loss) for the current period",
        label=r"operating|from operations|" + _OPERATING_WORDS,
        # not lease rows, non-operating items or cash flows from operating activities
        # nor India's "Revenue from operations", which is revenue
        # nor costs ("Fuel and fleet operating costs"), nor France's recurring subtotal above "Résultat
        # opérationnel" ("Résultat opérationnel courant"); a cash flow's operating activities are no
        # operating result, "Results from operating activities" is
        not_label=r"percent|%|margin|adjusted|underlying|non-gaap|expenses|costs?\b|courant|recurring|lease"
        r"|non-?operating|(?:cash|flows?|provided|used|net)\b[^|]*activities|revenue|"
        r"other\s+operating|"  # "Other operating income | 214,608", an item above the operating profit
        + _ADJUSTED_WORDS
        + "|"
        + OUTLOOK_RANGE,
        keywords=("operating income", "income from operations", "operating profit"),
    ),
    FieldSpec(
        "net_income",
        "money",
        "net income (loss) attributable to the company's shareholders for the current period",
        # IFRS and UK statements print "Profit for the financial year", "Net result for the period", and
        # under an "Attributable to:" heading "Owners of the parent"
        label=r"\bnet\s+(income|earnings|loss|\(loss\)|result)|attributable|"
        r"(profit|loss|result)\s+(\((loss|profit)\)\s+)?for\s+the\s+(financial\s+)?(year|period|quarter)|"
        + OWNERS_ROW
        + "|"
        + _NET_WORDS,
        not_label=(
            r"non-?controlling interests?\s*\|?\s*[\d($]|percent|%|underlying|" + PER_SHARE + "|"
            r"equity attributable"  # a balance-sheet row
            r"|comprehensive\s+(?:income|loss)\s+attributable|total\s+comprehensive"  # profit plus OCI
            # the minority's share and equity rows, in the languages of `_NET_WORDS`
            r"|nicht\s+beherrschend|minderheit|minoritet|innehav\s+utan|ikke-?\s?kontrollerende"
            r"|määräysvallattom|no\s+dominantes|minoritari|não\s+controlador|terzi|minderheidsbelang"
            r"|niekontroluj|非支配|eigenkapital|eget\s+kapital|egenkapital|patrim[ôo]nio|capitaux\s+propres"
            r"|kapitał\s+własny|純資産"
            r"|non-?\s?pengendali|no\s+controladora|kontrol\s+gücü\s+olmayan|không\s+kiểm\s+soát"
            r"|care\s+nu\s+controlează|nekontroliraju|manjinsk|неконтролирующ|少数股东|비지배|ไม่มีอำนาจควบคุม"
        ),
        keywords=("net income attributable", "net earnings", "net income"),
    ),
    FieldSpec(
        "diluted_eps",
        "number",
        "diluted earnings (loss) per share for the current period",
        label=r"dilut|" + _DILUTED_WORDS,
        # not the dilutive effect, share counts or per-cent changes
        not_label=r"dilutive|weighted|shares|%|percent|non-gaap|adjusted|underlying|"
        + _SHARE_COUNT_WORDS
        + "|"
        + OUTLOOK_RANGE,
        keywords=("diluted", "per share", "earnings per share"),
        label_closes_row=True,
    ),
    FieldSpec(
        "total_assets",
        "money",
        "total assets at period end",
        label=r"total\s+assets|" + _ASSETS_WORDS,
        not_label=r"fair value",  # "Total assets measured at fair value" is a note's subtotal
        keywords=("total assets", "balance sheets", "total current assets"),
    ),
    FieldSpec(
        "total_liabilities",
        "money",
        "total liabilities, only if printed as a total",
        label=r"total\s+liabilities|" + _LIABILITIES_WORDS,
        not_label=r"liabilities\s*(,|and)\s*([\w'’]+\s+)*(equity|deficit)|fair value|" + _BOTH_SIDES_WORDS,
        keywords=("total liabilities", "balance sheets"),
    ),
    FieldSpec(
        "total_equity",
        "money",
        "total equity (including noncontrolling interests where the statement totals it that way)",
        label=r"equity|deficit|" + _EQUITY_WORDS,
        # not equity-method income, or equity movements net of tax
        not_label=r"liabilities\s*(,|and)|per share|return on|equity in\b|net of tax|" + _BOTH_SIDES_WORDS,
        keywords=("total equity", "total shareholders' equity", "total stockholders' equity"),
    ),
    FieldSpec(
        "cash_and_equivalents",
        "money",
        "cash and cash equivalents at period end",
        label=r"\bcash\b|" + _CASH_WORDS,
        # not flows, the opening balance, hedges, non-cash items, dividends, or totals with restricted cash
        not_label=r"provided|used|increase|decrease|change|restricted|beginning|paid|payments|hedg|non-?cash|"
        r"dividend|per share|" + _CASH_FLOW_WORDS,
        keywords=("cash and cash equivalents", "balance sheets"),
    ),
)

# a loan's labels in the languages the blind loan agreements came in (German, Austrian, Spanish, Mexican,
# Peruvian, French, Italian, Portuguese, Brazilian): "Die Laufzeit des Darlehens endet am 31.12.2038",
# "VI. Vencimento final", "Dieser Vertrag unterliegt deutschem Recht", "comisión por pago tardío"
_PRINCIPAL_WORDS = (
    r"darlehen|\bkredit|in\s+höhe\s+von|montant|\bimporte\b|\bimporto\b|\bmonto\b|pr[ée]stamo|\bpr[êe]t\b"
    r"|\bmutuo\b|\bsomma\b|valor\s+do\s+cr[ée]dito"
)
_MATURITY_WORDS = (
    r"laufzeit|fällig|zurückzuzahlen|vencimiento|vencimento|\bvence\b|échéance|echeance|scadenza|looptijd"
    r"|vervaldag|förfall|forfald|eräpäivä"
)
_LAW_WORDS = (
    r"\brecht\b|unterliegt|gerichtsstand|\bley(?:es)?\b|legislaci[óo]n|\bleis?\b|\bloi\b|\blegge\b"
    r"|\bregid[ao]\b|\bse\s+rige\b|\bsoumis\b|\bregolat|jurisdic|\bforo\b"
)
_LATE_WORDS = r"verzug|mahn|säumnis|retard|ritard|tard[íi]o|atraso|impag|impay|\bmulta\b"

_LOAN = (
    FieldSpec(
        "borrower",
        "text",
        "the borrower (the company for a credit agreement)",
        keywords=("borrower", "as borrower", "among", "maker", "dated as of", "credit agreement"),
    ),
    FieldSpec(
        "lender",
        "text",
        "the lender; for a syndicated facility, the administrative agent",
        keywords=("administrative agent", "lender", "as agent", "payee", "holder", "dated as of"),
    ),
    FieldSpec(
        "agreement_date",
        "date",
        "date of the agreement (or of the amendment/extension, for one)",
        # a Form 8-K cover dates the report, not the agreement it files ("Date of Report (Date of earliest
        # event reported): October 3, 2025" for an agreement dated as of September 30, 2025); a closing
        # date is when its conditions were met
        # nor is a payment's ("Date de première échéance | 5 novembre 2023"), the maturity's or the due date's
        not_label=r"date\s+of\s+report|earliest\s+event\s+reported|closing\s+date|first\s+(?:payment|instal)"
        r"|matur|expir|premi[eè]re|erste\s+rate|" + _DUE_DATE_WORDS,
        keywords=("dated as of", "agreement dated", "entered into as of", "date"),
    ),
    FieldSpec(
        "principal_amount",
        "money",
        "principal of the note, or aggregate commitments of the facility",
        label=r"principal|commitment|aggregate|facilit(?:y|ies)|total\s+authori[sz]ed|amount|sum|loan|"
        + _PRINCIPAL_WORDS,
        # a balance outstanding on a date is not the note's principal ("the unpaid principal balance of the
        # Note is $2,118,406.37" in a modification that raises the principal to $3,250,000.00)
        # nor is a payment ("monthly installments of principal and interest in the amount of $31,855.99")
        not_label=r"\b(unpaid|outstanding)\s+(principal\s+)?balance|\binstal+ments?\b|principal\s+and\s+interest",
        keywords=(
            "aggregate commitments",
            "principal amount",
            "principal sum",
            "revolving credit",
            "commitments is",
            "aggregate principal amount",
            "aggregate amount of",
        ),
    ),
    FieldSpec(
        "interest_rate",
        "text",
        "the interest rate as printed (a rate or a formula)",
        keywords=(
            *("interest rate", "per annum", "applicable rate", "sofr", "bear interest"),
            "rate of interest",  # "The rate of interest on each Loan … is Compounded SONIA plus the Margin"
        ),
    ),
    FieldSpec(
        "maturity_date",
        "date",
        "maturity / commitment termination date of the principal facility",
        label=r"matur|terminat|due|payable|expir|" + _MATURITY_WORDS,
        # the date a renewal or extension supersedes ("Original maturity date | March 3, 2025")
        not_label=r"\b(original|prior|existing|former)\b",
        keywords=(
            "maturity date",
            "termination date",
            "commitment termination",
            "extended",
            "maturity date” means",
            "maturity date”:",
            "termination date” means",
        ),
    ),
    FieldSpec(
        "governing_law",
        "text",
        "the state or jurisdiction whose law governs",
        label=r"law|governed|construed|jurisdiction|" + _LAW_WORDS,
        keywords=("governing law", "governed by", "laws of the state", "construed in accordance"),
    ),
    FieldSpec(
        "late_charge",
        "text",
        "the late charge as printed, if any (default interest is not one)",
        label=r"late|past due|overdue|" + _LATE_WORDS,
        keywords=("late charge", "late fee", "past due"),
    ),
)

_APPRAISAL = (
    FieldSpec(
        "property_address",
        "text",
        "the subject property's address",
        keywords=("property address", "subject", "address"),
    ),
    FieldSpec(
        "property_type",
        "enum",
        "single_family, condominium, multifamily, commercial, industrial, land, other",
        enum=("single_family", "condominium", "multifamily", "commercial", "industrial", "land", "other"),
        keywords=("property type", "one-unit", "single family", "detached", "condominium", "pud"),
    ),
    FieldSpec(
        "appraised_value",
        "money",
        "the appraiser's opinion of market value",
        label=r"value|opinion|appraised",
        not_label=r"assessed|assessment|sale price|contract price",
        keywords=("market value", "opinion of market value", "appraised value", "as of"),
    ),
    FieldSpec(
        "effective_date",
        "date",
        "effective date of the appraisal (date of value)",
        label=r"effective|as of|as at|date of|valuation date"
        r"|fecha\s+de\s+(?:valuaci[oó]n|tasaci[oó]n|aval[uú]o)|stichtag|data\s+da\s+avalia[çc][ãa]o|date\s+d.?[ée]valuation|waarderingsdatum",
        # a sale's, a contract's or a comparable's date is no date of value
        not_label=r"date of (contract|sale|prior sale|transfer)|contract (date|price)|sale (date|price)"
        r"|prior sale",
        keywords=("effective date", "as of", "date of value"),
    ),
    FieldSpec(
        "appraiser_name", "text", "the appraiser who signed", keywords=("appraiser", "name", "signature")
    ),
    FieldSpec(
        "client_name",
        "text",
        "the client / lender the report is for",
        # the lender's loan officer is a person at the client, not the client
        not_label=r"loan\s+officer",
        keywords=("lender/client", "client/lender", "client", "intended user", "lender"),
    ),
    FieldSpec(
        "gross_living_area_sqft",
        "number",
        "gross living area of the subject in square feet, if printed",
        label=r"living|gla|area|sq",
        # a commercial property's building, rentable or site area is no living area
        not_label=r"building\s+area|\bgba\b|rentable|leasable|\bnra\b|site\s+area|land\s+area|lot\s+(area|size)"
        r"|gross\s+internal\s+area|\bgia\b",  # a commercial building's floor area, not living area
        keywords=("gross living area", "finished area above grade", "gla"),
    ),
)

FIELDS: dict[str, tuple[FieldSpec, ...]] = {
    "invoice": _INVOICE,
    "financial_statement": _STATEMENT,
    "loan_agreement": _LOAN,
    "appraisal": _APPRAISAL,
}


def field_names(doc_type: str) -> list[str]:
    """The contract's field names for `doc_type`, in contract order."""
    if doc_type not in FIELDS:
        raise ValueError(f"unknown document type {doc_type!r}; expected one of {', '.join(FIELDS)}")
    return [spec.name for spec in FIELDS[doc_type]]


def field_spec(doc_type: str, name: str) -> FieldSpec:
    """The spec of one field; ValueError naming the type and field when it is not in the contract."""
    for spec in FIELDS.get(doc_type, ()):
        if spec.name == name:
            return spec
    raise ValueError(f"{doc_type!r} has no field {name!r}")


class FieldResult(BaseModel):
    """One field of a prediction, in the contract's shape."""

    value: str | float | None = None
    printed: str | None = None
    scale: int = 1
    quote: str | None = None
    page: int | None = None
    status: Status = "empty"
    problems: list[str] = Field(default_factory=list)


class FieldAnswer(BaseModel):
    """What the model returns per field: the value exactly as printed, a verbatim quote, the page."""

    printed: str | None = None
    quote: str | None = None
    page: int | None = None


# Output tokens are the slowest part of a CPU model (1-15 tokens/s here), and a small model can run on
# inside a JSON string; bounded strings cap every reply. A quote longer than this is not "short".
MAX_PRINTED_CHARS = 160
MAX_QUOTE_CHARS = 240


def answer_model(doc_type: str, fields: list[str] | None = None) -> type[BaseModel]:
    """A Pydantic model of the model's reply for `fields` (default: all fields of `doc_type`)."""
    names = fields or field_names(doc_type)
    for name in names:
        field_spec(doc_type, name)
    definitions: dict[str, Any] = {name: (FieldAnswer, ...) for name in names}
    return create_model(f"{doc_type}_answer", **definitions)


def answer_schema(doc_type: str, fields: list[str] | None = None) -> dict[str, Any]:
    """A flat JSON schema (no $ref) of the reply, suitable for grammar-constrained decoding."""
    names = fields or field_names(doc_type)
    one = {
        "type": "object",
        "properties": {
            "printed": {"type": ["string", "null"], "maxLength": MAX_PRINTED_CHARS},
            "quote": {"type": ["string", "null"], "maxLength": MAX_QUOTE_CHARS},
            "page": {"type": ["integer", "null"], "minimum": 1},
        },
        "required": ["printed", "quote", "page"],
        "additionalProperties": False,
    }
    for name in names:
        field_spec(doc_type, name)
    return {
        "type": "object",
        "properties": {n: one for n in names},
        "required": names,
        "additionalProperties": False,
    }


def _case_contract_fields() -> None:
    assert len(field_names("invoice")) == 10 and len(field_names("financial_statement")) == 12
    assert len(field_names("loan_agreement")) == 8 and len(field_names("appraisal")) == 7
    assert field_spec("invoice", "total").kind == "money"
    try:
        field_spec("invoice", "nope")
    except ValueError as exc:
        assert "nope" in str(exc)
    else:
        raise AssertionError("unknown field must raise")


def _case_labels() -> None:
    due = field_spec("invoice", "amount_due")
    assert due.label_ok("Balance Due: | $127.50") and not due.label_ok("Total | $ 279.84")
    equity = field_spec("financial_statement", "total_equity")
    assert equity.wrong_row("Total liabilities and shareholders' equity | 1,000")
    assert not equity.wrong_row("Total shareholders' equity | 400")
    liabilities = field_spec("financial_statement", "total_liabilities")
    assert liabilities.wrong_row("Total liabilities and shareholders' equity | 17,426 | 17,003")
    total = field_spec("invoice", "total")
    assert total.wrong_row("Subtotal $ 262.90") and not total.wrong_row("Total $ 279.84")
    subtotal = field_spec("invoice", "subtotal")
    assert subtotal.wrong_row("Subtotal (this page) | $ 40.00")
    assert subtotal.wrong_row("Page 1 Subtotal | 5,883.07")
    assert subtotal.wrong_row("Carried forward 40.00")
    assert subtotal.wrong_row("Sub-total of items (inc. GST) | $23,855.00")
    assert subtotal.wrong_row("Subtotal incl. VAT 119.00")
    assert not subtotal.wrong_row("Subtotal excl. VAT 100.00")
    assert total.wrong_row("TOTAL TAX | 100.52") and not total.wrong_row("Total incl. tax | 107.00")
    tax = field_spec("invoice", "tax")
    assert not tax.label_ok("Invoice Date: | August 3 , 2014") and tax.label_ok("USt 19% | 5,51")
    assert tax.label_ok("HST 13% | $1,526.28") and tax.label_ok("Arvonlisävero 25,5 % | 3 934,96")
    assert not tax.label_ok("www.plumbingstanford.com") and tax.wrong_row("Exclusief BTW | € 593,36")
    assert total.wrong_row("Total HT : | 46,68 €") and not total.wrong_row("Total TTC : | 56,02 €")
    date = field_spec("invoice", "invoice_date")
    assert not date.label_ok("le-tout-lyon.fr du 06/12/2022") and date.label_ok("Fait le 28/11/2022")
    assert date.wrong_row("Orderdatum: 18 april 2014")
    assert date.wrong_row("Data de vencimento | 2025-06-13") and date.wrong_row(
        "Datum splatnosti: | 26. 6. 2025"
    )
    assert date.wrong_row("Original amount of invoice INV-118872 (05/28/2025) | $9,412.65")
    assert field_spec("invoice", "due_date").label_ok("Fizetési határidő / Payment deadline | 2025.04.06.")
    subtotal, tax, total = (field_spec("invoice", n) for n in ("subtotal", "tax", "total"))
    assert subtotal.label_ok("Beløb ekskl. moms") and total.wrong_row("I alt ekskl. moms")
    tax = field_spec("invoice", "tax")
    assert tax.wrong_row("TOTAL (inc. GST) | $20,435.00") and not tax.wrong_row(
        "Total includes GST of | $1,803.64"
    )
    assert tax.label_ok("ALV 25,5 %") and tax.label_ok("MVA 25 %") and tax.wrong_row("Sum eks. mva")
    assert total.label_ok("Kreditnota i alt DKK") and total.label_ok("Yhteensä EUR")
    assert not total.label_ok("alternativ"), "a word is no label"
    assert field_spec("invoice", "amount_due").label_ok("Zu bezahlen CHF | 9'829.75")
    date = field_spec("invoice", "invoice_date")
    assert date.wrong_row("Next billing date") and date.wrong_row("Delivery Note Date")
    effective = field_spec("appraisal", "effective_date")
    assert effective.wrong_row("Date of Sale | 07/22/2025") and not effective.wrong_row(
        "Effective Date | 10/06/2025"
    )
    total, subtotal, due = (field_spec("invoice", n) for n in ("total", "subtotal", "amount_due"))
    assert total.label_ok("合計(税込) | ¥257,878") and total.wrong_row("小計(税抜) | ¥238,560"), "Japanese"
    assert subtotal.label_ok("小計(税抜) | ¥238,560") and subtotal.wrong_row("合計(税込) | ¥257,878")
    assert total.wrong_row("消費税合計 | ¥19,318") and due.wrong_row("前回ご請求額 | ¥184,360")
    # a pre-tax amount is the subtotal, never the tax or the total, in any language
    tax = field_spec("invoice", "tax")
    for pre_tax in (
        "Total before VAT | ₪ 87,803.60",
        "Samtals án VSK | -1.010.890 kr.",
        "Ara Toplam | 1.000 TL",
    ):
        assert subtotal.label_ok(pre_tax) and total.wrong_row(pre_tax) and tax.wrong_row(pre_tax), pre_tax
    assert tax.label_ok("Hesaplanan KDV (%20) | 37.276,40 TL") and total.wrong_row(
        "Hesaplanan KDV (%20) | 37,40"
    )
    assert tax.wrong_row("Mã số thuế: 0312345678") and tax.wrong_row("Vergi No | 1234567890"), "tax numbers"
    assert total.label_ok("Jumlah Tagihan | Rp 495.422.725,00") and due.label_ok(
        "Ödenecek Tutar | 205.020,20 TL"
    )
    net = field_spec("financial_statement", "net_income")
    assert not net.wrong_row("Net income | 95,049 | 59,470 | 59.8% | 326,038 | 38.2%"), "change column"
    assert not net.wrong_row("Net income | $ | 340,751 | 10.6% $ | 289,366 | 10.6%"), "share-of-sales column"
    assert net.wrong_row("Net income | 10.6% | 9.8%") and net.wrong_row("Net income as a % of sales | 10.6")
    # the languages of European filings: each row's own name, not its neighbours'
    spec = {s.name: s for s in FIELDS["financial_statement"]}
    assert spec["total_revenue"].label_ok("Nettoomsättning | 1 184,6")
    assert spec["total_revenue"].wrong_row("Coste de ventas | 1.204")
    assert spec["operating_income"].label_ok("Resultado de explotación | 18.506")
    assert spec["operating_income"].wrong_row("Justerat rörelseresultat | 56,1")
    assert spec["operating_income"].wrong_row("1 Revenue from operations | 2,418.37"), "India's revenue"
    assert spec["operating_income"].wrong_row("Fuel and fleet operating costs | (176,382)")
    assert spec["operating_income"].wrong_row("Résultat opérationnel courant | 96 665")
    assert spec["operating_income"].wrong_row("Net cash provided by operating activities | 1,261")
    assert not spec["operating_income"].wrong_row("Results from operating activities | 64,625")
    assert net.label_ok("davon Aktionäre der Falkenried AG | 3.286") and net.label_ok(
        "Årets resultat | 454,7"
    )
    assert net.wrong_row("davon nicht beherrschende Anteile | 113")
    assert re.search(OWNERS_ROW, "davon entfallen auf Aktionäre der Weserberg AG | 17.881", re.IGNORECASE)
    assert net.wrong_row("Eigenkapital der Aktionäre der Falkenried AG | 62.119")
    assert spec["diluted_eps"].wrong_row("Antal aktier efter utspädning | 75 120")
    assert spec["total_liabilities"].wrong_row("Total patrimonio neto y pasivo | 904.745")
    assert spec["cash_and_equivalents"].wrong_row("Förändring av likvida medel | -12,4")
    # and of other markets
    assert spec["total_liabilities"].label_ok("JUMLAH LIABILITAS | 5.584.320")
    assert spec["total_liabilities"].wrong_row("JUMLAH LIABILITAS DAN EKUITAS | 12.255.238")
    assert spec["total_revenue"].label_ok("Ventas netas | 318,427")
    assert spec["total_revenue"].wrong_row("Beban pokok pendapatan | 7.326.418"), "a cost of revenue"
    assert not spec["total_revenue"].label_ok("Doanh thu hoạt động tài chính | 68.473"), "finance income"
    assert spec["diluted_eps"].label_ok("Utilidad neta por acción diluida (en soles) | 0.137")
    assert re.search(OWNERS_ROW, "Pemilik entitas induk | 849.734", re.IGNORECASE)
    assert net.wrong_row("Kepentingan non-pengendali | 96.287")
    assert spec["cash_and_equivalents"].wrong_row("Arus kas bersih dari aktivitas operasi | 1.204")
    assert spec["operating_income"].wrong_row("Underlying operating profit¹ | £118.6m"), "a non-GAAP measure"
    assert not spec["operating_income"].wrong_row("Statutory operating profit | £95.2m")
    assert net.wrong_row("Comprehensive income attributable to owners of parent | 37,215"), "profit plus OCI"
    assert net.label_ok("Owners of parent | 36,290 | 35,259"), "the owners' row without 'the'"
    loan = {s.name: s for s in FIELDS["loan_agreement"]}
    assert loan["maturity_date"].label_ok("Die Laufzeit des Darlehens endet am 31.12.2038")
    assert loan["maturity_date"].label_ok("VI. Vencimento final: 14/08/2029")
    assert loan["governing_law"].label_ok("Dieser Vertrag unterliegt deutschem Recht.")
    assert loan["late_charge"].label_ok("pagará una comisión por pago tardío de $2,500.00")
    assert loan["principal_amount"].label_ok("IV. Valor do crédito: R$ 4.735.000,00")
    installment = "equal monthly installments of principal and interest in the amount of $31,855.99"
    assert loan["principal_amount"].wrong_row(installment), "a payment, not the principal"
    assert loan["agreement_date"].wrong_row("Date de première échéance | 5 novembre 2023"), "a payment's date"
    kz = field_spec("invoice", "invoice_date")
    assert kz.wrong_row("Дата совершения оборота: 04.11.2022"), "the date of supply"


def _case_reply_schema() -> None:
    model = answer_model("invoice", ["total"])
    parsed = model.model_validate({"total": {"printed": "$5", "quote": "Total $5", "page": 1}})
    assert parsed.total.printed == "$5"  # type: ignore[attr-defined]
    schema = answer_schema("invoice", ["total", "tax"])
    assert schema["required"] == ["total", "tax"] and "$ref" not in str(schema)


SELFTEST_CASES = [_case_contract_fields, _case_labels, _case_reply_schema]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
