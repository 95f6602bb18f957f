"""scripts/quantize_gguf.py on a tiny synthetic GGUF: what it re-quantizes, what it copies byte for byte."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
import pytest

gguf = pytest.importorskip("gguf")
T = gguf.GGMLQuantizationType

SCRIPT = Path(__file__).resolve().parents[1] / "scripts" / "quantize_gguf.py"
_spec = importlib.util.spec_from_file_location("quantize_gguf", SCRIPT)
assert _spec is not None and _spec.loader is not None
quantize_gguf = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(quantize_gguf)


def _tiny_model(path: Path) -> dict[str, np.ndarray]:
    """A GGUF with a float norm, a Q8_0 weight and a Q8_0 output.weight; returns the float values."""
    rng = np.random.default_rng(0)
    floats = {
        "blk.0.attn_norm.weight": rng.normal(size=64).astype(np.float32),
        "blk.0.ffn_up.weight": rng.normal(size=(10, 64)).astype(np.float32),
        "output.weight": rng.normal(size=(6, 64)).astype(np.float32),
    }
    writer = gguf.GGUFWriter(path, "qwen2")
    writer.add_uint32(gguf.Keys.General.FILE_TYPE, 15)
    writer.add_array("tokenizer.ggml.tokens", ["a", "b"])
    for name, values in floats.items():
        if values.ndim == 1:
            writer.add_tensor(name, values)
        else:
            writer.add_tensor(name, gguf.quantize(values, T.Q8_0), raw_dtype=T.Q8_0)
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return floats


def test_q4_0_variant_requantizes_weights_and_copies_the_rest(tmp_path: Path) -> None:
    source = tmp_path / "tiny-q4_k_m.gguf"
    floats = _tiny_model(source)
    dest = quantize_gguf.variant_path(source, "Q4_0", tmp_path / "out")
    assert dest.name == "tiny-q4_0-from-q4_k_m.gguf"

    counts = quantize_gguf.write_variant(source, dest, "Q4_0")

    assert counts == {"F32": 1, "Q4_0": 1, "Q8_0": 1}
    before, after = gguf.GGUFReader(source), gguf.GGUFReader(dest)
    assert after.get_field(gguf.Keys.General.FILE_TYPE).contents() == int(gguf.LlamaFileType.MOSTLY_Q4_0)
    assert after.get_field("tokenizer.ggml.tokens").contents() == ["a", "b"]
    assert after.get_field(gguf.Keys.General.ARCHITECTURE).contents() == "qwen2"
    old = {t.name: t for t in before.tensors}
    new = {t.name: t for t in after.tensors}
    for kept in ("blk.0.attn_norm.weight", "output.weight"):  # a float norm; output.weight as llama.cpp does
        assert new[kept].tensor_type == old[kept].tensor_type
        assert new[kept].data.tobytes() == old[kept].data.tobytes()
    weight = new["blk.0.ffn_up.weight"]
    assert weight.tensor_type == T.Q4_0 and list(weight.shape) == [64, 10]
    values = gguf.dequantize(weight.data, T.Q4_0)
    original = floats["blk.0.ffn_up.weight"]
    assert values.shape == original.shape
    assert np.abs(values - original).mean() < 0.15 * np.abs(original).mean()  # 4-bit rounding, not garbage


def test_requantize_in_row_blocks_equals_one_pass(monkeypatch: pytest.MonkeyPatch) -> None:
    values = np.random.default_rng(1).normal(size=(7, 96)).astype(np.float32)
    raw = gguf.quantize(values, T.Q8_0)
    whole = gguf.quantize(gguf.dequantize(raw, T.Q8_0), T.Q4_0)
    monkeypatch.setattr(quantize_gguf, "ROWS_PER_BLOCK", 3)
    assert quantize_gguf.requantize(raw, T.Q8_0, T.Q4_0).tobytes() == whole.tobytes()
