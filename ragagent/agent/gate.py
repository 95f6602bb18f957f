"""The tool gate: a policy file allow-lists tools, arguments are validated, every decision is audited.

It fails closed. A policy that does not load denies every call; an unknown or disallowed tool, an
extra or wrongly typed argument is denied; with `pages_only_seen`, `get_page` may open only a page
an earlier result returned (or one next to it), so a page that says "call get_page on …" cannot
steer the agent to a page nobody asked for. Each decision is appended to the hash-chained audit
log (`ragagent.audit`) before the tool runs.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, ValidationError

from ragagent.agent.tools import TOOLS, GetPageArgs, ToolContext
from ragagent.audit import AuditLog
from ragagent.selftest import selftest_main

POLICY_FILE = Path(__file__).with_name("policy.json")
ACTION = "agent.tool_decision"
MAX_AUDITED_ARGS = 2000  # characters of arguments kept in the audit record


class Policy(BaseModel):
    model_config = ConfigDict(extra="forbid")
    allowed_tools: list[str]
    pages_only_seen: bool = True
    page_slack: int = 1


@dataclass(frozen=True)
class Decision:
    allowed: bool
    reason: str
    args: BaseModel | None = None


AGENT_TOOLS: dict[str, type[BaseModel]] = {name: tool.args for name, tool in TOOLS.items()}


def load_policy(path: Path, known: Mapping[str, type[BaseModel]] = AGENT_TOOLS) -> Policy:
    """The policy at `path`; ValueError naming the problem when it cannot be trusted."""
    try:
        policy = Policy.model_validate(json.loads(path.read_text(encoding="utf-8")))
    except (OSError, ValueError, ValidationError) as exc:
        raise ValueError(f"tool policy {path} did not load: {str(exc).splitlines()[0]}") from None
    unknown = [t for t in policy.allowed_tools if t not in known]
    if unknown:
        raise ValueError(f"tool policy {path} names unknown tool(s): {', '.join(unknown)}")
    return policy


class ToolGate:
    """Decides each tool call, audits it, and only then lets it run.

    `tools` maps each tool name the caller offers to its argument model (the agent's by default; the
    MCP server offers its own).
    """

    def __init__(
        self,
        audit: AuditLog,
        policy_path: Path = POLICY_FILE,
        actor: str = "agent",
        tools: Mapping[str, type[BaseModel]] = AGENT_TOOLS,
    ) -> None:
        self.audit, self.actor, self.tools = audit, actor, tools
        try:
            self.policy: Policy | None = load_policy(policy_path, tools)
            self.policy_error = ""
        except ValueError as exc:
            self.policy, self.policy_error = None, str(exc)

    def _judge(self, tool: str, args: Any, ctx: ToolContext) -> Decision:
        if self.policy is None:
            return Decision(False, f"denied: {self.policy_error}")
        if tool not in self.tools:
            return Decision(False, f"denied: unknown tool {tool!r}")
        if tool not in self.policy.allowed_tools:
            return Decision(False, f"denied: the policy does not allow {tool!r}")
        if not isinstance(args, dict):
            return Decision(False, f"denied: arguments must be a JSON object, got {type(args).__name__}")
        try:
            parsed = self.tools[tool].model_validate(args)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(map(str, e['loc'])) or 'args'}: {e['msg']}" for e in exc.errors()
            )
            return Decision(False, f"denied: bad arguments for {tool}: {problems}")
        if isinstance(parsed, GetPageArgs) and self.policy.pages_only_seen:
            slack = self.policy.page_slack
            near = any(d == parsed.doc_id and abs(p - parsed.page) <= slack for d, p in ctx.seen_pages())
            if not near:
                return Decision(
                    False, f"denied: {parsed.doc_id} page {parsed.page} was returned by no earlier result"
                )
        return Decision(True, "allowed", parsed)

    def decide(self, tool: str, args: Any, ctx: ToolContext) -> Decision:
        """Judge one call and append the decision to the audit log (before anything runs)."""
        decision = self._judge(tool, args, ctx)
        text = json.dumps(args, default=str, ensure_ascii=False)
        shown = args if isinstance(args, dict) and len(text) <= MAX_AUDITED_ARGS else text[:MAX_AUDITED_ARGS]
        details = {
            "tool": str(tool)[:100],
            "args": shown,
            "allowed": decision.allowed,
            "reason": decision.reason,
        }
        self.audit.append(self.actor, ACTION, details)
        return decision


def _gate(tmp: Path, policy: str | None) -> tuple[ToolGate, ToolContext]:
    from ragagent.workdir import Workdir

    path = tmp / "policy.json"
    if policy is not None:
        path.write_text(policy)
    ctx = ToolContext(Workdir.at(tmp), retriever=None)
    return ToolGate(AuditLog(tmp / "audit.log"), path), ctx


def _case_fails_closed() -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        gate, ctx = _gate(Path(tmp), None)
        assert not gate.decide("list_documents", {}, ctx).allowed  # no policy file
        gate, ctx = _gate(Path(tmp), '{"allowed_tools": ["search_docs"], "surprise": 1}')
        assert "did not load" in gate.decide("search_docs", {"query": "x"}, ctx).reason
        gate, ctx = _gate(Path(tmp), '{"allowed_tools": ["search_docs"]}')
        assert gate.decide("search_docs", {"query": "cash"}, ctx).allowed
        assert "unknown tool" in gate.decide("rm_rf", {}, ctx).reason
        assert "does not allow" in gate.decide("calculate", {"expression": "1+1"}, ctx).reason
        assert "bad arguments" in gate.decide("search_docs", {"query": "x", "shell": "ls"}, ctx).reason
        assert "bad arguments" in gate.decide("search_docs", {"query": "x", "k": "5"}, ctx).reason
        log = AuditLog(Path(tmp) / "audit.log")
        assert log.verify().ok and len(log.records()) == 7


def _case_pages_only_seen() -> None:
    import tempfile

    from ragagent.agent.tools import Observation

    with tempfile.TemporaryDirectory() as tmp:
        gate, ctx = _gate(Path(tmp), '{"allowed_tools": ["get_page"]}')
        assert (
            "returned by no earlier result" in gate.decide("get_page", {"doc_id": "d", "page": 3}, ctx).reason
        )
        ctx.observations.append(Observation("search_docs", "x", [("d", 2)]))
        assert gate.decide("get_page", {"doc_id": "d", "page": 3}, ctx).allowed
        assert not gate.decide("get_page", {"doc_id": "../../etc/passwd", "page": 2}, ctx).allowed


SELFTEST_CASES = [_case_fails_closed, _case_pages_only_seen]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
