"""A scripted LLM for unit tests only: replies come from a list or a callable; every request is recorded."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from ragagent.llm.base import CallCounter, LLMError, parse_json_reply
from ragagent.selftest import selftest_main

Reply = dict[str, Any]
Script = list[Reply] | Callable[[str, dict[str, Any]], Reply]


class FakeLLM:
    """Answers from `script`: a list consumed in order, or `callable(prompt, schema) -> dict`.

    `requests` records each call as {"prompt", "schema", "system"}; `prompts` lists the prompts.
    `concurrent=True` stands in for a remote backend (a pool calls it from several threads at once);
    the default stands in for the local model, which a pool calls one request at a time.
    """

    def __init__(
        self, script: Script | None = None, model: str = "scripted", *, concurrent: bool = False
    ) -> None:
        self.model_id = f"fake:{model}"
        self.concurrent = concurrent
        self.requests: list[dict[str, Any]] = []
        self._script = script if callable(script) else list(script or [])
        self._counter = CallCounter()

    @property
    def calls(self) -> int:
        return self._counter.total

    @property
    def thread_calls(self) -> int:
        """This thread's calls (a pool's worker reads its document's own)."""
        return self._counter.this_thread

    @property
    def prompts(self) -> list[str]:
        return [r["prompt"] for r in self.requests]

    def _next(self, prompt: str, schema: dict[str, Any], system: str | None) -> Reply:
        self._counter.add()
        self.requests.append({"prompt": prompt, "schema": schema, "system": system})
        if callable(self._script):
            return self._script(prompt, schema)
        if not self._script:
            raise LLMError(f"{self.model_id}: script exhausted after {self.calls - 1} replies")
        return self._script.pop(0)

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        reply = self._next(prompt, schema, system)
        if not isinstance(reply, dict):
            raise LLMError(f"{self.model_id}: scripted reply for generate_json is not a dict: {reply!r}")
        try:
            return parse_json_reply(json.dumps(reply), schema)
        except ValueError as exc:
            raise LLMError(f"{self.model_id}: scripted reply {exc}") from exc


_SCHEMA = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}


def _case_list_script_in_order_and_recorded() -> None:
    llm = FakeLLM([{"n": 1}, {"n": 2}])
    assert llm.generate_json("p1", _SCHEMA, system="s") == {"n": 1}
    assert llm.generate_json("p2", _SCHEMA) == {"n": 2}
    assert llm.calls == 2 and llm.prompts == ["p1", "p2"] and llm.requests[0]["system"] == "s"
    try:
        llm.generate_json("p3", _SCHEMA)
    except LLMError as exc:
        assert "exhausted" in str(exc)
    else:
        raise AssertionError("an exhausted script must raise")


def _case_callable_script_and_schema_check() -> None:
    llm = FakeLLM(lambda prompt, schema: {"n": len(prompt)})
    assert llm.generate_json("abcd", _SCHEMA) == {"n": 4}
    bad = FakeLLM([{"n": "four"}])
    try:
        bad.generate_json("p", _SCHEMA)
    except LLMError as exc:
        assert "schema" in str(exc)
    else:
        raise AssertionError("a reply that breaks the schema must raise")


SELFTEST_CASES = [_case_list_script_in_order_and_recorded, _case_callable_script_and_schema_check]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
