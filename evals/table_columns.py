"""Which cell of a statement row is the current period: header columns (`tables.current_cell`) against
v1's "first figure after the label", on the labelled statement figures. No model involved.

    .venv/bin/python evals/table_columns.py --workdir /tmp/corpus-x2

For every labelled figure of a financial statement whose labelled page prints a row with the field's
label (`candidates.line_value`), each rule reads one figure from that row; a rule is right when the
figure, scaled by the page's unit, is the labelled value. Writes evals/results/table_columns_<stamp>.json.

Internals on purpose: it measures extraction's candidate lines and statement columns.
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime
from pathlib import Path

from ragagent import Workdir
from ragagent.extract.candidates import current_value, labelled, line_value
from ragagent.normalize import numbers_in, statement_scale
from ragagent.pages import load_pages
from ragagent.schemas import field_spec
from ragagent.workdir import REPO_ROOT, atomic_write_json


def _same(a: float | None, b: float) -> bool:
    return a is not None and abs(a - b) <= 1e-6 * max(1.0, abs(b))


def measure(workdir: Workdir, labels_dir: Path) -> dict:
    rows: list[dict] = []
    for path in sorted(labels_dir.glob("fs_*.json")):
        label = json.loads(path.read_text(encoding="utf-8"))
        text_file = workdir.text_file(label["doc_id"])
        if not text_file.is_file():
            continue
        pages = {p.page: p.text for p in load_pages(text_file)}
        for name, field in label["fields"].items():
            spec = field_spec("financial_statement", name)
            if not labelled(spec) or field.get("value") is None or field.get("page") not in pages:
                continue
            text = pages[field["page"]]
            unit = 1 if spec.kind == "number" else statement_scale(text)
            lines = text.splitlines()
            for i, line in enumerate(lines):
                first = line_value(spec, line, table_only=True, day_first=False)
                if first is None or not isinstance(first, float):
                    continue
                current = current_value(lines, i, first)
                wanted = float(field["value"])
                figures = numbers_in(line)
                # the page's unit, else the one under which the row prints the labelled figure
                # ("($ million)" is not read by statement_scale)
                scale = next(
                    (
                        u
                        for u in (unit, 1, 1_000, 1_000_000, 1_000_000_000)
                        if any(_same(f * u, wanted) for f in figures)
                    ),
                    None,
                )
                if scale is None:
                    continue  # a labelled row that does not print the labelled figure at all
                rows.append(
                    {
                        "doc_id": label["doc_id"],
                        "field": name,
                        "row": line.strip()[:100],
                        "first_figure_right": _same(first * scale, wanted),
                        "header_column_right": isinstance(current, float) and _same(current * scale, wanted),
                    }
                )
    return {
        "rows": len(rows),
        "first_figure_right": sum(r["first_figure_right"] for r in rows),
        "header_column_right": sum(r["header_column_right"] for r in rows),
        "details": rows,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workdir", default=None)
    args = parser.parse_args()
    workdir = Workdir.at(args.workdir)
    report = {
        "created": datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ"),
        **measure(workdir, Workdir.at(None).labels_dir),
    }
    out = REPO_ROOT / "evals" / "results" / f"table_columns_{report['created']}.json"
    atomic_write_json(out, report)
    print(
        f"{report['rows']} labelled rows: header column right {report['header_column_right']}, "
        f"first figure right {report['first_figure_right']}; wrote {out}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
