"""An Ollama server through the ollama client: JSON via `format=<schema>`, native tool calls.

Errors: 401/403 → LLMAuthError naming OLLAMA_API_KEY (no retry); a quota-exhausted 429 →
LLMQuotaError (no retry); other 429s, 5xx and connection failures
are retried with exponential backoff, then LLMUnavailable; a call past `timeout_s` → LLMTimeout.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any, TypeVar

from ragagent.config import Settings, get_settings
from ragagent.llm.base import (
    ChatReply,
    LLMAuthError,
    LLMError,
    LLMQuotaError,
    LLMTimeout,
    LLMUnavailable,
    ToolCall,
    is_quota_exhausted,
    json_with_one_retry,
)

DEFAULT_MODEL = "qwen2.5-coder:1.5b"
T = TypeVar("T")


class OllamaLLM:
    """generate_json / chat against an Ollama server at `settings.ollama_host`."""

    def __init__(
        self,
        model: str | None = None,
        *,
        settings: Settings | None = None,
        max_retries: int = 4,
        backoff_s: float = 2.0,
    ) -> None:
        import ollama

        settings = settings or get_settings()
        self.model = model or settings.model or DEFAULT_MODEL
        self.model_id = f"ollama:{self.model}"
        self.calls = 0
        self.host = settings.ollama_host
        self.timeout_s = settings.llm_timeout_s
        self.max_retries = max_retries
        self.backoff_s = backoff_s
        self._client = ollama.Client(host=self.host, timeout=self.timeout_s)

    def _call(self, fn: Callable[[], T]) -> T:
        """Run one request with backoff on transient errors; auth and client errors are final."""
        import httpx
        import ollama

        for attempt in range(self.max_retries + 1):
            self.calls += 1
            try:
                return fn()
            except httpx.TimeoutException as exc:
                raise LLMTimeout(
                    f"{self.model_id}: no answer from {self.host} within {self.timeout_s:g} s"
                ) from exc
            except (httpx.TransportError, ConnectionError) as exc:
                problem: Exception = exc
            except ollama.ResponseError as exc:
                if exc.status_code in (401, 403):
                    raise LLMAuthError(
                        f"{self.model_id}: {self.host} refused the credentials "
                        f"({exc.status_code}: {exc.error}); check OLLAMA_API_KEY"
                    ) from exc
                if exc.status_code == 429 and is_quota_exhausted(exc.error):
                    raise LLMQuotaError(f"{self.model_id}: quota exhausted: {exc.error}") from exc
                if exc.status_code != 429 and exc.status_code < 500:
                    raise LLMError(
                        f"{self.model_id}: request failed ({exc.status_code}): {exc.error}"
                    ) from exc
                problem = exc
            if attempt < self.max_retries:
                time.sleep(self.backoff_s * 2**attempt)
        raise LLMUnavailable(
            f"{self.model_id}: gave up on {self.host} after {self.max_retries + 1} attempts: {problem}"
        )

    def _chat(self, messages: list[dict[str, Any]], **kwargs: Any) -> Any:
        return self._call(lambda: self._client.chat(
            model=self.model, messages=messages, options={"temperature": 0}, **kwargs))

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        messages = ([{"role": "system", "content": system}] if system else []) + [
            {"role": "user", "content": prompt}
        ]
        return json_with_one_retry(
            lambda: self._chat(messages, format=schema).message.content or "", schema, self.model_id
        )

    def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> ChatReply:
        wire_tools = [t if "function" in t else {"type": "function", "function": t} for t in tools or []]
        message = self._chat(messages, tools=wire_tools or None).message
        calls = [ToolCall(name=c.function.name, arguments=dict(c.function.arguments or {}))
                 for c in message.tool_calls or []]
        return ChatReply(content=message.content or "", tool_calls=calls)
