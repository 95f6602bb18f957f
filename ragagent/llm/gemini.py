"""Google Gemini through google-genai: JSON via `response_json_schema`.

Errors (`classify`, run by the shared `Transport`): 401/403 → LLMAuthError naming GEMINI_API_KEY
(no retry); a 429 whose message reports an exhausted quota (anything but a per-minute limit) →
LLMQuotaError (no retry); other 429s, 5xx and connection failures are retried with exponential
backoff or the pause the server asks for (Retry-After header or RetryInfo), then LLMUnavailable;
other 4xx → LLMError; a call past `timeout_s` → LLMTimeout.
"""

from __future__ import annotations

import os
import re
from typing import Any

from ragagent.config import Settings, get_settings
from ragagent.llm.base import (
    LLMAuthError,
    LLMError,
    LLMQuotaError,
    LLMTimeout,
    is_quota_exhausted,
    json_with_one_retry,
)
from ragagent.llm.transport import Transport
from ragagent.retry import Transient, retry_after_seconds

DEFAULT_MODEL = "gemini-2.5-flash"
API_KEY_ENV = "GEMINI_API_KEY"


def _transport_errors() -> tuple[tuple[type[Exception], ...], tuple[type[Exception], ...]]:
    """(timeout, transport) exception classes of httpx and httpx2 (google-genai may use either)."""
    import importlib

    timeouts, transports = [], []
    for name in ("httpx", "httpx2"):
        try:
            module = importlib.import_module(name)
        except ImportError:
            continue
        timeouts.append(module.TimeoutException)
        transports.append(module.TransportError)
    return tuple(timeouts), tuple(transports)


def _asked_pause(exc: Any) -> float | None:
    """The pause a 429/503 asks for: the Retry-After header, else the error's RetryInfo `retryDelay`."""
    headers = getattr(getattr(exc, "response", None), "headers", None) or {}
    asked = retry_after_seconds(headers.get("retry-after") if hasattr(headers, "get") else None)
    if asked is not None:
        return asked
    details = (exc.details or {}).get("error", {}).get("details", []) if isinstance(exc.details, dict) else []
    for detail in details if isinstance(details, list) else []:
        delay = detail.get("retryDelay") if isinstance(detail, dict) else None
        if isinstance(delay, str) and (match := re.fullmatch(r"(\d+(?:\.\d+)?)s", delay.strip())):
            return float(match.group(1))
    return None


def classify(exc: Exception, model_id: str, timeout_s: float) -> Exception | None:
    """Sort a google-genai / httpx failure into auth, quota, fatal or transient (see the module doc)."""
    from google.genai import errors

    timeouts, transports = _transport_errors()
    if isinstance(exc, timeouts):
        return LLMTimeout(f"{model_id}: no answer within {timeout_s:g} s")
    if isinstance(exc, transports):
        return Transient(str(exc))
    if not isinstance(exc, errors.APIError):
        return None
    if exc.code in (401, 403):
        return LLMAuthError(
            f"{model_id}: the API key was rejected ({exc.code} {exc.status}: "
            f"{exc.message}); check {API_KEY_ENV}"
        )
    if exc.code == 429 and is_quota_exhausted(exc.message or ""):
        return LLMQuotaError(f"{model_id}: quota exhausted: {exc.message}")
    if exc.code != 429 and exc.code < 500:
        return LLMError(f"{model_id}: request failed ({exc.code}): {exc.message}")
    return Transient(str(exc), _asked_pause(exc))


class GeminiLLM:
    """generate_json against the Gemini API (or any server speaking its wire format)."""

    concurrent = True  # a remote server: a pool's workers may call it at once (ragagent.llm.shared)

    def __init__(
        self,
        model: str | None = None,
        *,
        api_key: str | None = None,
        settings: Settings | None = None,
        max_retries: int = 4,
        backoff_s: float = 2.0,
    ) -> None:
        from google import genai
        from google.genai import types

        settings = settings or get_settings()
        key = api_key or os.environ.get(API_KEY_ENV, "")
        if not key:
            raise LLMAuthError(f"the gemini backend needs an API key: set {API_KEY_ENV}")
        self.model = model or settings.model or DEFAULT_MODEL
        self.model_id = f"gemini:{self.model}"
        self.timeout_s = settings.llm_timeout_s
        self._transport = Transport(
            self.model_id,
            lambda exc: classify(exc, self.model_id, self.timeout_s),
            max_retries=max_retries,
            backoff_s=backoff_s,
        )
        options = types.HttpOptions(
            base_url=settings.gemini_base_url or None,
            timeout=int(self.timeout_s * 1000),
            retry_options=types.HttpRetryOptions(attempts=1),
        )
        self._types = types
        self._client = genai.Client(api_key=key, http_options=options)

    @property
    def calls(self) -> int:
        return self._transport.calls

    @property
    def thread_calls(self) -> int:
        """This thread's calls (a pool's worker reads its document's own)."""
        return self._transport.counter.this_thread

    def _config(self, **fields: Any) -> Any:
        return self._types.GenerateContentConfig(temperature=0, **fields)

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        config = self._config(
            system_instruction=system, response_mime_type="application/json", response_json_schema=schema
        )

        def complete() -> str:
            reply = self._transport.call(
                lambda: self._client.models.generate_content(model=self.model, contents=prompt, config=config)
            )
            return reply.text or ""

        return json_with_one_retry(complete, schema, self.model_id)
