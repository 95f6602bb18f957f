"""The golden question set is sound: every quote is printed on its page of the real corpus page text."""

from __future__ import annotations

import subprocess
import sys

import pytest
from conftest import CORPUS_RAW

from ragagent.workdir import REPO_ROOT

CHECKER = REPO_ROOT / "evals" / "golden" / "check_golden.py"


@pytest.mark.skipif(
    not CORPUS_RAW.is_dir(), reason="the corpus (../shared/corpus/raw) is not beside the repo"
)
def test_every_golden_quote_is_on_its_page() -> None:
    done = subprocess.run(
        [sys.executable, str(CHECKER), "--corpus", str(CORPUS_RAW)],
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "0 problem(s)" in done.stdout


def test_checker_catches_a_misplaced_quote(tmp_path) -> None:
    sys.path.insert(0, str(CHECKER.parent))
    try:
        import check_golden
    finally:
        sys.path.pop(0)
    items = [
        {
            "id": f"a{n}",
            "kind": "answerable",
            "question": "q",
            "answer": "1",
            "doc_id": "d",
            "page": 1,
            "quote": "Total | 1",
        }
        for n in range(30)
    ] + [{"id": f"t{n}", "kind": "trap", "question": "q"} for n in range(10)]
    pages = {"d": {1: "Invoice\nTotal |  1\n", 2: "Total | 2"}}
    assert check_golden.check(items, pages.__getitem__) == []
    items[0] = {**items[0], "page": 2}
    items[1] = {**items[1], "alt_pages": [7]}
    problems = check_golden.check(items, pages.__getitem__)
    assert len(problems) == 2 and "a0: quote not on d page 2" in problems[0] and "no page 7" in problems[1]
    assert check_golden.check(items[:5], pages.__getitem__)[0].startswith("need >= 30")
    items[2] = {**items[2], "alt_pages": [2]}  # page 2 prints 2, not the answer 1
    assert "a2: alternative page 2 does not print '1'" in check_golden.check(items, pages.__getitem__)
    assert check_golden.prints_answer("$3,226.8 million", "Net sales | $ 3,226,773")  # in thousands
    assert not check_golden.prints_answer("$3,226.8 million", "Net sales | $ 2,729,388")
