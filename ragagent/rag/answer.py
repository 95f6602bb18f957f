"""Answers with page citations, behind two gates, code checks of every citation, and a claim verifier.

Gate 1: retrieval's best cosine similarity below the data-chosen threshold -> refuse without the LLM.
Gate 2: the LLM, shown numbered excerpts [S1]..[Sn], states whether they contain the answer.
Checks: every cited excerpt exists, every number in the answer is printed in a cited excerpt
(`ragagent.normalize.numbers_in` on both sides), and each citation's quote is found verbatim on its page
by `ragagent.evidence.find_quote`. The model never writes doc ids or pages: code resolves [Sn].
Then what the question asks must be what the citations print: its names, period and measures are
printed on the cited pages (`ragagent.rag.scope`), every figure sits under a label of the measure asked
and in a column of the period asked (`ragagent.measures`), and the claim verifier (`ragagent.claims`)
judges that the cited line answers this question. Anything unsupported is refused with the reason.
"""

from __future__ import annotations

import datetime
import math
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, Field

from ragagent.claims import UNITS, adds_nothing, content_words, verify_claim
from ragagent.injection import quarantine
from ragagent.measures import YEAR_FIGURE, asked, asked_column_figure, figure_objections
from ragagent.normalize import dates_in, numbers_in, statement_scale
from ragagent.rag.retrieve import Hit, Retriever
from ragagent.rag.scope import (
    calculation_asked,
    dated_asked,
    debt_reversed,
    names_in,
    printed_statistic,
    prints_reference,
    references_in,
    unmet,
)
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

