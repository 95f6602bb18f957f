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


def load_manifest(path: str | Path) -> list[ManifestEntry]:
    """Read and validate a manifest CSV; raise ManifestError naming the first bad line."""
    path = Path(path)
    if not path.is_file():
        raise ManifestError(f"{path}: manifest not found")
    try:
        with path.open(newline="", encoding="utf-8-sig") as handle:
            reader = csv.DictReader(handle, strict=True)
            missing = [c for c in REQUIRED_COLUMNS if c not in (reader.fieldnames or [])]
            if missing:
                raise ManifestError(f"{path}: missing column(s) {', '.join(missing)}")
            entries: list[ManifestEntry] = []
            seen: set[str] = set()
            for line_no, row in enumerate(reader, start=2):
                if None in row:
                    raise ManifestError(f"{path}:{line_no}: more cells than header columns")
                if None in row.values():
                    raise ManifestError(f"{path}:{line_no}: fewer cells than header columns")
                clean = {k: (v or "").strip() for k, v in row.items() if k}
                try:
                    entry = ManifestEntry(**clean)
                except ValidationError as exc:
                    problem = "; ".join(f"{'.'.join(map(str, e['loc']))}: {e['msg']}" for e in exc.errors())
                    raise ManifestError(f"{path}:{line_no}: {problem}") from None
                if entry.doc_id in seen:
                    raise ManifestError(f"{path}:{line_no}: duplicate doc_id {entry.doc_id!r}")
                seen.add(entry.doc_id)
                entries.append(entry)
    except UnicodeDecodeError as exc:
        raise ManifestError(f"{path}: not UTF-8 text ({exc.reason})") from None
    except csv.Error as exc:
        raise ManifestError(f"{path}: malformed CSV ({exc})") from None
    if not entries:
        raise ManifestError(f"{path}: no documents listed")
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


SELFTEST_CASES = [_case_loads_valid_rows, _case_bad_rows_name_line_and_problem]

if __name__ == "__main__":
    selftest_main(SELFTEST_CASES)
