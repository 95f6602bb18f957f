"""RAG settings (environment prefix RAGAGENT_), with the refusal threshold read from its results file."""

from __future__ import annotations

import json
from pathlib import Path

from pydantic_settings import BaseSettings, SettingsConfigDict

from ragagent.selftest import selftest_main
from ragagent.workdir import REPO_ROOT

THRESHOLD_FILE = REPO_ROOT / "evals" / "results" / "refusal_threshold.json"
FALLBACK_THRESHOLD = 0.30  # used only until evals/refusal_threshold.py has written THRESHOLD_FILE


class RagSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RAGAGENT_", extra="ignore")

    chroma_url: str = ""  # "" = embedded, under <workdir>/data/chroma; else http://host:port
    refusal_threshold: float | None = None  # None = the value chosen in THRESHOLD_FILE
    answer_k: int = 6  # excerpts shown to the LLM
    embed_threads: int = 0  # torch threads for bulk embedding, 0 = all cores; a query always uses one
    embed_bf16: bool = True  # bulk embedding under bf16 autocast (scripts/bench_embed.py)


def refusal_threshold(settings: RagSettings | None = None, path: Path = THRESHOLD_FILE) -> float:
    """The gate-1 threshold: an explicit setting, else the data-chosen value, else the fallback."""
    settings = settings or RagSettings()
    if settings.refusal_threshold is not None:
        return settings.refusal_threshold
    if path.is_file():
        return float(json.loads(path.read_text(encoding="utf-8"))["threshold"])
    return FALLBACK_THRESHOLD


def _case_threshold_sources() -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        missing = Path(tmp) / "none.json"
        assert refusal_threshold(RagSettings(refusal_threshold=None), missing) == FALLBACK_THRESHOLD
        chosen = Path(tmp) / "t.json"
        chosen.write_text('{"threshold": 0.42}')
        assert refusal_threshold(RagSettings(refusal_threshold=None), chosen) == 0.42
        assert refusal_threshold(RagSettings(refusal_threshold=0.5), chosen) == 0.5


SELFTEST_CASES = [_case_threshold_sources]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
