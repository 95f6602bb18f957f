"""The agent's tools: what each may be asked (Pydantic, `extra="forbid"`) and what each returns.

Every result is an `Observation`: the text the model sees, the pages that text came from, and (for
`calculate`) the computed figure. Document text is data, never instructions: lines that read like
instructions to a model are withheld (`ragagent.injection.quarantine`) from the model and from the
figures a claim may cite.
"""

from __future__ import annotations

import ast
import datetime
import json
import operator
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, StringConstraints

from ragagent.injection import quarantine
from ragagent.normalize import dates_in, detect_day_first, numbers_in, percents_in, plain_figures
from ragagent.selftest import selftest_main
from ragagent.workdir import Workdir

MAX_RESULT_CHARS = 2400  # what one tool result may add to the prompt (a page is cut, and says so)
# what a calculation may be written with: figures, operators and unit words (no names, no calls)
ARITHMETIC = r"^(?:[0-9.,+\-*/() $%]|thousand|million|billion)+$"
MAX_QUERY_CHARS = 500  # a search query; code's opening search sends the question cut to this


def _no_parent(value: str) -> str:
    if ".." in value:
        raise ValueError("a doc_id may not contain '..'")
    return value


SafeId = Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9_.-]{1,120}$"), AfterValidator(_no_parent)]
DocType = Literal["invoice", "financial_statement", "loan_agreement", "appraisal"]


class ToolError(Exception):
    """A tool could not do what it was asked; the message goes back to the model as the observation."""


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class ListDocumentsArgs(_Args):
    pass


class SearchDocsArgs(_Args):
    query: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    company: str | None = Field(default=None, max_length=120)
    doc_type: DocType | None = None
    doc_id: SafeId | None = None
    k: int = Field(default=5, ge=1, le=10)


class GetPageArgs(_Args):
    doc_id: SafeId
    page: int = Field(ge=1, le=100_000)


class GetExtractionArgs(_Args):
    doc_id: SafeId


class LookupArgs(_Args):
    question: str = Field(min_length=1, max_length=MAX_QUERY_CHARS)
    within: str = Field(default="", max_length=MAX_QUERY_CHARS)  # the question the lookup was planned for


class CalculateArgs(_Args):
    expression: str = Field(min_length=1, max_length=200, pattern=ARITHMETIC)


@dataclass
class Observation:
    """One tool result: `text` for the model; `pages` it printed; a calculation's `value` and `expression`."""

    tool: str
    text: str
    pages: list[tuple[str, int]] = field(default_factory=list)
    value: float | None = None
    expression: str = ""  # what `calculate` computed


@dataclass
class ToolContext:
    """What the tools read: the work directory, the retriever, and every observation so far."""

    workdir: Workdir
    retriever: Any
    observations: list[Observation] = field(default_factory=list)
    llm: Any = None  # what `lookup` answers with (the /ask pipeline); None: lookup is an error

    def printed_figures(self) -> list[float]:
        """Every figure a tool result printed so far (calculated ones included)."""
        figures = figures_printed([o.text for o in self.observations])
        return figures + [o.value for o in self.observations if o.value is not None]

    def seen_pages(self) -> set[tuple[str, int]]:
        return {p for o in self.observations for p in o.pages}


def figures_printed(texts: list[str]) -> list[float]:
    """Every figure the texts print, a scaled one also as printed ("$398 million" is the 398 of
    "(398 - 312) / 312 * 100") and a percentage also as its fraction ("10%" is the 0.1 of
    "10000 * 0.1 * 3 / 12")."""
    scaled = [v for t in texts for v in numbers_in(t)]
    unscaled = [float(f) for t in texts for f in plain_figures(t)]
    return scaled + unscaled + [v / 100 for t in texts for v, _ in percents_in(t)]


def _clip(text: str) -> str:
    return text if len(text) <= MAX_RESULT_CHARS else text[:MAX_RESULT_CHARS] + "\n…(cut)"


