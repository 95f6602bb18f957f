"""Settings from the environment (prefix RAGAGENT_) with flags overriding them; defaults run offline."""

from __future__ import annotations

from pathlib import Path

from pydantic import Field
from pydantic_settings import BaseSettings, SettingsConfigDict


def _default_cache() -> Path:
    return Path.home() / ".cache" / "ragagent"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RAGAGENT_", extra="ignore")

    backend: str = "local"  # local | gemini | ollama | fake
    model: str = ""  # backend-specific model id; empty = the backend's default
    gguf_path: Path | None = None  # any GGUF for the local backend; default: assembled Qwen2.5-Coder-1.5B
    cache_dir: Path = Field(default_factory=_default_cache)  # model file + LLM response cache
    llm_timeout_s: float = 900.0  # a long statement prompt on a busy 2-core machine can take minutes
    llm_threads: int = 0  # 0 = all cores
    llm_context: int = 8192
    ollama_host: str = "http://127.0.0.1:11434"
    gemini_base_url: str = ""  # empty = Google's endpoint
    mirror: Path | None = None  # serve raw PDFs from this folder instead of the network


def get_settings() -> Settings:
    return Settings()
