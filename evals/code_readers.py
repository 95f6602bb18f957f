"""How often code's own readings (`extract.point._CODE_READERS`) are right, against hand labels.

Usage: python evals/code_readers.py [--set LABELS_DIR:TEXT_OR_RAW_DIR ...]

Each set is a label directory and where its page text comes from: a workdir's `data/text` (`*.jsonl`) or a
directory of PDFs (`raw/*.pdf`, converted with `ragagent.to_text`). Defaults to the corpus (`data/labels`,
`data/text`). A reader is meant to read nothing rather than something doubtful, so per reader it counts
right, wrong (a value the label does not hold, a label of null included) and none. No model is involved.
Writes `evals/results/code_readers_<UTC timestamp>.json`.

Internals on purpose: it runs the extractor's own readers (`extract.point.code_readings`), the ones a run
uses, and converts a PDF whose page text is missing (`ragagent.to_text`).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from datetime import UTC, datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from score_extraction import RESULTS_DIR, load_labels, value_matches  # noqa: E402

from ragagent import Page  # noqa: E402
from ragagent.extract.point import code_readings  # noqa: E402
from ragagent.pages import load_pages  # noqa: E402
from ragagent.workdir import REPO_ROOT, atomic_write_json  # noqa: E402


def _pages(source: Path, doc_id: str) -> list[Page]:
    text = source / f"{doc_id}.jsonl"
    if text.is_file():
        return load_pages(text)
    from ragagent.to_text import convert_pdf

    return convert_pdf(source / f"{doc_id}.pdf", doc_id)


def score_set(labels_dir: Path, source: Path) -> dict[str, Counter[str]]:
    """Per doc type and field: right / wrong / none of code's reading against the label."""
    counts: dict[str, Counter[str]] = {}
    for doc_id, label in load_labels(labels_dir).items():
        doc_type = label["doc_type"]
        readings = code_readings(doc_type, _pages(source, doc_id))
        for name, read in readings.items():
            expected = label["fields"][name]["value"]
            if read is None:
                outcome = "none"
            elif expected is not None and value_matches(doc_type, name, read[0], expected):
                outcome = "right"
            else:
                outcome = "wrong"
            counts.setdefault(f"{doc_type}.{name}", Counter())[outcome] += 1
    return counts


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    corpus = f"{REPO_ROOT / 'data' / 'labels'}:{REPO_ROOT / 'data' / 'text'}"
    parser.add_argument("--set", action="append", dest="sets", help="LABELS_DIR:TEXT_OR_RAW_DIR")
    args = parser.parse_args(argv)
    total: dict[str, Counter[str]] = {}
    per_set = {}
    for spec in args.sets or [corpus]:
        labels_dir, _, source = spec.partition(":")
        counts = score_set(Path(labels_dir), Path(source))
        per_set[labels_dir] = {k: dict(v) for k, v in sorted(counts.items())}
        for key, counter in counts.items():
            total.setdefault(key, Counter()).update(counter)
    result = {"sets": per_set, "total": {k: dict(v) for k, v in sorted(total.items())}}
    for key, counter in sorted(total.items()):
        print(f"{key:32s}", "  ".join(f"{k} {counter[k]:3d}" for k in ("right", "wrong", "none")))
    out = RESULTS_DIR / f"code_readers_{datetime.now(UTC):%Y%m%dT%H%M%SZ}.json"
    atomic_write_json(out, result)
    print(f"-> {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
