"""The one LLM interface: `get_llm(backend)` returns an object with `generate_json` and `chat`."""

from ragagent.llm.base import (
    LLM,
    ChatReply,
    LLMAuthError,
    LLMError,
    LLMQuotaError,
    LLMTimeout,
    LLMUnavailable,
    ToolCall,
)
from ragagent.llm.factory import build_llm as get_llm

__all__ = [
    "LLM",
    "ChatReply",
    "LLMAuthError",
    "LLMError",
    "LLMQuotaError",
    "LLMTimeout",
    "LLMUnavailable",
    "ToolCall",
    "get_llm",
]
