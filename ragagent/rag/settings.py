"""RAG settings (environment prefix RAGAGENT_), including gate 1's refusal threshold."""

from __future__ import annotations

from pydantic_settings import BaseSettings, SettingsConfigDict

from ragagent.selftest import selftest_main

# Chosen from data by evals/refusal_threshold.py (evals/results/refusal_threshold.json); a test keeps the
# two equal, so an installed package needs no file from the repo.
CHOSEN_THRESHOLD = 0.37


class RagSettings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="RAGAGENT_", extra="ignore")

    chroma_url: str = ""  # "" = embedded, under <workdir>/data/chroma; else http://host:port
    collection: str = "corpus"  # the collection `ragagent ingest` fills and /ask, /search, the agent serve
    refusal_threshold: float = CHOSEN_THRESHOLD  # RAGAGENT_REFUSAL_THRESHOLD overrides
    answer_k: int = 6  # excerpts shown to the LLM
    embed_threads: int = 0  # torch threads for bulk embedding, 0 = all cores; a query always uses one
    # Bulk embedding under bf16 autocast: None = only where the CPU computes bf16 natively (AVX-512 BF16 or
    # AMX); elsewhere autocast emulates it and is slower than float32 (scripts/bench_embed.py).
    embed_bf16: bool | None = None


def refusal_threshold(settings: RagSettings | None = None) -> float:
    """The gate-1 threshold: an explicit setting, else the data-chosen value."""
    return (settings or RagSettings()).refusal_threshold


def _case_threshold_sources() -> None:
    assert refusal_threshold(RagSettings(refusal_threshold=0.5)) == 0.5
    assert RagSettings.model_fields["refusal_threshold"].default == CHOSEN_THRESHOLD


SELFTEST_CASES = [_case_threshold_sources]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
