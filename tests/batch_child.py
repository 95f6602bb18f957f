"""Run `ragagent run` in this process with the deterministic fake extractor (tests/batch_docs.py).

    python tests/batch_child.py WORKDIR MANIFEST MIRROR [DELAY_S] [extra `ragagent run` options...]

The crash-safety test starts this as a child process and SIGKILLs it at random points.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import batch_docs  # noqa: E402

import ragagent.llm  # noqa: E402
from ragagent.cli import app  # noqa: E402


def main(argv: list[str]) -> None:
    workdir, manifest, mirror, *rest = argv
    delay = float(rest.pop(0)) if rest else 0.0
    ragagent.llm.get_llm = lambda backend=None, **_: batch_docs.answering_llm(delay)  # type: ignore[assignment]
    app(["run", "--workdir", workdir, "--manifest", manifest, "--mirror", mirror, *rest])


if __name__ == "__main__":
    main(sys.argv[1:])
