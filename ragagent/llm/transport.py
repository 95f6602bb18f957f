"""The one request path of the remote backends: count each attempt, classify its failure, retry.

Each provider has a classifier that maps an exception to what the caller sees:

    auth       → LLMAuthError    final: a bad or missing key is never retried
    quota      → LLMQuotaError   final: a used-up quota is never retried
    fatal      → LLMError / LLMTimeout   final
    transient  → ragagent.retry.Transient   retried under the shared policy (exponential backoff,
                                            or the pause the server asked for when longer)
    unknown    → None            the exception propagates as it is

After the last attempt a transient failure becomes LLMUnavailable. A server asking for a pause longer
than `ragagent.retry.MAX_RETRY_AFTER_S` is LLMUnavailable at once rather than a stalled run.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

from ragagent.llm.base import CallCounter, LLMAuthError, LLMError, LLMQuotaError, LLMTimeout, LLMUnavailable
from ragagent.retry import MAX_RETRY_AFTER_S, Transient, call_with_retries
from ragagent.selftest import selftest_main

T = TypeVar("T")
Classifier = Callable[[Exception], Exception | None]


class Transport:
    """Runs one backend's requests: `counter` counts every attempt that reached the backend (in total
    and per thread: requests may come from several threads at once)."""

    def __init__(
        self,
        model_id: str,
        classify: Classifier,
        *,
        max_retries: int,
        backoff_s: float,
        where: str = "",
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.model_id, self.classify, self.where = model_id, classify, where
        self.attempts = max_retries + 1
        self.backoff_s, self.sleep = backoff_s, sleep
        self.counter = CallCounter()

    @property
    def calls(self) -> int:
        return self.counter.total

    def call(self, fn: Callable[[], T]) -> T:
        """`fn()` with the provider's classification and the shared retry policy."""

        def attempt() -> T:
            self.counter.add()
            try:
                return fn()
            except Exception as exc:
                verdict = self.classify(exc)
                if verdict is None:
                    raise
                if isinstance(verdict, Transient) and (verdict.retry_after or 0) > MAX_RETRY_AFTER_S:
                    raise LLMUnavailable(
                        f"{self.model_id}: server asks to wait {verdict.retry_after:.0f}s "
                        f"(more than {MAX_RETRY_AFTER_S:.0f}s): {verdict}"
                    ) from exc
                raise verdict from exc

        try:
            return call_with_retries(
                attempt, attempts=self.attempts, backoff_s=self.backoff_s, sleep=self.sleep
            )
        except Transient as exc:
            raise LLMUnavailable(
                f"{self.model_id}: gave up{self.where} after {self.attempts} attempts: {exc}"
            ) from exc


def _classify_for_test(exc: Exception) -> Exception | None:
    kinds = {
        "401": LLMAuthError("key rejected"),
        "quota": LLMQuotaError("quota used up"),
        "400": LLMError("bad request"),
        "timeout": LLMTimeout("too slow"),
        "503": Transient("busy"),
        "429": Transient("slow down", retry_after=3.0),
        "429-long": Transient("come back tomorrow", retry_after=86400.0),
    }
    return kinds.get(str(exc))


def _failing(*errors: str, result: str = "ok") -> Callable[[], str]:
    queue = list(errors)

    def fn() -> str:
        if queue:
            raise RuntimeError(queue.pop(0))
        return result

    return fn


def _case_transient_is_retried_with_retry_after() -> None:
    slept: list[float] = []
    transport = Transport("m", _classify_for_test, max_retries=4, backoff_s=1.0, sleep=slept.append)
    assert transport.call(_failing("503", "429")) == "ok"
    assert transport.calls == 3 and slept == [1.0, 3.0]


def _case_final_kinds_are_not_retried() -> None:
    for error, kind in [
        ("401", LLMAuthError),
        ("quota", LLMQuotaError),
        ("400", LLMError),
        ("timeout", LLMTimeout),
        ("429-long", LLMUnavailable),
        ("other", RuntimeError),
    ]:
        transport = Transport("m", _classify_for_test, max_retries=4, backoff_s=0.0, sleep=lambda s: None)
        try:
            transport.call(_failing(error))
        except kind:
            assert transport.calls == 1, error
        else:
            raise AssertionError(f"{error} did not raise {kind.__name__}")


def _case_gives_up_as_unavailable() -> None:
    transport = Transport(
        "m", _classify_for_test, max_retries=2, backoff_s=0.0, where=" on h", sleep=lambda s: None
    )
    try:
        transport.call(_failing("503", "503", "503"))
    except LLMUnavailable as exc:
        assert str(exc) == "m: gave up on h after 3 attempts: busy" and transport.calls == 3
    else:
        raise AssertionError("no give-up")


SELFTEST_CASES = [
    _case_transient_is_retried_with_retry_after,
    _case_final_kinds_are_not_retried,
    _case_gives_up_as_unavailable,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
