"""The LLM protocol every backend implements, its reply types and its error hierarchy.

    LLMError
    ├── LLMUnavailable   backend cannot be reached / model missing (after retries)
    │   └── LLMTimeout   a call exceeded its timeout
    ├── LLMAuthError     bad or missing API key: stop loudly, never retry
    └── LLMQuotaError    quota exhausted: stop loudly, never retry

Callers use only `generate_json(prompt, schema)` and `chat(messages, tools)`.
"""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field


class LLMError(RuntimeError):
    """Base class of every LLM failure."""


class LLMUnavailable(LLMError):
    """The backend could not answer (after retries)."""


class LLMTimeout(LLMUnavailable):
    """A call took longer than its timeout."""


class LLMAuthError(LLMError):
    """The API key is missing or rejected."""


class LLMQuotaError(LLMError):
    """The account's quota is exhausted."""


class ToolCall(BaseModel):
    name: str
    arguments: dict[str, Any] = Field(default_factory=dict)


class ChatReply(BaseModel):
    content: str = ""
    tool_calls: list[ToolCall] = Field(default_factory=list)


@runtime_checkable
class LLM(Protocol):
    model_id: str  # "backend:model", recorded in outputs
    calls: int  # calls that reached the backend (cache hits excluded)

    def generate_json(self, prompt: str, schema: dict[str, Any], *, system: str | None = None) -> dict[str, Any]:
        """Return a JSON object that validates against `schema` (constrained decoding where available)."""
        ...

    def chat(self, messages: list[dict[str, Any]], tools: list[dict[str, Any]] | None = None) -> ChatReply:
        """One chat turn; `tools` are JSON-schema function declarations."""
        ...


def get_llm(backend: str | None = None, **options: Any) -> LLM:
    """Build the configured backend (`local` by default), wrapped in the disk cache."""
    from ragagent.llm.factory import build_llm

    return build_llm(backend, **options)
