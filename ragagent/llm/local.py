"""The embedded default backend: a GGUF model run in-process by xllamacpp (llama.cpp's server core).

The model loads lazily, once per process per (path, context, threads), and is shared by every
LocalLLM. Requests use the OpenAI chat-completion format with temperature 0; `generate_json` sends
`response_format: json_schema`, which llama.cpp turns into a grammar, so the reply is bare JSON that
matches the schema (without it the 1.5B model wraps JSON in ``` fences).

Timeouts: each native call runs in a worker thread; past `timeout_s` the caller gets LLMTimeout but
the native call cannot be interrupted and finishes in the background (later calls wait behind it).
"""

from __future__ import annotations

import os
import threading
from pathlib import Path
from typing import Any

from ragagent.config import Settings, get_settings
from ragagent.llm.base import (
    LLMError,
    LLMUnavailable,
    json_with_one_retry,
    prompt_messages,
    run_with_timeout,
)

_SERVERS: dict[tuple[str, int, int, int | None, int | None], Any] = {}
_LOAD_LOCK = threading.Lock()
_CALL_LOCK = threading.Lock()


def load_server(
    model_path: Path, n_ctx: int, threads: int, *, batch: int | None = None, ubatch: int | None = None
) -> Any:
    """Return the process-wide xllamacpp Server for this model, loading it on first use.

    `batch` and `ubatch` are llama.cpp's logical and physical batch sizes (None: its defaults, 2048/512).
    """
    key = (str(model_path), n_ctx, threads, batch, ubatch)
    with _LOAD_LOCK:
        if key not in _SERVERS:
            import xllamacpp as xlc

            if not model_path.is_file():
                raise LLMUnavailable(
                    f"GGUF model not found: {model_path} (run `python -m ragagent.llm.model_file`)"
                )
            params = xlc.CommonParams()
            params.model.path = str(model_path)
            params.n_ctx = n_ctx
            params.n_parallel = 1
            params.cpuparams.n_threads = threads
            params.cpuparams_batch.n_threads = threads
            if batch is not None:
                params.n_batch = batch
            if ubatch is not None:
                params.n_ubatch = ubatch
            params.sampling.temp = 0.0
            params.verbosity = -1
            params.warmup = False
            try:
                _SERVERS[key] = xlc.Server(params)
            except Exception as exc:  # native load failures surface as assorted exception types
                raise LLMUnavailable(f"could not load {model_path}: {exc}") from exc
        return _SERVERS[key]


class LocalLLM:
    """generate_json on a local GGUF through xllamacpp."""

    def __init__(
        self,
        model_path: Path | str | None = None,
        *,
        settings: Settings | None = None,
        max_tokens: int = 1024,
        batch: int | None = None,
        ubatch: int | None = None,
    ) -> None:
        settings = settings or get_settings()
        if model_path is None:
            from ragagent.llm.model_file import ensure_model_file

            model_path = settings.gguf_path or ensure_model_file(settings.cache_dir)
        self.model_path = Path(model_path)
        self.model_id = f"local:{self.model_path.stem}"
        self.calls = 0
        self.n_ctx = settings.llm_context
        self.threads = settings.llm_threads or os.cpu_count() or 1
        self.timeout_s = settings.llm_timeout_s
        self.max_tokens = max_tokens
        self.batch, self.ubatch = batch, ubatch
        self.last_response: dict[str, Any] = {}
        # llama.cpp's own counts over every call: prompt tokens, those actually evaluated (the rest
        # came from the KV cache's shared prefix) and generated tokens
        self.tokens = {"prompt": 0, "prompt_evaluated": 0, "generated": 0}

    def _complete(self, messages: list[dict[str, Any]], schema: dict[str, Any] | None) -> str:
        request: dict[str, Any] = {"messages": messages, "temperature": 0, "max_tokens": self.max_tokens}
        if schema is not None:
            request["response_format"] = {"type": "json_schema", "json_schema": {"schema": schema}}
        server = load_server(self.model_path, self.n_ctx, self.threads, batch=self.batch, ubatch=self.ubatch)

        def call() -> dict[str, Any]:
            with _CALL_LOCK:
                return server.handle_chat_completions(request)

        self.calls += 1
        try:
            response = run_with_timeout(call, self.timeout_s, self.model_id)
        except ValueError as exc:
            raise LLMError(f"{self.model_id} rejected the request: {exc}") from exc
        if "error" in response:
            raise LLMError(f"{self.model_id} failed: {response['error']}")
        self.last_response = response
        self._count(response)
        return response["choices"][0]["message"].get("content") or ""

    def _count(self, response: dict[str, Any]) -> None:
        usage, timings = response.get("usage") or {}, response.get("timings") or {}
        prompt = int(usage.get("prompt_tokens", 0))
        self.tokens["prompt"] += prompt
        self.tokens["prompt_evaluated"] += int(timings.get("prompt_n", prompt))
        self.tokens["generated"] += int(usage.get("completion_tokens", 0))

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        messages = prompt_messages(prompt, system)
        return json_with_one_retry(lambda: self._complete(messages, schema), schema, self.model_id)
