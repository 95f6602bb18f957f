"""The one retry policy (tenacity) and rate limiter, shared by the LLM transport and the downloader.

A caller sorts each failure itself (its provider's classifier) and raises `Transient` only for the
ones worth another attempt, with the pause the server asked for (Retry-After) when it named one.
`call_with_retries` waits max(exponential backoff, that pause) between attempts and re-raises the
last `Transient` when the attempts run out; any other exception ends the call at once.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from email.utils import parsedate_to_datetime
from typing import TypeVar

import tenacity

from ragagent.selftest import selftest_main

T = TypeVar("T")
MAX_RETRY_AFTER_S = 120.0  # a server asking for a longer pause fails the request instead of stalling the run


class Transient(Exception):
    """A failure worth another attempt; `retry_after` is the pause in seconds the server asked for."""

    def __init__(self, reason: str, retry_after: float | None = None) -> None:
        super().__init__(reason)
        self.retry_after = retry_after


def backoff_delay(attempt: int, base_s: float) -> float:
    """Pause before retry number `attempt + 1` (attempt counts from 0): base, 2×base, 4×base, …"""
    return base_s * (2**attempt)


def retry_after_seconds(value: str | None, now: float | None = None) -> float | None:
    """Seconds a Retry-After header asks for (delta-seconds or HTTP-date); None if absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    if value.isdigit():
        return float(value)
    try:
        when = parsedate_to_datetime(value).timestamp()
    except (TypeError, ValueError, IndexError):
        return None
    return max(0.0, when - (time.time() if now is None else now))


def call_with_retries(
    fn: Callable[[], T],
    *,
    attempts: int,
    backoff_s: float,
    sleep: Callable[[float], None] = time.sleep,
) -> T:
    """Run `fn` up to `attempts` times while it raises `Transient`; return its first result."""
    if attempts < 1:
        raise ValueError(f"attempts must be >= 1, got {attempts}")

    def wait(state: tenacity.RetryCallState) -> float:
        asked = getattr(state.outcome.exception() if state.outcome else None, "retry_after", None)
        return max(backoff_delay(state.attempt_number - 1, backoff_s), asked or 0.0)

    retrying = tenacity.Retrying(
        stop=tenacity.stop_after_attempt(attempts),
        wait=wait,
        retry=tenacity.retry_if_exception_type(Transient),
        sleep=sleep,
        reraise=True,
    )
    return retrying(fn)


class RateLimiter:
    """At most `max_rps` acquisitions per second across all callers (thread-safe, evenly spaced)."""

    def __init__(
        self,
        max_rps: float,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if max_rps <= 0:
            raise ValueError(f"max_rps must be > 0, got {max_rps}")
        self._interval = 1.0 / max_rps
        self._clock = clock
        self._sleep = sleep
        self._next = float("-inf")
        self._lock = threading.Lock()

    def acquire(self) -> None:
        """Block until the next request slot is free."""
        with self._lock:
            now = self._clock()
            if self._next > now:
                self._sleep(self._next - now)
                now = self._next
            self._next = now + self._interval


def _case_retries_transient_with_backoff_and_retry_after() -> None:
    slept: list[float] = []
    outcomes: list[Exception | str] = [Transient("busy"), Transient("slow down", retry_after=5.0), "ok"]

    def fn() -> str:
        outcome = outcomes.pop(0)
        if isinstance(outcome, Exception):
            raise outcome
        return outcome

    assert call_with_retries(fn, attempts=4, backoff_s=1.0, sleep=slept.append) == "ok"
    assert slept == [1.0, 5.0]  # backoff 1 s, then the server's 5 s (longer than the 2 s backoff)


def _case_gives_up_and_stops_on_other_errors() -> None:
    calls: list[int] = []

    def busy() -> None:
        calls.append(1)
        raise Transient("busy")

    try:
        call_with_retries(busy, attempts=3, backoff_s=0.5, sleep=lambda s: None)
    except Transient as exc:
        assert str(exc) == "busy" and len(calls) == 3
    else:
        raise AssertionError("no give-up")

    def broken() -> None:
        calls.append(1)
        raise KeyError("fatal")

    calls.clear()
    try:
        call_with_retries(broken, attempts=3, backoff_s=0.5, sleep=lambda s: None)
    except KeyError:
        assert len(calls) == 1
    else:
        raise AssertionError("a fatal error was swallowed")


def _case_backoff_schedule() -> None:
    assert [backoff_delay(i, 1.0) for i in range(4)] == [1.0, 2.0, 4.0, 8.0]
    assert backoff_delay(2, 0.01) == 0.04


def _case_retry_after_parsing() -> None:
    assert retry_after_seconds("3") == 3.0
    assert retry_after_seconds(None) is None and retry_after_seconds("soon") is None
    date = "Wed, 21 Oct 2015 07:28:10 GMT"
    assert retry_after_seconds(date, now=parsedate_to_datetime(date).timestamp() - 7) == 7.0
    assert retry_after_seconds(date, now=parsedate_to_datetime(date).timestamp() + 7) == 0.0


def _case_rate_limiter_spaces_requests() -> None:
    now = [0.0]
    slept: list[float] = []

    def sleep(s: float) -> None:
        slept.append(s)
        now[0] += s

    limiter = RateLimiter(10.0, clock=lambda: now[0], sleep=sleep)
    for _ in range(12):
        limiter.acquire()
    assert len(slept) == 11, slept
    assert abs(now[0] - 1.1) < 1e-9, now[0]
    now[0] += 5.0  # idle time does not bank a burst beyond one immediate request
    slept.clear()
    limiter.acquire()
    limiter.acquire()
    assert slept and abs(slept[0] - 0.1) < 1e-9, slept


def _case_rate_limiter_rejects_zero() -> None:
    try:
        RateLimiter(0)
    except ValueError:
        return
    raise AssertionError("RateLimiter(0) accepted")


SELFTEST_CASES = [
    _case_retries_transient_with_backoff_and_retry_after,
    _case_gives_up_and_stops_on_other_errors,
    _case_backoff_schedule,
    _case_retry_after_parsing,
    _case_rate_limiter_spaces_requests,
    _case_rate_limiter_rejects_zero,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
