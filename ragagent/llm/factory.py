"""Pick and build a backend: argument > env RAGAGENT_BACKEND > "local"; wrap it in the disk cache."""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any

from ragagent.config import Settings, get_settings
from ragagent.llm.base import LLM
from ragagent.llm.cache import CachedLLM
from ragagent.selftest import selftest_main


@dataclass(frozen=True)
class Backend:
    """Where a backend's class lives ("module:Class", imported on first use so `--help` stays fast)."""

    target: str
    takes_settings: bool = True
    cached: bool = True  # responses go through the disk cache unless the caller says otherwise


REGISTRY: dict[str, Backend] = {
    "local": Backend("ragagent.llm.local:LocalLLM"),
    "gemini": Backend("ragagent.llm.gemini:GeminiLLM"),
    "ollama": Backend("ragagent.llm.ollama:OllamaLLM"),
    "fake": Backend("ragagent.llm.fake:FakeLLM", takes_settings=False, cached=False),
}
BACKENDS = tuple(REGISTRY)


def build_llm(
    backend: str | None = None, *, cache: bool | None = None, settings: Settings | None = None, **options: Any
) -> LLM:
    """Build `backend` with `options` (constructor keywords); `cache` defaults to on except for `fake`."""
    settings = settings or get_settings()
    name = (backend or settings.backend or "local").strip().lower()
    if name not in REGISTRY:
        raise ValueError(f"unknown LLM backend {name!r}; choose one of {', '.join(BACKENDS)}")
    spec = REGISTRY[name]
    module, _, cls = spec.target.partition(":")
    factory = getattr(importlib.import_module(module), cls)
    llm = factory(settings=settings, **options) if spec.takes_settings else factory(**options)
    if cache if cache is not None else spec.cached:
        return CachedLLM(llm, settings.cache_dir)
    return llm


def _case_registry_resolves_and_caches_by_default() -> None:
    import tempfile
    from pathlib import Path

    for spec in REGISTRY.values():  # every target imports (backends load their SDKs only when built)
        module, _, cls = spec.target.partition(":")
        assert callable(getattr(importlib.import_module(module), cls)), spec.target
    settings = Settings(cache_dir=Path(tempfile.mkdtemp()))
    assert not isinstance(build_llm("fake", settings=settings), CachedLLM)
    assert isinstance(build_llm("FAKE", settings=settings, cache=True), CachedLLM)
    try:
        build_llm("gpt", settings=settings)
    except ValueError as exc:
        assert "local, gemini, ollama, fake" in str(exc)
    else:
        raise AssertionError("an unknown backend was built")


SELFTEST_CASES = [_case_registry_resolves_and_caches_by_default]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
