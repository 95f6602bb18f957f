"""Manifest validation: every bad input is a ManifestError naming the file, line and problem."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragagent.manifest import ManifestError, load_manifest
from ragagent.workdir import REPO_ROOT

HEADER = "doc_id,doc_type,title,company,ticker,source_url,sha256,license\n"
SHA = "ab" * 32


def write(tmp_path: Path, text: str, encoding: str = "utf-8") -> Path:
    path = tmp_path / "manifest.csv"
    path.write_bytes(text.encode(encoding))
    return path


def test_repo_manifest_loads() -> None:
    entries = load_manifest(REPO_ROOT / "data" / "manifest.csv")
    assert len(entries) == 21 and len({e.doc_id for e in entries}) == 21
    assert all(len(e.sha256) == 64 for e in entries)


def test_valid_row_is_parsed(tmp_path: Path) -> None:
    [entry] = load_manifest(write(tmp_path, HEADER + f"x_1,invoice,T,C,,https://h/x.pdf,{SHA.upper()},MIT\n"))
    assert (entry.doc_id, entry.doc_type, entry.source_url, entry.sha256) == (
        "x_1",
        "invoice",
        "https://h/x.pdf",
        SHA,
    )


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("doc_id,title\nx,y\n", "missing column(s) doc_type, source_url, sha256"),
        (HEADER + f"x,invoice,t,c,,,{SHA},\nx,invoice,t,c,,,{SHA},\n", ":3: duplicate doc_id 'x'"),
        (HEADER + f"../x,invoice,t,c,,,{SHA},\n", ":2: doc_id: Value error, doc_id '../x' is not safe"),
        (HEADER + f"a/b,invoice,t,c,,,{SHA},\n", "is not safe as a file name"),
        (HEADER + "x,invoice,t,c,,,abc,\n", ":2: sha256: Value error, sha256 'abc' is not 64 hex digits"),
        (HEADER + f"x,memo,t,c,,,{SHA},\n", ":2: doc_type"),
        (HEADER + f"x,invoice,t,c,,ftp://h/x,{SHA},\n", "is not an http(s) URL"),
        (HEADER + f"x,invoice,t,c,,,{SHA},,extra\n", ":2: more cells than header columns"),
        (HEADER + "x,invoice\n", ":2: fewer cells than header columns"),
        (HEADER + f'x,invoice,"unterminated,c,,,{SHA},\n', "malformed CSV"),
        (HEADER, "no documents listed"),
    ],
)
def test_bad_manifest_is_a_clear_error(tmp_path: Path, text: str, message: str) -> None:
    with pytest.raises(ManifestError) as info:
        load_manifest(write(tmp_path, text))
    assert message in str(info.value) and "manifest.csv" in str(info.value)


def test_not_utf8_and_missing_file(tmp_path: Path) -> None:
    with pytest.raises(ManifestError, match="not UTF-8"):
        load_manifest(write(tmp_path, HEADER + f"x,invoice,caf\xe9,c,,,{SHA},\n", encoding="latin-1"))
    with pytest.raises(ManifestError, match="manifest not found"):
        load_manifest(tmp_path / "absent.csv")
