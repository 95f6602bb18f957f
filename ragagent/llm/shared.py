"""One LLM shared by a pool of documents: each document gets its own view, with its own counts.

The in-process local model is one worker: llama.cpp already uses every core, and two contexts at once
would thrash. So a backend that does not declare itself `concurrent` serves one document at a time:
a view takes the shared lock at its document's first call and keeps it until the document ends
(`close`), so a document's calls stay consecutive. That keeps llama.cpp's prompt cache working: a
retry repeats its first call's prompt as a prefix, and the one slot re-evaluates only what follows the
prefix it still holds (in the corpus run 158 of 345 prompt tokens a field were evaluated,
evals/results/extraction_20261202T023017Z.json); calls of two documents interleaved would evict each
other's prefix. Inside the lock a document's calls and token counts are the differences of the
backend's counters. A document that never calls the model (current outputs, no page text) never
takes the lock. A `concurrent` backend (gemini, ollama: a remote server) takes calls from every worker
at once; it counts its calls per thread (`thread_calls`), and a worker thread runs one document at a
time, so the thread's difference across a call is the document's. Remote backends keep no token counts.

`stop()` makes every view's next call raise `RunStopped` (not an LLMError, so no extractor records it
as the document's failure): a stopping run lets its running documents end unwritten at their next call.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from ragagent.llm.base import LLM
from ragagent.selftest import selftest_main


class RunStopped(Exception):
    """The run is stopping: this document's next LLM call is not made (and nothing of it is written)."""


class SharedLLM:
    """Hands out per-document views of `llm`, serialized unless the backend takes concurrent calls."""

    def __init__(self, llm: LLM) -> None:
        self.llm = llm
        # concurrent only when the backend says so and can count a thread's calls
        self.concurrent = bool(getattr(llm, "concurrent", False)) and _thread_calls(llm) is not None
        self._lock = threading.Lock()
        self._stopped = threading.Event()

    def view(self) -> DocumentLLM:
        """A fresh view for one document (its counts start at zero); close it when the document ends."""
        return DocumentLLM(self.llm, None if self.concurrent else self._lock, self._stopped)

    def stop(self) -> None:
        """Refuse every further call from every view (RunStopped)."""
        self._stopped.set()


class DocumentLLM:
    """One document's view of a shared LLM: `calls` and `tokens` count only this view's requests.

    With a lock (a serialized backend) the view holds it from its first call until `close()`; use the
    view as a context manager, in the thread that runs the document.
    """

    def __init__(self, shared: LLM, lock: threading.Lock | None, stopped: threading.Event) -> None:
        self.shared, self._lock, self._stopped = shared, lock, stopped
        self._holding = False
        self.waited_seconds = 0.0  # spent waiting for another document to hand the model over
        self.model_id = shared.model_id
        self.calls = 0
        backend_tokens = getattr(shared, "tokens", None)
        # token counts are exact only inside the lock; None when the backend keeps none
        self.tokens: dict[str, int] | None = (
            dict.fromkeys(backend_tokens, 0) if lock is not None and backend_tokens is not None else None
        )

    def _counts(self) -> tuple[int, dict[str, int]]:
        if self._lock is None:
            return int(_thread_calls(self.shared) or 0), {}
        return self.shared.calls, dict(getattr(self.shared, "tokens", None) or {})

    def __enter__(self) -> DocumentLLM:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        """The document has ended: hand the shared model to the next one."""
        if self._lock is not None and self._holding:
            self._holding = False
            self._lock.release()

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        if self._lock is not None and not self._holding:
            asked = time.monotonic()
            self._lock.acquire()
            self.waited_seconds += time.monotonic() - asked
            self._holding = True
        if self._stopped.is_set():
            raise RunStopped(f"{self.model_id}: the run is stopping")
        calls, tokens = self._counts()
        try:
            return self.shared.generate_json(prompt, schema, system=system)
        finally:
            calls_after, tokens_after = self._counts()
            self.calls += calls_after - calls
            if self.tokens is not None:
                for key, value in tokens_after.items():
                    self.tokens[key] = self.tokens.get(key, 0) + value - tokens.get(key, 0)


def _thread_calls(llm: LLM) -> int | None:
    value = getattr(llm, "thread_calls", None)
    return None if value is None else int(value)


_SCHEMA = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}


def _in_threads(*jobs: tuple[Any, int]) -> None:
    """Each (llm, n) job makes n calls in a thread of its own; all run at once."""

    def calls(llm: Any, n: int) -> None:
        for _ in range(n):
            llm.generate_json(f"{id(llm)}", _SCHEMA)
        if isinstance(llm, DocumentLLM):
            llm.close()

    threads = [threading.Thread(target=calls, args=job) for job in jobs]
    for t in threads:
        t.start()
    for t in threads:
        t.join()


def _case_local_views_are_serialized_and_count_their_own() -> None:
    from ragagent.llm.fake import FakeLLM

    inside: list[int] = []
    most: list[int] = []
    order: list[str] = []

    def reply(prompt: str, schema: dict[str, Any]) -> dict[str, Any]:
        inside.append(1)
        most.append(len(inside))
        order.append(prompt)
        time.sleep(0.01)
        inside.pop()
        return {"n": 1}

    shared = SharedLLM(FakeLLM(reply))  # not concurrent: stands in for the local model
    views = [shared.view() for _ in range(3)]
    views[0].generate_json(f"{id(views[0])}", _SCHEMA)  # the first document holds the model ...
    others = threading.Thread(target=_in_threads, args=((views[1], 2), (views[2], 3)))
    others.start()
    time.sleep(0.05)  # ... while the other two ask for it (however slowly their threads start)
    views[0].close()
    others.join()
    assert max(most) == 1, "two calls overlapped"
    switches = sum(a != b for a, b in zip(order, order[1:], strict=False))
    assert switches == 2, f"a document's calls were interleaved with another's: {order}"
    assert [v.calls for v in views] == [1, 2, 3] and shared.llm.calls == 6
    assert sorted(v.waited_seconds > 0.005 for v in views) == [False, True, True], "two waited their turn"
    assert views[0].tokens is None, "a fake keeps no token counts"


def _case_concurrent_backend_counts_per_thread() -> None:
    from ragagent.llm.fake import FakeLLM

    llm = FakeLLM(lambda p, s: {"n": 1}, concurrent=True)
    shared = SharedLLM(llm)
    views = [shared.view() for _ in range(2)]
    _in_threads((views[0], 4), (views[1], 5), (llm, 7))  # the last calls outside any view
    assert shared.concurrent and [v.calls for v in views] == [4, 5] and llm.calls == 16
    shared.stop()
    try:
        views[0].generate_json("p", _SCHEMA)
    except RunStopped:
        assert llm.calls == 16
    else:
        raise AssertionError("a stopped view made a call")


SELFTEST_CASES = [
    _case_local_views_are_serialized_and_count_their_own,
    _case_concurrent_backend_counts_per_thread,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
