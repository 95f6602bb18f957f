"""A scripted LLM for the answer path: one reply function for the answer call, one for the verifier."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from ragagent.claims import code_objection
from ragagent.llm.fake import FakeLLM

Reply = Callable[[str, dict[str, Any]], dict[str, Any]]


def pointing_verifier(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
    """A verifier that points at the first source line printing one of the answer's figures: supported."""
    answer = re.search(r"^Answer: (.*)$", prompt, re.MULTILINE).group(1)
    for match in re.finditer(r"^\[(\d+)\] (.*)$", prompt, re.MULTILINE):
        if not code_objection("", answer, match.group(2)):
            return {"line": int(match.group(1)), "supported": True, "reason": "the line prints it"}
    return {"line": 0, "supported": False, "reason": "no line prints it"}


def answering(answer: Reply, verifier: Reply = pointing_verifier) -> FakeLLM:
    """A FakeLLM that sends the answer call to `answer` and the claim verifier's call to `verifier`."""

    def route(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        if "contains_answer" in schema.get("properties", {}):
            return answer(prompt, schema)
        return verifier(prompt, schema)

    return FakeLLM(route)