def list_documents(ctx: ToolContext, args: ListDocumentsArgs) -> Observation:
    docs = ctx.retriever.documents()
    lines = [
        f"{d['doc_id']} | {d.get('doc_type', '')} | {d.get('company', '')} | {d.get('title', '')}"
        for d in docs
    ]
    return Observation("list_documents", "\n".join(lines) or "no documents are indexed")


def search_docs(ctx: ToolContext, args: SearchDocsArgs) -> Observation:
    query = f"{args.company} {args.query}" if args.company else args.query
    hits = ctx.retriever.excerpts(query, args.k, doc_id=args.doc_id, doc_type=args.doc_type)
    if args.company:
        hits = [h for h in hits if args.company.lower() in f"{h.company} {h.title}".lower()] or hits
    if not hits:
        return Observation("search_docs", "no matching text")
    blocks = [f"({h.doc_id} page {h.page})\n{quarantine(h.text)}" for h in hits]
    return Observation("search_docs", _clip("\n\n".join(blocks)), [(h.doc_id, h.page) for h in hits])


def get_page(ctx: ToolContext, args: GetPageArgs) -> Observation:
    from ragagent.rag.answer import page_text

    text = page_text(ctx.workdir, args.doc_id, args.page)
    if not text:
        raise ToolError(f"{args.doc_id} has no page {args.page} in the index")
    body = f"({args.doc_id} page {args.page})\n{quarantine(text)}"
    return Observation("get_page", _clip(body), [(args.doc_id, args.page)])


def get_extraction(ctx: ToolContext, args: GetExtractionArgs) -> Observation:
    path = ctx.workdir.prediction_file(args.doc_id)
    if not path.is_file():
        raise ToolError(f"no extraction for {args.doc_id}")
    record = json.loads(path.read_text(encoding="utf-8"))
    lines, pages = (
        [f"{args.doc_id} extraction status: {record.get('status', '?')} (only ok fields are facts)"],
        [],
    )
    for name, result in (record.get("fields") or {}).items():
        if isinstance(result, dict) and result.get("status") == "ok" and result.get("value") is not None:
            page = result.get("page")
            lines.append(
                f"{name}: {result['value']} (page {page}: {quarantine(str(result.get('quote', '')))})"
            )
            if isinstance(page, int):
                pages.append((args.doc_id, page))
    return Observation("get_extraction", _clip("\n".join(lines)), pages)


def lookup(ctx: ToolContext, args: LookupArgs) -> Observation:
    """One figure or fact answered by the /ask pipeline, with every /ask check (printed on a cited page,
    under the label and period asked, judged by the claim verifier) and a second draft told why the
    first was refused; a refusal is a tool error."""
    from ragagent.rag.answer import answer_question

    if ctx.llm is None or ctx.retriever is None:
        raise ToolError("lookup needs an index and a language model")
    answer = answer_question(
        args.question, ctx.retriever, ctx.llm, ctx.workdir, second_draft=True, within=args.within
    )
    if answer.refused:
        raise ToolError(f"no verified answer: {answer.reason}")
    lines = [f"Answer: {quarantine(answer.answer)}"]
    lines += [f"({c.doc_id} page {c.page}) {quarantine(c.quote)}" for c in answer.citations]
    return Observation("lookup", _clip("\n".join(lines)), [(c.doc_id, c.page) for c in answer.citations])


_OPERATORS: dict[type, Callable[..., float]] = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.USub: operator.neg,
    ast.UAdd: operator.pos,
}


_PERCENT_LITERAL = re.compile(r"(\d+(?:\.\d+)?)\s*%")
UNIT_WORDS = {"thousand": 1_000, "million": 1_000_000, "billion": 1_000_000_000}
_UNIT_LITERAL = re.compile(r"(\d+(?:\.\d+)?)\s*(thousand|million|billion)\b", re.IGNORECASE)


def _ungrouped(expression: str) -> str:
    return re.sub(r"(?<=\d),(?=\d{3}\b)", "", expression.replace("$", ""))