ANSWER_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "contains_answer": {"type": "boolean"},
        "answer": {"type": "string"},
        "cited": {"type": "array", "items": {"type": "integer"}},
    },
    "required": ["contains_answer", "answer", "cited"],
}
SYSTEM = (
    "You answer a loan officer's question using ONLY the numbered excerpts given. "
    "If the excerpts do not state the answer, set contains_answer to false and answer with an empty string. "
    "Otherwise answer in one or two short sentences, copying every figure exactly as printed in the excerpt "
    "(do not compute, round, convert or rescale), and list in `cited` the numbers of the excerpts you used."
)
_MARKER = re.compile(r"\[S\d+\]")
# the model sometimes sets contains_answer and then writes that the answer is missing
_NON_ANSWER = re.compile(
    r"\b(?:not|never) (?:mentioned|provided|stated|specified|given|available|included|found|disclosed)\b"
    r"|\bno (?:information|mention|data)\b|\bdoes not (?:state|mention|say|specify|provide|include)\b",
    re.IGNORECASE,
)
# an answer that says where the values are listed instead of giving them ("The following is a list of all
# domain names …" from a certificate whose Exhibit B is a placeholder)
_BY_REFERENCE = re.compile(
    r"\bthe following (?:is|are)\b|\b(?:is|contains|includes) a (?:list|schedule) of\b"
    r"|\b(?:set forth|listed|specified) (?:in|on) (?:the )?(?:schedule|exhibit|annex|appendix)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"[^\W_]+")


class Citation(BaseModel):
    doc_id: str
    page: int
    quote: str
    source_url: str = ""


class Answer(BaseModel):
    answer: str = ""
    citations: list[Citation] = Field(default_factory=list)
    refused: bool = False
    reason: str = ""


def refusal(reason: str) -> Answer:
    return Answer(refused=True, reason=reason)


def build_prompt(question: str, hits: list[Hit], objection: str = "") -> str:
    """The user prompt: numbered excerpts, then the question (and why an earlier answer was refused)."""
    blocks = [f"[S{n}] ({h.company or h.doc_type})\n{quarantine(h.text)}" for n, h in enumerate(hits, 1)]
    refused = (
        f"\nAn earlier answer was refused: {objection}. Answer with what the question asks for, or set "
        "contains_answer to false."
        if objection
        else ""
    )
    return (
        "Excerpts:\n\n"
        + "\n\n".join(blocks)
        + f"\n\nQuestion: {question}{refused}\nAnswer from the excerpts only."
    )


def _refs(numbers: list[int]) -> str:
    return ", ".join(f"S{n}" for n in numbers)


def _show(value: float) -> str:
    return f"{value:,.4f}".rstrip("0").rstrip(".")


def _same(a: float, b: float) -> bool:
    return math.isclose(abs(a), abs(b), rel_tol=1e-9, abs_tol=1e-9)


# a number that identifies rather than counts: a street address ("123 Falling Tree Ct") or an ordinal
# ("Comparable #1"); an answer repeating one from its question states no figure the pages must print
_IDENTIFIER = re.compile(
    r"#\s*\d+\b|\b\d+(?:\s+[A-Z][\w'-]*){1,3}\s+"
    r"(?:St|Street|Ave|Avenue|Ct|Court|Rd|Road|Dr|Drive|Ln|Lane|Blvd|Boulevard|Way|Pl|Place|Cir|Ter|Pkwy|Hwy)\b"
)


def without_echoed_identifiers(answer: str, question: str) -> str:
    """The answer without the addresses, ordinals and years it repeats from the question ("Under Best
    Buy's 2023 five-year revolver, the ceiling is $150,000,000": 2023 names the agreement)."""
    for identifier in dict.fromkeys(m.group(0) for m in _IDENTIFIER.finditer(question)):
        answer = re.sub(re.escape(identifier), re.sub(r"\d", "", identifier), answer, flags=re.IGNORECASE)
    years = set(YEAR_FIGURE.findall(question))
    return YEAR_FIGURE.sub(lambda m: " " if m.group(0) in years else m.group(0), answer)


def answer_figures(answer: str) -> list[float]:
    """The figures an answer states ([Sn] markers are not figures)."""
    return numbers_in(_MARKER.sub(" ", answer))


def unsupported_numbers(answer: str, excerpts: list[str], scales: list[int] | None = None) -> list[float]:
    """Numbers in `answer` printed in none of `excerpts` (sign ignored: "(12)" and "a loss of 12" agree).

    `scales` are the excerpts' pages' declared units ("in millions" = 1e6): "$1,234.5 million" in the
    answer matches a printed 1,234.5 on such a page.
    """
    scales = scales or [1] * len(excerpts)
    printed = [
        v * m
        for text, scale in zip(excerpts, scales, strict=True)
        for v in numbers_in(text)
        for m in {1, scale}
    ]
    return [value for value in answer_figures(answer) if not any(_same(value, p) for p in printed)]


def unprinted_dates(answer: str, question: str, excerpts: list[str]) -> list[datetime.date]:
    """Dates `answer` states that no excerpt prints as a date (a date from the question aside): the
    numbers of "08/07/2025" are all printed in "08/08/2025" and "08/07/2026"; the date is not."""
    printed = {d for text in excerpts for d in dates_in(text)} | set(dates_in(question))
    return [d for d in dates_in(_MARKER.sub(" ", answer)) if d not in printed]


# a web or e-mail address an answer states: "http://www.newyorkfed.org", "le-tout-lyon.fr", "a@b.com"
_ADDRESS = re.compile(
    r"(?:https?://)?[\w.+-]*[A-Za-z][\w-]*(?:\.[\w-]+)*\.[a-z]{2,6}\b(?:/[^\s\])]*)?|\S+@\S+"
)
_WEB_PREFIX = re.compile(r"^(?:https?://)?(?:www\.)?", re.IGNORECASE)


def unprinted_addresses(answer: str, excerpts: list[str]) -> list[str]:
    """Web and e-mail addresses `answer` states that no excerpt prints (case, a scheme and "www." aside):
    an address is an identifier like a figure, and the model copies one from an excerpt it does not cite
    (the Fed's website for a homeowner's, on a plumber's invoice)."""
    printed = " ".join(excerpts).lower()
    found = (m.group(0).rstrip(".,;:)/") for m in _ADDRESS.finditer(_MARKER.sub(" ", answer)))
    addresses = [a for a in found if "@" in a or "/" in a or "." in _WEB_PREFIX.sub("", a)]
    return [a for a in dict.fromkeys(addresses) if _WEB_PREFIX.sub("", a).lower() not in printed]


def unanswered_calculation(question: str, answer: str, pages: list[str]) -> str | None:
    """The refusal for a calculation the question asks ("ratio", "together") answered with figures that
    no cited page prints as that statistic; None otherwise."""
    calculation = calculation_asked(question)
    if calculation and answer_figures(answer) and not printed_statistic(question, calculation, answer, pages):
        return f"the question asks for a calculation ({calculation!r}); answers quote printed figures only"
    return None


_STEM = 4  # a word counts as the question's when their first letters agree ("mark" for "marked")
_RESTATED_WORDS = 3  # a sentence; a bare value the question names may be the one it asks for ("X or Y?")


def restates_question(question: str, answer: str) -> bool:
    """Whether `answer`, a sentence, says nothing the question does not (`claims.adds_nothing`, words
    compared by their stems; citation markers aside): it names no value ("The Borrower should mark notices
    to Best Buy as borrower for under the April 2023 credit agreement." for whose attention notices are
    marked)."""
    text = _MARKER.sub(" ", answer)
    return len(_WORD.findall(text)) >= _RESTATED_WORDS and adds_nothing(question, text, stem=_STEM)


def stated_objections(question: str, answer: str, pages: list[str]) -> list[str]:
    """What the answer's text states that its cited pages do not back: the question restated
    (`restates_question`), where values are listed instead of the values (figures aside), or a web or
    e-mail address no cited page prints."""
    problems = []
    if restates_question(question, answer):
        problems.append(f"the model's answer restates the question and names no value: {answer[:200]}")
    if _BY_REFERENCE.search(answer) and not answer_figures(answer):
        problems.append(
            f"the model's answer says where the values are listed, not what they are: {answer[:200]}"
        )
    if unprinted := unprinted_addresses(answer, pages):
        problems.append(f"address(es) {', '.join(unprinted)} not printed on the cited pages")
    if other := other_label_value(question, answer, pages):
        problems.append(other)
    figures = answer_figures(answer)
    if figures and set(figures) <= set(numbers_in(question)) and asked(question):
        # "The appraisal settled on $625,000, which is the same as the price agreed in the sales contract":
        # the question's own premise gives no value of the measure it asks
        problems.append(f"the answer states only figures the question gives: {answer[:160]}")
    return problems


# one labelled part of a line of them: "North: E. Grant Highway" in "Market Boundary North: E. Grant
# Highway, South: E. Temple Ave., East: Chicken Rd."
_LABELLED_PART = re.compile(r"(?:^|[,;|]\s*)([^\W\d_][^:,;|]{0,40}?)\s*:\s*([^,;|]+)")


def _stems(text: str) -> set[str]:
    """The stems of the words of `text` ("eastern" and "East" share "east")."""
    return {word.lower()[:_STEM] for word in _WORD.findall(text) if not word.isdigit()}


def other_label_value(question: str, answer: str, pages: list[str]) -> str | None:
    """The answer's text printed as the value of one part of a line of labelled parts while the question
    names another part's label, not its own: "Which road forms the eastern market boundary?" answered "E.
    Grant Highway", printed after "North:" in "Market Boundary North: E. Grant Highway, …, East: Chicken
    Rd.". A label is told by its last word; figures have their own label checks."""
    if answer_figures(answer):
        return None
    asked, lowered = _stems(question), answer.lower()
    for page in pages:
        for line in page.splitlines():
            parts = [
                (_stems(label.split()[-1]), value.strip()) for label, value in _LABELLED_PART.findall(line)
            ]
            keys = [next(iter(key)) for key, _ in parts if len(key) == 1]
            if len(parts) < 2 or len(keys) != len(parts) or len(set(keys)) != len(keys):
                continue
            own = [
                key
                for key, (_, value) in zip(keys, parts, strict=True)
                if len(value) > 2 and value.lower() in lowered
            ]
            named = asked & set(keys)
            if len(own) == 1 and named and own[0] not in named:
                return f"the answer is printed under another label than the one asked: {line.strip()[:120]}"
    return None


def with_dated_excerpts(answer: str, question: str, kept: list[int], excerpts: list[str]) -> list[int] | str:
    """`kept` (1-based excerpts) plus, for each date the answer states that none of them prints as a date
    (`unprinted_dates`), the first excerpt that does; the refusal reason when none does."""
    for date in unprinted_dates(answer, question, [excerpts[n - 1] for n in kept]):
        printing = next((n for n in range(1, len(excerpts) + 1) if date in dates_in(excerpts[n - 1])), None)
        if printing is None:
            return f"date {date.isoformat()} not printed in the excerpts"
        kept = [*kept, printing]
    return kept


def quote_line(answer: str, excerpt: str, question: str = "") -> str:
    """The excerpt line holding most of the answer's numbers, else the one sharing most words with it.
    Numbers the answer only repeats from the question ("for the 12 weeks ended March 25, 2023") do not
    count while it states others: the quote is the line printing the answer, not its period's header."""
    lines = [line.strip() for line in excerpt.splitlines() if line.strip()]
    asked = numbers_in(question)
    wanted = [v for v in answer_figures(answer) if v not in asked] or answer_figures(answer)
    words = {w.lower() for w in _WORD.findall(answer)}

    def rank(line: str) -> tuple[int, int]:
        printed = [v * unit for v in numbers_in(line) for unit in UNITS]  # "$2,589 million": 2,589
        hits = sum(any(_same(w, v) for v in printed) for w in wanted)
        return hits, len(words & {w.lower() for w in _WORD.findall(line)})

    return max(lines, key=rank) if lines else ""


def document_dates(workdir: Workdir, doc_id: str) -> frozenset[datetime.date]:
    """Every date a document prints, on any page."""
    path = workdir.text_file(doc_id)
    return _document_dates(path, path.stat().st_mtime) if path.is_file() else frozenset()


@lru_cache(maxsize=64)
def _document_dates(text_file: Path, mtime: float) -> frozenset[datetime.date]:
    from ragagent.pages import load_pages

    return frozenset(d for p in load_pages(text_file) for d in dates_in(p.text))


@lru_cache(maxsize=256)
def _page_text(text_file: Path, mtime: float, page: int) -> str:
    from ragagent.pages import load_pages

    return next((p.text for p in load_pages(text_file) if p.page == page), "")


def page_text(workdir: Workdir, doc_id: str, page: int) -> str:
    """The stored text of one page ("" if the document or page is gone)."""
    path = workdir.text_file(doc_id)
    return _page_text(path, path.stat().st_mtime, page) if path.is_file() else ""


def declined(reply: dict[str, Any]) -> bool:
    """Whether the model's reply says it found no answer (a flag, an empty answer, or words saying so)."""
    text = str(reply.get("answer", "")).strip()
    return not reply.get("contains_answer") or not text or _NON_ANSWER.search(text) is not None


def check_reply(reply: dict[str, Any], hits: list[Hit], workdir: Workdir, question: str = "") -> Answer:
    """Turn the model's JSON into an Answer, or a refusal naming the check that failed."""
    if not reply.get("contains_answer"):
        return refusal("the retrieved excerpts do not contain the answer")
    text = str(reply.get("answer", "")).strip()
    cited = list(dict.fromkeys(int(n) for n in reply.get("cited", [])))
    if not text:
        return refusal("the model gave an empty answer")
    if _NON_ANSWER.search(text):
        return refusal(f"the model's answer says the excerpts do not state it: {text[:200]}")
    if not cited:
        return refusal("the answer cites no excerpt")
    bad = [n for n in cited if not 1 <= n <= len(hits)]
    stated = without_echoed_identifiers(text, question)
    if bad and not answer_figures(stated):  # with figures, code finds the excerpts that print them
        return refusal(f"the answer cites excerpt(s) that do not exist: {', '.join(f'S{n}' for n in bad)}")
    shown = [n for n in cited if n not in bad]
    scales = [statement_scale(page_text(workdir, h.doc_id, h.page)) for h in hits]
    resolved = resolve_citations(stated, shown, [h.text for h in hits], scales)
    if isinstance(resolved, str):
        return refusal(resolved)
    resolved = with_dated_excerpts(stated, question, resolved, [h.text for h in hits])
    if isinstance(resolved, str):
        return refusal(resolved)
    from ragagent.evidence import find_quote

    citations = []
    for hit in (hits[n - 1] for n in resolved):
        quote = quote_line(text, hit.text, question)
        if not quote or find_quote(quote, page_text(workdir, hit.doc_id, hit.page)) is None:
            return refusal(f"no verbatim quote for the citation found on {hit.doc_id} page {hit.page}")
        citations.append(Citation(doc_id=hit.doc_id, page=hit.page, quote=quote, source_url=hit.source_url))
    note = (
        ""
        if resolved == cited
        else f"citations set by code from the printed figures: {_refs(resolved)} (model: {_refs(cited)})"
    )
    return Answer(answer=_MARKER.sub("", text).strip(), citations=citations, reason=note)


def resolve_citations(
    answer: str, cited: list[int], excerpts: list[str], scales: list[int]
) -> list[int] | str:
    """The excerpts (1-based) that print the answer's figures, the model's own citations first.

    An answer without figures keeps the model's citations. With figures, each kept excerpt prints at least
    one of them and together they print all; excerpts the model did not cite may be added (code, not the
    model, locates the figure). Returns the refusal reason when some figure is printed in no excerpt shown.
    """
    if not answer_figures(answer):
        return cited
    if unsupported_numbers(answer, [excerpts[n - 1] for n in cited], [scales[n - 1] for n in cited]):
        order = cited + [n for n in range(1, len(excerpts) + 1) if n not in cited]
        missing = unsupported_numbers(answer, excerpts, scales)
        if missing:
            return f"number(s) {', '.join(map(_show, missing))} not printed in the cited excerpts"
    else:
        order = cited
    kept: list[int] = []
    for n in order:
        chosen = kept + [n]
        covered = unsupported_numbers(
            answer, [excerpts[i - 1] for i in chosen], [scales[i - 1] for i in chosen]
        )
        before = unsupported_numbers(answer, [excerpts[i - 1] for i in kept], [scales[i - 1] for i in kept])
        if len(covered) < len(before):
            kept = chosen
        if not covered:
            break
    return kept


HEADING_LINES = 3  # the most lines of a document's heading ("… REPORTS FOURTH QUARTER AND FULL YEAR 2022 …")
# a cell, a bullet, or a figure with decimals, a unit or a currency ("EPS of 12.3 cps"; not "123 Falling
# Tree Ct" or a year)
_HIGHLIGHT = re.compile(r"[|•%$€£]|\d[.,]\d|\d\s*(?:cps|cents|[mb]illion|bn|m)\b", re.IGNORECASE)


def document_heading(workdir: Workdir, doc_id: str) -> str:
    """The heading of a document: the first non-empty lines of its first page, up to the first line after
    them with a cell, a bullet or an amount (the highlights below a heading name no document; the first
    line may carry one: "Exhibit 99.1")."""
    heading: list[str] = []
    for line in (line for line in page_text(workdir, doc_id, 1).splitlines() if line.strip()):
        if _HIGHLIGHT.search(line) and heading or len(heading) == HEADING_LINES:
            break
        heading.append(line.strip())
    return " ".join(heading)


def unmet_scope(question: str, hits: list[Hit], workdir: Workdir) -> list[str]:
    """What the question names (company, quarter, measure) that none of the cited pages prints.

    The cited documents' company, title, industry and heading count as printed: they name the document the
    page is in ("the access code for its fourth quarter and full year 2022 earnings call", "the aerospace
    company's facility"); their first pages count for names.
    """
    text = " ".join(page_text(workdir, h.doc_id, h.page) for h in hits)
    documents = {h.doc_id: h for h in hits}.values()
    identity = " ".join(
        f"{h.company} {h.title} {h.industry} {document_heading(workdir, h.doc_id)}" for h in documents
    )
    return unmet(question, text, identity, " ".join(page_text(workdir, h.doc_id, 1) for h in documents))


def scoped_hits(question: str, hits: list[Hit], workdir: Workdir) -> list[Hit]:
    """The hits whose page alone prints everything the question names (`unmet_scope`), when any does;
    else every hit: a second draft is shown the pages it could cite, not the other company's or the
    other measure's figures beside them. Not the first draft: a question may name what two cited
    pages print together (a ratio's two measures)."""
    return [h for h in hits if not unmet_scope(question, [h], workdir)] or hits


def printed_references(question: str, hits: list[Hit]) -> list[str]:
    """The document references the question names (`scope.references_in`) that a hit prints verbatim.
    A question naming the very document a hit is from is close enough to it, however foreign the
    page's words are to the embedding model."""
    return [ref for ref in references_in(question) if any(prints_reference(ref, h.text) for h in hits)]


def best_similarity(hits: list[Hit]) -> float:
    """Gate-1 relevance: the highest cosine similarity among the hits (0 when none was scored)."""
    return max((h.similarity for h in hits if h.similarity is not None), default=0.0)


def answer_question(
    question: str,
    retriever: Retriever,
    llm: Any,
    workdir: Workdir,
    *,
    k: int | None = None,
    threshold: float | None = None,
    second_draft: bool = False,
    within: str = "",
) -> Answer:
    """Answer `question` from the index, or refuse with the reason; never an unchecked claim. `k` and
    the gate-1 `threshold` default to `RagSettings` (`answer_k`, `refusal_threshold`). With
    `second_draft`, a draft that code or the claim verifier refused is asked for once more, the model
    told why and shown only the hits that name the question's scope (the agent's lookups); the second
    draft passes the same checks. `within` is the question an agent's lookup was planned for: a lookup
    naming no document is searched in the documents that question names (`Retriever.search`)."""
    from ragagent.rag.settings import RagSettings

    if not question.strip():
        raise ValueError("question is empty")
    if k is None or threshold is None:
        settings = RagSettings()
        k = settings.answer_k if k is None else k
        threshold = settings.refusal_threshold if threshold is None else threshold
    hits = retriever.excerpts(question, k, within=within)
    relevance = best_similarity(hits)
    if relevance < threshold and not printed_references(question, hits):
        return refusal(
            f"nothing in the corpus is close enough to the question ({relevance:.4f} < {threshold:g})"
        )
    answer, checked = _draft(question, hits, llm, workdir)
    if answer.refused and checked and second_draft:
        answer, _ = _draft(question, scoped_hits(question, hits, workdir), llm, workdir, answer.reason)
    return answer


def _draft(
    question: str, hits: list[Hit], llm: Any, workdir: Workdir, objection: str = ""
) -> tuple[Answer, bool]:
    """The model's answer from `hits` after every check, and whether the checks (not the model, not the
    question) refused it: a draft the model declined, or a calculation asked, would be refused again."""
    from ragagent.llm.base import LLMError

    try:
        reply = llm.generate_json(build_prompt(question, hits, objection), ANSWER_SCHEMA, system=SYSTEM)
    except LLMError as exc:
        return refusal(f"the language model gave no usable reply: {exc}"), False
    answer = check_reply(reply, hits, workdir, question)
    if answer.refused:
        return answer, not declined(reply)
    cited = [h for h in hits if any((h.doc_id, h.page) == (c.doc_id, c.page) for c in answer.citations)]
    pages = [page_text(workdir, h.doc_id, h.page) for h in cited]
    if calculation := unanswered_calculation(question, answer.answer, pages):
        return refusal(calculation), False
    if stated := stated_objections(question, answer.answer, pages):
        return refusal(stated[0]), True
    missing = unmet_scope(question, cited, workdir)
    if missing:  # the figures are printed, but answer another question ("Apple's revenue" from Best Buy)
        return refusal(f"the cited pages never name {', '.join(missing)}"), True
    if outside := answered_outside_scope(question, answer.answer, cited, pages, workdir):
        return refusal(outside), True
    if reversed_debt := debt_reversed(question, "\n".join(pages)):
        return refusal(reversed_debt), True
    printed = {d for doc_id in {h.doc_id for h in cited} for d in document_dates(workdir, doc_id)}
    if undated := [d.isoformat() for d in dated_asked(question) if d not in printed]:
        return refusal(f"no cited document prints the date the question names: {', '.join(undated)}"), True
    objections = figure_objections(question, answer.answer, pages)
    column_missed = bool(objections) and objections[0][0] in _COLUMN_MISSED
    if column_missed and (read := _column_read(question, answer, cited, pages)) is not None:
        answer, objections = read, []
    if objections:  # the tax for a fee, the 2022 column for 2023, guidance, the lender's ZIP code, …
        meaning, found = objections[0]
        return refusal(f"{meaning}: {'; '.join(found)}"), True
    check = verify_claim(llm, question, answer.answer, [h.text for h in cited])
    if not check.supported:
        return refusal(check.reason), True
    return answer, False


_NAME_WORD = re.compile(r"\b[A-Z][\w&'’-]{2,}")


def answered_outside_scope(
    question: str, answer: str, cited: list[Hit], pages: list[str], workdir: Workdir
) -> str | None:
    """Why an answer citing several documents rests on one the question does not name: its own names
    and figures are printed only on pages of cited documents that miss the question's scope
    (`unmet_scope`), while another cited document meets it ("Which vendor is selling the Shanghai
    packaging company to the Jersey-incorporated group?" answered with a Ribbon subsidiary's name from
    Ribbon's credit agreement, beside Amcor's 10-Q). None for one document, or when no document, or
    every one, meets the scope alone (a comparison names several)."""
    if len({h.doc_id for h in cited}) < 2:
        return None
    inside = {h.doc_id for h in cited if not unmet_scope(question, [h], workdir)}
    if not inside or inside == {h.doc_id for h in cited}:
        return None
    text = "\n".join(page for page, h in zip(pages, cited, strict=True) if h.doc_id in inside)
    names = [w for w in _NAME_WORD.findall(answer) if w.lower() not in question.lower()]
    asked = answer_figures(question)  # a figure the question states ("the roughly $7.7 billion") is no answer
    figures = [f for f in answer_figures(answer) if not any(abs(f - a) < 1e-9 for a in asked)]
    if not names and not figures:
        return None
    if any(re.search(rf"(?<!\w){re.escape(w)}(?!\w)", text) for w in names):
        return None
    unsupported = unsupported_numbers(answer, [text])
    if any(not any(abs(f - u) < 1e-9 for u in unsupported) for f in figures):
        return None
    return "the answer is printed only in a cited document that the question does not name"


# the figure checks whose finding means the model read the right row in another period's column
_COLUMN_MISSED = ("printed only for another period", "printed only for a period of another length")


def _column_read(question: str, answer: Answer, cited: list[Hit], pages: list[str]) -> Answer | None:
    """The answer code reads from the same row under the column of the period asked
    (`measures.asked_column_figure`), cited to that row, when the row's label names what the question
    asks (a word of it besides the names: "Net debt", not a segment's "International" asked its online
    revenue) and that figure passes every figure check; else None."""
    read = asked_column_figure(question, answer.answer, pages)
    if read is None:
        return None
    figure, index, row = read
    asked = content_words(question) - content_words(" ".join(names_in(question)))
    if not content_words(row.split("|")[0]) & asked or figure_objections(question, figure, [pages[index]]):
        return None
    hit = cited[index]
    why = f"code read {figure} from the column of the period asked (the model answered {answer.answer!r})"
    cited_row = Citation(doc_id=hit.doc_id, page=hit.page, quote=row.strip(), source_url=hit.source_url)
    return Answer(answer=figure, citations=[cited_row], reason=why)


def _case_numbers_must_be_printed() -> None:
    excerpt = "Revenue | $ 1,234.5 | 1,100.0\nNet loss (12)"
    assert unsupported_numbers("Revenue was $1,234.5 million [S1].", [excerpt]) == [1_234_500_000.0]
    assert unsupported_numbers("Revenue was 1234.5 [S1] and the net loss 12.", [excerpt]) == []
    assert unsupported_numbers("Revenue was 1,300.", [excerpt]) == [1300.0]
    assert unsupported_numbers("Revenue was $1,234.5 million.", [excerpt], [1_000_000]) == []
    assert unsupported_numbers("Revenue was $1,234.5 billion.", [excerpt], [1_000_000]) == [
        1_234_500_000_000.0
    ]
    form = ["Effective Date of Data Source(s) | 08/08/2025", "Expiration Date of License 08/07/2026"]
    assert unsupported_numbers("08/07/2025 [S1]", form) == [], "each number is printed somewhere"
    assert (
        with_dated_excerpts("08/07/2025 [S1]", "When?", [1, 2], form)
        == "date 2025-08-07 not printed in the excerpts"
    )
    assert with_dated_excerpts("August 8, 2025", "", [2], form) == [2, 1], "the excerpt printing it is cited"
    assert with_dated_excerpts("It ended March 31, 2024.", "As of March 31, 2024, what …?", [1], form) == [1]


def _case_answer_by_reference() -> None:
    page = "25. | Exhibit B contains a list of all domain names owned or used by each Loan Party."
    assert stated_objections("Which domains?", "The following is a list of all domain names [S1]", [page])
    assert not stated_objections("Which domains?", "Exhibit B lists 3 domain names.", [page]), "a figure"
    question = "Whose attention should notices to Best Buy as borrower be marked for?"
    assert stated_objections(question, "The Borrower should mark notices to Best Buy as borrower. [S1]", [])
    assert not stated_objections(question, "Notices are marked for the attention of Ryan Meinert [S1]", [])
    assert not stated_objections("Is invoice 202309097001 or 202309097002 the later?", "202309097001", [])
    premise = "The appraisal settled on $625,000. How does it compare with the price agreed in the contract?"
    page = "Indicated Value by Sales Comparison Approach $ 625000"
    assert stated_objections(premise, "$625,000, the same as the price agreed in the contract.", [page])
    assert _BY_REFERENCE.search("Lenders are listed on Schedule 2.01")
    assert not _BY_REFERENCE.search("The borrower is Best Buy Co., Inc.")


def _case_addresses_must_be_printed() -> None:
    invoice = "Stanford Plumbing & Heating | www.plumbingstanford.com\nchristopherrodriguez@gmail.com"
    assert unprinted_addresses("http://www.newyorkfed.org [S1]", [invoice]) == ["http://www.newyorkfed.org"]
    assert unprinted_addresses("Its website is https://plumbingstanford.com.", [invoice]) == []
    assert unprinted_addresses("christopherrodriguez@gmail.com", [invoice]) == []
    assert unprinted_addresses("Acme Corp.Inc paid 1.5x, U.S. sales rose 3.5%.", [invoice]) == []


def _case_value_of_another_label() -> None:
    line = "Market Boundary North: E. Grant Highway, South: E. Temple Ave., East: Chicken Rd., West: Main"
    question = "Which road forms the eastern market boundary in the Treeville appraisal?"
    assert other_label_value(question, "E. Grant Highway", [line]), "the northern boundary's road"
    assert other_label_value(question, "The eastern boundary is Chicken Rd.", [line]) is None
    assert other_label_value("What are the market boundaries?", "E. Grant Highway", [line]) is None


def _case_echoed_identifiers_are_no_figures() -> None:
    question = "What was the contract price for 123 Falling Tree Ct, and Comparable #1's price?"
    answer = "The contract price for 123 Falling Tree Ct was $489,000; Comparable #1 sold for $460,000."
    assert numbers_in(without_echoed_identifiers(answer, question)) == [489000.0, 460000.0]
    assert numbers_in(without_echoed_identifiers("Unit 123 sold in 2021.", question)) == [123.0, 2021.0]
    revolver = "Under Best Buy's 2023 five-year revolver, what is the LC ceiling?"
    stated = without_echoed_identifiers("Under the 2023 revolver the ceiling is $150,000,000 [S1].", revolver)
    assert numbers_in(stated) == [150_000_000.0], stated
    assert numbers_in(without_echoed_identifiers("It sold 2023 units.", "What happened in 2021?")) == [2023.0]


def _case_quote_line_prefers_numbers() -> None:
    excerpt = "Total revenue grew strongly\nTotal revenue | 4,321 | 3,999\nOther"
    assert quote_line("Total revenue was 4,321.", excerpt) == "Total revenue | 4,321 | 3,999"
    assert quote_line("It grew strongly", excerpt) == "Total revenue grew strongly"
    header = "12 Weeks Ended March 25, 2023 and March 19, 2022\nOperating profit | 2,589 | 2,255"
    answer = "Operating profit for the 12 weeks ended March 25, 2023 was $2,589 million."
    assert quote_line(answer, header) == "12 Weeks Ended March 25, 2023 and March 19, 2022"
    question = "What was operating profit for the 12 weeks ended March 25, 2023?"
    assert quote_line(answer, header, question) == "Operating profit | 2,589 | 2,255"


def _case_check_reply_gates() -> None:
    hits = [Hit("d", 1, 1.0, "Total due 50.00", "c1")]
    wd = Workdir.at("/nonexistent-ragagent-workdir")
    assert check_reply({"contains_answer": False, "answer": "", "cited": []}, hits, wd).refused
    assert (
        "do not exist"
        in check_reply({"contains_answer": True, "answer": "paid in full", "cited": [2]}, hits, wd).reason
    )
    # a figure under a citation that does not exist: code looks for the excerpt printing it
    unknown = check_reply({"contains_answer": True, "answer": "75", "cited": [2]}, hits, wd)
    assert "not printed" in unknown.reason
    assert (
        "not printed" in check_reply({"contains_answer": True, "answer": "75", "cited": [1]}, hits, wd).reason
    )


def _case_resolve_citations() -> None:
    excerpts = ["Revenue 100", "Cash 42 and revenue 100", "Nothing here"]
    assert resolve_citations("It grew.", [3], excerpts, [1, 1, 1]) == [3]  # no figures: the model's choice
    assert resolve_citations("Cash was 42.", [2], excerpts, [1, 1, 1]) == [2]
    assert resolve_citations("Cash was 42.", [3], excerpts, [1, 1, 1]) == [2]  # code finds the printed figure
    assert resolve_citations("Revenue 100, cash 42.", [1, 3], excerpts, [1, 1, 1]) == [1, 2]
    assert "77" in str(resolve_citations("Cash was 77.", [2], excerpts, [1, 1, 1]))


def _case_printed_references() -> None:
    hits = [Hit("inv", 1, 0.35, "Factuurnummer 993548900 | Datum 19-04-2014", "c1")]
    assert printed_references("What is the amount excluding VAT on Coolblue invoice 993548900?", hits) == [
        "993548900"
    ]
    assert printed_references("What is the VAT on invoice 993548901?", hits) == []
    assert printed_references("What was due on 19-04-2014 or 04/19/2014?", hits) == []
    odoo = [Hit("inv", 1, 0.3, "Invoice INV/2023/03/0008", "c2")]
    assert printed_references("When is INV/2023/03/0008 due?", odoo) == ["INV/2023/03/0008"]
    assert printed_references("When is INV/2023/03/00081 due?", odoo) == []


SELFTEST_CASES = [
    _case_answer_by_reference,
    _case_addresses_must_be_printed,
    _case_value_of_another_label,
    _case_printed_references,
    _case_echoed_identifiers_are_no_figures,
    _case_numbers_must_be_printed,
    _case_quote_line_prefers_numbers,
    _case_check_reply_gates,
    _case_resolve_citations,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
