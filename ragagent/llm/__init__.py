"""The one LLM interface: `get_llm(backend)` returns an object with `generate_json(prompt, schema)`."""

from ragagent.llm.base import (
    LLM,
    LLMAuthError,
    LLMError,
    LLMQuotaError,
    LLMTimeout,
    LLMUnavailable,
)
from ragagent.llm.factory import build_llm as get_llm

__all__ = [
    "LLM",
    "LLMAuthError",
    "LLMError",
    "LLMQuotaError",
    "LLMTimeout",
    "LLMUnavailable",
    "get_llm",
]
