"""A disk cache in front of any backend: the same request twice costs one backend call.

Key: sha256 of the canonical JSON (sorted keys, no whitespace) of
{kind, backend, model, prompt, system, schema} (kind: "generate_json"). Entries live at
`<cache_dir>/llm/<key[:2]>/<key>.json`, are written atomically, and an entry that cannot be read or
is malformed is ignored and rewritten. Hits do not count in `calls`.
"""

from __future__ import annotations

import hashlib
import json
import tempfile
from pathlib import Path
from typing import Any

from ragagent.llm.base import LLM
from ragagent.selftest import selftest_main
from ragagent.workdir import atomic_write_json


def cache_key(kind: str, model_id: str, prompt: Any, system: str | None, schema: Any) -> str:
    """sha256 hex of the canonical JSON of the request; `model_id` is "backend:model"."""
    backend, _, model = model_id.partition(":")
    payload = {
        "kind": kind,
        "backend": backend,
        "model": model,
        "prompt": prompt,
        "system": system,
        "schema": schema,
    }
    canonical = json.dumps(payload, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()


class CachedLLM:
    """Wraps `inner` (any LLM) with the disk cache under `cache_dir / "llm"`."""

    def __init__(self, inner: LLM, cache_dir: Path) -> None:
        self.inner = inner
        self.root = Path(cache_dir) / "llm"
        self.model_id = inner.model_id
        self.hits = 0

    @property
    def calls(self) -> int:
        return self.inner.calls

    @property
    def tokens(self) -> dict[str, int] | None:
        """The backend's token counts when it keeps them (cache hits cost none)."""
        return getattr(self.inner, "tokens", None)

    @property
    def concurrent(self) -> bool:
        """Whether the backend takes calls from several threads at once (ragagent.llm.shared)."""
        return bool(getattr(self.inner, "concurrent", False))

    @property
    def thread_calls(self) -> int | None:
        """This thread's backend calls, when the backend counts them per thread."""
        return getattr(self.inner, "thread_calls", None)

    def _path(self, key: str) -> Path:
        return self.root / key[:2] / f"{key}.json"

    def _load(self, key: str) -> Any | None:
        try:
            entry = json.loads(self._path(key).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        if not isinstance(entry, dict) or entry.get("key") != key or "reply" not in entry:
            return None
        return entry["reply"]

    def _store(self, key: str, reply: Any) -> None:
        atomic_write_json(self._path(key), {"key": key, "model_id": self.model_id, "reply": reply})

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        key = cache_key("generate_json", self.model_id, prompt, system, schema)
        cached = self._load(key)
        if isinstance(cached, dict):
            self.hits += 1
            return cached
        reply = self.inner.generate_json(prompt, schema, system=system)
        self._store(key, reply)
        return reply


def _fake_cached(tmp: str, replies: list) -> CachedLLM:
    from ragagent.llm.fake import FakeLLM

    return CachedLLM(FakeLLM(replies), Path(tmp))


_SCHEMA = {"type": "object", "properties": {"a": {"type": "integer"}}}


def _case_key_depends_on_every_part() -> None:
    base = cache_key("generate_json", "local:m", "p", None, _SCHEMA)
    assert base == cache_key("generate_json", "local:m", "p", None, dict(reversed(_SCHEMA.items())))
    others = [
        cache_key("generate_json", "ollama:m", "p", None, _SCHEMA),
        cache_key("generate_json", "local:n", "p", None, _SCHEMA),
        cache_key("generate_json", "local:m", "q", None, _SCHEMA),
        cache_key("generate_json", "local:m", "p", "sys", _SCHEMA),
        cache_key("generate_json", "local:m", "p", None, {"type": "object"}),
        cache_key("chat", "local:m", "p", None, _SCHEMA),
    ]
    assert len({base, *others}) == 7


def _case_hit_is_free_and_miss_calls() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        llm = _fake_cached(tmp, [{"a": 1}, {"a": 2}])
        assert llm.generate_json("p", _SCHEMA) == {"a": 1}
        assert llm.generate_json("p", _SCHEMA) == {"a": 1}
        assert (llm.calls, llm.hits) == (1, 1)
        assert llm.generate_json("other", _SCHEMA) == {"a": 2} and llm.calls == 2


def _case_corrupt_entry_is_rewritten() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        llm = _fake_cached(tmp, [{"a": 1}, {"a": 2}])
        llm.generate_json("p", _SCHEMA)
        path = llm._path(cache_key("generate_json", llm.model_id, "p", None, _SCHEMA))
        path.write_text('{"key": "trunc', encoding="utf-8")
        assert llm.generate_json("p", _SCHEMA) == {"a": 2} and llm.calls == 2
        assert json.loads(path.read_text(encoding="utf-8"))["reply"] == {"a": 2}


SELFTEST_CASES = [
    _case_key_depends_on_every_part,
    _case_hit_is_free_and_miss_calls,
    _case_corrupt_entry_is_rewritten,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
