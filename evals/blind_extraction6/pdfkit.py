"""Drawing helpers for the blind_extraction6 builders: the fifth set's pdfkit (loaded from its file, so
the two sets share one copy), with this set's creator metadata and two more number formats."""

import importlib.util
from pathlib import Path

_spec = importlib.util.spec_from_file_location(
    "blind_extraction5_pdfkit", Path(__file__).resolve().parent.parent / "blind_extraction5" / "pdfkit.py"
)
_kit = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(_kit)
_kit.CREATOR = "blind_extraction6 make_docs.py"
globals().update({name: getattr(_kit, name) for name in dir(_kit) if not name.startswith("__")})
fmt = _kit.fmt


def CH(x, nd=2):
    """Swiss grouping: 12'480.65"""
    return fmt(x, "'", ".", nd)


def FR(x, nd=2):
    """French/Swedish grouping: 12 480,65"""
    return fmt(x, " ", ",", nd)
