"""The document manifest (CSV) and its validation: ids safe as file names, known types, clear errors."""

from __future__ import annotations

import csv
import re
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ValidationError, field_validator

from ragagent.selftest import selftest_main

DocType = Literal["invoice", "financial_statement", "loan_agreement", "appraisal"]
DOC_TYPES: tuple[str, ...] = ("invoice", "financial_statement", "loan_agreement", "appraisal")
REQUIRED_COLUMNS = ("doc_id", "doc_type", "source_url", "sha256")
_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$")


def is_safe_id(value: str) -> bool:
    """True when `value` is usable as a file name: letters, digits, `_ . -`, no `..`, at most 128 chars."""
    return bool(_SAFE_ID.match(value)) and ".." not in value


class ManifestError(ValueError):
    """The manifest cannot be used as given; the message names the file, line and problem."""


class ManifestEntry(BaseModel):
    doc_id: str
    doc_type: DocType
    title: str = ""
    company: str = ""
    ticker: str = ""
    industry: str = ""  # what the company does, in the words a question may describe it by ("aerospace")
    source_url: str = ""
    sha256: str = ""
    license: str = ""

    @field_validator("doc_id")
    @classmethod
    def _safe_id(cls, value: str) -> str:
        if not is_safe_id(value):
            raise ValueError(f"doc_id {value!r} is not safe as a file name (letters, digits, _ . - only)")
        return value

    @field_validator("source_url")
    @classmethod
    def _http_url(cls, value: str) -> str:
        if value and not re.match(r"^https?://[^/\s]+", value, re.IGNORECASE):
            raise ValueError(f"source_url {value!r} is not an http(s) URL")
        return value

    @field_validator("sha256")
    @classmethod
    def _hex_digest(cls, value: str) -> str:
        value = value.strip().lower()
        if value and not re.fullmatch(r"[0-9a-f]{64}", value):
            raise ValueError(f"sha256 {value!r} is not 64 hex digits")
        return value


def read_manifest(path: str | Path) -> tuple[list[ManifestEntry], list[str]]:
    """The valid entries of a manifest CSV and one problem line per row left out (naming file and line).

    A bad row (unsafe id, unknown type, bad URL or sha256, wrong cell count) is left out; rows sharing a
    doc_id are all left out, since nothing says which one is meant. Whole-file problems (not found, not
    UTF-8, malformed CSV, a missing column, no usable row) raise ManifestError.
    """
    path = Path(path)
    if not path.is_file():
        raise ManifestError(f"{path}: manifest not found")
    problems: list[tuple[int, str]] = []
    rows: list[tuple[int, ManifestEntry]] = []
    try:
        with path.open(newline="", encoding="utf-8-sig") as handle:
            reader = csv.DictReader(handle, strict=True)
            missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
            if missing:
                raise ManifestError(f"{path}: missing column(s) {', '.join(missing)}")
            for line_no, row in enumerate(reader, start=2):
                if None in row:
                    problems.append((line_no, "more cells than header columns"))
                    continue
                if None in row.values():
                    problems.append((line_no, "fewer cells than header columns"))
                    continue
                clean = {k: (v or "").strip() for k, v in row.items() if k}
                try:
                    rows.append((line_no, ManifestEntry.model_validate(clean)))
                except ValidationError as exc:
                    problem = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
                    problems.append((line_no, problem))
    except UnicodeDecodeError as exc:
        raise ManifestError(f"{path}: not UTF-8 text ({exc.reason})") from None
    except csv.Error as exc:
        raise ManifestError(f"{path}: malformed CSV ({exc})") from None
    lines: dict[str, list[int]] = {}
    for line_no, entry in rows:
        lines.setdefault(entry.doc_id, []).append(line_no)
    for doc_id, at in lines.items():
        if len(at) > 1:
            problems.append((at[1], f"duplicate doc_id {doc_id!r} (lines {', '.join(map(str, at))})"))
    named = [f"{path}:{line_no}: {problem}" for line_no, problem in sorted(problems)]
    entries = [entry for _, entry in rows if len(lines[entry.doc_id]) == 1]
    if not entries:
        raise ManifestError(named[0] if named else f"{path}: no documents listed")
    return entries, named


def load_manifest(path: str | Path) -> list[ManifestEntry]:
    """Read and validate a manifest CSV; raise ManifestError naming the first bad line."""
    entries, problems = read_manifest(path)
    if problems:
        raise ManifestError(problems[0])
    return entries


def _write(text: str) -> Path:
    import tempfile

    path = Path(tempfile.mkdtemp()) / "manifest.csv"
    path.write_text(text, encoding="utf-8")
    return path


def _case_loads_valid_rows() -> None:
    sha = "AB" * 32
    [entry] = load_manifest(_write(f"doc_id,doc_type,source_url,sha256\nx_1,invoice,https://h/x.pdf,{sha}\n"))
    assert (entry.doc_id, entry.doc_type, entry.sha256) == ("x_1", "invoice", sha.lower())


def _case_bad_rows_name_line_and_problem() -> None:
    header = "doc_id,doc_type,source_url,sha256\n"
    for body, message in [
        ("../x,invoice,,\n", ":2: doc_id: Value error, doc_id '../x' is not safe"),
        ("a,poem,,\n", ":2: doc_type"),
        ("a,invoice,,\na,invoice,,\n", ":3: duplicate doc_id 'a'"),
        ("a,invoice,ftp://h/a.pdf,\n", "is not an http(s) URL"),
    ]:
        try:
            load_manifest(_write(header + body))
        except ManifestError as exc:
            assert message in str(exc), (message, str(exc))
        else:
            raise AssertionError(f"accepted {body!r}")
    assert is_safe_id("inv_a.2024") and not is_safe_id("a..b") and not is_safe_id("a/b")


def _case_read_keeps_good_rows_and_names_bad_ones() -> None:
    header = "doc_id,doc_type,source_url,sha256\n"
    body = "ok1,invoice,,\n../../etc/passwd,invoice,,\ndup,invoice,,\nok2,appraisal,,abc\ndup,invoice,,\n"
    entries, problems = read_manifest(_write(header + body))
    assert [e.doc_id for e in entries] == ["ok1"]
    assert [p.split(":", 2)[1] for p in problems] == ["3", "5", "6"], problems
    assert "not safe" in problems[0] and "64 hex" in problems[1] and "lines 4, 6" in problems[2]


SELFTEST_CASES = [
    _case_loads_valid_rows,
    _case_bad_rows_name_line_and_problem,
    _case_read_keeps_good_rows_and_names_bad_ones,
]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
