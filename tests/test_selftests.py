"""Run every module's `SELFTEST_CASES` under pytest (the same cases `--selftest` runs).

A case that loads a real model (`ragagent.selftest.needs_model`) is marked `model`, so
`pytest -m "not model"` runs every other case without one.
"""

from __future__ import annotations

import importlib
import pkgutil

import pytest

import ragagent


def _selftest_cases() -> list:
    cases = []
    for info in pkgutil.walk_packages(ragagent.__path__, prefix="ragagent."):
        if info.name.endswith("__main__"):
            continue
        module = importlib.import_module(info.name)
        for case in getattr(module, "SELFTEST_CASES", ()):
            marks = [pytest.mark.model] if getattr(case, "needs_model", False) else []
            cases.append(pytest.param(case, id=f"{info.name}:{case.__name__}", marks=marks))
    return cases


@pytest.mark.parametrize("case", _selftest_cases())
def test_selftest_case(case) -> None:
    case()
