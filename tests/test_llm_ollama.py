"""Ollama backend against a loopback server speaking the /api/chat wire format."""

from __future__ import annotations

import time

import pytest
from test_llm_gemini import HANG, server  # noqa: F401 (the loopback server fixture, shared)

from ragagent.config import Settings
from ragagent.llm import LLMAuthError, LLMQuotaError, LLMTimeout, LLMUnavailable, get_llm
from ragagent.llm.ollama import OllamaLLM

SCHEMA = {"type": "object", "properties": {"total": {"type": "number"}}, "required": ["total"]}


def _message(content: str = "", tool_calls: list | None = None) -> dict:
    message = {"role": "assistant", "content": content}
    if tool_calls:
        message["tool_calls"] = tool_calls
    return {"model": "qwen2.5-coder:1.5b", "created_at": "2025-01-01T00:00:00Z", "message": message,
            "done": True, "done_reason": "stop"}


def _llm(url: str, tmp_path, timeout_s: float = 5.0, max_retries: int = 4) -> OllamaLLM:
    settings = Settings(ollama_host=url, llm_timeout_s=timeout_s, cache_dir=tmp_path)
    return OllamaLLM(settings=settings, backoff_s=0.01, max_retries=max_retries)


def test_generate_json_sends_schema_as_format(server, tmp_path) -> None:  # noqa: F811
    script, url = server
    script.replies = [(200, _message('{"total": 99.5}'))]
    llm = get_llm("ollama", settings=Settings(ollama_host=url, cache_dir=tmp_path))
    assert llm.generate_json("invoice", SCHEMA, system="be exact") == {"total": 99.5}
    path, body = script.requests[0]
    assert path == "/api/chat" and body["format"] == SCHEMA and body["stream"] is False
    assert body["options"]["temperature"] == 0
    assert body["messages"][0] == {"role": "system", "content": "be exact"}
    assert llm.model_id == "ollama:qwen2.5-coder:1.5b"


def test_invalid_json_is_retried_once(server, tmp_path) -> None:  # noqa: F811
    script, url = server
    script.replies = [(200, _message("```json\n{\"total\": 1}\n```")), (200, _message('{"total": 1}'))]
    llm = _llm(url, tmp_path)
    assert llm.generate_json("p", SCHEMA) == {"total": 1} and llm.calls == 2


def test_429_then_success_is_retried(server, tmp_path) -> None:  # noqa: F811
    script, url = server
    script.replies = [(429, {"error": "too many requests"}), (200, _message('{"total": 2}'))]
    assert _llm(url, tmp_path).generate_json("p", SCHEMA) == {"total": 2}
    assert len(script.requests) == 2


def test_persistent_5xx_gives_up_after_the_retry_budget(server, tmp_path) -> None:  # noqa: F811
    script, url = server
    script.replies = [(503, {"error": "loading model"})] * 3
    with pytest.raises(LLMUnavailable, match="after 3 attempts"):
        _llm(url, tmp_path, max_retries=2).generate_json("p", SCHEMA)
    assert len(script.requests) == 3


@pytest.mark.parametrize("code", [401, 403])
def test_auth_error_is_not_retried(server, tmp_path, code: int) -> None:  # noqa: F811
    script, url = server
    script.replies = [(code, {"error": "unauthorized"})]
    with pytest.raises(LLMAuthError, match="OLLAMA_API_KEY"):
        _llm(url, tmp_path).generate_json("p", SCHEMA)
    assert len(script.requests) == 1


def test_quota_exhausted_is_not_retried(server, tmp_path) -> None:  # noqa: F811
    script, url = server
    script.replies = [(429, {"error": "you have reached your weekly usage quota"})] * 3
    with pytest.raises(LLMQuotaError):
        _llm(url, tmp_path).generate_json("p", SCHEMA)
    assert len(script.requests) == 1


def test_hanging_server_times_out(server, tmp_path) -> None:  # noqa: F811
    script, url = server
    script.replies = [HANG]
    start = time.monotonic()
    with pytest.raises(LLMTimeout):
        _llm(url, tmp_path, timeout_s=0.5).generate_json("p", SCHEMA)
    assert time.monotonic() - start < 8.0  # the 0.5 s timeout fired, not the 10 s hang (slack for a busy CI)
