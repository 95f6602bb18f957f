"""Shared pytest fixtures: a fresh work directory and the location of ../shared."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragagent.workdir import REPO_ROOT, Workdir

SHARED = REPO_ROOT.parent / "shared"
CORPUS_RAW = SHARED / "corpus" / "raw"


@pytest.fixture
def workdir(tmp_path: Path) -> Workdir:
    return Workdir.at(tmp_path / "work")
