"""An Ollama server through the ollama client: JSON via `format=<schema>`.

Errors (`classify`, run by the shared `Transport`): 401/403 → LLMAuthError naming OLLAMA_API_KEY
(no retry); a quota-exhausted 429 → LLMQuotaError (no retry); other 429s, 5xx and connection failures
are retried with exponential backoff, then LLMUnavailable; other 4xx → LLMError; a call past
`timeout_s` → LLMTimeout. (The ollama client keeps no response headers, so there is no Retry-After.)
"""

from __future__ import annotations

from typing import Any

from ragagent.config import Settings, get_settings
from ragagent.llm.base import (
    LLMAuthError,
    LLMError,
    LLMQuotaError,
    LLMTimeout,
    is_quota_exhausted,
    json_with_one_retry,
    prompt_messages,
)
from ragagent.llm.transport import Transport
from ragagent.retry import Transient

DEFAULT_MODEL = "qwen2.5-coder:1.5b"


def classify(exc: Exception, model_id: str, host: str, timeout_s: float) -> Exception | None:
    """Sort an ollama / httpx failure into auth, quota, fatal or transient (see the module doc)."""
    import httpx
    import ollama

    if isinstance(exc, httpx.TimeoutException):
        return LLMTimeout(f"{model_id}: no answer from {host} within {timeout_s:g} s")
    if isinstance(exc, httpx.TransportError | ConnectionError):
        return Transient(str(exc))
    if not isinstance(exc, ollama.ResponseError):
        return None
    if exc.status_code in (401, 403):
        return LLMAuthError(
            f"{model_id}: {host} refused the credentials "
            f"({exc.status_code}: {exc.error}); check OLLAMA_API_KEY"
        )
    if exc.status_code == 429 and is_quota_exhausted(exc.error):
        return LLMQuotaError(f"{model_id}: quota exhausted: {exc.error}")
    if exc.status_code != 429 and exc.status_code < 500:
        return LLMError(f"{model_id}: request failed ({exc.status_code}): {exc.error}")
    return Transient(str(exc))


class OllamaLLM:
    """generate_json against an Ollama server at `settings.ollama_host`."""

    concurrent = True  # a remote server: a pool's workers may call it at once (ragagent.llm.shared)

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
        self.host = settings.ollama_host
        self.timeout_s = settings.llm_timeout_s
        self._transport = Transport(
            self.model_id,
            lambda exc: classify(exc, self.model_id, self.host, self.timeout_s),
            max_retries=max_retries,
            backoff_s=backoff_s,
            where=f" on {self.host}",
        )
        self._client = ollama.Client(host=self.host, timeout=self.timeout_s)

    @property
    def calls(self) -> int:
        return self._transport.calls

    @property
    def thread_calls(self) -> int:
        """This thread's calls (a pool's worker reads its document's own)."""
        return self._transport.counter.this_thread

    def _chat(self, messages: list[dict[str, Any]], **kwargs: Any) -> Any:
        return self._transport.call(
            lambda: self._client.chat(
                model=self.model, messages=messages, options={"temperature": 0}, **kwargs
            )
        )

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        messages = prompt_messages(prompt, system)
        return json_with_one_retry(
            lambda: self._chat(messages, format=schema).message.content or "", schema, self.model_id
        )
