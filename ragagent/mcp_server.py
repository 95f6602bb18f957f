"""`ragagent mcp`: the corpus over MCP on stdio, every call through the tool gate and the audit log.

Tools: `search_documents`, `get_page`, `ask` (the /ask pipeline), `get_extraction` and `agent`.
Arguments are checked by the same gate as the agent's tools (`ragagent.agent.gate`, its own policy
file `mcp_policy.json`): an unknown field is denied, never dropped, and every decision is audited
before anything runs. stdout is the wire; logs go to stderr.
"""

from __future__ import annotations

import json
import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer
from pydantic import BaseModel, ConfigDict, Field

from ragagent.agent.gate import ToolGate
from ragagent.agent.tools import (
    GetExtractionArgs,
    GetPageArgs,
    SearchDocsArgs,
    ToolContext,
    ToolError,
    get_extraction,
    get_page,
    search_docs,
)
from ragagent.audit import AuditLog
from ragagent.workdir import Workdir

POLICY_FILE = Path(__file__).with_name("mcp_policy.json")
log = logging.getLogger("ragagent.mcp")


class QuestionArgs(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)
    question: str = Field(min_length=1, max_length=2000)


class McpTools:
    """The MCP tools over one work directory; the LLM and retriever are built on first use."""

    def __init__(self, workdir: Workdir, llm_factory: Callable[[], Any]) -> None:
        self.workdir, self._llm_factory = workdir, llm_factory
        self._llm: Any = None
        self.table: dict[str, tuple[type[BaseModel], str, Callable[[Any], str]]] = {
            "search_documents": (
                SearchDocsArgs,
                "Passages matching a query, with doc_id and page.",
                self.search,
            ),
            "get_page": (GetPageArgs, "The full text of one page.", self.page),
            "ask": (QuestionArgs, "A cited answer from the corpus, or a refusal with the reason.", self.ask),
            "get_extraction": (
                GetExtractionArgs,
                "A document's validated fields (ok fields only).",
                self.extraction,
            ),
            "agent": (QuestionArgs, "The verified tool-using agent's answer, trace and outcome.", self.agent),
        }
        self.gate = ToolGate(
            AuditLog(workdir.audit_log),
            POLICY_FILE,
            actor="mcp",
            tools={n: t[0] for n, t in self.table.items()},
        )

    def llm(self) -> Any:
        if self._llm is None:
            self._llm = self._llm_factory()
        return self._llm

    def _ctx(self) -> ToolContext:
        from ragagent.rag.retrieve import get_retriever

        return ToolContext(self.workdir, get_retriever(self.workdir))

    def search(self, args: SearchDocsArgs) -> str:
        return search_docs(self._ctx(), args).text

    def page(self, args: GetPageArgs) -> str:
        return get_page(self._ctx(), args).text

    def extraction(self, args: GetExtractionArgs) -> str:
        return get_extraction(self._ctx(), args).text

    def ask(self, args: QuestionArgs) -> str:
        from ragagent.rag.answer import answer_question

        answer = answer_question(args.question, self._ctx().retriever, self.llm(), self.workdir)
        return answer.model_dump_json()

    def agent(self, args: QuestionArgs) -> str:
        from ragagent.agent.service import ask_agent

        result = ask_agent(args.question, self.workdir, self.llm(), self._ctx().retriever).to_dict()
        if result["outcome"] == "needs_human_review":
            result.update(answer="", claims=[], draft={})
        return json.dumps(result, ensure_ascii=False)

    def call(self, name: str, arguments: Any) -> tuple[bool, str]:
        """(ok, text) for one call: the gate first (audited), then the tool."""
        decision = self.gate.decide(name, arguments, ToolContext(self.workdir, retriever=None))
        if not decision.allowed:
            return False, decision.reason
        try:
            return True, self.table[name][2](decision.args)
        except ToolError as exc:
            return False, f"tool error: {exc}"


def build_server(tools: McpTools) -> Any:
    """The low-level MCP server: it hands raw arguments to the gate (a high-level one would drop extras)."""
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel.server import Server

    async def list_tools(ctx: Any, params: Any) -> types.ListToolsResult:
        return types.ListToolsResult(
            tools=[
                types.Tool(name=name, description=desc, input_schema=model.model_json_schema())
                for name, (model, desc, _) in tools.table.items()
            ]
        )

    async def call_tool(ctx: Any, params: types.CallToolRequestParams) -> types.CallToolResult:
        ok, text = await anyio.to_thread.run_sync(tools.call, params.name, params.arguments or {})
        return types.CallToolResult(content=[types.TextContent(text=text)], is_error=not ok)

    return Server("ragagent", on_list_tools=list_tools, on_call_tool=call_tool)


def serve_stdio(workdir: Workdir, llm_factory: Callable[[], Any]) -> None:
    """Run the server on stdin/stdout until the client closes the stream."""
    import anyio
    from mcp.server.stdio import stdio_server

    logging.basicConfig(stream=sys.stderr, level=logging.INFO)
    server = build_server(McpTools(workdir, llm_factory))

    async def main() -> None:
        async with stdio_server() as (read_stream, write_stream):
            await server.run(read_stream, write_stream, server.create_initialization_options())

    anyio.run(main)


def register(app: typer.Typer) -> None:
    """Add `mcp`."""

    @app.command()
    def mcp(
        workdir: Annotated[Path | None, typer.Option(help="Work directory (default: the repo root).")] = None,
        backend: Annotated[str | None, typer.Option(help="LLM backend for ask and agent.")] = None,
    ) -> None:
        """Serve the corpus over MCP on stdio (search_documents, get_page, ask, get_extraction, agent)."""
        from ragagent.llm import get_llm

        serve_stdio(Workdir.at(workdir), lambda: get_llm(backend))
