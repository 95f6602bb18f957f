"""The LLM interface without a model: fake backend, disk cache, factory, JSON retry and timeouts."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ragagent.config import Settings
from ragagent.llm import LLM, LLMError, LLMTimeout, get_llm
from ragagent.llm.base import json_with_one_retry, run_with_timeout
from ragagent.llm.cache import CachedLLM, cache_key
from ragagent.llm.factory import build_llm
from ragagent.llm.fake import FakeLLM

SCHEMA = {"type": "object", "properties": {"total": {"type": "number"}}, "required": ["total"]}


def _settings(tmp_path: Path) -> Settings:
    return Settings(cache_dir=tmp_path / "cache")


def test_fake_records_prompts_and_follows_script() -> None:
    llm = FakeLLM([{"total": 1.5}, {"total": 2}])
    assert isinstance(llm, LLM)
    assert llm.generate_json("invoice text", SCHEMA, system="be exact") == {"total": 1.5}
    assert llm.generate_json("more", SCHEMA) == {"total": 2}
    assert llm.prompts[0] == "invoice text" and llm.requests[0]["system"] == "be exact"
    assert llm.calls == 2


def test_factory_argument_beats_env_beats_default(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGAGENT_BACKEND", "fake")
    from_env = build_llm(settings=Settings(cache_dir=tmp_path), script=[])
    assert from_env.model_id.startswith("fake:") and not isinstance(from_env, CachedLLM)
    monkeypatch.delenv("RAGAGENT_BACKEND")
    assert Settings().backend == "local"
    with pytest.raises(ValueError, match="unknown LLM backend"):
        build_llm("gpt", settings=_settings(tmp_path))
    explicit = get_llm("fake", cache=True, settings=_settings(tmp_path), script=[{"total": 2}])
    assert isinstance(explicit, CachedLLM) and explicit.model_id == "fake:scripted"


def test_cache_hit_is_free_and_survives_a_new_process_object(tmp_path: Path) -> None:
    settings = _settings(tmp_path)
    first = get_llm("fake", cache=True, settings=settings, script=[{"total": 3}])
    assert first.generate_json("p", SCHEMA) == {"total": 3} and first.calls == 1
    again = get_llm("fake", cache=True, settings=settings, script=[])
    assert again.generate_json("p", SCHEMA) == {"total": 3}
    assert again.calls == 0
    files = list((settings.cache_dir / "llm").rglob("*.json"))
    assert len(files) == 1 and json.loads(files[0].read_text())["key"] == files[0].stem


def test_cache_misses_when_any_key_part_changes(tmp_path: Path) -> None:
    llm = CachedLLM(FakeLLM(lambda prompt, schema: {"total": 7}), tmp_path)
    llm.generate_json("p", SCHEMA)
    llm.generate_json("p", SCHEMA, system="s")
    llm.generate_json("p2", SCHEMA)
    llm.generate_json("p", {**SCHEMA, "additionalProperties": False})
    assert llm.calls == 4 and llm.hits == 0
    llm.generate_json("p", dict(reversed(SCHEMA.items())))
    assert llm.calls == 4 and llm.hits == 1
    assert cache_key("generate_json", "local:a", "p", None, SCHEMA) != cache_key(
        "generate_json", "gemini:a", "p", None, SCHEMA
    )


def test_corrupt_cache_entry_is_ignored_and_rewritten(tmp_path: Path) -> None:
    llm = CachedLLM(FakeLLM([{"total": 1}, {"total": 2}]), tmp_path)
    llm.generate_json("p", SCHEMA)
    entry = next((tmp_path / "llm").rglob("*.json"))
    entry.write_bytes(b"\x00garbage")
    assert llm.generate_json("p", SCHEMA) == {"total": 2} and llm.calls == 2
    assert json.loads(entry.read_text())["reply"] == {"total": 2}


def test_invalid_json_retried_once_then_error_with_raw_text() -> None:
    replies = iter(["```json\n{}```", '{"total": 4}'])
    assert json_with_one_retry(lambda: next(replies), SCHEMA, "x:y") == {"total": 4}
    attempts = []
    with pytest.raises(LLMError, match="NOT JSON") as info:
        json_with_one_retry(lambda: attempts.append(1) or "NOT JSON", SCHEMA, "x:y")
    assert len(attempts) == 2 and "raw text" in str(info.value)
    with pytest.raises(LLMError, match="schema"):
        json_with_one_retry(lambda: '{"total": "many"}', SCHEMA, "x:y")


def test_run_with_timeout_raises_in_time_and_passes_results() -> None:
    assert run_with_timeout(lambda: 5, 1.0, "quick") == 5
    start = time.monotonic()
    with pytest.raises(LLMTimeout, match="longer than 0.2"):
        run_with_timeout(lambda: time.sleep(10), 0.2, "slow")
    assert time.monotonic() - start < 8.0  # the 0.2 s timeout fired, not the 10 s sleep (slack for a busy CI)
    with pytest.raises(KeyError):
        run_with_timeout(lambda: {}["missing"], 1.0, "failing")