def unit_literals(expression: str) -> list[tuple[float, int]]:
    """The figures an expression writes with a unit ("1,874 million - 737,877 thousand"), each with the
    unit's multiplier: [(1874.0, 1_000_000), (737877.0, 1_000)]."""
    return [(float(m[1]), UNIT_WORDS[m[2].lower()]) for m in _UNIT_LITERAL.finditer(_ungrouped(expression))]


def evaluate(expression: str) -> tuple[float, list[float]]:
    """The value of an arithmetic expression (+ - * / and parentheses) and its operands; no eval. A
    percentage is its fraction ("1.25% * 350,000,000": the operand is 1.25, divided by the constant 100);
    a figure written with a unit is that many units ("737,877 thousand": the operand is 737877, the
    unit no operand; the verifier checks that its page declares that unit)."""
    if "@" in expression:  # the unit literal's own operator: written only by `_UNIT_LITERAL`
        raise ToolError(f"only numbers, + - * / and parentheses are allowed: {expression!r}")
    cleaned = _PERCENT_LITERAL.sub(r"(\1 / 100)", _ungrouped(expression))
    cleaned = _UNIT_LITERAL.sub(lambda m: f"({m[1]} @ {UNIT_WORDS[m[2].lower()]})", cleaned)
    try:
        tree = ast.parse(cleaned, mode="eval")
    except SyntaxError as exc:
        raise ToolError(f"not an arithmetic expression: {expression!r}") from exc
    operands: list[float] = []

    def walk(node: ast.AST) -> float:
        if isinstance(node, ast.Expression):
            return walk(node.body)
        number = node.value if isinstance(node, ast.Constant) else None
        if isinstance(number, int | float) and not isinstance(number, bool):
            operands.append(float(number))
            return float(number)
        if (  # a figure in a unit, as `_UNIT_LITERAL` writes it: only the figure is an operand
            isinstance(node, ast.BinOp)
            and isinstance(node.op, ast.MatMult)
            and isinstance(node.left, ast.Constant)
            and isinstance(node.right, ast.Constant)
            and isinstance(node.right.value, int)
            and node.right.value in UNIT_WORDS.values()
        ):
            return walk(node.left) * node.right.value
        if isinstance(node, ast.BinOp) and type(node.op) in _OPERATORS:
            left, right = walk(node.left), walk(node.right)
            if isinstance(node.op, ast.Div) and right == 0:
                raise ToolError("division by zero")
            return _OPERATORS[type(node.op)](left, right)
        if isinstance(node, ast.UnaryOp) and type(node.op) in _OPERATORS:
            return _OPERATORS[type(node.op)](walk(node.operand))
        raise ToolError(f"only numbers, + - * / and parentheses are allowed: {expression!r}")

    return walk(tree), operands


CONSTANTS = {100.0, 1.0, 2.0, 3.0, 4.0, 12.0}  # percent and averaging constants need no printing
_DATE = r"\d{1,2}[/.]\d{1,2}[/.]\d{2,4}"
_DATE_DIFFERENCE = re.compile(rf"^\s*({_DATE})\s*-\s*({_DATE})\s*$")


def _printed_dates(texts: list[str]) -> list[datetime.date]:
    """Every date the texts print, each text read day-first or month-first as its own cues say."""
    return [d for text in texts for d in dates_in(text, day_first=detect_day_first(text))]


def date_difference(expression: str, texts: list[str]) -> tuple[int, list[datetime.date]] | None:
    """The days from the second date to the first ("04/04/2023 - 03/20/2023" = 15) and the two dates,
    read month-first unless only the day-first reading is printed in `texts`; None when the expression
    is not one numeric date minus another (the texts are then not read). A date printed in neither
    reading, or a date minus itself, is a ToolError."""
    match = _DATE_DIFFERENCE.match(expression)
    if not match:
        return None
    printed = _printed_dates(texts)
    for day_first in (False, True):
        dates = [next(iter(dates_in(d, day_first=day_first)), None) for d in match.groups()]
        if all(d is not None and d in printed for d in dates):
            later, earlier = dates
            if later == earlier:  # "28/11/2022 - 28/11/2022": one date read twice, not two events
                raise ToolError(f"{expression!r} subtracts a date from itself")
            return (later - earlier).days, [later, earlier]  # type: ignore[operator,list-item]
    raise ToolError(f"the dates of {expression!r} were printed by no earlier tool result")


