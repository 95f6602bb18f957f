"""Re-quantize the shipped Q4_K_M GGUF to Q8_0 and Q4_0, for `scripts/bench_llm.py` (issue 11, item 4).

    flock /tmp/ragagent-heavy.lock .venv/bin/python scripts/quantize_gguf.py [--types Q8_0 Q4_0]
        [--source PATH] [--out-dir DIR]

Needs the `gguf` package (requirements.txt, tests-and-tooling part: `bash scripts/setup.sh` installs it,
the image does not). Each quantized weight is dequantized and quantized again, a block of rows at a time,
by `gguf.quants` (numpy); tensors stored as floats (norms, biases) are copied byte for byte, and so is
`output.weight` in the Q4_0 file: llama.cpp's own quantizer keeps that tensor at Q6_K for every type but
Q8_0, and the shipped one is Q6_K already. Metadata is copied with `general.file_type` set to the new type.
Each file is written atomically beside the shipped model as `<name>-<type>-from-q4_k_m.gguf` and its
sha256 checked against the pinned one (a mismatching file is deleted). The variants come from 4-bit
K-quants, not from the original 16-bit weights: Q8_0 keeps Q4_K_M's rounding almost exactly, Q4_0 rounds
a second time. Writes evals/results/gguf_quantize_<timestamp>.json.
"""

from __future__ import annotations

import argparse
import hashlib
import importlib.metadata
import sys
import time
from pathlib import Path
from typing import Any

import gguf
import numpy as np
from gguf import GGMLQuantizationType, GGUFReader, GGUFWriter, LlamaFileType
from gguf.gguf_writer import WriterState

from ragagent.llm.model_file import default_model_path
from ragagent.workdir import REPO_ROOT, atomic_file, atomic_write_json

TARGETS = {"Q8_0": LlamaFileType.MOSTLY_Q8_0, "Q4_0": LlamaFileType.MOSTLY_Q4_0}
FLOAT_TYPES = {GGMLQuantizationType.F32, GGMLQuantizationType.F16, GGMLQuantizationType.BF16}
# Tensors a target keeps as shipped, as llama.cpp's `llama-quantize` does (output.weight: Q6_K).
KEEP = {"Q8_0": frozenset(), "Q4_0": frozenset({"output.weight"})}
# sha256 of each variant made from the shipped model (ragagent.llm.model_file.MODEL_SHA256) with gguf 0.19.0.
PINNED = {
    "Q8_0": "e4ecc0e2b46ecc165de34d357c9b90f5edc91b4d9878570ca76addccede63aa7",
    "Q4_0": "558cea63151ed791bd913ea324966aa4c4b58bae7f92baec394cecf5e66ea657",
}
ROWS_PER_BLOCK = 4096


def variant_path(source: Path, target: str, out_dir: Path) -> Path:
    """`<out_dir>/<source stem minus its q4_k_m tag>-<target>-from-q4_k_m.gguf`."""
    stem = source.stem.removesuffix("-q4_k_m")
    return out_dir / f"{stem}-{target.lower()}-from-q4_k_m.gguf"


def new_type(tensor: Any, target: str) -> GGMLQuantizationType:
    """The type `tensor` gets in the `target` file: floats and KEEP stay as they are, weights become it."""
    if tensor.tensor_type in FLOAT_TYPES or tensor.name in KEEP[target]:
        return GGMLQuantizationType(tensor.tensor_type)
    return GGMLQuantizationType[target]


def requantize(data: np.ndarray, src: GGMLQuantizationType, dst: GGMLQuantizationType) -> np.ndarray:
    """Raw `src` blocks (rows of bytes) as raw `dst` blocks; quantizing is per row, so blocks are exact."""
    rows = data.reshape(-1, data.shape[-1])
    n_values = gguf.quant_shape_from_byte_shape(rows.shape, src)[-1]
    out = np.empty(gguf.quant_shape_to_byte_shape((rows.shape[0], n_values), dst), dtype=np.uint8)
    for start in range(0, rows.shape[0], ROWS_PER_BLOCK):
        block = rows[start : start + ROWS_PER_BLOCK]
        out[start : start + len(block)] = gguf.quantize(gguf.dequantize(block, src), dst)
    return out.reshape(*data.shape[:-1], out.shape[-1])


