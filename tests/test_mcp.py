"""`ragagent mcp` driven over stdio by the official SDK's client, against a real tiny index."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import anyio
import pytest
from mcp.client.session import ClientSession
from mcp.client.stdio import StdioServerParameters, stdio_client
from test_rag_index import tiny_corpus

from ragagent.audit import AuditLog
from ragagent.workdir import Workdir


@pytest.fixture(scope="module")
def workdir(tmp_path_factory: pytest.TempPathFactory) -> Workdir:
    workdir = Workdir.at(tmp_path_factory.mktemp("mcp") / "work")
    tiny_corpus(workdir)
    return workdir


async def _session_calls(workdir: Workdir, calls: list[tuple[str, dict]]) -> tuple[list[str], list]:
    params = StdioServerParameters(
        command=sys.executable,
        args=["-m", "ragagent", "mcp", "--workdir", str(workdir.root), "--backend", "fake"],
        cwd=str(Path(__file__).resolve().parent.parent),
    )
    async with stdio_client(params) as (read, write), ClientSession(read, write) as session:
        await session.initialize()
        names = [t.name for t in (await session.list_tools()).tools]
        results = [await session.call_tool(name, args) for name, args in calls]
    return names, results


def test_mcp_tools_go_through_the_gate_and_the_audit_log(workdir: Workdir) -> None:
    calls = [
        ("search_documents", {"query": "Initech invoice total due", "k": 2}),
        ("get_page", {"doc_id": "inv_tiny", "page": 1}),
        ("get_page", {"doc_id": "inv_tiny", "page": 1, "verbose": True}),  # unknown field: denied
        ("get_page", {"doc_id": "../../etc/passwd", "page": 1}),
        ("drop_tables", {}),
        ("ask", {"question": "What is the total due on Initech invoice 991?"}),
    ]
    names, results = anyio.run(_session_calls, workdir, calls)
    assert names == ["search_documents", "get_page", "ask", "get_extraction", "agent"]
    search, page, extra, traversal, unknown, ask = results
    text = lambda r: r.content[0].text  # noqa: E731
    assert not search.is_error and "inv_tiny page 1" in text(search)
    assert not page.is_error and "Total due | $82.50" in text(page)
    assert extra.is_error and "verbose" in text(extra) and "denied" in text(extra)
    assert traversal.is_error and unknown.is_error and "unknown tool" in text(unknown)
    answer = json.loads(text(ask))  # the fake backend has no script: /ask refuses, it does not crash
    assert answer["refused"] is True and answer["citations"] == []
    log = AuditLog(workdir.audit_log)
    records = [r for r in log.records() if r["actor"] == "mcp"]
    assert [r["allowed"] for r in records] == [True, True, False, False, False, True]
    assert log.verify().ok