def unprinted_operands(operands: list[float], printed: list[float]) -> list[float]:
    """The operands of a calculation that are neither constants nor among the `printed` figures."""
    return [
        x for x in operands if x not in CONSTANTS and not any(abs(abs(x) - abs(p)) < 1e-9 for p in printed)
    ]


def calculate(ctx: ToolContext, args: CalculateArgs) -> Observation:
    days = date_difference(args.expression, [o.text for o in ctx.observations])
    if days is not None:
        text = f"{args.expression} = {days[0]} days"
        return Observation("calculate", text, value=float(days[0]), expression=args.expression)
    value, operands = evaluate(args.expression)
    unprinted = unprinted_operands(operands, ctx.printed_figures())
    if unprinted:
        shown = ", ".join(f"{x:g}" for x in unprinted)
        raise ToolError(f"operand(s) {shown} were printed by no earlier tool result")
    return Observation(
        "calculate", f"{args.expression} = {value:,.6g}", value=value, expression=args.expression
    )


@dataclass(frozen=True)
class Tool:
    name: str
    args: type[_Args]
    run: Callable[[ToolContext, Any], Observation]
    usage: str


TOOLS: dict[str, Tool] = {
    t.name: t
    for t in (
        Tool("list_documents", ListDocumentsArgs, list_documents, "{} -> every indexed document"),
        Tool(
            "search_docs",
            SearchDocsArgs,
            search_docs,
            '{"query": str, "company"?: str, "doc_type"?: "invoice"|"financial_statement"|"loan_agreement"'
            '|"appraisal", "doc_id"?: str, "k"?: int} -> matching passages with doc_id and page',
        ),
        Tool("get_page", GetPageArgs, get_page, '{"doc_id": str, "page": int} -> one page\'s full text'),
        Tool("get_extraction", GetExtractionArgs, get_extraction, '{"doc_id": str} -> its validated fields'),
        Tool(
            "lookup",
            LookupArgs,
            lookup,
            '{"question": str} -> one printed figure or fact, verified as /ask verifies, with its page',
        ),
        Tool(
            "calculate",
            CalculateArgs,
            calculate,
            '{"expression": "a - b"} -> the value of + - * / over printed figures (use the arithmetic '
            'the question asks for: a sum adds, a difference subtracts); "MM/DD/YYYY - MM/DD/YYYY" -> '
            "the days between two printed dates",
        ),
    )
}


HIDDEN_FROM_DECODER = {"k"}  # the gate accepts it; a small model sets k=1 and starves itself
CODE_ONLY = {"lookup"}  # called by code for a plan (ragagent.agent.plan), never offered to the loop's model


def decoder_schema(doc_ids: list[str]) -> dict[str, Any]:
    """The JSON schema of one tool call as the decoder sees it: each tool with its own arguments, and
    `doc_id` limited to the indexed documents, so the model points at a document instead of inventing
    an id. The gate still validates every call against the tool's own argument model."""
    calls = []
    for tool in (t for t in TOOLS.values() if t.name not in CODE_ONLY):
        generated = tool.args.model_json_schema()
        properties: dict[str, Any] = {}
        for name, prop in generated.get("properties", {}).items():
            if name in HIDDEN_FROM_DECODER:
                continue
            if name == "doc_id" and doc_ids:
                prop = {"type": "string", "enum": sorted(doc_ids)}
            else:  # an optional argument is omitted, never null
                prop = next((p for p in prop.get("anyOf", []) if p.get("type") != "null"), prop)
                prop = {k: v for k, v in prop.items() if k not in ("title", "default")}
            properties[name] = prop
        args = {
            "type": "object",
            "properties": properties,
            "required": generated.get("required", []),
            "additionalProperties": False,
        }
        calls.append(
            {
                "type": "object",
                "properties": {"tool": {"const": tool.name}, "args": args},
                "required": ["tool", "args"],
            }
        )
    return {"anyOf": calls}


