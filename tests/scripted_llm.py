"""A scripted LLM for the answer path: one reply function for the answer call, one for the verifier."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ragagent.claims import code_objection
from ragagent.llm.fake import FakeLLM

Reply = Callable[[str, dict[str, Any]], dict[str, Any]]


_POINTED: list[int] = [0]  # the verifier's last line: its blind pointer, asked next, finds the same one


def pointing_verifier(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
    """A verifier that points at the first source line printing one of the answer's figures: supported.
    Its blind pointer (asked without the answer, right after) points at that same line."""
    answer = re.search(r"^Answer: (.*)$", prompt, re.MULTILINE)
    if answer is None:
        return {"line": _POINTED[0]}
    for match in re.finditer(r"^\[(\d+)\] (.*)$", prompt, re.MULTILINE):
        if not code_objection("", answer.group(1), match.group(2)):
            _POINTED[0] = int(match.group(1))
            return {"line": _POINTED[0], "supported": True, "reason": "the line prints it"}
    return {"line": 0, "supported": False, "reason": "no line prints it"}


def answering(answer: Reply, verifier: Reply = pointing_verifier) -> FakeLLM:
    """A FakeLLM that sends the answer call to `answer` and the claim verifier's call to `verifier`."""

    def route(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        if "contains_answer" in schema.get("properties", {}):
            return answer(prompt, schema)
        return verifier(prompt, schema)

    return FakeLLM(route)
