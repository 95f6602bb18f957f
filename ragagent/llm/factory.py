"""Pick and build a backend: argument > env RAGAGENT_BACKEND > "local"; wrap it in the disk cache."""

from __future__ import annotations

from typing import Any

from ragagent.config import Settings, get_settings
from ragagent.llm.base import LLM
from ragagent.llm.cache import CachedLLM

BACKENDS = ("local", "gemini", "ollama", "fake")


def _construct(backend: str, settings: Settings, options: dict[str, Any]) -> LLM:
    if backend == "local":
        from ragagent.llm.local import LocalLLM

        return LocalLLM(settings=settings, **options)
    if backend == "gemini":
        from ragagent.llm.gemini import GeminiLLM

        return GeminiLLM(settings=settings, **options)
    if backend == "ollama":
        from ragagent.llm.ollama import OllamaLLM

        return OllamaLLM(settings=settings, **options)
    from ragagent.llm.fake import FakeLLM

    return FakeLLM(**options)


def build_llm(
    backend: str | None = None, *, cache: bool | None = None, settings: Settings | None = None, **options: Any
) -> LLM:
    """Build `backend` with `options` (constructor keywords); `cache` defaults to on except for `fake`."""
    settings = settings or get_settings()
    name = (backend or settings.backend or "local").strip().lower()
    if name not in BACKENDS:
        raise ValueError(f"unknown LLM backend {name!r}; choose one of {', '.join(BACKENDS)}")
    llm = _construct(name, settings, options)
    if cache if cache is not None else name != "fake":
        return CachedLLM(llm, settings.cache_dir)
    return llm
