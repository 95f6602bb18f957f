"""One entry point for the agent's interfaces (CLI, HTTP, MCP): build its context, run, withhold."""

from __future__ import annotations

from typing import Any

from ragagent.agent.gate import ToolGate
from ragagent.agent.loop import AgentResult, run_agent
from ragagent.agent.tools import ToolContext
from ragagent.audit import AuditLog
from ragagent.withheld import withhold
from ragagent.workdir import Workdir


def ask_agent(question: str, workdir: Workdir, llm: Any, retriever: Any = None) -> AgentResult:
    """Run the agent over `workdir`'s index; a withheld answer is stored for review, never returned."""
    if retriever is None:
        from ragagent.rag.retrieve import get_retriever

        retriever = get_retriever(workdir)
    gate = ToolGate(AuditLog(workdir.audit_log))
    result = run_agent(question, llm, ToolContext(workdir, retriever), gate)
    if result.outcome == "needs_human_review":
        withhold(workdir, result.to_dict())
    return result
