"""The LLM protocol every backend implements, its reply types and its error hierarchy.

    LLMError
    ├── LLMUnavailable   backend cannot be reached / model missing (after retries)
    │   └── LLMTimeout   a call exceeded its timeout
    ├── LLMAuthError     bad or missing API key: stop loudly, never retry
    └── LLMQuotaError    quota exhausted: stop loudly, never retry

Callers use only `generate_json(prompt, schema)`; the helpers at the end
(JSON parsing with one retry, a thread timeout) are shared by the backends.
"""

from __future__ import annotations

import json
import threading
from collections.abc import Callable
from typing import Any, Protocol, TypeVar, runtime_checkable

from ragagent.selftest import selftest_main

T = TypeVar("T")


class LLMError(RuntimeError):
    """Base class of every LLM failure."""


class LLMUnavailable(LLMError):
    """The backend could not answer (after retries)."""


class LLMTimeout(LLMUnavailable):
    """A call took longer than its timeout."""


class LLMAuthError(LLMError):
    """The API key is missing or rejected."""


class LLMQuotaError(LLMError):
    """The account's quota is exhausted."""


@runtime_checkable
class LLM(Protocol):
    model_id: str  # "backend:model", recorded in outputs

    @property
    def calls(self) -> int:
        """Calls that reached the backend (cache hits excluded)."""
        ...

    def generate_json(
        self, prompt: str, schema: dict[str, Any], *, system: str | None = None
    ) -> dict[str, Any]:
        """Return a JSON object that validates against `schema` (constrained decoding where available)."""
        ...


class CallCounter:
    """Calls that reached a backend: in total, and this thread's share.

    A pool's worker thread runs one document at a time, so the share it reads before and after a
    document is that document's calls, even while other threads call the same backend.
    """

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._mine = threading.local()
        self.total = 0

    def add(self) -> None:
        with self._lock:
            self.total += 1
        self._mine.count = self.this_thread + 1

    @property
    def this_thread(self) -> int:
        return int(getattr(self._mine, "count", 0))


def parse_json_reply(text: str, schema: dict[str, Any]) -> dict[str, Any]:
    """Parse `text` as one JSON object valid against `schema`; raise ValueError saying why not."""
    import jsonschema

    try:
        obj = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ValueError(f"not valid JSON ({exc})") from exc
    if not isinstance(obj, dict):
        raise ValueError(f"expected a JSON object, got {type(obj).__name__}")
    try:
        jsonschema.validate(obj, schema)
    except jsonschema.ValidationError as exc:
        raise ValueError(f"does not match the schema: {exc.message}") from exc
    return obj


def prompt_messages(prompt: str, system: str | None) -> list[dict[str, str]]:
    """The chat-format request of one prompt: the system message (when given), then the user's."""
    return ([{"role": "system", "content": system}] if system else []) + [{"role": "user", "content": prompt}]


def is_quota_exhausted(message: str) -> bool:
    """True for a 429 that reports a used-up quota rather than a per-minute rate limit."""
    text = message.lower()
    return "quota" in text and "perminute" not in text.replace(" ", "").replace("_", "")


def json_with_one_retry(complete: Callable[[], str], schema: dict[str, Any], model_id: str) -> dict[str, Any]:
    """Call `complete` for raw text; retry once if it is not schema-valid JSON, then raise LLMError."""
    problems = []
    for _attempt in range(2):
        text = complete()
        try:
            return parse_json_reply(text, schema)
        except ValueError as exc:
            problems.append(f"{exc}; raw text: {text[:2000]!r}")
    raise LLMError(f"{model_id} returned unusable output twice: " + " | ".join(problems))


def run_with_timeout(fn: Callable[[], T], timeout_s: float, what: str) -> T:
    """Run `fn` in a daemon worker thread and raise LLMTimeout after `timeout_s` seconds.

    A native call cannot be interrupted: on timeout the thread runs on in the background and its
    result is discarded.
    """
    done = threading.Event()
    box: dict[str, Any] = {}

    def work() -> None:
        try:
            box["value"] = fn()
        except BaseException as exc:  # handed to the caller below
            box["error"] = exc
        finally:
            done.set()

    threading.Thread(target=work, name=f"llm-{what}", daemon=True).start()
    if not done.wait(timeout_s):
        raise LLMTimeout(f"{what} took longer than {timeout_s:g} s (settings.llm_timeout_s)")
    if "error" in box:
        raise box["error"]
    return box["value"]


_SCHEMA = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"]}


def _case_json_reply_checked_and_retried_once() -> None:
    assert parse_json_reply('{"n": 3}', _SCHEMA) == {"n": 3}
    for bad, why in [("[1]", "expected a JSON object"), ('{"n": "x"}', "does not match"), ("{", "not valid")]:
        try:
            parse_json_reply(bad, _SCHEMA)
        except ValueError as exc:
            assert why in str(exc), (bad, str(exc))
        else:
            raise AssertionError(f"accepted {bad!r}")
    replies = iter(["oops", '{"n": 1}'])
    assert json_with_one_retry(lambda: next(replies), _SCHEMA, "m") == {"n": 1}
    try:
        json_with_one_retry(lambda: "oops", _SCHEMA, "m")
    except LLMError as exc:
        assert "unusable output twice" in str(exc)
    else:
        raise AssertionError("two bad replies accepted")


def _case_quota_versus_rate_limit() -> None:
    assert is_quota_exhausted("429 RESOURCE_EXHAUSTED: You exceeded your current quota")
    assert not is_quota_exhausted("429: quota GenerateRequestsPerMinute exceeded")
    assert not is_quota_exhausted("503 overloaded")


def _case_timeout() -> None:
    import time

    assert run_with_timeout(lambda: 7, 1.0, "fast") == 7
    try:
        run_with_timeout(lambda: time.sleep(0.5), 0.05, "slow")
    except LLMTimeout as exc:
        assert "slow took longer than 0.05 s" in str(exc)
    else:
        raise AssertionError("no timeout")


def _case_call_counter_per_thread() -> None:
    counter = CallCounter()
    counter.add()

    def three() -> None:
        for _ in range(3):
            counter.add()

    other = threading.Thread(target=three)
    other.start()
    other.join()
    assert (counter.total, counter.this_thread) == (4, 1)


SELFTEST_CASES = [
    _case_json_reply_checked_and_retried_once,
    _case_quota_versus_rate_limit,
    _case_timeout,
    _case_call_counter_per_thread,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
