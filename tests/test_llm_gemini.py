"""Gemini backend against a loopback server speaking the generateContent wire format."""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

import pytest

from ragagent.config import Settings
from ragagent.llm import LLMAuthError, LLMQuotaError, LLMTimeout, get_llm
from ragagent.llm.gemini import GeminiLLM

SCHEMA = {"type": "object", "properties": {"total": {"type": "number"}}, "required": ["total"]}
HANG = "hang"


class Script:
    """Replies served in order: (status, body dict) or HANG; records each request's path and JSON body."""

    def __init__(self) -> None:
        self.replies: list = []
        self.requests: list[tuple[str, dict]] = []


def _text(text: str) -> dict:
    return {"candidates": [{"content": {"role": "model", "parts": [{"text": text}]}, "finishReason": "STOP"}]}


def _error(code: int, status: str, message: str) -> dict:
    return {"error": {"code": code, "status": status, "message": message}}


@pytest.fixture
def server() -> Iterator[tuple[Script, str]]:
    script = Script()
    release = threading.Event()

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:  # noqa: N802 (http.server's name)
            body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
            script.requests.append((self.path, body))
            reply = script.replies.pop(0)
            if reply == HANG:
                release.wait(10)
                return
            status, payload = reply
            data = json.dumps(payload).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: object) -> None:
            pass

    httpd = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield script, f"http://127.0.0.1:{httpd.server_port}"
    release.set()
    httpd.shutdown()
    httpd.server_close()


def _llm(base_url: str, tmp_path, timeout_s: float = 5.0) -> GeminiLLM:
    settings = Settings(gemini_base_url=base_url, llm_timeout_s=timeout_s, cache_dir=tmp_path)
    return GeminiLLM(api_key="test-key", settings=settings, backoff_s=0.01)


def test_generate_json_sends_schema_and_parses_reply(server, tmp_path) -> None:
    script, url = server
    script.replies = [(200, _text('{"total": 12.5}'))]
    llm = get_llm("gemini", settings=Settings(gemini_base_url=url, cache_dir=tmp_path), api_key="k")
    assert llm.generate_json("invoice", SCHEMA, system="be exact") == {"total": 12.5}
    path, body = script.requests[0]
    assert path.endswith("/models/gemini-2.5-flash:generateContent")
    assert body["generationConfig"]["responseMimeType"] == "application/json"
    assert body["generationConfig"]["responseJsonSchema"] == SCHEMA
    assert body["generationConfig"]["temperature"] == 0
    assert body["systemInstruction"]["parts"][0]["text"] == "be exact"
    assert llm.model_id == "gemini:gemini-2.5-flash"
    assert llm.generate_json("invoice", SCHEMA, system="be exact") == {"total": 12.5}
    assert len(script.requests) == 1 and llm.calls == 1


def test_rate_limit_429_is_retried_with_backoff(server, tmp_path) -> None:
    script, url = server
    busy = _error(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted, try again later")
    script.replies = [(429, busy), (200, _text('{"total": 1}'))]
    llm = _llm(url, tmp_path)
    assert llm.generate_json("p", SCHEMA) == {"total": 1}
    assert len(script.requests) == 2 and llm.calls == 2


def test_rate_limit_honours_the_retry_delay_the_server_asks_for(server, tmp_path) -> None:
    script, url = server
    busy = _error(429, "RESOURCE_EXHAUSTED", "Resource has been exhausted, try again later")
    busy["error"]["details"] = [{"@type": "type.googleapis.com/google.rpc.RetryInfo", "retryDelay": "1s"}]
    script.replies = [(429, busy), (200, _text('{"total": 1}'))]
    started = time.monotonic()
    assert _llm(url, tmp_path).generate_json("p", SCHEMA) == {"total": 1}  # backoff alone is 0.01 s
    assert time.monotonic() - started >= 0.95 and len(script.requests) == 2


@pytest.mark.parametrize("code,status", [(401, "UNAUTHENTICATED"), (403, "PERMISSION_DENIED")])
def test_auth_error_is_loud_and_not_retried(server, tmp_path, code: int, status: str) -> None:
    script, url = server
    script.replies = [(code, _error(code, status, "API key not valid. Please pass a valid API key."))]
    with pytest.raises(LLMAuthError, match="GEMINI_API_KEY"):
        _llm(url, tmp_path).generate_json("p", SCHEMA)
    assert len(script.requests) == 1


def test_missing_key_names_the_env_var(monkeypatch, tmp_path) -> None:
    monkeypatch.delenv("GEMINI_API_KEY", raising=False)
    with pytest.raises(LLMAuthError, match="GEMINI_API_KEY"):
        GeminiLLM(settings=Settings(cache_dir=tmp_path))


def test_quota_exhausted_stops_without_retry(server, tmp_path) -> None:
    script, url = server
    message = ("You exceeded your current quota, please check your plan and billing details. "
               "Quota exceeded for metric: generate_content_free_tier_requests, limit: 250 PerDay")
    script.replies = [(429, _error(429, "RESOURCE_EXHAUSTED", message))] * 3
    with pytest.raises(LLMQuotaError, match="quota"):
        _llm(url, tmp_path).generate_json("p", SCHEMA)
    assert len(script.requests) == 1


def test_hanging_server_times_out_within_the_setting(server, tmp_path) -> None:
    script, url = server
    script.replies = [HANG]
    llm = _llm(url, tmp_path, timeout_s=0.5)
    start = time.monotonic()
    with pytest.raises(LLMTimeout):
        llm.generate_json("p", SCHEMA)
    assert time.monotonic() - start < 8.0  # the 0.5 s timeout fired, not the 10 s hang (slack for a busy CI)
