"""Run every module's `SELFTEST_CASES` under pytest (the same cases `--selftest` runs)."""

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
            cases.append(pytest.param(case, id=f"{info.name}:{case.__name__}"))
    return cases


@pytest.mark.parametrize("case", _selftest_cases())
def test_selftest_case(case) -> None:
    case()
