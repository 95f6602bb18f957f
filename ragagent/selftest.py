"""`python -m ragagent.<module> --selftest`: run a module's own cases and end with `N/N passed`.

A module lists its cases as `SELFTEST_CASES` (plain functions that raise on failure) and ends with
`if __name__ == "__main__": selftest_main(SELFTEST_CASES)`. tests/test_selftests.py runs the same
cases under pytest, so the two can never disagree.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Sequence

Case = Callable[[], None]


def needs_model(case: Case) -> Case:
    """Mark a case that loads a real model; tests/test_selftests.py runs it under `pytest.mark.model`."""
    case.needs_model = True  # type: ignore[attr-defined]
    return case


def run_cases(cases: Sequence[Case]) -> int:
    """Run every case, print one line each and the `N/N passed` summary; return failures."""
    failed = 0
    for case in cases:
        try:
            case()
        except Exception:  # a failing case is reported, the others still run
            failed += 1
            print(f"FAIL {case.__name__}")
            traceback.print_exc()
        else:
            print(f"ok   {case.__name__}")
    print(f"{len(cases) - failed}/{len(cases)} passed")
    return failed


def selftest_main(cases: Sequence[Case], argv: Sequence[str] | None = None) -> None:
    """Entry point for a module's `__main__` block."""
    args = list(sys.argv[1:] if argv is None else argv)
    if args != ["--selftest"]:
        print("usage: python -m <module> --selftest", file=sys.stderr)
        raise SystemExit(2)
    raise SystemExit(1 if run_cases(cases) else 0)