def _case_decoder_schema_points_at_documents() -> None:
    schema = decoder_schema(["inv_b", "inv_a"])
    by_tool = {c["properties"]["tool"]["const"]: c["properties"]["args"] for c in schema["anyOf"]}
    assert set(by_tool) == set(TOOLS) - CODE_ONLY
    assert by_tool["get_page"]["properties"]["doc_id"] == {"type": "string", "enum": ["inv_a", "inv_b"]}
    assert by_tool["search_docs"]["required"] == ["query"] and "k" not in by_tool["search_docs"]["properties"]
    assert by_tool["search_docs"]["properties"]["doc_type"]["enum"][0] == "invoice"


def _case_calculator_is_safe() -> None:
    assert evaluate("(1,536.52 - 1,436) / 1,436 * 100")[0] == (1536.52 - 1436) / 1436 * 100
    assert evaluate("1.25% * 350,000,000") == (4375000.0, [1.25, 100.0, 350000000.0])
    assert evaluate("1,874 million - 737,877 thousand") == (1136123000.0, [1874.0, 737877.0])
    assert unit_literals("1,874 million / 737,877 thousand") == [(1874.0, 1_000_000), (737877.0, 1_000)]
    for bad in ("__import__('os')", "2 ** 10", "open('x')", "1; 2", "2 @ 1000", "1874 @ 7"):
        try:
            evaluate(bad)
        except ToolError:
            continue
        raise AssertionError(f"{bad!r} must be refused")


def _refusal(ctx: ToolContext, expression: str) -> str:
    """Why `calculate` refuses `expression` (a test fails if it does not)."""
    try:
        calculate(ctx, CalculateArgs(expression=expression))
    except ToolError as exc:
        return str(exc)
    raise AssertionError(f"{expression!r} must be refused")


def _case_calculate_needs_printed_operands() -> None:
    ctx = ToolContext(Workdir.at("/nonexistent-ragagent-workdir"), retriever=None)
    ctx.observations.append(Observation("get_page", "Net income | 1,932 | 4,555", [("d", 1)]))
    assert calculate(ctx, CalculateArgs(expression="(1932 - 4555) / 4555 * 100")).value is not None
    assert "17" in _refusal(ctx, "1932 - 17")
    ctx.observations.append(Observation("get_page", "interest at 10% per annum on $10,000", [("n", 1)]))
    assert calculate(ctx, CalculateArgs(expression="10000 * 0.1 * 3 / 12")).value == 250.0
    assert calculate(ctx, CalculateArgs(expression="10% * 10,000")).value == 1000.0
    assert "0.2" in _refusal(ctx, "10000 * 0.2")
    ctx.observations.append(Observation("lookup", "Answer: restricted cash was $398 million", [("b", 2)]))
    assert calculate(ctx, CalculateArgs(expression="398 / 10000")).value == 0.0398


def _case_date_difference_over_printed_dates() -> None:
    ctx = ToolContext(Workdir.at("/nonexistent-ragagent-workdir"), retriever=None)
    dates = "Invoice Date: 03/20/2023\nDue Date: 04/04/2023"
    ctx.observations.append(Observation("get_page", dates, [("d", 1)]))
    assert calculate(ctx, CalculateArgs(expression="04/04/2023 - 03/20/2023")).value == 15.0
    european = ["Rechnungsdatum 01.02.2014 | Fällig 15.02.2014 | Betrag 12,50 €"]
    assert date_difference("15.02.2014 - 01.02.2014", european) is not None
    assert date_difference("1 - 2", []) is None
    assert "printed by no earlier" in _refusal(ctx, "05/04/2023 - 03/20/2023")
    assert "from itself" in _refusal(ctx, "03/20/2023 - 03/20/2023")


SELFTEST_CASES = [
    _case_decoder_schema_points_at_documents,
    _case_calculator_is_safe,
    _case_calculate_needs_printed_operands,
    _case_date_difference_over_printed_dates,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
