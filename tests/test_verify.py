"""verify.py keeps what one document type or field needs in its tables, never in its generic checks."""

from __future__ import annotations

import ast
from pathlib import Path

from ragagent import verify
from ragagent.schemas import FIELDS


def _names_in_functions(source: str, names: set[str]) -> list[str]:
    """`function: name` for each string constant in `names` inside a function (self-test cases aside)."""
    found = []
    for fn in ast.walk(ast.parse(source)):
        if isinstance(fn, ast.FunctionDef) and not fn.name.startswith("_case_"):
            found += [
                f"{fn.name}: {node.value}"
                for node in ast.walk(fn)
                if isinstance(node, ast.Constant) and node.value in names
            ]
    return found


def test_checks_name_no_document_type_or_field() -> None:
    names = set(FIELDS) | {spec.name for specs in FIELDS.values() for spec in specs}
    source = Path(verify.__file__).read_text(encoding="utf-8")
    assert _names_in_functions(source, names) == [], "add a row to FIELD_CHECKS / OWN_ENUMS / MONEY_SCALE"
    branchy = 'def f(doc_type):\n    return doc_type == "invoice"\n\ndef _case_x():\n    f("invoice")\n'
    assert _names_in_functions(branchy, names) == ["f: invoice"]