def _copy_metadata(reader: GGUFReader, writer: GGUFWriter, file_type: int) -> None:
    for field in reader.fields.values():
        if field.name == gguf.Keys.General.ARCHITECTURE or field.name.startswith("GGUF."):
            continue  # the writer writes these itself
        value = file_type if field.name == gguf.Keys.General.FILE_TYPE else field.contents()
        sub_type = field.types[-1] if field.types[0] == gguf.GGUFValueType.ARRAY else None
        writer.add_key_value(field.name, value, field.types[0], sub_type=sub_type)


def write_variant(source: Path, dest: Path, target: str) -> dict[str, int]:
    """Write `source` re-quantized to `target` at `dest` atomically; return {tensor type: tensor count}."""
    reader = GGUFReader(source, "r")
    arch = reader.get_field(gguf.Keys.General.ARCHITECTURE)
    assert arch is not None, f"{source} names no architecture"
    writer = GGUFWriter(None, arch=str(arch.contents()), endianess=reader.endianess)
    alignment = reader.get_field(gguf.Keys.General.ALIGNMENT)
    if alignment is not None:
        writer.data_alignment = int(alignment.contents())
    _copy_metadata(reader, writer, int(TARGETS[target]))
    types = [new_type(t, target) for t in reader.tensors]
    for tensor, dst in zip(reader.tensors, types, strict=True):
        if dst == tensor.tensor_type:
            writer.add_tensor_info(tensor.name, tensor.data.shape, tensor.data.dtype, tensor.data.nbytes, dst)
        else:
            byte_shape = gguf.quant_shape_to_byte_shape(tensor.data.shape[:-1] + (int(tensor.shape[0]),), dst)
            writer.add_tensor_info(tensor.name, byte_shape, np.dtype(np.uint8), int(np.prod(byte_shape)), dst)
    with atomic_file(dest) as handle:
        writer.fout, writer.state = [handle], WriterState.EMPTY  # GGUFWriter on our atomic handle
        writer.write_header_to_file()
        writer.write_kv_data_to_file()
        writer.write_ti_data_to_file()
        for tensor, dst in zip(reader.tensors, types, strict=True):
            src = GGMLQuantizationType(tensor.tensor_type)
            data = tensor.data if dst == src else requantize(tensor.data, src, dst)
            writer.write_tensor_data(data, tensor_endianess=reader.endianess)
        writer.flush()
    counts: dict[str, int] = {}
    for dst in types:
        counts[dst.name] = counts.get(dst.name, 0) + 1
    return counts


def sha256_of(path: Path) -> str:
    """The file's sha256, streamed."""
    with open(path, "rb") as handle:
        return hashlib.file_digest(handle, "sha256").hexdigest()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--types", nargs="+", choices=sorted(TARGETS), default=["Q8_0", "Q4_0"])
    parser.add_argument("--source", type=Path, default=None, help="default: the shipped Q4_K_M model")
    parser.add_argument("--out-dir", type=Path, default=None, help="default: the shipped model's folder")
    args = parser.parse_args()
    source = args.source or default_model_path()
    if not source.is_file():
        sys.exit(f"error: {source} not found (run `bash scripts/setup.sh`)")
    out_dir = args.out_dir or source.parent
    variants, failed = [], False
    for target in args.types:
        dest = variant_path(source, target, out_dir)
        start = time.perf_counter()
        counts = write_variant(source, dest, target)
        seconds = time.perf_counter() - start
        digest = sha256_of(dest)
        pinned = PINNED.get(target)
        if pinned is not None and digest != pinned:
            dest.unlink()
            failed = True
        variants.append({
            "type": target, "path": str(dest), "bytes": dest.stat().st_size if dest.exists() else None,
            "sha256": digest, "pinned_sha256": pinned, "seconds": round(seconds, 1), "tensor_types": counts,
        })
        status = {None: "", digest: " (pinned: match)"}.get(pinned, " PINNED MISMATCH, deleted")
        print(f"{target}: {dest} sha256 {digest}{status} ({seconds:.0f} s, {counts})")
    result = {
        "source": str(source), "source_sha256": sha256_of(source),
        "gguf_version": importlib.metadata.version("gguf"), "numpy_version": np.__version__,
        "variants": variants,
    }
    out = REPO_ROOT / "evals" / "results" / f"gguf_quantize_{time.strftime('%Y%m%d_%H%M%S')}.json"
    atomic_write_json(out, result)
    print(out)
    if failed:
        sys.exit("error: a variant's sha256 differs from the pinned one (another gguf or numpy version?)")


if __name__ == "__main__":
    main()
